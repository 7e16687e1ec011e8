/**
 * A slow query on the embedded database does not stop the server (`npm start` serves PGlite from its own process,
 * lib/db/embedded-server.ts). While another client holds the database for 4 seconds with pg_sleep, a page that needs
 * no data answers at once, the server's health check answers, and a page that needs data waits for the database
 * and then answers (nothing fails). With PGlite on the server's own thread, every request would wait 4 seconds.
 */
import fs from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { App, temporaryFolder, timedFetch } from "./support";

const HOLD_SECONDS = 4;

describe("the embedded database under a slow query", () => {
  let app: App | undefined;
  const dataDir = temporaryFolder("slow-query");

  afterAll(async () => {
    await app?.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test("pages that need no data answer while the database is busy", async () => {
    app = await App.start({ label: "PGlite", env: { DATA_DIR: dataDir, DEMO_GAMES: "60" } });
    // Warm the pages once, so the timings below are the server's, not a first compile of the route.
    await timedFetch(`${app.baseUrl}/login-page`);
    await timedFetch(`${app.baseUrl}/signup-page`);

    // The socket the Next server itself uses: another client of the same database.
    const other = new Client({ host: path.resolve(dataDir), port: 5432, user: "postgres", database: "postgres" });
    await other.connect();
    try {
      const started = performance.now();
      const holding = other.query(`SELECT pg_sleep(${HOLD_SECONDS})`);
      await new Promise((resolve) => setTimeout(resolve, 300));

      const page = await timedFetch(`${app.baseUrl}/login-page`);
      const signup = await timedFetch(`${app.baseUrl}/signup-page`);
      // Both answered while the slow query was still running.
      const answeredAfterMs = performance.now() - started;
      const healthy = await timedFetch(`${app.baseUrl}/_healthz`, {}, 30_000);
      await holding;

      expect(answeredAfterMs).toBeLessThan(HOLD_SECONDS * 1000);
      expect({ status: page.status, fast: page.ms < 1000 }).toEqual({ status: 200, fast: true });
      expect({ status: signup.status, fast: signup.ms < 1000 }).toEqual({ status: 200, fast: true });
      // The health check asks the database: it waits for the slow query, then answers up.
      expect(healthy.status).toBe(200);
      expect(healthy.body).toMatchObject({ status: "ok", database: { status: "up", kind: "pglite" } });
    } finally {
      await other.end();
    }
  });
});
