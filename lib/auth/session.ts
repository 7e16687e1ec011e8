import "server-only";
// The session cookie's payload: started at sign-in, checked on every read, re-minted on refresh, turned into the
// session shape of the specification (000 §3). next-auth's jwt callback and the guards both go through here.
import type { JWT } from "next-auth/jwt";
import { bumpTokenVersion, getUserAuthState, type UserAuthState } from "@/lib/data/users";
import { mintTokens, toSessionUser } from "./tokens";
import { SESSION_ABSOLUTE_LIFETIME_MS, TOKEN_REMINT_BEFORE_EXPIRY_MS, USER_POOL_ID } from "./session-policy";
import type { SessionPayload, SessionUser } from "./types";

export type SessionEndReason = "malformed" | "absolute_lifetime" | "unknown_user" | "inactive" | "revoked";

/** Thrown from the jwt callback to end a session: next-auth then clears the cookie and answers with no session. */
export class SessionEndedError extends Error {
  constructor(readonly reason: SessionEndReason) {
    super(`session ended: ${reason}`);
    this.name = "SessionEndedError";
  }
}

interface ValidSessionToken extends JWT {
  userId: string;
  sub: string;
  tokenVersion: number;
  signedInAt: number;
}

function isValidShape(token: JWT | null | undefined): token is ValidSessionToken {
  return (
    !!token && typeof token.userId === "string" && typeof token.sub === "string" && Number.isInteger(token.tokenVersion) && typeof token.signedInAt === "number"
  );
}

/**
 * Throws SessionEndedError unless the session is within its absolute lifetime and its user still exists, is active
 * and has not revoked it (users.token_version raised by a sign-out or a password change). Returns the user's
 * current state (role and group as they are now).
 */
export async function checkSessionToken(token: JWT | null | undefined, now: number = Date.now()): Promise<UserAuthState> {
  if (!isValidShape(token)) throw new SessionEndedError("malformed");
  if (now - token.signedInAt > SESSION_ABSOLUTE_LIFETIME_MS) throw new SessionEndedError("absolute_lifetime");
  const state = await getUserAuthState({ id: token.userId });
  if (!state || state.sub !== token.sub) throw new SessionEndedError("unknown_user");
  if (state.status !== "active") throw new SessionEndedError("inactive");
  if (token.tokenVersion < state.tokenVersion) throw new SessionEndedError("revoked");
  return state;
}

async function withTokens(state: UserAuthState, signedInAt: number, now: number): Promise<JWT> {
  const { idToken, accessToken, expiresAt } = await mintTokens(state, {
    now,
    authTime: signedInAt,
    notAfter: signedInAt + SESSION_ABSOLUTE_LIFETIME_MS,
  });
  return {
    sub: state.sub,
    userId: state.id,
    name: state.username,
    email: state.email,
    username: state.username,
    role: state.role,
    group: state.group,
    tokenVersion: state.tokenVersion,
    signedInAt,
    idToken,
    accessToken,
    tokensExpireAt: expiresAt,
  };
}

/** The cookie payload at sign-in. */
export function startSessionToken(user: UserAuthState, now: number = Date.now()): Promise<JWT> {
  return withTokens(user, now, now);
}

/**
 * Every later read (page render, /api/auth/session, update()): check the session, then re-mint the tokens when
 * asked to (`update()` from the 4-minute refresher), when they are close to expiry, or when the user's name,
 * email, role or group changed since they were minted.
 */
export async function refreshSessionToken(token: JWT, { force = false, now = Date.now() }: { force?: boolean; now?: number } = {}): Promise<JWT> {
  const state = await checkSessionToken(token, now);
  const valid = token as ValidSessionToken;
  const changed = state.username !== token.username || state.email !== token.email || state.role !== token.role || state.group !== (token.group ?? null);
  const dueAt = (token.tokensExpireAt ?? 0) - TOKEN_REMINT_BEFORE_EXPIRY_MS;
  if (force || changed || now >= dueAt || !token.idToken || !token.accessToken) return withTokens(state, valid.signedInAt, now);
  return token;
}

/** The session of the specification (000 §3), from a checked cookie payload. */
export function sessionPayloadFromToken(token: JWT, now: number = Date.now()): SessionPayload {
  const user = sessionUserFromToken(token);
  return {
    user: { ...user, userPoolId: USER_POOL_ID },
    accessToken: token.accessToken ?? "",
    idToken: token.idToken ?? "",
    isAuthenticated: Boolean(token.accessToken && token.idToken),
    error: null,
    timestamp: now,
  };
}

export function sessionUserFromToken(token: JWT): SessionUser {
  return toSessionUser({
    id: token.userId ?? "",
    sub: token.sub ?? "",
    username: token.username ?? "",
    email: token.email ?? "",
    role: token.role ?? "analyst",
    group: token.group ?? null,
  });
}

/**
 * Ends every session and token of a user at once: sign-out, password change, an admin disabling the account.
 * Sessions are refused at their next read, access tokens at their next verification.
 */
export async function revokeUserTokens({ userId }: { userId: string }): Promise<void> {
  await bumpTokenVersion({ userId });
}
