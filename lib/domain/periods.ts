import { calendarPartsOf, dayNumberOf, isoDateOf, parseIsoDate, toDayNumber, type DayInput, type IsoDate } from "./calendar";
import type { DailyPlayerCount } from "./player-stats";

// Section 9 (application document): period windows in days.
export const PERIOD_WINDOW_DAYS = {
  daily: 30,
  weekly: 84,
  monthly: 180,
  three_months: 90,
  six_months: 180,
} as const;

/** A chart period of the player-count series. */
export type Period = keyof typeof PERIOD_WINDOW_DAYS;

/** How daily rows are grouped: per day, per 7-day bucket or per calendar month. */
export type PeriodGranularity = "daily" | "weekly" | "monthly";

/** A row of the player count by date range (section 3): the first day of the period and its summed count. */
export interface PeriodPlayerCount {
  period: IsoDate;
  player_count: number;
}

/** Whether a text is a known period name. */
export function isPeriod(value: string): value is Period {
  return Object.hasOwn(PERIOD_WINDOW_DAYS, value);
}

/** The window length in days of a period name; null for an unknown name. */
export function periodWindowDays(period: string): number | null {
  return isPeriod(period) ? PERIOD_WINDOW_DAYS[period] : null;
}

/**
 * The first day of a period's window. The window holds that many days ending yesterday (the last day with
 * complete counts), so it starts that many days before today: daily on 2026-06-15 starts 2026-05-16.
 */
export function periodStartDate(period: Period, today: DayInput): IsoDate {
  return isoDateOf(toDayNumber(today) - PERIOD_WINDOW_DAYS[period]);
}

/**
 * Sums daily player counts per period, as the date-range player-count query returns them, sorted by period.
 * A period is named by its first day: the day itself (daily), the first day of a 7-day bucket counted from
 * `startDate` (weekly), or the first of the month (monthly). Weekly buckets start at `startDate` when given,
 * else at the earliest row. Rows before `startDate`, with an invalid date or a non-finite count are ignored;
 * periods without rows are absent.
 */
export function playerCountByPeriod(rows: ReadonlyArray<DailyPlayerCount>, granularity: PeriodGranularity, startDate?: IsoDate): PeriodPlayerCount[] {
  const days: Array<[number, number]> = [];
  for (const { date, playerCount } of rows) {
    const day = parseIsoDate(date);
    if (day !== null && Number.isFinite(playerCount)) days.push([day, playerCount]);
  }
  const start = startDate === undefined ? Math.min(...days.map(([day]) => day)) : toDayNumber(startDate);

  const totals = new Map<number, number>();
  for (const [day, playerCount] of days) {
    if (day < start) continue;
    let periodDay = day;
    if (granularity === "weekly") periodDay = start + Math.floor((day - start) / 7) * 7;
    if (granularity === "monthly") {
      const { year, monthIndex } = calendarPartsOf(day);
      periodDay = dayNumberOf(year, monthIndex, 1);
    }
    totals.set(periodDay, (totals.get(periodDay) ?? 0) + playerCount);
  }
  return [...totals].sort(([a], [b]) => a - b).map(([periodDay, playerCount]) => ({ period: isoDateOf(periodDay), player_count: playerCount }));
}

/**
 * How the player-count chart groups each period window (the specification gives only the window lengths): the
 * two short windows day by day, the 84-day and 180-day "six months" windows by week, "monthly" by calendar month.
 */
export const PERIOD_GRANULARITY: Record<Period, PeriodGranularity> = {
  daily: "daily",
  three_months: "daily",
  weekly: "weekly",
  six_months: "weekly",
  monthly: "monthly",
};

export interface PeriodAverage {
  period: IsoDate;
  /** Average daily peak players over the days of the bucket that have a row (a sum of peaks means nothing). */
  average: number;
  days: number;
}

/** The chart series of a period window ending yesterday: average daily peak players per day, week or month. */
export function averagePlayerCountByPeriod(rows: ReadonlyArray<DailyPlayerCount>, period: Period, today: DayInput): PeriodAverage[] {
  const startDate = periodStartDate(period, today);
  const end = toDayNumber(today);
  const inWindow = rows.filter((row) => {
    const day = parseIsoDate(row.date);
    return day !== null && day < end;
  });
  const granularity = PERIOD_GRANULARITY[period];
  const totals = playerCountByPeriod(inWindow, granularity, startDate);
  const counts = playerCountByPeriod(
    inWindow.map((row) => ({ ...row, playerCount: 1 })),
    granularity,
    startDate,
  );
  return totals.map((total, index) => ({
    period: total.period,
    average: Math.round(total.player_count / counts[index].player_count),
    days: counts[index].player_count,
  }));
}
