/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
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
