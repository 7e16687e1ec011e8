import "server-only";
// The data-access-layer guards. Every page and route handler calls one of these; middleware only redirects early
// and is never the only check.
//
// A request is authenticated by a bearer access token in the Authorization header (API clients, the browser
// fetcher) or by the next-auth session cookie, never a mix: an Authorization header, when present, decides alone,
// and one that is not a well-formed bearer token (or names an invalid one) is not rescued by a cookie. Both paths consult the database, so a sign-out or password change (token_version raised)
// and a disabled account take effect at once.
import { flagsFor } from "@/lib/shell/flags";
import type { JWT } from "next-auth/jwt";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "@/lib/db/unavailable";
import { AppError } from "@/lib/server/errors";
import { LOCATION_HEADER, UNAUTHORIZED_PATH, loginRedirectPath } from "@/lib/shell/routes";
import { texts } from "@/lib/ui/texts";
import { sessionCookieName } from "./secret";
import { sessionClaims } from "./session-cookie";
import { SessionEndedError, checkSessionToken } from "./session";
import { isAdminRole } from "./session-policy";
import { TokenRejectedError, toSessionUser, verifyAccessToken } from "./tokens";
import type { SessionUser } from "./types";

export type { SessionUser } from "./types";

interface RequestCredentials {
  authorization: string | null;
  cookies: Record<string, string>;
  location: string | null;
}

interface Resolved {
  user: SessionUser | null;
  /** A session cookie was sent but is no longer valid: the visitor's session expired or was revoked. */
  hadSession: boolean;
}

function parseCookieHeader(header: string | null): Record<string, string> {
  const result: Record<string, string> = {};
  for (const part of header?.split(";") ?? []) {
    const index = part.indexOf("=");
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    try {
      result[name] = decodeURIComponent(raw);
    } catch {
      result[name] = raw;
    }
  }
  return result;
}

async function credentialsOf(request?: Request): Promise<RequestCredentials | null> {
  if (request) {
    return { authorization: request.headers.get("authorization"), cookies: parseCookieHeader(request.headers.get("cookie")), location: null };
  }
  let headerList: Awaited<ReturnType<typeof headers>>;
  let cookieStore: Awaited<ReturnType<typeof cookies>>;
  try {
    [headerList, cookieStore] = await Promise.all([headers(), cookies()]);
  } catch {
    // Outside a request (a script, a test calling a guard directly): nobody is signed in.
    return null;
  }
  return {
    authorization: headerList.get("authorization"),
    cookies: Object.fromEntries(cookieStore.getAll().map((cookie) => [cookie.name, cookie.value])),
    location: headerList.get(LOCATION_HEADER),
  };
}

async function userFromBearer(token: string): Promise<SessionUser | null> {
  try {
    return (await verifyAccessToken(token)).user;
  } catch (error) {
    if (error instanceof TokenRejectedError) return null;
    throw error;
  }
}

async function userFromSessionCookie(cookieValues: Record<string, string>): Promise<Resolved> {
  const name = sessionCookieName();
  const hadSession = Object.keys(cookieValues).some((cookie) => cookie === name || cookie.startsWith(`${name}.`));
  if (!hadSession) return { user: null, hadSession };
  // sessionClaims reads the (possibly chunked) cookie and decrypts it; an empty Headers keeps it from falling back to
  // the Authorization header, which was handled before.
  const token: JWT | null = await sessionClaims({ headers: new Headers(), cookies: cookieValues } as unknown as Parameters<typeof sessionClaims>[0]);
  if (!token) return { user: null, hadSession };
  try {
    return { user: toSessionUser(await checkSessionToken(token)), hadSession };
  } catch (error) {
    if (error instanceof SessionEndedError) return { user: null, hadSession };
    throw error;
  }
}

async function resolve(request?: Request): Promise<Resolved & { location: string | null }> {
  try {
    return await resolveCredentials(request);
  } catch (error) {
    // Carries the outage digest to a page's error boundary (the application-error page) instead of a generic error.
    if (isDatabaseUnavailable(error) && !(error instanceof DatabaseUnavailableError)) {
      throw new DatabaseUnavailableError("The database is unavailable: the session cannot be checked.", { cause: error });
    }
    throw error;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;
const hasAuthorization = (header: string | null) => header !== null && header.trim() !== "";

async function resolveCredentials(request?: Request): Promise<Resolved & { location: string | null }> {
  const credentials = await credentialsOf(request);
  if (!credentials) return { user: null, hadSession: false, location: null };
  if (hasAuthorization(credentials.authorization)) {
    const bearer = BEARER.exec(credentials.authorization!);
    return { user: bearer ? await userFromBearer(bearer[1]) : null, hadSession: false, location: credentials.location };
  }
  return { ...(await userFromSessionCookie(credentials.cookies)), location: credentials.location };
}

/** The signed-in user, or null. Pass the request in route handlers so a bearer token is honoured. */
export async function getOptionalUser(request?: Request): Promise<SessionUser | null> {
  return (await resolve(request)).user;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The origin (scheme, host and port) the request was addressed to. A proxy's X-Forwarded-Proto and
 * X-Forwarded-Host name it when present: a page on another site cannot make a browser send those headers.
 */
function ownOrigin(request: Request): string {
  const url = new URL(request.url);
  const protocol = request.headers.get("x-forwarded-proto")?.split(",")[0].trim() || url.protocol.replace(/:$/, "");
  const host = request.headers.get("x-forwarded-host")?.split(",")[0].trim() || request.headers.get("host") || url.host;
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return url.origin;
  }
}

/**
 * Cross-site request forgery guard for calls that change something and ride on the session cookie: a browser
 * always sends Origin on a cross-site POST, so one whose scheme, host or port differs from the app's is refused.
 * Calls with an Authorization header are exempt, since the cookie is then never used (resolveCredentials) and a
 * browser never attaches that header by itself; the session cookie is also SameSite=Lax.
 */
export function assertSameOrigin(request: Request, surface: string) {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  if (hasAuthorization(request.headers.get("authorization"))) return;
  const origin = request.headers.get("origin");
  if (!origin) return;
  let sent: string;
  try {
    sent = new URL(origin).origin;
  } catch {
    sent = "";
  }
  if (sent !== ownOrigin(request)) throw new AppError(`forbidden:${surface}`, "Cross-site request refused.");
}

/**
 * The signed-in user; throws AppError "unauthorized:api" (401) with the specification's text otherwise. With a
 * request, a state-changing call from another site is refused first (403), whichever route handler it reaches.
 */
export async function requireUser(request?: Request): Promise<SessionUser> {
  if (request) assertSameOrigin(request, "api");
  const { user } = await resolve(request);
  if (!user) throw new AppError("unauthorized:api", texts.auth.notAuthenticated);
  return user;
}

/** A signed-in admin or super-admin; 401 without a session, 403 for other roles. */
export async function requireAdmin(request?: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!isAdminRole(user.role)) throw new AppError("forbidden:api", texts.auth.forbidden);
  return user;
}

/** A signed-in super-admin; 401 without a session, 403 for other roles. */
export async function requireSuperAdmin(request?: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== "super-admin") throw new AppError("forbidden:api", texts.auth.forbidden);
  return user;
}

/**
 * For server pages: the signed-in user, or a redirect to /login-page (/admin-login-page under /admin) with the
 * location in callbackUrl — `path` when given (include the query), otherwise the location middleware recorded.
 * A session that existed but ended adds reason=expired, so the form says 'Session expired. Please log in again.'
 */
export async function requirePageUser(path?: string): Promise<SessionUser> {
  const { user, hadSession, location } = await resolve();
  if (user) return user;
  redirect(loginRedirectPath(path ?? location ?? "/", { expired: hadSession }));
}

/**
 * For admin pages: as requirePageUser, then the unauthorized page for users who are not admin or super-admin, and
 * for everyone when the adminAccess flag is off for this page (`?adminAccess=false`, lib/shell/flags.ts).
 */
export async function requirePageAdmin(path?: string): Promise<SessionUser> {
  const user = await requirePageUser(path);
  if (!isAdminRole(user.role)) redirect(UNAUTHORIZED_PATH);
  const location = path ?? (await headers()).get(LOCATION_HEADER) ?? "/";
  const query = new URL(location, "http://lumos.local").searchParams;
  if (!flagsFor(query).adminAccess) redirect(UNAUTHORIZED_PATH);
  return user;
}
