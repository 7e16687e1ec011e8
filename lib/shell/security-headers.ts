// The headers every HTML response carries (docs/decisions.md, "Security headers"). Pure and edge-safe: the
// middleware builds them per request with a fresh nonce; next.config.mjs adds X-Content-Type-Options and
// Referrer-Policy to every response.

export const NONCE_HEADER = "x-nonce";
export const CSP_HEADER = "Content-Security-Policy";
export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

/**
 * Where the Intercom-compatible support chat (lib/shell/support-chat.ts) reaches: its loader is allowed by the nonce and
 * 'strict-dynamic'; the hosts are for the browsers that ignore 'strict-dynamic' and for what the messenger fetches,
 * shows and frames (Intercom's published CSP list).
 */
export const SUPPORT_CHAT_SOURCES = {
  script: ["https://widget.intercom.io", "https://js.intercomcdn.com"],
  connect: [
    "https://via.intercom.io",
    "https://api.intercom.io",
    "https://api-iam.intercom.io",
    "https://api-ping.intercom.io",
    "https://nexus-websocket-a.intercom.io",
    "wss://nexus-websocket-a.intercom.io",
    "https://uploads.intercomcdn.com",
    "https://uploads.intercomusercontent.com",
  ],
  img: [
    "https://js.intercomcdn.com",
    "https://static.intercomassets.com",
    "https://downloads.intercomcdn.com",
    "https://uploads.intercomusercontent.com",
    "https://gifs.intercomcdn.com",
  ],
  font: ["https://js.intercomcdn.com", "https://fonts.intercomcdn.com"],
  media: ["https://js.intercomcdn.com"],
  frame: [
    "https://intercom-sheets.com",
    "https://www.intercom-reporting.com",
    "https://www.youtube.com",
    "https://player.vimeo.com",
    "https://fast.wistia.net",
  ],
} as const;

export interface ContentSecurityPolicyOptions {
  nonce: string;
  /** `next dev` evaluates code (React Refresh); a production build never needs 'unsafe-eval'. */
  development: boolean;
  /** BOX_ART_BASE_URL, SCREENSHOT_BASE_URL, ICON_BASE_URL when set. */
  artworkBaseUrls: readonly (string | undefined)[];
  /** Whether the support chat loads on this request's host. */
  supportChat: boolean;
}

/** "https://cdn.example.com/art/covers/" → "https://cdn.example.com"; anything that is not an http(s) URL → null. */
export function originOf(url: string | undefined): string | null {
  if (!url?.trim()) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : null;
  } catch {
    return null;
  }
}

const unique = (values: readonly string[]) => [...new Set(values)];

export function contentSecurityPolicy({ nonce, development, artworkBaseUrls, supportChat }: ContentSecurityPolicyOptions): string {
  const chat = (kind: keyof typeof SUPPORT_CHAT_SOURCES) => (supportChat ? SUPPORT_CHAT_SOURCES[kind] : []);
  const artwork = artworkBaseUrls.map(originOf).filter((origin): origin is string => origin !== null);
  const directives: [string, readonly string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : []), ...chat("script")]],
    // React and chart.js set style attributes; nonces cannot cover those (docs/decisions.md).
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", unique(["'self'", "data:", "blob:", ...artwork, ...chat("img")])],
    ["font-src", ["'self'", "data:", ...chat("font")]],
    ["connect-src", ["'self'", ...chat("connect")]],
    ["media-src", ["'self'", ...chat("media")]],
    ["frame-src", supportChat ? [...SUPPORT_CHAT_SOURCES.frame] : ["'none'"]],
    ["worker-src", ["'self'", "blob:"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'none'"]],
    ["frame-ancestors", ["'none'"]],
    ["form-action", ["'self'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(" ")}`).join("; ");
}

/** A fresh, unguessable nonce for one response (128 bits, base64). Web Crypto, so it runs in the middleware. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Whether the request reached the app over HTTPS, directly or through a load balancer that terminated it. */
export function servedOverHttps({ protocol, forwardedProto }: { protocol: string; forwardedProto: string | null }): boolean {
  if (protocol === "https:" || protocol === "https") return true;
  const first = forwardedProto?.split(",")[0]?.trim().toLowerCase();
  return first === "https";
}

/** Strict-Transport-Security only over HTTPS: browsers ignore it on http, and a plain-http install must stay reachable. */
export function strictTransportSecurity(https: boolean): string | null {
  return https ? HSTS_VALUE : null;
}
