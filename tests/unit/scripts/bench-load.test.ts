// The load run's counting (scripts/bench-load.ts): autocannon against a local server whose answers end well, end
// with an error event, are cut off mid-stream, fail or reset; the body checks; the pass criteria; and the RSS of a
// process tree read from /proc.
import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  completeBatch,
  completePage,
  completeStream,
  errorCount,
  judgeLoad,
  nodeProcessMemory,
  runTarget,
  type LoadResult,
  type LoadTarget,
  type TargetRun,
} from "@/scripts/bench-load";

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

describe("runTarget", () => {
  let server: http.Server;
  let base: string;
  let served = 0;

  beforeAll(async () => {
    server = http.createServer(async (request, response) => {
      served++;
      const stream = () => response.writeHead(200, { "content-type": "text/event-stream" });
      switch (request.url) {
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
          if (served % 2) response.socket!.end(); // the connection ends before the stream's last chunk
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

  const target = (path: string): LoadTarget => ({ key: "chat", label: path, connections: 2, requests: [{ method: "POST", path, body: "{}" }], verifyBody: completeStream });

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
    const run = await runTarget(base, target("/stream-cut-every-other"), 1.5, null);
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
    expect(run.perSecond).toBeGreaterThan(3);
    expect(run.perSecond).toBeLessThan(7);
    expect(run.p99).toBeLessThan(1000); // raw times: no synthetic samples for coordinated omission
  });
});

describe("judgeLoad", () => {
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
  const memory = (mb: number) => [
    { pid: 1, name: "npm start", rssBytes: 50e6 },
    { pid: 2, name: "next-server", rssBytes: (mb - 50) * 1e6 },
  ];
  const result = (firstP99: number, lastP99: number, firstMb: number, lastMb: number, errors = 0): LoadResult => ({
    targets: [{ key: "dashboard", label: "dashboard (/)", connections: 10 }],
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
});

describe("nodeProcessMemory", () => {
  it("sums the node processes of a tree, children included", async () => {
    const child = spawn(process.execPath, ["-e", `require("node:child_process").spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)"], { stdio: "ignore" }); setTimeout(() => {}, 10000);`], { stdio: "ignore" });
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
    } finally {
      for (const pid of nodeProcessMemory(child.pid!).map((entry) => entry.pid).reverse()) process.kill(pid);
    }
  });
});
