import { parseIsoDate, toDayNumber, type DayInput, type DayNumber, type IsoDate } from "./calendar";

/** A daily player count (peak concurrent players on that day). */
export interface DailyPlayerCount {
  date: IsoDate;
  playerCount: number;
}

// Section 9: player stats average over windows of 1, 2, 3, 7, 30, 90 and 180 days; section 3 adds one_year.
export const PLAYER_STATS_WINDOW_DAYS = {
  one_day: 1,
  two_days: 2,
  three_days: 3,
  one_week: 7,
  one_month: 30,
  three_months: 90,
  six_months: 180,
  one_year: 365,
} as const;

/** The name of an averaging window of the player stats. */
export type PlayerStatsWindow = keyof typeof PLAYER_STATS_WINDOW_DAYS;

/** Player stats per game (section 3): window averages and the all-time maximum. */
export type PlayerStats = Record<PlayerStatsWindow | "all_time", number>;

/** The windows, shortest first. */
const WINDOWS = (Object.entries(PLAYER_STATS_WINDOW_DAYS) as Array<[PlayerStatsWindow, number]>).sort((a, b) => a[1] - b[1]);

/**
 * Player stats on a given day. A window of N days covers the N days ending yesterday (today's count is not
 * complete). A day without a row counts as 0 players, because the store keeps no row below one player, so
 * the average is the window's sum divided by N; but a window reaching back before `historyStart`, the market's first
 * day of counts, averages the days from it (one imported day is that day's figure in every window, not a thirtieth
 * of it: the data cannot say the days before it had no players). all_time is the highest daily count before today
 * (0 with no rows). Rows of the same date are added up (stats of several games are those of their total); rows dated
 * today or later, rows with an invalid date and non-finite counts are ignored.
 */
export function playerStatsOn(rows: ReadonlyArray<DailyPlayerCount>, today: DayInput, historyStart: DayInput | null = null): PlayerStats {
  const todayNumber = toDayNumber(today);
  const byDaysAgo = new Map<number, number>();
  for (const { date, playerCount } of rows) {
    const day = parseIsoDate(date);
    if (day === null || day >= todayNumber || !Number.isFinite(playerCount)) continue;
    const daysAgo = todayNumber - day;
    byDaysAgo.set(daysAgo, (byDaysAgo.get(daysAgo) ?? 0) + playerCount);
  }
  return playerStatsOfDays(byDaysAgo, { daysOnRecord: daysOnRecord(todayNumber, historyStart) });
}

/** How many days before `today` the market's counts begin at `historyStart`; null (every window whole) without one. */
export function daysOnRecord(today: DayNumber, historyStart: DayInput | null): number | null {
  return historyStart === null ? null : today - toDayNumber(historyStart);
}

/**
 * The same stats from each day's count keyed by how many days before today it is (1 is yesterday; one entry per
 * day). A window longer than `daysOnRecord` (the days before today since the market's first day of counts) averages
 * those days. With `cents`, each average is rounded to two places, half up, as Postgres rounds a numeric (the GraphQL
 * query's figures): worked in whole numbers, then the double nearest the two-place decimal.
 */
export function playerStatsOfDays(
  byDaysAgo: ReadonlyMap<number, number>,
  { cents = false, daysOnRecord = null }: { cents?: boolean; daysOnRecord?: number | null } = {},
): PlayerStats {
  let allTime = byDaysAgo.size === 0 ? 0 : -Infinity;
  // One pass (a live game page reads two years of days on every view): each day's count is added to the shortest
  // window that holds it, and a window's sum is then its own and every shorter window's.
  const sums = WINDOWS.map(() => 0);
  byDaysAgo.forEach((count, daysAgo) => {
    allTime = Math.max(allTime, count);
    let index = 0;
    while (index < WINDOWS.length && daysAgo > WINDOWS[index][1]) index++;
    if (index < WINDOWS.length) sums[index] += count;
  });
  const stats = { all_time: allTime } as PlayerStats;
  let sum = 0;
  WINDOWS.forEach(([window, windowDays], index) => {
    sum += sums[index];
    const days = daysOnRecord === null ? windowDays : Math.max(1, Math.min(windowDays, daysOnRecord));
    stats[window] = cents ? Math.floor((sum * 200 + days) / (2 * days)) / 100 : sum / days;
  });
  return stats;
}

/**
 * Growth as the trending tables show it: the last week's average players against the last month's, in percent with
 * one decimal; null when the month had no players (nothing to grow from).
 */
export function weeklyGrowthPercent(stats: { one_week: number; one_month: number }, monthOfHistory = true): number | null {
  return monthOfHistory && stats.one_month > 0 ? Math.round((stats.one_week / stats.one_month - 1) * 1000) / 10 : null;
}

/**
 * The player-stats table's rows: each window's average daily peak and the highest day of all time; without counts on
 * record (`counted` false), no figure ("-") rather than the 0 the stats read.
 */
export function playerStatsWindows(stats: PlayerStats | null, counted: boolean) {
  if (!stats) return [];
  return [
    ...Object.entries(PLAYER_STATS_WINDOW_DAYS).map(([name, days]) => ({
      window: `Last ${days} day${days === 1 ? "" : "s"}`,
      kind: "average",
      players: counted ? stats[name as keyof typeof PLAYER_STATS_WINDOW_DAYS] : null,
    })),
    { window: "All time", kind: "highest day", players: counted ? stats.all_time : null },
  ];
}
