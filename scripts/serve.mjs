// @ts-check
// The HTTP server `npm start` runs (scripts/start.ts spawns it): Next's request handler behind a Node server of
// our own, so that what only the socket knows reaches the app and what a client may forge does not.
// - The client address: the socket's, or with TRUST_PROXY=n the address the n-th proxy in front saw. It is written
//   as the only X-Forwarded-For hop, which is all the app reads (lib/auth/rate-limit.ts).
// - Without a trusted proxy, forwarded host, scheme and port headers are dropped, so Next sets them from the request.
// - Headers over MAX_HEADER_BYTES are answered 431 rather than by a reset connection.
// - It listens on HOST, by default on the loopback address only.
// - It compresses responses itself (Next's own compression is off in next.config.mjs): brotli or gzip at a faster
//   level than Next's (see `compress`), a response that ends within 50 ms in one piece, headers and body written
//   together (see `holdUntilEnd` and `endCompressed`). The front process compresses the analysis process's answers too.
// - Under `npm run bench` (LUMOS_BENCH_BASELINE=1) it measures its own event-loop delay, read at BENCH_EVENT_LOOP_PATH.
// - Before it listens, each of its two processes loads the route handlers it answers (see `loadRouteHandlers`) and
//   renders its heaviest screens a few times (see `renderScreensOnce`).
// - It runs as two processes (see `ANALYSIS_ROUTES`): the front process listens on PORT and answers sign-in, the shell
//   and static files itself; the screens and APIs that read the whole market go to an analysis process of its own,
//   over a Unix socket, so the operating system, not one event loop, shares the cores between them. A game breakdown,
//   which reads one game's rows, is rendered by whichever of the two has less in flight (see `processFor`). The
//   analysis process runs its threads at a lower priority (see `lowerOwnPriority`), so when the cores are contended
//   the front process's light requests are served first.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";
import zlib from "node:zlib";
import compression from "compression";
import Negotiator from "negotiator";
import next from "next";
import vary from "vary";
import { lowerOwnPriority } from "./priority.mjs";

/** Node's own default, said out loud: the request line and every header together. */
export const MAX_HEADER_BYTES = 16 * 1024;

/** Headers only a trusted proxy may set. */
const FORWARDED_HEADERS = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded"];

/**
 * The client address of a request: each proxy appends the address it received the request from to X-Forwarded-For,
 * so with `trustedProxies` proxies in front the client is that many entries before the socket's peer. Anything
 * further left was written by the client itself and is ignored. With fewer entries than proxies, the leftmost.
 * @param {string | string[] | undefined} forwardedFor
 * @param {string | undefined} socketAddress
 * @param {number} trustedProxies
 * @returns {string}
 */
export function clientAddress(forwardedFor, socketAddress, trustedProxies) {
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  const chain = [...hops, socketAddress ?? "unknown"];
  return chain[Math.max(0, chain.length - 1 - trustedProxies)];
}

/**
 * Rewrites the request's headers in place as described at the top of this file.
 * @param {http.IncomingHttpHeaders} headers
 * @param {string | undefined} socketAddress
 * @param {number} trustedProxies
 */
export function settleForwardedHeaders(headers, socketAddress, trustedProxies) {
  headers["x-forwarded-for"] = clientAddress(trustedProxies > 0 ? headers["x-forwarded-for"] : undefined, socketAddress, trustedProxies);
  delete headers["x-real-ip"];
  if (trustedProxies === 0) for (const name of FORWARDED_HEADERS) delete headers[name];
}

/** Event-loop delay percentiles in ms since the last reset; `?reset=1` starts a new window. Bench builds only. */
export const BENCH_EVENT_LOOP_PATH = "/_bench/event-loop";

/** Garbage-collection pauses of the serving process since the last reset (bench only): what a long delay was. */
const gcPauses = { count: 0, totalMs: 0, maxMs: 0 };

/** @param {import("node:perf_hooks").IntervalHistogram} histogram */
function eventLoopAnswer(histogram) {
  const ms = (/** @type {number} */ ns) => Math.round((ns / 1e6) * 10) / 10;
  const gc = { count: gcPauses.count, totalMs: Math.round(gcPauses.totalMs), maxMs: Math.round(gcPauses.maxMs * 10) / 10 };
  return JSON.stringify({ samples: histogram.count, p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max), gc });
}

/**
 * Compression for every response, as Next's would (the same `compression` package, 1 KB threshold, flushed as the page
 * streams) but faster: brotli at quality 3 for clients that take it, gzip at level 3 otherwise. On a 156 KB game
 * breakdown, brotli 3 is as small as Next's gzip at level 6 (25 KB) in under half the time; Next's compression was
 * 7–8% of the serving thread's time on the heaviest screens.
 */
const GZIP_OPTIONS = { level: 3 };
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } };
const compress = compression({ ...GZIP_OPTIONS, brotli: BROTLI_OPTIONS });

/** The `compression` package's own threshold: smaller bodies are sent as they are. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * How a whole body is to be compressed, by the rules the `compression` package applies to a stream: a compressible
 * type, no `no-transform`, not encoded already, at least COMPRESS_THRESHOLD_BYTES, and the client's preference among
 * brotli and gzip; not for HEAD. null when it is not (or when its headers left already): the package then sends it as
 * it would.
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {number} length
 * @returns {"br" | "gzip" | null}
 */
export function wholeBodyEncoding(request, response, length) {
  if (request.method === "HEAD" || response.headersSent || length < COMPRESS_THRESHOLD_BYTES || response.getHeader("content-encoding")) return null;
  if (!compression.filter(/** @type {any} */ (request), /** @type {any} */ (response))) return null;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(response.getHeader("cache-control") ?? ""))) return null;
  // Brotli before gzip when the client likes both as well, as the package negotiates (negotiator takes the preferred
  // order as a second argument since 0.6.4; its types do not say so yet).
  const negotiator = /** @type {{ encoding(available: string[], preferred: string[]): string | undefined }} */ (new Negotiator(request));
  const method = negotiator.encoding(["br", "gzip", "identity"], ["br", "gzip"]);
  return method === "br" || method === "gzip" ? method : null;
}

/**
 * Ends a response whose whole body is known, compressed at once on this thread (about half a millisecond for a 77 KB
 * page at these levels) and written with its headers in one write: a stream through the thread pool would cost the
 * serving thread as much in its callbacks, and the headers, the body and the chunked ending each a write of their own.
 * Returns false, having done nothing, when `wholeBodyEncoding` says no.
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {(this: unknown, ...args: unknown[]) => unknown} end Node's own `end`, from before `compress` wrapped it
 * @param {Buffer} body
 * @param {(() => void) | undefined} callback
 */
export function endCompressed(request, response, end, body, callback) {
  const method = wholeBodyEncoding(request, response, body.length);
  if (method === null) return false;
  const compressed = method === "br" ? zlib.brotliCompressSync(body, BROTLI_OPTIONS) : zlib.gzipSync(body, GZIP_OPTIONS);
  vary(response, "Accept-Encoding");
  response.setHeader("Content-Encoding", method);
  response.setHeader("Content-Length", compressed.length);
  end.call(response, compressed, callback);
  return true;
}

/** How long a response's first chunks are held for the rest of it before it is streamed as written. */
export const STREAM_AFTER_MS = 50;

/** Held bytes past which a response is streamed at once, however young. */
const MAX_HELD_BYTES = 1024 * 1024;

/**
 * Holds what Next writes of a response and hands it on in one piece when the response ends within `streamAfterMs`,
 * so the compression below it compresses the whole body once. Next writes a page in several chunks and asks for a
 * flush after each, and every chunk and flush is a trip of the compression stream through the thread pool and back:
 * about 1.4 ms of the serving thread for each response (docs/decisions.md, "Responses compressed in one piece", for
 * what holding them gains). A response still going after `streamAfterMs` (a slow first view, an export), larger than
 * a megabyte, or an event stream (Lumos answers) is streamed from then on, as written, its flushes honoured. Its headers
 * wait with its body: Next flushes them before its first piece.
 * @param {import("node:http").ServerResponse & { flush?: () => void }} response
 * @param {number} [streamAfterMs]
 * @param {(body: Buffer, callback: (() => void) | undefined) => boolean} [endWhole] ends the response with the whole
 *   body when it can (true), or leaves it to the `end` below (false)
 */
export function holdUntilEnd(response, streamAfterMs = STREAM_AFTER_MS, endWhole = () => false) {
  const write = /** @type {(this: unknown, ...args: unknown[]) => boolean} */ (response.write);
  const end = /** @type {(this: unknown, ...args: unknown[]) => unknown} */ (response.end);
  const flush = response.flush?.bind(response);
  const flushHeaders = response.flushHeaders.bind(response);
  /** @type {Buffer[] | null} null once streaming */
  let held = [];
  let heldBytes = 0;
  let flushAsked = false;
  let headersAsked = false;
  /** @type {Array<(error?: Error | null) => void>} */
  const callbacks = [];
  const release = () => {
    clearTimeout(timer);
    if (held === null) return;
    const body = held;
    held = null;
    if (body.length > 0) write.call(response, Buffer.concat(body));
    else if (headersAsked) flushHeaders();
    for (const callback of callbacks.splice(0)) callback();
    if (flushAsked) flush?.();
  };
  const timer = setTimeout(release, streamAfterMs);
  response.once("close", () => clearTimeout(timer));
  /** @param {unknown} chunk @param {unknown} encoding */
  const bytes = (chunk, encoding) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(chunk, /** @type {BufferEncoding} */ (encoding ?? "utf8"))
        : Buffer.from(/** @type {Uint8Array} */ (chunk));

  response.flushHeaders = () => {
    if (held === null) flushHeaders();
    else headersAsked = true;
  };
  response.flush = () => {
    if (held === null) flush?.();
    else flushAsked = true;
  };
  response.write = /** @type {any} */ (
    function holdWrite(/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
      if (held !== null && String(response.getHeader("content-type") ?? "").startsWith("text/event-stream")) release();
      if (held === null) return write.call(response, chunk, encoding, callback);
      const piece = bytes(chunk, encoding);
      held.push(piece);
      heldBytes += piece.length;
      if (callback) callbacks.push(callback);
      if (heldBytes > MAX_HELD_BYTES) release();
      return true;
    }
  );
  response.end = /** @type {any} */ (
    function holdEnd(/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      if (typeof chunk === "function") [callback, chunk] = [chunk, undefined];
      if (typeof encoding === "function") [callback, encoding] = [encoding, undefined];
      clearTimeout(timer);
      const body = held;
      held = null;
      for (const waiting of callbacks.splice(0)) waiting();
      if (body === null) return end.call(response, chunk, encoding, callback);
      if (chunk !== undefined && chunk !== null) body.push(bytes(chunk, encoding));
      const whole = Buffer.concat(body);
      if (endWhole(whole, callback)) return response;
      return end.call(response, whole, callback);
    }
  );
}

/**
 * A response compressed, what Next writes of it held until it ends (`holdUntilEnd`), then compressed whole
 * (`endCompressed`) or, when still going after the hold or not to be compressed, by `compress`; then `next`.
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {() => void} next
 */
export function compressResponse(request, response, next) {
  const end = /** @type {(this: unknown, ...args: unknown[]) => unknown} */ (response.end);
  compress(/** @type {any} */ (request), /** @type {any} */ (response), () => {
    holdUntilEnd(response, STREAM_AFTER_MS, (body, callback) => endCompressed(request, response, end, body, callback));
    next();
  });
}

/**
 * The address of every route handler in a build (its app-paths manifest), dynamic segments filled in: route groups
 * left out, `[id]` as 0 and `[...rest]` as x.
 * @param {Record<string, string>} manifest
 * @returns {string[]}
 */
export function routeHandlerPaths(manifest) {
  return Object.keys(manifest)
    .filter((entry) => entry.endsWith("/route"))
    .map((entry) =>
      entry
        .slice(0, -"/route".length)
        .replace(/\/\([^)]*\)/g, "")
        .replace(/\[\[?\.\.\.[^\]]+\]\]?/g, "x")
        .replace(/\[[^\]]+\]/g, "0"),
    )
    .map((route) => route || "/");
}

/**
 * Next 16 evaluates a route handler's module on the route's first request, not at start (pages are loaded at start,
 * `preloadEntriesOnStart`): at 100,000 games the first Lumos answer after start held the serving thread up to 107 ms
 * in one go, loading its module while every request waited, and loading them all once listening held the front
 * process's thread up to 270 ms at a time in the first seconds (docs/decisions.md, "Route handlers loaded at start").
 * So before a process listens, each of its routes (`owned`) is asked for OPTIONS once, one at a time, through `answer`
 * on a loopback port of its own; Next answers OPTIONS itself, so no handler runs. The first request also makes Next
 * prepare its server, which runs instrumentation.ts: in the analysis process, the start-up caches are built then.
 * @param {http.RequestListener} answer
 * @param {(route: string) => boolean} owned
 */
async function loadRouteHandlers(answer, owned) {
  const started = performance.now();
  const manifest = JSON.parse(fs.readFileSync(path.join(process.cwd(), ".next", "server", "app-paths-manifest.json"), "utf8"));
  const routes = routeHandlerPaths(manifest).filter(owned);
  await onLoopback(answer, async (ask) => {
    for (const [index, route] of routes.entries()) await ask(route, { method: "OPTIONS" }, index === 0 ? PREPARE_LIMIT_MS : ROUTE_LOAD_LIMIT_MS);
  });
  console.log(`[lumos] ${routes.length} route handlers loaded in ${processName()} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

/**
 * The heaviest screens this process answers (a game breakdown in both), rendered `SCREEN_RENDERS` times each before it
 * listens, signed in with the session instrumentation-node.ts left in `globalThis.lumosWarmUp` (lib/server/warm-up.ts),
 * which is then dropped: a screen's first renders in a process load its modules and run code V8 has not compiled yet,
 * 300–500 ms where a later one takes 30–60, and the first users' requests paid for them, with every request behind
 * them on the same thread (docs/decisions.md, "The server renders its screens once before it listens").
 * @param {http.RequestListener} answer
 * @param {(route: string) => boolean} owned
 */
async function renderScreensOnce(answer, owned) {
  const holder = /** @type {{ lumosWarmUp?: Promise<{ cookie: string; paths: string[] } | null> }} */ (globalThis);
  const warmUp = await holder.lumosWarmUp;
  delete holder.lumosWarmUp;
  if (!warmUp) return;
  const started = performance.now();
  const paths = warmUp.paths.filter((screen) => owned(screen) || matchesRoutes(screen, SHARED_ROUTES));
  /** @type {Set<string>} */
  const failed = new Set();
  await onLoopback(answer, async (ask) => {
    for (let round = 0; round < SCREEN_RENDERS; round++)
      for (const screen of paths) {
        const status = await ask(screen, { headers: { cookie: warmUp.cookie }, redirect: "manual" }, ROUTE_LOAD_LIMIT_MS);
        if (status !== 200) failed.add(`${screen} (${status ?? "no answer"})`);
      }
  });
  if (failed.size > 0) console.warn(`[lumos] Screens that did not render before listening: ${[...failed].join(", ")}.`);
  console.log(
    `[lumos] ${paths.length} screens rendered ${SCREEN_RENDERS} times in ${processName()} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}

/** How many times each screen is rendered before the server listens: V8 compiles what has run a few times. */
const SCREEN_RENDERS = 3;

/**
 * `work` with `ask`, which sends a request to `answer` on a loopback port of this process's own and resolves with its
 * status once its answer is read to the end (null for a request that fails or passes `limit` ms, which is given up);
 * the port is closed after.
 * @param {http.RequestListener} answer
 * @param {(ask: (route: string, init: RequestInit, limit: number) => Promise<number | null>) => Promise<void>} work
 */
async function onLoopback(answer, work) {
  const loopback = http.createServer({ maxHeaderSize: MAX_HEADER_BYTES }, answer);
  await new Promise((resolve, reject) => loopback.once("error", reject).listen(0, "127.0.0.1", () => resolve(null)));
  const { port } = /** @type {import("node:net").AddressInfo} */ (loopback.address());
  try {
    await work(async (route, init, limit) => {
      const response = await fetch(`http://127.0.0.1:${port}${route}`, { ...init, signal: AbortSignal.timeout(limit) }).catch(() => null);
      if (!response) return null;
      return response.arrayBuffer().then(
        () => response.status,
        () => null,
      );
    });
  } finally {
    loopback.closeAllConnections();
    loopback.close();
  }
}

const processName = () => (process.env[ROLE_ENV] === "analysis" ? "the analysis process" : "the front process");

/** How long loading one route handler's module may take before the server goes on without it. */
const ROUTE_LOAD_LIMIT_MS = 10_000;
/** The same for the first, which waits for the start-up caches (instrumentation-node.ts gives them 120 s at most). */
const PREPARE_LIMIT_MS = 150_000;

/** Which of the two processes this one is: "front" (the default) or "analysis" (started by the front one). */
const ROLE_ENV = "LUMOS_PROCESS";
/** The analysis process's Unix socket, given to it by the front process. */
const ANALYSIS_SOCKET_ENV = "LUMOS_ANALYSIS_SOCKET";
/** The embedded database's lane (socket) each process uses (lib/db/embedded-server.ts, lib/db/client.ts). */
const PGLITE_LANE_ENV = "LUMOS_PGLITE_LANE";

/**
 * The addresses the analysis process answers: every screen and API that reads the market as a whole (what Lumos knows,
 * the market-research rows, the similar games, the dashboard's figures, GraphQL and the datasets), and every screen
 * with market data. The front process answers the rest: sign-in and accounts, administration, the Lumos page's shell,
 * about, page views, health and Next's static files. A bare page then waits only for its own work while market
 * research and Lumos keep the analysis process busy (docs/decisions.md, "Two server processes").
 */
export const ANALYSIS_ROUTES = [
  "/",
  "/dashboard-page",
  "/user-dashboard-page",
  "/home-page",
  "/market-research-page",
  "/game-breakdown-page",
  "/feature-breakdown-page",
  "/feature-breakdown-modal-page",
  "/categories-page",
  "/category-page",
  "/search-page",
  "/brain",
  "/api/market-research",
  "/api/game-breakdown",
  "/api/dashboard",
  "/api/lumos",
  "/api/assistant",
  "/api/conversations",
  "/api/saved-questions",
  "/api/graphql",
  "/api/static-json",
  "/api/bulk-game-metadata",
  "/api/bulk-player-data",
  "/api/game-ids",
  "/api/follows",
  "/api/proxy",
];

/**
 * Whether a request's address is one of `routes` or below one ("/" only itself), or a screen's run-together variant,
 * which the middleware serves as the screen (/searchpage, any case: `canonicalPath` in lib/shell/routes.ts).
 * @param {string} url
 * @param {readonly string[]} routes
 */
function matchesRoutes(url, routes) {
  const end = url.search(/[?#]/);
  const pathname = end === -1 ? url : url.slice(0, end);
  const runTogether = pathname.toLowerCase();
  return routes.some(
    (route) =>
      pathname === route || (route !== "/" && pathname.startsWith(`${route}/`)) || (route.endsWith("-page") && runTogether === route.replaceAll("-", "")),
  );
}

/**
 * Whether a request's address is the analysis process's: its path is one of `ANALYSIS_ROUTES` or below one.
 * @param {string} url
 */
export function servedByAnalysis(url) {
  return matchesRoutes(url, ANALYSIS_ROUTES);
}

/**
 * The analysis process's screens the front process may render as well: each reads one game's rows, through the same
 * queries and a cache of its own in either process, and none of the market's caches the analysis process holds. A
 * game breakdown costs the serving thread about 12 ms, and the analysis process's one thread was what held its rate
 * to under half the bare page's while the other core had time to spare (docs/decisions.md, "Game breakdowns rendered
 * by either process").
 */
export const SHARED_ROUTES = ["/game-breakdown-page"];

/** How many of the shared screens the front process renders at once: a bare page never waits behind more. */
export const FRONT_SHARED_MAX = 2;

/**
 * Which process renders a request, from what each has in flight: the analysis process's addresses go to it, but a
 * shared screen is rendered in the front process when that one has fewer requests in flight and fewer than
 * `FRONT_SHARED_MAX` shared screens of its own.
 * @param {string} url
 * @param {{ front: number, analysis: number, sharedInFront: number }} inFlight
 * @returns {"front" | "analysis"}
 */
export function processFor(url, inFlight) {
  if (!servedByAnalysis(url)) return "front";
  const shared = matchesRoutes(url, SHARED_ROUTES) && inFlight.sharedInFront < FRONT_SHARED_MAX && inFlight.front < inFlight.analysis;
  return shared ? "front" : "analysis";
}

/** Headers of one connection only, which a proxy does not pass on. */
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"];

/**
 * Passes a request to the analysis process on `socketPath` and its answer back as it comes (a Lumos answer streams
 * through). When that process does not answer, 503 naming it; a client that leaves ends the request there too.
 * @param {string} socketPath
 * @param {http.Agent} agent
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 */
export function proxyRequest(socketPath, agent, request, response) {
  const headers = { ...request.headers };
  for (const name of HOP_BY_HOP) delete headers[name];
  const upstream = http.request({ socketPath, agent, method: request.method, path: request.url, headers }, (answer) => {
    // Set, not written: they leave with the body's first bytes, so that `compressResponse` may still hold the body and
    // send it compressed whole with its length.
    response.statusCode = answer.statusCode ?? 502;
    if (answer.statusMessage) response.statusMessage = answer.statusMessage;
    for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !HOP_BY_HOP.includes(name)) response.setHeader(name, value);
    answer.pipe(response);
    // Compressed here (`compressResponse`), a piece is flushed as it arrives, as Next flushes its own.
    const flushable = /** @type {{ flush?: () => void }} */ (response);
    if (flushable.flush) answer.on("data", () => flushable.flush?.());
    answer.on("error", () => response.destroy());
  });
  let clientLeft = false;
  upstream.on("error", (error) => {
    // A client that left (a prefetch the browser dropped) ended the request itself: nothing to answer or report.
    if (clientLeft) return;
    if (response.headersSent) {
      response.destroy();
      return;
    }
    console.error(`[lumos] The analysis process did not answer ${request.method} ${request.url}: ${error.message}`);
    response.writeHead(503, { "content-type": "text/plain; charset=utf-8", "retry-after": "5" });
    response.end("The analysis service is not answering. Try again in a few seconds.");
  });
  response.on("close", () => {
    if (response.writableFinished) return;
    clientLeft = true;
    upstream.destroy();
  });
  request.pipe(upstream);
}

/**
 * Starts the analysis process (this script again, on a Unix socket in a folder only this user may enter) and
 * resolves with its socket once it listens. Its exit while the front process runs ends the front process too, so
 * whoever started Lumos sees it stop rather than half of it answering.
 * @param {() => void} onExit
 */
function startAnalysisProcess(onExit) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "lumos-analysis-"));
  const socketPath = path.join(folder, "analysis.sock");
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    env: { ...process.env, [ROLE_ENV]: "analysis", [ANALYSIS_SOCKET_ENV]: socketPath, [PGLITE_LANE_ENV]: "1" },
  });
  const removeFolder = () => fs.rmSync(folder, { recursive: true, force: true });
  const ready = new Promise((resolve, reject) => {
    child.once("message", (message) => (message === "listening" ? resolve(socketPath) : reject(new Error(String(message)))));
    child.once("exit", (code, signal) => {
      removeFolder();
      reject(new Error(`the analysis process ended before it listened (${signal ?? `exit code ${code}`})`));
      onExit();
    });
  });
  return { child, ready: /** @type {Promise<string>} */ (ready), removeFolder };
}

/** How much lower the analysis process's threads are scheduled than the front process's (a nice value, 0–19). */
export const ANALYSIS_NICENESS = 5;

/** Merges the analysis process's event-loop figures into the front one's: the worse of each, and both apart. */
function mergedEventLoop(/** @type {any} */ front, /** @type {any} */ analysis) {
  if (!analysis) return front;
  return {
    samples: front.samples + analysis.samples,
    p50: Math.max(front.p50, analysis.p50),
    p99: Math.max(front.p99, analysis.p99),
    max: Math.max(front.max, analysis.max),
    gc: { count: front.gc.count + analysis.gc.count, totalMs: front.gc.totalMs + analysis.gc.totalMs, maxMs: Math.max(front.gc.maxMs, analysis.gc.maxMs) },
    processes: { front, analysis },
  };
}

const TOO_LARGE = [
  "HTTP/1.1 431 Request Header Fields Too Large",
  "Content-Type: text/plain; charset=utf-8",
  "Connection: close",
  "",
  `The request's headers are larger than the server's limit of ${MAX_HEADER_BYTES / 1024} KB.`,
].join("\r\n");

async function serve() {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST?.trim() || "127.0.0.1";
  const analysisSocket = process.env[ROLE_ENV] === "analysis" ? process.env[ANALYSIS_SOCKET_ENV] : undefined;
  // Checked by scripts/start.ts (lib/server/env.ts) before this server starts.
  const trustedProxies = Number(process.env.TRUST_PROXY || 0);
  // The front process starts the analysis process first: each prepares its own Next server at the same time. Its own
  // role is said for the app (instrumentation-node.ts leaves the market's caches and background work to the other).
  if (!analysisSocket) process.env[ROLE_ENV] = "front";
  // The analysis process answers the heavy requests; under contention for the cores the operating system serves the
  // front process's light ones first (docs/decisions.md, "The analysis process yields the cores to the front process").
  else lowerOwnPriority(ANALYSIS_NICENESS, "The analysis process");
  let stopping = false;
  const analysis = analysisSocket
    ? null
    : startAnalysisProcess(() => {
        if (stopping) return;
        console.error("[lumos] The analysis process stopped; stopping the server.");
        process.exit(1);
      });
  // No hostname for Next: given one, it writes it into redirects, and a visitor of 127.0.0.1 would be sent to localhost.
  const app = next({ dev: false, dir: process.cwd(), port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const upstream = analysis ? await analysis.ready : null;
  const agent = new http.Agent({ keepAlive: true });
  /** What each process has in flight, as the front process counts them (`processFor`). */
  const inFlight = { front: 0, analysis: 0, sharedInFront: 0 };
  /**
   * Counts a request in `inFlight` until its response closes (finished or abandoned).
   * @param {http.ServerResponse} response
   * @param {...keyof typeof inFlight} counts
   */
  const track = (response, ...counts) => {
    for (const count of counts) inFlight[count]++;
    response.once("close", () => {
      for (const count of counts) inFlight[count]--;
    });
  };

  const eventLoop = process.env.LUMOS_BENCH_BASELINE === "1" ? monitorEventLoopDelay({ resolution: 10 }) : null;
  eventLoop?.enable();
  if (eventLoop) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        gcPauses.count++;
        gcPauses.totalMs += entry.duration;
        gcPauses.maxMs = Math.max(gcPauses.maxMs, entry.duration);
      }
    }).observe({ entryTypes: ["gc"] });
  }
  /** The analysis process's event-loop figures (bench only), read through its socket. */
  const analysisEventLoop = (/** @type {string} */ url) =>
    new Promise((resolve) => {
      if (!upstream) return resolve(null);
      http
        .get({ socketPath: upstream, agent, path: url }, (answer) => {
          let body = "";
          answer.on("data", (chunk) => (body += chunk));
          // An analysis process answering something else (a restart, an error page) is reported as not measured.
          answer.on("end", () => {
            try {
              resolve(JSON.parse(body));
            } catch {
              resolve(null);
            }
          });
        })
        .on("error", () => resolve(null));
    });

  /** @type {http.RequestListener} */
  const answer = (request, response) => {
    if (eventLoop && request.url?.startsWith(BENCH_EVENT_LOOP_PATH)) {
      const own = JSON.parse(eventLoopAnswer(eventLoop));
      if (request.url.endsWith("?reset=1")) {
        eventLoop.reset();
        Object.assign(gcPauses, { count: 0, totalMs: 0, maxMs: 0 });
      }
      void analysisEventLoop(request.url).then((other) =>
        response.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" }).end(JSON.stringify(mergedEventLoop(own, other))),
      );
      return;
    }
    // The front process has settled the client's address before passing a request on; only it can reach the socket.
    if (!analysisSocket) settleForwardedHeaders(request.headers, request.socket.remoteAddress, trustedProxies);
    const url = request.url ?? "/";
    if (upstream) {
      if (processFor(url, inFlight) === "analysis") {
        track(response, "analysis");
        compressResponse(request, response, () => proxyRequest(upstream, agent, request, response));
        return;
      }
      if (servedByAnalysis(url)) track(response, "front", "sharedInFront");
      else track(response, "front");
    }
    const render = () =>
      handle(request, response).catch((error) => {
        console.error(error);
        if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
        response.end("Internal Server Error");
      });
    // The analysis process's thread is what the screens wait for: the front process, which has time, compresses what
    // it answers. Held until its end, an answer crosses the socket in one write.
    if (analysisSocket) {
      holdUntilEnd(response);
      render();
    } else compressResponse(request, response, render);
  };
  const server = http.createServer({ maxHeaderSize: MAX_HEADER_BYTES }, answer);
  server.on("clientError", (error, socket) => {
    const code = /** @type {{ code?: string }} */ (error).code;
    if (socket.writable && code === "HPE_HEADER_OVERFLOW") socket.end(TOO_LARGE);
    else if (socket.writable && code !== "ECONNRESET") socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
    else socket.destroy();
  });
  // As `next start` does: idle keep-alive connections outlive a load balancer's (AWS's default is 60 s).
  server.keepAliveTimeout = 65_000;

  const stop = () => {
    stopping = true;
    analysis?.child.kill("SIGTERM");
    server.close(() => {
      if (!analysis || analysis.child.exitCode !== null || analysis.child.signalCode !== null) process.exit(0);
      analysis.child.once("exit", () => process.exit(0));
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  server.on("error", (error) => {
    console.error(`[lumos] Cannot listen on ${analysisSocket ?? `${host}:${port}`}: ${error.message}`);
    process.exit(1);
  });
  if (analysisSocket) {
    // The front process gone (killed with it, or crashed), this one has nothing left to answer; a front process
    // killed outright cannot remove the socket's folder, so this one does.
    process.on("disconnect", () => process.exit(0));
    process.on("exit", () => {
      fs.rmSync(analysisSocket, { force: true });
      try {
        // Only an emptied folder: the socket's own, made for it by the front process.
        fs.rmdirSync(path.dirname(analysisSocket));
      } catch {}
    });
  } else process.on("exit", () => analysis?.removeFolder());
  // Before listening, each process loads the route handlers it answers (and prepares Next's server, which builds the
  // analysis process's start-up caches); the front process gets here once the analysis process listens.
  const ownsRoute = (/** @type {string} */ route) => matchesRoutes(route, ANALYSIS_ROUTES) === Boolean(analysisSocket);
  await loadRouteHandlers(answer, ownsRoute).catch((error) => console.warn(`[lumos] Route handlers not loaded at start: ${error.message}`));
  await renderScreensOnce(answer, ownsRoute).catch((error) => console.warn(`[lumos] The screens were not rendered before listening: ${error.message}`));
  // What the start-up caches and the renders above left behind is collected now, before anyone waits for it: a full
  // collection in the first seconds of serving held the thread up to 505 ms (scripts/start.ts runs this process with
  // --expose-gc).
  /** @type {{ gc?: () => void }} */ (globalThis).gc?.();
  if (analysisSocket) server.listen(analysisSocket, () => process.send?.("listening"));
  else server.listen(port, host);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  serve().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
