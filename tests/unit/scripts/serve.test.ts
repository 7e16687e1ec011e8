import fs from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import {
  clientAddress,
  compressResponse,
  FRONT_SHARED_MAX,
  holdUntilEnd,
  processFor,
  proxyRequest,
  routeHandlerPaths,
  servedByAnalysis,
  settleForwardedHeaders,
  STREAM_AFTER_MS,
} from "@/scripts/serve.mjs";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("clientAddress", () => {
  it("is the socket's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress(undefined, "198.51.100.7", 0)).toBe("198.51.100.7");
    expect(clientAddress("203.0.113.9", "198.51.100.7", 0)).toBe("198.51.100.7");
    expect(clientAddress(["203.0.113.9", "10.0.0.1"], "198.51.100.7", 0)).toBe("198.51.100.7");
  });

  it("behind one trusted proxy is the address that proxy appended, not one the client wrote before it", () => {
    // client 203.0.113.9 → proxy 10.0.0.2 → server; the client forged 192.0.2.1.
    expect(clientAddress("203.0.113.9", "10.0.0.2", 1)).toBe("203.0.113.9");
    expect(clientAddress("192.0.2.1, 203.0.113.9", "10.0.0.2", 1)).toBe("203.0.113.9");
    expect(clientAddress("192.0.2.1,203.0.113.9 , ", "10.0.0.2", 1)).toBe("203.0.113.9");
  });

  it("behind two proxies counts two hops back, and with fewer hops than proxies takes the farthest known", () => {
    expect(clientAddress("192.0.2.1, 203.0.113.9, 10.0.0.3", "10.0.0.2", 2)).toBe("203.0.113.9");
    expect(clientAddress(undefined, "10.0.0.2", 2)).toBe("10.0.0.2");
  });
});

describe("settleForwardedHeaders", () => {
  const forged = (): IncomingHttpHeaders => ({
    host: "127.0.0.1:3000",
    "x-forwarded-for": "192.0.2.1, 192.0.2.2",
    "x-real-ip": "192.0.2.3",
    "x-forwarded-host": "evil.example",
    "x-forwarded-proto": "https",
    "x-forwarded-port": "443",
    forwarded: "for=192.0.2.4",
  });

  it("without a trusted proxy leaves one hop, the socket's, and drops every forwarded header a client could forge", () => {
    const headers = forged();
    settleForwardedHeaders(headers, "127.0.0.1", 0);
    expect(headers).toEqual({ host: "127.0.0.1:3000", "x-forwarded-for": "127.0.0.1" });
  });

  it("with a trusted proxy keeps the proxy's host and scheme and writes the client it saw as the only hop", () => {
    const headers = forged();
    settleForwardedHeaders(headers, "10.0.0.2", 1);
    expect(headers["x-forwarded-for"]).toBe("192.0.2.2");
    expect(headers["x-forwarded-host"]).toBe("evil.example");
    expect(headers["x-forwarded-proto"]).toBe("https");
    expect(headers["x-real-ip"]).toBeUndefined();
  });
});

describe("routeHandlerPaths", () => {
  it("gives an address for each route handler of a build, pages left out, dynamic segments filled in and groups dropped", () => {
    const manifest = {
      "/(app)/market-research-page/page": "app/(app)/market-research-page/page.js",
      "/api/assistant/chat/stream/route": "app/api/assistant/chat/stream/route.js",
      "/api/art/screenshots/[releaseId]/[position]/route": "app/api/art/screenshots/[releaseId]/[position]/route.js",
      "/api/auth/[...nextauth]/route": "app/api/auth/[...nextauth]/route.js",
      "/(public)/feed/[[...rest]]/route": "app/(public)/feed/[[...rest]]/route.js",
      "/route": "app/route.js",
    };
    expect(routeHandlerPaths(manifest)).toEqual(["/api/assistant/chat/stream", "/api/art/screenshots/0/0", "/api/auth/x", "/feed/x", "/"]);
  });
});

// As serve.mjs runs it: in the one process that renders, and in the front process over what the analysis process
// renders and hands on held until its end, uncompressed.
describe.each([
  ["compressResponse", false],
  ["compressResponse in the front process, over the analysis process's answers", true],
])("%s", (_, proxied) => {
  const BODY = "<p>Lumos</p>".repeat(400);
  let server: http.Server;
  let base: string;
  // Each path writes its body as Next does: in pieces, asking for a flush after each.
  const handlers: Record<string, (response: http.ServerResponse & { flush?: () => void }) => Promise<void>> = {
    // Done within the hold: its headers flushed first, then three pieces 4 ms apart.
    "/quick": async (response) => {
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.setHeader("vary", "rsc");
      response.flushHeaders();
      for (let start = 0; start < BODY.length; start += 2_000) {
        response.write(BODY.slice(start, start + 2_000));
        response.flush?.();
        await sleep(4);
      }
      response.end();
    },
    // Its first piece at once, the rest long after the hold.
    "/slow": async (response) => {
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.write(BODY.slice(0, 2_000));
      response.flush?.();
      await sleep(400);
      response.end(BODY.slice(2_000));
    },
    // Bodies the compression leaves as they are: not a compressible type, no-transform, too small, encoded already.
    "/image": async (response) => {
      response.setHeader("content-type", "image/png");
      response.end(BODY);
    },
    "/no-transform": async (response) => {
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.setHeader("cache-control", "private, no-transform");
      response.end(BODY);
    },
    "/small": async (response) => {
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.end(BODY.slice(0, 500));
    },
    "/encoded": async (response) => {
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.setHeader("content-encoding", "gzip");
      response.end(zlib.gzipSync(BODY));
    },
    "/events": async (response) => {
      response.setHeader("content-type", "text/event-stream");
      response.write(`data: ${BODY.slice(0, 2_000)}\n\n`);
      response.flush?.();
      await sleep(300);
      response.end(`data: ${BODY.slice(2_000)}\n\n`);
    },
  };

  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "lumos-compress-"));
  const socketPath = path.join(folder, "analysis.sock");
  const agent = new http.Agent({ keepAlive: true });
  let analysis: http.Server | null = null;

  beforeAll(async () => {
    if (proxied) {
      analysis = http.createServer((request, response) => {
        holdUntilEnd(response);
        void handlers[request.url!](response);
      });
      await new Promise<void>((resolve) => analysis!.listen(socketPath, resolve));
    }
    server = http.createServer((request, response) =>
      compressResponse(request, response, () => (proxied ? proxyRequest(socketPath, agent, request, response) : void handlers[request.url!](response))),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
    if (analysis) await new Promise((resolve) => analysis!.close(resolve));
    fs.rmSync(folder, { recursive: true, force: true });
  });

  /** The response's encoding, its decoded body, when its first bytes arrived (ms after the request), and its headers. */
  const read = (path: string, acceptEncoding: string, method = "GET") =>
    new Promise<{ encoding: string | undefined; body: string; firstBytesMs: number; headers: IncomingHttpHeaders; bytes: number }>((resolve, reject) => {
      const started = performance.now();
      http
        .request(`${base}${path}`, { method, headers: { "accept-encoding": acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          let firstBytesMs = -1;
          response.on("data", (chunk: Buffer) => {
            if (firstBytesMs < 0) firstBytesMs = performance.now() - started;
            chunks.push(chunk);
          });
          response.on("end", () => {
            const raw = Buffer.concat(chunks);
            const encoding = response.headers["content-encoding"];
            const body = raw.length === 0 ? raw : encoding === "br" ? zlib.brotliDecompressSync(raw) : encoding === "gzip" ? zlib.gunzipSync(raw) : raw;
            resolve({ encoding, body: body.toString(), firstBytesMs, headers: response.headers, bytes: raw.length });
          });
        })
        .on("error", reject)
        .end();
    });

  it("sends a response that ends within the hold whole, compressed once, its pieces held until its end", async () => {
    for (const acceptEncoding of ["br", "gzip", "identity"]) {
      const { encoding, body, firstBytesMs } = await read("/quick", acceptEncoding);
      expect(encoding).toBe(acceptEncoding === "identity" ? undefined : acceptEncoding);
      expect(body).toBe(BODY);
      // The first piece was flushed at once, but nothing left before the last was written (12 ms or more later).
      expect(firstBytesMs).toBeGreaterThanOrEqual(10);
    }
  });

  it("writes a response compressed whole with its length and its headers, never in chunks, and says it varies by encoding", async () => {
    for (const [acceptEncoding, expected] of [
      ["gzip, deflate, br", "br"],
      ["br;q=0, gzip", "gzip"],
      ["gzip", "gzip"],
    ]) {
      const { encoding, body, headers, bytes } = await read("/quick", acceptEncoding);
      expect(encoding).toBe(expected);
      expect(body).toBe(BODY);
      expect(headers["content-length"]).toBe(String(bytes));
      expect(bytes).toBeLessThan(BODY.length / 10);
      expect(headers["transfer-encoding"]).toBeUndefined();
      expect(headers.vary).toBe("rsc, Accept-Encoding");
    }
  });

  it("leaves alone what is not to be compressed: other types, no-transform, small bodies, bodies encoded already, HEAD", async () => {
    for (const path of ["/image", "/no-transform"]) {
      const { encoding, body } = await read(path, "br, gzip");
      expect([path, encoding, body]).toEqual([path, undefined, BODY]);
    }
    const small = await read("/small", "br, gzip");
    expect([small.encoding, small.body]).toEqual([undefined, BODY.slice(0, 500)]);
    const encoded = await read("/encoded", "br, gzip");
    expect([encoded.encoding, encoded.body]).toEqual(["gzip", BODY]);
    const head = await read("/quick", "br, gzip", "HEAD");
    expect([head.encoding, head.body]).toEqual([undefined, ""]);
  });

  it("streams a response still going after the hold, its first piece long before its end", async () => {
    const { encoding, body, firstBytesMs, headers } = await read("/slow", "br");
    expect(encoding).toBe("br");
    expect(headers["transfer-encoding"]).toBe("chunked");
    expect(body).toBe(BODY);
    expect(firstBytesMs).toBeLessThan(300);
  });

  it("streams an event stream as written, with nothing held", async () => {
    const { body, firstBytesMs } = await read("/events", "br");
    expect(body).toBe(`data: ${BODY.slice(0, 2_000)}\n\ndata: ${BODY.slice(2_000)}\n\n`);
    expect(firstBytesMs).toBeLessThan(STREAM_AFTER_MS);
  });
});

describe("servedByAnalysis", () => {
  it("sends the market's screens and APIs to the analysis process, with their queries and below their paths", () => {
    for (const url of [
      "/",
      "/?tab=movers",
      "/market-research-page?sort=revenue&page=3",
      "/game-breakdown-page?id=1063",
      "/api/game-breakdown/sections?id=1063",
      "/api/dashboard/sections?upcoming_page=2",
      "/api/assistant/chat/stream",
      "/api/graphql",
      "/api/follows/12",
      "/searchpage?q=ps5",
      "/GameBreakdownPage?id=7",
    ]) {
      expect([url, servedByAnalysis(url)]).toEqual([url, true]);
    }
  });

  it("keeps sign-in, accounts, administration, the Lumos shell, static files and look-alike paths in the front process", () => {
    for (const url of [
      "/login-page",
      "/lumos-page",
      "/bench-baseline",
      "/admin-page",
      "/api/auth/csrf",
      "/api/signin",
      "/api/healthz",
      "/_next/static/chunks/main.js",
      "/market-research-pages",
      "/api/graphqlx",
      "/lumospage",
      "/apimarket-research",
    ]) {
      expect([url, servedByAnalysis(url)]).toEqual([url, false]);
    }
  });
});

describe("processFor", () => {
  const idle = { front: 0, analysis: 0, sharedInFront: 0 };

  it("renders a game breakdown in the front process only while the analysis process has more in flight", () => {
    expect(processFor("/game-breakdown-page?id=1063", idle)).toBe("analysis");
    expect(processFor("/game-breakdown-page?id=1063", { front: 0, analysis: 1, sharedInFront: 0 })).toBe("front");
    expect(processFor("/gamebreakdownpage?id=1063", { front: 1, analysis: 3, sharedInFront: 1 })).toBe("front");
    expect(processFor("/game-breakdown-page?id=1063", { front: 2, analysis: 2, sharedInFront: 1 })).toBe("analysis");
  });

  it("never lets the front process render more than FRONT_SHARED_MAX game breakdowns at once", () => {
    expect(processFor("/game-breakdown-page?id=1063", { front: FRONT_SHARED_MAX, analysis: 10, sharedInFront: FRONT_SHARED_MAX })).toBe("analysis");
    expect(processFor("/game-breakdown-page?id=1063", { front: FRONT_SHARED_MAX, analysis: 10, sharedInFront: FRONT_SHARED_MAX - 1 })).toBe("front");
  });

  it("keeps every other screen and API where it belongs however busy the analysis process is", () => {
    const busy = { front: 0, analysis: 10, sharedInFront: 0 };
    for (const url of ["/", "/market-research-page", "/feature-breakdown-page?id=3", "/api/game-breakdown/sections?id=1063", "/api/graphql"])
      expect([url, processFor(url, busy)]).toEqual([url, "analysis"]);
    for (const url of ["/login-page", "/lumos-page", "/bench-baseline"]) expect([url, processFor(url, idle)]).toEqual([url, "front"]);
  });
});

describe("proxyRequest", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "lumos-proxy-"));
  const socketPath = path.join(folder, "analysis.sock");
  const agent = new http.Agent({ keepAlive: true });
  let analysis: http.Server;
  let front: http.Server;
  let base = "";
  let seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string } | null = null;
  let slowClosed = false;

  beforeAll(async () => {
    analysis = http.createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk));
      request.on("end", () => {
        seen = { method: request.method, url: request.url, headers: request.headers, body };
        if (request.url === "/slow") {
          response.once("close", () => (slowClosed = true));
          setTimeout(() => response.end("late"), 1_000);
          return;
        }
        if (request.url === "/stream") {
          response.writeHead(200, { "content-type": "text/event-stream" });
          response.write("data: first\n\n");
          setTimeout(() => response.end("data: last\n\n"), 300);
          return;
        }
        response.setHeader("set-cookie", ["a=1; Path=/", "b=2; Path=/"]);
        response.writeHead(201, { "content-type": "application/json", "x-answered-by": "analysis" });
        response.end(JSON.stringify({ ok: true }));
      });
    });
    await new Promise<void>((resolve) => analysis.listen(socketPath, resolve));
    front = http.createServer((request, response) => proxyRequest(socketPath, agent, request, response));
    await new Promise<void>((resolve) => front.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    agent.destroy();
    await new Promise((resolve) => front.close(resolve));
    await new Promise((resolve) => analysis.close(resolve));
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it("passes the method, address, headers and body on, and the status, headers and every cookie back", async () => {
    const response = await fetch(`${base}/api/follows/7?x=1`, {
      method: "PUT",
      headers: { cookie: "session=abc", "x-forwarded-for": "203.0.113.9" },
      body: "{}",
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("x-answered-by")).toBe("analysis");
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(await response.json()).toEqual({ ok: true });
    expect(seen).toMatchObject({ method: "PUT", url: "/api/follows/7?x=1", body: "{}", headers: { cookie: "session=abc", "x-forwarded-for": "203.0.113.9" } });
  });

  it("streams an answer through as it comes", async () => {
    const started = performance.now();
    const response = await fetch(`${base}/stream`);
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain("data: first");
    expect(performance.now() - started).toBeLessThan(250);
    let rest = "";
    for (let part = await reader.read(); !part.done; part = await reader.read()) rest += new TextDecoder().decode(part.value);
    expect(rest).toContain("data: last");
  });

  it("ends the analysis process's work on a request its client left, and reports nothing", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    const leaving = new AbortController();
    const request = fetch(`${base}/slow`, { signal: leaving.signal }).catch((error: unknown) => error);
    // Left once the analysis process has the request, then given the time to hear of it.
    const until = async (done: () => boolean) => {
      for (let waited = 0; !done() && waited < 2_000; waited += 10) await sleep(10);
    };
    await until(() => seen?.url === "/slow");
    leaving.abort();
    await request;
    await until(() => slowClosed);
    expect(slowClosed).toBe(true);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it("answers 503 naming the analysis service when its process does not answer", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    const lonely = http.createServer((request, response) => proxyRequest(path.join(folder, "gone.sock"), agent, request, response));
    await new Promise<void>((resolve) => lonely.listen(0, "127.0.0.1", resolve));
    const response = await fetch(`http://127.0.0.1:${(lonely.address() as AddressInfo).port}/market-research-page`);
    await new Promise((resolve) => lonely.close(resolve));
    logged.mockRestore();
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/analysis service is not answering/);
  });
});
