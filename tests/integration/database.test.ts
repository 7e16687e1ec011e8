import fs from "node:fs";
import path from "node:path";
import { migrationsFolder, runMigrations } from "@/lib/db/migrate";
import { seedDemoMarket } from "@/lib/db/seed";
import { MARKET_TABLE_ORDER } from "@/lib/demo/tables";
import type { DatabaseHandle } from "@/lib/db/client";
import { createMigratedDatabase, createTestDatabase, queryRows, TEST_TODAY } from "./helpers/test-database";

async function tableDigest(handle: DatabaseHandle, table: string, orderBy: string): Promise<string> {
  const [row] = await queryRows<{ digest: string }>(handle, `select md5(string_agg(t::text, '|' order by ${orderBy})) as digest from ${table} t`);
  return row.digest;
}

describe("a database built by the migrations and the demo generator", () => {
  let handle: DatabaseHandle;
  let summary: Awaited<ReturnType<typeof createTestDatabase>>["summary"];

  beforeAll(async () => {
    ({ handle, summary } = await createTestDatabase());
  });
  afterAll(() => handle.close());

  it("holds exactly the rows the generator reported, table by table", async () => {
    for (const table of MARKET_TABLE_ORDER) {
      const [row] = await queryRows<{ count: number }>(handle, `select count(*)::int as count from ${table}`);
      expect({ table, count: row.count }).toEqual({ table, count: summary.rows[table] });
    }
    expect(summary.rows.games).toBe(150);
  });

  it("applies the migrations again without changing anything", async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
    await runMigrations(handle);
    const [row] = await queryRows<{ count: number }>(handle, "select count(*)::int as count from drizzle.__drizzle_migrations");
    expect(row.count).toBe(journal.entries.length);
  });

  it("keeps every foreign key and index of the schema (they are set aside while the rows arrive, then restored)", async () => {
    const schemaOf = async (of: DatabaseHandle) => ({
      keys: await queryRows<{ name: string; definition: string }>(
        of,
        `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
         where contype = 'f' and connamespace = 'public'::regnamespace order by conname`,
      ),
      indexes: await queryRows<{ name: string; definition: string }>(
        of,
        "select indexname as name, indexdef as definition from pg_indexes where schemaname = 'public' order by indexname",
      ),
    });
    const migrated = await createMigratedDatabase();
    try {
      const expected = await schemaOf(migrated);
      expect(expected.keys.length).toBeGreaterThan(30);
      expect(await schemaOf(handle)).toEqual(expected);
    } finally {
      await migrated.close();
    }
  });

  it("refuses to generate a second market into a database that has one", async () => {
    await expect(seedDemoMarket(handle, { seed: "other", games: 10, today: TEST_TODAY })).rejects.toThrow(/already holds games/);
    const [row] = await queryRows<{ count: number }>(handle, "select count(*)::int as count from games");
    expect(row.count).toBe(150);
  });

  it("ranks every feature within its type each month, from the player counts", async () => {
    const months = await queryRows<{ date: string; types: number; top: number; bad_share: number }>(
      handle,
      `select date::text, count(distinct cls_type_id)::int as types, min(cls_rank)::int as top,
              count(*) filter (where market_share <= 0 or market_share > 100)::int as bad_share
       from feature_ranks group by date order by date`,
    );
    expect(months.length).toBeGreaterThanOrEqual(24);
    for (const month of months) expect(month).toMatchObject({ top: 1, bad_share: 0 });
    const tags = await queryRows<{ trend_tag: string }>(handle, "select distinct trend_tag from feature_trend_tags order by 1");
    expect(tags.map((t) => t.trend_tag)).toEqual(["Declining", "Rising", "Stable"]);
  });

  it("records the generation in app_settings", async () => {
    const [row] = await queryRows<{ value: { seed: string; checksum: string; games: number } }>(
      handle,
      "select value from app_settings where key = 'demo_market'",
    );
    expect(row.value).toMatchObject({ seed: "integration", games: 150, checksum: summary.checksum });
  });

  it("gives byte-identical tables for the same seed and date, and a different market for another seed", async () => {
    const twin = await createTestDatabase();
    const other = await createTestDatabase({ seed: "another seed" });
    try {
      expect(twin.summary.checksum).toBe(summary.checksum);
      for (const [table, order] of [
        ["games", "id"],
        ["publications", "id"],
        ["daily_player_counts", "game_id, date"],
        ["feature_ranks", "date, cls_id"],
      ] as const) {
        expect(await tableDigest(twin.handle, table, order)).toBe(await tableDigest(handle, table, order));
      }
      expect(other.summary.checksum).not.toBe(summary.checksum);
      expect(await tableDigest(other.handle, "games", "id")).not.toBe(await tableDigest(handle, "games", "id"));
    } finally {
      await twin.handle.close();
      await other.handle.close();
    }
  });
});

describe("a generation that fails", () => {
  it("is rolled back whole: no partial market is left behind", async () => {
    const handle = await createMigratedDatabase();
    try {
      // A conflicting platform row makes the generator's first insert fail.
      await queryRows(handle, "insert into platforms (id, name, abbreviation, family) values (3, 'Windows', 'PC', 'pc')");
      await expect(seedDemoMarket(handle, { seed: "integration", games: 50, today: TEST_TODAY })).rejects.toThrow();
      for (const table of ["games", "classifications", "companies", "daily_player_counts", "feature_ranks", "app_settings"]) {
        const [row] = await queryRows<{ count: number }>(handle, `select count(*)::int as count from ${table}`);
        expect({ table, count: row.count }).toEqual({ table, count: 0 });
      }
      const [platform] = await queryRows<{ count: number }>(handle, "select count(*)::int as count from platforms");
      expect(platform.count).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
