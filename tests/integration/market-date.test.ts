// The day figures count from is the data's own latest day: a market generated (or imported) as of an earlier day
// shows its figures as of that day, and Lumos says so, instead of counting windows back from the clock into days
// that have no data.
import { getMarketDate } from "@/lib/data/market-date";
import { listGamePlayerStats, listTopGamesByPlayers } from "@/lib/data/players";
import { useDatabaseForTests, type DatabaseHandle } from "@/lib/db/client";
import { answerQuestion } from "@/lib/lumos/chat";
import { forgetKnowledge, getKnowledge } from "@/lib/lumos/knowledge";
import { createTestDatabase, queryRows, TEST_TODAY } from "./helpers/test-database";

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const monthName = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

describe("the market date", () => {
  let handle: DatabaseHandle;
  const LATER = Date.parse(`${TEST_TODAY}T12:00:00Z`) + 200 * 86_400_000;

  beforeAll(async () => {
    ({ handle } = await createTestDatabase({ games: 120 }));
    useDatabaseForTests(handle);
    forgetKnowledge();
  });
  afterAll(async () => {
    useDatabaseForTests(undefined);
    forgetKnowledge();
    await handle.close();
  });

  it("is the generation day while it is today, and stays on it, marked stale, once the clock has moved on", async () => {
    expect(await getMarketDate({ db: handle.db, now: Date.parse(`${TEST_TODAY}T08:00:00Z`) })).toEqual({
      today: TEST_TODAY,
      latestDay: dayBefore(TEST_TODAY),
      stale: false,
      monthOfHistory: true,
      historyStart: null,
    });
    expect(await getMarketDate({ db: handle.db, now: LATER })).toEqual({
      today: TEST_TODAY,
      latestDay: dayBefore(TEST_TODAY),
      stale: true,
      monthOfHistory: true,
      historyStart: null,
    });
  });

  it("is the clock's today on a database without player counts", async () => {
    const empty = await createTestDatabase({ games: 1 });
    try {
      await queryRows(empty.handle, "delete from player_count_months");
      expect(await getMarketDate({ db: empty.handle.db, now: LATER })).toEqual({
        today: new Date(LATER).toISOString().slice(0, 10),
        latestDay: null,
        stale: false,
        monthOfHistory: false,
        historyStart: null,
      });
    } finally {
      await empty.handle.close();
    }
  });

  it("is where player stats, the top games and Lumos count from when no day is given", async () => {
    const [top] = await queryRows<{ game_id: number; player_count: number }>(
      handle,
      `select game_id, player_count from daily_player_counts where date = $1 order by player_count desc limit 1`,
      [dayBefore(TEST_TODAY)],
    );
    const [stats] = (await listGamePlayerStats({ gameIds: [top.game_id], db: handle.db })).items;
    expect(stats.one_day).toBe(top.player_count);
    expect(stats.one_month).toBeGreaterThan(0);
    const ranked = await listTopGamesByPlayers({ db: handle.db, limit: 1 });
    expect(ranked).toMatchObject({ date: dayBefore(TEST_TODAY), games: [{ gameId: top.game_id, playerCount: top.player_count }] });
    expect((await getKnowledge()).today).toBe(TEST_TODAY);
  });

  it("is named at the end of a Lumos answer when the data ends before yesterday", async () => {
    const { answer } = await answerQuestion("top games by peak players", { askLlm: false });
    expect(answer.text.endsWith(`Figures are as of ${monthName(dayBefore(TEST_TODAY))}, the latest day in the data.`)).toBe(true);
  });
});
