// Player stats per game (fetchSqaGamePlayerStats, the game breakdown's live stats): the windows and the all-time
// peak read from the stored months must equal the data document's definition computed in SQL over the daily view,
// for every game, on any day, page by page.
import { listGamePlayerStats } from "@/lib/data/players";
import { PLAYER_STATS_WINDOW_DAYS } from "@/lib/domain/player-stats";
import type { DatabaseHandle } from "@/lib/db/client";
import { seedDemoMarket } from "@/lib/db/seed";
import { createMigratedDatabase, createTestDatabase, queryRows, TEST_TODAY } from "./helpers/test-database";

const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The definition, computed without the code under test: sums of the days with players over each window ÷ its days,
 * or ÷ the days since the market's first day of counts when the window reaches further back (`historyStart`).
 */
async function reference(handle: DatabaseHandle, gameIds: number[], today: string, historyStart: string | null = null) {
  const windows = Object.entries(PLAYER_STATS_WINDOW_DAYS)
    .map(([name, days]) => {
      const divisor = historyStart ? `greatest(1, least(${days}, $2::date - '${historyStart}'::date))` : `${days}`;
      return `round(coalesce(sum(d.player_count) filter (where d.date >= $2::date - ${days} and d.date < $2::date), 0)::numeric / ${divisor}, 2)::float8 as ${name}`;
    })
    .join(", ");
  return queryRows(
    handle,
    `select g.game_id, coalesce(max(d.player_count) filter (where d.date < $2::date), 0)::int as all_time, ${windows}
       from unnest($1::int[]) as g(game_id) left join daily_player_counts d on d.game_id = g.game_id
      group by g.game_id order by g.game_id`,
    [gameIds, today],
  );
}

describe("player stats per game", () => {
  let handle: DatabaseHandle;
  let gameIds: number[];

  beforeAll(async () => {
    ({ handle } = await createTestDatabase({ games: 120 }));
    gameIds = (await queryRows<{ id: number }>(handle, "select id from games order by id")).map((row) => row.id);
  });
  afterAll(() => handle.close());

  it.each([
    // The last figure: at least that many games had players in the year before (the comparison is not empty).
    ["the market's day", 0, 50],
    ["a day 40 days back, inside a stored month", 40, 50],
    ["a day two years back, before most of the history", 730, 0],
  ])("equals the definition for every game on %s", async (_, back, played) => {
    const today = daysBefore(TEST_TODAY, back);
    const ids = [...gameIds, 2_000_000_000];
    const { items, nextToken } = await listGamePlayerStats({ gameIds: ids, today, limit: 1000, db: handle.db });
    expect(nextToken).toBeNull();
    expect(items).toEqual(await reference(handle, ids, today));
    expect(items.filter((row) => row.one_year > 0).length).toBeGreaterThanOrEqual(played);
    expect(items.at(-1)).toMatchObject({ game_id: 2_000_000_000, all_time: 0, one_day: 0, one_year: 0 });
  });

  it("pages through the games by id, whatever order they were asked in", async () => {
    const asked = [...gameIds].reverse();
    const first = await listGamePlayerStats({ gameIds: asked, today: TEST_TODAY, limit: 50, db: handle.db });
    expect(first.items.map((row) => row.game_id)).toEqual(gameIds.slice(0, 50));
    const second = await listGamePlayerStats({ gameIds: asked, today: TEST_TODAY, limit: 50, nextToken: first.nextToken, db: handle.db });
    expect(second.items.map((row) => row.game_id)).toEqual(gameIds.slice(50, 100));
    expect(second.items).toEqual((await reference(handle, gameIds, TEST_TODAY)).slice(50, 100));
  });
});

describe("player stats per game on a market with less than a year of counts", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createMigratedDatabase();
    await seedDemoMarket(handle, { seed: "short-history", games: 40, today: TEST_TODAY, historyDays: 45 });
  });
  afterAll(() => handle.close());

  it("averages a window reaching back before the first day of counts over the days since it, for every game", async () => {
    const [{ first }] = await queryRows<{ first: string }>(handle, "select min(date)::text as first from daily_player_counts");
    expect(first).toBe(daysBefore(TEST_TODAY, 45));
    const ids = (await queryRows<{ id: number }>(handle, "select id from games order by id")).map((row) => row.id);
    const { items } = await listGamePlayerStats({ gameIds: ids, limit: 1000, db: handle.db });
    expect(items).toEqual(await reference(handle, ids, TEST_TODAY, first));
    // A steady game's 90-day and year windows read its 45 days, not half or an eighth of them.
    const played = items.filter((row) => row.one_month > 0);
    expect(played.length).toBeGreaterThan(10);
    expect(played.every((row) => row.one_year === row.three_months)).toBe(true);
  });
});
