// A fresh database built the way production builds one: real migrations, real generator.
// Default: an in-memory PGlite. With TEST_DATABASE_URL (a Postgres role that may CREATE DATABASE): a new database
// on that server for every handle, dropped again when the handle is closed.
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { seedDemoMarket } from "@/lib/db/seed";
import type { GenerationSummary } from "@/lib/demo/generate";

export const TEST_TODAY = "2026-06-15";

/** The Postgres server the suite runs against, or null for embedded PGlite. */
export function testDatabaseUrl(): string | null {
  return process.env.TEST_DATABASE_URL?.trim() || null;
}

export const testDatabaseKind: DatabaseHandle["kind"] = testDatabaseUrl() ? "postgres" : "pglite";

async function withAdminClient<T>(adminUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Drops a test database, ending the suite's leftover connections. FORCE may not end a backend of another role: an
 * autovacuum worker that started on the fresh database answers "must be a member of the role whose process is
 * being terminated" (a CI run failed on it). A plain DROP stops such workers itself, so the two take turns.
 */
async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} ${attempt % 2 === 1 ? "WITH (FORCE)" : ""}`));
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "42501" && (error as { code?: string }).code !== "55006") throw error;
      if (attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
}

async function openFreshPostgresDatabase(adminUrl: string): Promise<DatabaseHandle> {
  const name = `lumos_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ kind: "postgres", databaseUrl: url.toString() });
  } catch (error) {
    await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name}`));
    throw error;
  }
  const closePool = handle.close;
  let closed: Promise<void> | undefined;
  handle.close = () =>
    (closed ??= (async () => {
      await closePool();
      await dropDatabase(adminUrl, name);
    })());
  return handle;
}

/**
 * An empty database of the suite's kind. `kind: "pglite"` forces the embedded engine, for the few tests that are
 * about PGlite itself; they say so in their names.
 */
export async function createEmptyDatabase({ kind = testDatabaseKind }: { kind?: DatabaseHandle["kind"] } = {}): Promise<DatabaseHandle> {
  if (kind === "postgres") {
    const adminUrl = testDatabaseUrl();
    if (!adminUrl) throw new Error("A Postgres test database needs TEST_DATABASE_URL");
    return openFreshPostgresDatabase(adminUrl);
  }
  return openDatabase({ kind: "pglite", dataDir: null });
}

export async function createMigratedDatabase(options: { kind?: DatabaseHandle["kind"] } = {}): Promise<DatabaseHandle> {
  const handle = await createEmptyDatabase(options);
  await runMigrations(handle);
  return handle;
}

export async function createTestDatabase({
  games = 150,
  seed = "integration",
  today = TEST_TODAY,
}: { games?: number; seed?: string; today?: string } = {}): Promise<{ handle: DatabaseHandle; summary: GenerationSummary }> {
  const handle = await createMigratedDatabase();
  const summary = await seedDemoMarket(handle, { seed, games, today });
  return { handle, summary };
}

/** Raw SQL for tests that set up or inspect rows directly, on either engine. */
export async function queryRows<T = Record<string, unknown>>(handle: DatabaseHandle, text: string, params: unknown[] = []): Promise<T[]> {
  if (handle.kind === "postgres") return (await handle.pool!.query(text, params)).rows as T[];
  return (await handle.pglite!.query<T>(text, params)).rows;
}

/** Several statements in one string (no parameters), on either engine. */
export async function execSql(handle: DatabaseHandle, text: string): Promise<void> {
  if (handle.kind === "postgres") await handle.pool!.query(text);
  else await handle.pglite!.exec(text);
}
