import "server-only";
// The id and access tokens the session carries (specification 000 §3, §6): compact JWS signed with Ed25519.
//
// Keys: the Ed25519 private key is derived from NEXTAUTH_SECRET — HKDF-SHA-256(secret, salt, info) gives the
// 32-byte seed, wrapped as PKCS#8 — so every instance that shares the secret signs and verifies with the same
// key pair and there are no key files to create, copy or rotate separately. Rotating NEXTAUTH_SECRET rotates
// the keys (and ends every session, as it does for next-auth's own cookie). The public key never reveals the
// secret; it can be published (see `tokenPublicJwk`) for services that verify access tokens themselves.
//
// Claims (both tokens): iss, aud, sub (users.sub), iat, exp, jti, auth_time (sign-in, seconds), token_use
// ("id" | "access"), username, email, "custom:role", "custom:group" (first group by precedence, or null) and
// token_version (users.token_version when minted). Verification pins the algorithm list to EdDSA, the issuer,
// the audience and token_use, so "alg: none", HS256 with the public key, an id token used as an access token or a
// token for another audience are refused.
import { hkdf } from "node:crypto";
import { SignJWT, calculateJwkThumbprint, errors as joseErrors, exportJWK, importJWK, importPKCS8, jwtVerify, type JWK, type JWTPayload } from "jose";
import type { UserAuthState } from "@/lib/data/users";
import { authSecret } from "./secret";
import { ROLES, TOKEN_LIFETIME_SECONDS, type Role } from "./session-policy";
import type { SessionUser } from "./types";

export const TOKEN_ISSUER = "urn:lumos:auth";
export const ID_TOKEN_AUDIENCE = "lumos-web";
export const ACCESS_TOKEN_AUDIENCE = "lumos-api";
export const TOKEN_ALGORITHM = "EdDSA";
export const ALLOWED_TOKEN_ALGORITHMS = [TOKEN_ALGORITHM];
export const ROLE_CLAIM = "custom:role";
export const GROUP_CLAIM = "custom:group";
export const TOKEN_VERSION_CLAIM = "token_version";
const CLOCK_TOLERANCE_SECONDS = 5;

const HKDF_SALT = "lumos/token-signing-key";
const HKDF_INFO = "Ed25519 private key seed for Lumos id and access tokens, v1";
// DER prefix of an Ed25519 PrivateKeyInfo (RFC 8410): SEQUENCE { version 0, AlgorithmIdentifier 1.3.101.112,
// OCTET STRING { OCTET STRING (32 bytes) } }; the 32-byte seed follows.
const ED25519_PKCS8_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");

export type TokenUse = "id" | "access";

export interface TokenSubject {
  sub: string;
  username: string;
  email: string;
  role: string;
  group: string | null;
  tokenVersion: number;
}

export interface TokenClaims extends JWTPayload {
  sub: string;
  iss: string;
  aud: string;
  iat: number;
  exp: number;
  jti: string;
  auth_time: number;
  token_use: TokenUse;
  username: string;
  email: string;
  [ROLE_CLAIM]: string;
  [GROUP_CLAIM]: string | null;
  [TOKEN_VERSION_CLAIM]: number;
}

export interface MintedTokens {
  idToken: string;
  accessToken: string;
  /** When both tokens expire, in milliseconds since the epoch. */
  expiresAt: number;
}

interface TokenKeys {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
  kid: string;
}

export type TokenRejection = "malformed" | "signature" | "expired" | "claims" | "unknown_user" | "inactive" | "revoked";

/** A token that must not be accepted; `reason` is for logs and tests, never shown to users. */
export class TokenRejectedError extends Error {
  constructor(
    readonly reason: TokenRejection,
    message?: string,
  ) {
    super(message ?? `token rejected: ${reason}`);
    this.name = "TokenRejectedError";
  }
}

const keyCache = new Map<string, Promise<TokenKeys>>();

async function deriveKeys(secret: string): Promise<TokenKeys> {
  const seed = await new Promise<Buffer>((resolve, reject) =>
    hkdf("sha256", secret, HKDF_SALT, HKDF_INFO, 32, (error, key) => (error ? reject(error) : resolve(Buffer.from(key)))),
  );
  const pem = `-----BEGIN PRIVATE KEY-----\n${Buffer.concat([ED25519_PKCS8_PREFIX, seed]).toString("base64")}\n-----END PRIVATE KEY-----`;
  const extractable = await importPKCS8(pem, TOKEN_ALGORITHM, { extractable: true });
  const { x, crv, kty } = await exportJWK(extractable);
  const publicJwk: JWK = { kty, crv, x };
  const kid = await calculateJwkThumbprint(publicJwk);
  const [privateKey, publicKey] = await Promise.all([importPKCS8(pem, TOKEN_ALGORITHM), importJWK(publicJwk, TOKEN_ALGORITHM) as Promise<CryptoKey>]);
  return { privateKey, publicKey, publicJwk: { ...publicJwk, kid, alg: TOKEN_ALGORITHM, use: "sig" }, kid };
}

/** The key pair of a secret (default: NEXTAUTH_SECRET). Exported for tests and for publishing the public key. */
export function tokenKeys(secret: string = authSecret()): Promise<TokenKeys> {
  let keys = keyCache.get(secret);
  if (!keys) {
    keys = deriveKeys(secret);
    keyCache.set(secret, keys);
    keys.catch(() => keyCache.delete(secret));
  }
  return keys;
}

export async function tokenPublicJwk(secret?: string): Promise<JWK> {
  return (await tokenKeys(secret)).publicJwk;
}

export interface MintOptions {
  /** Milliseconds since the epoch; default now. */
  now?: number;
  /** Sign-in time in milliseconds (auth_time); default now. */
  authTime?: number;
  /** Tokens never outlive this instant (the session's absolute end), in milliseconds. */
  notAfter?: number;
  secret?: string;
}

/** Mints the id token and the access token of a user at sign-in and at every session refresh. */
export async function mintTokens(user: TokenSubject, options: MintOptions = {}): Promise<MintedTokens> {
  const { privateKey, kid } = await tokenKeys(options.secret);
  const now = options.now ?? Date.now();
  const issuedAt = Math.floor(now / 1000);
  let expiresAt = issuedAt + TOKEN_LIFETIME_SECONDS;
  if (options.notAfter !== undefined) expiresAt = Math.min(expiresAt, Math.floor(options.notAfter / 1000));
  const claims = {
    auth_time: Math.floor((options.authTime ?? now) / 1000),
    username: user.username,
    email: user.email,
    [ROLE_CLAIM]: user.role,
    [GROUP_CLAIM]: user.group,
    [TOKEN_VERSION_CLAIM]: user.tokenVersion,
  };
  const sign = (use: TokenUse, audience: string) =>
    new SignJWT({ ...claims, token_use: use })
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: "JWT", kid })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(audience)
      .setSubject(user.sub)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .setJti(crypto.randomUUID())
      .sign(privateKey);
  const [idToken, accessToken] = await Promise.all([sign("id", ID_TOKEN_AUDIENCE), sign("access", ACCESS_TOKEN_AUDIENCE)]);
  return { idToken, accessToken, expiresAt: expiresAt * 1000 };
}

export interface VerifyOptions {
  secret?: string;
  /** Verification time; default now. */
  now?: Date;
}

/** Checks signature, algorithm, issuer, audience, lifetime and claim types. No database. */
export async function verifyTokenSignature(token: string, use: TokenUse, options: VerifyOptions = {}): Promise<TokenClaims> {
  if (typeof token !== "string" || token.split(".").length !== 3) throw new TokenRejectedError("malformed");
  const { publicKey } = await tokenKeys(options.secret);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, publicKey, {
      algorithms: ALLOWED_TOKEN_ALGORITHMS,
      issuer: TOKEN_ISSUER,
      audience: use === "access" ? ACCESS_TOKEN_AUDIENCE : ID_TOKEN_AUDIENCE,
      requiredClaims: ["sub", "iat", "exp", "jti"],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      currentDate: options.now,
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new TokenRejectedError("expired");
    if (error instanceof joseErrors.JWTClaimValidationFailed) throw new TokenRejectedError("claims", `token rejected: ${error.claim} ${error.reason}`);
    if (error instanceof joseErrors.JOSEError)
      throw new TokenRejectedError(error instanceof joseErrors.JWSSignatureVerificationFailed ? "signature" : "malformed");
    throw error;
  }
  const claims = payload as Partial<TokenClaims>;
  const wellFormed =
    claims.token_use === use &&
    typeof claims.username === "string" &&
    typeof claims.email === "string" &&
    (ROLES as readonly string[]).includes(claims[ROLE_CLAIM] as string) &&
    (claims[GROUP_CLAIM] === null || typeof claims[GROUP_CLAIM] === "string") &&
    Number.isInteger(claims[TOKEN_VERSION_CLAIM]);
  if (!wellFormed) throw new TokenRejectedError("claims");
  return claims as TokenClaims;
}

export interface VerifiedAccessToken {
  claims: TokenClaims;
  /** The user as the database knows them now (role and group may have changed since the token was minted). */
  user: SessionUser;
}

/**
 * Verifies an access token (signature and claims, see `verifyTokenSignature`), then that its user still exists,
 * is active, and has not revoked the token: a token whose token_version is below the user's current one — minted
 * before a sign-out or a password change — is refused.
 */
export async function verifyAccessToken(
  token: string,
  options: VerifyOptions & { loadUser?: (sub: string) => Promise<UserAuthState | null> } = {},
): Promise<VerifiedAccessToken> {
  const claims = await verifyTokenSignature(token, "access", options);
  // Loaded lazily so the pure checks above (and their unit tests) need no database driver.
  const loadUser = options.loadUser ?? (async (sub: string) => (await import("@/lib/data/users")).getUserAuthState({ sub }));
  const state = await loadUser(claims.sub);
  if (!state) throw new TokenRejectedError("unknown_user");
  if (state.status !== "active") throw new TokenRejectedError("inactive");
  if (claims[TOKEN_VERSION_CLAIM] < state.tokenVersion) throw new TokenRejectedError("revoked");
  return { claims, user: toSessionUser(state) };
}

export function toSessionUser(state: Pick<UserAuthState, "id" | "sub" | "username" | "email" | "role" | "group">): SessionUser {
  return { id: state.id, sub: state.sub, username: state.username, email: state.email, role: state.role as Role, group: state.group };
}
