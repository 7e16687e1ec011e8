import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
// With DATABASE_URL the app runs on that Postgres (which must be empty: see tests/e2e/require-empty-database.ts),
// with the NEXTAUTH_SECRET and DEMO_ACCOUNTS the caller sets; without it, on a fresh embedded folder.
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
const postgresEnv: Record<string, string> = databaseUrl
  ? { DATABASE_URL: databaseUrl, NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET ?? "", DEMO_ACCOUNTS: process.env.DEMO_ACCOUNTS ?? "1" }
  : {};

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // Without these Chromium keeps trying to reach Google's hosts, which this network refuses.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The real start command against a fresh, small database (its series end yesterday).
    command: databaseUrl ? "node_modules/.bin/tsx tests/e2e/require-empty-database.ts && npm start" : "rm -rf .data-e2e && npm start",
    url: `http://127.0.0.1:${port}/_healthz`,
    timeout: 600_000,
    reuseExistingServer: false,
    // Stopped as an operator's Ctrl-C stops it, so it removes what it made (the analysis process's socket folder in
    // /tmp); Playwright's default, SIGKILL to the whole group, leaves that behind on every run.
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    stdout: "pipe",
    // localhost:<port> plays the production host, where the support chat loads; the tests use 127.0.0.1.
    env: {
      PORT: String(port),
      DATA_DIR: ".data-e2e",
      DEMO_GAMES: "400",
      DEMO_SEED: "e2e",
      PRODUCTION_HOST: `localhost:${port}`,
      SUPPORT_CHAT_APP_ID: "e2e-support",
      ...postgresEnv,
    },
  },
});
