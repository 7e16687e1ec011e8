import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { LATEST_PLAYER_DAY } from "./player-counts";
import { selectRows } from "./query";

// The day the market's figures count from. "Yesterday", "the last 30 days" and "upcoming" are counted back from the
// data's own latest day, not from the clock: a data set imported as of August 2023 on a server dated 2026 shows its
// figures "as of Aug 14, 2023" instead of 30 days of zeros.

export interface MarketDate {
  /** The day figures count from: the day after the latest day with player counts, never after the clock's today. */
  today: string;
  /** The latest day with player counts, or null when there are none. */
  latestDay: string | null;
  /** The data ends before yesterday: screens and Lumos say which day their figures are as of. */
  stale: boolean;
  /**
   * The player counts cover the 30 days ending on the latest day: without them a week-on-month growth is no growth
   * (one imported day reads as +329%), and it is left out.
   */
  monthOfHistory: boolean;
  /**
   * The first day with a player count, when the counts cover less than a year (the longest window of the player
   * stats): a window reaching further back averages the days from this one (lib/domain/player-stats.ts). Null when
   * they cover a year or more, or there are none.
   */
  historyStart: string | null;
}

const CHECK_MS = 30_000;
const PROCESS_DATABASE = {};
const checked = new WeakMap<object, { at: number; day: string; value: Promise<MarketDate> }>();

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const nextDay = (day: string) => isoDay(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** The market date of `db` (the process-wide database by default), read at most every 30 seconds. */
export function getMarketDate({ db, now = Date.now() }: { db?: Database; now?: number } = {}): Promise<MarketDate> {
  const key = db ?? PROCESS_DATABASE;
  const clockToday = isoDay(now);
  const slot = checked.get(key);
  if (slot && now - slot.at < CHECK_MS && slot.day === clockToday) return slot.value;
  const value = readMarketDate(clockToday, db);
  checked.set(key, { at: now, day: clockToday, value });
  // A failed read is not kept: the next call asks again.
  value.catch(() => checked.delete(key));
  return value;
}

/** Counts that reach a year back cover every window of the player stats; their first day is not looked for. */
const YEAR_OF_HISTORY_DAYS = 366;
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

async function readMarketDate(clockToday: string, db: Database | undefined): Promise<MarketDate> {
  const [row] = await selectRows<{ last_day: string | null; first_month: string | null }>(
    sql`select ${LATEST_PLAYER_DAY}::text as last_day, (select min(month) from player_count_months)::text as first_month`,
    db,
  );
  const latestDay = row?.last_day ?? null;
  if (latestDay === null || row.first_month === null) return { today: clockToday, latestDay: null, stale: false, monthOfHistory: false, historyStart: null };
  const historyStart = daysBetween(row.first_month, latestDay) < YEAR_OF_HISTORY_DAYS ? await firstDayWithPlayers(row.first_month, db) : null;
  const monthOfHistory = daysBetween(historyStart ?? row.first_month, latestDay) >= 29;
  const following = nextDay(latestDay);
  const dates = { latestDay, monthOfHistory, historyStart };
  return following < clockToday ? { today: following, stale: true, ...dates } : { today: clockToday, stale: false, ...dates };
}

/**
 * The first day of `month` with players in any game's counts (an import fills the days of a month before its own
 * with 0; the store keeps no count below one player). Reads that month's rows only.
 */
async function firstDayWithPlayers(month: string, db: Database | undefined): Promise<string> {
  const [row] = await selectRows<{ day: string | null }>(
    sql`select min(m.month + u.day::int - 1)::text as day
        from player_count_months m cross join lateral unnest(m.counts) with ordinality as u(count, day)
        where m.month = ${month}::date and u.count > 0`,
    db,
  );
  return row?.day ?? month;
}

/** The day figures count from, for a caller that was not given one. */
export async function marketToday(db?: Database): Promise<string> {
  return (await getMarketDate({ db })).today;
}
