// The server's Postgres connections carry a statement timeout, so a runaway query ends as an outage (503) instead
// of holding a request for ever; scripts (generation, import) go without. Postgres only: it runs in CI's second
// integration run (TEST_DATABASE_URL), and says so when skipped.
import { sql } from "drizzle-orm";
import { openDatabase, POSTGRES_STATEMENT_TIMEOUT_MS } from "@/lib/db/client";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { testDatabaseUrl } from "./helpers/test-database";

const url = testDatabaseUrl();
const onPostgres = url ? describe : describe.skip;
if (!url) console.log("[query-timeouts] skipped: set TEST_DATABASE_URL to a Postgres server to run it");

onPostgres("Postgres timeouts of the server's requests", () => {
  it("sets the statement timeout on the server's connections and not on the scripts'", async () => {
    const server = await openDatabase({ kind: "postgres", databaseUrl: url!, requestTimeouts: true, maxConnections: 1 });
    const script = await openDatabase({ kind: "postgres", databaseUrl: url!, maxConnections: 1 });
    try {
      const setting = async (handle: typeof server) =>
        ((await handle.db.execute(sql`show statement_timeout`)) as unknown as { rows: Array<{ statement_timeout: string }> }).rows[0].statement_timeout;
      expect(await setting(server)).toBe(`${POSTGRES_STATEMENT_TIMEOUT_MS / 1000}s`);
      expect(await setting(script)).toBe("0");
    } finally {
      await Promise.all([server.close(), script.close()]);
    }
  });

  it("ends a runaway query with an error read as an outage (a 503 for the caller)", async () => {
    const handle = await openDatabase({ kind: "postgres", databaseUrl: url!, requestTimeouts: true, maxConnections: 1 });
    try {
      await handle.db.execute(sql`set statement_timeout = 200`);
      const error = await handle.db.execute(sql`select pg_sleep(5)`).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).not.toBeNull();
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
