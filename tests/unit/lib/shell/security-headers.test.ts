import {
  HSTS_VALUE,
  SUPPORT_CHAT_SOURCES,
  contentSecurityPolicy,
  createNonce,
  originOf,
  servedOverHttps,
  strictTransportSecurity,
} from "@/lib/shell/security-headers";

type Options = Parameters<typeof contentSecurityPolicy>[0];
const base: Options = { nonce: "abc123==", development: false, artworkBaseUrls: [], supportChat: false };

function directives(options: Partial<Options> = {}): Map<string, string[]> {
  const policy = contentSecurityPolicy({ ...base, ...options });
  return new Map(
    policy.split("; ").map((directive) => {
      const [name, ...sources] = directive.split(" ");
      return [name!, sources];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("locks scripts to the nonce with strict-dynamic and sets the fixed directives", () => {
    const policy = directives();
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("frame-src")).toEqual(["'none'"]);
  });

  it("adds 'unsafe-eval' only in development", () => {
    expect(directives({ development: true }).get("script-src")).toContain("'unsafe-eval'");
    expect(directives({ development: false }).get("script-src")).not.toContain("'unsafe-eval'");
    expect(contentSecurityPolicy(base)).not.toContain("unsafe-eval");
  });

  it("allows the configured artwork hosts as image sources, once each, and ignores what is unset or not http(s)", () => {
    const policy = directives({
      artworkBaseUrls: [
        "https://cdn.example.com/covers/",
        "https://cdn.example.com/shots",
        undefined,
        "http://icons.example.org:8080/svg",
        "ftp://nope.example",
      ],
    });
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:", "https://cdn.example.com", "http://icons.example.org:8080"]);
  });

  it("allows the support chat's hosts only where the chat loads", () => {
    const policy = directives({ supportChat: true });
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'", ...SUPPORT_CHAT_SOURCES.script]);
    expect(policy.get("connect-src")).toEqual(["'self'", ...SUPPORT_CHAT_SOURCES.connect]);
    expect(policy.get("img-src")).toEqual(expect.arrayContaining([...SUPPORT_CHAT_SOURCES.img]));
    expect(policy.get("frame-src")).toEqual([...SUPPORT_CHAT_SOURCES.frame]);
    expect(contentSecurityPolicy(base)).not.toContain("intercom");
  });
});

describe("originOf", () => {
  it.each([
    ["https://cdn.example.com/a/b/", "https://cdn.example.com"],
    ["http://localhost:9000/art", "http://localhost:9000"],
    [" https://x.example ", "https://x.example"],
    ["not a url", null],
    ["javascript:alert(1)", null],
    ["", null],
    [undefined, null],
  ])("%s → %s", (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });
});

describe("createNonce", () => {
  it("gives a fresh base64 value of 128 bits each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("Strict-Transport-Security", () => {
  it.each([
    [{ protocol: "https:", forwardedProto: null }, true],
    [{ protocol: "http:", forwardedProto: "https" }, true],
    [{ protocol: "http:", forwardedProto: "HTTPS, http" }, true],
    [{ protocol: "http:", forwardedProto: "http" }, false],
    [{ protocol: "http:", forwardedProto: "http, https" }, false],
    [{ protocol: "http:", forwardedProto: null }, false],
  ])("%o served over HTTPS: %s", (request, https) => {
    expect(servedOverHttps(request)).toBe(https);
    expect(strictTransportSecurity(servedOverHttps(request))).toBe(https ? HSTS_VALUE : null);
  });

  it("is max-age one year with subdomains", () => {
    expect(HSTS_VALUE).toBe("max-age=31536000; includeSubDomains");
  });
});
