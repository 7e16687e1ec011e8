// Redirects only (the pages and route handlers check the session themselves, lib/auth/guard.ts):
// - a run-together path (/loginpage, /gamebreakdownpage?id=42, /adminv2) is served as its hyphenated route;
// - a visitor without a session who opens a signed-in route goes to /login-page (/admin-login-page when the path
//   starts with /admin) with the original location, path and query, in callbackUrl;
// - a signed-in user who is not an admin opening an admin route goes to /unauthorized-page.
// API routes are left alone: their handlers answer 401 JSON. Unknown paths fall through to the not-found page.
import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { LOCATION_HEADER, UNAUTHORIZED_PATH, canonicalPath, findRoute, loginRedirectPath } from "@/lib/routes";
import { authSecret, sessionCookieName, usesSecureCookies } from "@/lib/auth/secret";
import { SESSION_ABSOLUTE_LIFETIME_MS, isAdminRole } from "@/lib/auth/session-policy";

export async function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const location = `${pathname}${search}`;
  const canonical = canonicalPath(pathname);
  const route = findRoute(canonical ?? pathname);

  if (route && route.access !== "public") {
    const token = await getToken({ req: request, secret: authSecret(), secureCookie: usesSecureCookies() });
    const withinLifetime = typeof token?.signedInAt === "number" && Date.now() - token.signedInAt <= SESSION_ABSOLUTE_LIFETIME_MS;
    if (!token || !withinLifetime) {
      const name = sessionCookieName();
      const hadSession = request.cookies.getAll().some((cookie) => cookie.name === name || cookie.name.startsWith(`${name}.`));
      return NextResponse.redirect(new URL(loginRedirectPath(location, { expired: hadSession }), request.url));
    }
    if (route.access === "admin" && !isAdminRole(token.role)) {
      return NextResponse.redirect(new URL(UNAUTHORIZED_PATH, request.url));
    }
  }

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(LOCATION_HEADER, location);
  if (canonical) {
    const target = request.nextUrl.clone();
    target.pathname = canonical;
    return NextResponse.rewrite(target, { request: { headers: requestHeaders } });
  }
  return NextResponse.next({ request: { headers: requestHeaders } });
}

export const config = {
  // Everything but API routes, Next's own assets and files with an extension (public/, favicon).
  matcher: ["/((?!api/|_next/static/|_next/image|_healthz|favicon\\.ico|.*\\.[a-zA-Z0-9]+$).*)"],
};
