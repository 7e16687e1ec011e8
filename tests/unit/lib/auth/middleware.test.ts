import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { middleware } from "@/middleware";
import { authSecret, sessionCookieName } from "@/lib/auth/secret";
import { SESSION_ABSOLUTE_LIFETIME_MS } from "@/lib/auth/session-policy";

const ORIGIN = "http://127.0.0.1:3100";

async function sessionCookie(claims: Record<string, unknown>): Promise<string> {
  const value = await encode({ token: claims, secret: authSecret(), maxAge: 1800 });
  return `${sessionCookieName()}=${value}`;
}

const analyst = { sub: "s-1", userId: "u-1", role: "analyst", tokenVersion: 0 };
const admin = { sub: "s-2", userId: "u-2", role: "admin", tokenVersion: 0 };

async function visit(path: string, cookie?: string, extraHeaders: Record<string, string> = {}, origin = ORIGIN) {
  const request = new NextRequest(new URL(path, origin), { headers: { ...(cookie ? { cookie } : {}), ...extraHeaders } });
  return middleware(request);
}

const nonceOf = (policy: string | null) => policy?.match(/script-src 'self' 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/)?.[1];

function pathOf(absolute: string | null): string | null {
  if (!absolute) return null;
  const url = new URL(absolute);
  return `${url.pathname}${url.search}`;
}

const redirectTarget = (response: Response) => pathOf(response.headers.get("location"));
const rewriteTarget = (response: Response) => pathOf(response.headers.get("x-middleware-rewrite"));

describe("middleware", () => {
  it("sends a visitor without a session to /login-page with the path and query in callbackUrl", async () => {
    const response = await visit("/game-breakdown-page?id=42");
    expect(response.status).toBe(307);
    expect(redirectTarget(response)).toBe("/login-page?callbackUrl=%2Fgame-breakdown-page%3Fid%3D42");
  });

  it("sends admin paths (and their run-together variants) to /admin-login-page", async () => {
    expect(redirectTarget(await visit("/admin-page"))).toBe("/admin-login-page?callbackUrl=%2Fadmin-page");
    expect(redirectTarget(await visit("/adminv2?tab=groups"))).toBe("/admin-login-page?callbackUrl=%2Fadminv2%3Ftab%3Dgroups");
  });

  it("redirects the run-together variant of a signed-in page too, keeping what was typed", async () => {
    expect(redirectTarget(await visit("/gamebreakdownpage?id=42"))).toBe("/login-page?callbackUrl=%2Fgamebreakdownpage%3Fid%3D42");
  });

  it("adds reason=expired when a session cookie was sent but is no longer valid", async () => {
    const response = await visit("/search-page", `${sessionCookieName()}=garbage`);
    expect(redirectTarget(response)).toBe("/login-page?reason=expired&callbackUrl=%2Fsearch-page");
  });

  it("refuses a session past its absolute lifetime", async () => {
    const cookie = await sessionCookie({ ...analyst, signedInAt: Date.now() - SESSION_ABSOLUTE_LIFETIME_MS - 1000 });
    expect(redirectTarget(await visit("/search-page", cookie))).toBe("/login-page?reason=expired&callbackUrl=%2Fsearch-page");
  });

  it("lets a signed-in user through and records the location for page guards", async () => {
    const cookie = await sessionCookie({ ...analyst, signedInAt: Date.now() });
    const response = await visit("/game-breakdown-page?id=42", cookie);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("x-middleware-next")).toBe("1");
    expect(response.headers.get("x-middleware-request-x-lumos-location")).toBe("/game-breakdown-page?id=42");
  });

  it("rewrites a run-together variant to its canonical path, keeping the query", async () => {
    const cookie = await sessionCookie({ ...analyst, signedInAt: Date.now() });
    const response = await visit("/gamebreakdownpage?id=42", cookie);
    expect(rewriteTarget(response)).toBe("/game-breakdown-page?id=42");
    const publicResponse = await visit("/loginpage?reason=expired");
    expect(rewriteTarget(publicResponse)).toBe("/login-page?reason=expired");
  });

  it("sends a signed-in non-admin on an admin path to /unauthorized-page and lets admins in", async () => {
    const analystCookie = await sessionCookie({ ...analyst, signedInAt: Date.now() });
    expect(redirectTarget(await visit("/admin-v2", analystCookie))).toBe("/unauthorized-page");
    expect(redirectTarget(await visit("/invite-users-page", analystCookie))).toBe("/unauthorized-page");
    const adminCookie = await sessionCookie({ ...admin, signedInAt: Date.now() });
    expect(rewriteTarget(await visit("/adminv2", adminCookie))).toBe("/admin-v2");
  });

  it.each(["/login-page", "/login", "/admin-login-page", "/unauthorized-page", "/maintenance-page", "/not-found-page", "/no-such-page", "/_healthz"])(
    "lets %s through without a session",
    async (path) => {
      const response = await visit(path);
      expect(response.headers.get("location")).toBeNull();
      expect(rewriteTarget(response)).toBeNull();
    },
  );

  describe("security headers", () => {
    it.each(["/", "/login-page", "/no-such-page", "/gamebreakdownpage?id=42"])(
      "sets a nonce-based CSP on %s and passes it and the nonce to the page",
      async (path) => {
        const cookie = await sessionCookie({ ...analyst, signedInAt: Date.now() });
        const response = await visit(path, cookie);
        const policy = response.headers.get("content-security-policy");
        const nonce = nonceOf(policy);
        expect(nonce).toBeTruthy();
        expect(policy).toContain("object-src 'none'");
        expect(policy).toContain("frame-ancestors 'none'");
        expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
        expect(response.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
      },
    );

    it("sets the CSP on redirects to the sign-in page too", async () => {
      const response = await visit("/search-page");
      expect(response.status).toBe(307);
      expect(nonceOf(response.headers.get("content-security-policy"))).toBeTruthy();
    });

    it("uses a different nonce for every request", async () => {
      const nonces = new Set<string | undefined>();
      for (let i = 0; i < 5; i++) nonces.add(nonceOf((await visit("/login-page")).headers.get("content-security-policy")));
      expect(nonces.size).toBe(5);
    });

    it("leaves out 'unsafe-eval' outside development and Strict-Transport-Security on plain http", async () => {
      const env = process.env as Record<string, string | undefined>;
      const saved = env.NODE_ENV;
      env.NODE_ENV = "production";
      try {
        const response = await visit("/login-page");
        expect(response.headers.get("content-security-policy")).not.toContain("unsafe-eval");
        expect(response.headers.get("strict-transport-security")).toBeNull();
      } finally {
        env.NODE_ENV = saved;
      }
      expect((await visit("/login-page")).headers.get("content-security-policy")).toContain("'unsafe-eval'");
    });

    it("sets Strict-Transport-Security over HTTPS, directly or behind a load balancer", async () => {
      expect((await visit("/login-page", undefined, {}, "https://lumos.example.com")).headers.get("strict-transport-security")).toBe(
        "max-age=31536000; includeSubDomains",
      );
      expect((await visit("/login-page", undefined, { "x-forwarded-proto": "https" })).headers.get("strict-transport-security")).toBe(
        "max-age=31536000; includeSubDomains",
      );
    });

    it("allows the support chat's hosts only on the production host", async () => {
      const env = process.env as Record<string, string | undefined>;
      const saved = { host: env.PRODUCTION_HOST, app: env.SUPPORT_CHAT_APP_ID };
      env.PRODUCTION_HOST = "lumos.example.com";
      env.SUPPORT_CHAT_APP_ID = "app-1";
      try {
        expect((await visit("/", undefined, { host: "lumos.example.com" }, "https://lumos.example.com")).headers.get("content-security-policy")).toContain(
          "https://widget.intercom.io",
        );
        expect((await visit("/login-page")).headers.get("content-security-policy")).not.toContain("intercom");
      } finally {
        env.PRODUCTION_HOST = saved.host;
        env.SUPPORT_CHAT_APP_ID = saved.app;
      }
    });
  });
});
