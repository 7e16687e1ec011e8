import type { IncomingHttpHeaders } from "node:http";
import { clientAddress, routeHandlerPaths, settleForwardedHeaders } from "@/scripts/serve.mjs";

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
