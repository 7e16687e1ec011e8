/** Features no screen uses: camera, microphone, location, payments, devices, sensors, screen capture, ad topics. */
const PERMISSIONS_POLICY = [
  "camera",
  "microphone",
  "geolocation",
  "payment",
  "usb",
  "serial",
  "bluetooth",
  "hid",
  "midi",
  "magnetometer",
  "gyroscope",
  "accelerometer",
  "display-capture",
  "browsing-topics",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  deprecated: { looseRouteMatching: true },
  // scripts/serve.mjs compresses every response, faster than Next's own compression does.
  compress: false,
  // Native and WebAssembly database drivers stay outside the server bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "@node-rs/argon2"],
  // jose ships ES modules only; listing it lets next/jest compile it for the tests as the build does.
  transpilePackages: ["jose"],
  async headers() {
    // The per-request ones (Content-Security-Policy, Strict-Transport-Security) come from middleware.ts.
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          // For browsers that predate CSP's frame-ancestors 'none' (middleware.ts): no page is framed anywhere.
          { key: "X-Frame-Options", value: "DENY" },
          // Browser features the app never uses are off, for its own pages and anything they might embed.
          { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
        ],
      },
    ];
  },
  async rewrites() {
    // Folders starting with "_" are private in the App Router, so the health check lives under /api.
    return [{ source: "/_healthz", destination: "/api/healthz" }];
  },
};

export default nextConfig;
