// callbackUrl after sign-in: only a same-origin relative path is followed, anything else becomes the dashboard.
// Pure; the sign-in page, the form and next-auth's redirect callback share it.
import { ADMIN_LOGIN_PATH, HOME_PATH, LOGIN_PATH } from "@/lib/shell/routes";

const PLACEHOLDER_ORIGIN = "http://lumos.invalid";
const SIGN_IN_PATHS = new Set([LOGIN_PATH, "/login", ADMIN_LOGIN_PATH, "/loginpage", "/adminloginpage"]);

/**
 * Returns a path (with query and hash) on this origin, or "/" when the value could lead elsewhere:
 * absolute and protocol-relative URLs (`//evil.example`), backslash tricks (`/\evil.example`), control
 * characters, `javascript:` and the sign-in pages themselves (a loop).
 */
export function safeCallbackUrl(value: unknown, fallback: string = HOME_PATH): string {
  if (typeof value !== "string") return fallback;
  const candidate = value.trim();
  if (!candidate.startsWith("/") || candidate.startsWith("//")) return fallback;
  // Browsers treat "\" as "/" and drop tabs and newlines, so "/\evil" and "/\t/evil" lead off-site.
  if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  if (SIGN_IN_PATHS.has(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
