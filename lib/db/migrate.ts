import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { DatabaseHandle } from "./client";

export const migrationsFolder = path.join(process.cwd(), "lib", "db", "migrations");

// Any constant works; it only has to be the same for every instance migrating one server.
const MIGRATION_LOCK_KEY = 7_241_903;

/** Applies the committed drizzle-kit migrations; running it again changes nothing. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.pglite) {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // Several instances may start together against one Postgres: one migrates, the others wait.
  const client = await handle.pool!.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
