// The shapes of the signed-in user and of the session (specification 000 §3). Pure types, safe for the browser.
import type { Role } from "./session-policy";

/** What every guard returns: the user a page or route handler acts for. */
export interface SessionUser {
  /** users.id */
  id: string;
  /** users.sub: the subject of the id and access tokens. */
  sub: string;
  username: string;
  email: string;
  role: Role;
  /** Name of the user's first group by precedence, or null. */
  group: string | null;
}

/** Specification 000 §3: user (sub, username, email, role, group, userPoolId; the session user also carries an id). */
export interface SessionPayloadUser extends SessionUser {
  userPoolId: string;
}

/** Specification 000 §3: user, accessToken, idToken, isAuthenticated, error, timestamp. */
export interface SessionPayload {
  user: SessionPayloadUser;
  accessToken: string;
  idToken: string;
  isAuthenticated: boolean;
  error: string | null;
  /** Milliseconds since the epoch when this payload was produced. */
  timestamp: number;
}
