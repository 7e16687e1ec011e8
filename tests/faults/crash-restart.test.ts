/**
 * The process is killed with SIGKILL in the middle of writes and started again, three times on each database.
 * A signed-in user follows games (PUT /api/follows/{id}: a 200 answer means the follow was committed) four at a
 * time; at a random moment mid-stream the whole `npm start` process group gets SIGKILL, so nothing shuts down
 * gracefully. The next `npm start` must come up on the same data (the embedded database's folder lock left by the
 * dead process is stale, and PGlite opens a folder it did not close), and every follow that was answered with
 * success must be there, read back through GET /api/follows — after this run's kill and after every earlier one.
 * A question saved before the first kill (POST /api/saved-questions) is read back the same after every restart.
 */
import fs from "node:fs";
import { lockFileFor } from "@/lib/db/lock";
import { App, DEMO, ThrowAwayPostgres, accessToken, bearer, randomSecret, sleep, temporaryFolder, timedFetch, type Account } from "./support";

const RUNS = 3;
const GAMES = 200;
const CONCURRENCY = 4;

// Seeded, so a failing run can be replayed with FAULTS_SEED=<n>; a new seed by default, printed with the results.
const seed = Number(process.env.FAULTS_SEED ?? Date.now() % 1_000_000);
let state = seed >>> 0;
function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const randomInt = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(0, i);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

interface Backend {
  name: string;
  env(): Record<string, string>;
  /** What the kill left behind, checked before the restart. */
  afterKill(): void;
  cleanUp(): void;
}

const pglite = (): Backend => {
  const dataDir = temporaryFolder("crash-pglite");
  return {
    name: "PGlite",
    env: () => ({ DATA_DIR: dataDir, DEMO_GAMES: String(GAMES) }),
    afterKill: () => {
      // The dead server's lock is still there: the restart has to see that it is stale, not find it gone.
      const owner = Number(fs.readFileSync(lockFileFor(dataDir), "utf8"));
      expect(Number.isInteger(owner) && owner > 0).toBe(true);
      expect(() => process.kill(owner, 0)).toThrow(expect.objectContaining({ code: "ESRCH" }));
    },
    cleanUp: () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
};

const postgres = (): Backend => {
  const cluster = ThrowAwayPostgres.start("faults-crash");
  const env = {
    DATABASE_URL: cluster.freshDatabase("lumos_faults_crash"),
    NEXTAUTH_SECRET: randomSecret(),
    DEMO_ACCOUNTS: "1",
    DEMO_GAMES: String(GAMES),
    DATA_DIR: temporaryFolder("crash-postgres"),
  };
  return {
    name: "Postgres",
    env: () => env,
    afterKill: () => {},
    cleanUp: () => {
      cluster.destroy();
      fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
    },
  };
};

async function followedGames(app: App, account: Account): Promise<Set<number>> {
  const token = await accessToken(app.baseUrl, account);
  const answer = await timedFetch(`${app.baseUrl}/api/follows`, { headers: bearer(token) });
  if (answer.status !== 200) throw new Error(`GET /api/follows for ${account.email} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return new Set((answer.body as { games: Array<{ game_id: number }> }).games.map((game) => game.game_id));
}

/** Every follow that was answered with success, per account, is there. */
async function expectAcknowledgedFollows(app: App, acknowledged: Map<Account, Set<number>>) {
  for (const [account, games] of acknowledged) {
    const present = await followedGames(app, account);
    const lost = [...games].filter((game) => !present.has(game)).sort((a, b) => a - b);
    expect({ account: account.email, acknowledged: games.size, lost }).toEqual({ account: account.email, acknowledged: games.size, lost: [] });
  }
}

interface SavedQuestion {
  id: string;
  name: string;
  question: string;
  report: { total: number };
}

async function saveQuestion(app: App, account: Account, question: string): Promise<SavedQuestion> {
  const token = await accessToken(app.baseUrl, account);
  const answer = await timedFetch(`${app.baseUrl}/api/saved-questions`, {
    method: "POST",
    headers: { ...bearer(token), "content-type": "application/json" },
    body: JSON.stringify({ question, name: "Kept across kills" }),
  });
  if (answer.status !== 201) throw new Error(`POST /api/saved-questions answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return (answer.body as { saved_question: SavedQuestion }).saved_question;
}

/** The saved question reads back with its name, its words and the same games. */
async function expectSavedQuestion(app: App, account: Account, saved: SavedQuestion) {
  const token = await accessToken(app.baseUrl, account);
  const answer = await timedFetch(`${app.baseUrl}/api/saved-questions/${saved.id}`, { headers: bearer(token) });
  expect(answer.status).toBe(200);
  const read = (answer.body as { saved_question: SavedQuestion }).saved_question;
  expect({ name: read.name, question: read.question, total: read.report.total }).toEqual({
    name: saved.name,
    question: saved.question,
    total: saved.report.total,
  });
}

interface Stream {
  acknowledged: number;
  inFlightAtKill: number;
  killedAfterMs: number;
}

/**
 * Follows games CONCURRENCY at a time and SIGKILLs the app's process group once `killAfter` follows were
 * acknowledged (plus a random few milliseconds), with requests still in flight.
 */
async function followUntilKilled(app: App, account: Account, killAfter: number, into: Set<number>): Promise<Stream> {
  const token = await accessToken(app.baseUrl, account);
  const queue = shuffled(Array.from({ length: GAMES }, (_, index) => index + 1)).filter((game) => !into.has(game));
  let inFlight = 0;
  let killed = false;
  let inFlightAtKill = 0;
  const started = performance.now();
  let killing: Promise<void> | undefined;
  const worker = async () => {
    while (!killed && queue.length > 0) {
      const game = queue.shift()!;
      inFlight++;
      try {
        const response = await fetch(`${app.baseUrl}/api/follows/${game}`, { method: "PUT", headers: bearer(token), signal: AbortSignal.timeout(30_000) });
        const body = (await response.json().catch(() => null)) as { game_id?: number; following?: boolean } | null;
        if (response.status === 200 && body?.following === true && body.game_id === game) into.add(game);
      } catch {
        // The server died under this request: not acknowledged.
      } finally {
        inFlight--;
      }
      if (!killed && into.size >= killAfter && !killing) {
        killing = (async () => {
          await sleep(randomInt(0, 30));
          killed = true;
          inFlightAtKill = inFlight;
          await app.kill("SIGKILL");
        })();
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (!killing) throw new Error(`the stream ran out of games before ${killAfter} follows were acknowledged (${into.size})`);
  await killing;
  return { acknowledged: into.size, inFlightAtKill, killedAfterMs: Math.round(performance.now() - started) };
}

const accounts: Account[] = [DEMO.analyst, DEMO.admin, DEMO.superAdmin];

describe.each([pglite, postgres])("SIGKILL during writes, then a restart", (makeBackend) => {
  let backend: Backend | undefined;
  let app: App | undefined;

  afterAll(async () => {
    await app?.kill("SIGKILL").catch(() => {});
    backend?.cleanUp();
  }, 120_000);

  test(`${makeBackend === pglite ? "PGlite" : "Postgres"}: every acknowledged follow survives ${RUNS} kills`, async () => {
    backend = makeBackend();
    const acknowledged = new Map<Account, Set<number>>();
    const report: string[] = [];
    let saved: SavedQuestion | undefined;
    for (let run = 1; run <= RUNS; run++) {
      const startedAt = performance.now();
      app = await App.start({ label: `${backend.name} run ${run}`, env: backend.env() });
      const startMs = Math.round(performance.now() - startedAt);
      // What earlier kills left must all be there.
      await expectAcknowledgedFollows(app, acknowledged);
      if (saved) await expectSavedQuestion(app, DEMO.analyst, saved);
      else saved = await saveQuestion(app, DEMO.analyst, "racing games");

      const account = accounts[(run - 1) % accounts.length];
      const games = acknowledged.get(account) ?? new Set<number>();
      acknowledged.set(account, games);
      const killAfter = randomInt(10, 60);
      const stream = await followUntilKilled(app, account, killAfter, games);
      app = undefined;
      backend.afterKill();
      report.push(
        `run ${run}: started in ${startMs} ms, ${stream.acknowledged} follows acknowledged, SIGKILL after ${stream.killedAfterMs} ms with ${stream.inFlightAtKill} in flight`,
      );
    }
    const startedAt = performance.now();
    app = await App.start({ label: `${backend.name} after the last kill`, env: backend.env() });
    const startMs = Math.round(performance.now() - startedAt);
    await expectAcknowledgedFollows(app, acknowledged);
    await expectSavedQuestion(app, DEMO.analyst, saved!);
    await app.kill("SIGTERM");
    app = undefined;
    console.log(
      `[faults] ${backend.name}, seed ${seed}:\n  ${report.join("\n  ")}\n  restart after the last kill in ${startMs} ms: nothing acknowledged was lost`,
    );
  }, 900_000);
});
