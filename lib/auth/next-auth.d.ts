// next-auth's Session, User and JWT as Lumos fills them (lib/auth/options.ts, lib/auth/session.ts).
import type { SessionPayloadUser } from "./types";

declare module "next-auth" {
  /** Specification 000 §3: user, accessToken, idToken, isAuthenticated, error, timestamp (next-auth adds expires). */
  interface Session {
    user: SessionPayloadUser;
    accessToken: string;
    idToken: string;
    isAuthenticated: boolean;
    error: string | null;
    timestamp: number;
  }

  /** What the credentials provider's authorize() returns: the signed-in user's auth state. */
  interface User {
    id: string;
    sub: string;
    username: string;
    email: string;
    role: string;
    status: string;
    tokenVersion: number;
    group: string | null;
  }
}

declare module "next-auth/jwt" {
  /** The encrypted session cookie's payload. Every field is checked at runtime before use. */
  interface JWT {
    userId?: string;
    username?: string;
    role?: string;
    group?: string | null;
    tokenVersion?: number;
    /** Sign-in time, milliseconds since the epoch: the absolute lifetime counts from here. */
    signedInAt?: number;
    idToken?: string;
    accessToken?: string;
    /** When idToken and accessToken expire, milliseconds since the epoch. */
    tokensExpireAt?: number;
  }
}
