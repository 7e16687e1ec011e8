// `npm run import` end to end on the fixtures: a fresh migrated database, then on top of a small demo market.
import fs, { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DatabaseHandle } from "@/lib/db/client";
import { listCategoryTiles } from "@/components/categories/category-tiles";
import { clearDatasetCache } from "@/lib/datasets/cache";
import { getDataset } from "@/lib/datasets/registry";
import { BUSINESS_MODEL, STEAM_TAG_TYPE } from "@/lib/domain/classifications";
import { boxleiterMultiplier, freeToPlayArpu, netShareOfList } from "@/lib/domain/estimates";
import { getCategory } from "@/lib/data/classifications";
import { getLumosDataVersion, listLumosGameFacts } from "@/lib/data/lumos";
import { writeImportedGames } from "@/lib/db/import";
import { readKnowledgeSnapshot } from "@/lib/lumos/knowledge-snapshot";
import { getRevenueEstimate } from "@/lib/data/market";
import { listGameIdsForDatapoint } from "@/lib/data/market-research";
import { formatImportReport } from "@/lib/import/report";
import { importFiles, readImportFiles } from "@/lib/import/run-import";
import { ImportFileError } from "@/lib/domain/import/types";
import { createMigratedDatabase, createTestDatabase, execSql, queryRows } from "./helpers/test-database";

const fixture = (name: string) => path.join("tests", "fixtures", "import", name);
const FILES = [fixture("steamspy.csv"), fixture("steam-games.csv"), fixture("lumos-games.json")];
const AS_OF = "2023-08-15";

/**
 * The lower quartile of the first releases (by AS_OF) of the 20 dated games whose Steam app ids are nearest `appId`, nearer first and
 * the lower app id first on a tie: the age the import and the game page give a game without a release date.
 */
async function nearestAppIdsRelease(handle: DatabaseHandle, appId: number): Promise<string> {
  const dated = await queryRows<{ app: number; released: string }>(
    handle,
    `SELECT g.steam_app_id AS app, min(p.release_date_time)::date::text AS released
     FROM games g JOIN releases r ON r.game_id = g.id JOIN publications p ON p.release_id = r.id
     WHERE g.steam_app_id IS NOT NULL AND g.steam_app_id <> $1 AND p.release_date_time <= $2::date GROUP BY g.steam_app_id`,
    [appId, AS_OF],
  );
  const nearest = dated
    .sort((a, b) => Math.abs(a.app - appId) - Math.abs(b.app - appId) || a.app - b.app)
    .slice(0, 20)
    .map((row) => row.released)
    .sort();
  return nearest[Math.floor((nearest.length - 1) / 4)];
}
const TABLES = [
  "games",
  "releases",
  "publications",
  "companies",
  "company_roles",
  "classifications",
  "game_classifications",
  "game_market_stats",
  "daily_player_counts",
];

async function tableCounts(handle: DatabaseHandle): Promise<Record<string, number>> {
  const [row] = await queryRows<Record<string, number>>(
    handle,
    `SELECT ${TABLES.map((table) => `(SELECT count(*)::int FROM ${table}) AS ${table}`).join(", ")}`,
  );
  return row;
}

async function gameByAppId(handle: DatabaseHandle, appId: number) {
  const [game] = await queryRows<{
    id: number;
    title: string;
    game_type_id: number;
    parent_game_id: number | null;
    source: string;
    release_date: string | null;
    release_date_time: Date | null;
    msrp: string | null;
    distribution_id: number | null;
    locality_id: number | null;
    edition_id: number | null;
    platform_id: number;
  }>(
    handle,
    `SELECT g.id, g.title, g.game_type_id, g.parent_game_id, g.source, r.platform_id,
            p.release_date, p.release_date_time, p.msrp, p.distribution_id, p.locality_id, p.edition_id
     FROM games g JOIN releases r ON r.game_id = g.id LEFT JOIN publications p ON p.release_id = r.id
     WHERE g.steam_app_id = $1`,
    [appId],
  );
  return game;
}

async function statsOf(handle: DatabaseHandle, gameId: number) {
  const [stats] = await queryRows<Record<string, number | string | boolean | null>>(handle, "SELECT * FROM game_market_stats WHERE game_id = $1", [gameId]);
  // pg hands bigint columns over as text (they may exceed 2^53); PGlite as numbers. The app reads them through drizzle.
  return Object.fromEntries(Object.entries(stats).map(([key, value]) => [key, typeof value === "string" && /^-?\d+$/.test(value) ? Number(value) : value]));
}

async function companiesOf(handle: DatabaseHandle, gameId: number, role: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    handle,
    `SELECT c.name FROM company_roles cr JOIN companies c ON c.id = cr.company_id JOIN releases r ON r.id = cr.release_id
     WHERE r.game_id = $1 AND cr.role = $2 ORDER BY cr.id`,
    [gameId, role],
  );
  return rows.map((row) => row.name);
}

async function classificationsOf(handle: DatabaseHandle, gameId: number) {
  return queryRows<{ name: string; type: number; is_keyword: boolean; is_primary: boolean }>(
    handle,
    `SELECT c.name, gc.classification_type_id AS type, c.is_keyword, gc.is_primary
     FROM game_classifications gc JOIN classifications c ON c.id = gc.gc_classification_id
     WHERE gc.game_id = $1 ORDER BY gc.id`,
    [gameId],
  );
}

interface FeatureRankRow {
  date: string;
  cls_id: number;
  cls_type_id: number;
  cls_rank: number;
  player_count: number;
  market_share: number;
}

async function featureRanks(handle: DatabaseHandle): Promise<FeatureRankRow[]> {
  return queryRows<FeatureRankRow>(
    handle,
    "SELECT date::text, cls_id, cls_type_id, cls_rank, player_count::float8 AS player_count, market_share FROM feature_ranks ORDER BY date, cls_type_id, cls_rank",
  );
}

/**
 * The ranks worked out here from the monthly averages and the games' classifications, without the database's
 * statement: per month, each classification's players are the sum over the games carrying it, ranked within its type
 * (most players first, the lower id on a tie), its share of all players that month in percent.
 */
async function expectedFeatureRanks(handle: DatabaseHandle, month?: string): Promise<FeatureRankRow[]> {
  const monthly = await queryRows<{ game_id: number; month: string; avg_players: number }>(
    handle,
    "SELECT game_id, month::text, avg_players FROM monthly_player_counts",
  );
  const carried = await queryRows<{ game_id: number; cls_id: number; cls_type_id: number }>(
    handle,
    "SELECT DISTINCT game_id, gc_classification_id AS cls_id, classification_type_id AS cls_type_id FROM game_classifications",
  );
  const byGame = new Map<number, Array<{ cls_id: number; cls_type_id: number }>>();
  for (const row of carried) byGame.set(row.game_id, [...(byGame.get(row.game_id) ?? []), row]);
  const rows: FeatureRankRow[] = [];
  for (const date of [...new Set(monthly.map((row) => row.month))].filter((date) => !month || date === month).sort()) {
    const games = monthly.filter((row) => row.month === date);
    const total = games.reduce((sum, row) => sum + row.avg_players, 0);
    const players = new Map<number, { cls_type_id: number; players: number }>();
    for (const game of games)
      for (const { cls_id, cls_type_id } of byGame.get(game.game_id) ?? [])
        players.set(cls_id, { cls_type_id, players: (players.get(cls_id)?.players ?? 0) + game.avg_players });
    const types = [...new Set([...players.values()].map((entry) => entry.cls_type_id))].sort((a, b) => a - b);
    for (const type of types) {
      const ranked = [...players.entries()].filter(([, entry]) => entry.cls_type_id === type).sort(([idA, a], [idB, b]) => b.players - a.players || idA - idB);
      ranked.forEach(([cls_id, entry], index) =>
        rows.push({
          date,
          cls_id,
          cls_type_id: type,
          cls_rank: index + 1,
          player_count: Math.round(entry.players),
          market_share: (entry.players / total) * 100,
        }),
      );
    }
  }
  return rows;
}

/**
 * The same ranks, players and shares but for the last bits of a sum: the database and JavaScript, or two runs of one
 * statement, add the players up in different orders (a rounded player count may then differ by one).
 */
function expectSameRanks(actual: FeatureRankRow[], expected: FeatureRankRow[]) {
  const key = ({ date, cls_id, cls_type_id, cls_rank }: FeatureRankRow) => ({ date, cls_id, cls_type_id, cls_rank });
  expect(actual.map(key)).toEqual(expected.map(key));
  const apart = actual.filter(
    (row, index) => Math.abs(row.player_count - expected[index].player_count) > 1 || Math.abs(row.market_share - expected[index].market_share) > 1e-9,
  );
  expect(apart).toEqual([]);
}

describe("importing real-data files into a fresh database", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createMigratedDatabase();
  });
  afterAll(() => handle.close());

  it("imports the three formats, merged by app id, and reports every count and rejected row", async () => {
    const report = await importFiles(handle, { files: FILES, asOf: AS_OF });
    expect(report.files).toEqual([
      { file: FILES[0], format: "steamspy", rowsRead: 10, accepted: 6, rejected: 4 },
      { file: FILES[1], format: "steam-games", rowsRead: 8, accepted: 6, rejected: 2 },
      { file: FILES[2], format: "lumos-json", rowsRead: 5, accepted: 3, rejected: 2 },
    ]);
    expect({ merged: report.merged, inSeveralFiles: report.inSeveralFiles }).toEqual({ merged: 11, inSeveralFiles: 4 });
    expect(report.written).toMatchObject({
      dryRun: false,
      gamesInserted: 11,
      gamesUpdated: 0,
      dlc: 2,
      withoutReleaseDate: 3,
      companiesCreated: 13,
      releasesCreated: 11,
      publicationsCreated: 8,
      marketStats: 11,
      playerCounts: 6,
      playerCountDate: "2023-08-14",
    });
    expect(report.rejected.map((row) => `${row.file}:${row.line}: ${row.reason}`)).toEqual([
      `${FILES[0]}:7: positive: "lots" is not a whole number`,
      `${FILES[0]}:8: missing appid`,
      `${FILES[0]}:9: duplicate app id 10 (first on line 2)`,
      `${FILES[0]}:10: tags: not a dict literal (expected a whole number but found "}" at character 9)`,
      `${FILES[1]}:7: release_date: cannot read "Someday 2019" as a date (expected "Oct 12, 2017" or "Oct 2017")`,
      `${FILES[1]}:8: owners: "50000 .. 20000" has its minimum above its maximum`,
      `${FILES[2]}:27: release_date: expected a date YYYY-MM-DD (or YYYY-MM when only the month is known)`,
      `${FILES[2]}:28: unknown field owner_min`,
    ]);
    const printed = formatImportReport(report);
    expect(printed).toContain("Merged by app id: 11 games (4 in more than one file)");
    expect(printed).toContain(`  ${FILES[0]}:8: missing appid`);
    expect(await tableCounts(handle)).toMatchObject({ games: 11, releases: 11, publications: 8, companies: 13, game_market_stats: 11, daily_player_counts: 6 });
    // The planner has statistics at once (a never-analysed table has reltuples -1).
    const planned = await queryRows<{ relname: string; reltuples: number }>(
      handle,
      `SELECT relname, reltuples::float8 AS reltuples FROM pg_class WHERE relname IN ('games', 'game_market_stats', 'game_classifications') ORDER BY relname`,
    );
    expect(planned).toEqual([
      { relname: "game_classifications", reltuples: expect.any(Number) },
      { relname: "game_market_stats", reltuples: 11 },
      { relname: "games", reltuples: 11 },
    ]);
    // The monthly averages the charts read are derived from the imported daily counts.
    const monthly = await queryRows<{ game_id: number; month: string; avg_players: number }>(
      handle,
      "SELECT game_id, month::text, avg_players FROM monthly_player_counts ORDER BY game_id",
    );
    const daily = await queryRows<{ game_id: number; date: string; player_count: number }>(
      handle,
      "SELECT game_id, date::text, player_count FROM daily_player_counts ORDER BY game_id",
    );
    expect(monthly).toEqual(daily.map((row) => ({ game_id: row.game_id, month: `${row.date.slice(0, 7)}-01`, avg_players: row.player_count })));
  });

  it("gives a SteamSpy game the Steam CSV's release date, a Windows release and a Steam publication", async () => {
    const re2 = await gameByAppId(handle, 883710);
    expect(re2).toMatchObject({
      title: "Resident Evil 2",
      game_type_id: 0,
      source: "steam-games+steamspy",
      platform_id: 3,
      release_date: "24-01-2019",
      msrp: "$39.99",
      distribution_id: 183,
      locality_id: 16,
      edition_id: 0,
    });
    expect(new Date(re2.release_date_time!).toISOString()).toBe("2019-01-24T00:00:00.000Z");
    expect((await gameByAppId(handle, 700000)).release_date).toBe("10-2017");
    expect((await gameByAppId(handle, 2000002)).release_date).toBe("11-2023");
    const counterStrike = await gameByAppId(handle, 10);
    expect({ release_date: counterStrike.release_date, platform_id: counterStrike.platform_id }).toEqual({ release_date: null, platform_id: 3 });
  });

  it("derives the estimates with the generator's models and marks them", async () => {
    const re2 = await gameByAppId(handle, 883710);
    const reviews = 96_000 + 4_400;
    const copies = reviews * boxleiterMultiplier(2019);
    expect(await statsOf(handle, re2.id)).toMatchObject({
      is_free_to_play: false,
      launch_price: 39.99,
      review_count: reviews,
      boxleiter_multiplier: boxleiterMultiplier(2019),
      copies_sold_boxleiter: copies,
      // Released Jan 24, 2019: 1,664 days before the as-of date, what a copy nets at that age (lib/domain/estimates.ts).
      predicted_revenue_boxleiter: Math.round(netShareOfList(1664) * 39.99 * copies * 100) / 100,
      total_players: 3_500_000,
      owners_min: 2_000_000,
      owners_max: 5_000_000,
      launch_peak_players: 4111,
      is_estimated: true,
    });
    const counts = await queryRows<{ date: string; player_count: number }>(
      handle,
      "SELECT to_char(date, 'YYYY-MM-DD') AS date, player_count FROM daily_player_counts WHERE game_id = $1",
      [re2.id],
    );
    expect(counts).toEqual([{ date: "2023-08-14", player_count: 4111 }]);
    // No release date anywhere: the as-of year's multiplier.
    const counterStrike = await gameByAppId(handle, 10);
    expect(await statsOf(handle, counterStrike.id)).toMatchObject({ boxleiter_multiplier: 30, copies_sold_boxleiter: (216_345 + 5_530) * 30 });
  });

  it("estimates a game with players but no release date as out, as old as the dated games with the nearest app ids", async () => {
    const counterStrike = await gameByAppId(handle, 10);
    expect(counterStrike.release_date).toBeNull();
    const revenue = await getRevenueEstimate({ gameId: counterStrike.id, today: AS_OF, db: handle.db });
    expect(revenue.estimate_methods.map((m) => [m.method, m.copies])).toEqual([
      ["reviews", (216_345 + 5_530) * 30],
      ["owners", 15_000_000],
      ["launch", null],
    ]);
    expect(revenue.estimate_methods[2].note).toBe("The release date is unknown: there is no launch to run the sales curve from.");
    // Older than its one day of player counts: a quarter of the 20 dated games with the nearest app ids were out by then.
    const released = await nearestAppIdsRelease(handle, 10);
    const ageDays = Math.round((Date.parse(AS_OF) - Date.parse(released)) / 86_400_000);
    expect(ageDays).toBeGreaterThan(1);
    const month = new Date(`${released}T00:00:00Z`).toLocaleString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
    expect(revenue.arpu_note).toContain(
      `after about ${(ageDays / 365.25).toFixed(1)} years (no release date: a quarter of the 20 dated games with the nearest Steam app ids were out by ${month}) of discounts.`,
    );
    // Lifetime revenue, stored by the import, is the Boxleiter copies at what a copy nets at that age, over the owners:
    // the import and the game page date the game alike.
    expect(revenue.arpu).toBeCloseTo((netShareOfList(ageDays) * 9.99 * (216_345 + 5_530) * 30) / 15_000_000, 2);
  });

  it("counts a game with players but no release date among the released games, not the upcoming ones", async () => {
    const counterStrike = await gameByAppId(handle, 10);
    expect(await listGameIdsForDatapoint({ datapointId: "released", db: handle.db })).toContain(counterStrike.id);
    expect(await listGameIdsForDatapoint({ datapointId: "upcoming", db: handle.db })).not.toContain(counterStrike.id);
    const facts = await listLumosGameFacts({ today: AS_OF, db: handle.db });
    expect(facts.find((game) => game.id === counterStrike.id)?.released).toBe(true);
  });

  it("splits and trims company lists and keeps one company per name", async () => {
    const farCry = await gameByAppId(handle, 552520);
    expect(await companiesOf(handle, farCry.id, "Developer")).toEqual(["Ubisoft Montreal", "Ubisoft Toronto"]);
    expect(await companiesOf(handle, farCry.id, "Publisher")).toEqual(["Ubisoft Entertainment"]);
    const civ = await gameByAppId(handle, 8930);
    expect(await companiesOf(handle, civ.id, "Developer")).toEqual(["Firaxis Games", "Feral Interactive (Mac), Inc.", "Aspyr (Mac, Linux, & Windows Update)"]);
    const capcom = await queryRows<{ id: number }>(handle, "SELECT id FROM companies WHERE name = 'CAPCOM Co., Ltd.'");
    expect(capcom).toHaveLength(1);
    const harbor = await gameByAppId(handle, 2000001);
    expect(await companiesOf(handle, harbor.id, "Publisher")).toEqual(["CAPCOM Co., Ltd."]);
    const sizes = await queryRows<{ name: string; size: string }>(handle, "SELECT name, size FROM companies WHERE name IN ('Re-Logic', 'Valve') ORDER BY name");
    expect(sizes).toEqual([
      { name: "Re-Logic", size: "Indie" },
      { name: "Valve", size: "AAA" },
    ]);
  });

  it("types DLC by title under its base game and files Steam's genres as genres and its tags as Steam Tags", async () => {
    const re2 = await gameByAppId(handle, 883710);
    expect(await gameByAppId(handle, 883711)).toMatchObject({ game_type_id: 1, parent_game_id: re2.id });
    const farCry = await gameByAppId(handle, 552520);
    expect(await gameByAppId(handle, 552521)).toMatchObject({ game_type_id: 1, parent_game_id: farCry.id });
    expect(await classificationsOf(handle, re2.id)).toEqual([
      { name: "Action", type: 1, is_keyword: true, is_primary: true },
      { name: "Adventure", type: 1, is_keyword: true, is_primary: false },
      { name: "Survival Horror", type: STEAM_TAG_TYPE.id, is_keyword: true, is_primary: true },
      // Steam's tag Action is a tag beside its genre Action.
      { name: "Action", type: STEAM_TAG_TYPE.id, is_keyword: true, is_primary: false },
      { name: "Zombies", type: STEAM_TAG_TYPE.id, is_keyword: true, is_primary: false },
      { name: "Shoot 'Em Up", type: STEAM_TAG_TYPE.id, is_keyword: true, is_primary: false },
      // Its business model, from its price: every imported game has one, so "free to play" is known of each.
      { name: BUSINESS_MODEL.premium, type: BUSINESS_MODEL.typeId, is_keyword: true, is_primary: true },
    ]);
    // The Lumos JSON gave Train Bandit its tags; the Steam CSV its date.
    const trainBandit = await gameByAppId(handle, 655370);
    expect(trainBandit).toMatchObject({ release_date: "12-10-2017", source: "lumos-json+steam-games" });
    // Its tag Casual stays a tag beside Steam's Casual genre, which other games carry.
    expect(await classificationsOf(handle, trainBandit.id)).toEqual([
      { name: "Casual", type: STEAM_TAG_TYPE.id, is_keyword: true, is_primary: true },
      { name: "Western", type: STEAM_TAG_TYPE.id, is_keyword: true, is_primary: false },
      { name: BUSINESS_MODEL.premium, type: BUSINESS_MODEL.typeId, is_keyword: true, is_primary: true },
    ]);
    expect(await queryRows(handle, "SELECT name FROM classification_types WHERE id = $1", [STEAM_TAG_TYPE.id])).toEqual([{ name: "Steam Tag" }]);
    const duplicates = await queryRows(handle, "SELECT lower(name), classification_type_id FROM classifications GROUP BY 1, 2 HAVING count(*) > 1");
    expect(duplicates).toEqual([]);
  });

  it("ranks every classification by the players of its games in the month of the imported counts, as the category page shows", async () => {
    const ranks = await featureRanks(handle);
    expect(new Set(ranks.map((row) => row.date))).toEqual(new Set(["2023-08-01"]));
    expectSameRanks(ranks, await expectedFeatureRanks(handle));
    const genres = await getCategory({ typeId: 1, db: handle.db });
    expect(genres?.rank_date).toBe("2023-08-01");
    const ranked = genres!.features.filter((feature) => feature.cls_rank !== null);
    expect(ranked.length).toBeGreaterThan(1);
    expect(ranked.map((feature) => feature.cls_rank)).toEqual(ranked.map((_, index) => index + 1));
    expect(ranked[0].player_count).toBeGreaterThan(0);
    expect(ranked[0].market_share).toBeGreaterThan(0);
    // One month of counts: nothing to compare it with yet.
    expect(genres!.features.filter((feature) => feature.cls_rank !== null).every((feature) => feature.trend_tag === "Stable")).toBe(true);
  });

  it("updates rather than duplicates when the same files are imported again", async () => {
    const before = await tableCounts(handle);
    const ids = await queryRows(handle, "SELECT id, steam_app_id FROM games ORDER BY id");
    const report = await importFiles(handle, { files: FILES, asOf: AS_OF });
    expect(report.written).toMatchObject({
      gamesInserted: 0,
      gamesUpdated: 11,
      companiesCreated: 0,
      classificationsCreated: 0,
      releasesCreated: 0,
      publicationsCreated: 0,
      publicationsUpdated: 8,
    });
    expect(await tableCounts(handle)).toEqual(before);
    expect(await queryRows(handle, "SELECT id, steam_app_id FROM games ORDER BY id")).toEqual(ids);
  });

  it("gives a game its release date when a later import brings one, and keeps what that import does not know", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "lumos-import-"));
    try {
      const file = path.join(dir, "dates.json");
      writeFileSync(file, JSON.stringify([{ app_id: 10, title: "Counter-Strike", release_date: "2000-11-01" }]));
      const report = await importFiles(handle, { files: [file], asOf: "2023-08-20" });
      expect(report.written).toMatchObject({ gamesUpdated: 1, publicationsCreated: 1, playerCounts: 0 });
      const counterStrike = await gameByAppId(handle, 10);
      expect(counterStrike).toMatchObject({ release_date: "01-11-2000", msrp: null, source: "lumos-json+steamspy" });
      expect(await statsOf(handle, counterStrike.id)).toMatchObject({
        boxleiter_multiplier: 60,
        copies_sold_boxleiter: (216_345 + 5_530) * 60,
        launch_price: 9.99,
        owners_min: 10_000_000,
        launch_peak_players: 10775,
      });
      expect(await companiesOf(handle, counterStrike.id, "Publisher")).toEqual(["Valve"]);
      const [role] = await queryRows<{ publication_id: number | null }>(
        handle,
        "SELECT cr.publication_id FROM company_roles cr JOIN releases r ON r.id = cr.release_id WHERE r.game_id = $1 AND cr.role = 'Publisher'",
        [counterStrike.id],
      );
      expect(role.publication_id).not.toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("leaves nothing behind when the database fails part-way", async () => {
    const before = await tableCounts(handle);
    const [settingsBefore] = await queryRows(handle, "SELECT value FROM app_settings WHERE key = 'last_import'");
    await execSql(
      handle,
      `
      CREATE FUNCTION refuse_player_counts() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$;
      CREATE TRIGGER refuse_player_counts BEFORE INSERT ON player_count_months FOR EACH ROW EXECUTE FUNCTION refuse_player_counts();`,
    );
    try {
      await expect(importFiles(handle, { files: [fixture("steamspy-api.json")], asOf: AS_OF })).rejects.toThrow("disk full");
    } finally {
      await execSql(handle, "DROP TRIGGER refuse_player_counts ON player_count_months; DROP FUNCTION refuse_player_counts();");
    }
    expect(await tableCounts(handle)).toEqual(before);
    expect(await queryRows(handle, "SELECT id FROM games WHERE steam_app_id IN (570, 1091500)")).toEqual([]);
    expect(await queryRows(handle, "SELECT id FROM companies WHERE name = 'CD PROJEKT RED'")).toEqual([]);
    expect(await queryRows(handle, "SELECT id FROM classifications WHERE name = 'MOBA'")).toEqual([]);
    expect(await queryRows(handle, "SELECT value FROM app_settings WHERE key = 'last_import'")).toEqual([settingsBefore]);
  });

  it("keeps nothing from a dry run but reports what it would have done", async () => {
    const before = await tableCounts(handle);
    const report = await importFiles(handle, { files: [fixture("steamspy-api.json")], asOf: AS_OF, dryRun: true });
    expect(report.written).toMatchObject({ dryRun: true, gamesInserted: 2, playerCounts: 2 });
    expect(report.rejected).toEqual([{ file: fixture("steamspy-api.json"), line: 33, reason: 'owners: "many" is not a range like "1,000,000 .. 2,000,000"' }]);
    expect(formatImportReport(report)[0]).toBe("Dry run (nothing kept) as of 2023-08-15:");
    expect(await tableCounts(handle)).toEqual(before);
  });

  it("refuses a file it does not recognise and writes nothing", async () => {
    const before = await tableCounts(handle);
    const attempt = importFiles(handle, { files: [fixture("steamspy-api.json"), fixture("unrecognised.csv")], asOf: AS_OF });
    await expect(attempt).rejects.toThrow(ImportFileError);
    await expect(importFiles(handle, { files: [fixture("unrecognised.csv")], asOf: AS_OF })).rejects.toThrow(
      `${fixture("unrecognised.csv")}: is not a recognised CSV: its header (title, year, score) has neither a SteamSpy dump's columns`,
    );
    expect(await tableCounts(handle)).toEqual(before);
  });

  it("refuses a recognised file none of whose rows can be imported, naming it and why, and writes nothing", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "lumos-import-"));
    try {
      const file = path.join(dir, "all-bad.csv");
      writeFileSync(
        file,
        'name,release_date,price,positive,negative,app_id,min_owners,max_owners,hltb_single\nNo Id,"Oct 12, 2017",0.99,5,1,,0,20000,\nAlso None,"Oct 13, 2017",1.99,5,1,,0,20000,\n',
      );
      const before = await tableCounts(handle);
      const [settingsBefore] = await queryRows(handle, "SELECT value FROM app_settings WHERE key = 'last_import'");
      const attempt = importFiles(handle, { files: [fixture("steamspy-api.json"), file], asOf: AS_OF });
      await expect(attempt).rejects.toThrow(ImportFileError);
      await expect(importFiles(handle, { files: [file], asOf: AS_OF })).rejects.toThrow(
        `${file}: has no row that can be imported: all 2 are rejected (line 2: `,
      );
      expect(await tableCounts(handle)).toEqual(before);
      expect(await queryRows(handle, "SELECT value FROM app_settings WHERE key = 'last_import'")).toEqual(settingsBefore ? [settingsBefore] : []);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("imports the SteamSpy JSON dump once the database works again", async () => {
    const report = await importFiles(handle, { files: [fixture("steamspy-api.json")], asOf: AS_OF });
    expect(report.written).toMatchObject({ gamesInserted: 2, gamesUpdated: 0 });
    const dota = await gameByAppId(handle, 570);
    const dotaStats = await statsOf(handle, dota.id);
    expect(dotaStats).toMatchObject({ is_free_to_play: true, owners_min: 100_000_000, owners_max: 200_000_000, launch_peak_players: 524317 });
    // Free to play and no release date in the dump: its players' in-game spending at the age of the dated games with
    // the nearest app ids (older than its one day of player counts, which alone gives three months of play).
    const dotaAge = Math.round((Date.parse(AS_OF) - Date.parse(await nearestAppIdsRelease(handle, 570))) / 86_400_000);
    expect(dotaAge).toBeGreaterThan(1);
    expect(dotaStats.predicted_revenue_boxleiter).toBeCloseTo(Number(dotaStats.copies_sold_boxleiter) * freeToPlayArpu(dotaAge), 1);
    expect(freeToPlayArpu(dotaAge)).toBeGreaterThan(freeToPlayArpu(1));
    expect((await classificationsOf(handle, dota.id)).map((c) => `${c.name}/${c.type}`)).toEqual([
      "Action/1",
      "Free to Play/1",
      "Strategy/1",
      `Free to Play/${STEAM_TAG_TYPE.id}`,
      `MOBA/${STEAM_TAG_TYPE.id}`,
      `Multiplayer/${STEAM_TAG_TYPE.id}`,
      `Free-to-Play/${BUSINESS_MODEL.typeId}`,
    ]);
  });
});

describe("importing on top of the demo market", () => {
  let handle: DatabaseHandle;
  let demoGames: number;
  let demoCategoryTiles: string[];
  let demoRanks: FeatureRankRow[];

  beforeAll(async () => {
    ({ handle } = await createTestDatabase({ games: 150 }));
    demoGames = (await tableCounts(handle)).games;
    demoCategoryTiles = (await listCategoryTiles({ db: handle.db })).map((tile) => tile.name);
    demoRanks = await featureRanks(handle);
  });
  afterAll(() => handle.close());

  it("gives imported games ids after the generated ones and reuses the demo vocabulary for genres", async () => {
    const [{ max: maxDemoId }] = await queryRows<{ max: number }>(handle, "SELECT max(id)::int AS max FROM games");
    const keywordsBefore = (await queryRows(handle, "SELECT id FROM classifications WHERE is_keyword")).length;
    const report = await importFiles(handle, { files: FILES, asOf: AS_OF });
    expect(report.written).toMatchObject({ gamesInserted: 11, gamesUpdated: 0 });
    const imported = await queryRows<{ id: number }>(handle, "SELECT id FROM games WHERE source <> 'demo'");
    expect(imported).toHaveLength(11);
    expect(Math.min(...imported.map((game) => game.id))).toBe(maxDemoId + 1);
    expect((await queryRows(handle, "SELECT id FROM games WHERE source = 'demo'")).length).toBe(demoGames);

    const counterStrike = await gameByAppId(handle, 10);
    const classifications = await classificationsOf(handle, counterStrike.id);
    // Its genre "Action" is the demo's Genre classification; its tags are Steam Tags, "Shooter" too, though the demo has
    // a Shooter genre: a tag never passes for a genre.
    expect(classifications).toEqual([
      { name: "Action", type: 1, is_keyword: false, is_primary: true },
      { name: "Action", type: STEAM_TAG_TYPE.id, is_keyword: true, is_primary: true },
      { name: "FPS", type: STEAM_TAG_TYPE.id, is_keyword: true, is_primary: false },
      { name: "Shooter", type: STEAM_TAG_TYPE.id, is_keyword: true, is_primary: false },
      { name: "1990's", type: STEAM_TAG_TYPE.id, is_keyword: true, is_primary: false },
      // The demo's own Premium business model, as its genre Action is the demo's.
      { name: BUSINESS_MODEL.premium, type: BUSINESS_MODEL.typeId, is_keyword: false, is_primary: true },
    ]);
    const keywordsAfter = (await queryRows(handle, "SELECT id FROM classifications WHERE is_keyword")).length;
    expect(keywordsAfter - keywordsBefore).toBe(report.written.classificationsCreated);
  });

  it("shows the imported Steam tags on the game page and as a category, which the demo market alone has not", async () => {
    expect(demoCategoryTiles).toHaveLength(18);
    expect(demoCategoryTiles).not.toContain("Steam Tag");
    const tiles = await listCategoryTiles({ db: handle.db });
    expect(tiles.map((tile) => tile.name)).toEqual([...demoCategoryTiles, "Steam Tag"]);
    expect(tiles.at(-1)).toMatchObject({ typeId: STEAM_TAG_TYPE.id });

    clearDatasetCache();
    const counterStrike = await gameByAppId(handle, 10);
    const meta = (await getDataset(`game_breakdown_${counterStrike.id}_metadata`, { db: handle.db })) as {
      featureGroups: Array<{ group: string; parts: Array<{ features: Array<{ name: string; cls_type_id: number }> }> }>;
    };
    const steamTags = meta.featureGroups.find((group) => group.group === "Steam Tags");
    expect(steamTags?.parts.flatMap((part) => part.features.map((feature) => feature.name))).toEqual(["Action", "FPS", "Shooter", "1990's"]);
    expect(steamTags?.parts[0].features.every((feature) => feature.cls_type_id === STEAM_TAG_TYPE.id)).toBe(true);
  });

  it("updates a demo game that has the same Steam app id instead of adding a second one", async () => {
    const [demo] = await queryRows<{ id: number; steam_app_id: number }>(
      handle,
      "SELECT id, steam_app_id FROM games WHERE source = 'demo' AND steam_app_id IS NOT NULL ORDER BY id LIMIT 1",
    );
    const businessModels = async () => (await classificationsOf(handle, demo.id)).filter((c) => c.type === BUSINESS_MODEL.typeId).map((c) => c.name);
    const demoModels = await businessModels();
    expect(demoModels).toHaveLength(1);
    const dir = mkdtempSync(path.join(os.tmpdir(), "lumos-import-"));
    try {
      const file = path.join(dir, "demo-match.json");
      writeFileSync(file, JSON.stringify({ games: [{ app_id: demo.steam_app_id, title: "Real Title", positive: 80, negative: 20, peak_players: 55 }] }));
      const report = await importFiles(handle, { files: [file], asOf: AS_OF });
      expect(report.written).toMatchObject({ gamesInserted: 0, gamesUpdated: 1, demoGamesUpdated: 1 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const [game] = await queryRows<{ id: number; title: string; source: string }>(handle, "SELECT id, title, source FROM games WHERE steam_app_id = $1", [
      demo.steam_app_id,
    ]);
    expect(game).toEqual({ id: demo.id, title: "Real Title", source: "demo+lumos-json" });
    expect(await statsOf(handle, demo.id)).toMatchObject({ review_count: 100, launch_peak_players: 55, is_estimated: true });
    // The demo's business model stays: it says more than a price does (Freemium, Subscription…).
    expect(await businessModels()).toEqual(demoModels);
  });

  it("ranks the imported counts' month again over every game, and leaves the other months' ranks as they were", async () => {
    // The first import's counts (August 2023) fall before the demo's two years of history: that month is new. The
    // demo game updated by the Lumos JSON above had its months ranked again, to the same figures.
    const before = await featureRanks(handle);
    expectSameRanks(
      before.filter((row) => row.date === "2023-08-01"),
      await expectedFeatureRanks(handle, "2023-08-01"),
    );
    expectSameRanks(
      before.filter((row) => row.date !== "2023-08-01"),
      demoRanks,
    );
    // The same files as of a day inside the history: Counter-Strike's players count for that month's ranks.
    const asOf = "2026-05-15";
    const month = "2026-05-01";
    await importFiles(handle, { files: FILES, asOf });
    const ranks = await featureRanks(handle);
    expect(ranks.filter((row) => row.date !== month)).toEqual(before.filter((row) => row.date !== month));
    const ranked = ranks.filter((row) => row.date === month);
    expectSameRanks(ranked, await expectedFeatureRanks(handle, month));
    const counterStrike = await gameByAppId(handle, 10);
    const [{ avg_players }] = await queryRows<{ avg_players: number }>(
      handle,
      "SELECT avg_players FROM monthly_player_counts WHERE game_id = $1 AND month = $2",
      [counterStrike.id, month],
    );
    expect(avg_players).toBeGreaterThan(0);
    const [action] = await queryRows<{ id: number }>(
      handle,
      "SELECT id FROM classifications WHERE name = 'Action' AND classification_type_id = 1 AND NOT is_keyword",
    );
    const demoAction = demoRanks.find((row) => row.date === month && row.cls_id === action.id)!.player_count;
    expect(ranked.find((row) => row.cls_id === action.id)!.player_count).toBeGreaterThan(demoAction);
  });
});

describe("an import with implausible rows", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createMigratedDatabase();
  });
  afterAll(() => handle.close());

  it("keeps every row, and lists the implausible ones as suspect with why, file and line", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "lumos-import-"));
    const file = path.join(dir, "odd.json");
    try {
      writeFileSync(
        file,
        JSON.stringify({
          games: [
            { app_id: 9001, title: "Plain", release_date: "2019-05-01", price_usd: 9.99, positive: 90, negative: 10 },
            { app_id: 9002, title: "Placeholder Date", release_date: "1900-01-01", price_usd: 4.99 },
            { app_id: 9003, title: "From The Future", release_date: "2024-02", price_usd: 19.99 },
            { app_id: 9004, title: "Everyone Owns It", owners_min: 2_000_000_000, owners_max: 5_000_000_000, price_usd: 2500 },
          ],
        }),
      );
      const report = await importFiles(handle, { files: [file], asOf: AS_OF });
      expect(report.written).toMatchObject({ gamesInserted: 4 });
      expect(report.rejected).toEqual([]);
      expect(report.suspect.map((row) => [row.line, row.appId, row.reasons])).toEqual([
        [expect.any(Number), 9002, ["released 1900-01-01, before any game was sold"]],
        [expect.any(Number), 9003, ["released 2024-02-01, after the data's as-of date 2023-08-15"]],
        [expect.any(Number), 9004, ["2,000,000,000 owners at least, more than Steam has accounts", "priced $2,500, over $1,000"]],
      ]);
      const printed = formatImportReport(report);
      expect(printed).toContain("Suspect rows (kept, check them): 3");
      expect(printed.some((line) => line.startsWith(`  ${file}:`) && line.includes('app 9002 "Placeholder Date": released 1900-01-01'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const kept = await queryRows<{ steam_app_id: number; release_date: string | null }>(
      handle,
      "SELECT g.steam_app_id, p.release_date FROM games g JOIN releases r ON r.game_id = g.id LEFT JOIN publications p ON p.release_id = r.id ORDER BY g.steam_app_id",
    );
    expect(kept).toEqual([
      { steam_app_id: 9001, release_date: "01-05-2019" },
      { steam_app_id: 9002, release_date: "01-01-1900" },
      { steam_app_id: 9003, release_date: "02-2024" },
      { steam_app_id: 9004, release_date: null },
    ]);
  });
});

describe("what Lumos knows of an import, stored before it commits", () => {
  let handle: DatabaseHandle;
  let dir: string;
  const CODE = "import-test-code";

  beforeEach(async () => {
    handle = await createMigratedDatabase();
    dir = mkdtempSync(path.join(os.tmpdir(), "lumos-import-knowledge-"));
  });
  afterEach(async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("is stored for the data version a server sees once the import has committed, with the imported games", async () => {
    const file = path.join(dir, "lumos-knowledge.bin");
    const report = await importFiles(handle, { files: FILES, asOf: AS_OF, knowledgeSnapshot: { file, code: CODE } });
    expect(report.knowledge).toEqual({ seconds: expect.any(Number) });
    expect(formatImportReport(report).some((line) => line.startsWith("What Lumos knows of the new data: built and stored in "))).toBe(true);
    // Read back under the version computed after the commit: a server that notices the new data finds it.
    const stored = await readKnowledgeSnapshot(file, { version: await getLumosDataVersion({ db: handle.db }), code: CODE });
    expect(stored).not.toBeNull();
    const titles = new Set(stored!.games.map((game) => game.title));
    expect(titles.has("Resident Evil 2")).toBe(true);
    expect(stored!.games).toHaveLength((await queryRows(handle, "SELECT id FROM games WHERE NOT hide_from_user")).length);
  });

  it("keeps the import, and says so, when what Lumos knows cannot be stored", async () => {
    // Its folder is a file: the snapshot cannot be written.
    writeFileSync(path.join(dir, "not-a-folder"), "");
    const file = path.join(dir, "not-a-folder", "lumos-knowledge.bin");
    const report = await importFiles(handle, { files: FILES, asOf: AS_OF, knowledgeSnapshot: { file, code: CODE } });
    expect(report.knowledge).toEqual({ error: expect.stringMatching(/not-a-folder/) });
    expect(formatImportReport(report).some((line) => line.startsWith("What Lumos knows of the new data could not be stored ("))).toBe(true);
    expect((await tableCounts(handle)).games).toBe(report.written.gamesInserted);
  });

  it("commits what the import wrote even when a statement read before the commit fails", async () => {
    const read = await readImportFiles(FILES);
    let failed = "";
    const written = await writeImportedGames(handle, read.games, {
      asOf: AS_OF,
      readBeforeCommit: async (db) => {
        await db.execute("SELECT * FROM no_such_table").catch((error: Error) => (failed = error.message));
      },
    });
    expect(failed).toContain("no_such_table");
    expect((await tableCounts(handle)).games).toBe(written.gamesInserted);
  });

  it("is neither built nor stored on a dry run", async () => {
    const file = path.join(dir, "lumos-knowledge.bin");
    const report = await importFiles(handle, { files: FILES, asOf: AS_OF, dryRun: true, knowledgeSnapshot: { file, code: CODE } });
    expect(report.knowledge).toBeNull();
    expect(formatImportReport(report).some((line) => line.startsWith("What Lumos knows"))).toBe(false);
    expect(fs.existsSync(file)).toBe(false);
  });
});
