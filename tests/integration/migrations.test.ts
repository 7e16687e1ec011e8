// The committed migrations build the schema on an empty database, and running them again (as every instance does
// at start) changes nothing. Runs on embedded PGlite, and on Postgres too when the suite runs with TEST_DATABASE_URL.
// Several instances migrating at once exist only on Postgres (an embedded folder is locked to one process), so the
// advisory-lock test is a Postgres test; it runs in the Postgres suite.
import fs from "node:fs";
import path from "node:path";
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type { DatabaseHandle } from "@/lib/db/client";
import { migrationsFolder, runMigrations } from "@/lib/db/migrate";
import * as schema from "@/lib/db/schema";
import { createEmptyDatabase, queryRows, testDatabaseKind } from "./helpers/test-database";

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
const schemaTables = (Object.values(schema) as unknown[])
  .flatMap((value) => (is(value, PgTable) ? [getTableConfig(value).name] : []))
  .sort();

/** Everything the migrations create or record, as comparable rows. */
async function describeSchema(handle: DatabaseHandle) {
  return {
    columns: await queryRows(
      handle,
      `select table_name, column_name, data_type, is_nullable, column_default
         from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
    ),
    indexes: await queryRows(handle, "select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname"),
    constraints: await queryRows(
      handle,
      `select conrelid::regclass::text as table_name, conname, pg_get_constraintdef(oid) as definition
         from pg_constraint where connamespace = 'public'::regnamespace order by conname`,
    ),
    migrations: await queryRows(handle, "select id, hash, created_at::text from drizzle.__drizzle_migrations order by id"),
  };
}

async function publicTables(handle: DatabaseHandle): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    handle,
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  return rows.map((row) => row.table_name);
}

const kinds = [...new Set<DatabaseHandle["kind"]>(["pglite", testDatabaseKind])];

describe.each(kinds)("the migrations on an empty %s database", (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createEmptyDatabase({ kind });
  });
  afterAll(() => handle.close());

  it("start from nothing", async () => {
    expect(handle.kind).toBe(kind);
    expect(await publicTables(handle)).toEqual([]);
  });

  it("create every table of the schema and record every migration of the journal", async () => {
    await runMigrations(handle);
    expect(await publicTables(handle)).toEqual(schemaTables);
    const { migrations } = await describeSchema(handle);
    expect(migrations).toHaveLength(journal.entries.length);
  });

  it("change nothing when they run again (on Postgres, also from several instances at once)", async () => {
    const before = await describeSchema(handle);
    expect(before.columns.length).toBeGreaterThan(100);
    expect(before.indexes.length).toBeGreaterThan(40);
    await runMigrations(handle);
    expect(await describeSchema(handle)).toEqual(before);
    if (kind === "postgres") {
      await Promise.all([runMigrations(handle), runMigrations(handle), runMigrations(handle)]);
      expect(await describeSchema(handle)).toEqual(before);
    }
  });
});

// Only in the Postgres suite: see the top of the file.
(testDatabaseKind === "postgres" ? describe : describe.skip)("several instances starting together on an empty Postgres server", () => {
  it("migrate it once: one applies the migrations, the others wait for it and find them applied", async () => {
    const handle = await createEmptyDatabase({ kind: "postgres" });
    try {
      await Promise.all([runMigrations(handle), runMigrations(handle), runMigrations(handle)]);
      expect(await publicTables(handle)).toEqual(schemaTables);
      const migrations = await queryRows(handle, "select hash from drizzle.__drizzle_migrations");
      expect(migrations).toHaveLength(journal.entries.length);
    } finally {
      await handle.close();
    }
  });
});
