import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { intList } from "./query";

// Daily player counts are stored a row a game a month (player_count_months: counts[d] is day d's peak, 0 where
// none). These fragments read them back as rows of (game_id, date, player_count), with the month bounds that let
// Postgres read only the months asked for.

/** The last day with player counts on record (one probe of player_count_months_last_day_idx), or null. */
export const LATEST_PLAYER_DAY = sql`(select max(month + array_length(counts, 1) - 1) from player_count_months)`;

/** The first day of the month of a date expression, without time zones. */
const monthOf = (day: SQL) => sql`((${day})::date - extract(day from (${day})::date)::int + 1)`;

/**
 * A FROM item of the daily player counts (game_id, date, player_count) from `from` to `to` (date expressions,
 * both included), only days with a count, optionally only the given games. Use it as `${dailyPlayerCounts(...)} d`.
 */
export function dailyPlayerCounts({
  from,
  to,
  gameIds,
  gameRange,
}: {
  from: SQL;
  to: SQL;
  gameIds?: readonly number[] | SQL;
  /** Only games with ids from the first (included) to the second (excluded). */
  gameRange?: readonly [number, number];
}): SQL {
  let games = gameIds === undefined ? sql`` : sql`and m.game_id = any(${Array.isArray(gameIds) ? intList(gameIds) : gameIds})`;
  if (gameRange) games = sql`${games} and m.game_id >= ${gameRange[0]} and m.game_id < ${gameRange[1]}`;
  return sql`(select m.game_id, (m.month + (u.i - 1)::int) as date, u.player_count
              from player_count_months m cross join lateral unnest(m.counts) with ordinality as u(player_count, i)
              where m.month >= ${monthOf(from)} and m.month <= (${to})::date ${games}
                and u.player_count > 0 and m.month + (u.i - 1)::int between (${from})::date and (${to})::date)`;
}

/**
 * The same rows as dailyPlayerCounts for one day (a date expression), read by position in each game's month instead
 * of unnesting every month: a ranking of one day at 100,000 games takes a third of the time.
 */
export function playerCountsOnDay(day: SQL): SQL {
  return sql`(select m.game_id, (${day})::date as date, m.counts[(${day})::date - m.month + 1] as player_count
              from player_count_months m
              where m.month = ${monthOf(day)} and m.counts[(${day})::date - m.month + 1] > 0)`;
}

/** The last `days` days on record, ending on the latest day (the screens' "last 30 days"). */
export function recentDailyPlayerCounts(days: number, gameIds?: readonly number[] | SQL): SQL {
  return dailyPlayerCounts({ from: sql`${LATEST_PLAYER_DAY} - ${days - 1}::int`, to: LATEST_PLAYER_DAY, gameIds });
}
