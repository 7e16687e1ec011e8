import { verifyPassword } from "@/lib/auth/password";
import type { DatabaseHandle } from "@/lib/db/client";
import { getGameArtInfo, getMarketSummary } from "@/lib/data/games";
import { listAggregatePlayerCounts, listPlayerCountRanks, listTopGamesByPlayers } from "@/lib/data/players";
import { DEMO_SEED } from "@/lib/accounts/demo-accounts";
import { countUsers, ensureDemoAccounts } from "@/lib/data/users";
import { DEMO_ACCOUNTS } from "@/lib/demo/accounts";
import { createTestDatabase, queryRows, TEST_TODAY } from "./helpers/test-database";

const daysAfter = (days: number) => new Date(Date.parse(`${TEST_TODAY}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("data functions on the demo market", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    ({ handle } = await createTestDatabase());
  });
  afterAll(() => handle.close());

  it("lists the top games by players of yesterday, highest first", async () => {
    const top = await listTopGamesByPlayers({ today: TEST_TODAY, db: handle.db });
    expect(top.date).toBe(daysAfter(-1));
    expect(top.games).toHaveLength(10);
    const counts = top.games.map((game) => game.playerCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const [best] = await queryRows<{ game_id: number; player_count: number }>(
      handle,
      "select game_id, player_count from daily_player_counts where date = $1 order by player_count desc limit 1",
      [daysAfter(-1)],
    );
    expect(top.games[0]).toMatchObject({ gameId: best.game_id, playerCount: best.player_count });
  });

  it("falls back to 2 and 3 days back, then to nothing", async () => {
    expect((await listTopGamesByPlayers({ today: daysAfter(2), db: handle.db })).date).toBe(daysAfter(-1));
    const none = await listTopGamesByPlayers({ today: daysAfter(3), db: handle.db });
    expect(none).toEqual({ date: null, games: [] });
  });

  it("reads one day's counts as the daily view has them, on the first and last days of months too", async () => {
    const [{ first }] = await queryRows<{ first: string }>(handle, "select min(date)::text as first from daily_player_counts");
    const days = [daysAfter(-1), daysAfter(-2), first];
    // Every first and last day of a month in the last 90 days.
    for (let back = 1; back <= 90; back++) {
      const day = daysAfter(-back);
      if (day.endsWith("-01") || daysAfter(-back + 1).endsWith("-01")) days.push(day);
    }
    expect(days.length).toBeGreaterThan(5);
    for (const day of days) {
      const expected = await queryRows<{ game_id: number; player_count: number }>(
        handle,
        "select game_id, player_count from daily_player_counts where date = $1 and player_count > 0 order by player_count desc, game_id",
        [day],
      );
      expect(expected.length).toBeGreaterThan(0);
      const counts = await listAggregatePlayerCounts({ date: day, db: handle.db });
      expect(counts.map(({ game_id, player_count }) => ({ game_id, player_count }))).toEqual(expected);
      const ranks = await listPlayerCountRanks({ startDate: day, endDate: day, limit: 1000, db: handle.db });
      expect(ranks.items.map((row) => row.game_id)).toEqual(expected.map((row) => row.game_id));
      expect(ranks.items.every((row) => row.date === day)).toBe(true);
    }
  });

  it("summarises the market and names a game for its drawn cover", async () => {
    const summary = await getMarketSummary({ db: handle.db });
    expect(summary).toMatchObject({ games: 150, latestPlayerCountDate: daysAfter(-1) });
    expect(summary.classifications).toBeGreaterThan(500);
    const game = await getGameArtInfo({ id: 1, db: handle.db });
    expect(game?.title).toEqual(expect.any(String));
    expect(await getGameArtInfo({ id: 999_999, db: handle.db })).toBeNull();
  });

  it("creates the demo accounts once, with working argon2id passwords", async () => {
    const first = await ensureDemoAccounts({ db: handle.db, ...DEMO_SEED });
    expect(first.created).toEqual(DEMO_ACCOUNTS.map((account) => account.email));
    expect((await ensureDemoAccounts({ db: handle.db, ...DEMO_SEED })).created).toEqual([]);
    expect(await countUsers({ db: handle.db })).toBe(3);
    expect(await countUsers({ db: handle.db, role: "super-admin" })).toBe(1);
    const [analyst] = await queryRows<{ password_hash: string; group_name: string }>(
      handle,
      `select u.password_hash, g.name as group_name from users u
       join memberships m on m.user_id = u.id join groups g on g.id = m.group_id where u.email = 'analyst@lumos.local'`,
    );
    expect(analyst.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(analyst.group_name).toBe("analysts");
    expect(await verifyPassword(analyst.password_hash, "Lumos-Analyst-2026!")).toBe(true);
    expect(await verifyPassword(analyst.password_hash, "wrong password")).toBe(false);
  });
});
