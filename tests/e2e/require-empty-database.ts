// Run before `npm start` when the end-to-end tests use DATABASE_URL: they start from an empty database, as the
// embedded run starts from a deleted folder. Dropping someone's tables is not ours to do, so a used one is refused.
import { Client } from "pg";

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set");
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      "select count(*)::int as count from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    if (rows[0].count > 0) {
      const name = new URL(databaseUrl).pathname.slice(1);
      console.error(
        `[e2e] The end-to-end tests start from an empty database, and "${name}" has ${rows[0].count} tables. ` +
          `Give them a fresh one (bash scripts/ci-postgres.sh fresh-db ${name}, or dropdb/createdb).`,
      );
      process.exit(1);
    }
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(`[e2e] Cannot check the end-to-end database: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
