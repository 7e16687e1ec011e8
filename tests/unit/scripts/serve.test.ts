import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { clientAddress, compressResponse, routeHandlerPaths, settleForwardedHeaders, STREAM_AFTER_MS } from "@/scripts/serve.mjs";

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

describe("compressResponse", () => {
  const BODY = "<p>Lumos</p>".repeat(400);
  let server: http.Server;
  let base: string;
  // Each path writes its body as Next does: in pieces, asking for a flush after each.
  const handlers: Record<string, (response: http.ServerResponse & { flush?: () => void }) => Promise<void>> = {
    // Done within the hold: three pieces 4 ms apart.
    "/quick": async (response) => {
      response.setHeader("content-type", "text/html; charset=utf-8");
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
    "/events": async (response) => {
      response.setHeader("content-type", "text/event-stream");
      response.write(`data: ${BODY.slice(0, 2_000)}\n\n`);
      response.flush?.();
      await sleep(300);
      response.end(`data: ${BODY.slice(2_000)}\n\n`);
    },
  };

  beforeAll(async () => {
    server = http.createServer((request, response) => compressResponse(request, response, () => void handlers[request.url!](response)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** The response's encoding, its decoded body, and when its first bytes arrived (ms after the request). */
  const read = (path: string, acceptEncoding: string) =>
    new Promise<{ encoding: string | undefined; body: string; firstBytesMs: number }>((resolve, reject) => {
      const started = performance.now();
      http
        .get(`${base}${path}`, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
          const chunks: Buffer[] = [];
          let firstBytesMs = -1;
          response.on("data", (chunk: Buffer) => {
            if (firstBytesMs < 0) firstBytesMs = performance.now() - started;
            chunks.push(chunk);
          });
          response.on("end", () => {
            const raw = Buffer.concat(chunks);
            const encoding = response.headers["content-encoding"];
            const body = encoding === "br" ? zlib.brotliDecompressSync(raw) : encoding === "gzip" ? zlib.gunzipSync(raw) : raw;
            resolve({ encoding, body: body.toString(), firstBytesMs });
          });
        })
        .on("error", reject);
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

  it("streams a response still going after the hold, its first piece long before its end", async () => {
    const { encoding, body, firstBytesMs } = await read("/slow", "br");
    expect(encoding).toBe("br");
    expect(body).toBe(BODY);
    expect(firstBytesMs).toBeLessThan(300);
  });

  it("streams an event stream as written, with nothing held", async () => {
    const { body, firstBytesMs } = await read("/events", "br");
    expect(body).toBe(`data: ${BODY.slice(0, 2_000)}\n\ndata: ${BODY.slice(2_000)}\n\n`);
    expect(firstBytesMs).toBeLessThan(STREAM_AFTER_MS);
  });
});
