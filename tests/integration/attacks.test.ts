// Attacks a caller could try, each counted: middleware-bypass headers without a session, GraphQL documents past
// the limits (and introspection in production), sign-in brute force through batches, other users' conversations,
// invitations and groups, and forged session cookies and access tokens. Every attempt must be refused; the
// summary table is printed at the end.
import fs from "node:fs";
import path from "node:path";
import { SignJWT, base64url, decodeJwt } from "jose";
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { POST as assistantStream } from "@/app/api/assistant/chat/stream/route";
import { GET as conversationMessages } from "@/app/api/assistant/conversations/[conversationId]/messages/route";
import { GET as userConversations } from "@/app/api/assistant/users/[userId]/conversations/route";
import { POST as deleteGroup } from "@/app/api/delete-group/route";
import { POST as graphqlBatch } from "@/app/api/graphql/batch/route";
import { POST as graphqlPost } from "@/app/api/graphql/route";
import { POST as resendInvitation } from "@/app/api/invitations/resend/route";
import { POST as revokeInvitation } from "@/app/api/invitations/revoke/route";
import { POST as listUsersInGroup } from "@/app/api/list-users-in-group/route";
import { POST as lumosChat } from "@/app/api/lumos/chat/route";
import { POST as sendInvitation } from "@/app/api/send-invitation/route";
import { POST as signIn } from "@/app/api/signin/route";
import { POST as signUp } from "@/app/api/signup/route";
import { POST as updateGroup } from "@/app/api/update-group/route";
import { authSecret, sessionCookieName } from "@/lib/auth/secret";
import { startSessionToken } from "@/lib/auth/session";
import { MAX_CONSECUTIVE_FAILURES, createSignInLimiter, useSignInLimiterForTests } from "@/lib/auth/rate-limit";
import { mintTokens, tokenKeys } from "@/lib/auth/tokens";
import { DEMO_SEED } from "@/lib/accounts/demo-accounts";
import { ensureDemoAccounts, getUserAuthState } from "@/lib/data/users";
import { useDatabaseForTests, type DatabaseHandle } from "@/lib/db/client";
import { GRAPHQL_LIMITS } from "@/lib/graphql/execute";
import { decodeEvents } from "@/lib/lumos/events";
import { forgetKnowledge } from "@/lib/lumos/knowledge";
import { forgetEnv } from "@/lib/server/env";
import { texts } from "@/lib/ui/texts";
import { settleForwardedHeaders } from "@/scripts/serve.mjs";
import { middleware } from "@/middleware";
import { createTestDatabase, queryRows } from "./helpers/test-database";

// Server pages read the request through next/headers: here it is the attacker's request, bypass headers and no cookie.
let mockPageHeaders = new Headers();
jest.mock("next/headers", () => ({
  headers: async () => mockPageHeaders,
  cookies: async () => ({ getAll: () => [], get: () => undefined, has: () => false }),
}));

const API = path.resolve(__dirname, "../../app/api");
const APP = path.resolve(__dirname, "../../app/(app)");
const BASE = "http://127.0.0.1:3000";
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

/** The same list as the authorization matrix: routes anyone may call. */
const PUBLIC_ROUTES = new Set([
  "auth/[...nextauth]",
  "signin",
  "status",
  "healthz",
  "art/covers/[gameId]",
  "art/screenshots/[releaseId]/[position]",
  "art/icons/[name]",
  "signup",
  "signup/confirm",
  "signup/resend",
  "forgot-password",
  "confirm-forgot-password",
]);
const isPublic = (route: string, method: string) => PUBLIC_ROUTES.has(route) || (route === "page-views" && method === "POST");

/** The middleware-bypass values known from CVE-2025-29927 and its variants. */
const BYPASS_HEADERS: Record<string, string>[] = [
  ...[
    "middleware",
    "middleware:middleware:middleware:middleware:middleware",
    "src/middleware",
    "src/middleware:src/middleware:src/middleware:src/middleware:src/middleware",
    "pages/_middleware",
  ].map((value) => ({ "x-middleware-subrequest": value })),
  { "x-middleware-skip": "1" },
];

/** Signed-in pages (app/(app)), found on disk, and whether they are admin-only. */
function pagePaths(dir = APP, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return entry.name === "page.tsx" ? [prefix || "/"] : [];
    if (entry.name.startsWith("@") || entry.name.startsWith("(") || entry.name.startsWith("[")) return [];
    return pagePaths(path.join(dir, entry.name), `${prefix}/${entry.name}`);
  });
}

function routeFiles(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return routeFiles(path.join(dir, entry.name), rel);
    return entry.name === "route.ts" ? [prefix] : [];
  });
}

const apiCases = routeFiles(API)
  .sort()
  .flatMap((route) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(path.join(API, route, "route.ts")) as Record<string, unknown>;
    return METHODS.filter((method) => typeof mod[method] === "function" && !isPublic(route, method)).map((method) => ({
      route,
      method,
      handler: mod[method] as Handler,
    }));
  });

function callRoute({ route, method, handler }: (typeof apiCases)[number], headers: Record<string, string>) {
  const params = Object.fromEntries([...route.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((m) => [m[1], "1"]));
  const url = `${BASE}/api/${route.replace(/\[(?:\.\.\.)?\w+\]/g, "1")}`;
  return handler(new NextRequest(url, { method, headers: { "content-type": "application/json", ...headers }, body: method === "GET" ? undefined : "{}" }), {
    params: Promise.resolve(params),
  });
}

// ——— the tally ———

const tally = new Map<string, { attempts: number; refused: number }>();
function count(category: string, refused: boolean) {
  const row = tally.get(category) ?? { attempts: 0, refused: 0 };
  row.attempts++;
  if (refused) row.refused++;
  tally.set(category, row);
  return refused;
}

const CATEGORIES = {
  bypassApi: "middleware bypass: API routes",
  bypassPages: "middleware bypass: pages",
  graphqlLimits: "GraphQL limits",
  introspection: "GraphQL introspection in production",
  bruteForce: "sign-in brute force through batches",
  otherUsers: "other users' conversations",
  adminObjects: "invitations and groups by id",
  forgedTokens: "tampered, expired, forged tokens",
  crossSite: "cross-site calls and mixed credentials",
  weakPasswords: "passwords of spaces at sign-up",
  graphqlRows: "GraphQL rows × fields, per alias and per batch",
  lockoutRace: "simultaneous guesses racing the lockout",
  forwardedFor: "forged X-Forwarded-For against the address limit",
  demoAccounts: "demo accounts on a named address",
} as const;

describe("attacks", () => {
  let handle: DatabaseHandle;
  const tokens = { analyst: "", admin: "", super: "" };
  const ids = { analyst: "", admin: "" };

  const login = async (email: string, password: string, address = "10.0.0.1") =>
    signIn(new Request(`${BASE}/api/signin`, { method: "POST", headers: { "x-forwarded-for": address }, body: JSON.stringify({ email, password }) }));
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const post = (handler: unknown, route: string, body: unknown, token: string, params: Record<string, string> = {}) =>
    (handler as Handler)(
      new NextRequest(`${BASE}${route}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...bearer(token) },
        body: typeof body === "string" ? body : JSON.stringify(body),
      }),
      { params: Promise.resolve(params) },
    );
  const get = (handler: unknown, route: string, token: string, params: Record<string, string> = {}) =>
    (handler as Handler)(new NextRequest(`${BASE}${route}`, { headers: bearer(token) }), { params: Promise.resolve(params) });

  beforeAll(async () => {
    process.env.NEXTAUTH_SECRET ??= "integration-secret-integration-secret-0123456789";
    ({ handle } = await createTestDatabase({ games: 20 }));
    await ensureDemoAccounts({ db: handle.db, ...DEMO_SEED });
    useDatabaseForTests(handle);
    useSignInLimiterForTests(undefined);
    forgetKnowledge();
    const token = async (email: string, password: string) => ((await (await login(email, password)).json()) as { accessToken: string }).accessToken;
    tokens.analyst = await token("analyst@lumos.local", "Lumos-Analyst-2026!");
    tokens.admin = await token("admin@lumos.local", "Lumos-Admin-2026!");
    tokens.super = await token("super@lumos.local", "Lumos-Super-2026!");
    const users = await queryRows<{ id: string; email: string }>(
      handle,
      "select id, email from users where email in ('analyst@lumos.local', 'admin@lumos.local')",
    );
    ids.analyst = users.find((u) => u.email.startsWith("analyst"))!.id;
    ids.admin = users.find((u) => u.email.startsWith("admin"))!.id;
  });

  afterAll(async () => {
    const rows = Object.values(CATEGORIES).map((category) => ({ category, ...(tally.get(category) ?? { attempts: 0, refused: 0 }) }));
    const width = Math.max(...rows.map((row) => row.category.length));
    const line = (a: string, b: string, c: string) => `${a.padEnd(width)}  ${b.padStart(8)}  ${c.padStart(8)}`;
    const total = rows.reduce((sum, row) => ({ attempts: sum.attempts + row.attempts, refused: sum.refused + row.refused }), { attempts: 0, refused: 0 });
    console.log(
      [
        "Attack report",
        line("category", "attempts", "refused"),
        ...rows.map((row) => line(row.category, String(row.attempts), String(row.refused))),
        line("total", String(total.attempts), String(total.refused)),
      ].join("\n"),
    );
    useSignInLimiterForTests(undefined);
    useDatabaseForTests(undefined);
    forgetKnowledge();
    await handle.close();
  });

  describe(CATEGORIES.bypassApi, () => {
    it.each(apiCases.map((c) => [`${c.method} /api/${c.route}`, c] as const))(
      "%s answers 401 JSON to every bypass header without a session",
      async (_name, apiCase) => {
        for (const headers of BYPASS_HEADERS) {
          const response = await callRoute(apiCase, headers);
          const body = await response.json().catch(() => null);
          const refused = response.status === 401 && body?.error?.code?.startsWith("unauthorized:");
          count(CATEGORIES.bypassApi, refused);
          expect({ headers, status: response.status, code: body?.error?.code }).toEqual({
            headers,
            status: 401,
            code: expect.stringMatching(/^unauthorized:/),
          });
        }
      },
    );
  });

  describe(CATEGORIES.bypassPages, () => {
    const pages = pagePaths();

    it("finds the signed-in pages", () => {
      expect(pages).toEqual(expect.arrayContaining(["/", "/admin-page", "/admin-v2", "/lumos-page", "/search-page", "/invite-users-page"]));
    });

    it.each(pages)("%s is redirected to sign-in by middleware whatever bypass header is sent", async (page) => {
      for (const headers of BYPASS_HEADERS) {
        const response = await middleware(new NextRequest(new URL(page, BASE), { headers }));
        const location = response.headers.get("location");
        const target = location ? new URL(location).pathname : null;
        const refused = response.status >= 300 && response.status < 400 && (target === "/login-page" || target === "/admin-login-page");
        count(CATEGORIES.bypassPages, refused);
        expect({ headers, status: response.status, target }).toEqual({
          headers,
          status: expect.any(Number),
          target: expect.stringMatching(/^\/(admin-)?login-page$/),
        });
        expect(response.headers.get("x-middleware-next")).toBeNull();
      }
    });

    /** The redirect a server page throws (next/navigation's redirect), or null when it rendered. */
    async function pageOutcome(page: string): Promise<string | null> {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const mod = require(path.join(APP, page === "/" ? "" : page, "page.tsx")) as { default: (props: unknown) => Promise<unknown> };
      try {
        await mod.default({ params: Promise.resolve({}), searchParams: Promise.resolve({}) });
        return null;
      } catch (error) {
        const digest = (error as { digest?: string }).digest ?? "";
        if (!digest.startsWith("NEXT_REDIRECT")) throw error;
        return digest.split(";")[2];
      }
    }

    it.each(pages)("%s is refused by its own guard when a bypass header got past middleware without a session", async (page) => {
      for (const headers of BYPASS_HEADERS) {
        mockPageHeaders = new Headers({ ...headers, "x-lumos-location": page });
        const target = await pageOutcome(page);
        const refused = target !== null && /^\/(admin-)?login-page(\?|$)/.test(target);
        count(CATEGORIES.bypassPages, refused);
        expect({ headers, target }).toEqual({ headers, target: expect.stringMatching(/^\/(admin-)?login-page(\?|$)/) });
      }
    });
  });

  describe(CATEGORIES.graphqlLimits, () => {
    // Counted before validation, so nesting deeper than the schema allows is refused for its depth first.
    const nested = (levels: number) => `{ ${"fetchGames { ".repeat(levels)}id${" }".repeat(levels)} }`;
    const refusedWith = async (response: Response, code: string) => {
      const body = await response.json();
      const results = Array.isArray(body) ? body : [body];
      return (
        response.status < 500 &&
        results.some((result: { errors?: Array<{ extensions?: { code?: string }; message: string }> }) =>
          result.errors?.some((error) => error.extensions?.code === code && error.message.length > 10),
        )
      );
    };

    it.each([
      ["depth", { query: nested(GRAPHQL_LIMITS.maxDepth + 1) }, "QUERY_TOO_DEEP"],
      [
        "aliases",
        { query: `{ ${Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: fetchPlatforms { id }`).join(" ")} }` },
        "TOO_MANY_ALIASES",
      ],
      [
        "cost",
        { query: `{ fetchPlatforms { ${Array.from({ length: 120 }, () => "id name is_current abbreviation access_status").join(" ")} } }` },
        "QUERY_TOO_COSTLY",
      ],
    ])("refuses a document past the %s limit with a clear error, alone and inside a batch", async (_limit, request, code) => {
      const alone = await post(graphqlPost, "/api/graphql", request, tokens.analyst);
      expect(count(CATEGORIES.graphqlLimits, await refusedWith(alone, code))).toBe(true);
      const batched = await post(graphqlBatch, "/api/graphql/batch", [{ query: "{ __typename }" }, request], tokens.analyst);
      expect(count(CATEGORIES.graphqlLimits, await refusedWith(batched, code))).toBe(true);
    });

    it("refuses a batch larger than the limit with 400 naming the body", async () => {
      const response = await post(
        graphqlBatch,
        "/api/graphql/batch",
        Array.from({ length: GRAPHQL_LIMITS.maxBatch + 1 }, () => ({ query: "{ __typename }" })),
        tokens.analyst,
      );
      const body = await response.json();
      expect(count(CATEGORIES.graphqlLimits, response.status === 400 && /at most/.test(body.error.message))).toBe(true);
      expect(body.error).toMatchObject({ field: "body", message: `body: a batch holds at most ${GRAPHQL_LIMITS.maxBatch} queries` });
    });
  });

  describe(CATEGORIES.graphqlRows, () => {
    const codeOf = (body: unknown) =>
      (Array.isArray(body) ? body : [body])
        .flatMap((result: { errors?: Array<{ extensions?: { code?: string } }> }) => result.errors ?? [])
        .map((error) => error.extensions?.code);

    it("refuses 30 aliases of a 1,500-row page, alone and inside a batch, before running them", async () => {
      const query = `{ ${Array.from({ length: GRAPHQL_LIMITS.maxAliases }, (_, i) => `a${i}: fetchGames(perPage: 1500) { data { id title } }`).join(" ")} }`;
      const alone = await post(graphqlPost, "/api/graphql", { query }, tokens.analyst);
      expect(count(CATEGORIES.graphqlRows, alone.status < 500 && codeOf(await alone.json()).includes("QUERY_TOO_COSTLY"))).toBe(true);
      const batched = await post(graphqlBatch, "/api/graphql/batch", [{ query: "{ __typename }" }, { query }], tokens.analyst);
      expect(count(CATEGORIES.graphqlRows, batched.status < 500 && codeOf(await batched.json()).includes("QUERY_TOO_COSTLY"))).toBe(true);
    });

    it("refuses a batch of 20 large pages, each under the limit alone, with 400 naming the body", async () => {
      const page = { query: "{ fetchGames(perPage: 1500) { data { id title working_title unofficial_title game_type_id } } }" };
      const response = await post(
        graphqlBatch,
        "/api/graphql/batch",
        Array.from({ length: GRAPHQL_LIMITS.maxBatch }, () => page),
        tokens.analyst,
      );
      const body = await response.json();
      expect(count(CATEGORIES.graphqlRows, response.status === 400 && body.error?.field === "body" && /the limit is 50,000/.test(body.error.message))).toBe(
        true,
      );
    });
  });

  describe(CATEGORIES.lockoutRace, () => {
    it("checks at most 10 of 20 wrong passwords sent at once for one account, from 20 addresses", async () => {
      useSignInLimiterForTests(undefined);
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login("admin@lumos.local", `race-guess-${i}`, `10.20.0.${i + 1}`)));
      const checked = answers.filter((answer) => answer.status === 401).length;
      const refused = answers.filter((answer) => answer.status === 429).length;
      expect(checked + refused).toBe(20);
      // Each guess past the tenth is an attempt that must not reach the password check.
      for (let surplus = 0; surplus < 20 - MAX_CONSECUTIVE_FAILURES; surplus++) count(CATEGORIES.lockoutRace, refused > surplus);
      expect(checked).toBeLessThanOrEqual(MAX_CONSECUTIVE_FAILURES);
      useSignInLimiterForTests(undefined);
    });
  });

  describe(CATEGORIES.introspection, () => {
    const env = process.env as Record<string, string | undefined>;
    const previous = env.NODE_ENV;
    afterEach(() => {
      env.NODE_ENV = previous;
    });

    it.each([
      ["__schema", "{ __schema { types { name } } }"],
      ["__type", '{ __type(name: "Query") { fields { name } } }'],
      ["__schema inside a fragment", "{ ...F } fragment F on Query { __schema { queryType { name } } }"],
    ])("refuses %s when NODE_ENV is production, alone and in a batch", async (_name, query) => {
      env.NODE_ENV = "production";
      for (const response of [
        await post(graphqlPost, "/api/graphql", { query }, tokens.analyst),
        await post(graphqlBatch, "/api/graphql/batch", [{ query }], tokens.analyst),
      ]) {
        const body = await response.json();
        const result = Array.isArray(body) ? body[0] : body;
        const refused = !result.data && result.errors?.some((error: { message: string }) => /introspection/i.test(error.message));
        expect(count(CATEGORIES.introspection, refused)).toBe(true);
      }
      env.NODE_ENV = previous;
      // Outside production the same document is answered: the refusal above is production's, not a broken query.
      const body = await (await post(graphqlPost, "/api/graphql", { query }, tokens.analyst)).json();
      expect(body.errors).toBeUndefined();
    });
  });

  describe(CATEGORIES.bruteForce, () => {
    it("offers no sign-in through GraphQL, alone or batched", async () => {
      const attempt = { query: 'mutation { signIn(email: "analyst@lumos.local", password: "guess") { accessToken } }' };
      for (const token of [tokens.analyst, "not-a-token"]) {
        const response = await post(
          graphqlBatch,
          "/api/graphql/batch",
          Array.from({ length: GRAPHQL_LIMITS.maxBatch }, () => attempt),
          token,
        );
        const body = await response.json();
        const refused =
          token === "not-a-token"
            ? response.status === 401
            : Array.isArray(body) && body.every((result: { data?: unknown; errors?: unknown[] }) => !result.data && result.errors?.length);
        expect(count(CATEGORIES.bruteForce, refused)).toBe(true);
      }
    });

    it("refuses a batch of credentials sent to /api/signin as one body", async () => {
      const batch = Array.from({ length: 50 }, (_, i) => ({ email: "analyst@lumos.local", password: `guess-${i}` }));
      for (const body of [batch, { queries: batch }, { email: "analyst@lumos.local", password: batch.map((item) => item.password) }]) {
        const response = await signIn(
          new Request(`${BASE}/api/signin`, { method: "POST", headers: { "x-forwarded-for": "10.9.9.9" }, body: JSON.stringify(body) }),
        );
        expect(count(CATEGORIES.bruteForce, response.status === 400)).toBe(true);
      }
    });

    it("locks the account after the limit however the attempts are sent, and batches do not reset the count", async () => {
      useSignInLimiterForTests(undefined);
      const address = "10.7.7.7";
      // Attempts interleaved with batches that carry many more guesses: only the direct ones are attempts at all.
      for (let i = 0; i < MAX_CONSECUTIVE_FAILURES; i++) {
        const response = await login("analyst@lumos.local", `wrong-${i}`, address);
        expect(response.status).toBe(401);
        const batch = await post(
          graphqlBatch,
          "/api/graphql/batch",
          Array.from({ length: 5 }, () => ({ query: 'mutation { signIn(password: "x") }' })),
          "forged",
        );
        expect(batch.status).toBe(401);
      }
      for (const password of ["another-guess", "Lumos-Analyst-2026!"]) {
        const response = await login("analyst@lumos.local", password, "10.8.8.8");
        const refused = response.status === 429 && Number(response.headers.get("retry-after")) > 0;
        expect(count(CATEGORIES.bruteForce, refused)).toBe(true);
      }
      useSignInLimiterForTests(undefined);
    });
  });

  describe(CATEGORIES.otherUsers, () => {
    let adminConversation: string;
    const messagesOf = async (id: string) =>
      (await queryRows<{ n: number }>(handle, "select count(*)::int as n from messages where conversation_id = $1", [id]))[0]?.n ?? 0;

    beforeAll(async () => {
      const response = await post(lumosChat, "/api/lumos/chat", { message: "top action games on PC" }, tokens.admin);
      const events = decodeEvents(`${await response.text()}\n`).events;
      const conversation = events.find((event) => event.type === "partial" && event.kind === "conversation");
      adminConversation = (conversation as { conversation_id: string }).conversation_id;
    });

    it("the admin's conversation exists and has messages", async () => {
      expect(adminConversation).toMatch(/^[0-9a-f-]{36}$/);
      expect(await messagesOf(adminConversation)).toBeGreaterThan(0);
      expect(
        (await get(conversationMessages, `/api/assistant/conversations/${adminConversation}/messages`, tokens.admin, { conversationId: adminConversation }))
          .status,
      ).toBe(200);
    });

    it("an analyst cannot read, list or write into another user's conversation", async () => {
      const before = await messagesOf(adminConversation);
      const read = await get(conversationMessages, `/api/assistant/conversations/${adminConversation}/messages`, tokens.analyst, {
        conversationId: adminConversation,
      });
      const readText = await read.text();
      expect(count(CATEGORIES.otherUsers, read.status === 404 && !readText.includes("top action games"))).toBe(true);

      for (const userId of [ids.admin, (await getUserAuthState({ id: ids.admin }))!.sub]) {
        const list = await get(userConversations, `/api/assistant/users/${userId}/conversations`, tokens.analyst, { userId });
        const listText = await list.text();
        expect(count(CATEGORIES.otherUsers, list.status === 404 && !listText.includes(adminConversation))).toBe(true);
      }

      for (const [handler, route] of [
        [assistantStream, "/api/assistant/chat/stream"],
        [lumosChat, "/api/lumos/chat"],
      ] as const) {
        const response = await post(handler, route, { message: "top RPG games", conversation_id: adminConversation }, tokens.analyst);
        const text = await response.text();
        const refused = [400, 403, 404].includes(response.status) && !text.includes("top action games");
        expect(count(CATEGORIES.otherUsers, refused)).toBe(true);
      }
      expect(await messagesOf(adminConversation)).toBe(before);
    });

    it("answers another user's conversation exactly as one that does not exist, so ids cannot be probed", async () => {
      const missing = "00000000-0000-4000-8000-000000000000";
      const answer = async (response: Response) => `${response.status} ${await response.text()}`;
      for (const [handler, route] of [
        [assistantStream, "/api/assistant/chat/stream"],
        [lumosChat, "/api/lumos/chat"],
      ] as const) {
        const theirs = await answer(await post(handler, route, { message: "top RPG games", conversation_id: adminConversation }, tokens.analyst));
        const nobodys = await answer(await post(handler, route, { message: "top RPG games", conversation_id: missing }, tokens.analyst));
        expect(count(CATEGORIES.otherUsers, theirs === nobodys && theirs.startsWith("404"))).toBe(true);
      }
      const read = async (id: string) =>
        answer(await get(conversationMessages, `/api/assistant/conversations/${id}/messages`, tokens.analyst, { conversationId: id }));
      expect(count(CATEGORIES.otherUsers, (await read(adminConversation)) === (await read(missing)))).toBe(true);
    });
  });

  describe(CATEGORIES.adminObjects, () => {
    let adminInvitation: string;

    beforeAll(async () => {
      const response = await post(
        sendInvitation,
        "/api/send-invitation",
        { email: "new-admin@example.com", role: "admin", group_name: "administrators" },
        tokens.super,
      );
      expect(response.status).toBeLessThan(300);
      [{ id: adminInvitation }] = await queryRows<{ id: string }>(handle, "select id from invitations where email = 'new-admin@example.com'");
    });

    const invitationState = async () => (await queryRows(handle, "select * from invitations where id = $1", [adminInvitation]))[0];
    const groupState = async () => queryRows(handle, "select * from groups order by name");

    it("analysts are refused every invitation and group call; admins are refused invitations for admins and deleting the administrators group", async () => {
      const invitationBefore = await invitationState();
      const groupsBefore = await groupState();
      const attempts: Array<[string, () => Promise<Response>, number[]]> = [
        ["analyst revokes", () => post(revokeInvitation, "/api/invitations/revoke", { id: adminInvitation }, tokens.analyst), [403]],
        ["analyst resends", () => post(resendInvitation, "/api/invitations/resend", { id: adminInvitation }, tokens.analyst), [403]],
        ["admin revokes an admin's invitation", () => post(revokeInvitation, "/api/invitations/revoke", { id: adminInvitation }, tokens.admin), [403, 404]],
        ["admin resends an admin's invitation", () => post(resendInvitation, "/api/invitations/resend", { id: adminInvitation }, tokens.admin), [403, 404]],
        ["analyst deletes a group", () => post(deleteGroup, "/api/delete-group", { group_name: "analysts" }, tokens.analyst), [403]],
        [
          "analyst renames a group",
          () => post(updateGroup, "/api/update-group", { group_name: "administrators", description: "pwned" }, tokens.analyst),
          [403],
        ],
        ["analyst lists a group's members", () => post(listUsersInGroup, "/api/list-users-in-group", { group_name: "administrators" }, tokens.analyst), [403]],
        ["admin deletes the administrators group", () => post(deleteGroup, "/api/delete-group", { group_name: "administrators" }, tokens.admin), [403]],
      ];
      for (const [name, attempt, statuses] of attempts) {
        const response = await attempt();
        const text = await response.text();
        const refused = statuses.includes(response.status) && !text.includes("new-admin@example.com");
        count(CATEGORIES.adminObjects, refused);
        expect({ name, refused, status: response.status }).toEqual({ name, refused: true, status: response.status });
      }
      expect(await invitationState()).toEqual(invitationBefore);
      expect(await groupState()).toEqual(groupsBefore);
    });
  });

  describe(CATEGORIES.forgedTokens, () => {
    const flipSignature = (token: string) => {
      const [header, payload, signature] = token.split(".");
      const bytes = base64url.decode(signature);
      bytes[0] ^= 0x01;
      return `${header}.${payload}.${base64url.encode(bytes)}`;
    };
    const withPayload = (token: string, change: (claims: Record<string, unknown>) => Record<string, unknown>) => {
      const [header, , signature] = token.split(".");
      return `${header}.${base64url.encode(JSON.stringify(change(decodeJwt(token))))}.${signature}`;
    };
    const unsigned = (claims: Record<string, unknown>) =>
      `${base64url.encode(JSON.stringify({ alg: "none", typ: "JWT" }))}.${base64url.encode(JSON.stringify(claims))}.`;

    async function forgedBearers(): Promise<Record<string, string>> {
      const state = (await getUserAuthState({ id: ids.analyst }))!;
      const good = await mintTokens(state);
      const claims = decodeJwt(good.accessToken) as Record<string, unknown>;
      const { publicJwk } = await tokenKeys();
      return {
        "flipped signature byte": flipSignature(good.accessToken),
        "role changed to super-admin, old signature": withPayload(good.accessToken, (c) => ({ ...c, "custom:role": "super-admin" })),
        "signed with another secret": (await mintTokens(state, { secret: "another-secret-another-secret-0123456789abcdef" })).accessToken,
        'alg "none"': unsigned({ ...claims, "custom:role": "super-admin" }),
        expired: (await mintTokens(state, { now: Date.now() - 3 * 60 * 60 * 1000 })).accessToken,
        "id token used as access token": good.idToken,
        "HS256 keyed with the public key": await new SignJWT(claims)
          .setProtectedHeader({ alg: "HS256" })
          .sign(new TextEncoder().encode(JSON.stringify(publicJwk))),
      };
    }

    async function forgedCookies(): Promise<Record<string, string>> {
      const session = await startSessionToken((await getUserAuthState({ id: ids.analyst }))!);
      const good = await encode({ token: session, secret: authSecret(), maxAge: 1800 });
      const parts = good.split(".");
      const tag = base64url.decode(parts[4]);
      tag[0] ^= 0x01;
      return {
        "flipped authentication tag byte": [...parts.slice(0, 4), base64url.encode(tag)].join("."),
        "role changed to super-admin, encrypted with another secret": await encode({
          token: { ...session, role: "super-admin" },
          secret: "another-secret-another-secret-0123456789abcdef",
          maxAge: 1800,
        }),
        'unencrypted alg "none"': unsigned({ ...session, role: "super-admin" }),
        expired: await encode({ token: session, secret: authSecret(), maxAge: -60 }),
        "past the absolute lifetime": await encode({
          token: { ...session, signedInAt: Date.now() - 400 * 24 * 60 * 60 * 1000 },
          secret: authSecret(),
          maxAge: 1800,
        }),
      };
    }

    it("the genuine token and cookie are accepted (the forgeries below differ only in what they name)", async () => {
      const state = (await getUserAuthState({ id: ids.analyst }))!;
      const probe = apiCases.find((c) => c.route === "follows" && c.method === "GET")!;
      expect((await callRoute(probe, bearer((await mintTokens(state)).accessToken))).status).toBe(200);
      const cookie = await encode({ token: await startSessionToken(state), secret: authSecret(), maxAge: 1800 });
      expect((await callRoute(probe, { cookie: `${sessionCookieName()}=${cookie}` })).status).toBe(200);
    });

    it("every route answers 401 to every forged bearer token and session cookie", async () => {
      const forged = [
        ...Object.entries(await forgedBearers()).map(([name, token]) => [`bearer: ${name}`, bearer(token)] as const),
        ...Object.entries(await forgedCookies()).map(([name, value]) => [`cookie: ${name}`, { cookie: `${sessionCookieName()}=${value}` }] as const),
      ];
      const accepted: string[] = [];
      for (const apiCase of apiCases) {
        for (const [name, headers] of forged) {
          const response = await callRoute(apiCase, headers);
          if (!count(CATEGORIES.forgedTokens, response.status === 401))
            accepted.push(`${apiCase.method} /api/${apiCase.route} with ${name}: ${response.status}`);
        }
      }
      expect(accepted).toEqual([]);
    });
  });

  describe(CATEGORIES.crossSite, () => {
    const follow = apiCases.find((c) => c.route === "follows/[gameId]" && c.method === "PUT")!;
    let cookie = "";
    // As a browser sends it: the Host header names the address the request went to.
    const host = "127.0.0.1:3000";
    beforeAll(async () => {
      const session = await startSessionToken((await getUserAuthState({ id: ids.analyst }))!);
      cookie = `${sessionCookieName()}=${await encode({ token: session, secret: authSecret(), maxAge: 1800 })}`;
    });

    it("a signed-in browser's own call is accepted (the attempts below differ only in what they add)", async () => {
      expect((await callRoute(follow, { cookie, host, origin: BASE })).status).toBe(200);
      expect((await callRoute(follow, { cookie, host })).status).toBe(200);
      // Behind a proxy that terminates TLS, the proxy's forwarded scheme and host are the app's own.
      expect(
        (
          await callRoute(follow, {
            cookie,
            host: "10.0.0.5:3000",
            "x-forwarded-proto": "https",
            "x-forwarded-host": "lumos.example",
            origin: "https://lumos.example",
          })
        ).status,
      ).toBe(200);
    });

    it("refuses a cookie call from another scheme or port, and never lets a cookie rescue a bad Authorization header", async () => {
      const attempts: Record<string, { headers: Record<string, string>; refusedWith: number }> = {
        "Origin https:// on an http app": { headers: { cookie, origin: "https://127.0.0.1:3000" }, refusedWith: 403 },
        "Origin on another port": { headers: { cookie, origin: "http://127.0.0.1:3001" }, refusedWith: 403 },
        "Origin on another host": { headers: { cookie, origin: "http://127.0.0.2:3000" }, refusedWith: 403 },
        "Origin null (a sandboxed frame)": { headers: { cookie, origin: "null" }, refusedWith: 403 },
        "malformed bearer + cookie + foreign Origin": {
          headers: { cookie, origin: "https://attacker.example", authorization: "Bearer x y" },
          refusedWith: 401,
        },
        "malformed bearer + cookie": { headers: { cookie, authorization: "Bearer x y" }, refusedWith: 401 },
        "empty bearer + cookie": { headers: { cookie, authorization: "Bearer " }, refusedWith: 401 },
        "Basic credentials + cookie": { headers: { cookie, authorization: "Basic YW5hbHlzdDpwYXNz" }, refusedWith: 401 },
        "forged bearer + cookie": { headers: { cookie, authorization: "Bearer not.a.token" }, refusedWith: 401 },
      };
      const accepted: string[] = [];
      for (const [name, { headers, refusedWith }] of Object.entries(attempts)) {
        const response = await callRoute(follow, { host, ...headers });
        if (!count(CATEGORIES.crossSite, response.status === refusedWith)) accepted.push(`${name}: ${response.status}`);
      }
      expect(accepted).toEqual([]);
    });
  });

  describe(CATEGORIES.weakPasswords, () => {
    it("refuses a password of spaces alone, whatever the spaces, naming the field", async () => {
      const accepted: string[] = [];
      for (const [index, password] of [" ".repeat(8), " ".repeat(40), "\u00a0".repeat(10), "\u3000".repeat(9), "\t".repeat(12)].entries()) {
        const response = await signUp(
          new Request(`${BASE}/api/signup`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ username: `spaces${index}`, email: `spaces${index}@studio.test`, password, confirm_password: password }),
          }),
        );
        const body = (await response.json()) as { error?: { field?: string; message?: string } };
        const refused = response.status === 400 && body.error?.field === "password" && body.error.message === texts.password.onlySpaces;
        if (!count(CATEGORIES.weakPasswords, refused)) accepted.push(`${JSON.stringify(password)}: ${response.status} ${JSON.stringify(body)}`);
      }
      expect(accepted).toEqual([]);
      expect(await queryRows(handle, "select 1 from users where email like 'spaces%'")).toEqual([]);
    });
  });

  describe(CATEGORIES.forwardedFor, () => {
    // Each request as `npm start`'s server hands it to Next (scripts/serve.mjs): from 192.0.2.50, no proxy trusted.
    const fromOutside = (email: string, forwardedFor: string) => {
      const headers: Record<string, string | string[] | undefined> = { "x-forwarded-for": forwardedFor, "x-real-ip": forwardedFor };
      settleForwardedHeaders(headers, "192.0.2.50", 0);
      return signIn(
        new Request(`${BASE}/api/signin`, {
          method: "POST",
          headers: headers as Record<string, string>,
          body: JSON.stringify({ email, password: "a-wrong-password" }),
        }),
      );
    };

    it("a new X-Forwarded-For (or a hop appended) for each guess does not reset the address's count", async () => {
      useSignInLimiterForTests(undefined);
      for (let i = 1; i <= MAX_CONSECUTIVE_FAILURES; i++) expect((await fromOutside(`sprayed${i}@example.com`, `203.0.113.${i}`)).status).toBe(401);
      for (const forged of ["198.51.100.1", "203.0.113.1, 198.51.100.2", "unknown", ""]) {
        expect(count(CATEGORIES.forwardedFor, (await fromOutside("one-more@example.com", forged)).status === 429)).toBe(true);
      }
      useSignInLimiterForTests(undefined);
    });
  });

  describe(CATEGORIES.demoAccounts, () => {
    it("the demo accounts' public passwords do not sign in once the app serves a named address", async () => {
      const saved = { HOST: process.env.HOST, DEMO_ACCOUNTS: process.env.DEMO_ACCOUNTS };
      process.env.HOST = "0.0.0.0";
      delete process.env.DEMO_ACCOUNTS;
      forgetEnv();
      // A limiter of its own: on Postgres the process's counts live in the database, where the brute-force tests
      // above locked these accounts, and a 429 would hide whether the demo rule holds.
      useSignInLimiterForTests(await createSignInLimiter({ store: "memory" }));
      try {
        for (const [email, password] of [
          ["analyst@lumos.local", "Lumos-Analyst-2026!"],
          ["super@lumos.local", "Lumos-Super-2026!"],
        ]) {
          const response = await login(email, password, "10.30.0.1");
          expect(count(CATEGORIES.demoAccounts, response.status === 401 && !JSON.stringify(await response.json()).includes("accessToken"))).toBe(true);
        }
      } finally {
        for (const [name, value] of Object.entries(saved))
          if (value === undefined) delete process.env[name];
          else process.env[name] = value;
        forgetEnv();
        useSignInLimiterForTests(undefined);
      }
    });
  });

  it("refused every attempt in every category", () => {
    for (const category of Object.values(CATEGORIES)) {
      const row = tally.get(category);
      expect({ category, attempts: (row?.attempts ?? 0) > 0, refused: row?.refused === row?.attempts }).toEqual({ category, attempts: true, refused: true });
    }
  });
});
