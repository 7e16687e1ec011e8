import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db/client";
import { toDayNumber } from "@/lib/domain/calendar";
import { PLAYER_STATS_WINDOW_DAYS, daysOnRecord, playerStatsOfDays, type PlayerStatsWindow } from "@/lib/domain/player-stats";
import { AppError } from "@/lib/server/errors";
import { resultRows } from "./games";
import { dailyPlayerCounts, LATEST_PLAYER_DAY, playerCountsOnDay } from "./player-counts";
import { checkDate, checkIds, checkLimit, decodeNextToken, intList, selectRows, toTokenPage, type TokenPage } from "./query";
import { getMarketDate, marketToday } from "./market-date";

export interface TopGameByPlayers {
  gameId: number;
  title: string;
  playerCount: number;
  previousPlayerCount: number | null;
}

export interface TopGamesByPlayers {
  /** The day the counts are from: the first of 1, 2 or 3 days back that has data, or null. */
  date: string | null;
  games: TopGameByPlayers[];
}

function isoDaysBefore(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** Top games by peak players on the latest day with data, trying 1, 2 and 3 days back (specification, section 4). */
export async function listTopGamesByPlayers({
  today: given,
  limit = 10,
  db,
}: { today?: string; limit?: number; db?: Database } = {}): Promise<TopGamesByPlayers> {
  const database = db ?? (await getDb());
  const today = given ?? (await marketToday(db));
  for (const back of [1, 2, 3]) {
    const date = isoDaysBefore(today, back);
    const rows = resultRows<{ game_id: number; title: string; player_count: number; previous: number | null }>(
      await database.execute(sql`
        select d.game_id, g.title, d.player_count, p.player_count as previous
        from ${playerCountsOnDay(sql`${date}::date`)} d
        join games g on g.id = d.game_id
        left join ${playerCountsOnDay(sql`${date}::date - 1`)} p on p.game_id = d.game_id
        where not g.hide_from_user
        order by d.player_count desc, d.game_id
        limit ${limit}`),
    );
    if (rows.length > 0) {
      return {
        date,
        games: rows.map((row) => ({
          gameId: Number(row.game_id),
          title: row.title,
          playerCount: Number(row.player_count),
          previousPlayerCount: row.previous === null ? null : Number(row.previous),
        })),
      };
    }
  }
  return { date: null, games: [] };
}

// --- Named queries over daily player counts (data-domain specification, section 7) ---------------------------

export interface PlayerCountRankEntry {
  date: string;
  time_range: string;
  game_id: number;
  player_count: number;
  rank: number;
}

async function latestPlayerCountDate(db?: Database): Promise<string | null> {
  const [row] = await selectRows<{ latest: string | null }>(sql`select ${LATEST_PLAYER_DAY}::text as latest`, db);
  return row?.latest ?? null;
}

/** Daily rank of games by peak players (fetchPlayercountRankOpt); rows plus nextToken, 1000 a page by default. */
export async function listPlayerCountRanks({
  gameIds,
  startDate,
  endDate,
  limit,
  nextToken,
  db,
}: {
  gameIds?: number[] | null;
  startDate?: string | null;
  endDate?: string | null;
  limit?: number | null;
  nextToken?: string | null;
  db?: Database;
}): Promise<TokenPage<PlayerCountRankEntry>> {
  const games = checkIds(gameIds, "game_ids");
  const size = checkLimit(limit, 1000);
  const offset = decodeNextToken(nextToken);
  if (games?.length === 0) return { items: [], nextToken: null };
  const end = checkDate(endDate, "end_date") ?? (await latestPlayerCountDate(db));
  if (end === null) return { items: [], nextToken: null };
  const start = checkDate(startDate, "start_date") ?? end;
  if (start > end) throw new AppError("bad_request:data", "start_date must not be after end_date", "start_date");
  const rows = await selectRows<PlayerCountRankEntry>(
    sql`select date::text, 'daily' as time_range, game_id, player_count, rank::int from (
          select d.date, d.game_id, d.player_count, rank() over (partition by d.date order by d.player_count desc) as rank
          from ${start === end ? playerCountsOnDay(sql`${start}::date`) : dailyPlayerCounts({ from: sql`${start}::date`, to: sql`${end}::date` })} d
        ) ranked
        ${games ? sql`where game_id = any(${intList(games)})` : sql``}
        order by date, rank, game_id limit ${size + 1} offset ${offset}`,
    db,
  );
  return toTokenPage(rows, offset, size);
}

export interface AggregatePlayerCount {
  date: string;
  time_range: string;
  game_id: number;
  player_count: number;
}

/** Every game's peak players on one day, highest first (fetchSqaAggregatePlayerCounts). */
export async function listAggregatePlayerCounts({ date, db }: { date: string; db?: Database }): Promise<AggregatePlayerCount[]> {
  const day = checkDate(date, "date");
  if (day === null) throw new AppError("bad_request:data", "date is required", "date");
  return selectRows<AggregatePlayerCount>(
    sql`select date::text, 'daily' as time_range, game_id, player_count
        from ${playerCountsOnDay(sql`${day}::date`)} d order by player_count desc, game_id`,
    db,
  );
}

export type GamePlayerStats = { game_id: number; all_time: number } & Record<PlayerStatsWindow, number>;

/**
 * Player stats per game (fetchSqaGamePlayerStats): the average peak players over the N days ending yesterday for
 * N = 1, 2, 3, 7, 30, 90, 180, 365 — a day without a row counts as 0, since rows below one player are not
 * stored — and all_time, the highest day on record. Rows plus nextToken over the requested games.
 */
export async function listGamePlayerStats({
  gameIds,
  timePeriod,
  limit,
  nextToken,
  today,
  db,
}: {
  gameIds: number[];
  timePeriod?: string | null;
  limit?: number | null;
  nextToken?: string | null;
  today?: string;
  db?: Database;
}): Promise<TokenPage<GamePlayerStats>> {
  const games = checkIds(gameIds, "game_ids") ?? [];
  const size = checkLimit(limit, 1000);
  const offset = decodeNextToken(nextToken);
  if (timePeriod && !(timePeriod in PLAYER_STATS_WINDOW_DAYS) && timePeriod !== "all_time") {
    throw new AppError("bad_request:data", `time_period must be one of all_time, ${Object.keys(PLAYER_STATS_WINDOW_DAYS).join(", ")}`, "time_period");
  }
  if (games.length === 0) return { items: [], nextToken: null };
  const marketDate = await getMarketDate({ db });
  const day = checkDate(today, "today") ?? marketDate.today;
  // The page's games, by id as before; their months of counts are read as stored and added up here: summing 700-odd
  // unnested days per game in the database cost the embedded one 15-25 ms a game, reading the months under 3 ms.
  const page = [...games].sort((a, b) => a - b).slice(offset, offset + size + 1);
  const months = await selectRows<{ game_id: number; month: string; counts: Array<number | null> }>(
    sql`select game_id, month::text, counts from player_count_months
        where game_id = any(${intList(page)}) and month <= ${day}::date - 1 order by game_id, month`,
    db,
  );
  const byGame = new Map<number, typeof months>();
  for (const row of months) {
    const list = byGame.get(row.game_id);
    if (list) list.push(row);
    else byGame.set(row.game_id, [row]);
  }
  return toTokenPage(
    page.map((gameId) => playerStatsOfMonths(gameId, byGame.get(gameId) ?? [], day, marketDate.historyStart)),
    offset,
    size,
  );
}

/**
 * One game's player stats from its stored months (each an array of daily counts from the month's first day): the days
 * with players before today, by days ago, through the rule every screen uses, averages rounded to cents.
 */
function playerStatsOfMonths(
  gameId: number,
  months: ReadonlyArray<{ month: string; counts: Array<number | null> }>,
  today: string,
  historyStart: string | null,
): GamePlayerStats {
  const todayNumber = toDayNumber(today);
  const byDaysAgo = new Map<number, number>();
  for (const { month, counts } of months) {
    const first = toDayNumber(month);
    counts.forEach((count, index) => {
      const daysAgo = todayNumber - (first + index);
      if (count !== null && count > 0 && daysAgo >= 1) byDaysAgo.set(daysAgo, count);
    });
  }
  return { game_id: gameId, ...playerStatsOfDays(byDaysAgo, { cents: true, daysOnRecord: daysOnRecord(todayNumber, historyStart) }) };
}

export const TIME_PERIODS = ["daily", "weekly", "monthly"] as const;
export type TimePeriod = (typeof TIME_PERIODS)[number];

export interface PeriodPlayerCount {
  period: string;
  player_count: number;
}

/** The longest range the date-range query covers (about seven years). */
export const MAX_DATE_RANGE_DAYS = 2555;

/**
 * Players summed over the given games per period (fetchPlayerCountByDateRangeAws): daily per day, weekly per
 * 7-day bucket counted from start_date (labelled by its first day), monthly per calendar month (YYYY-MM).
 */
export async function listPlayerCountByDateRange({
  gameIds,
  startDate,
  endDate,
  timePeriod,
  db,
}: {
  gameIds: number[];
  startDate: string;
  endDate: string;
  timePeriod?: string | null;
  db?: Database;
}): Promise<PeriodPlayerCount[]> {
  const games = checkIds(gameIds, "game_ids") ?? [];
  const start = checkDate(startDate, "start_date");
  const end = checkDate(endDate, "end_date");
  if (start === null) throw new AppError("bad_request:data", "start_date is required", "start_date");
  if (end === null) throw new AppError("bad_request:data", "end_date is required", "end_date");
  if (start > end) throw new AppError("bad_request:data", "start_date must not be after end_date", "start_date");
  if ((Date.parse(end) - Date.parse(start)) / 86_400_000 > MAX_DATE_RANGE_DAYS) {
    throw new AppError("bad_request:data", `the range may cover at most ${MAX_DATE_RANGE_DAYS} days`, "end_date");
  }
  const period = (timePeriod ?? "daily") as TimePeriod;
  if (!TIME_PERIODS.includes(period)) throw new AppError("bad_request:data", `time_period must be one of ${TIME_PERIODS.join(", ")}`, "time_period");
  if (games.length === 0) return [];
  const bucket =
    period === "daily"
      ? sql`date::text`
      : period === "weekly"
        ? sql`(${start}::date + ((date - ${start}::date) / 7) * 7)::text`
        : sql`to_char(date, 'YYYY-MM')`;
  return selectRows<PeriodPlayerCount>(
    sql`select ${bucket} as period, sum(player_count)::bigint::float8 as player_count
        from ${dailyPlayerCounts({ from: sql`${start}::date`, to: sql`${end}::date`, gameIds: games })} d
        group by 1 order by 1`,
    db,
  );
}
