// The committed migrations build the schema on an empty database, and running them again (as every instance does
// at start) changes nothing. Runs on embedded PGlite, and on Postgres too when the suite runs with TEST_DATABASE_URL.
// Several instances migrating at once exist only on Postgres (an embedded folder is locked to one process), so the
// advisory-lock test is a Postgres test; it runs in the Postgres suite.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "@/lib/db/client";
import { migrationsFolder, runMigrations } from "@/lib/db/migrate";
import * as schema from "@/lib/db/schema";
import { createEmptyDatabase, queryRows, testDatabaseKind } from "./helpers/test-database";

const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string }[] };
const schemaTables = (Object.values(schema) as unknown[]).flatMap((value) => (is(value, PgTable) ? [getTableConfig(value).name] : [])).sort();

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

describe.each(kinds)("a %s database with a market from before the series tables (migrations up to 0004)", (kind) => {
  let handle: DatabaseHandle;
  let olderFolder: string;

  beforeAll(async () => {
    handle = await createEmptyDatabase({ kind });
    // The migrations folder as it stood at 0004: the same files, a journal that ends there.
    olderFolder = fs.mkdtempSync(path.join(os.tmpdir(), "lumos-migrations-"));
    fs.cpSync(migrationsFolder, olderFolder, { recursive: true });
    const upTo0004 = { ...journal, entries: journal.entries.filter((entry) => entry.tag <= "0004_") };
    fs.writeFileSync(path.join(olderFolder, "meta", "_journal.json"), JSON.stringify(upTo0004));
    if (handle.pglite) await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: olderFolder });
    else await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: olderFolder });
  });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(olderFolder, { recursive: true, force: true });
  });

  it("keeps every player count, revenue week, wishlist point, sentiment month and social month through the move into the series tables", async () => {
    await queryRows(
      handle,
      `insert into daily_player_counts (game_id, date, player_count) values
         (1, '2026-01-30', 10), (1, '2026-01-31', 12), (1, '2026-02-02', 7), (2, '2026-02-01', 400)`,
    );
    await queryRows(
      handle,
      `insert into revenue_estimates (game_id, timestamp, estimated_weekly_revenue, cumulative_estimated_revenue, predicted_weekly_sales, price) values
         (1, '2026-01-05', 100.5, 900.5, 10, 9.99), (1, '2026-01-12', 50.25, 950.75, 5, 9.99)`,
    );
    await queryRows(
      handle,
      `insert into wishlist_counts (game_id, steam_app_id, date, estimated_total_steam_wishlists_cumulative) values
         (2, 730, '2026-01-01', 100), (2, 730, '2026-01-08', 140)`,
    );
    await queryRows(handle, "insert into sentiment_scores (game_id, month, score, mentions) values (1, '2025-12-01', 71.5, 40), (1, '2026-01-01', 69, 35)");
    await queryRows(
      handle,
      `insert into social_media_stats (game_id, platform, month, followers, gains, losses, views) values
         (1, 'YouTube', '2025-12-01', 1000, 60, 10, 9000000000), (1, 'YouTube', '2026-01-01', 1050, 70, 20, 12000), (1, 'X', '2026-01-01', 80, 5, 1, 300)`,
    );
    await runMigrations(handle);

    expect(await queryRows(handle, "select game_id, month::text, score, mentions from sentiment_scores order by month")).toEqual([
      { game_id: 1, month: "2025-12-01", score: 71.5, mentions: 40 },
      { game_id: 1, month: "2026-01-01", score: 69, mentions: 35 },
    ]);
    expect(
      await queryRows(
        handle,
        "select platform, month::text, followers, gains, losses, views::float8 as views from social_media_stats order by platform, month",
      ),
    ).toEqual([
      { platform: "X", month: "2026-01-01", followers: 80, gains: 5, losses: 1, views: 300 },
      { platform: "YouTube", month: "2025-12-01", followers: 1000, gains: 60, losses: 10, views: 9000000000 },
      { platform: "YouTube", month: "2026-01-01", followers: 1050, gains: 70, losses: 20, views: 12000 },
    ]);
    expect(await queryRows(handle, "select game_id, date::text, player_count from daily_player_counts order by game_id, date")).toEqual([
      { game_id: 1, date: "2026-01-30", player_count: 10 },
      { game_id: 1, date: "2026-01-31", player_count: 12 },
      { game_id: 1, date: "2026-02-02", player_count: 7 },
      { game_id: 2, date: "2026-02-01", player_count: 400 },
    ]);
    // The missing 1 February is a zero in the month's array, which the view leaves out as the old table did.
    expect(await queryRows(handle, "select game_id, month::text, counts from player_count_months where game_id = 1 order by month")).toEqual([
      { game_id: 1, month: "2026-01-01", counts: [...new Array(29).fill(0), 10, 12] },
      { game_id: 1, month: "2026-02-01", counts: [0, 7] },
    ]);
    expect(
      await queryRows(
        handle,
        "select game_id, timestamp::text, estimated_weekly_revenue, cumulative_estimated_revenue, predicted_weekly_sales, price from revenue_estimates",
      ),
    ).toEqual([
      { game_id: 1, timestamp: "2026-01-05", estimated_weekly_revenue: 100.5, cumulative_estimated_revenue: 900.5, predicted_weekly_sales: 10, price: 9.99 },
      { game_id: 1, timestamp: "2026-01-12", estimated_weekly_revenue: 50.25, cumulative_estimated_revenue: 950.75, predicted_weekly_sales: 5, price: 9.99 },
    ]);
    expect(await queryRows(handle, "select game_id, steam_app_id, date::text, estimated_total_steam_wishlists_cumulative from wishlist_counts")).toEqual([
      { game_id: 2, steam_app_id: 730, date: "2026-01-01", estimated_total_steam_wishlists_cumulative: 100 },
      { game_id: 2, steam_app_id: 730, date: "2026-01-08", estimated_total_steam_wishlists_cumulative: 140 },
    ]);
    expect(await publicTables(handle)).toEqual(schemaTables);
  });
});
