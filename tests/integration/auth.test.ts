import NextAuth from "next-auth";
import { encode } from "next-auth/jwt";
import { POST as signInPOST } from "@/app/api/signin/route";
import { requireAdmin, requireSuperAdmin, requireUser, getOptionalUser } from "@/lib/auth/guard";
import { authOptions } from "@/lib/auth/options";
import { createSignInLimiter, useSignInLimiterForTests, MAX_CONSECUTIVE_FAILURES, type PostgresQueryClient } from "@/lib/auth/rate-limit";
import { authSecret, sessionCookieName } from "@/lib/auth/secret";
import { SessionEndedError, refreshSessionToken, startSessionToken } from "@/lib/auth/session";
import { SESSION_ABSOLUTE_LIFETIME_MS, USER_POOL_ID } from "@/lib/auth/session-policy";
import { GROUP_CLAIM, ROLE_CLAIM, TOKEN_VERSION_CLAIM, verifyAccessToken } from "@/lib/auth/tokens";
import { DEMO_SEED } from "@/lib/accounts/demo-accounts";
import { bumpTokenVersion, ensureDemoAccounts, getUserAuthState } from "@/lib/data/users";
import { useDatabaseForTests, type DatabaseHandle } from "@/lib/db/client";
import { DEMO_ACCOUNTS } from "@/lib/demo/accounts";
import { forgetEnv } from "@/lib/server/env";
import { AppError } from "@/lib/server/errors";
import { decodeJwt } from "jose";
import { createMigratedDatabase, queryRows } from "./helpers/test-database";

const [superAdmin, admin, analyst] = DEMO_ACCOUNTS;
const NOT_AUTHENTICATED = "User is not authenticated. Please log in again.";
const INCORRECT = "Incorrect email or password.";

/** PGlite's client shaped like pg's for rate-limiter-flexible: int8 comes back as text, as pg answers it. */
function bigintAsTextClient(handle: DatabaseHandle): PostgresQueryClient {
  const pglite = handle.pglite!;
  return {
    async query({ text, values }) {
      const result = await pglite.query<Record<string, unknown>>(text, values as unknown[]);
      return {
        rows: result.rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === "bigint" ? String(value) : value]))),
      };
    },
  };
}

let addressCounter = 0;
/** Each test signs in from its own address, so the per-address limits of one test do not leak into another. */
const freshAddress = () => `198.51.100.${++addressCounter}`;

function signInRequest(body: unknown, address = freshAddress()): Request {
  return new Request("http://127.0.0.1/api/signin", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function signIn(body: unknown, address?: string) {
  const response = await signInPOST(signInRequest(body, address));
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const bearer = (token: string) => new Request("http://127.0.0.1/api/anything", { headers: { authorization: `Bearer ${token}` } });

async function cookieRequest(token: Record<string, unknown>): Promise<Request> {
  const value = await encode({ token, secret: authSecret(), maxAge: 1800 });
  return new Request("http://127.0.0.1/api/anything", { headers: { cookie: `other=1; ${sessionCookieName()}=${value}` } });
}

/**
 * next-auth's own handler, called the way its Pages-API adapter is (the App Router adapter needs a live Next
 * request scope for next/headers): the real CSRF check, credentials callback, jwt/session callbacks and cookies.
 */
class BrowserJar {
  cookies: Record<string, string> = {};

  async call(method: "GET" | "POST", action: string[], body: Record<string, string> = {}, address = "192.0.2.200") {
    const outgoing: Record<string, string[]> = {};
    let status = 200;
    let payload: unknown;
    const res = {
      status(code: number) {
        status = code;
        return res;
      },
      setHeader(name: string, value: string | string[]) {
        outgoing[name.toLowerCase()] = Array.isArray(value) ? value : [value];
        return res;
      },
      getHeader: (name: string) => outgoing[name.toLowerCase()],
      send: (value: unknown) => void (payload = value),
      json: (value: unknown) => void (payload = value),
      end: () => undefined,
    };
    const req = { method, query: { nextauth: action }, body, cookies: { ...this.cookies }, headers: { host: "127.0.0.1:3100", "x-forwarded-for": address } };
    await (NextAuth(authOptions) as (req: unknown, res: unknown) => Promise<void>)(req, res);
    for (const header of outgoing["set-cookie"] ?? []) {
      const [pair, ...attributes] = header.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      const expired = attributes.some((attribute) => /max-age=0|expires=thu, 01 jan 1970/i.test(attribute.trim()));
      if (expired) delete this.cookies[name];
      else this.cookies[name] = decodeURIComponent(pair.slice(index + 1));
    }
    return { status, body: payload as Record<string, unknown> };
  }

  async csrf(): Promise<string> {
    return (await this.call("GET", ["csrf"])).body.csrfToken as string;
  }

  async signIn(identifier: string, password: string, scope = "user") {
    const csrfToken = await this.csrf();
    return this.call("POST", ["callback", "credentials"], { csrfToken, identifier, password, scope, callbackUrl: "/game-breakdown-page?id=42", json: "true" });
  }

  asRequest(): Request {
    const cookie = Object.entries(this.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join("; ");
    return new Request("http://127.0.0.1/api/anything", { headers: { cookie } });
  }
}

async function thrown(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("nothing was thrown");
}

describe("authentication", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createMigratedDatabase();
    await ensureDemoAccounts({ db: handle.db, ...DEMO_SEED });
    useDatabaseForTests(handle);
  });
  afterAll(async () => {
    useDatabaseForTests(undefined);
    useSignInLimiterForTests(undefined);
    await handle.close();
  });
  beforeEach(async () => {
    useSignInLimiterForTests(await createSignInLimiter({ store: "memory" }));
  });

  describe("POST /api/signin", () => {
    it("signs in by email and answers the session payload with verifiable tokens", async () => {
      const { status, body, headers } = await signIn({ email: analyst.email, password: analyst.password });
      expect(status).toBe(200);
      expect(headers.get("cache-control")).toBe("no-store");
      const [row] = await queryRows<{ id: string; sub: string }>(handle, "select id, sub from users where email = $1", [analyst.email]);
      expect(body).toMatchObject({
        user: { id: row.id, sub: row.sub, username: "analyst", email: analyst.email, role: "analyst", group: "analysts", userPoolId: USER_POOL_ID },
        isAuthenticated: true,
        error: null,
      });
      expect(Object.keys(body.user).sort()).toEqual(["email", "group", "id", "role", "sub", "userPoolId", "username"]);
      expect(typeof body.timestamp).toBe("number");
      expect(decodeJwt(body.idToken)).toMatchObject({
        sub: row.sub,
        token_use: "id",
        [ROLE_CLAIM]: "analyst",
        [GROUP_CLAIM]: "analysts",
        [TOKEN_VERSION_CLAIM]: 0,
      });
      const verified = await verifyAccessToken(body.accessToken);
      expect(verified.user).toMatchObject({ id: row.id, role: "analyst" });
      expect(await requireUser(bearer(body.accessToken))).toEqual({
        id: row.id,
        sub: row.sub,
        username: "analyst",
        email: analyst.email,
        role: "analyst",
        group: "analysts",
      });
    });

    it("refuses the demo accounts while the app listens beyond this machine (HOST) unless DEMO_ACCOUNTS=1", async () => {
      const saved = { HOST: process.env.HOST, DEMO_ACCOUNTS: process.env.DEMO_ACCOUNTS };
      try {
        process.env.HOST = "0.0.0.0";
        delete process.env.DEMO_ACCOUNTS;
        forgetEnv();
        const refused = await signIn({ email: analyst.email, password: analyst.password });
        expect(refused.status).toBe(401);
        expect(refused.body.error.message).toBe("Incorrect email or password.");
        process.env.DEMO_ACCOUNTS = "1";
        forgetEnv();
        expect((await signIn({ email: analyst.email, password: analyst.password })).status).toBe(200);
      } finally {
        for (const [key, value] of Object.entries(saved)) {
          if (value === undefined) delete process.env[key];
          else process.env[key] = value;
        }
        forgetEnv();
      }
    });

    it("signs in by username, case-insensitively, and records the sign-in", async () => {
      const { status, body } = await signIn({ username: "ADMIN", password: admin.password });
      expect(status).toBe(200);
      expect(body.user).toMatchObject({ username: "admin", role: "admin", group: "administrators" });
      const [row] = await queryRows<{ last_sign_in_at: Date | null }>(handle, "select last_sign_in_at from users where username = 'admin'");
      expect(row.last_sign_in_at).not.toBeNull();
    });

    it.each([
      ["a wrong password", { email: analyst.email, password: "Wrong-Password-1" }],
      ["an unknown account", { email: "nobody@lumos.local", password: analyst.password }],
      ["an unknown username", { username: "nobody", password: "whatever-it-is" }],
      ["another account's password", { email: analyst.email, password: admin.password }],
    ])("answers 401 'Incorrect email or password.' for %s", async (_label, body) => {
      const response = await signIn(body);
      expect(response.status).toBe(401);
      expect(response.body.error.message).toBe(INCORRECT);
      expect(response.body).not.toHaveProperty("accessToken");
    });

    it.each(["disabled", "unconfirmed"])("refuses a %s account with the same message, even with the right password", async (status) => {
      await queryRows(
        handle,
        "insert into users (username, email, password_hash, role, status) select $1, $2, password_hash, 'analyst', $3 from users where username = 'analyst'",
        [`${status}-user`, `${status}@lumos.local`, status],
      );
      const response = await signIn({ email: `${status}@lumos.local`, password: analyst.password });
      expect(response.status).toBe(401);
      expect(response.body.error.message).toBe(INCORRECT);
    });

    it.each([
      ["no password", { email: analyst.email }, "password"],
      ["an empty password", { email: analyst.email, password: "" }, "password"],
      ["a password that is not a string", { email: analyst.email, password: 12345678 }, "password"],
      ["neither username nor email", { password: analyst.password }, "username"],
      ["an empty username", { username: "  ", password: analyst.password }, "username"],
      ["a body that is not JSON", "email=a&password=b", "body"],
      ["a JSON array", [], "body"],
    ])("answers 400 naming the field for %s", async (_label, body, field) => {
      const response = await signIn(body);
      expect(response.status).toBe(400);
      expect(response.body.error.field).toBe(field);
      expect(typeof response.body.error.message).toBe("string");
    });

    it("answers 429 after 10 consecutive failures, even for the right password, with Retry-After", async () => {
      for (let attempt = 1; attempt <= MAX_CONSECUTIVE_FAILURES; attempt++) {
        const response = await signIn({ email: superAdmin.email, password: `Wrong-${attempt}` });
        expect(response.status).toBe(401);
      }
      const locked = await signIn({ email: superAdmin.email, password: superAdmin.password });
      expect(locked.status).toBe(429);
      expect(locked.body.error.message).toBe("Too many sign-in attempts. Please try again in 15 minutes.");
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
      // The lock is per account: signing in by username instead of email does not get around it.
      expect((await signIn({ username: superAdmin.username, password: superAdmin.password })).status).toBe(429);
      // Another account is unaffected.
      expect((await signIn({ email: analyst.email, password: analyst.password })).status).toBe(200);
    });

    it("locks a client address that tries 10 different accounts", async () => {
      const address = freshAddress();
      for (let attempt = 1; attempt <= MAX_CONSECUTIVE_FAILURES; attempt++) {
        expect((await signIn({ email: `guess-${attempt}@lumos.local`, password: "Wrong-Password-1" }, address)).status).toBe(401);
      }
      expect((await signIn({ email: analyst.email, password: analyst.password }, address)).status).toBe(429);
      expect((await signIn({ email: analyst.email, password: analyst.password })).status).toBe(200);
    });
  });

  describe("guards", () => {
    it("requireUser without a session throws 401 with the specification's text", async () => {
      for (const attempt of [requireUser(), requireUser(new Request("http://127.0.0.1/api/anything"))]) {
        const error = await thrown(attempt);
        expect(error.status).toBe(401);
        expect(error.code).toBe("unauthorized:api");
        expect(error.message).toBe(NOT_AUTHENTICATED);
        const response = error.toResponse();
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: { code: "unauthorized:api", message: NOT_AUTHENTICATED } });
      }
      expect(await getOptionalUser()).toBeNull();
    });

    it("requireUser refuses a bad bearer token without falling back to a cookie", async () => {
      const { body } = await signIn({ email: analyst.email, password: analyst.password });
      const cookie = (await cookieRequest({})).headers.get("cookie")!;
      const request = new Request("http://127.0.0.1/api/anything", { headers: { authorization: `Bearer ${body.accessToken}x`, cookie } });
      expect((await thrown(requireUser(request))).status).toBe(401);
      // The id token is not an access token.
      expect((await thrown(requireUser(bearer(body.idToken)))).status).toBe(401);
    });

    it("refuses a token minted before a token_version bump", async () => {
      const { body } = await signIn({ email: analyst.email, password: analyst.password });
      await expect(requireUser(bearer(body.accessToken))).resolves.toMatchObject({ username: "analyst" });
      await bumpTokenVersion({ userId: body.user.id });
      const error = await thrown(requireUser(bearer(body.accessToken)));
      expect(error.status).toBe(401);
      expect(error.message).toBe(NOT_AUTHENTICATED);
      // A fresh sign-in gets tokens of the new version.
      const again = await signIn({ email: analyst.email, password: analyst.password });
      const current = (await getUserAuthState({ id: body.user.id }))!.tokenVersion;
      expect(current).toBe((decodeJwt(body.accessToken)[TOKEN_VERSION_CLAIM] as number) + 1);
      expect(decodeJwt(again.body.accessToken)[TOKEN_VERSION_CLAIM]).toBe(current);
      await expect(requireUser(bearer(again.body.accessToken))).resolves.toMatchObject({ username: "analyst" });
    });

    it("requireAdmin answers 403 for an analyst and lets admins through; requireSuperAdmin only super-admins", async () => {
      const analystToken = (await signIn({ email: analyst.email, password: analyst.password })).body.accessToken;
      const adminToken = (await signIn({ email: admin.email, password: admin.password })).body.accessToken;
      const superToken = (await signIn({ email: superAdmin.email, password: superAdmin.password })).body.accessToken;

      const forbidden = await thrown(requireAdmin(bearer(analystToken)));
      expect(forbidden.status).toBe(403);
      expect(forbidden.code).toBe("forbidden:api");
      await expect(requireAdmin(bearer(adminToken))).resolves.toMatchObject({ role: "admin" });
      await expect(requireAdmin(bearer(superToken))).resolves.toMatchObject({ role: "super-admin" });
      expect((await thrown(requireSuperAdmin(bearer(adminToken)))).status).toBe(403);
      await expect(requireSuperAdmin(bearer(superToken))).resolves.toMatchObject({ role: "super-admin" });
      expect((await thrown(requireAdmin())).status).toBe(401);
    });
  });

  describe("the session cookie", () => {
    async function analystState() {
      const [row] = await queryRows<{ id: string }>(handle, "select id from users where username = 'analyst'");
      return (await getUserAuthState({ id: row.id }))!;
    }

    it("is accepted by requireUser until the user signs out, which revokes every token", async () => {
      const state = await analystState();
      const token = await startSessionToken(state);
      const { body } = await signIn({ email: analyst.email, password: analyst.password });
      await expect(requireUser(await cookieRequest(token))).resolves.toMatchObject({ id: state.id, role: "analyst" });

      await authOptions.events!.signOut!({ token, session: undefined as never });

      expect((await thrown(requireUser(await cookieRequest(token)))).message).toBe(NOT_AUTHENTICATED);
      // The sign-out ended the API client's access token as well.
      expect((await thrown(requireUser(bearer(body.accessToken)))).status).toBe(401);
    });

    it("re-mints the tokens on update() and ends the session 12 hours after sign-in", async () => {
      const state = await analystState();
      const signedInAt = Date.now() - 60_000;
      const token = await startSessionToken(state, signedInAt);
      const refreshed = await authOptions.callbacks!.jwt!({ token, user: undefined as never, account: null, trigger: "update" });
      expect(refreshed.accessToken).not.toBe(token.accessToken);
      expect(refreshed.signedInAt).toBe(signedInAt);
      expect(decodeJwt(refreshed.accessToken!).auth_time).toBe(Math.floor(signedInAt / 1000));

      // An ordinary read keeps fresh tokens as they are.
      const read = await authOptions.callbacks!.jwt!({ token: refreshed, user: undefined as never, account: null });
      expect(read.accessToken).toBe(refreshed.accessToken);

      const old = await startSessionToken(state, Date.now() - SESSION_ABSOLUTE_LIFETIME_MS - 1000);
      await expect(refreshSessionToken(old)).rejects.toThrow(SessionEndedError);
      expect((await thrown(requireUser(await cookieRequest(old)))).status).toBe(401);
    });

    it("gives the session the shape of the specification", async () => {
      const token = await startSessionToken(await analystState());
      const session = await authOptions.callbacks!.session!({
        session: { expires: "2030-01-01T00:00:00.000Z" } as never,
        token,
        user: undefined as never,
        newSession: undefined,
        trigger: "update",
      });
      expect(Object.keys(session).sort()).toEqual(["accessToken", "error", "expires", "idToken", "isAuthenticated", "timestamp", "user"]);
      expect(session).toMatchObject({
        isAuthenticated: true,
        error: null,
        user: { username: "analyst", role: "analyst", group: "analysts", userPoolId: USER_POOL_ID },
      });
    });

    it("follows role and group changes at the next read", async () => {
      const state = await analystState();
      const token = await startSessionToken(state);
      await queryRows(handle, "update users set role = 'admin' where id = $1", [state.id]);
      try {
        const read = await authOptions.callbacks!.jwt!({ token, user: undefined as never, account: null });
        expect(read.role).toBe("admin");
        expect(decodeJwt(read.accessToken!)[ROLE_CLAIM]).toBe("admin");
        await expect(requireAdmin(await cookieRequest(token))).resolves.toMatchObject({ role: "admin" });
      } finally {
        await queryRows(handle, "update users set role = 'analyst' where id = $1", [state.id]);
      }
    });
  });

  describe("next-auth's credentials flow", () => {
    it("signs in by email or username, sets the session cookie and serves the session of the specification", async () => {
      const browser = new BrowserJar();
      const response = await browser.signIn("analyst@lumos.local", analyst.password);
      expect(response.body.url).toBe("http://localhost:3000/game-breakdown-page?id=42");
      expect(Object.keys(browser.cookies)).toContain(sessionCookieName());

      const session = (await browser.call("GET", ["session"])).body;
      expect(session).toMatchObject({
        isAuthenticated: true,
        error: null,
        user: { username: "analyst", role: "analyst", group: "analysts", userPoolId: USER_POOL_ID },
      });
      await expect(verifyAccessToken(session.accessToken as string)).resolves.toBeTruthy();
      await expect(requireUser(browser.asRequest())).resolves.toMatchObject({ username: "analyst" });

      const byUsername = new BrowserJar();
      await byUsername.signIn("Analyst", analyst.password);
      expect((await byUsername.call("GET", ["session"])).body).toMatchObject({ user: { email: analyst.email } });
    });

    it("reports wrong credentials as CredentialsSignin and sets no session", async () => {
      const browser = new BrowserJar();
      const response = await browser.signIn("analyst@lumos.local", "Wrong-Password-1");
      expect(new URL(response.body.url as string).searchParams.get("error")).toBe("CredentialsSignin");
      expect(Object.keys(browser.cookies)).not.toContain(sessionCookieName());
      expect((await browser.call("GET", ["session"])).body).toEqual({});
    });

    it("refuses a non-admin on the admin sign-in with AdminOnly, and lets an admin in", async () => {
      const analystBrowser = new BrowserJar();
      const refused = await analystBrowser.signIn(analyst.email, analyst.password, "admin");
      expect(new URL(refused.body.url as string).searchParams.get("error")).toBe("AdminOnly");
      expect(Object.keys(analystBrowser.cookies)).not.toContain(sessionCookieName());
      const adminBrowser = new BrowserJar();
      await adminBrowser.signIn(admin.email, admin.password, "admin");
      expect((await adminBrowser.call("GET", ["session"])).body).toMatchObject({ user: { role: "admin" } });
    });

    it("reports a locked account as RateLimited:<seconds>", async () => {
      const browser = new BrowserJar();
      for (let attempt = 1; attempt <= MAX_CONSECUTIVE_FAILURES; attempt++) await browser.signIn(superAdmin.email, `Wrong-${attempt}`);
      const locked = await browser.signIn(superAdmin.email, superAdmin.password);
      expect(new URL(locked.body.url as string).searchParams.get("error")).toMatch(/^RateLimited:\d+$/);
    });

    it("re-mints the tokens on update() and signs out everywhere", async () => {
      const browser = new BrowserJar();
      const other = new BrowserJar();
      await browser.signIn(admin.email, admin.password);
      await other.signIn(admin.email, admin.password);
      const first = (await browser.call("GET", ["session"])).body;
      const updated = (await browser.call("POST", ["session"], { csrfToken: await browser.csrf() })).body;
      expect(updated.accessToken).not.toBe(first.accessToken);

      await browser.call("POST", ["signout"], { csrfToken: await browser.csrf(), json: "true" });
      expect(Object.keys(browser.cookies)).not.toContain(sessionCookieName());
      // The other device's session ends at its next read, and its cookie is cleared.
      expect((await thrown(requireUser(other.asRequest()))).message).toBe(NOT_AUTHENTICATED);
      expect((await other.call("GET", ["session"])).body).toEqual({});
      expect(Object.keys(other.cookies)).not.toContain(sessionCookieName());
      expect((await thrown(requireUser(bearer(updated.accessToken as string)))).status).toBe(401);
    });
  });

  describe("next-auth's redirect callback", () => {
    const redirect = (url: string) => authOptions.callbacks!.redirect!({ url, baseUrl: "http://localhost:3000" });

    it.each([
      ["/game-breakdown-page?id=42", "http://localhost:3000/game-breakdown-page?id=42"],
      ["http://localhost:3000/admin-v2", "http://localhost:3000/admin-v2"],
      ["https://evil.example/phish", "http://localhost:3000/"],
      ["//evil.example", "http://localhost:3000/"],
      ["/\\evil.example", "http://localhost:3000/"],
      ["/login-page", "http://localhost:3000/"],
    ])("%s → %s (absolute, as next-auth's client parses it with new URL)", async (url, expected) => {
      const result = await redirect(url);
      expect(result).toBe(expected);
      expect(() => new URL(result)).not.toThrow();
    });
  });

  describe("the Postgres store of the sign-in limiter", () => {
    it("keeps the counters in the auth_rate_limits table", async () => {
      // On Postgres the limiter gets the pool, as the app gives it. PGlite answers int8 as bigint where pg answers
      // text, so there an adapter hands rate-limiter-flexible what pg would.
      const limiter =
        handle.kind === "postgres"
          ? await createSignInLimiter({ store: "postgres", client: handle.pool as unknown as PostgresQueryClient, storeType: "pool" })
          : await createSignInLimiter({ store: "postgres", client: bigintAsTextClient(handle), storeType: "client" });
      const subject = { account: "user:pg-test", address: "192.0.2.1" };
      for (let attempt = 1; attempt <= MAX_CONSECUTIVE_FAILURES; attempt++) {
        const begun = await limiter.begin(subject);
        expect(begun.refused).toBeNull();
        if (!begun.refused) await begun.failed();
      }
      expect((await limiter.begin(subject)).refused?.retryAfterSeconds).toBeGreaterThan(800);
      const rows = await queryRows<{ key: string }>(handle, "select key from auth_rate_limits");
      expect(rows.length).toBeGreaterThanOrEqual(4);
      expect(rows.every((row) => !row.key.includes("pg-test"))).toBe(true);

      // 20 attempts for one account at once, each from its own address: the store's increments let 10 through.
      const burst = await Promise.all(Array.from({ length: 20 }, (_, index) => limiter.begin({ account: "user:pg-burst", address: `192.0.2.${100 + index}` })));
      expect(burst.filter((attempt) => !attempt.refused)).toHaveLength(MAX_CONSECUTIVE_FAILURES);
    });
  });
});
