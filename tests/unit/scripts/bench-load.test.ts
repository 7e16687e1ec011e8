// The load run's counting (scripts/bench-load.ts): autocannon and the chat's virtual users against a local server
// whose answers end well, end with an error event, are cut off mid-stream, fail or reset; the users' pacing; the body
// checks; the pass criteria; and the RSS of a process tree read from /proc.
import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  completeBatch,
  completePage,
  completeStream,
  errorCount,
  halfRate,
  judgeLoad,
  nextStart,
  nodeProcessMemory,
  percentile,
  runTarget,
  userPacing,
  type LoadResult,
  type LoadTarget,
  type TargetRun,
} from "@/scripts/bench-load";

const run = (p99: number, errors = 0): TargetRun => ({
  seconds: 60,
  responses: 600,
  perSecond: 10,
  p50: p99 / 2,
  p99,
  non2xx: errors,
  timeouts: 0,
  connectionErrors: {},
  closedMidAnswer: 0,
  badBodies: 0,
  statusCodes: { "200": 600 - errors },
});
const event = (body: object) => `data: ${JSON.stringify(body)}\n\n`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("body checks", () => {
  it.each([
    ["a page read to its end", "<!DOCTYPE html><html><body>…</body></html>\n", true],
    ["a page cut short", "<!DOCTYPE html><html><body>…", false],
  ])("completePage: %s", (_name, body, expected) => expect(completePage(body)).toBe(expected));

  it.each([
    ["every item with data", JSON.stringify([{ data: { a: 1 } }, { data: { b: [] } }]), 2, true],
    ["an item with errors", JSON.stringify([{ data: { a: 1 } }, { data: null, errors: [{ message: "Query processing timeout after 15000ms" }] }]), 2, false],
    ["fewer items than sent", JSON.stringify([{ data: { a: 1 } }]), 2, false],
    ["an error object instead of a list", JSON.stringify({ error: { code: "unauthorized:api" } }), 2, false],
    ["not JSON", "<html>", 2, false],
  ])("completeBatch: %s", (_name, body, size, expected) => expect(completeBatch(body, size)).toBe(expected));

  it.each([
    ["ends with its complete event", `${event({ type: "partial", kind: "thinking" })}${event({ type: "complete", text: "Found 3 games." })}`, true],
    ["ends with an error event", `${event({ type: "partial", kind: "thinking" })}${event({ type: "error", message: "Search failed" })}`, false],
    ["cut off inside the last event", `${event({ type: "partial", kind: "thinking" })}data: {"type":"comp`, false],
    ["no event at all", "", false],
  ])("completeStream: %s", (_name, body, expected) => expect(completeStream(body)).toBe(expected));
});

describe.each(["autocannon", "users"] as const)("runTarget, %s", (driver) => {
  let server: http.Server;
  let base: string;
  let served = 0;
  /** When each request arrived, on which path and from which client port. */
  const arrivals: Array<{ at: number; port: number; url: string }> = [];

  beforeAll(async () => {
    server = http.createServer(async (request, response) => {
      served++;
      arrivals.push({ at: Date.now(), port: request.socket.remotePort!, url: request.url! });
      const stream = () => response.writeHead(200, { "content-type": "text/event-stream" });
      // The query string only tells one test's requests from another's (a request the previous test abandoned at its
      // end can still arrive after the next one started).
      switch (new URL(request.url!, "http://test").pathname) {
        case "/stream":
          stream();
          response.write(event({ type: "partial", kind: "thinking" }));
          await sleep(30);
          response.end(event({ type: "complete", text: "done" }));
          return;
        case "/stream-error":
          stream();
          response.end(event({ type: "error", message: "Search failed" }));
          return;
        case "/stream-cut-every-other":
          stream();
          response.write(event({ type: "partial", kind: "thinking" }));
          await sleep(10);
          if (served % 2)
            response.socket!.end(); // the connection ends before the stream's last chunk
          else response.end(event({ type: "complete", text: "done" }));
          return;
        case "/reset":
          response.socket!.resetAndDestroy();
          return;
        default:
          response.writeHead(500).end("failed");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const target = (path: string): LoadTarget => ({
    key: "chat",
    label: path,
    driver,
    connections: 2,
    requests: [{ method: "POST", path, body: "{}" }],
    verifyBody: completeStream,
  });

  it("reads every stream to its end and counts none as an error", async () => {
    const run = await runTarget(base, target("/stream"), 1, null);
    expect(run.responses).toBeGreaterThan(10);
    expect(errorCount(run)).toBe(0);
    expect(run.p50).toBeGreaterThanOrEqual(30); // the time to the last chunk, not to the headers
  });

  it("counts a 2xx stream that ends with an error event as an error", async () => {
    const run = await runTarget(base, target("/stream-error"), 1, null);
    expect(run.badBodies).toBe(run.responses);
    expect(errorCount(run)).toBeGreaterThan(0);
  });

  it("counts a stream the server cuts off, and measures the next answers on the reconnected connection", async () => {
    served = 0;
    // One connection or user, so the cut and the whole answers alternate (two fall into step with one kind at times).
    const run = await runTarget(base, { ...target("/stream-cut-every-other"), connections: 1 }, 1.5, null);
    expect(run.closedMidAnswer).toBeGreaterThan(5);
    expect(run.responses).toBeGreaterThan(5);
    expect(run.badBodies).toBe(0); // a half-read answer never runs into the next one
    expect(run.timeouts).toBe(0);
  });

  it("counts non-2xx answers and connection resets", async () => {
    const failed = await runTarget(base, target("/fail"), 0.5, null);
    expect(failed.non2xx).toBe(failed.responses);
    expect(failed.statusCodes["500"]).toBe(failed.responses);
    const reset = await runTarget(base, target("/reset"), 0.5, null);
    expect(reset.connectionErrors.ECONNRESET).toBeGreaterThan(0);
    expect(errorCount(reset)).toBeGreaterThan(0);
  });

  it("keeps to a set rate", async () => {
    const run = await runTarget(base, { ...target("/stream"), connections: 50 }, 2, 5);
    // Bounds with room for a loaded CI machine; the upper one is the point: the rate holds the load back.
    expect(run.perSecond).toBeGreaterThan(2);
    expect(run.perSecond).toBeLessThan(7);
    expect(run.p99).toBeLessThan(1000); // raw times: no synthetic samples for coordinated omission
  });

  if (driver === "users") {
    it("keeps 50 users at a low rate, spread evenly, each on one kept-alive connection", async () => {
      // 50 users at 20 a second: each asks every 2.5 s, the users' first questions 50 ms apart.
      const run = await runTarget(base, { ...target("/stream?even"), connections: 50 }, 3, 20);
      const ours = arrivals.filter((arrival) => arrival.url === "/stream?even");
      expect(run.users).toMatchObject({ count: 50, periodSeconds: 2.5 });
      expect(run.users!.meanThinkSeconds).toBeGreaterThan(2); // 2.5 s less an answer (about 30 ms on a quiet machine)
      expect(run.users!.meanThinkSeconds).toBeLessThan(2.5);
      expect(errorCount(run)).toBe(0);
      expect(run.perSecond).toBeGreaterThan(15);
      expect(run.perSecond).toBeLessThan(23);
      // 60 questions: the first 50 from 50 users, then users 1 to 10 again on their own connections.
      expect(ours.length).toBeGreaterThanOrEqual(55);
      expect(new Set(ours.map((arrival) => arrival.port)).size).toBe(50);
      const gaps = ours.slice(1).map((arrival, i) => arrival.at - ours[i].at);
      // No burst and pause (autocannon's quota per second leaves gaps near 1 s): about 50 ms apart, with room for a
      // loaded machine's late timers.
      expect(Math.max(...gaps)).toBeLessThan(500);
    });

    it("saturates without a think time, all users at once", async () => {
      const run = await runTarget(base, { ...target("/stream"), connections: 20 }, 1, null);
      expect(run.users).toMatchObject({ count: 20, periodSeconds: 0, peakOpen: 20 });
      // Without a think time every user asks again as soon as its answer ends: several questions each in the second
      // (about 30 on a quiet machine), not one per period.
      expect(run.responses).toBeGreaterThanOrEqual(3 * 20);
      expect(errorCount(run)).toBe(0);
    });
  }
});

describe("user pacing", () => {
  it("gives each of U users a period of U / rate and spreads their first questions 1 / rate apart", () => {
    expect(userPacing(1, 50)).toEqual({ periodSeconds: 50, staggerSeconds: 1 });
    expect(userPacing(2.5, 50)).toEqual({ periodSeconds: 20, staggerSeconds: 0.4 });
    expect(userPacing(null, 50)).toEqual({ periodSeconds: 0, staggerSeconds: 0 });
    expect(() => userPacing(0, 50)).toThrow();
  });

  it("asks again a period after the last question started, or at once after a longer answer", () => {
    expect(nextStart(1000, 20, 1300)).toBe(21000); // answered in 300 ms: 19.7 s of think time
    expect(nextStart(1000, 20, 25000)).toBe(25000); // answered after the period: no think time, no catching up
    expect(nextStart(1000, 0, 1300)).toBe(1300); // saturating
  });

  it("halves the maximum to 0.1 req/s for users and to whole requests for autocannon", () => {
    const max = (responses: number): TargetRun => ({ ...run(100), responses, perSecond: responses / 60, statusCodes: { "200": responses } });
    expect(halfRate({ driver: "users" }, max(132))).toBe(1.1);
    expect(halfRate({ driver: "autocannon" }, max(132))).toBe(1);
    expect(halfRate({ driver: "users" }, max(0))).toBe(0.1);
  });

  it("takes percentiles as autocannon's histogram does: whole milliseconds, the rank rounded up", () => {
    const values = Array.from({ length: 200 }, (_, i) => i + 1.7);
    expect(percentile(values, 50)).toBe(100);
    expect(percentile(values, 99)).toBe(198);
    expect(percentile([42.9], 99)).toBe(42);
    expect(percentile([], 99)).toBe(0);
  });
});

describe("judgeLoad", () => {
  // Each process's PSS is its RSS less the 20 MB of node's code the two share.
  const memory = (mb: number) => [
    { pid: 1, name: "npm start", rssBytes: 50e6, pssBytes: 30e6 },
    { pid: 2, name: "next-server", rssBytes: (mb - 50) * 1e6, pssBytes: (mb - 70) * 1e6 },
  ];
  const result = (firstP99: number, lastP99: number, firstMb: number, lastMb: number, errors = 0): LoadResult => ({
    targets: [{ key: "dashboard", label: "dashboard (/)", driver: "autocannon", connections: 10 }],
    saturateSeconds: 30,
    sliceSeconds: 60,
    maximum: { dashboard: run(500) },
    rates: { dashboard: 10 },
    slices: [
      { runs: { dashboard: run(firstP99) }, memory: memory(firstMb), rssLow: firstMb * 1e6, rssHigh: firstMb * 1e6 },
      { runs: { dashboard: run(firstP99, errors) }, memory: memory(firstMb), rssLow: firstMb * 1e6, rssHigh: firstMb * 1e6 },
      { runs: { dashboard: run(lastP99) }, memory: memory(lastMb), rssLow: lastMb * 1e6, rssHigh: lastMb * 1e6 },
    ],
    peakRssBytes: lastMb * 1e6,
    settleSeconds: 3,
    loadAverage: { before: [1, 1, 1], after: [1, 1, 1] },
  });

  it.each([
    ["p99 doubled exactly, memory +9.9%", result(100, 200, 1000, 1099), { errors: true, p99: true, rss: true }],
    ["p99 just over twice", result(100, 201, 1000, 1000), { errors: true, p99: false, rss: true }],
    ["memory +10%", result(100, 100, 1000, 1100), { errors: true, p99: true, rss: false }],
    ["one error in a middle slice", result(100, 100, 1000, 1000, 1), { errors: false, p99: true, rss: true }],
  ])("%s", (_name, input, expected) => {
    const verdict = judgeLoad(input);
    expect({ errors: verdict.met.errors, p99: verdict.met.p99.dashboard, rss: verdict.met.rss }).toEqual(expected);
  });

  it.each([
    // RSS sum 1,540 MB: over the limit counted that way, within it with the shared pages counted once.
    [1540, 1500e6, true],
    [1541, 1501e6, false],
  ])("judges the memory at the end on the PSS sum (RSS sum %i MB)", (lastMb, pss, within) => {
    const verdict = judgeLoad(result(100, 100, 1400, lastMb));
    expect(verdict.memoryBytes).toBe(pss);
    expect(verdict.met.memory).toBe(within);
  });
});

describe("nodeProcessMemory", () => {
  it("sums the node processes of a tree, children included", async () => {
    const child = spawn(
      process.execPath,
      ["-e", `require("node:child_process").spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"], { stdio: "ignore" }); setTimeout(() => {}, 10000);`],
      { stdio: "ignore" },
    );
    try {
      // Both processes running their script: node has started (a process just forked has a small RSS still).
      const started = (memory: ReturnType<typeof nodeProcessMemory>) => memory.length === 2 && memory.every((entry) => entry.rssBytes > 10e6);
      let found = nodeProcessMemory(child.pid!);
      for (let tries = 0; !started(found) && tries < 100; tries++) {
        await sleep(100);
        found = nodeProcessMemory(child.pid!);
      }
      expect(found.map((entry) => entry.pid)).toContain(child.pid);
      expect(found).toHaveLength(2);
      for (const entry of found) expect(entry.rssBytes).toBeGreaterThan(10e6);
      // Two node processes share node's own code: each one's PSS is less than its RSS.
      for (const entry of found) expect(entry.pssBytes).toBeGreaterThan(0);
      for (const entry of found) expect(entry.pssBytes).toBeLessThan(entry.rssBytes);
    } finally {
      for (const pid of nodeProcessMemory(child.pid!)
        .map((entry) => entry.pid)
        .reverse())
        process.kill(pid);
    }
  });
});
