import { SignJWT, decodeJwt, decodeProtectedHeader } from "jose";
import {
  ACCESS_TOKEN_AUDIENCE,
  GROUP_CLAIM,
  ID_TOKEN_AUDIENCE,
  ROLE_CLAIM,
  TOKEN_ISSUER,
  TOKEN_VERSION_CLAIM,
  TokenRejectedError,
  mintTokens,
  tokenKeys,
  tokenPublicJwk,
  verifyAccessToken,
  verifyTokenSignature,
  type TokenSubject,
} from "@/lib/auth/tokens";
import { TOKEN_LIFETIME_SECONDS } from "@/lib/auth/session-policy";
import type { UserAuthState } from "@/lib/data/users";

const SECRET = "unit-test-secret-0123456789-abcdefghijklmnopqrstuvwxyz";
const OTHER_SECRET = "another-secret-0123456789-abcdefghijklmnopqrstuvwxyz";

const subject: TokenSubject = {
  sub: "7d0b7c52-4a3e-4f63-9a55-0d5c2b7f1a11",
  username: "analyst",
  email: "analyst@lumos.local",
  role: "analyst",
  group: "analysts",
  tokenVersion: 3,
};

const state: UserAuthState = { id: "0c8a1f4e-3b1d-4a57-8d2e-6a9b3c4d5e6f", status: "active", ...subject };
const loadUser =
  (overrides: Partial<UserAuthState> = {}) =>
  async (sub: string) =>
    sub === state.sub ? { ...state, ...overrides } : null;

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TokenRejectedError) return error.reason;
    throw error;
  }
  throw new Error("the token was accepted");
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("mintTokens", () => {
  it("mints an id token and an access token carrying the user's claims", async () => {
    const now = Date.UTC(2026, 5, 15, 12, 0, 0);
    const tokens = await mintTokens(subject, { secret: SECRET, now, authTime: now - 60_000 });
    for (const [token, audience, use] of [
      [tokens.idToken, ID_TOKEN_AUDIENCE, "id"],
      [tokens.accessToken, ACCESS_TOKEN_AUDIENCE, "access"],
    ] as const) {
      const claims = decodeJwt(token);
      expect(claims).toMatchObject({
        iss: TOKEN_ISSUER,
        aud: audience,
        sub: subject.sub,
        token_use: use,
        username: "analyst",
        email: "analyst@lumos.local",
        [ROLE_CLAIM]: "analyst",
        [GROUP_CLAIM]: "analysts",
        [TOKEN_VERSION_CLAIM]: 3,
        iat: now / 1000,
        exp: now / 1000 + TOKEN_LIFETIME_SECONDS,
        auth_time: now / 1000 - 60,
      });
      expect(typeof claims.jti).toBe("string");
      expect(decodeProtectedHeader(token)).toMatchObject({ alg: "EdDSA", typ: "JWT", kid: (await tokenPublicJwk(SECRET)).kid });
    }
    expect(tokens.expiresAt).toBe(now + TOKEN_LIFETIME_SECONDS * 1000);
  });

  it("keeps a null group as null and never outlives notAfter", async () => {
    const now = Date.now();
    const tokens = await mintTokens({ ...subject, group: null }, { secret: SECRET, now, notAfter: now + 60_000 });
    const claims = decodeJwt(tokens.accessToken);
    expect(claims[GROUP_CLAIM]).toBeNull();
    expect(claims.exp).toBe(Math.floor((now + 60_000) / 1000));
  });

  it("derives the same key pair from the same secret, and a different one from another secret", async () => {
    const first = await tokenPublicJwk(SECRET);
    expect(first).toMatchObject({ kty: "OKP", crv: "Ed25519", alg: "EdDSA" });
    expect(first).not.toHaveProperty("d");
    expect((await tokenPublicJwk(SECRET)).x).toBe(first.x);
    expect((await tokenPublicJwk(OTHER_SECRET)).x).not.toBe(first.x);
  });
});

describe("verifyAccessToken", () => {
  it("accepts a fresh access token and returns the user as the database knows them", async () => {
    const { accessToken } = await mintTokens(subject, { secret: SECRET });
    const verified = await verifyAccessToken(accessToken, { secret: SECRET, loadUser: loadUser({ role: "admin" }) });
    expect(verified.claims.sub).toBe(subject.sub);
    expect(verified.user).toEqual({ id: state.id, sub: state.sub, username: "analyst", email: "analyst@lumos.local", role: "admin", group: "analysts" });
  });

  it("refuses a tampered token", async () => {
    const { accessToken } = await mintTokens(subject, { secret: SECRET });
    const [header, , signature] = accessToken.split(".");
    const payload = { ...decodeJwt(accessToken), [ROLE_CLAIM]: "super-admin" };
    expect(await rejection(verifyAccessToken(`${header}.${base64url(payload)}.${signature}`, { secret: SECRET, loadUser: loadUser() }))).toBe("signature");
  });

  it("refuses an expired token", async () => {
    const { accessToken } = await mintTokens(subject, { secret: SECRET, now: Date.now() - (TOKEN_LIFETIME_SECONDS + 60) * 1000 });
    expect(await rejection(verifyAccessToken(accessToken, { secret: SECRET, loadUser: loadUser() }))).toBe("expired");
  });

  it("refuses a token signed with another key", async () => {
    const { accessToken } = await mintTokens(subject, { secret: OTHER_SECRET });
    expect(await rejection(verifyAccessToken(accessToken, { secret: SECRET, loadUser: loadUser() }))).toBe("signature");
  });

  it('refuses alg "none"', async () => {
    const { accessToken } = await mintTokens(subject, { secret: SECRET });
    const unsigned = `${base64url({ alg: "none", typ: "JWT" })}.${accessToken.split(".")[1]}.`;
    expect(await rejection(verifyAccessToken(unsigned, { secret: SECRET, loadUser: loadUser() }))).toBe("malformed");
  });

  it("refuses HS256 signed with the public key (algorithm confusion)", async () => {
    const { accessToken } = await mintTokens(subject, { secret: SECRET });
    const jwk = await tokenPublicJwk(SECRET);
    const forged = await new SignJWT(decodeJwt(accessToken)).setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode(jwk.x));
    expect(await rejection(verifyAccessToken(forged, { secret: SECRET, loadUser: loadUser() }))).toBe("malformed");
  });

  it.each([
    ["another audience", { aud: "someone-else" }],
    ["another issuer", { iss: "https://evil.example" }],
  ])("refuses a correctly signed token for %s", async (_label, overrides) => {
    const { privateKey } = await tokenKeys(SECRET);
    const { accessToken } = await mintTokens(subject, { secret: SECRET });
    const forged = await new SignJWT({ ...decodeJwt(accessToken), ...overrides }).setProtectedHeader({ alg: "EdDSA" }).sign(privateKey);
    expect(await rejection(verifyAccessToken(forged, { secret: SECRET, loadUser: loadUser() }))).toBe("claims");
  });

  it("refuses an id token presented as an access token", async () => {
    const { privateKey } = await tokenKeys(SECRET);
    const { idToken } = await mintTokens(subject, { secret: SECRET });
    expect(await rejection(verifyAccessToken(idToken, { secret: SECRET, loadUser: loadUser() }))).toBe("claims");
    // Even with the access audience, token_use still tells them apart.
    const relabelled = await new SignJWT({ ...decodeJwt(idToken), aud: ACCESS_TOKEN_AUDIENCE }).setProtectedHeader({ alg: "EdDSA" }).sign(privateKey);
    expect(await rejection(verifyAccessToken(relabelled, { secret: SECRET, loadUser: loadUser() }))).toBe("claims");
  });

  it("refuses a token minted before the user's token version was raised", async () => {
    const { accessToken } = await mintTokens(subject, { secret: SECRET });
    expect(await rejection(verifyAccessToken(accessToken, { secret: SECRET, loadUser: loadUser({ tokenVersion: 4 }) }))).toBe("revoked");
  });

  it("refuses tokens of disabled, unconfirmed and deleted users", async () => {
    const { accessToken } = await mintTokens(subject, { secret: SECRET });
    expect(await rejection(verifyAccessToken(accessToken, { secret: SECRET, loadUser: loadUser({ status: "disabled" }) }))).toBe("inactive");
    expect(await rejection(verifyAccessToken(accessToken, { secret: SECRET, loadUser: loadUser({ status: "unconfirmed" }) }))).toBe("inactive");
    expect(await rejection(verifyAccessToken(accessToken, { secret: SECRET, loadUser: async () => null }))).toBe("unknown_user");
  });

  it("refuses garbage", async () => {
    for (const garbage of ["", "abc", "a.b.c", "....", "Bearer x.y.z"]) {
      expect(await rejection(verifyAccessToken(garbage, { secret: SECRET, loadUser: loadUser() }))).toBe("malformed");
    }
  });
});

describe("verifyTokenSignature", () => {
  it("verifies an id token as an id token", async () => {
    const { idToken } = await mintTokens(subject, { secret: SECRET });
    await expect(verifyTokenSignature(idToken, "id", { secret: SECRET })).resolves.toMatchObject({ token_use: "id", aud: ID_TOKEN_AUDIENCE });
  });
});
