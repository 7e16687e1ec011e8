// The status pages' texts (unauthorized, maintenance, application error, something went wrong, not found), in a module of
// their own so that the signed-in shell's error screens load these and not every text of the app (index.ts).

export const statusPageTexts = {
  unauthorizedTitle: "Access denied",
  unauthorizedBody: "You don't have permission to view this page. Sign in with another account or go back to the dashboard.",
  maintenanceTitle: "Down for maintenance",
  maintenanceBody: "Lumos is being updated. Please come back in a few minutes.",
  applicationErrorTitle: "Application error",
  applicationErrorBody: "The application ran into an error it could not recover from. Reload the page or try again later.",
  somethingWentWrongTitle: "Something went wrong",
  notFoundTitle: "Page not found",
  notFoundBody: "The page you were looking for does not exist or has moved.",
  backToDashboard: "Back to the dashboard",
  signInAgain: "Sign in with another account",
  retry: "Try again",
} as const;
