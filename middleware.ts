// Redirects only (the pages and route handlers check the session themselves, lib/auth/guard.ts):
// - a run-together path (/loginpage, /gamebreakdownpage?id=42, /adminv2) is served as its hyphenated route;
// - a visitor without a session who opens a signed-in route goes to /login-page (/admin-login-page when the path
//   starts with /admin) with the original location, path and query, in callbackUrl;
// - a signed-in user who is not an admin opening an admin route goes to /unauthorized-page.
// API routes are left alone: their handlers answer 401 JSON. Unknown paths fall through to the not-found page.
// Every page response also gets its Content-Security-Policy with a fresh nonce (lib/shell/security-headers.ts): the nonce
// goes on the request as x-nonce, and the policy on the request too, where Next reads it to put the nonce on its
// own scripts; HSTS is added when the request came over HTTPS.
import { NextResponse, type NextRequest } from "next/server";
import { LOCATION_HEADER, UNAUTHORIZED_PATH, canonicalPath, findRoute, loginRedirectPath } from "@/lib/shell/routes";
import { sessionClaims } from "@/lib/auth/session-cookie";
import { sessionCookieName } from "@/lib/auth/secret";
import { SESSION_ABSOLUTE_LIFETIME_MS, isAdminRole } from "@/lib/auth/session-policy";
import { CSP_HEADER, NONCE_HEADER, contentSecurityPolicy, createNonce, servedOverHttps, strictTransportSecurity } from "@/lib/shell/security-headers";
import { supportChatAppId } from "@/lib/shell/support-chat";

function policyFor(request: NextRequest, nonce: string): string {
  // Read by name: the middleware bundle only sees variables it references.
  const supportChat = supportChatAppId({
    host: request.headers.get("x-forwarded-host") ?? request.headers.get("host"),
    productionHost: process.env.PRODUCTION_HOST,
    appId: process.env.SUPPORT_CHAT_APP_ID,
  });
  return contentSecurityPolicy({
    nonce,
    development: process.env.NODE_ENV !== "production",
    artworkBaseUrls: [process.env.BOX_ART_BASE_URL, process.env.SCREENSHOT_BASE_URL, process.env.ICON_BASE_URL],
    supportChat: supportChat !== null,
  });
}

function withSecurityHeaders(response: NextResponse, request: NextRequest, policy: string): NextResponse {
  response.headers.set(CSP_HEADER, policy);
  const hsts = strictTransportSecurity(servedOverHttps({ protocol: request.nextUrl.protocol, forwardedProto: request.headers.get("x-forwarded-proto") }));
  if (hsts) response.headers.set("Strict-Transport-Security", hsts);
  return response;
}

export async function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const location = `${pathname}${search}`;
  const canonical = canonicalPath(pathname);
  const route = findRoute(canonical ?? pathname);
  const nonce = createNonce();
  const policy = policyFor(request, nonce);

  if (route && route.access !== "public") {
    const token = await sessionClaims(request);
    const withinLifetime = typeof token?.signedInAt === "number" && Date.now() - token.signedInAt <= SESSION_ABSOLUTE_LIFETIME_MS;
    if (!token || !withinLifetime) {
      const name = sessionCookieName();
      const hadSession = request.cookies.getAll().some((cookie) => cookie.name === name || cookie.name.startsWith(`${name}.`));
      return withSecurityHeaders(NextResponse.redirect(new URL(loginRedirectPath(location, { expired: hadSession }), request.url)), request, policy);
    }
    if (route.access === "admin" && !isAdminRole(token.role)) {
      return withSecurityHeaders(NextResponse.redirect(new URL(UNAUTHORIZED_PATH, request.url)), request, policy);
    }
  }

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(LOCATION_HEADER, location);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set(CSP_HEADER, policy);
  if (canonical) {
    const target = request.nextUrl.clone();
    target.pathname = canonical;
    return withSecurityHeaders(NextResponse.rewrite(target, { request: { headers: requestHeaders } }), request, policy);
  }
  return withSecurityHeaders(NextResponse.next({ request: { headers: requestHeaders } }), request, policy);
}

export const config = {
  runtime: "nodejs",
  // Everything but API routes, Next's own assets and files with an extension (public/, favicon).
  matcher: ["/((?!api/|_next/static/|_next/image|_healthz|favicon\\.ico|.*\\.[a-zA-Z0-9]+$).*)"],
};
