import "server-only";
// next-auth 4: credentials provider (email or username + password) and the JWT session strategy.
//
// Lifetimes: the session cookie holds an encrypted JWT that expires SESSION_IDLE_TIMEOUT_SECONDS (30 min) after
// it was last written; every read through /api/auth/session (the client's 4-minute refresh on activity, window
// focus, page loads) writes it again, so 30 minutes without activity end the session. The jwt callback also ends
// it 12 hours after sign-in however active it is, and whenever the user's token_version has moved past the
// session's (sign-out, password change) or the account is no longer active.
import type { AuthOptions, LoggerInstance } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { AppError } from "@/lib/server/errors";
import { safeCallbackUrl } from "./callback-url";
import { noteDatabaseOutage } from "./outage";
import { clientAddressFrom } from "./rate-limit";
import { authSecret, usesSecureCookies } from "./secret";
import { SIGN_IN_ERROR } from "./sign-in-errors";
import { SessionEndedError, refreshSessionToken, revokeUserTokens, sessionPayloadFromToken, startSessionToken } from "./session";
import { SESSION_IDLE_TIMEOUT_SECONDS, SESSION_REFRESH_INTERVAL_MS } from "./session-policy";
import { RateLimitedError, signInWithPassword } from "./sign-in";

const logger: Partial<LoggerInstance> = {
  error(code, metadata) {
    const error = metadata instanceof Error ? metadata : (metadata as { error?: unknown })?.error;
    // An ended session is an expected outcome (the cookie is cleared and the user signs in again), not an error.
    if (error instanceof SessionEndedError) return;
    console.error(`[next-auth][error][${code}]`, metadata);
  },
  warn(code) {
    if (code === "NEXTAUTH_URL") {
      // Lumos works without it (the sign-in form and sign-out navigate by path); it decides the cookies' Secure flag.
      console.warn("[lumos] NEXTAUTH_URL is not set: session cookies are not marked Secure. Behind HTTPS, set it to the public https:// address.");
      return;
    }
    console.warn(`[next-auth][warn][${code}]`);
  },
};

export const authOptions: AuthOptions = {
  // Read at request time, never at import: `next build` imports this module without the runtime secret.
  get secret() {
    return authSecret();
  },
  get useSecureCookies() {
    return usesSecureCookies();
  },
  session: {
    strategy: "jwt",
    maxAge: SESSION_IDLE_TIMEOUT_SECONDS,
    // Used by next-auth only for database sessions; with JWTs every session read rewrites the cookie.
    updateAge: SESSION_REFRESH_INTERVAL_MS / 1000,
  },
  pages: { signIn: "/login-page", error: "/login-page" },
  logger,
  providers: [
    CredentialsProvider({
      id: "credentials",
      name: "Email or username",
      credentials: {
        identifier: { label: "Email or username", type: "text" },
        password: { label: "Password", type: "password" },
        scope: { label: "Scope", type: "text" },
      },
      async authorize(credentials, request) {
        const identifier = typeof credentials?.identifier === "string" ? credentials.identifier : "";
        const password = typeof credentials?.password === "string" ? credentials.password : "";
        if (!identifier.trim() || !password) return null;
        try {
          return await signInWithPassword({
            identifier,
            password,
            clientAddress: clientAddressFrom((request?.headers ?? {}) as Record<string, string>),
            adminOnly: credentials?.scope === "admin",
          });
        } catch (error) {
          // next-auth forwards a thrown message to the form as `error`; only codes travel, the form has the texts.
          if (error instanceof RateLimitedError) throw new Error(`${SIGN_IN_ERROR.rateLimited}:${error.retryAfterSeconds}`);
          if (error instanceof AppError && error.type === "forbidden") throw new Error(SIGN_IN_ERROR.adminOnly);
          if (error instanceof AppError && error.type === "unauthorized") return null;
          // The form says so in words; the driver's message would otherwise travel in the address (?error=…).
          if (isDatabaseUnavailable(error)) {
            console.error("[sign-in] the database is unavailable:", error instanceof Error ? error.message : error);
            throw new Error(SIGN_IN_ERROR.unavailable);
          }
          throw error;
        }
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user, trigger }) {
      if (trigger === "signIn" && user) return startSessionToken(user);
      try {
        return await refreshSessionToken(token, { force: trigger === "update" });
      } catch (error) {
        noteDatabaseOutage(error);
        throw error;
      }
    },
    async session({ session, token }) {
      return { ...sessionPayloadFromToken(token), expires: session.expires };
    },
    // Only paths on this origin, sanitised like every callbackUrl. The result must stay absolute: next-auth's
    // client parses it with `new URL(data.url)`. The sign-in form and sign-out navigate by path themselves, so a
    // NEXTAUTH_URL naming another host (unset: http://localhost:3000) does not move the browser elsewhere.
    async redirect({ url, baseUrl }) {
      let path = "/";
      if (url.startsWith("/")) {
        path = safeCallbackUrl(url);
      } else {
        try {
          const target = new URL(url);
          if (target.origin === new URL(baseUrl).origin) path = safeCallbackUrl(`${target.pathname}${target.search}${target.hash}`);
        } catch {
          // Not a URL: the dashboard.
        }
      }
      return `${baseUrl}${path}`;
    },
  },
  events: {
    // Specification: signing out revokes every token of the user (all devices), not just this cookie.
    async signOut({ token }) {
      if (token?.userId) await revokeUserTokens({ userId: token.userId });
    },
  },
};
