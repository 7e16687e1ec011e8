// `npm run bench [-- --quick] [-- --large 100000] [-- --only screens|lumos|load] [-- --keep] [-- --load-seconds 300]`: measures the demo
// generation (time and database size, default size and large), the time from `npm start` to the first served page with
// an existing build, and the served app under load (scripts/bench-load.ts). Each figure is
// set against a baseline measured in the same run, and the results are written to docs/benchmarks.md.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
// Not a React hook: the in-process database override (named for tests), aliased so the hooks lint rule does not apply.
import { openDatabase, useDatabaseForTests as overrideDatabase, type DatabaseHandle } from "@/lib/db/client";
import { clearDatasetCache, getDataset } from "@/lib/datasets/cache";
import { DATASETS } from "@/lib/datasets/registry";
import { generateMarket } from "@/lib/demo/generate";
import { createContext } from "@/lib/graphql/context";
import { runGraphQL, runGraphQLBatch } from "@/lib/graphql/execute";
import { parseEnv } from "@/lib/env";
import { prepareDatabase, todayUtc } from "./prepare-database";
import { LOAD_SLICES, loadBench, loadDetail, loadRows } from "./bench-load";
import { BASELINE_ENV, screensBench, screensRows } from "./bench-screens";
import { readCommandLine, usageError } from "./cli";
import { directorySize } from "./sizes";

const USAGE = `Usage: npm run bench -- [--quick] [--large N] [--runs N] [--only screens|lumos|load] [--keep] [--real]
                        [--load-seconds S] [--saturate-seconds S]

Measures generation, start-up, the screens, Lumos and the load run, each against a baseline of the same run, and
writes docs/benchmarks.md.

  --quick              skip the large market
  --large N            games in the large market (default 100000)
  --runs N             start-up runs (default 3)
  --only MODE          screens, lumos or load alone, on the served default market (load: with --large N, on
                       N generated games)
  --keep               keep the generated markets for the next run (--only lumos and --only screens reuse them)
  --real               with --only screens: the screens also on ../shared/realdata, imported (npm run import)
                       (and with --large N, also on N generated games)
  --load-seconds S     length of the load run at half the maximum (default 300)
  --saturate-seconds S length of the saturating run (default 30)
  -h, --help           print this text`;

const root = process.cwd();
const { values } = readCommandLine(USAGE, {
  quick: { type: "boolean" },
  large: { type: "string" },
  runs: { type: "string" },
  only: { type: "string" },
  keep: { type: "boolean" },
  real: { type: "boolean" },
  "load-seconds": { type: "string" },
  "saturate-seconds": { type: "string" },
});
// The screens-only and load-only runs have folders of their own, so they can run beside a Lumos run that keeps its markets (--keep).
const benchDir = path.join(root, values.only === "screens" || values.only === "load" ? `.data-bench-${values.only}` : ".data-bench");
const DEFAULT_GAMES = 3000;
const LARGE_GAMES = Number(values.large ?? 100_000);
const START_RUNS = Number(values.runs ?? 3);
const today = todayUtc();
/** The load run: the mix saturating, then at half its maximum in LOAD_SLICES consecutive slices (5 × 1 minute by default). */
const SATURATE_SECONDS = Number(values["saturate-seconds"] ?? 30);
const LOAD_SECONDS = Number(values["load-seconds"] ?? 300);
if (!(SATURATE_SECONDS >= 1) || !(LOAD_SECONDS >= LOAD_SLICES)) usageError(`--saturate-seconds must be at least 1 and --load-seconds at least ${LOAD_SLICES}`, USAGE);
if (!(Number.isInteger(LARGE_GAMES) && LARGE_GAMES >= 1)) usageError(`--large must be a whole number of games (got "${values.large}")`, USAGE);
if (values.real && values.only !== "screens") usageError("--real goes with --only screens", USAGE);
if (!(Number.isInteger(START_RUNS) && START_RUNS >= 1)) usageError(`--runs must be a whole number from 1 (got "${values.runs}")`, USAGE);
/** The title's note for a run shorter than the issue's, so a development run is not mistaken for the real one. */
const loadShortened = () => (SATURATE_SECONDS === 30 && LOAD_SECONDS === 300 ? "" : `, shortened: ${SATURATE_SECONDS} s saturating, ${LOAD_SLICES} × ${LOAD_SECONDS / LOAD_SLICES} s at half`);

const mb = (bytes: number) => bytes / 1e6;
/** The machine a run was measured on, as the report's heading gives it. */
const machineLabel = () => `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const log = (line: string) => console.log(`[bench] ${line}`);

/** The generator alone, into a sink that only counts: the CPU floor of a generation, and the raw size of its rows. */
async function generateOnly(games: number) {
  let rawBytes = 0;
  const started = performance.now();
  const summary = await generateMarket(
    { seed: "lumos", games, today },
    {
      write(_table, row) {
        rawBytes += JSON.stringify(row).length;
      },
      async checkpoint() {},
    },
  );
  return { seconds: (performance.now() - started) / 1000, rawBytes, rows: Object.values(summary.rows).reduce((a, b) => a + b, 0) };
}

/**
 * Migrations, generation, derived aggregates and demo accounts into a fresh PGlite folder, as `npm start` does.
 * With `--keep` (`--only lumos`), a market finished by an earlier run is reused, so engine changes can be measured
 * again without another hour of generating 100,000 games; its generation time is then not measured (NaN).
 */
async function generateIntoDatabase(games: number) {
  const dataDir = path.join(benchDir, `market-${games}`);
  const finished = path.join(dataDir, ".bench-finished");
  if (values.keep && fs.existsSync(finished)) {
    log(`reusing the ${games.toLocaleString("en-US")}-game market of an earlier run (--keep)`);
    return { seconds: Number.NaN, bytes: directorySize(dataDir), dataDir };
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  const env = parseEnv({ DATA_DIR: dataDir, DEMO_GAMES: String(games) });
  const started = performance.now();
  const handle = await openDatabase({ kind: "pglite", dataDir });
  try {
    await prepareDatabase(handle, env, () => {});
  } finally {
    await handle.close();
  }
  const seconds = (performance.now() - started) / 1000;
  fs.writeFileSync(finished, `${seconds}\n`);
  return { seconds, bytes: directorySize(dataDir), dataDir };
}

/** Cold (empty cache) and warm (cached) build time of each game-breakdown dataset, median over a few games. */
async function datasetTimes(dataDir: string) {
  const handle = await openDatabase({ kind: "pglite", dataDir });
  try {
    const rows = (await handle.pglite!.query<{ game_id: number }>(
      `select game_id from player_count_months
       where month + array_length(counts, 1) - 1 = (select max(month + array_length(counts, 1) - 1) from player_count_months)
       order by counts[array_length(counts, 1)] desc limit 5`,
    )).rows;
    const results: Record<string, { cold: number[]; warm: number[] }> = {};
    for (const definition of DATASETS.filter((d) => d.name.startsWith("game_breakdown_"))) {
      const times = { cold: [] as number[], warm: [] as number[] };
      for (const { game_id } of rows) {
        const name = definition.name.replace("{id}", String(game_id));
        clearDatasetCache();
        let started = performance.now();
        await getDataset(name, { db: handle.db });
        times.cold.push(performance.now() - started);
        started = performance.now();
        await getDataset(name, { db: handle.db });
        times.warm.push(performance.now() - started);
      }
      results[definition.name] = times;
    }
    return results;
  } finally {
    await handle.close();
  }
}

/** One GraphQL query against a batch of 20 such queries, in-process on the default market. */
async function batchLatency(dataDir: string) {
  const handle = await openDatabase({ kind: "pglite", dataDir });
  try {
    const query = { query: "{ fetchGames(id: [1, 2, 3]) { data { id title } pageInfo { total } } }" };
    const one: number[] = [];
    const twenty: number[] = [];
    for (let run = 0; run < 15; run++) {
      let started = performance.now();
      await runGraphQL(query, { context: createContext({ db: handle.db }) });
      one.push(performance.now() - started);
      started = performance.now();
      await runGraphQLBatch(Array.from({ length: 20 }, () => query), { context: createContext({ db: handle.db }) });
      twenty.push(performance.now() - started);
    }
    return { one: median(one), twenty: median(twenty) };
  } finally {
    await handle.close();
  }
}

/** Requests per second of a route over `seconds`, with `concurrency` requests in flight. */
async function requestsPerSecond(send: () => Promise<Response>, seconds = 5, concurrency = 8): Promise<number> {
  let done = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const response = await send();
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`status ${response.status}`);
        done++;
      }
    }),
  );
  return done / seconds;
}

async function firstPage(port: number, child: ChildProcess, started: number, limitMs = 180_000): Promise<number> {
  while (child.exitCode === null) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      if (response.ok) {
        await response.text();
        return (performance.now() - started) / 1000;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (performance.now() - started > limitMs) break;
  }
  throw new Error(`no page served on port ${port}`);
}

/** `npm start` on a port for the time of `work`, which gets the address and the pid of the server's process tree; `logFile` keeps its output. */
async function withServer<T>(env: Record<string, string>, port: number, work: (base: string, pid: number) => Promise<T>, logFile?: string): Promise<T> {
  const started = performance.now();
  const output = logFile ? fs.openSync(logFile, "w") : "ignore";
  const child = spawn("npm", ["start"], { cwd: root, env: { ...process.env, ...env, PORT: String(port) }, stdio: ["ignore", output, output], detached: true });
  if (typeof output === "number") fs.closeSync(output);
  try {
    await firstPage(port, child, started);
    return await work(`http://127.0.0.1:${port}`, child.pid!);
  } finally {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
  }
}

async function timeToFirstPage(command: string[], env: Record<string, string>, port: number, limitMs?: number): Promise<number> {
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), { cwd: root, env: { ...process.env, ...env, PORT: String(port) }, stdio: "ignore", detached: true });
  try {
    return await firstPage(port, child, started, limitMs);
  } finally {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once("exit", resolve)));
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Lumos (issue 6, "Benchmarks"): the chat pipeline behind POST /api/lumos/chat (streamChat: the first event, the
// conversation, the engine, the stored answer) called in-process against the bench's PGlite markets. The route
// handlers themselves cannot be imported here: their sign-in guard pulls next/navigation, which needs Next's
// bundling under the react-server condition. Authentication is the same for the chat route and a bare streaming
// route, so the first-event difference leaves it out on both sides. No hosted model: the built-in engine answers.

const LUMOS_GAMES = 10_000;
/** Four filters: a genre, a platform, a peak-player threshold and an ARPU threshold (checked at run time). */
const LUMOS_QUESTION = "RPG games on PS5 with over 1k peak players and ARPU above $2";
const LUMOS_RUNS = 50;
const LUMOS_CONCURRENT = 50;
/** The questions of the concurrent streams and of the load run's chat target. */
const LUMOS_MIX = ["racing games", "upcoming RPGs on PS5", "most sold DLCs on a PC store", LUMOS_QUESTION, "horror games released after 2020 not on Switch"];
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

interface LumosSession {
  handle: DatabaseHandle;
  chat: (message: string) => Promise<Response>;
  bare: () => Promise<Response>;
}

/** Opens a market, points the Lumos modules at it and finds the analyst; the knowledge is built before timing. */
async function withLumosMarket<T>(dataDir: string, work: (session: LumosSession) => Promise<T>, { warm = true } = {}): Promise<T> {
  const [{ SSE_HEADERS, streamChat }, { encodeEvent }, knowledge, model] = await Promise.all([
    import("@/lib/lumos/chat"),
    import("@/lib/lumos/events"),
    import("@/lib/lumos/knowledge"),
    import("@/lib/lumos/model-config"),
  ]);
  const handle = await openDatabase({ kind: "pglite", dataDir });
  overrideDatabase(handle);
  model.useHostedModelForTests(null);
  knowledge.forgetKnowledge();
  try {
    const [analyst] = (await handle.pglite!.query<{ id: string }>("select id from users where email = 'analyst@lumos.local'")).rows;
    if (!analyst) throw new Error("no analyst account in the bench market");
    const first = new TextEncoder().encode(encodeEvent({ type: "partial", kind: "thinking", step: { id: "understand", title: "Reading your question", status: "active" } }));
    const session: LumosSession = {
      handle,
      chat: async (message) => streamChat({ message, userId: analyst.id, conversationId: null }),
      // The bare streaming route: one event on a stream with the same headers, nothing else.
      bare: async () => new Response(new ReadableStream<Uint8Array>({ start(controller) { controller.enqueue(first); controller.close(); } }), { headers: SSE_HEADERS }),
    };
    if (warm) await knowledge.getKnowledge();
    return await work(session);
  } finally {
    overrideDatabase(undefined);
    model.useHostedModelForTests(undefined);
    knowledge.forgetKnowledge();
    await handle.close();
  }
}

/** Milliseconds from the call to the first chunk of the body; the rest is read (untimed) so runs do not overlap. */
async function timeToFirstEvent(send: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await send();
  if (!response.ok || !response.body) throw new Error(`status ${response.status}`);
  const reader = response.body.getReader();
  const first = await reader.read();
  const elapsed = performance.now() - started;
  if (first.done) throw new Error("empty stream");
  while (!(await reader.read()).done) {
    // drain
  }
  return elapsed;
}

/** The whole stream of one chat: its time, and the conversation and last event it ended with. */
async function fullChat(session: LumosSession, message: string) {
  const started = performance.now();
  const response = await session.chat(message);
  const text = await response.text();
  const ms = performance.now() - started;
  const lines = text.split("\n").filter((line) => line.startsWith("data: "));
  const last = lines.length ? (JSON.parse(lines[lines.length - 1].slice(6)) as { type: string; conversation_id?: string | null; message?: string }) : null;
  return { ms, status: response.status, last };
}

/** p95 and median of the full answer to the 4-filter question, after one untimed run. */
async function lumosAnswerTimes(dataDir: string) {
  return withLumosMarket(dataDir, async (session) => {
    // The first question after start, before anything is known: what Lumos knows is built on it (the server builds
    // it in the background at start, so no question waits longer than this).
    const first = await fullChat(session, LUMOS_QUESTION);
    const [{ getKnowledge }, { parseQuestion }, { countFilters }] = await Promise.all([import("@/lib/lumos/knowledge"), import("@/lib/lumos/parse"), import("@/lib/lumos/route")]);
    const known = await getKnowledge();
    const filters = countFilters(parseQuestion(LUMOS_QUESTION, known.lexicon, { today: known.today }));
    if (filters !== 4) throw new Error(`the Lumos bench question reads as ${filters} filters, not 4`);
    const warm = await fullChat(session, LUMOS_QUESTION);
    if (warm.last?.type !== "complete") throw new Error(`the Lumos bench question ended with ${JSON.stringify(warm.last)}`);
    const times: number[] = [];
    for (let run = 0; run < LUMOS_RUNS; run++) times.push((await fullChat(session, LUMOS_QUESTION)).ms);
    return { p95: percentile(times, 95), median: median(times), games: known.games.length, firstMs: first.ms };
  }, { warm: false });
}

/** Time to first event against a bare streaming route, and 50 concurrent streams, on one market. */
async function lumosStreams(dataDir: string) {
  return withLumosMarket(dataDir, async (session) => {
    for (let run = 0; run < 5; run++) {
      await timeToFirstEvent(session.bare);
      await timeToFirstEvent(() => session.chat(LUMOS_QUESTION));
    }
    const chat: number[] = [];
    const bare: number[] = [];
    for (let run = 0; run < LUMOS_RUNS; run++) {
      bare.push(await timeToFirstEvent(session.bare));
      chat.push(await timeToFirstEvent(() => session.chat(LUMOS_QUESTION)));
    }
    const questions = LUMOS_MIX;
    const single = await fullChat(session, questions[0]);
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: LUMOS_CONCURRENT }, (_, i) => fullChat(session, questions[i % questions.length]).catch((error: unknown) => ({ ms: 0, status: 0, last: { type: "thrown", conversation_id: null, message: String(error) } }))));
    const wall = performance.now() - started;
    const completed = results.filter((result) => result.status === 200 && result.last?.type === "complete");
    const ids = completed.map((result) => result.last!.conversation_id!).filter(Boolean);
    const stored = ids.length
      ? (
          await session.handle.pglite!.query<{ n: number }>(
            `select count(*)::int as n from (select conversation_id from messages where conversation_id = any($1::uuid[]) group by conversation_id having count(*) filter (where message_role = 'user') = 1 and count(*) filter (where message_role = 'assistant') = 1) stored`,
            [ids],
          )
        ).rows[0].n
      : 0;
    return { chat: median(chat), bare: median(bare), single: single.ms, wall, completed: completed.length, errors: results.length - completed.length, stored };
  });
}

type LumosStreamsResult = Awaited<ReturnType<typeof lumosStreams>>;
type LumosAnswerResult = Awaited<ReturnType<typeof lumosAnswerTimes>>;

/** Generates the 10,000-game market and measures on it and on the default market; the large market is measured by the caller. */
async function lumosBench(defaultDataDir: string) {
  log(`Lumos: into PGlite, ${LUMOS_GAMES.toLocaleString("en-US")} games…`);
  const market = await generateIntoDatabase(LUMOS_GAMES);
  log("Lumos: full answers, first events and concurrent streams…");
  const answers = await lumosAnswerTimes(market.dataDir);
  const streams = await lumosStreams(defaultDataDir);
  if (!values.keep) fs.rmSync(market.dataDir, { recursive: true, force: true });
  return { answers, streams };
}

function lumosRows({ answers, streams }: { answers: LumosAnswerResult; streams: LumosStreamsResult }, large: LumosAnswerResult | null): string[][] {
  const firstEvent = streams.chat - streams.bare;
  const rows = [
    [
      `Lumos chat pipeline (streamChat, in-process), time to first event minus a bare streaming route's, ${DEFAULT_GAMES.toLocaleString("en-US")} games, median of ${LUMOS_RUNS}`,
      `${firstEvent.toFixed(1)} ms (chat ${streams.chat.toFixed(1)} ms)`,
      `bare streaming route ${streams.bare.toFixed(1)} ms`,
      `${(streams.chat / streams.bare).toFixed(2)}×`,
      `≤ 20 ms: ${firstEvent <= 20 ? "met" : "missed"}`,
    ],
    [
      `Lumos full answer, 4-filter question ("${LUMOS_QUESTION}"), ${answers.games.toLocaleString("en-US")} games, p95 of ${LUMOS_RUNS}`,
      `${answers.p95.toFixed(1)} ms`,
      `median ${answers.median.toFixed(1)} ms`,
      `p95 ${(answers.p95 / answers.median).toFixed(2)}× median`,
      `≤ 150 ms: ${answers.p95 <= 150 ? "met" : "missed"}`,
    ],
  ];
  if (large) {
    const growth = large.p95 / answers.p95;
    rows.push([
      `Lumos full answer, same question, ${large.games.toLocaleString("en-US")} games, p95 of ${LUMOS_RUNS}`,
      `${large.p95.toFixed(1)} ms (median ${large.median.toFixed(1)} ms)`,
      `${answers.games.toLocaleString("en-US")} games ${answers.p95.toFixed(1)} ms (median ${answers.median.toFixed(1)} ms)`,
      `${growth.toFixed(2)}× for ${(large.games / answers.games).toFixed(1)}× the games`,
      `≤ 3×: ${growth <= 3 ? "met" : "missed"}`,
    ]);
  }
  for (const market of large ? [answers, large] : [answers]) {
    rows.push([
      `Lumos first answer after start, nothing known yet (built on the question, in-process), ${market.games.toLocaleString("en-US")} games`,
      `${market.firstMs.toFixed(0)} ms`,
      `warm median ${market.median.toFixed(1)} ms`,
      `${(market.firstMs / market.median).toFixed(0)}×`,
      `≤ 3000 ms: ${market.firstMs <= 3000 ? "met" : "missed"}`,
    ]);
  }
  rows.push([
    `Lumos, ${LUMOS_CONCURRENT} concurrent chat streams (in-process), ${DEFAULT_GAMES.toLocaleString("en-US")} games`,
    `${streams.completed}/${LUMOS_CONCURRENT} complete, ${streams.errors} errors, ${streams.stored} conversations stored; ${streams.wall.toFixed(0)} ms in all`,
    `one stream ${streams.single.toFixed(0)} ms`,
    `${(streams.wall / streams.single).toFixed(1)}× one stream`,
    `no error, all stored: ${streams.errors === 0 && streams.stored === LUMOS_CONCURRENT ? "met" : "missed"}`,
  ]);
  return rows;
}

async function main() {
  fs.mkdirSync(benchDir, { recursive: true });
  const machine = machineLabel();
  log(machine);

  log(`generator only, ${DEFAULT_GAMES} games…`);
  const baseline = await generateOnly(DEFAULT_GAMES);
  log(`into PGlite, ${DEFAULT_GAMES} games…`);
  const standard = await generateIntoDatabase(DEFAULT_GAMES);

  log("datasets and batches on the default market…");
  const standardDatasets = await datasetTimes(standard.dataDir);
  const batch = await batchLatency(standard.dataDir);
  const lumos = await lumosBench(standard.dataDir);

  let large: {
    baseline: Awaited<ReturnType<typeof generateOnly>>;
    db: Awaited<ReturnType<typeof generateIntoDatabase>>;
    datasets: Awaited<ReturnType<typeof datasetTimes>>;
    lumos: LumosAnswerResult;
  } | null = null;
  if (!values.quick) {
    log(`generator only, ${LARGE_GAMES} games…`);
    const largeBaseline = await generateOnly(LARGE_GAMES);
    log(`into PGlite, ${LARGE_GAMES} games (this takes a while)…`);
    const db = await generateIntoDatabase(LARGE_GAMES);
    log(`generated in ${db.seconds.toFixed(0)} s, ${mb(db.bytes).toFixed(0)} MB; datasets on the large market…`);
    const datasets = await datasetTimes(db.dataDir);
    log("Lumos full answers on the large market…");
    const lumosLarge = await lumosAnswerTimes(db.dataDir);
    fs.rmSync(db.dataDir, { recursive: true, force: true });
    large = { baseline: largeBaseline, db, datasets, lumos: lumosLarge };
  }

  log("start-up with an existing build…");
  const env = await prepareServing(standard.dataDir);
  const nextStart: number[] = [];
  const npmStart: number[] = [];
  for (let run = 0; run < START_RUNS; run++) {
    nextStart.push(
      await timeToFirstPage(["node", "node_modules/next/dist/bin/next", "start", "-p", "3202"], { ...env, NODE_ENV: "production", NEXTAUTH_SECRET: "b".repeat(40) }, 3202),
    );
    npmStart.push(await timeToFirstPage(["npm", "start"], env, 3203));
  }

  log("GraphQL against a plain JSON route over HTTP…");
  const http = await withServer(env, 3204, async (base) => {
    const signIn = await fetch(`${base}/api/signin`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "analyst@lumos.local", password: "Lumos-Analyst-2026!" }),
    });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}`, "content-type": "application/json" };
    await requestsPerSecond(() => fetch(`${base}/api/market-research/datapoints-filter`, { headers }), 2);
    const plain = await requestsPerSecond(() => fetch(`${base}/api/market-research/datapoints-filter`, { headers }));
    const graphql = await requestsPerSecond(() =>
      fetch(`${base}/api/graphql`, { method: "POST", headers, body: JSON.stringify({ query: "{ fetchPlatforms(id: [3]) { id name } }" }) }),
    );
    return { plain, graphql };
  });
  log("analytics screens…");
  const screens = await withServer({ ...env, ...BASELINE_ENV }, 3205, (base) => screensBench(base, path.join(root, ".next"), log));
  log("load…");
  const load = await loadRun(env);

  const rows: string[][] = [
    ["measure", "result", "baseline (same run)", "ratio", "target"],
    [
      `generation, ${DEFAULT_GAMES.toLocaleString("en-US")} games (migrate, generate, aggregates, accounts)`,
      `${standard.seconds.toFixed(1)} s`,
      `generator alone ${baseline.seconds.toFixed(1)} s`,
      `${(standard.seconds / baseline.seconds).toFixed(1)}×`,
      `≤ 60 s: ${standard.seconds <= 60 ? "met" : "missed"}`,
    ],
    [
      `database size, ${DEFAULT_GAMES.toLocaleString("en-US")} games`,
      `${mb(standard.bytes).toFixed(0)} MB`,
      `rows as JSON ${mb(baseline.rawBytes).toFixed(0)} MB (${baseline.rows.toLocaleString("en-US")} rows)`,
      `${(standard.bytes / baseline.rawBytes).toFixed(2)}×`,
      `≤ 300 MB: ${mb(standard.bytes) <= 300 ? "met" : "missed"}`,
    ],
  ];
  if (large) {
    rows.push(
      [
        `generation, ${LARGE_GAMES.toLocaleString("en-US")} games`,
        `${large.db.seconds.toFixed(0)} s`,
        `default size ${standard.seconds.toFixed(1)} s; generator alone ${large.baseline.seconds.toFixed(0)} s`,
        `${(large.db.seconds / standard.seconds).toFixed(1)}× for ${(LARGE_GAMES / DEFAULT_GAMES).toFixed(1)}× the games`,
        "works",
      ],
      [
        `database size, ${LARGE_GAMES.toLocaleString("en-US")} games`,
        `${mb(large.db.bytes).toFixed(0)} MB`,
        `default size ${mb(standard.bytes).toFixed(0)} MB; rows as JSON ${mb(large.baseline.rawBytes).toFixed(0)} MB`,
        `${(large.db.bytes / standard.bytes).toFixed(1)}× for ${(LARGE_GAMES / DEFAULT_GAMES).toFixed(1)}× the games`,
        "-",
      ],
    );
  }
  rows.push([
    "`npm start` to first served page, existing build and data (median of " + START_RUNS + ")",
    `${median(npmStart).toFixed(1)} s`,
    `bare \`next start\` ${median(nextStart).toFixed(1)} s`,
    `${(median(npmStart) / median(nextStart)).toFixed(2)}×`,
    `≤ 15 s: ${median(npmStart) <= 15 ? "met" : "missed"}`,
  ]);

  rows.push([
    "GraphQL requests per second (trivial query) ÷ plain JSON route, same build, 8 in flight",
    `${http.graphql.toFixed(0)} req/s`,
    `plain JSON route ${http.plain.toFixed(0)} req/s`,
    `${(http.graphql / http.plain).toFixed(2)}`,
    `≥ 0.5: ${http.graphql / http.plain >= 0.5 ? "met" : "missed"}`,
  ]);
  rows.push([
    "batch of 20 GraphQL queries ÷ one query, latency (in-process, median of 15)",
    `${batch.twenty.toFixed(1)} ms`,
    `one query ${batch.one.toFixed(1)} ms`,
    `${(batch.twenty / batch.one).toFixed(2)}×`,
    `≤ 3×: ${batch.twenty / batch.one <= 3 ? "met" : "missed"}`,
  ]);
  rows.push(...lumosRows(lumos, large?.lumos ?? null));
  rows.push(...screensRows(screens));
  const datasetRows = (label: string, times: Record<string, { cold: number[]; warm: number[] }>) => {
    for (const [name, { cold, warm }] of Object.entries(times)) {
      rows.push([
        `${name}, ${label} (median of 5 games)`,
        `cold ${median(cold).toFixed(1)} ms, warm ${median(warm).toFixed(2)} ms`,
        "cold build",
        `warm ${(median(warm) / median(cold)).toFixed(3)}× cold`,
        `warm ≤ 2 ms: ${median(warm) <= 2 ? "met" : "missed"}; cold ≤ 50 ms: ${median(cold) <= 50 ? "met" : "missed"}`,
      ]);
    }
  };
  datasetRows(`${DEFAULT_GAMES.toLocaleString("en-US")} games`, standardDatasets);
  if (large) datasetRows(`${LARGE_GAMES.toLocaleString("en-US")} games`, large.datasets);

  rows.push(...loadRows(load));

  writeReport(rows, `${machine}${values.quick ? " (quick)" : ""}${loadShortened() ? ` (load${loadShortened()})` : ""}`, loadDetail(load));
  fs.rmSync(benchDir, { recursive: true, force: true });
}

/** Builds when no build exists, and starts once so the start script's secret and fingerprint are in place. */
async function prepareServing(dataDir: string) {
  const env = { DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1" };
  // The start script builds when its sources have no build yet (a build of its own fingerprint), which takes minutes.
  await timeToFirstPage(["npm", "start"], env, 3201, 20 * 60_000);
  return env;
}

const RUNS_HEADING = "## Runs (newest first)\n\n";

function writeReport(rows: string[][], title: string, detail?: string) {
  const table = rows.map((row, i) => `| ${row.join(" | ")} |${i === 0 ? `\n|${row.map(() => " --- ").join("|")}|` : ""}`).join("\n");
  const report = `## ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC — ${title}\n\n${table}\n${detail ? `\n${detail}` : ""}`;
  console.log(`\n${report}`);
  // The report goes first under the runs heading; the summary table and the history above it are written by hand.
  const file = path.join(root, "docs", "benchmarks.md");
  const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : `# Benchmarks\n\n${RUNS_HEADING}`;
  const at = text.indexOf(RUNS_HEADING);
  const [before, after] = at === -1 ? [`${text.trimEnd()}\n\n${RUNS_HEADING}`, ""] : [text.slice(0, at + RUNS_HEADING.length), text.slice(at + RUNS_HEADING.length)];
  fs.writeFileSync(file, `${before}${report}\n${after}`);
}

/** A part of the bench alone on the default market, served by a build: its rows go into a report of their own. */
async function servedDefaultMarketOnly(label: string, measure: (env: Record<string, string>) => Promise<{ rows: string[][]; detail?: string }>) {
  fs.mkdirSync(benchDir, { recursive: true });
  const machine = machineLabel();
  log(`into PGlite, ${DEFAULT_GAMES} games…`);
  const standard = await generateIntoDatabase(DEFAULT_GAMES);
  const env = await prepareServing(standard.dataDir);
  const { rows, detail } = await measure(env);
  writeReport([["measure", "result", "baseline (same run)", "ratio", "target"], ...rows], `${machine} (${label})`, detail);
  if (!values.keep) fs.rmSync(benchDir, { recursive: true, force: true });
}

/** The real Steam data beside the repository (../shared/realdata), imported into a bench folder of its own. */
function importRealData(): Record<string, string> {
  const folder = path.join(root, "..", "shared", "realdata");
  const files = fs.existsSync(folder) ? fs.readdirSync(folder).filter((name) => name.endsWith(".csv")).map((name) => path.join(folder, name)) : [];
  if (files.length === 0) throw new Error(`--real: no CSV files in ${folder}`);
  const env = { DATA_DIR: path.join(benchDir, "real"), NEXT_TELEMETRY_DISABLED: "1" };
  log(`importing the real data (${files.map((file) => path.basename(file)).join(", ")})…`);
  const result = spawnSync("npm", ["run", "import", "--", ...files], { cwd: root, env: { ...process.env, ...env }, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`npm run import failed (${result.status}):\n${result.stderr}${result.stdout}`);
  return env;
}

/** Time and disk of a large generation against the issue's goals (none when --keep reused an earlier market). */
function generationRows(market: { seconds: number; bytes: number }): string[][] {
  if (Number.isNaN(market.seconds)) return [];
  return [
    ["generation (migrate, generate, indexes, aggregates, ANALYZE, accounts)", `${market.seconds.toFixed(0)} s`, "-", "-", `≤ 600 s: ${market.seconds <= 600 ? "met" : "missed"}`],
    ["database on disk after generation", `${mb(market.bytes).toFixed(0)} MB`, "-", "-", `≤ 2000 MB: ${mb(market.bytes) <= 2000 ? "met" : "missed"}`],
  ];
}

/** `--only screens [--real]`: the analytics screens' figures alone, on the default market and with --real on the real data. */
function screensOnly() {
  const sizes = ["default market", ...(values.large !== undefined ? [`${LARGE_GAMES.toLocaleString("en-US")} games`] : []), ...(values.real ? ["real data"] : [])];
  return servedDefaultMarketOnly(`analytics screens only, ${sizes.join(", ")}`, async (env) => {
    const measure = (serveEnv: Record<string, string>) => withServer({ ...serveEnv, ...BASELINE_ENV }, 3205, (base) => screensBench(base, path.join(root, ".next"), log));
    const labelled = (label: string, rows: string[][]) => rows.map(([measureLabel, ...rest]) => [`${label}: ${measureLabel}`, ...rest]);
    const rows = screensRows(await measure(env));
    if (!values.real && values.large === undefined) return { rows };
    const sizes = [labelled(`default market (${DEFAULT_GAMES} games)`, rows)];
    if (values.large !== undefined) {
      log(`into PGlite, ${LARGE_GAMES} games (this takes a while)…`);
      const large = await generateIntoDatabase(LARGE_GAMES);
      const largeEnv = await prepareServing(large.dataDir);
      sizes.push(labelled(`${LARGE_GAMES.toLocaleString("en-US")} generated games`, [...generationRows(large), ...screensRows(await measure(largeEnv))]));
    }
    if (values.real) sizes.push(labelled("real data (../shared/realdata)", screensRows(await measure(importRealData()))));
    return { rows: sizes.flat() };
  });
}

/** `--only lumos [--keep]`: the Lumos figures alone, on the default, 10,000-game and large markets. */
async function lumosOnly() {
  fs.mkdirSync(benchDir, { recursive: true });
  const machine = machineLabel();
  log(`into PGlite, ${DEFAULT_GAMES} games…`);
  const standard = await generateIntoDatabase(DEFAULT_GAMES);
  const lumos = await lumosBench(standard.dataDir);
  log(`into PGlite, ${LARGE_GAMES} games (this takes a while)…`);
  const large = await generateIntoDatabase(LARGE_GAMES);
  log("Lumos full answers on the large market…");
  const lumosLarge = await lumosAnswerTimes(large.dataDir);
  log("Lumos concurrent streams on the large market…");
  const streamsLarge = await lumosStreams(large.dataDir);
  const largeStreamsRow = [
    `Lumos, ${LUMOS_CONCURRENT} concurrent chat streams (in-process), ${lumosLarge.games.toLocaleString("en-US")} games`,
    `${streamsLarge.completed}/${LUMOS_CONCURRENT} complete, ${streamsLarge.errors} errors, ${streamsLarge.stored} conversations stored; ${streamsLarge.wall.toFixed(0)} ms in all`,
    `one stream ${streamsLarge.single.toFixed(0)} ms`,
    `${(streamsLarge.wall / streamsLarge.single).toFixed(1)}× one stream`,
    `no error, all stored: ${streamsLarge.errors === 0 && streamsLarge.stored === LUMOS_CONCURRENT ? "met" : "missed"}`,
  ];
  writeReport([["measure", "result", "baseline (same run)", "ratio", "target"], ...lumosRows(lumos, lumosLarge), largeStreamsRow], `${machine} (Lumos only)`);
  if (!values.keep) fs.rmSync(benchDir, { recursive: true, force: true });
}

/** The load run on a served build (issue 8, "Load"); its server's output goes to a file outside the bench folder. */
async function loadRun(env: Record<string, string>) {
  const logFile = path.join(os.tmpdir(), "lumos-bench-load-server.log");
  log(`load: the server's output goes to ${logFile}`);
  return withServer(env, 3206, (base, pid) => loadBench(base, pid, { questions: LUMOS_MIX, saturateSeconds: SATURATE_SECONDS, steadySeconds: LOAD_SECONDS, log }), logFile);
}

/** `--only load [--load-seconds 300] [--saturate-seconds 30]`: the default market under load alone. */
function loadOnly() {
  const large = values.large !== undefined;
  return servedDefaultMarketOnly(`load only${large ? `, ${LARGE_GAMES.toLocaleString("en-US")} games` : ""}${loadShortened()}`, async (env) => {
    let serveEnv = env;
    if (large) {
      log(`into PGlite, ${LARGE_GAMES} games (this takes a while)…`);
      serveEnv = await prepareServing((await generateIntoDatabase(LARGE_GAMES)).dataDir);
    }
    const load = await loadRun(serveEnv);
    const rows = loadRows(load);
    return { rows: large ? rows.map(([label, ...rest]) => [`${LARGE_GAMES.toLocaleString("en-US")} generated games: ${label}`, ...rest]) : rows, detail: loadDetail(load) };
  });
}

const modes: Record<string, () => Promise<void>> = { screens: screensOnly, lumos: lumosOnly, load: loadOnly };
if (values.only !== undefined && !(values.only in modes)) {
  usageError(`--only takes ${Object.keys(modes).map((mode) => `"${mode}"`).join(" or ")} (got "${values.only}")`, USAGE);
}
(values.only === undefined ? main() : modes[values.only]()).catch((error) => {
  console.error(error);
  process.exit(1);
});
