// Two `npm start` instances on one Postgres, as behind a load balancer without sticky sessions (docs/operations.md):
// a request may land on either, so everything a user has — session, conversations, sign-in lock — must be the same
// on both. Instance A prepares the database (migrations, demo market, demo accounts); B starts once A is healthy.
//
// Run: npm run test:instances with DATABASE_URL (an empty database) or TEST_DATABASE_URL (a server); see README.
import { randomBytes } from "node:crypto";
import { decodeEvents, type CompleteEvent, type StreamEvent } from "@/lib/lumos/events";
import { CookieJar, Instance, MISSING_DATABASE_MESSAGE, logDirectory, queryDatabase, sharedDatabase, temporaryDirectory, type SharedDatabase } from "./support";

// Once, before anything starts, rather than as the same failure of every test.
if (!process.env.DATABASE_URL?.trim() && !process.env.TEST_DATABASE_URL?.trim()) throw new Error(MISSING_DATABASE_MESSAGE);

const DEMO = {
  superAdmin: { email: "super@lumos.local", password: "Lumos-Super-2026!" },
  admin: { email: "admin@lumos.local", password: "Lumos-Admin-2026!" },
  analyst: { email: "analyst@lumos.local", password: "Lumos-Analyst-2026!" },
};

// Beside the end-to-end ports (3100, 3101) and away from the benchmarks' (3201 and up), so they can run at the same time.
const [PORT_A, PORT_B] = (process.env.INSTANCES_PORTS ?? "3111,3112").split(",").map(Number);
if (![PORT_A, PORT_B].every((port) => Number.isInteger(port) && port > 0 && port < 65536) || PORT_A === PORT_B) {
  throw new Error(`[instances] INSTANCES_PORTS must be two different ports, e.g. 3111,3112 (got "${process.env.INSTANCES_PORTS}").`);
}
/** The first start may have to build the app (several minutes here) and generate the market. */
const FIRST_START_MS = 20 * 60_000;
const SECOND_START_MS = 3 * 60_000;

const logs = logDirectory();
const a = new Instance("A", PORT_A, logs);
const b = new Instance("B", PORT_B, logs);
let database: SharedDatabase | undefined;
// Both instances end with the test process, however it ends (tests/instances/support.ts, Instance).

beforeAll(
  async () => {
    database = await sharedDatabase();
    process.stdout.write(`[instances] instance logs: ${logs}\n`);
    const env = {
      DATABASE_URL: database.url,
      // One secret for both, as every instance behind a load balancer must share it.
      NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
      DEMO_ACCOUNTS: "1",
      DEMO_GAMES: "300",
      DEMO_SEED: "instances",
      DATA_DIR: `${logs}/data`,
      // What an instance leaves in its temporary folder when the group is killed (the analysis process's socket
      // folder) stays beside its log, not in /tmp.
      TMPDIR: temporaryDirectory(logs),
      // As behind the load balancer: the last X-Forwarded-For hop is the client (the requests below name theirs).
      TRUST_PROXY: "1",
    };
    await a.start(env);
    await a.waitUntilHealthy(FIRST_START_MS);
    await b.start(env);
    await b.waitUntilHealthy(SECOND_START_MS);
  },
  FIRST_START_MS + SECOND_START_MS + 60_000,
);

afterAll(async () => {
  await Promise.all([a.stop(), b.stop()]);
  await database?.release();
}, 60_000);

/** next-auth 4 credentials sign-in as the browser's form does it: CSRF token and cookie first, then the callback. */
async function signInWithForm(instance: Instance, account: { email: string; password: string }, headers: Record<string, string> = {}) {
  const jar = new CookieJar();
  const csrf = await jar.fetch(`${instance.baseUrl}/api/auth/csrf`, { headers });
  expect(csrf.status).toBe(200);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await jar.fetch(`${instance.baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ identifier: account.email, password: account.password, csrfToken, callbackUrl: "/", json: "true" }),
  });
  const { url } = (await response.json()) as { url: string };
  return { jar, url, signedIn: jar.names().some((name) => name.startsWith("next-auth.session-token")) };
}

async function sessionOn(instance: Instance, jar: CookieJar) {
  const response = await jar.fetch(`${instance.baseUrl}/api/auth/session`);
  expect(response.status).toBe(200);
  return (await response.json()) as { user?: { id: string; email: string; role: string }; isAuthenticated?: boolean };
}

let analystJar: Promise<CookieJar> | undefined;
/** The analyst's browser, signed in once on A and then used against both instances. */
function analystSignedInOnA(): Promise<CookieJar> {
  analystJar ??= signInWithForm(a, DEMO.analyst).then(({ jar, signedIn, url }) => {
    if (!signedIn) throw new Error(`The analyst's sign-in on A set no session cookie (answer: ${url})`);
    return jar;
  });
  return analystJar;
}

function postJson(jar: CookieJar, url: string, body: unknown): Promise<Response> {
  return jar.fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

describe("a session started on one instance", () => {
  it("is honoured by the other: the cookie from A signs the user in on B", async () => {
    const jar = await analystSignedInOnA();
    const onA = await sessionOn(a, jar);
    expect(onA.user?.email).toBe(DEMO.analyst.email);

    const onB = await sessionOn(b, jar);
    expect(onB.isAuthenticated).toBe(true);
    expect(onB.user).toEqual(expect.objectContaining({ id: onA.user!.id, email: DEMO.analyst.email, role: "analyst" }));

    // A signed-in page on B renders instead of redirecting to sign-in, and a signed-in API answers as the analyst.
    const dashboard = await jar.fetch(`${b.baseUrl}/dashboard-page`);
    expect(dashboard.status).toBe(200);
    const conversations = await postJson(jar, `${b.baseUrl}/api/users/conversations`, { limit: 1 });
    expect(conversations.status).toBe(200);
    expect(((await conversations.json()) as { user_id: string }).user_id).toBe(onA.user!.id);

    // Without the cookie B refuses the same requests, so the answers above came from the session.
    const stranger = new CookieJar();
    const redirected = await stranger.fetch(`${b.baseUrl}/dashboard-page`);
    expect(redirected.status).toBe(307);
    expect(redirected.headers.get("location")).toContain("/login-page");
    expect((await postJson(stranger, `${b.baseUrl}/api/users/conversations`, { limit: 1 })).status).toBe(401);
  });

  it("accepts B's API access tokens on A (keys derived from the shared secret)", async () => {
    const signIn = await fetch(`${b.baseUrl}/api/signin`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: DEMO.admin.email, password: DEMO.admin.password }),
    });
    expect(signIn.status).toBe(200);
    const { accessToken, user } = (await signIn.json()) as { accessToken: string; user: { id: string } };
    const onA = await fetch(`${a.baseUrl}/api/users/conversations`, {
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
      body: JSON.stringify({ limit: 1 }),
    });
    expect(onA.status).toBe(200);
    expect(((await onA.json()) as { user_id: string }).user_id).toBe(user.id);
  });

  it("ends on both when the user signs out on one: after signing out on B, a copy of the cookie fails on A", async () => {
    const { jar, signedIn } = await signInWithForm(a, DEMO.superAdmin);
    expect(signedIn).toBe(true);
    expect((await sessionOn(b, jar)).user?.email).toBe(DEMO.superAdmin.email);
    const copy = jar.header(); // what another tab or a thief holds

    const { csrfToken } = (await (await jar.fetch(`${b.baseUrl}/api/auth/csrf`)).json()) as { csrfToken: string };
    const signOut = await jar.fetch(`${b.baseUrl}/api/auth/signout`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken, json: "true" }),
    });
    expect(signOut.status).toBe(200);

    const onA = await fetch(`${a.baseUrl}/api/users/conversations`, {
      method: "POST",
      headers: { cookie: copy, "content-type": "application/json" },
      body: "{}",
    });
    expect(onA.status).toBe(401);
  });
});

async function chatOn(instance: Instance, jar: CookieJar, body: Record<string, unknown>): Promise<{ events: StreamEvent[]; complete: CompleteEvent }> {
  const response = await postJson(jar, `${instance.baseUrl}/api/lumos/chat`, { askllm: false, ...body });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const { events } = decodeEvents(`${await response.text()}\n`);
  const last = events.at(-1);
  if (last?.type !== "complete") throw new Error(`The chat on ${instance.name} did not end with a complete event: ${JSON.stringify(last)}`);
  return { events, complete: last };
}

interface StoredMessage {
  message_sequence: number;
  message_role: string;
  content: string;
}

describe("a Lumos conversation", () => {
  it("started on A continues on B, and reads back the same from either", async () => {
    const jar = await analystSignedInOnA();
    const first = await chatOn(a, jar, { message: "racing games" });
    const conversationId = first.complete.conversation_id;
    expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.complete.text.length).toBeGreaterThan(0);

    const second = await chatOn(b, jar, { message: "upcoming RPGs on PS5", conversation_id: conversationId });
    expect(second.complete.conversation_id).toBe(conversationId);

    const expected = [
      [1, "user", "racing games"],
      [2, "assistant", first.complete.text],
      [3, "user", "upcoming RPGs on PS5"],
      [4, "assistant", second.complete.text],
    ];
    const fromB = await jar.fetch(`${b.baseUrl}/api/assistant/conversations/${conversationId}/messages`);
    expect(fromB.status).toBe(200);
    const messagesB = ((await fromB.json()) as { messages: StoredMessage[] }).messages;
    expect(messagesB.map((m) => [m.message_sequence, m.message_role, m.content])).toEqual(expected);

    const fromA = await postJson(jar, `${a.baseUrl}/api/conversations/messages`, { conversation_id: conversationId });
    expect(fromA.status).toBe(200);
    expect(((await fromA.json()) as { messages: StoredMessage[] }).messages).toEqual(messagesB);

    const listed = await postJson(jar, `${a.baseUrl}/api/users/conversations`, { limit: 5 });
    const { conversations } = (await listed.json()) as { conversations: Array<{ conversation_id: string; message_count: number }> };
    expect(conversations).toEqual(expect.arrayContaining([expect.objectContaining({ conversation_id: conversationId, message_count: 4 })]));
  });
});

describe("a saved question", () => {
  it("saved on A is watched, renamed and deleted on B, and reads the same from either", async () => {
    const jar = await analystSignedInOnA();
    const saved = await postJson(jar, `${a.baseUrl}/api/saved-questions`, { question: "racing games", digest: true });
    expect(saved.status).toBe(201);
    const { saved_question: onA } = (await saved.json()) as { saved_question: { id: string; report: { total: number } } };
    const fromB = await jar.fetch(`${b.baseUrl}/api/saved-questions/${onA.id}`);
    expect(fromB.status).toBe(200);
    expect(((await fromB.json()) as { saved_question: { digest: boolean; report: { total: number; new_count: number } } }).saved_question).toMatchObject({
      digest: true,
      report: { total: onA.report.total, new_count: 0 },
    });

    const renamed = await jar.fetch(`${b.baseUrl}/api/saved-questions/${onA.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Racing, watched" }),
    });
    expect(renamed.status).toBe(200);
    const listed = (await (await jar.fetch(`${a.baseUrl}/api/saved-questions`)).json()) as { saved_questions: Array<{ id: string; name: string }> };
    expect(listed.saved_questions).toEqual(expect.arrayContaining([expect.objectContaining({ id: onA.id, name: "Racing, watched" })]));

    expect((await jar.fetch(`${b.baseUrl}/api/saved-questions/${onA.id}`, { method: "DELETE" })).status).toBe(200);
    expect((await jar.fetch(`${a.baseUrl}/api/saved-questions/${onA.id}`)).status).toBe(404);
  });
});

describe("the sign-in rate limit", () => {
  it("is shared: 5 failures on A and 5 on B lock the account and the address on both", async () => {
    // An address of its own (the limiter takes the last X-Forwarded-For hop), so the other tests' sign-ins from
    // 127.0.0.1 are not locked by this one.
    const address = "203.0.113.77";
    const signIn = (instance: Instance, account: { email: string; password: string }, from = address) =>
      fetch(`${instance.baseUrl}/api/signin`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": from },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
    const wrong = { email: DEMO.admin.email, password: "not-the-password" };

    for (const instance of [a, a, a, a, a, b, b, b, b, b]) {
      const response = await signIn(instance, wrong);
      expect({ instance: instance.name, status: response.status }).toEqual({ instance: instance.name, status: 401 });
    }
    for (const instance of [a, b]) {
      // The right password is refused: the account is locked, not merely mistyped.
      const locked = await signIn(instance, DEMO.admin);
      expect({ instance: instance.name, status: locked.status }).toEqual({ instance: instance.name, status: 429 });
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(((await locked.json()) as { error: { code: string } }).error.code).toBe("rate_limit:auth");
    }
    // Each instance saw only 5 failures: the lock comes from one count of 10 in Postgres (a row for the account and
    // one for the address; a lock is stored as more points than allowed).
    const counted = await queryDatabase<{ key: string; points: number }>(
      database!.url,
      "select key, points from auth_rate_limits where key like 'signin_consecutive:%'",
    );
    expect(counted).toHaveLength(2);
    for (const row of counted) expect(row.points).toBeGreaterThanOrEqual(10);

    // The account is locked from any address, and the address for any account.
    expect((await signIn(b, DEMO.admin, "198.51.100.9")).status).toBe(429);
    expect((await signIn(a, DEMO.superAdmin, address)).status).toBe(429);
    // The browser's sign-in form (next-auth) on B is refused the same way.
    const form = await signInWithForm(b, DEMO.admin, { "x-forwarded-for": "198.51.100.10" });
    expect(form.signedIn).toBe(false);
    expect(decodeURIComponent(form.url)).toMatch(/error=RateLimited:\d+/);
    // Another account from another address is untouched.
    expect((await signIn(b, DEMO.superAdmin, "198.51.100.11")).status).toBe(200);
  });

  it("cannot be raced: of 20 wrong passwords for one account sent at once, 10 to each instance, at most 10 are checked", async () => {
    const guesses = Array.from({ length: 20 }, (_, i) =>
      fetch(`${(i % 2 ? b : a).baseUrl}/api/signin`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${120 + i}` },
        body: JSON.stringify({ email: DEMO.superAdmin.email, password: `race-guess-${i}` }),
      }).then((response) => response.status),
    );
    const statuses = await Promise.all(guesses);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    // Every check failed, so the account is locked on both, the right password included.
    for (const instance of [a, b]) {
      const right = await fetch(`${instance.baseUrl}/api/signin`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.200" },
        body: JSON.stringify(DEMO.superAdmin),
      });
      expect({ instance: instance.name, status: right.status }).toEqual({ instance: instance.name, status: 429 });
    }
  });
});

describe("named datasets and GraphQL", () => {
  // The datasets are market data: no request changes them (only `npm run import` or a regenerated market, both
  // outside the running app; no admin route edits games or hides them). Each instance caches them in its own memory
  // for their tier's time-to-live (docs/decisions.md, "Datasets"), so with nothing to invalidate, consistency means
  // both instances answer the same body, cached or built live.
  it("answer the same on both instances, whichever cached them", async () => {
    const jar = await analystSignedInOnA();
    const read = async (instance: Instance, name: string, query = "") => {
      const response = await jar.fetch(`${instance.baseUrl}/api/static-json?url=${name}${query}`);
      expect({ name, instance: instance.name, status: response.status }).toEqual({ name, instance: instance.name, status: 200 });
      return response.text();
    };
    const gameIds = JSON.parse(await read(a, "game_ids")) as { success: boolean; data: number[] };
    expect(gameIds.data.length).toBeGreaterThan(100);
    const gameId = gameIds.data[0];
    for (const name of ["game_ids", "dashboard", `game_breakdown_${gameId}_metadata`, `game_breakdown_${gameId}_player_count_history`]) {
      const fromA = await read(a, name); // A's cache, filled by A's first read
      const fromB = await read(b, name); // B's cache, filled by B's first read
      expect(fromB).toBe(fromA);
      expect(await read(b, name)).toBe(fromA); // B's cache again
      expect(await read(a, name, "&dataSource=graphql")).toBe(fromA); // built live from the database, past the cache
    }

    const graphql = async (instance: Instance, queryName: string, query: string) => {
      const response = await postJson(jar, `${instance.baseUrl}/api/graphql/${queryName}`, { query });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
      expect(body.errors).toBeUndefined();
      return body.data;
    };
    const queries: Array<[string, string]> = [
      ["fetchGames", "{ fetchGames(perPage: 50, currentPage: 2) { data { id title game_type_id parent_game_id } pageInfo { total lastPage } } }"],
      [
        "fetchRevenueEstimates",
        `{ fetchRevenueEstimates(game_id: ${gameId}) { game_id launch_price predicted_revenue_boxlieter copies_sold_boxlieter total_players } }`,
      ],
    ];
    for (const [queryName, query] of queries) {
      const fromA = await graphql(a, queryName, query);
      expect(fromA?.[queryName]).toBeTruthy();
      expect(await graphql(b, queryName, query)).toEqual(fromA);
    }
  });
});
