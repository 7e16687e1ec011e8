import { isoDateOf, toDayNumber } from "@/lib/domain/calendar";
import {
  PLAYER_STATS_WINDOW_DAYS,
  playerStatsOn,
  playerStatsWindows,
  weeklyGrowthPercent,
  type DailyPlayerCount,
  type PlayerStats,
} from "@/lib/domain/player-stats";

const TODAY = "2026-06-15";
const daysAgo = (days: number) => isoDateOf(toDayNumber(TODAY) - days);
const counts = (entries: Array<[number, number]>): DailyPlayerCount[] => entries.map(([ago, playerCount]) => ({ date: daysAgo(ago), playerCount }));
const ZERO: PlayerStats = {
  all_time: 0,
  one_day: 0,
  two_days: 0,
  three_days: 0,
  one_week: 0,
  one_month: 0,
  three_months: 0,
  six_months: 0,
  one_year: 0,
};

describe("playerStatsOn", () => {
  it("averages over windows of 1, 2, 3, 7, 30, 90, 180 and 365 days", () => {
    expect(PLAYER_STATS_WINDOW_DAYS).toEqual({
      one_day: 1,
      two_days: 2,
      three_days: 3,
      one_week: 7,
      one_month: 30,
      three_months: 90,
      six_months: 180,
      one_year: 365,
    });
  });

  it.each<[string, DailyPlayerCount[], Partial<PlayerStats>]>([
    ["all zeros without rows", [], ZERO],
    [
      "the same number everywhere for a steady game",
      counts(Array.from({ length: 400 }, (_, i) => [i + 1, 100] as [number, number])),
      {
        ...ZERO,
        all_time: 100,
        one_day: 100,
        two_days: 100,
        three_days: 100,
        one_week: 100,
        one_month: 100,
        three_months: 100,
        six_months: 100,
        one_year: 100,
      },
    ],
    [
      "missing days as 0 players",
      counts([[1, 70]]),
      {
        all_time: 70,
        one_day: 70,
        two_days: 35,
        three_days: 70 / 3,
        one_week: 10,
        one_month: 70 / 30,
        three_months: 70 / 90,
        six_months: 70 / 180,
        one_year: 70 / 365,
      },
    ],
    [
      "windows ending yesterday, so a game without yesterday's row has one_day 0",
      counts([
        [2, 60],
        [3, 30],
      ]),
      { all_time: 60, one_day: 0, two_days: 30, three_days: 30, one_week: 90 / 7 },
    ],
    [
      "a day exactly N days ago inside the N-day window and outside shorter ones",
      counts([[7, 700]]),
      { one_day: 0, three_days: 0, one_week: 100, one_month: 700 / 30 },
    ],
    ["the last day of the year window", counts([[365, 365]]), { one_year: 1, six_months: 0, all_time: 365 }],
    ["a day just outside the year window only in all_time", counts([[366, 5000]]), { one_year: 0, all_time: 5000 }],
    [
      "all_time as the highest day of the whole history",
      counts([
        [1, 10],
        [1000, 5000],
        [30, 20],
      ]),
      { all_time: 5000, one_day: 10, one_month: 1 },
    ],
    [
      "rows of the same day added up (several games)",
      counts([
        [1, 40],
        [1, 60],
      ]),
      { one_day: 100, all_time: 100 },
    ],
    [
      "today's incomplete row and future rows ignored",
      counts([
        [0, 1_000_000],
        [-5, 2_000_000],
        [1, 50],
      ]),
      { one_day: 50, all_time: 50 },
    ],
    [
      "rows with an invalid date or count ignored",
      [
        { date: "2026-02-30", playerCount: 900 },
        { date: "14-06-2026", playerCount: 900 },
        { date: daysAgo(1), playerCount: Number.NaN },
        { date: daysAgo(1), playerCount: 30 },
      ],
      { one_day: 30, all_time: 30 },
    ],
  ])("gives %s", (_case, rows, expected) => {
    const stats = playerStatsOn(rows, TODAY);
    for (const [key, value] of Object.entries(expected) as Array<[keyof PlayerStats, number]>) {
      expect([key, stats[key]]).toEqual([key, expect.closeTo(value, 10)]);
    }
  });

  it("averages a window reaching back before the market's first day of counts over the days from it", () => {
    // One imported day (yesterday): that day's figure in every window, not a thirtieth of it.
    const rows = counts([[1, 70]]);
    expect(playerStatsOn(rows, TODAY, daysAgo(1))).toEqual({
      ...ZERO,
      all_time: 70,
      ...Object.fromEntries(Object.keys(PLAYER_STATS_WINDOW_DAYS).map((key) => [key, 70])),
    });
    // Ten days of counts, the market's first four days without this game's players: a missing day after the first
    // day of the market still counts 0, and windows of ten days or more average ten.
    const tenDays = counts([
      [1, 100],
      [2, 80],
      [6, 60],
    ]);
    const stats = playerStatsOn(tenDays, TODAY, daysAgo(10));
    expect(stats.one_day).toBe(100);
    expect(stats.two_days).toBe(90);
    expect(stats.one_week).toBeCloseTo(240 / 7, 10);
    expect([stats.one_month, stats.three_months, stats.one_year]).toEqual([24, 24, 24]);
    // Without a first day (a year or more of counts) every window is whole.
    expect(playerStatsOn(tenDays, TODAY, null).one_month).toBe(8);
  });

  it("returns every key of the player stats", () => {
    expect(Object.keys(playerStatsOn([], TODAY)).sort()).toEqual(Object.keys(ZERO).sort());
  });

  it("reads a Date today as its UTC day", () => {
    const rows = counts([[1, 70]]);
    expect(playerStatsOn(rows, new Date("2026-06-15T20:00:00Z"))).toEqual(playerStatsOn(rows, TODAY));
  });
});

describe("weeklyGrowthPercent", () => {
  it.each([
    [{ one_week: 150, one_month: 100 }, 50],
    [{ one_week: 50, one_month: 100 }, -50],
    [{ one_week: 100, one_month: 100 }, 0],
    [{ one_week: 1, one_month: 3 }, -66.7],
    [{ one_week: 10, one_month: 0 }, null],
    [{ one_week: 0, one_month: 0 }, null],
  ])("%o → %s", (stats, expected) => {
    expect(weeklyGrowthPercent(stats)).toBe(expected);
  });
});

describe("playerStatsWindows", () => {
  it("lists each window's average and the highest day, and no figure for a game without counts on record", () => {
    const stats = playerStatsOn([{ date: "2024-05-30", playerCount: 70 }], "2024-06-01");
    const rows = playerStatsWindows(stats, true);
    expect(rows.map((row) => row.window)).toEqual([
      ...Object.values(PLAYER_STATS_WINDOW_DAYS).map((days) => `Last ${days} day${days === 1 ? "" : "s"}`),
      "All time",
    ]);
    expect(rows.at(-1)).toEqual({ window: "All time", kind: "highest day", players: 70 });
    expect(rows[0]).toMatchObject({ window: "Last 1 day", players: 0 });
    // No day of counts: the stats read 0 in every window; the table says it has no figure.
    const uncounted = playerStatsWindows(playerStatsOn([], "2024-06-01"), false);
    expect(uncounted.map((row) => row.players)).toEqual(rows.map(() => null));
    expect(playerStatsWindows(null, true)).toEqual([]);
  });
});
