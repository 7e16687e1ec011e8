// The bare-page probe (scripts/bench-probe.mjs), run as the screens bench runs it: a process of its own fetching one
// request at a time from a local server, the first to warm up and untimed, saying when its timed requests start,
// stopping when its standard input ends and then printing each later response time, and failing on a status other
// than 200.
import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

/** The probe on `url`, its input ended `ms` after it said it started (or never, when it fails before). */
function runProbe(url: string, ms: number): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const probe = spawn(process.execPath, [path.join(process.cwd(), "scripts", "bench-probe.mjs"), url]);
  let stdout = "";
  let stderr = "";
  probe.stdout.on("data", (chunk: Buffer) => {
    if (!stdout.startsWith("started\n") && (stdout + chunk).startsWith("started\n")) setTimeout(() => probe.stdin.end(), ms);
    stdout += chunk;
  });
  probe.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
  return new Promise((resolve) => probe.on("close", (code) => resolve({ code, stdout, stderr })));
}

describe("bare-page probe", () => {
  let server: http.Server;
  let base = "";
  let inFlight = 0;
  let mostInFlight = 0;
  let served = 0;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      setTimeout(() => {
        inFlight--;
        served++;
        response.writeHead(request.url === "/broken" ? 500 : 200, { "content-type": "text/html" });
        response.end("<p>bare</p>");
      }, 20);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("prints one response time per request after the first, one request at a time, each at least the server's 20 ms", async () => {
    served = 0;
    const { code, stdout } = await runProbe(`${base}/bench-baseline`, 600);
    expect(code).toBe(0);
    expect(stdout.startsWith("started\n")).toBe(true);
    const times = JSON.parse(stdout.slice("started\n".length)) as number[];
    // The first request warms the probe up (its HTTP client, the connection) and is not timed.
    expect(times.length).toBe(served - 1);
    expect(times.length).toBeGreaterThanOrEqual(3);
    expect(times.every((time) => time >= 19)).toBe(true);
    expect(mostInFlight).toBe(1);
  });

  it("fails naming the address and the status when the page does not answer 200", async () => {
    const { code, stderr } = await runProbe(`${base}/broken`, 300);
    expect(code).toBe(1);
    expect(stderr).toContain(`${base}/broken: status 500`);
  });
});
