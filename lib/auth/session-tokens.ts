// Specification 000 §4–§5: a session is usable only with both tokens and an id token that decodes and has not
// expired. Pure (decodes, does not verify: the server verifies); the browser checks a restored session with it.
import { decodeJwt } from "jose";
import { texts } from "@/lib/ui/texts";

/** The error text for a session whose tokens cannot be used, or null when they can. */
export function sessionTokenError(
  session: { idToken?: string | null; accessToken?: string | null } | null | undefined,
  now: number = Date.now(),
): string | null {
  if (!session?.idToken || !session.accessToken) return texts.auth.tokensMissing;
  let exp: unknown;
  try {
    ({ exp } = decodeJwt(session.idToken));
  } catch {
    return texts.auth.idTokenUndecodable;
  }
  if (typeof exp !== "number" || exp * 1000 <= now) return texts.auth.idTokenExpired;
  return null;
}
