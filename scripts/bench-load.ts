// The load part of `npm run bench` (issue 8, "Load"): a served build, signed in as the demo analyst, on four targets
// at once — the dashboard, a game breakdown and a GraphQL batch through autocannon, and Lumos chat streams from 50
// virtual users, each on its own keep-alive connection (runUsers). First the mix's maximum throughput (all four
// saturating), then the mix at half that rate in consecutive slices (five 1-minute slices by default), each with its
// own p50 and p99, while the server's node processes' RSS is sampled from /proc. bench.ts starts the server and
// writes the report.
import { setMaxListeners } from "node:events";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { signInCookie, topGameId } from "./bench-screens";

const ANALYST = { email: "analyst@lumos.local", password: "Lumos-Analyst-2026!" };
export const LOAD_SLICES = 5;
/** Issue 8: "50 concurrent chat streams for 5 minutes at half the measured maximum". */
export const CHAT_USERS = 50;
/** autocannon's default, named: a request unanswered after this counts as a timeout (the chat users use it too). */
const TIMEOUT_SECONDS = 10;
/** Criteria of issue 8. */
export const P99_GROWTH_LIMIT = 2;
export const RSS_GROWTH_LIMIT = 0.1;
/** Issue 14: the server's memory at 100,000 games after the load run (the PSS sum: memory its processes take). */
export const MEMORY_LIMIT_BYTES = 1_500e6;

/** The named queries the feature preview sends together, as Apollo's BatchHttpLink posts them (components/feature-breakdown/feature-preview.tsx). */
const FEATURE_PREVIEW_QUERIES = {
  FeatureById: `query FeatureById($ids: [Int!]) { fetchPaginatedClassifications(id: $ids) { data { id name description classification_type_id classification_type_name } } }`,
  FeatureTrendTags: `query FeatureTrendTags($ids: [Int!]!) { fetchFeatureTags(cls_id: $ids) { cls_id month_year trend_tag } }`,
  FeatureRankHistory: `query FeatureRankHistory($clsId: Int) { fetchFeatureRanks(cls_id: $clsId, limit: 1000) { items { date cls_rank player_count market_share } nextToken } }`,
};

export interface LoadTarget {
  key: "dashboard" | "game" | "graphql" | "chat";
  label: string;
  /**
   * "autocannon": its connections, and at a set rate at most one per request a second. "users": that many virtual users
   * throughout, each on its own keep-alive connection, paced to the rate by their think time (runUsers).
   */
  driver: "autocannon" | "users";
  /** autocannon's connections while saturating, or the number of virtual users. */
  connections: number;
  requests: autocannon.Request[];
  /** A 2xx whose body fails this is counted as an error (a page cut short, a batch item with errors, a stream without its last event). */
  verifyBody: (body: string) => boolean;
}

/** A served page read to its end. */
export const completePage = (body: string) => body.trimEnd().endsWith("</html>");

/** Every item of a batch answered with data and no errors. */
export function completeBatch(body: string, size: number): boolean {
  try {
    const results = JSON.parse(body) as Array<{ data?: unknown; errors?: unknown[] }>;
    return Array.isArray(results) && results.length === size && results.every((result) => result.data && !result.errors?.length);
  } catch {
    return false;
  }
}

/** A chat stream that ended with its "complete" event (an "error" event, or a stream cut short, does not). */
export function completeStream(body: string): boolean {
  const events = body.split("\n").filter((line) => line.startsWith("data: "));
  if (!events.length) return false;
  try {
    return (JSON.parse(events[events.length - 1].slice(6)) as { type?: string }).type === "complete";
  } catch {
    return false;
  }
}

async function apiSignIn(base: string): Promise<{ accessToken: string; userId: string }> {
  const response = await fetch(`${base}/api/signin`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(ANALYST) });
  if (!response.ok) throw new Error(`API sign-in failed: ${response.status}`);
  const body = (await response.json()) as { accessToken: string; user: { id: string } };
  return { accessToken: body.accessToken, userId: body.user.id };
}

/** A ranked feature (the first row of the feature ranking), read through GraphQL. */
async function rankedFeatureId(base: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(`${base}/api/graphql`, {
    method: "POST",
    headers,
    body: JSON.stringify({ query: "{ fetchFeatureRanks(limit: 1) { items { cls_id } } }" }),
  });
  const id = ((await response.json()) as { data?: { fetchFeatureRanks: { items: Array<{ cls_id: number }> } } }).data?.fetchFeatureRanks.items[0]?.cls_id;
  if (!id) throw new Error("no ranked feature in the bench market");
  return id;
}

/** The four targets, signed in as the demo analyst: pages with the session cookie, the APIs with the bearer token, as the browser sends them. */
export async function loadTargets(base: string, questions: readonly string[]): Promise<{ targets: LoadTarget[]; gameId: number; clsId: number }> {
  const cookie = await signInCookie(base);
  const { accessToken, userId } = await apiSignIn(base);
  const api = { authorization: `Bearer ${accessToken}`, "content-type": "application/json" };
  const gameId = await topGameId(base, cookie);
  const clsId = await rankedFeatureId(base, api);
  const batch = Object.entries(FEATURE_PREVIEW_QUERIES).map(([operationName, query]) => ({
    operationName,
    variables: operationName === "FeatureRankHistory" ? { clsId } : { ids: [clsId] },
    query,
    extensions: {},
  }));
  const page = (pagePath: string): autocannon.Request => ({ method: "GET", path: pagePath, headers: { cookie, accept: "text/html" } });
  return {
    gameId,
    clsId,
    targets: [
      { key: "dashboard", label: "dashboard (/)", driver: "autocannon", connections: 10, requests: [page("/")], verifyBody: completePage },
      {
        key: "game",
        label: `game breakdown (id ${gameId})`,
        driver: "autocannon",
        connections: 10,
        requests: [page(`/game-breakdown-page?id=${gameId}`)],
        verifyBody: completePage,
      },
      {
        key: "graphql",
        label: `GraphQL batch (${batch.map((item) => item.operationName).join(", ")})`,
        driver: "autocannon",
        connections: 10,
        requests: [{ method: "POST", path: "/api/graphql/batch", headers: api, body: JSON.stringify(batch) }],
        verifyBody: (body) => completeBatch(body, batch.length),
      },
      {
        key: "chat",
        label: "Lumos chat stream (/api/assistant/chat/stream)",
        // autocannon at a set rate opens at most one connection per request a second: at half the maximum (a few
        // streams a second) that was a handful of streams, not the issue's 50.
        driver: "users",
        connections: CHAT_USERS,
        // A new conversation each time, as the chat screen's first question sends it.
        requests: questions.map((message) => ({
          method: "POST",
          path: "/api/assistant/chat/stream",
          headers: { ...api, accept: "text/event-stream" },
          body: JSON.stringify({ message, user_id: userId, conversation_id: null }),
        })),
        verifyBody: completeStream,
      },
    ],
  };
}

/** Answers each target once through fetch and stops the run with the reason if one fails its check. */
export async function checkTargets(base: string, targets: LoadTarget[]): Promise<void> {
  for (const target of targets) {
    for (const request of target.requests) {
      const response = await fetch(`${base}${request.path}`, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body as string | undefined,
        redirect: "manual",
      });
      const body = await response.text();
      if (response.status !== 200 || !target.verifyBody(body))
        throw new Error(`${target.label}: status ${response.status}, body not as expected: ${body.slice(-300)}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// autocannon, with what a stream needs. autocannon measures a request when its response has been read to the end
// (its chunked terminator) and counts socket errors and timeouts, but a connection the server ends while an answer is
// still coming is only reconnected, silently, and the half-read response stays in its parser and queue. The hooks
// below count that as an error and reset both, so every later answer on that connection is measured from its own
// start. They reach into autocannon's Client (pinned at 9.0.0 for it; tests/unit/scripts/bench-load.test.ts checks them).

interface ClientInternals {
  conn: import("node:net").Socket;
  parser: { reinitialize(type: string): void };
  pipelinedRequests: { size(): number; clear(): void };
  _connect: () => void;
}

function watchClient(client: autocannon.Client, counters: { closedMidAnswer: number }, rotation: { next: number }, requests: autocannon.Request[]) {
  const internals = client as unknown as autocannon.Client & ClientInternals;
  const resetParser = () => internals.parser.reinitialize("RESPONSE");
  const connect = internals._connect.bind(client);
  internals._connect = () => {
    connect();
    // Before autocannon's own "end" listener, which reconnects and sends the next request.
    internals.conn.prependListener("end", () => {
      if (internals.pipelinedRequests.size() === 0) return;
      counters.closedMidAnswer++;
      internals.pipelinedRequests.clear();
      resetParser();
    });
  };
  // A timeout or a socket error abandons the answer in flight: autocannon reconnects, the parser must start afresh.
  const events = client as unknown as NodeJS.EventEmitter; // autocannon's typings name only the response events
  events.on("timeout", resetParser);
  events.on("connError", () => {
    internals.pipelinedRequests.clear();
    resetParser();
  });
  // Each connection starts at another question, so the questions in flight at any moment differ.
  if (requests.length > 1) {
    const start = rotation.next++ % requests.length;
    client.setRequests([...requests.slice(start), ...requests.slice(0, start)]);
  }
}

export interface TargetRun {
  seconds: number;
  responses: number;
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  timeouts: number;
  /** Socket errors by code (ECONNRESET, ECONNREFUSED, …). */
  connectionErrors: Record<string, number>;
  closedMidAnswer: number;
  /** 2xx answers that failed the target's body check. */
  badBodies: number;
  statusCodes: Record<string, number>;
  /** A run of virtual users (runUsers): how many, each one's period, the think time they waited and the most streams open at once. */
  users?: { count: number; periodSeconds: number; meanThinkSeconds: number; peakOpen: number };
}

/** Answers per second that were 2xx and passed the body check. */
export const goodPerSecond = (run: TargetRun) => (run.responses - run.non2xx - run.badBodies) / run.seconds;

export const errorCount = (run: TargetRun) =>
  run.non2xx + run.timeouts + Object.values(run.connectionErrors).reduce((a, b) => a + b, 0) + run.closedMidAnswer + run.badBodies;

/** One target for `seconds`; `rate` in requests per second across its connections or users, none to saturate. */
export async function runTarget(base: string, target: LoadTarget, seconds: number, rate: number | null): Promise<TargetRun> {
  return target.driver === "users" ? runUsers(base, target, seconds, rate) : runAutocannon(base, target, seconds, rate);
}

/** One autocannon instance on one target. */
async function runAutocannon(base: string, target: LoadTarget, seconds: number, rate: number | null): Promise<TargetRun> {
  const counters = { closedMidAnswer: 0 };
  const connectionErrors: Record<string, number> = {};
  const rotation = { next: 0 };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: target.connections,
        duration: seconds,
        timeout: TIMEOUT_SECONDS,
        requests: target.requests,
        // autocannon hands over the body it read as text.
        verifyBody: (body) => target.verifyBody(String(body ?? "")),
        ...(rate === null
          ? {}
          : {
              overallRate: rate,
              // autocannon's coordinated-omission correction takes 1/rate seconds for milliseconds (one synthetic sample
              // per millisecond of every answer's time), which buries the real percentiles; the raw times are kept.
              ignoreCoordinatedOmission: true,
            }),
        setupClient: (client) => watchClient(client, counters, rotation, target.requests),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on("reqError", (error: NodeJS.ErrnoException) => {
      if (error.message === "request timed out") return; // counted by autocannon as timeouts
      const code = error.code ?? error.message;
      connectionErrors[code] = (connectionErrors[code] ?? 0) + 1;
    });
  });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats as unknown as Record<string, { count: number }>).map(([code, { count }]) => [code, count]),
  );
  return {
    seconds: result.duration,
    responses: result.requests.total,
    perSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    connectionErrors,
    closedMidAnswer: counters.closedMidAnswer,
    badBodies: result.mismatches,
    statusCodes,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Virtual users: each asks a question on its own keep-alive connection, reads the stream to its end, checks it, and
// waits its think time. At a set rate R across U users each user starts a question every U / R seconds, and the users'
// first questions are 1 / R seconds apart, so the questions arrive evenly spread rather than in a burst; the think time
// is what is left of a user's period after its answer (none if the answer took longer: the user asks again at once,
// and does not catch up later). Without a rate the period is 0: the U users ask without a pause, U streams at a time.

/** Each user's period between the starts of its questions, and the gap between the users' first questions, in seconds. */
export function userPacing(rate: number | null, users: number): { periodSeconds: number; staggerSeconds: number } {
  if (rate === null) return { periodSeconds: 0, staggerSeconds: 0 };
  if (!(rate > 0) || !(users >= 1)) throw new Error(`a rate above 0 and at least one user, not ${rate} req/s and ${users}`);
  return { periodSeconds: users / rate, staggerSeconds: 1 / rate };
}

/** When a user asks again: one period after its last question started, or at once if the answer ran past that. */
export const nextStart = (lastStartMs: number, periodSeconds: number, nowMs: number) => Math.max(lastStartMs + periodSeconds * 1000, nowMs);

/** A percentile as autocannon's HDR histogram gives it: whole milliseconds, the value at the rank rounded up; 0 without values. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = values.map(Math.floor).sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length - 1e-9))) - 1];
}

type Outcome =
  | { kind: "answer"; status: number; body: string; ms: number }
  | { kind: "timeout" }
  | { kind: "connectionError"; code: string }
  | { kind: "closedMidAnswer" }
  | { kind: "stopped" };

/** One request on a user's agent: the answer read to its end, or why there is none. */
function ask(agent: http.Agent, url: URL, request: autocannon.Request, stop: AbortSignal): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stop.removeEventListener("abort", onStop);
      resolve(outcome);
    };
    const body = request.body as string | undefined;
    const req = http.request({
      agent,
      host: url.hostname,
      port: url.port,
      method: request.method,
      path: request.path,
      headers: { ...(request.headers as Record<string, string>), ...(body === undefined ? {} : { "content-length": Buffer.byteLength(body) }) },
    });
    const timer = setTimeout(() => {
      settle({ kind: "timeout" });
      req.destroy();
    }, TIMEOUT_SECONDS * 1000);
    // The run's end abandons an answer in flight, uncounted, as autocannon does.
    const onStop = () => {
      settle({ kind: "stopped" });
      req.destroy();
    };
    stop.addEventListener("abort", onStop);
    req.on("error", (error: NodeJS.ErrnoException) => settle({ kind: "connectionError", code: error.code ?? error.message }));
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("error", () => {}); // "aborted": handled on close
      res.on("end", () => settle({ kind: "answer", status: res.statusCode ?? 0, body: text, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      res.on("close", () => {
        if (!res.complete) settle({ kind: "closedMidAnswer" });
      });
    });
    req.end(body);
  });
}

/** `target.connections` virtual users on one target for `seconds`, paced to `rate` (userPacing), counted as autocannon counts. */
export async function runUsers(base: string, target: LoadTarget, seconds: number, rate: number | null): Promise<TargetRun> {
  const users = target.connections;
  const { periodSeconds, staggerSeconds } = userPacing(rate, users);
  const url = new URL(base);
  const stop = new AbortController();
  setMaxListeners(users + 10, stop.signal); // each user waits on it, asking or thinking
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  const connectionErrors: Record<string, number> = {};
  const run = { responses: 0, non2xx: 0, timeouts: 0, closedMidAnswer: 0, badBodies: 0 };
  let open = 0;
  let peakOpen = 0;
  let thought = 0;
  let thinks = 0;
  const startedAt = Date.now();
  const deadline = startedAt + seconds * 1000;
  const stopTimer = setTimeout(() => stop.abort(), seconds * 1000);
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      if (ms <= 0 || stop.signal.aborted) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        stop.signal.removeEventListener("abort", done);
        resolve();
      }
      stop.signal.addEventListener("abort", done);
    });
  const user = async (index: number) => {
    // One connection per user, kept alive between its questions (and closed before the server's announced keep-alive timeout).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let start = startedAt + index * staggerSeconds * 1000;
    try {
      for (let question = index; ; question++) {
        await wait(start - Date.now());
        if (stop.signal.aborted || Date.now() >= deadline) return;
        open++;
        peakOpen = Math.max(peakOpen, open);
        // Each user starts at another question, so the questions in flight at any moment differ.
        const outcome = await ask(agent, url, target.requests[question % target.requests.length], stop.signal);
        open--;
        switch (outcome.kind) {
          case "stopped":
            return;
          case "answer":
            run.responses++;
            statusCodes[outcome.status] = (statusCodes[outcome.status] ?? 0) + 1;
            if (outcome.status < 200 || outcome.status > 299) run.non2xx++;
            else {
              latencies.push(outcome.ms); // autocannon records the times of 2xx answers, those failing the check included
              if (!target.verifyBody(outcome.body)) run.badBodies++;
            }
            break;
          case "timeout":
            run.timeouts++;
            break;
          case "closedMidAnswer":
            run.closedMidAnswer++;
            break;
          case "connectionError":
            connectionErrors[outcome.code] = (connectionErrors[outcome.code] ?? 0) + 1;
            break;
        }
        const now = Date.now();
        start = nextStart(start, periodSeconds, now);
        if (periodSeconds > 0) {
          thought += (start - now) / 1000;
          thinks++;
        }
      }
    } finally {
      agent.destroy();
    }
  };
  try {
    await Promise.all(Array.from({ length: users }, (_, index) => user(index)));
  } finally {
    clearTimeout(stopTimer);
  }
  return {
    seconds,
    ...run,
    perSecond: run.responses / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    connectionErrors,
    statusCodes,
    users: { count: users, periodSeconds, meanThinkSeconds: thinks ? thought / thinks : 0, peakOpen },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Memory: the resident set of every node process under the server's process (npm, tsx, the start script, Next).
// A page shared by several of them (node's own code, read from one file) is in each one's RSS, so the sum of their RSS
// counts it once per process; their proportional set sizes (PSS: a shared page divided among the processes sharing
// it) add up to the memory they take together.

export interface ProcessMemory {
  pid: number;
  name: string;
  rssBytes: number;
  pssBytes: number;
}

/** The process and all its descendants, from the parent ids in /proc/<pid>/stat. */
export function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    // The name (field 2) may hold spaces and parentheses; the parent id is the second field after its closing one.
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const tree: number[] = [];
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift()!;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** The node processes of a tree (the executable is node, whatever title the process gave itself). */
function nodeProcesses(rootPid: number): number[] {
  return processTree(rootPid).filter((pid) => {
    try {
      return path.basename(fs.readlinkSync(`/proc/${pid}/exe`)) === "node";
    } catch {
      return false; // gone meanwhile
    }
  });
}

/** A node process by its title ("npm start", "next-server (v16.4.6)") or else what it runs ("tsx", "scripts/start.ts"). */
function processName(pid: number): string {
  const args = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  if (!args.length) return "?";
  if (path.basename(args[0]) !== "node") return args.join(" ").trim();
  const bin = args.find((arg) => arg.includes("/.bin/"));
  return bin ? path.basename(bin) : args[args.length - 1];
}

/** A process's PSS, or null where the kernel does not tell it (smaps_rollup is Linux 4.14 and later). */
function proportionalSetBytes(pid: number): number | null {
  try {
    const pss = /^Pss:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"));
    return pss ? Number(pss[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** RSS and PSS of the node processes of a tree; a process whose PSS is not told counts its RSS for both. */
export function nodeProcessMemory(rootPid: number): ProcessMemory[] {
  const found: ProcessMemory[] = [];
  for (const pid of nodeProcesses(rootPid)) {
    try {
      const rss = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
      if (!rss) continue;
      const rssBytes = Number(rss[1]) * 1024;
      found.push({ pid, name: processName(pid), rssBytes, pssBytes: proportionalSetBytes(pid) ?? rssBytes });
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** CPU seconds (user and system) the node processes of a tree have used so far; Linux counts 100 ticks a second. */
function cpuSeconds(rootPid: number): number {
  let ticks = 0;
  for (const pid of nodeProcesses(rootPid)) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      const after = fields.slice(fields.lastIndexOf(")") + 2).split(" ");
      ticks += Number(after[11]) + Number(after[12]); // utime, stime (fields 14 and 15)
    } catch {
      // gone meanwhile
    }
  }
  return ticks / 100;
}

/**
 * Waits until the server has finished the work the saturating run left behind (a page whose client went away is still
 * rendered to its end): its processes use under a tenth of a core over a second. Answers the seconds waited.
 */
async function untilQuiet(rootPid: number, limitSeconds = 120): Promise<number> {
  const started = Date.now();
  let before = cpuSeconds(rootPid);
  while ((Date.now() - started) / 1000 < limitSeconds) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuSeconds(rootPid);
    if (now - before < 0.1) break;
    before = now;
  }
  return (Date.now() - started) / 1000;
}

// ---------------------------------------------------------------------------------------------------------------

export interface LoadResult {
  targets: Array<{ key: LoadTarget["key"]; label: string; driver: LoadTarget["driver"]; connections: number }>;
  saturateSeconds: number;
  sliceSeconds: number;
  maximum: Record<string, TargetRun>;
  rates: Record<string, number>;
  /**
   * One entry per slice: each target's run, the memory sampled when the slice ended, and the lowest and highest sum
   * of the samples taken every 2 s during it (the RSS of a collected heap rises and falls by a quarter within a minute).
   */
  slices: Array<{ runs: Record<string, TargetRun>; memory: ProcessMemory[]; rssLow: number; rssHigh: number; server?: ServerPauses }>;
  peakRssBytes: number;
  /** Seconds the server took to finish the saturating run's leftover work before the first slice. */
  settleSeconds: number;
  loadAverage: { before: number[]; after: number[] };
}

/**
 * Half a target's maximum: for autocannon in whole requests a second and at least 1 (it gives each connection a whole
 * number a second), for virtual users to 0.1 a second and at least 0.1.
 */
export function halfRate(target: Pick<LoadTarget, "driver">, maximum: TargetRun): number {
  const half = goodPerSecond(maximum) / 2;
  return target.driver === "users" ? Math.max(0.1, Math.round(half * 10) / 10) : Math.max(1, Math.round(half));
}

const usersLog = (run: TargetRun) =>
  run.users ? ` (${run.users.count} users, think ${run.users.meanThinkSeconds.toFixed(1)} s on average, at most ${run.users.peakOpen} streams open)` : "";

/** The serving processes' event-loop delay (the worse of the two) and garbage-collection pauses over a slice (scripts/serve.mjs, bench only). */
export interface ServerPauses {
  p99: number;
  max: number;
  gc: { count: number; totalMs: number; maxMs: number };
}

/** What the serving processes measured since the last read, and a new window; null when it does not measure. */
async function serverPauses(base: string): Promise<ServerPauses | null> {
  const response = await fetch(`${base}/_bench/event-loop?reset=1`).catch(() => null);
  if (!response?.ok || !response.headers.get("content-type")?.includes("application/json")) return null;
  return (await response.json()) as ServerPauses;
}

const pausesText = (pauses: ServerPauses | undefined) =>
  pauses ? `${pauses.p99} / ${Math.round(pauses.max)} ms; ${pauses.gc.count} pauses, ${pauses.gc.totalMs} ms, longest ${pauses.gc.maxMs} ms` : "-";

const sumRss = (memory: ProcessMemory[]) => memory.reduce((sum, process) => sum + process.rssBytes, 0);
const sumPss = (memory: ProcessMemory[]) => memory.reduce((sum, process) => sum + process.pssBytes, 0);

async function runMix(base: string, targets: LoadTarget[], seconds: number, rates: Record<string, number> | null): Promise<Record<string, TargetRun>> {
  const runs = await Promise.all(targets.map((target) => runTarget(base, target, seconds, rates ? rates[target.key] : null)));
  return Object.fromEntries(targets.map((target, i) => [target.key, runs[i]]));
}

export async function loadBench(
  base: string,
  serverPid: number,
  {
    questions,
    saturateSeconds,
    steadySeconds,
    log,
  }: { questions: readonly string[]; saturateSeconds: number; steadySeconds: number; log: (line: string) => void },
): Promise<LoadResult> {
  const { targets } = await loadTargets(base, questions);
  await checkTargets(base, targets);
  const loadBefore = os.loadavg();
  log(`load: warming up the mix (10 s)…`);
  await runMix(base, targets, 10, null);
  log(`load: maximum throughput of the mix, all four saturating (${saturateSeconds} s)…`);
  const maximum = await runMix(base, targets, saturateSeconds, null);
  const rates = Object.fromEntries(targets.map((target) => [target.key, halfRate(target, maximum[target.key])]));
  log(
    `load: maximum ${targets.map((t) => `${t.key} ${maximum[t.key].perSecond.toFixed(1)}/s`).join(", ")}; half: ${targets
      .map(
        (t) =>
          `${t.key} ${rates[t.key]}/s${t.driver === "users" ? ` (${t.connections} users, a question every ${userPacing(rates[t.key], t.connections).periodSeconds.toFixed(1)} s each)` : ""}`,
      )
      .join(", ")}`,
  );
  const settleSeconds = await untilQuiet(serverPid);
  log(`load: the server was quiet again after ${settleSeconds.toFixed(0)} s`);
  const sliceSeconds = steadySeconds / LOAD_SLICES;
  let samples: number[] = [];
  const sampler = setInterval(() => samples.push(sumRss(nodeProcessMemory(serverPid))), 2000);
  const slices: LoadResult["slices"] = [];
  await serverPauses(base);
  try {
    for (let slice = 1; slice <= LOAD_SLICES; slice++) {
      samples = [];
      const runs = await runMix(base, targets, sliceSeconds, rates);
      const memory = nodeProcessMemory(serverPid);
      const server = (await serverPauses(base)) ?? undefined;
      samples.push(sumRss(memory));
      slices.push({ runs, memory, rssLow: Math.min(...samples), rssHigh: Math.max(...samples), server });
      log(
        `load: slice ${slice}/${LOAD_SLICES}: ${targets.map((t) => `${t.key} ${runs[t.key].perSecond.toFixed(1)}/s p99 ${runs[t.key].p99} ms, ${errorCount(runs[t.key])} errors${usersLog(runs[t.key])}`).join("; ")}; RSS ${mbText(sumRss(memory))}, PSS ${mbText(sumPss(memory))}`,
      );
    }
  } finally {
    clearInterval(sampler);
  }
  return {
    targets: targets.map(({ key, label, driver, connections }) => ({ key, label, driver, connections })),
    saturateSeconds,
    sliceSeconds,
    maximum,
    rates,
    slices,
    peakRssBytes: Math.max(...slices.map((slice) => slice.rssHigh)),
    settleSeconds,
    loadAverage: { before: loadBefore, after: os.loadavg() },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The report.

const sliceName = (result: LoadResult) => (result.sliceSeconds === 60 ? "minute" : `${result.sliceSeconds} s slice`);
const ms = (value: number) => `${Math.round(value)} ms`;
const percent = (fraction: number) => `${fraction >= 0 ? "+" : ""}${(fraction * 100).toFixed(1)}%`;
const mbText = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

function errorText(runs: TargetRun[]): string {
  const total = (pick: (run: TargetRun) => number) => runs.reduce((sum, run) => sum + pick(run), 0);
  const codes: Record<string, number> = {};
  for (const run of runs) for (const [code, n] of Object.entries(run.connectionErrors)) codes[code] = (codes[code] ?? 0) + n;
  const statuses: Record<string, number> = {};
  for (const run of runs) for (const [code, n] of Object.entries(run.statusCodes)) if (!code.startsWith("2")) statuses[code] = (statuses[code] ?? 0) + n;
  const parts = [
    `non-2xx ${total((run) => run.non2xx)}${
      Object.keys(statuses).length
        ? ` (${Object.entries(statuses)
            .map(([code, n]) => `${code}: ${n}`)
            .join(", ")})`
        : ""
    }`,
    `timeouts ${total((run) => run.timeouts)}`,
    `resets and other socket errors ${Object.values(codes).reduce((a, b) => a + b, 0)}${
      Object.keys(codes).length
        ? ` (${Object.entries(codes)
            .map(([code, n]) => `${code}: ${n}`)
            .join(", ")})`
        : ""
    }`,
    `closed mid-answer ${total((run) => run.closedMidAnswer)}`,
    `2xx failing the body check ${total((run) => run.badBodies)}`,
  ];
  return parts.join(", ");
}

export interface LoadVerdict {
  errors: number;
  p99Growth: Record<string, number>;
  rssGrowth: number;
  /** The PSS sum at the end of the last slice. */
  memoryBytes: number;
  met: { errors: boolean; p99: Record<string, boolean>; rss: boolean; memory: boolean };
}

export function judgeLoad(result: LoadResult): LoadVerdict {
  const first = result.slices[0];
  const last = result.slices[result.slices.length - 1];
  const errors = result.slices.reduce((sum, slice) => sum + Object.values(slice.runs).reduce((s, run) => s + errorCount(run), 0), 0);
  const p99Growth = Object.fromEntries(result.targets.map(({ key }) => [key, last.runs[key].p99 / Math.max(1, first.runs[key].p99)]));
  const rssGrowth = sumRss(last.memory) / sumRss(first.memory) - 1;
  const memoryBytes = sumPss(last.memory);
  return {
    errors,
    p99Growth,
    rssGrowth,
    memoryBytes,
    met: {
      memory: memoryBytes <= MEMORY_LIMIT_BYTES,
      errors: errors === 0,
      p99: Object.fromEntries(Object.entries(p99Growth).map(([key, growth]) => [key, growth <= P99_GROWTH_LIMIT])),
      rss: rssGrowth < RSS_GROWTH_LIMIT,
    },
  };
}

const met = (ok: boolean) => (ok ? "met" : "missed");

/** "50 concurrent chat users (…)": the users, their period and the think time they waited, first and last slice. */
function usersText(result: LoadResult, key: LoadTarget["key"], users: number): string {
  const first = result.slices[0].runs[key].users;
  const last = result.slices[result.slices.length - 1].runs[key].users;
  const n = result.slices.length;
  const minutes = sliceName(result);
  const think =
    first && last ? `${last.meanThinkSeconds.toFixed(1)} s on average in ${minutes} ${n}, ${first.meanThinkSeconds.toFixed(1)} s in ${minutes} 1` : "-";
  const peak = Math.max(...result.slices.map((slice) => slice.runs[key].users?.peakOpen ?? 0));
  return `${users} concurrent ${key} users, each on its own keep-alive connection, each asking every ${userPacing(result.rates[key], users).periodSeconds.toFixed(1)} s (their first questions ${userPacing(result.rates[key], users).staggerSeconds.toFixed(2)} s apart) and reading the stream to its end; think time, the rest of that period after the answer: ${think}; at most ${peak} streams open at once`;
}

/** Rows for the report's main table (measure, result, baseline, ratio, target). */
export function loadRows(result: LoadResult): string[][] {
  const verdict = judgeLoad(result);
  const first = result.slices[0];
  const last = result.slices[result.slices.length - 1];
  const n = result.slices.length;
  const minutes = sliceName(result);
  const rows: string[][] = [];
  for (const { key, label, driver, connections } of result.targets) {
    const max = result.maximum[key];
    const half = `half the mix's maximum of ${goodPerSecond(max).toFixed(1)} req/s`;
    rows.push([
      driver === "users"
        ? `load, ${label}: p99 of the last ${minutes} ÷ the first, at ${result.rates[key]} req/s from ${usersText(result, key, connections)} (${half} with the ${connections} users asking without a pause for ${result.saturateSeconds} s; to 0.1 req/s)`
        : `load, ${label}: p99 of the last ${minutes} ÷ the first, at ${result.rates[key]} req/s (${half} with ${connections} connections saturating for ${result.saturateSeconds} s; rounded, at least 1)`,
      `${minutes} ${n}: p99 ${ms(last.runs[key].p99)}, p50 ${ms(last.runs[key].p50)}, ${last.runs[key].perSecond.toFixed(1)} req/s`,
      `${minutes} 1: p99 ${ms(first.runs[key].p99)}, p50 ${ms(first.runs[key].p50)}, ${first.runs[key].perSecond.toFixed(1)} req/s`,
      `${verdict.p99Growth[key].toFixed(2)}×`,
      `≤ ${P99_GROWTH_LIMIT}×: ${met(verdict.met.p99[key])}`,
    ]);
  }
  const allRuns = result.slices.flatMap((slice) => Object.values(slice.runs));
  rows.push([
    `load, errors across the ${result.sliceSeconds === 60 ? `${n} minutes` : `${n} slices of ${result.sliceSeconds} s`} at half the maximum, all four targets`,
    `${verdict.errors} errors, ${allRuns.reduce((sum, run) => sum + run.responses, 0).toLocaleString("en-US")} answers: ${errorText(allRuns)}`,
    "-",
    "-",
    `0: ${met(verdict.met.errors)}`,
  ]);
  const saturating = Object.values(result.maximum);
  rows.push([
    `load, errors while saturating for ${result.saturateSeconds} s (to find the maximum; not a criterion)`,
    `${saturating.reduce((sum, run) => sum + errorCount(run), 0)} errors, ${saturating.reduce((sum, run) => sum + run.responses, 0).toLocaleString("en-US")} answers: ${errorText(saturating)}`,
    "-",
    "-",
    "-",
  ]);
  const largest = last.memory.reduce((a, b) => (b.rssBytes > a.rssBytes ? b : a));
  const largestBefore = first.memory.find((process) => process.pid === largest.pid);
  const largestGrowth = largestBefore
    ? `${percent(largest.rssBytes / largestBefore.rssBytes - 1)} from ${mbText(largestBefore.rssBytes)}`
    : "not there at the end of the first";
  rows.push([
    `load, RSS of the server's node processes (${last.memory.length}: ${last.memory.map((process) => process.name).join(", ")}), end of ${minutes} ${n} ÷ end of ${minutes} 1`,
    `${mbText(sumRss(last.memory))} (${largest.name} alone ${mbText(largest.rssBytes)}, ${largestGrowth}; lowest 2 s sample in ${minutes} ${n} ${mbText(last.rssLow)} against ${mbText(first.rssLow)} in ${minutes} 1, ${percent(last.rssLow / first.rssLow - 1)}; peak of the sum ${mbText(result.peakRssBytes)})`,
    `${mbText(sumRss(first.memory))}`,
    percent(verdict.rssGrowth),
    `< ${RSS_GROWTH_LIMIT * 100}%: ${met(verdict.met.rss)}`,
  ]);
  rows.push([
    `load, memory the server's node processes take together at the end of ${minutes} ${n}: the sum of their PSS (a page they share, such as node's own code, counted once)`,
    `${mbText(verdict.memoryBytes)} (${last.memory.map((process) => `${process.name} ${mbText(process.pssBytes)}`).join(", ")}); the sum of their RSS ${mbText(sumRss(last.memory))}`,
    "-",
    "-",
    `≤ ${(MEMORY_LIMIT_BYTES / 1e6).toLocaleString("en-US")} MB: ${met(verdict.met.memory)}`,
  ]);
  return rows;
}

/** The per-slice figures as a table of their own, and the machine's load around the run. */
export function loadDetail(result: LoadResult): string {
  const keys = result.targets.map((target) => target.key);
  const cell = (run: TargetRun) =>
    `${run.perSecond.toFixed(1)} req/s, ${Math.round(run.p50)} / ${Math.round(run.p99)} ms${errorCount(run) ? `, ${errorCount(run)} errors` : ""}${run.users ? `; ${run.users.count} users, think ${run.users.meanThinkSeconds.toFixed(1)} s, at most ${run.users.peakOpen} open` : ""}`;
  const header = [
    "",
    ...result.targets.map((target) => `${target.label}: req/s, p50 / p99`),
    "errors",
    "RSS, sum: at the end (lowest–highest 2 s sample in the slice; per process at the end); PSS, sum at the end",
    "serving processes (the worse of the two): event-loop delay p99 / max; garbage collection (both)",
  ];
  const lines = [
    `| ${header.join(" | ")} |`,
    `|${header.map(() => " --- ").join("|")}|`,
    `| maximum, ${result.saturateSeconds} s saturating (connections ${result.targets.map((target) => `${target.connections}${target.driver === "users" ? " users without think time" : ""}`).join(" / ")}) | ${keys.map((key) => cell(result.maximum[key])).join(" | ")} | ${keys.reduce((sum, key) => sum + errorCount(result.maximum[key]), 0)} | - | - |`,
    ...result.slices.map(
      (slice, i) =>
        `| ${sliceName(result)} ${i + 1} at ${keys.map((key) => result.rates[key]).join(" / ")} req/s | ${keys.map((key) => cell(slice.runs[key])).join(" | ")} | ${keys.reduce((sum, key) => sum + errorCount(slice.runs[key]), 0)} | ${mbText(sumRss(slice.memory))} (${(slice.rssLow / 1e6).toFixed(0)}–${mbText(slice.rssHigh)}; ${slice.memory.map((process) => `${process.name} ${mbText(process.rssBytes)}`).join(", ")}); ${mbText(sumPss(slice.memory))} | ${pausesText(slice.server)} |`,
    ),
  ];
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(", ");
  const users = result.targets
    .filter((target) => target.driver === "users")
    .map(({ key, connections }) => `The ${key}: ${usersText(result, key, connections)}. `)
    .join("");
  return `${lines.join("\n")}\n\n${users}Load average (1, 5, 15 min) on the ${os.cpus().length} cores: ${load(result.loadAverage.before)} before the run, ${load(result.loadAverage.after)} after it; autocannon and the users ran in the bench's own process on the same machine. The first slice started ${Math.round(result.settleSeconds)} s after the saturating run, when the server had finished the work it left behind.\n`;
}
