// Rules for a new password (sign-up, password change, reset). Sign-in never applies them: an old password
// that predates a rule must still let its owner in.
import { texts } from "@/lib/ui/texts";
import { COMMON_PASSWORDS } from "./common-passwords";
import { normalisePassword } from "./password";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Returns the first problem with a new password as a message for the user, or null when it is acceptable.
 * Length counts Unicode code points of the normalised password (an emoji is one character, as it is hashed), and
 * the password is never truncated: every character goes into the hash. One of spaces alone is refused. `account` optionally names the user, whose username or email may not be reused.
 */
export function validateNewPassword(password: string, account?: { username?: string | null; email?: string | null }): string | null {
  if (typeof password !== "string") return texts.password.tooShort(PASSWORD_MIN_LENGTH);
  password = normalisePassword(password);
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return texts.password.tooShort(PASSWORD_MIN_LENGTH);
  if (length > PASSWORD_MAX_LENGTH) return texts.password.tooLong(PASSWORD_MAX_LENGTH);
  if (password.trim() === "") return texts.password.onlySpaces;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(lower.trim())) return texts.password.tooCommon;
  const reused = [account?.username, account?.email].some((value) => value && value.trim().toLowerCase() === lower.trim());
  if (reused) return texts.password.sameAsAccount;
  return null;
}
