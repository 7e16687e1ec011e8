// The analytics screens' part of `npm run bench` (issue "Analytics screens"): server-rendering throughput of the
// screens against a truly bare page of the same build (app/(bench)/bench-baseline), the first-load JavaScript of
// every route from the build's manifests, and Lighthouse (desktop) in Debian's Chromium. Runs against a served
// build; bench.ts starts it.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import zlib from "node:zlib";
import { marketResearchHref, parseMarketResearchQuery, sectionsParams } from "@/lib/market-research/market-research-query";

const ANALYST = { identifier: "analyst@lumos.local", password: "Lumos-Analyst-2026!" };
/** The baseline: a bare page of the same build (a 50-row table, no session, no data), served only with BASELINE_ENV=1. */
export const BARE_PAGE_PATH = "/bench-baseline";
export const BASELINE_ENV = { LUMOS_BENCH_BASELINE: "1" } as const;
export const FIRST_LOAD_GOAL_KB = 150;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

/** Signs in through next-auth's credentials callback, as the sign-in form does; returns the Cookie header. */
export async function signInCookie(base: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const csrf = await fetch(`${base}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const callback = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookie() },
    body: new URLSearchParams({ ...ANALYST, csrfToken, json: "true", callbackUrl: `${base}/` }),
  });
  keep(callback);
  if (![...jar.keys()].some((name) => name.includes("session-token"))) throw new Error(`sign-in failed: ${callback.status}`);
  return cookie();
}

interface Throughput {
  perSecond: number;
  /** Server response time p95 (first byte to last), in ms, at the same concurrency. */
  p95: number;
}

/** The time of every request to a page over `seconds`, `concurrency` in flight, every body read to its end. */
async function requestTimes(url: string, headers: Record<string, string>, seconds: number, concurrency = 4): Promise<number[]> {
  const times: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const response = await fetch(url, { headers, redirect: "manual" });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${url}: status ${response.status}`);
        times.push(performance.now() - started);
      }
    }),
  );
  return times;
}

const throughput = (times: number[], seconds: number): Throughput => ({ perSecond: times.length / seconds, p95: percentile(times, 95) });

/** A page's throughput and, measured in the same rounds, the bare page's: its baseline. */
interface Paired {
  page: Throughput;
  bare: Throughput;
}

/** Rounds of the bare page and a page in turn, each `PAIRED_ROUND_SECONDS`, and how many. */
const PAIRED_ROUNDS = 3;
const PAIRED_ROUND_SECONDS = 2;

/**
 * A page's requests a second against the bare page's, measured in alternating rounds (bare, page, bare, page…), so
 * that both are measured in the same minute of the server's life: a server's pace drifts by a third from one
 * minute to the next at 100,000 games (garbage collection of a 1 GB heap, the minutes after start), more than
 * the difference a ratio is read for (docs/decisions.md, "The bare page is measured beside each screen").
 */
async function pairedWithBare(url: string, bareUrl: string, headers: Record<string, string>): Promise<Paired> {
  const page: number[] = [];
  const bare: number[] = [];
  for (let round = 0; round < PAIRED_ROUNDS; round++) {
    bare.push(...(await requestTimes(bareUrl, {}, PAIRED_ROUND_SECONDS)));
    page.push(...(await requestTimes(url, headers, PAIRED_ROUND_SECONDS)));
  }
  const seconds = PAIRED_ROUNDS * PAIRED_ROUND_SECONDS;
  return { page: throughput(page, seconds), bare: throughput(bare, seconds) };
}

/** A game with players: the top of the dashboard's ranking. */
export async function topGameId(base: string, cookie: string): Promise<number> {
  const response = await fetch(`${base}/api/static-json?url=dashboard`, { headers: { cookie } });
  const body = (await response.json()) as { data: { playerCountOverview: { games: Array<{ game_id: number }> } } };
  const id = body.data.playerCountOverview.games.find((game) => game.game_id > 0)?.game_id;
  if (!id) throw new Error("no game with players in the bench market");
  return id;
}

export interface RouteSize {
  route: string;
  kb: number;
}

/**
 * First-load JavaScript of each page, gzipped: every script its HTML loads, as a browser downloads them on a first
 * visit (Next 16 writes no per-route list of chunks any more). Polyfills load only in old browsers and are left out.
 */
export async function firstLoadSizes(base: string, pages: readonly { path: string; cookie: string | null }[]): Promise<RouteSize[]> {
  const sizes = new Map<string, number>();
  const gzipped = async (src: string) => {
    if (!sizes.has(src)) {
      const response = await fetch(`${base}${src}`);
      if (!response.ok) throw new Error(`${src}: status ${response.status}`);
      sizes.set(src, zlib.gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length);
    }
    return sizes.get(src)!;
  };
  const routes: RouteSize[] = [];
  for (const { path: page, cookie } of pages) {
    const html = await (await fetch(`${base}${page}`, { headers: cookie ? { cookie } : {} })).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"/g)]
      .filter(([, attributes, src]) => !/\bnomodule\b/i.test(attributes) && !src.includes("/polyfills-"))
      .map(([, , src]) => src.replace(/&amp;/g, "&"));
    let bytes = 0;
    for (const src of new Set(scripts)) bytes += await gzipped(src);
    routes.push({ route: page, kb: bytes / 1024 });
  }
  return routes.sort((a, b) => b.kb - a.kb);
}

export interface LighthouseScore {
  path: string;
  performance: number;
  accessibility: number;
}

/**
 * Why Lighthouse could not run, checked before any server starts: a Chromium that fails to launch later stopped the
 * bench with a server of its own still holding the market's folder.
 */
export function chromiumProblem(): string | null {
  if (fs.existsSync(CHROMIUM)) return null;
  return `Chromium is not installed at ${CHROMIUM}, and the screens' Lighthouse scores need it: run "bash scripts/ensure-chromium.sh" (Debian's chromium) or set CHROMIUM_PATH.`;
}

/** How many Lighthouse runs a page's scores come from, after one to warm: the median performance, the lowest accessibility. */
const LIGHTHOUSE_RUNS = 3;

/** Lighthouse with its desktop settings in Debian's Chromium, signed in through the session cookie where one is given. */
async function lighthouseScores(base: string, pages: Array<{ path: string; cookie: string | null }>): Promise<LighthouseScore[]> {
  const [{ default: lighthouse }, { default: desktopConfig }, chromeLauncher] = await Promise.all([
    import("lighthouse"),
    import("lighthouse/core/config/desktop-config.js"),
    import("chrome-launcher"),
  ]);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const scores: LighthouseScore[] = [];
    for (const { path: page, cookie } of pages) {
      // One untimed run warms the server's dataset cache and Chromium's compile cache, as a returning user has; then the
      // median of LIGHTHOUSE_RUNS: one run's performance score moved by up to 20 points from the next on this machine.
      const performanceScores: number[] = [];
      const accessibilityScores: number[] = [];
      for (let run = 0; run <= LIGHTHOUSE_RUNS; run++) {
        const audit = () =>
          lighthouse(
            `${base}${page}`,
            { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"], extraHeaders: cookie ? { cookie } : {} },
            desktopConfig,
          );
        // Lighthouse's own conversation with Chromium sometimes breaks ("Promise was collected"): that run says
        // nothing of the page, and is made again once.
        const result = await audit().catch((error: unknown) => {
          console.warn(`[bench] Lighthouse failed on ${page} (${error instanceof Error ? error.message : String(error)}); running it again`);
          return audit();
        });
        const categories = result!.lhr.categories;
        if (run === 0) continue;
        performanceScores.push(Math.round((categories.performance.score ?? 0) * 100));
        accessibilityScores.push(Math.round((categories.accessibility.score ?? 0) * 100));
      }
      scores.push({ path: page, performance: percentile(performanceScores, 50), accessibility: Math.min(...accessibilityScores) });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

interface EventLoopDelay {
  samples: number;
  p50: number;
  p99: number;
  max: number;
  /** Garbage-collection pauses in the same window. */
  gc: { count: number; totalMs: number; maxMs: number };
}

export interface IsolationResult {
  /** The bare page's p99, alone and while the heavy requests run, in ms. */
  bareAloneP99: number;
  bareBusyP99: number;
  bareBusyCount: number;
  eventLoopAlone: EventLoopDelay;
  eventLoopBusy: EventLoopDelay;
  heavyDone: number;
  heavyFailed: number;
  /** Market research views nobody had asked for (a filter, a sort, a page), p95 in ms, beside the other heavy requests. */
  researchViewP95: number;
  researchViews: number;
  /** The same views' sections below the fold (their second request, as a browser makes it), p95 in ms. */
  researchSectionsP95: number;
}

const eventLoopDelay = async (base: string, reset = false): Promise<EventLoopDelay> =>
  (await fetch(`${base}/_bench/event-loop${reset ? "?reset=1" : ""}`)).json() as Promise<EventLoopDelay>;

/**
 * The bare page fetched one at a time, every 50 ms, by a process of its own (scripts/bench-probe.mjs), from its first
 * timed request until what `until` returns then resolves; its latencies.
 */
async function probeBarePage(base: string, until: () => Promise<unknown>): Promise<number[]> {
  const probe = spawn(process.execPath, [path.join(process.cwd(), "scripts", "bench-probe.mjs"), `${base}${BARE_PAGE_PATH}`], {
    stdio: ["pipe", "pipe", "pipe"],
    // A session of its own, as another user's: Linux with autogroup scheduling shares the cores between sessions
    // first, and in the bench's session the probe waited behind the bench's reading of the heavy responses
    // (docs/decisions.md, "The bare page's probe runs in a session of its own").
    detached: true,
  });
  let output = "";
  let errors = "";
  const started = new Promise<void>((resolve) =>
    probe.stdout.on("data", (chunk: Buffer) => {
      output += chunk;
      if (output.startsWith("started\n")) resolve();
    }),
  );
  probe.stderr.on("data", (chunk: Buffer) => (errors += chunk));
  const closed = new Promise<number | null>((resolve) => probe.on("close", resolve));
  // The window is timed from the probe's first timed request; a probe that ends before (its first request failed)
  // ends it.
  if ((await Promise.race([started.then(() => "started"), closed])) === "started") await Promise.race([until(), closed]);
  probe.stdin.end();
  const code = await closed;
  if (code !== 0) throw new Error(`the bare-page probe failed: ${errors.trim() || `exit code ${code}`}`);
  return JSON.parse(output.slice("started\n".length)) as number[];
}

const RESEARCH_SORTS = [
  "peak_players",
  "revenue",
  "copies_sold",
  "arpu",
  "sentiment",
  "growth",
  "reviews",
  "wishlists",
  "followers",
  "release_date",
  "title",
  "price",
];

/**
 * Market-research views nobody asked for yet: every sort in both directions, on one of pages 1–40, under one of 13
 * filters (none, platforms, developer sizes, one or two features, release windows, upcoming, data points, and
 * combinations), each at the address the page gives it. 13 is prime to the 24 sorts, so the first 312 views are all
 * different.
 */
export function researchViews(featureIds: readonly number[], platformIds: readonly number[]): string[] {
  const feature = (index: number) => featureIds[index % featureIds.length];
  const platform = (index: number) => platformIds[index % platformIds.length];
  const filters = [
    "",
    `platform=${platform(0)}`,
    "size=Indie",
    `feature=${feature(0)}`,
    "release=Last5Years",
    `platform=${platform(1)}&size=AA,AAA`,
    "status=upcoming",
    `feature=${feature(1)},${feature(2)}`,
    "datapoint=free_to_play",
    `release=Released&platform=${platform(2)}`,
    `feature=${feature(3)}&size=Indie`,
    "datapoint=premium&release=Last1Year",
    `feature=${feature(4)}&platform=${platform(3)}`,
  ];
  const sorts = RESEARCH_SORTS.flatMap((sort) => ["asc", "desc"].map((dir) => `sort=${sort}&dir=${dir}`));
  return Array.from({ length: sorts.length * filters.length }, (_, index) => {
    const filter = filters[index % filters.length];
    // Filtered views start on page 1 (a filter change goes back to it); the others on a page of 2–40.
    const page = filter === "" ? 2 + ((index * 3) % 39) : 1 + (index % 3);
    // At its canonical address: any other (dir=desc where descending is the default) is answered with a redirect to
    // it, not with the view.
    const raw = new URLSearchParams([filter, sorts[index % sorts.length], `page=${page}`].filter(Boolean).join("&"));
    return marketResearchHref(parseMarketResearchQuery(raw).query);
  });
}

/**
 * Ids the research views filter by: the first genres (type 1) and every platform, read through GraphQL. Genres, not
 * the feature ranking, which a real import of one day of player counts leaves empty.
 */
async function researchFilterIds(base: string, accessToken: string): Promise<{ featureIds: number[]; platformIds: number[] }> {
  const response = await fetch(`${base}/api/graphql`, {
    method: "POST",
    headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
    body: JSON.stringify({ query: "{ fetchPaginatedClassifications(classification_type_id: [1], perPage: 8) { data { id } } fetchPlatforms { id } }" }),
  });
  const body = (await response.json()) as {
    data?: { fetchPaginatedClassifications: { data: Array<{ id: number }> }; fetchPlatforms: Array<{ id: number }> };
  };
  const featureIds = body.data?.fetchPaginatedClassifications.data.map((item) => item.id) ?? [];
  const platformIds = body.data?.fetchPlatforms.map((platform) => platform.id) ?? [];
  if (featureIds.length === 0 || platformIds.length === 0) throw new Error(`no genres or platforms to filter market research by (${response.status})`);
  return { featureIds, platformIds };
}

/**
 * Where the heavy requests' game breakdowns and market-research views have got to. Each window goes on from where the
 * last one left them: a later window on the same server (the steady one after the first requests after start) asks
 * for games and views no earlier window asked for, none of them in the server's caches yet.
 */
const heavySequence = { turn: 0, research: 0 };

/** The bare page and the event loop while four heavy requests are always in flight, for one window of time. */
interface BusyWindow {
  bare: number[];
  eventLoop: EventLoopDelay;
  heavyDone: number;
  heavyFailed: number;
  researchTimes: number[];
  sectionTimes: number[];
}

/**
 * Four heavy requests always in flight (market research over every game in views not requested before, uncached game
 * breakdowns with their sections and Lumos answers) until what `ends` returns resolves, while a bare page is fetched
 * one at a time; the server's own event-loop delay (perf_hooks) is read for the same window. What the heavy requests
 * need (a bearer token, the games' ids, the filters' ids) is read before the window opens.
 */
async function busyWindow(base: string, cookie: string, ends: () => Promise<void>): Promise<BusyWindow> {
  const signIn = await fetch(`${base}/api/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: ANALYST.identifier, password: ANALYST.password }),
  });
  const { accessToken, user } = (await signIn.json()) as { accessToken: string; user: { id: string } };
  const ids = ((await (await fetch(`${base}/api/static-json?url=game_ids`, { headers: { cookie } })).json()) as { data: number[] }).data;
  const filterIds = await researchFilterIds(base, accessToken);
  const views = researchViews(filterIds.featureIds, filterIds.platformIds);
  const questions = [
    "racing games",
    "upcoming RPGs on PS5",
    "horror games released after 2020 not on Switch",
    "RPG games on PS5 with over 1k peak players and ARPU above $2",
  ];
  let heavyDone = 0;
  let heavyFailed = 0;
  const researchTimes: number[] = [];
  const sectionTimes: number[] = [];
  /** A request read to its end: whether it answered 200, and how long it took. */
  const read = async (url: string, init: RequestInit = { headers: { cookie } }) => {
    const started = performance.now();
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return { ok: response.ok, ms: performance.now() - started };
  };
  // Each heavy request as a browser makes it; false when any part of it failed.
  const heavy = async (index: number): Promise<boolean> => {
    const kind = index % 4;
    if (kind === 2) {
      // A game breakdown: the page, then its sections below the fold.
      const id = ids[(index * 7919) % ids.length];
      const page = await read(`${base}/game-breakdown-page?id=${id}`);
      return page.ok && (await read(`${base}/api/game-breakdown/sections?id=${id}`)).ok;
    }
    if (kind === 3) {
      const answer = await read(`${base}/api/assistant/chat/stream`, {
        method: "POST",
        headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json", accept: "text/event-stream" },
        body: JSON.stringify({ message: questions[index % questions.length], user_id: user.id, conversation_id: null }),
      });
      return answer.ok;
    }
    // A market-research view: the page (timed as the view), then its sections below the fold (timed apart).
    const view = views[heavySequence.research++ % views.length];
    const page = await read(`${base}${view}`);
    if (!page.ok) return false;
    researchTimes.push(page.ms);
    const query = sectionsParams(parseMarketResearchQuery(new URL(view, base).searchParams).query);
    const sections = await read(`${base}/api/market-research/sections?${query}`);
    if (sections.ok) sectionTimes.push(sections.ms);
    return sections.ok;
  };
  await eventLoopDelay(base, true);
  let over = false;
  // A window that ends in a failure (a server whose start-up caches could not be built) ends all the same.
  let ended: Promise<unknown> = Promise.resolve();
  const probing = probeBarePage(
    base,
    () =>
      (ended = ends().then(
        () => (over = true),
        () => (over = true),
      )),
  );
  const workers = Array.from({ length: 4 }, async (_, worker) => {
    while (!over) {
      if (await heavy(worker + 4 * heavySequence.turn++)) heavyDone++;
      else heavyFailed++;
    }
  });
  let bare: number[];
  try {
    bare = await probing;
    await ended;
  } finally {
    over = true;
  }
  await Promise.all(workers);
  const eventLoop = await eventLoopDelay(base, true);
  return { bare, eventLoop, heavyDone, heavyFailed, researchTimes, sectionTimes };
}

const afterMs = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Whether one request waits for another: a bare page is fetched one at a time, first alone, then beside four heavy
 * requests (busyWindow); the server's own event-loop delay (perf_hooks) is read for both windows.
 */
export async function isolationBench(base: string, cookie: string, log: (line: string) => void, seconds = 15): Promise<IsolationResult> {
  log("screens: a bare page alone, then beside heavy requests…");
  await eventLoopDelay(base, true);
  const alone = await probeBarePage(base, () => afterMs(5_000));
  const eventLoopAlone = await eventLoopDelay(base, true);
  const busy = await busyWindow(base, cookie, () => afterMs(seconds * 1000));
  return {
    bareAloneP99: percentile(alone, 99),
    bareBusyP99: percentile(busy.bare, 99),
    bareBusyCount: busy.bare.length,
    eventLoopAlone,
    eventLoopBusy: busy.eventLoop,
    heavyDone: busy.heavyDone,
    heavyFailed: busy.heavyFailed,
    researchViewP95: percentile(busy.researchTimes, 95),
    researchViews: busy.researchTimes.length,
    researchSectionsP95: percentile(busy.sectionTimes, 95),
  };
}

/** The figures of a window of heavy requests (busyWindow) the bench opens at a moment of the server's life. */
export interface WindowFigures {
  /** How long the window lasted, in s. */
  seconds: number;
  bareP99: number;
  bareCount: number;
  eventLoop: EventLoopDelay;
  heavyDone: number;
  heavyFailed: number;
  researchViewP95: number;
  researchViews: number;
}

function windowFigures(window: BusyWindow, started: number): WindowFigures {
  return {
    seconds: (performance.now() - started) / 1000,
    bareP99: percentile(window.bare, 99),
    bareCount: window.bare.length,
    eventLoop: window.eventLoop,
    heavyDone: window.heavyDone,
    heavyFailed: window.heavyFailed,
    researchViewP95: percentile(window.researchTimes, 95),
    researchViews: window.researchTimes.length,
  };
}

/** The first seconds of a server's life: from its first answer until its start-up caches are built and 15 s have passed. */
export type StartUpResult = WindowFigures;

/** How long the start-up window lasts at least. */
const START_UP_WINDOW_MS = 15_000;

/**
 * The first requests after start: from the server's first answer, the heavy requests and the bare page of
 * isolationBench until `cachesBuilt` (the server has printed that its start-up caches are built) and at least 15 s.
 */
export async function startUpBench(base: string, cachesBuilt: Promise<void>, log: (line: string) => void): Promise<StartUpResult> {
  log("screens: the first requests after start…");
  const started = performance.now();
  const cookie = await signInCookie(base);
  const window = await busyWindow(base, cookie, () => Promise.all([cachesBuilt, afterMs(START_UP_WINDOW_MS)]).then(() => undefined));
  return windowFigures(window, started);
}

/** The minutes after an import into the running server: the import's own time, and the window's figures. */
export interface AfterImportResult extends WindowFigures {
  importSeconds: number;
}

/** How long the window lasts once the import has ended: the server notices the new data and builds on it. */
const AFTER_IMPORT_WINDOW_MS = 45_000;

/**
 * An import into the database of the running server (`runImport` resolves with its seconds once it has ended well):
 * the heavy requests and the bare page of isolationBench from its start until 45 s after its end.
 */
export async function afterImportBench(base: string, runImport: () => Promise<number>, log: (line: string) => void): Promise<AfterImportResult> {
  log("screens: an import into the running server, and the seconds after it…");
  const started = performance.now();
  const cookie = await signInCookie(base);
  let importSeconds = Number.NaN;
  const window = await busyWindow(base, cookie, async () => {
    importSeconds = await runImport();
    await afterMs(AFTER_IMPORT_WINDOW_MS);
  });
  return { ...windowFigures(window, started), importSeconds };
}

/** The three rows of a window: the bare page, the event loop and market research's new views. */
function windowRows(name: string, span: string, result: WindowFigures): string[][] {
  const window = `${span} (${result.seconds.toFixed(0)} s), while ${result.heavyDone} heavy requests were done beside it (${result.heavyFailed} failed), 4 in flight, as in the isolation rows`;
  return [
    [
      `${name}: bare page (${BARE_PAGE_PATH}) p99, one at a time, ${window}`,
      `${result.bareP99.toFixed(0)} ms (${result.bareCount} requests)`,
      "-",
      "-",
      `≤ 100 ms: ${result.bareP99 <= 100 ? "met" : "missed"}`,
    ],
    [
      `${name}: server event-loop delay p99, the worse of the two processes, same window`,
      `${result.eventLoop.p99} ms (max ${result.eventLoop.max} ms; garbage collection ${result.eventLoop.gc.count} pauses, longest ${result.eventLoop.gc.maxMs} ms)`,
      "-",
      "-",
      `≤ 50 ms: ${result.eventLoop.p99 <= 50 ? "met" : "missed"}`,
    ],
    [
      `${name}: market research views nobody had asked for, response p95, same window`,
      `${result.researchViewP95.toFixed(0)} ms (${result.researchViews} views)`,
      "-",
      "-",
      `≤ 300 ms: ${result.researchViewP95 <= 300 ? "met" : "missed"}`,
    ],
  ];
}

export const startUpRows = (result: StartUpResult) =>
  windowRows("the first requests after start", "from the server's first answer until its start-up caches are built and at least 15 s", result);

export const afterImportRows = (result: AfterImportResult) =>
  windowRows(`an import into the running server (${result.importSeconds.toFixed(0)} s)`, "from the import's start until 45 s after its end", result);

export function isolationRows(result: IsolationResult): string[][] {
  const heavy = `${result.heavyDone} heavy requests done beside it (${result.heavyFailed} failed): market research views not requested before and uncached game breakdowns, each with its sections, Lumos answers, 4 in flight`;
  return [
    [
      `bare page (${BARE_PAGE_PATH}) p99, one at a time, while ${heavy}`,
      `${result.bareBusyP99.toFixed(0)} ms (${result.bareBusyCount} requests)`,
      `alone ${result.bareAloneP99.toFixed(0)} ms`,
      `${(result.bareBusyP99 / result.bareAloneP99).toFixed(1)}`,
      `≤ 100 ms: ${result.bareBusyP99 <= 100 ? "met" : "missed"}`,
    ],
    [
      "server event-loop delay p99 (perf_hooks monitorEventLoopDelay, the worse of the front and analysis processes), same window",
      `${result.eventLoopBusy.p99} ms (max ${result.eventLoopBusy.max} ms; garbage collection ${result.eventLoopBusy.gc.count} pauses, ${result.eventLoopBusy.gc.totalMs} ms in all, longest ${result.eventLoopBusy.gc.maxMs} ms)`,
      `alone ${result.eventLoopAlone.p99} ms`,
      "-",
      `≤ 50 ms: ${result.eventLoopBusy.p99 <= 50 ? "met" : "missed"}`,
    ],
    [
      "market research, a filter, sort and page nobody had asked for, response p95 beside the same heavy requests",
      `${result.researchViewP95.toFixed(0)} ms (${result.researchViews} views; their sections below the fold, read after it: p95 ${result.researchSectionsP95.toFixed(0)} ms)`,
      "-",
      "-",
      `≤ 300 ms: ${result.researchViewP95 <= 300 ? "met" : "missed"}`,
    ],
  ];
}

export interface ScreensResult {
  dashboard: Paired;
  /** The dashboard's second request: its sections below the fold, read once the page has hydrated. */
  dashboardSections: Paired;
  game: Paired;
  /** The game breakdown's second request: its sections below the fold, read once the page has hydrated. */
  gameSections: Paired;
  research: Paired;
  /** Market research's second request: the view's sections below the fold. */
  researchSections: Paired;
  lumos: Paired;
  gameId: number;
  sizes: RouteSize[];
  /** The bare page's own first-load JavaScript: what the framework loads before any screen adds to it. */
  bareSize: RouteSize;
  lighthouse: LighthouseScore[];
  isolation: IsolationResult;
  /** The first requests after start, when the server was measured from its first answer. */
  startUp?: StartUpResult;
  /** The seconds after an import into the running server, when the bench made one. */
  afterImport?: AfterImportResult;
}

export async function screensBench(base: string, log: (line: string) => void, startUp?: StartUpResult): Promise<ScreensResult> {
  const cookie = await signInCookie(base);
  const gameId = await topGameId(base, cookie);
  const headers = { cookie };
  const urls = {
    bare: `${base}${BARE_PAGE_PATH}`,
    dashboard: `${base}/`,
    dashboardSections: `${base}/api/dashboard/sections`,
    game: `${base}/game-breakdown-page?id=${gameId}`,
    gameSections: `${base}/api/game-breakdown/sections?id=${gameId}`,
    research: `${base}/market-research-page`,
    researchSections: `${base}/api/market-research/sections`,
    lumos: `${base}/lumos-page`,
  };
  log("screens: server rendering, requests per second…");
  // Warm each page (its datasets are then cached, as for every user after the first), then measure each beside the
  // bare page.
  for (const url of Object.values(urls)) await requestTimes(url, headers, 5);
  const dashboard = await pairedWithBare(urls.dashboard, urls.bare, headers);
  const dashboardSections = await pairedWithBare(urls.dashboardSections, urls.bare, headers);
  const game = await pairedWithBare(urls.game, urls.bare, headers);
  const gameSections = await pairedWithBare(urls.gameSections, urls.bare, headers);
  const research = await pairedWithBare(urls.research, urls.bare, headers);
  const researchSections = await pairedWithBare(urls.researchSections, urls.bare, headers);
  const lumos = await pairedWithBare(urls.lumos, urls.bare, headers);
  const isolation = await isolationBench(base, cookie, log);
  log("screens: Lighthouse (desktop)…");
  const pages = [
    { path: "/login-page", cookie: null },
    { path: "/", cookie },
    { path: `/game-breakdown-page?id=${gameId}`, cookie },
  ];
  const lighthouse = await lighthouseScores(base, pages);
  const sizes = await firstLoadSizes(base, [...pages, { path: "/market-research-page", cookie }, { path: "/lumos-page", cookie }]);
  const [bareSize] = await firstLoadSizes(base, [{ path: BARE_PAGE_PATH, cookie: null }]);
  return { dashboard, dashboardSections, game, gameSections, research, researchSections, lumos, gameId, sizes, bareSize, lighthouse, isolation, startUp };
}

export function screensRows(result: ScreensResult): string[][] {
  const ratioRow = (label: string, { page, bare }: Paired) => [
    `SSR requests per second, ${label} ÷ a bare page (${BARE_PAGE_PATH}: no session, no data) in alternating rounds, same build, 4 in flight`,
    `${page.perSecond.toFixed(1)} req/s`,
    `bare page ${bare.perSecond.toFixed(1)} req/s`,
    `${(page.perSecond / bare.perSecond).toFixed(2)}`,
    `≥ 0.5: ${page.perSecond / bare.perSecond >= 0.5 ? "met" : "missed"}`,
  ];
  const renderRow = (label: string, { page, bare }: Paired) => [
    `server render p95, ${label}, 4 in flight (cached datasets, as every user after the first)`,
    `${page.p95.toFixed(0)} ms`,
    `bare page ${bare.p95.toFixed(0)} ms`,
    `${(page.p95 / bare.p95).toFixed(1)}`,
    `≤ 150 ms: ${page.p95 <= 150 ? "met" : "missed"}`,
  ];
  const largest = result.sizes[0];
  const over = result.sizes.filter((size) => size.kb > FIRST_LOAD_GOAL_KB);
  const rows = [
    ratioRow("dashboard (/)", result.dashboard),
    ratioRow("the dashboard's sections below the fold (its second request, JSON)", result.dashboardSections),
    ratioRow(`game breakdown (id ${result.gameId})`, result.game),
    ratioRow("the game breakdown's sections below the fold (its second request, JSON)", result.gameSections),
    ratioRow("market research (/market-research-page, every game)", result.research),
    ratioRow("market research's sections below the fold (its second request, JSON)", result.researchSections),
    ratioRow("Lumos full screen (/lumos-page)", result.lumos),
    renderRow("dashboard (/)", result.dashboard),
    renderRow("the dashboard's sections below the fold", result.dashboardSections),
    renderRow(`game breakdown (id ${result.gameId})`, result.game),
    renderRow("the game breakdown's sections below the fold", result.gameSections),
    renderRow("market research (/market-research-page)", result.research),
    renderRow("market research's sections below the fold", result.researchSections),
    renderRow("Lumos full screen (/lumos-page)", result.lumos),
    ...isolationRows(result.isolation),
    ...(result.startUp ? startUpRows(result.startUp) : []),
    ...(result.afterImport ? afterImportRows(result.afterImport) : []),
    [
      `first-load JavaScript per page, gzipped, every script its HTML loads, ${result.sizes.length} pages (largest: ${largest.route})`,
      `largest ${largest.kb.toFixed(1)} kB; smallest ${result.sizes.at(-1)!.kb.toFixed(1)} kB`,
      `per route: ${result.sizes.map((size) => `${size.route} ${size.kb.toFixed(0)}`).join(", ")}; the bare page (${BARE_PAGE_PATH}) ${result.bareSize.kb.toFixed(0)}`,
      `${(largest.kb / FIRST_LOAD_GOAL_KB).toFixed(2)} of the goal`,
      `≤ ${FIRST_LOAD_GOAL_KB} kB: ${over.length === 0 ? "met" : `missed on ${over.map((size) => size.route).join(", ")}`}`,
    ],
  ];
  for (const score of result.lighthouse) {
    rows.push([
      `Lighthouse desktop, ${score.path}, Debian Chromium (median of ${LIGHTHOUSE_RUNS} runs after one to warm)`,
      `performance ${score.performance}, accessibility ${score.accessibility}`,
      "-",
      "-",
      `performance ≥ 95: ${score.performance >= 95 ? "met" : "missed"}; accessibility ≥ 95: ${score.accessibility >= 95 ? "met" : "missed"}`,
    ]);
  }
  return rows;
}
