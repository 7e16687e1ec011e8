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
   * The player counts cover the 30 days ending on the latest day (from the first month on record): without them a
   * week-on-month growth is no growth (one imported day reads as +329%), and it is left out.
   */
  monthOfHistory: boolean;
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

async function readMarketDate(clockToday: string, db: Database | undefined): Promise<MarketDate> {
  const [row] = await selectRows<{ last_day: string | null; first_month: string | null }>(
    sql`select ${LATEST_PLAYER_DAY}::text as last_day, (select min(month) from player_count_months)::text as first_month`,
    db,
  );
  const latestDay = row?.last_day ?? null;
  if (latestDay === null) return { today: clockToday, latestDay: null, stale: false, monthOfHistory: false };
  const following = nextDay(latestDay);
  const monthOfHistory = row.first_month !== null && Date.parse(`${latestDay}T00:00:00Z`) - Date.parse(`${row.first_month}T00:00:00Z`) >= 29 * 86_400_000;
  return following < clockToday ? { today: following, latestDay, stale: true, monthOfHistory } : { today: clockToday, latestDay, stale: false, monthOfHistory };
}

/** The day figures count from, for a caller that was not given one. */
export async function marketToday(db?: Database): Promise<string> {
  return (await getMarketDate({ db })).today;
}
