// Session lifetimes and roles. Pure constants: read by next-auth options, guards, middleware and the browser.

/** Idle timeout: the session cookie (and the encrypted JWT inside it) expires 30 minutes after its last refresh. */
export const SESSION_IDLE_TIMEOUT_SECONDS = 30 * 60;
/** Absolute lifetime: 12 hours after sign-in the session ends however active the user is. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** Specification 000 §4: the authentication session refreshes every 4 minutes with an activity reset. */
export const SESSION_REFRESH_INTERVAL_MS = 4 * 60 * 1000;
/** Lifetime of the id and access tokens; the 4-minute refresh re-mints them long before they expire. */
export const TOKEN_LIFETIME_SECONDS = 15 * 60;
/** A session read re-mints its tokens when they have less than this left. */
export const TOKEN_REMINT_BEFORE_EXPIRY_MS = 10 * 60 * 1000;

/** Specification 000 §3: the session user carries a userPoolId; Lumos has one user pool. */
export const USER_POOL_ID = "lumos-local";

export { ADMIN_ROLES, hasRole, isAdminRole, ROLES, type Role } from "@/lib/domain/roles";
