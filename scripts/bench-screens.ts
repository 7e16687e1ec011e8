// The analytics screens' part of `npm run bench` (issue "Analytics screens"): server-rendering throughput of the
// screens against a truly bare page of the same build (app/(bench)/bench-baseline), the first-load JavaScript of
// every route from the build's manifests, and Lighthouse (desktop) in Debian's Chromium. Runs against a served
// build; bench.ts starts it.
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import zlib from "node:zlib";

const ANALYST = { identifier: "analyst@lumos.local", password: "Lumos-Analyst-2026!" };
/** The baseline: a bare page of the same build (a 50-row table, no session, no data), served only with BASELINE_ENV=1. */
export const BARE_PAGE_PATH = "/bench-baseline";
export const BASELINE_ENV = { LUMOS_BENCH_BASELINE: "1" } as const;
export const FIRST_LOAD_GOAL_KB = 150;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

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

/** Requests per second of a page over `seconds`, `concurrency` in flight, every body read to its end. */
async function pagesPerSecond(url: string, headers: Record<string, string>, seconds = 6, concurrency = 4): Promise<number> {
  let done = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const response = await fetch(url, { headers, redirect: "manual" });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${url}: status ${response.status}`);
        done++;
      }
    }),
  );
  return done / seconds;
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
 * First-load JavaScript per page route, gzipped: the shared root chunks plus the route's own chunks, as the build's
 * manifests list them (what `next build` prints as "First Load JS"). Polyfills load only in old browsers.
 */
export function firstLoadSizes(buildDir: string): RouteSize[] {
  const appManifest = JSON.parse(fs.readFileSync(path.join(buildDir, "app-build-manifest.json"), "utf8")) as { pages: Record<string, string[]> };
  const buildManifest = JSON.parse(fs.readFileSync(path.join(buildDir, "build-manifest.json"), "utf8")) as { rootMainFiles: string[] };
  const sizes = new Map<string, number>();
  const gzipped = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(buildDir, file)), { level: 9 }).length);
    return sizes.get(file)!;
  };
  return Object.entries(appManifest.pages)
    .filter(([route]) => route.endsWith("/page"))
    .map(([route, files]) => {
      const js = new Set([...buildManifest.rootMainFiles, ...files].filter((file) => file.endsWith(".js")));
      const bytes = [...js].reduce((sum, file) => sum + gzipped(file), 0);
      const shown = route.replace(/\/page$/, "").replace(/\/\([^)]+\)/g, "") || "/";
      return { route: shown, kb: bytes / 1024 };
    })
    .sort((a, b) => b.kb - a.kb);
}

export interface LighthouseScore {
  path: string;
  performance: number;
  accessibility: number;
}

/** Lighthouse with its desktop settings in Debian's Chromium, signed in through the session cookie where one is given. */
async function lighthouseScores(base: string, pages: Array<{ path: string; cookie: string | null }>): Promise<LighthouseScore[]> {
  const [{ default: lighthouse }, { default: desktopConfig }, chromeLauncher] = await Promise.all([
    import("lighthouse"),
    import("lighthouse/core/config/desktop-config.js"),
    import("chrome-launcher"),
  ]);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const scores: LighthouseScore[] = [];
    for (const { path: page, cookie } of pages) {
      // One untimed run warms the server's dataset cache and Chromium's compile cache, as a returning user has.
      let last: LighthouseScore | null = null;
      for (let run = 0; run < 2; run++) {
        const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"], extraHeaders: cookie ? { cookie } : {} }, desktopConfig);
        const categories = result!.lhr.categories;
        last = { path: page, performance: Math.round((categories.performance.score ?? 0) * 100), accessibility: Math.round((categories.accessibility.score ?? 0) * 100) };
      }
      scores.push(last!);
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

export interface ScreensResult {
  bare: number;
  dashboard: number;
  game: number;
  research: number;
  lumos: number;
  gameId: number;
  sizes: RouteSize[];
  lighthouse: LighthouseScore[];
}

export async function screensBench(base: string, buildDir: string, log: (line: string) => void): Promise<ScreensResult> {
  const cookie = await signInCookie(base);
  const gameId = await topGameId(base, cookie);
  const headers = { cookie };
  const urls = {
    bare: `${base}${BARE_PAGE_PATH}`,
    dashboard: `${base}/`,
    game: `${base}/game-breakdown-page?id=${gameId}`,
    research: `${base}/market-research-page`,
    lumos: `${base}/lumos-page`,
  };
  log("screens: server rendering, requests per second…");
  // Warm each page (its datasets are then cached, as for every user after the first), then measure in turn.
  for (const url of Object.values(urls)) await pagesPerSecond(url, headers, 2);
  const bare = await pagesPerSecond(urls.bare, {});
  const dashboard = await pagesPerSecond(urls.dashboard, headers);
  const game = await pagesPerSecond(urls.game, headers);
  const research = await pagesPerSecond(urls.research, headers);
  const lumos = await pagesPerSecond(urls.lumos, headers);
  log("screens: Lighthouse (desktop)…");
  const lighthouse = await lighthouseScores(base, [
    { path: "/login-page", cookie: null },
    { path: "/", cookie },
    { path: `/game-breakdown-page?id=${gameId}`, cookie },
  ]);
  return { bare, dashboard, game, research, lumos, gameId, sizes: firstLoadSizes(buildDir), lighthouse };
}

export function screensRows(result: ScreensResult): string[][] {
  const ratioRow = (label: string, value: number) => [
    `SSR requests per second, ${label} ÷ a bare page (${BARE_PAGE_PATH}: no session, no data), same build, 4 in flight`,
    `${value.toFixed(1)} req/s`,
    `bare page ${result.bare.toFixed(1)} req/s`,
    `${(value / result.bare).toFixed(2)}`,
    `≥ 0.5: ${value / result.bare >= 0.5 ? "met" : "missed"}`,
  ];
  const largest = result.sizes[0];
  const over = result.sizes.filter((size) => size.kb > FIRST_LOAD_GOAL_KB);
  const rows = [
    ratioRow("dashboard (/)", result.dashboard),
    ratioRow(`game breakdown (id ${result.gameId})`, result.game),
    ratioRow("market research (/market-research-page, every game)", result.research),
    ratioRow("Lumos full screen (/lumos-page)", result.lumos),
    [
      `first-load JavaScript per route, gzipped, ${result.sizes.length} routes (largest: ${largest.route})`,
      `largest ${largest.kb.toFixed(1)} kB; smallest ${result.sizes.at(-1)!.kb.toFixed(1)} kB`,
      `per route: ${result.sizes.map((size) => `${size.route} ${size.kb.toFixed(0)}`).join(", ")}`,
      `${(largest.kb / FIRST_LOAD_GOAL_KB).toFixed(2)} of the goal`,
      `≤ ${FIRST_LOAD_GOAL_KB} kB: ${over.length === 0 ? "met" : `missed on ${over.map((size) => size.route).join(", ")}`}`,
    ],
  ];
  for (const score of result.lighthouse) {
    rows.push([
      `Lighthouse desktop, ${score.path}, Debian Chromium (second of two runs)`,
      `performance ${score.performance}, accessibility ${score.accessibility}`,
      "-",
      "-",
      `performance ≥ 95: ${score.performance >= 95 ? "met" : "missed"}; accessibility ≥ 95: ${score.accessibility >= 95 ? "met" : "missed"}`,
    ]);
  }
  return rows;
}
