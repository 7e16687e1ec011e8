import { isoDateOf, toDayNumber } from "@/lib/domain/calendar";
import {
  averagePlayerCountByPeriod,
  isPeriod,
  PERIOD_WINDOW_DAYS,
  periodStartDate,
  periodWindowDays,
  playerCountByPeriod,
  type Period,
  type PeriodGranularity,
} from "@/lib/domain/periods";
import type { DailyPlayerCount } from "@/lib/domain/player-stats";

const row = (date: string, playerCount: number): DailyPlayerCount => ({ date, playerCount });

describe("period windows", () => {
  it.each<[string, number | null]>([
    ["daily", 30],
    ["weekly", 84],
    ["monthly", 180],
    ["three_months", 90],
    ["six_months", 180],
    ["yearly", null],
    ["Daily", null],
    ["", null],
    ["toString", null],
  ])("%j covers %p days", (period, days) => {
    expect(periodWindowDays(period)).toBe(days);
    expect(isPeriod(period)).toBe(days !== null);
  });

  it("has exactly the five periods of the specification", () => {
    expect(Object.keys(PERIOD_WINDOW_DAYS)).toEqual(["daily", "weekly", "monthly", "three_months", "six_months"]);
  });

  it.each<[Period, string, string]>([
    ["daily", "2026-06-15", "2026-05-16"],
    ["weekly", "2026-06-15", "2026-03-23"],
    ["monthly", "2026-06-15", "2025-12-17"],
    ["three_months", "2026-06-15", "2026-03-17"],
    ["six_months", "2026-06-15", "2025-12-17"],
    ["daily", "2024-03-01", "2024-01-31"],
    ["daily", "2026-01-10", "2025-12-11"],
  ])("%s on %s starts on %s", (period, today, start) => {
    expect(periodStartDate(period, today)).toBe(start);
  });
});

describe("playerCountByPeriod", () => {
  it.each<[string, PeriodGranularity, DailyPlayerCount[], string | undefined, Array<[string, number]>]>([
    ["nothing daily from nothing", "daily", [], undefined, []],
    ["nothing weekly from nothing", "weekly", [], undefined, []],
    ["nothing monthly from nothing", "monthly", [], undefined, []],
    [
      "one period per day, summed over games and sorted",
      "daily",
      [row("2026-06-02", 5), row("2026-06-01", 10), row("2026-06-02", 7)],
      undefined,
      [
        ["2026-06-01", 10],
        ["2026-06-02", 12],
      ],
    ],
    [
      "7-day buckets counted from the start date, earlier rows ignored",
      "weekly",
      [row("2026-03-22", 1000), row("2026-03-23", 10), row("2026-03-29", 20), row("2026-03-30", 5), row("2026-04-13", 1)],
      "2026-03-23",
      [
        ["2026-03-23", 30],
        ["2026-03-30", 5],
        ["2026-04-13", 1],
      ],
    ],
    [
      "7-day buckets counted from the earliest row without a start date",
      "weekly",
      [row("2026-03-25", 1), row("2026-03-31", 2), row("2026-04-01", 4)],
      undefined,
      [
        ["2026-03-25", 3],
        ["2026-04-01", 4],
      ],
    ],
    [
      "calendar months named by their first day",
      "monthly",
      [row("2024-01-31", 1), row("2024-02-01", 2), row("2024-02-29", 3), row("2024-03-01", 4)],
      undefined,
      [
        ["2024-01-01", 1],
        ["2024-02-01", 5],
        ["2024-03-01", 4],
      ],
    ],
    [
      "calendar months from a mid-month start, earlier rows ignored",
      "monthly",
      [row("2025-12-16", 100), row("2025-12-17", 1), row("2025-12-31", 2), row("2026-01-01", 3)],
      "2025-12-17",
      [
        ["2025-12-01", 3],
        ["2026-01-01", 3],
      ],
    ],
    [
      "invalid rows ignored",
      "daily",
      [row("2026-02-30", 9), row("01-06-2026", 9), row("2026-06-01", Number.NaN), row("2026-06-01", 4)],
      undefined,
      [["2026-06-01", 4]],
    ],
  ])("gives %s", (_case, granularity, rows, startDate, expected) => {
    expect(playerCountByPeriod(rows, granularity, startDate)).toEqual(expected.map(([period, player_count]) => ({ period, player_count })));
  });

  it("splits the 84-day weekly window into 12 full weeks", () => {
    const today = "2026-06-15";
    const start = periodStartDate("weekly", today);
    const rows = Array.from({ length: 84 }, (_, i) => row(isoDateOf(toDayNumber(start) + i), 1));
    const weeks = playerCountByPeriod(rows, "weekly", start);
    expect(weeks).toHaveLength(12);
    expect(weeks.every((week) => week.player_count === 7)).toBe(true);
    expect(weeks[11].period).toBe("2026-06-08");
  });
});

describe("averagePlayerCountByPeriod", () => {
  const today = "2026-06-15";
  const day = (offset: number) => {
    const date = new Date(Date.UTC(2026, 5, 15 - offset));
    return date.toISOString().slice(0, 10);
  };

  it("daily: one point per day of the 30 days ending yesterday, today and older days left out", () => {
    const rows = Array.from({ length: 40 }, (_, i) => ({ date: day(i), playerCount: 100 + i }));
    const series = averagePlayerCountByPeriod(rows, "daily", today);
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ period: "2026-05-16", average: 130, days: 1 });
    expect(series.at(-1)).toEqual({ period: "2026-06-14", average: 101, days: 1 });
  });

  it("weekly: 12 buckets of 7 days from the window start, each the average of its days", () => {
    const rows = Array.from({ length: 84 }, (_, i) => ({ date: day(i + 1), playerCount: i < 7 ? 70 : 10 }));
    const series = averagePlayerCountByPeriod(rows, "weekly", today);
    expect(series).toHaveLength(12);
    expect(series.at(-1)).toMatchObject({ average: 70, days: 7 });
    expect(series[0]).toMatchObject({ period: "2026-03-23", average: 10, days: 7 });
  });

  it("monthly: calendar months, days without a row not counted as zero", () => {
    const rows = [
      { date: "2026-06-01", playerCount: 300 },
      { date: "2026-06-02", playerCount: 100 },
      { date: "2026-05-20", playerCount: 50 },
    ];
    expect(averagePlayerCountByPeriod(rows, "monthly", today)).toEqual([
      { period: "2026-05-01", average: 50, days: 1 },
      { period: "2026-06-01", average: 200, days: 2 },
    ]);
  });

  it("gives an empty series for a game without counts", () => {
    expect(averagePlayerCountByPeriod([], "six_months", today)).toEqual([]);
  });
});
