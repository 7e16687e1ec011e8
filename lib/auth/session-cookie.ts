// Reading the next-auth session cookie, for middleware and the guards alike. Decrypting it derives a key (HKDF) and
// decrypts a JWE on every request: about half a millisecond each time, paid twice per page (middleware, then the
// page's guard). The same cookie decrypts to the same claims, so each distinct cookie is decrypted once and its claims
// kept, while they are unexpired, in a bounded map shared by both: Next loads middleware on the Node.js runtime with
// require, in the serving process's own realm.
import { LRUCache } from "lru-cache";
import { decode, getToken, type JWT, type JWTDecodeParams } from "next-auth/jwt";
import { authSecret, usesSecureCookies } from "./secret";

/** Distinct session cookies whose claims are kept; the least recently used go first. */
export const SESSION_CLAIMS_MAX = 10_000;

/** next-auth's own decode accepts a token up to 15 s past its expiry (jose's clock tolerance); the cache does not. */
const expired = (claims: JWT, now: number) => typeof claims.exp === "number" && now >= claims.exp * 1000;

const globalForSessions = globalThis as typeof globalThis & { lumosSessionClaims?: LRUCache<string, { secret: string; claims: JWT }> };
function claimsCache(): LRUCache<string, { secret: string; claims: JWT }> {
  return (globalForSessions.lumosSessionClaims ??= new LRUCache({ max: SESSION_CLAIMS_MAX }));
}

/**
 * next-auth's decode, remembering what each token decrypted to: a token seen before with the same secret (and salt)
 * answers with a copy of its claims until they expire. A token that does not decrypt is not remembered (and throws as
 * before).
 */
export async function decodeRemembered(params: JWTDecodeParams): Promise<JWT | null> {
  const { token, secret, salt } = params;
  if (!token) return null;
  const key = typeof secret === "string" ? `${salt ?? ""}\u0000${secret}` : null;
  const cache = claimsCache();
  const known = key === null ? undefined : cache.get(token);
  if (known && known.secret === key && !expired(known.claims, Date.now())) return { ...known.claims };
  if (known) cache.delete(token);
  const claims = await decode(params);
  if (claims && key !== null && !expired(claims, Date.now())) cache.set(token, { secret: key, claims: { ...claims } });
  return claims;
}

/** The session's claims (null without a valid session) as next-auth's getToken reads them from `req`. */
export function sessionClaims(req: Parameters<typeof getToken>[0]["req"]): Promise<JWT | null> {
  return getToken({ req, secret: authSecret(), secureCookie: usesSecureCookies(), decode: decodeRemembered });
}
