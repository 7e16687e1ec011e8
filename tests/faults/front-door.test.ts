/**
 * What an outside caller meets at the server `npm start` runs (scripts/serve.mjs), tried over plain HTTP:
 * - by default it listens on the loopback address only, and says so when it starts;
 * - a header block over 16 KB is answered 431 naming the limit, not by a reset connection;
 * - pages come compressed with brotli or gzip, whichever the client takes, and whole when it takes neither;
 * - without TRUST_PROXY a client's own X-Forwarded-For does not change the address the sign-in limit counts;
 * - with TRUST_PROXY=1 the address the proxy appended counts, and what the client wrote before it does not;
 * - 20 wrong passwords sent at once for one account: at most 10 are checked;
 * - the analysis process, which answers the heavy requests, runs every thread at a lower priority than the front one.
 */
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import zlib from "node:zlib";
import { App, DEMO, randomSecret, temporaryFolder, timedFetch } from "./support";

const dataDir = temporaryFolder("front-door");
let app: App | undefined;

afterEach(async () => {
  await app?.kill("SIGTERM");
  app = undefined;
}, 60_000);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const start = (env: Record<string, string> = {}) =>
  App.start({ label: "front-door", env: { NEXTAUTH_SECRET: randomSecret(), DEMO_GAMES: "200", DATA_DIR: dataDir, ...env } });

/** A wrong-password sign-in through the API, as a script would send it. */
const guess = (baseUrl: string, email: string, forwardedFor?: string) =>
  timedFetch(`${baseUrl}/api/signin`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
    body: JSON.stringify({ email, password: "not-the-password-1" }),
  });

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 3_000 });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A page as a client accepting `encodings` receives it: its Content-Encoding and its text, decoded. */
function pageAccepting(url: string, encodings: string): Promise<{ encoding: string | undefined; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": encodings } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"];
          const decoded = encoding === "br" ? zlib.brotliDecompressSync(raw) : encoding === "gzip" ? zlib.gunzipSync(raw) : raw;
          resolve({ encoding, text: decoded.toString("utf8") });
        });
      })
      .on("error", reject);
  });
}

it("listens on the loopback address only, answers oversized headers 431, and counts the socket's address whatever X-Forwarded-For says", async () => {
  app = await start();
  expect(await app.logOnceItSays("Lumos is ready")).toContain("this machine only: set HOST=0.0.0.0 to serve others");
  expect(await accepts("127.0.0.1", app.port)).toBe(true);
  const outside = Object.values(os.networkInterfaces())
    .flat()
    .filter((address) => address && address.family === "IPv4" && !address.internal)
    .map((address) => address!.address);
  for (const address of outside) expect({ address, accepted: await accepts(address, app.port) }).toEqual({ address, accepted: false });

  // Compressed as the client can read it, and the same page whichever way it travels.
  const plain = await pageAccepting(`${app.baseUrl}/login-page`, "identity");
  expect(plain.encoding).toBeUndefined();
  expect(plain.text).toContain("</html>");
  for (const [accepts, encoding] of [
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
  ]) {
    const page = await pageAccepting(`${app.baseUrl}/login-page`, accepts);
    expect({ accepts, encoding: page.encoding, whole: page.text.endsWith("</html>") }).toEqual({ accepts, encoding, whole: true });
  }

  const big = (bytes: number) => ({ "x-padding": "a".repeat(bytes) });
  expect((await timedFetch(`${app.baseUrl}/login-page`, { headers: big(12 * 1024) })).status).toBe(200);
  const tooBig = await timedFetch(`${app.baseUrl}/login-page`, { headers: big(100 * 1024) });
  expect(tooBig.status).toBe(431);
  expect(tooBig.text).toContain("larger than the server's limit of 16 KB");

  // Ten failures for ten accounts, each claiming another forwarded address: the socket's address is locked anyway.
  for (let i = 1; i <= 10; i++) expect((await guess(app.baseUrl, `nobody${i}@example.com`, `203.0.113.${i}`)).status).toBe(401);
  const next = await guess(app.baseUrl, "someone-else@example.com", "198.51.100.77");
  expect(next.status).toBe(429);
}, 600_000);

/** The fields of /proc/<pid>/stat (or of a thread's) after the command name, which may itself hold spaces. */
const statFields = (file: string) =>
  fs
    .readFileSync(file, "utf8")
    .replace(/^.*\) /s, "")
    .split(" ");

/**
 * The two server processes (scripts/serve.mjs) in the process group `group`, the analysis one known by the role its
 * parent gave it (LUMOS_PROCESS), each with the nice value of every thread.
 */
function serverThreadsByRole(group: number): Map<"front" | "analysis", number[]> {
  const roles = new Map<"front" | "analysis", number[]>();
  for (const entry of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      // Field 5 of stat is the process group: the third after the command name.
      if (Number(statFields(`/proc/${entry}/stat`)[2]) !== group) continue;
      if (!fs.readFileSync(`/proc/${entry}/cmdline`, "utf8").includes("serve.mjs")) continue;
      const role = fs.readFileSync(`/proc/${entry}/environ`, "utf8").split("\0").includes("LUMOS_PROCESS=analysis") ? "analysis" : "front";
      // Field 19 is the nice value: the seventeenth after the command name.
      roles.set(
        role,
        fs.readdirSync(`/proc/${entry}/task`).map((thread) => Number(statFields(`/proc/${entry}/task/${thread}/stat`)[16])),
      );
    } catch {
      // a process that ended while it was read
    }
  }
  return roles;
}

it("runs every thread of the analysis process five nice levels below the front process's", async () => {
  app = await start();
  const roles = serverThreadsByRole(app.pid);
  const front = roles.get("front")!;
  const analysis = roles.get("analysis")!;
  expect(front.length).toBeGreaterThan(1);
  expect(analysis.length).toBeGreaterThan(1);
  const frontNice = Math.max(...front);
  expect(new Set(front)).toEqual(new Set([frontNice]));
  expect(new Set(analysis)).toEqual(new Set([Math.min(19, frontNice + 5)]));
}, 600_000);

it("behind TRUST_PROXY=1 counts the address the proxy appended, checks at most 10 of 20 simultaneous guesses, and keeps the right password locked out", async () => {
  app = await start({ TRUST_PROXY: "1" });
  expect(await app.logOnceItSays("Client addresses")).toContain("as seen by the proxy in front (TRUST_PROXY=1)");

  // The proxy appends 198.51.100.5; what the client wrote before it changes nothing.
  for (let i = 1; i <= 10; i++) expect((await guess(app.baseUrl, `nobody${i}@example.com`, `203.0.113.${i}, 198.51.100.5`)).status).toBe(401);
  expect((await guess(app.baseUrl, "someone-else@example.com", "192.0.2.9, 198.51.100.5")).status).toBe(429);
  expect((await guess(app.baseUrl, "someone-else@example.com", "198.51.100.6")).status).toBe(401);

  // Twenty guesses for one account at once, from twenty addresses: only the account's limit stands in the way.
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => guess(app!.baseUrl, DEMO.analyst.email, `198.51.100.${100 + i}`)));
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
  expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
  const right = await timedFetch(`${app.baseUrl}/api/signin`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.200" },
    body: JSON.stringify(DEMO.analyst),
  });
  expect(right.status).toBe(429);
}, 600_000);
