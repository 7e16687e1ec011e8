// The sign-in and session texts (specification 000 §2, §4, §8, and the product's own wording for what it does not
// show), in a module of their own so that the sign-in form loads these and not every text of the app (index.ts).

export const authTexts = {
  // Specification 000 §2, §4, §8.
  loadingAuthentication: "Loading authentication...",
  sessionExpired: "Session expired. Please log in again.",
  notAuthenticated: "User is not authenticated. Please log in again.",
  noUserId: "No user id found in session. Please log in again.",
  tokensMissing: "Invalid tokens: IdToken or AccessToken is missing.",
  idTokenUndecodable: "Failed to decode IdToken.",
  idTokenExpired: "IdToken has expired.",
  // Product wording (sign-in form validation is "not shown").
  incorrectCredentials: "Incorrect email or password.",
  tooManyAttempts: (minutes: number) => `Too many sign-in attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  adminOnly: "This sign-in is for administrators. Your account does not have administrator access.",
  forbidden: "Access denied. You don't have permission to do this.",
  identifierRequired: "Enter your email or username.",
  passwordRequired: "Enter your password.",
  signInFailed: "Something went wrong. Please try again.",
  signInTitle: "Sign in to Lumos",
  signInSubtitle: "Games-market research, player counts and the Lumos assistant.",
  adminSignInTitle: "Administrator sign-in",
  adminSignInSubtitle: "Manage users, groups and invitations.",
  identifierLabel: "Email or username",
  passwordLabel: "Password",
  signInButton: "Sign in",
  signingIn: "Signing in…",
  signOutButton: "Sign out",
  signingOut: "Signing out…",
  adminSignInLink: "Administrator sign-in",
  userSignInLink: "Back to the regular sign-in",
} as const;
