/**
 * The database stops while the app serves. `npm start` runs on a throw-away PostgreSQL cluster; the cluster is
 * stopped under it (pg_ctl stop -m fast, then -m immediate), and while it is down:
 * - a signed-in page shows the application-error page within 5 s, and the user is not signed out by it;
 * - signing in says the service is temporarily unavailable;
 * - the API routes answer the JSON error shape with 503 within 5 s, /_healthz 503, and no request hangs;
 * then the cluster starts again and, without restarting the app, the same pages and routes answer normally within
 * 10 s. A server that hangs instead (every process stopped with SIGSTOP, connections left open) ends each request
 * in the client's query timeout with the same 503, and all recovers within 10 s once it runs on.
 */
import fs from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { POSTGRES_STATEMENT_TIMEOUT_MS } from "@/lib/db/client";
import { texts } from "@/lib/ui/texts";
import { App, CHROMIUM_LAUNCH, DEMO, ThrowAwayPostgres, accessToken, bearer, randomSecret, sleep, temporaryFolder, timedFetch, type Timed } from "./support";

const OUTAGE_ANSWER_MS = 5_000;
const RECOVERY_MS = 10_000;

let postgres: ThrowAwayPostgres | undefined;
let app: App | undefined;
let browser: Browser | undefined;
let context: BrowserContext;
let page: Page;
let token: string;
const dataDir = temporaryFolder("outage");

beforeAll(async () => {
  postgres = ThrowAwayPostgres.start("faults-outage");
  const databaseUrl = postgres.freshDatabase("lumos_faults_outage");
  app = await App.start({
    label: "outage",
    env: { DATABASE_URL: databaseUrl, NEXTAUTH_SECRET: randomSecret(), DEMO_ACCOUNTS: "1", DEMO_GAMES: "200", DATA_DIR: dataDir },
  });
  token = await accessToken(app.baseUrl, DEMO.analyst);
  browser = await chromium.launch(CHROMIUM_LAUNCH);
  context = await browser.newContext({ baseURL: app.baseUrl });
  page = await context.newPage();
  await page.goto("/login-page");
  await page.getByTestId("login-identifier").fill(DEMO.analyst.email);
  await page.getByTestId("login-password").fill(DEMO.analyst.password);
  await page.getByTestId("login-submit").click();
  await page.getByRole("heading", { name: "Top games by players" }).waitFor({ timeout: 60_000 });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await app?.kill("SIGTERM");
  postgres?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 120_000);

/** The routes tried, each given at most `limitMs` to answer (timedFetch's 30 s by default). */
const api = {
  healthz: (limitMs?: number) => timedFetch(`${app!.baseUrl}/_healthz`, {}, limitMs),
  graphql: (limitMs?: number) =>
    timedFetch(
      `${app!.baseUrl}/api/graphql`,
      {
        method: "POST",
        headers: { ...bearer(token), "content-type": "application/json" },
        body: JSON.stringify({ query: "{ fetchPlatforms { id name } }" }),
      },
      limitMs,
    ),
  staticJson: (limitMs?: number) => timedFetch(`${app!.baseUrl}/api/static-json?url=dashboard`, { headers: bearer(token) }, limitMs),
  follows: (limitMs?: number) => timedFetch(`${app!.baseUrl}/api/follows`, { headers: bearer(token) }, limitMs),
};

/** What each route answers when all is well. */
function answersNormally(name: keyof typeof api, answer: Timed): boolean {
  const body = answer.body as Record<string, unknown> | null;
  if (answer.status !== 200 || !body) return false;
  switch (name) {
    case "healthz":
      return (body.database as { status?: string })?.status === "up";
    case "graphql":
      return Array.isArray((body.data as { fetchPlatforms?: unknown[] } | null)?.fetchPlatforms) && !body.errors;
    case "staticJson":
      return body.success === true && body.data !== null;
    case "follows":
      return Array.isArray(body.games);
  }
}

async function expectAllAnswerNormally() {
  for (const [name, call] of Object.entries(api)) expect([name, answersNormally(name as keyof typeof api, await call())]).toEqual([name, true]);
}

/** Tries every route until each has answered normally once (or RECOVERY_MS + 5 s have gone); what is still failing and when. */
async function untilAllAnswerNormally(): Promise<{ pending: string[]; ms: number }> {
  const started = performance.now();
  const pending = new Set(Object.keys(api) as Array<keyof typeof api>);
  while (pending.size > 0 && performance.now() - started < RECOVERY_MS + 5_000) {
    for (const name of [...pending]) if (answersNormally(name, await api[name]())) pending.delete(name);
    if (pending.size > 0) await sleep(250);
  }
  return { pending: [...pending], ms: performance.now() - started };
}

/** The dashboard, as the signed-in user sees it. */
async function dashboardShows(): Promise<"dashboard" | "application-error" | "sign-in"> {
  await page.goto("/dashboard-page", { timeout: 30_000 });
  const dashboard = page.getByRole("heading", { name: "Top games by players" });
  const applicationError = page.getByTestId("application-error-page");
  const signIn = page.getByTestId("login-identifier");
  await dashboard.or(applicationError).or(signIn).first().waitFor({ timeout: 30_000 });
  if (await signIn.isVisible()) return "sign-in";
  return (await applicationError.isVisible()) ? "application-error" : "dashboard";
}

type DuringAnswer = Timed | { status: "no answer"; ms: number; error: string };

describe.each(["fast", "immediate"] as const)("Postgres stopped with -m %s while the app serves", (mode) => {
  let halted = false;

  afterEach(() => {
    // A failed assertion mid-outage still leaves a running server for the next test.
    if (halted) postgres!.resume();
    halted = false;
  });

  test("pages show the application error, routes answer a JSON error within 5 s, and all recovers within 10 s", async () => {
    await expectAllAnswerNormally();
    expect(await dashboardShows()).toBe("dashboard");

    // Requests keep coming while the server goes away: none may hang.
    let hammering = true;
    const during: Array<Promise<DuringAnswer>> = [];
    const hammer = (async () => {
      while (hammering) {
        const started = performance.now();
        during.push(
          api.follows().catch((error: Error) => ({ status: "no answer" as const, ms: Math.round(performance.now() - started), error: error.message })),
        );
        await sleep(100);
      }
    })();
    let pageMs: number;
    try {
      await sleep(300);
      postgres!.halt(mode);
      halted = true;
      await sleep(1_000);

      // The page: the application-error page, quickly, and it stays (the session is not thrown away).
      const pageStarted = performance.now();
      await page.goto("/dashboard-page", { timeout: 30_000 });
      await page.getByTestId("application-error-page").waitFor({ timeout: 30_000 });
      pageMs = performance.now() - pageStarted;
      expect(pageMs).toBeLessThan(OUTAGE_ANSWER_MS);
      expect(await page.getByTestId("application-error-page").getByRole("heading", { level: 1 }).textContent()).toBe("Application error");
      await sleep(2_000);
      expect(new URL(page.url()).pathname).toBe("/dashboard-page");
      expect(await page.getByTestId("application-error-page").isVisible()).toBe(true);

      // Signing in meanwhile says so in words, and the answer carries none of the driver's.
      const visitor = await browser!.newPage({ baseURL: app!.baseUrl });
      await visitor.goto("/login-page");
      await visitor.getByTestId("login-identifier").fill(DEMO.admin.email);
      await visitor.getByTestId("login-password").fill(DEMO.admin.password);
      const signInAnswer = visitor.waitForResponse((response) => response.url().includes("/api/auth/callback/credentials"));
      await visitor.getByTestId("login-submit").click();
      await visitor.getByTestId("login-error").waitFor({ timeout: OUTAGE_ANSWER_MS });
      expect(await visitor.getByTestId("login-error").textContent()).toBe(texts.errors.temporarilyUnavailable);
      expect(decodeURIComponent(await (await signInAnswer).text())).not.toMatch(/failed query|select |ECONNREFUSED|terminat/i);
      await visitor.close();

      // The routes: the JSON error shape (503) or, for the health check, its own 503 body.
      const health = await api.healthz();
      expect(health.status).toBe(503);
      expect(health.body).toMatchObject({ status: "degraded", database: { status: "down" } });
      expect(health.ms).toBeLessThan(OUTAGE_ANSWER_MS);
      for (const [name, surface] of [
        ["graphql", "graphql"],
        ["staticJson", "static-json"],
        ["follows", "follows"],
      ] as const) {
        const answer = await api[name]();
        expect({ name, status: answer.status, body: answer.body }).toEqual({
          name,
          status: 503,
          body: { error: { code: `unavailable:${surface}`, message: expect.any(String) } },
        });
        expect(answer.ms).toBeLessThan(OUTAGE_ANSWER_MS);
      }
    } finally {
      hammering = false;
      await hammer;
    }
    const answers = await Promise.all(during);
    expect(answers.length).toBeGreaterThan(10);
    const slowest = Math.max(...answers.map((answer) => answer.ms));
    expect(answers.filter((answer) => answer.ms >= OUTAGE_ANSWER_MS || (answer.status !== 200 && answer.status !== 503))).toEqual([]);

    // Back: the same app process answers normally again.
    postgres!.resume();
    halted = false;
    const { pending, ms: recoveredMs } = await untilAllAnswerNormally();
    expect(pending).toEqual([]);
    expect(recoveredMs).toBeLessThan(RECOVERY_MS);
    // The retry on the application-error page brings the screen back, and so does opening it again.
    await page.getByTestId("application-error-retry").click();
    await page.getByRole("heading", { name: "Top games by players" }).waitFor({ timeout: RECOVERY_MS });
    expect(new URL(page.url()).pathname).toBe("/dashboard-page");
    expect(await dashboardShows()).toBe("dashboard");
    console.log(
      `[faults] -m ${mode}: application-error page in ${Math.round(pageMs!)} ms; ${answers.length} requests during the stop, slowest ${slowest} ms; ` +
        `recovered ${Math.round(recoveredMs)} ms after the server was back`,
    );
  }, 240_000);
});

describe("Postgres hangs while the app serves", () => {
  let frozen = false;

  afterEach(() => {
    if (frozen) postgres!.thaw();
    frozen = false;
  });

  test("routes end in the query timeout with the JSON 503, and all recovers within 10 s once it runs on", async () => {
    await expectAllAnswerNormally();
    postgres!.freeze();
    frozen = true;
    // The client's query timeout (statement timeout + 5 s) ends every wait, new connection or old.
    const deadline = POSTGRES_STATEMENT_TIMEOUT_MS + 5_000;
    const hung = await Promise.all(
      (["graphql", "follows"] as const).map(async (name) => {
        const answer = await api[name](deadline + 20_000);
        return { name, status: answer.status, body: answer.body, ms: answer.ms };
      }),
    );
    expect(hung.map(({ ms, ...answer }) => ({ ...answer, inTime: ms < deadline + 5_000 }))).toEqual(
      (["graphql", "follows"] as const).map((name) => ({
        name,
        status: 503,
        body: { error: { code: `unavailable:${name}`, message: expect.any(String) } },
        inTime: true,
      })),
    );
    expect((await api.healthz(deadline + 20_000)).status).toBe(503);

    postgres!.thaw();
    frozen = false;
    const { pending, ms } = await untilAllAnswerNormally();
    expect(pending).toEqual([]);
    expect(ms).toBeLessThan(RECOVERY_MS);
    console.log(
      `[faults] hung: 503 after ${hung.map((answer) => `${answer.name} ${answer.ms} ms`).join(", ")}; recovered ${Math.round(ms)} ms after it ran on`,
    );
  }, 240_000);
});
