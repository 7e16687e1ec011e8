// The codes the credentials provider reports to the sign-in form, and the texts the form shows for them.
// Pure: shared by lib/auth/options.ts (server) and components/auth/sign-in-form.tsx (browser).
import { authTexts } from "@/lib/ui/texts/auth";
import { errorTexts } from "@/lib/ui/texts/errors";

export const SIGN_IN_ERROR = {
  /** next-auth's own code when authorize() returns null. */
  credentials: "CredentialsSignin",
  /** Followed by ":<seconds to wait>". */
  rateLimited: "RateLimited",
  adminOnly: "AdminOnly",
  /** The database could not be reached. */
  unavailable: "Unavailable",
} as const;

export function signInErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  if (code === SIGN_IN_ERROR.credentials) return authTexts.incorrectCredentials;
  if (code === SIGN_IN_ERROR.adminOnly) return authTexts.adminOnly;
  if (code === SIGN_IN_ERROR.unavailable) return errorTexts.temporarilyUnavailable;
  if (code.startsWith(`${SIGN_IN_ERROR.rateLimited}:`)) {
    const seconds = Number(code.slice(SIGN_IN_ERROR.rateLimited.length + 1));
    const minutes = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 15;
    return authTexts.tooManyAttempts(minutes);
  }
  return authTexts.signInFailed;
}
