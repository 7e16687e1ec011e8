import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { weeklyGrowthPercent } from "@/lib/domain/player-stats";
import { AppError } from "@/lib/server/errors";
import {
  buildMarketRows,
  prepareSort,
  prepareView,
  selectMarketResearch,
  type MarketResearchSelection,
  type MarketRows,
} from "@/lib/market-research/select-games";
import type { MarketResearchQuery } from "@/lib/market-research/market-research-query";
import { listClassificationTypes, type ClassificationType } from "./classifications";
import { gameIsReleased, listLumosGameFacts, type LumosGameFacts } from "./lumos";
import { listAggregatePlayerCounts, listGamePlayerStats } from "./players";
import { dailyPlayerCounts, recentDailyPlayerCounts } from "./player-counts";
import { checkDate, checkIds, intList, selectRows } from "./query";
import { sharedWeakMap } from "@/lib/cache/shared-weak-map";
import { eachInTurns } from "@/lib/server/turns";
import { getMarketDate, marketToday } from "./market-date";

type Db = { db?: Database };

/** The market-research data points: named slices of the market a researcher starts from. */
export const DATAPOINTS = [
  { id: "all_games", label: "All games", description: "Every game in the market, add-ons and software included." },
  { id: "released", label: "Released games", description: "Games with a release date in the past." },
  { id: "upcoming", label: "Upcoming games", description: "Games not released yet, TBA included." },
  { id: "free_to_play", label: "Free-to-play games", description: "Games that earn from in-game purchases." },
  { id: "premium", label: "Premium games", description: "Games sold for a price." },
  { id: "top_100_players", label: "Top 100 by players", description: "The 100 games with most peak players in the last 30 days." },
  { id: "early_access", label: "Early access", description: "Games released in early access." },
  { id: "dlc", label: "DLCs and expansions", description: "Downloadable content and expansions." },
] as const;
export type DatapointId = (typeof DATAPOINTS)[number]["id"];

/** Each data point's condition on a game `g`; released and upcoming as of the market's `today`. */
const datapointConditions = (today: string): Record<DatapointId, SQL> => ({
  all_games: sql`true`,
  released: gameIsReleased(today),
  upcoming: sql`not ${gameIsReleased(today)}`,
  free_to_play: sql`exists (select 1 from game_market_stats s where s.game_id = g.id and s.is_free_to_play)`,
  premium: sql`exists (select 1 from game_market_stats s where s.game_id = g.id and not s.is_free_to_play)`,
  top_100_players: sql`g.id in (select d.game_id from ${recentDailyPlayerCounts(30)} d join games h on h.id = d.game_id and not h.hide_from_user
                                group by d.game_id order by max(d.player_count) desc, d.game_id limit 100)`,
  early_access: sql`g.game_type_id = 6`,
  dlc: sql`g.game_type_id in (1, 2)`,
});
const DATAPOINT_IDS: ReadonlySet<string> = new Set(DATAPOINTS.map((datapoint) => datapoint.id));

export function isDatapointId(value: string): value is DatapointId {
  // Own keys only: "constructor" or "__proto__" are on every object's prototype, not data points.
  return DATAPOINT_IDS.has(value);
}

/** Game ids of a data point, optionally only those released on one platform. */
export async function listGameIdsForDatapoint({ datapointId, platformId, db }: { datapointId: string; platformId?: number | null } & Db): Promise<number[]> {
  if (!isDatapointId(datapointId))
    throw new AppError("bad_request:market-research", `datapoint_id must be one of ${[...DATAPOINT_IDS].join(", ")}`, "datapoint_id");
  const [platform] = checkIds(platformId === null || platformId === undefined ? null : [platformId], "platform_id") ?? [];
  const rows = await selectRows<{ id: number }>(
    sql`select g.id from games g where not g.hide_from_user and ${datapointConditions(await marketToday(db))[datapointId]}
        ${platform !== undefined ? sql`and exists (select 1 from releases r where r.game_id = g.id and r.platform_id = ${platform})` : sql``}
        order by g.id`,
    db,
  );
  return rows.map((r) => r.id);
}

export interface PlatformWithGames {
  id: number;
  name: string;
  abbreviation: string;
  is_current: boolean;
  games: number;
}

/**
 * Platforms with how many visible games were released on each: the market-research platform filter. The counts
 * come from the game facts (the Lumos engine's in-memory copy, counted once per copy): the same count in SQL took
 * about 240 ms of the one-session embedded database on every market-research page at 100,000 games.
 */
export async function listPlatformFilter({ facts, db }: { facts: readonly LumosGameFacts[] } & Db): Promise<PlatformWithGames[]> {
  return (await listMarketResearchOptions({ facts, db })).platforms;
}

/**
 * What market research's filters offer, the platforms with their games and the classification types, read once per
 * copy of the facts (a data version and day) and shared by every view of it: each view asked the one-session embedded
 * database for them, and waited behind whatever it was running.
 */
export function listMarketResearchOptions({ facts, db }: { facts: readonly LumosGameFacts[] } & Db): Promise<MarketResearchOptions> {
  let options = optionsByFacts.get(facts);
  if (!options) {
    options = readOptions(facts, db);
    optionsByFacts.set(facts, options);
    // A failed read is not kept: the next view asks again.
    options.catch(() => optionsByFacts.delete(facts));
  }
  return options;
}

export interface MarketResearchOptions {
  platforms: PlatformWithGames[];
  types: ClassificationType[];
}

async function readOptions(facts: readonly LumosGameFacts[], db: Database | undefined): Promise<MarketResearchOptions> {
  // Every game's platforms counted with the event loop free every few milliseconds (about 80 ms at 100,000 games).
  const counts = new Map<number, number>();
  await eachInTurns(facts, (game) => {
    for (const platformId of game.platformIds) counts.set(platformId, (counts.get(platformId) ?? 0) + 1);
  });
  const [platforms, types] = await Promise.all([
    selectRows<Omit<PlatformWithGames, "games">>(sql`select id, name, abbreviation, is_current from platforms`, db),
    listClassificationTypes({ db }),
  ]);
  return {
    platforms: platforms.map((platform) => ({ ...platform, games: counts.get(platform.id) ?? 0 })).sort((a, b) => b.games - a.games || a.id - b.id),
    types,
  };
}

const optionsByFacts = sharedWeakMap<readonly LumosGameFacts[], Promise<MarketResearchOptions>>("market-research-options");

export interface AggregatedPlayerTrend {
  game_id: number;
  title: string | null;
  player_count: number;
  one_week: number;
  one_month: number;
  all_time: number;
  /** Last week's average players against the last month's, in percent; null without a month of players. */
  growth: number | null;
  playerCountStatus: "increased" | "decreased" | "equal" | "-";
}

/** Player trends of many games at once (bulk game metadata); player_count_only leaves titles out. */
export async function listAggregatedPlayerTrends({
  gameIds,
  playerCountOnly = false,
  today,
  db,
}: { gameIds: number[]; playerCountOnly?: boolean; today?: string } & Db): Promise<AggregatedPlayerTrend[]> {
  const games = checkIds(gameIds, "game_ids") ?? [];
  if (games.length === 0) return [];
  if (games.length > 1500) throw new AppError("bad_request:data", "game_ids may hold at most 1,500 ids", "game_ids");
  const stats = (await listGamePlayerStats({ gameIds: games, limit: 1000, today, db })).items;
  const rest = games.length > 1000 ? (await listGamePlayerStats({ gameIds: games.slice(1000), limit: 1000, today, db })).items : [];
  const titles = playerCountOnly
    ? new Map<number, string>()
    : new Map(
        (await selectRows<{ id: number; title: string }>(sql`select id, title from games where id = any(${intList(games)})`, db)).map((g) => [g.id, g.title]),
      );
  const { monthOfHistory } = await getMarketDate({ db });
  return [...stats, ...rest].map((s) => {
    const growth = weeklyGrowthPercent(s, monthOfHistory);
    return {
      game_id: s.game_id,
      title: playerCountOnly ? null : (titles.get(s.game_id) ?? null),
      player_count: s.one_day,
      one_week: s.one_week,
      one_month: s.one_month,
      all_time: s.all_time,
      growth,
      playerCountStatus: growth === null ? "-" : growth > 0 ? "increased" : growth < 0 ? "decreased" : "equal",
    };
  });
}

export interface GameDailyPlayers {
  game_id: number;
  series: Array<{ date: string; player_count: number }>;
}

/** Daily players of up to 100 games (one batch of the date-range query), each game its own series. */
export async function listDailyPlayersByGame({
  gameIds,
  startDate,
  endDate,
  db,
}: { gameIds: number[]; startDate: string; endDate: string } & Db): Promise<GameDailyPlayers[]> {
  const games = checkIds(gameIds, "game_ids") ?? [];
  if (games.length > 100) throw new AppError("bad_request:data", "game_ids may hold at most 100 ids a batch", "game_ids");
  const start = checkDate(startDate, "start_date");
  const end = checkDate(endDate, "end_date");
  if (!start) throw new AppError("bad_request:data", "start_date is required", "start_date");
  if (!end) throw new AppError("bad_request:data", "end_date is required", "end_date");
  if (start > end) throw new AppError("bad_request:data", "start_date must not be after end_date", "start_date");
  if (games.length === 0) return [];
  const rows = await selectRows<{ game_id: number; date: string; player_count: number }>(
    sql`select game_id, date::text, player_count
        from ${dailyPlayerCounts({ from: sql`${start}::date`, to: sql`${end}::date`, gameIds: games })} d order by game_id, date`,
    db,
  );
  const series = new Map<number, GameDailyPlayers>(games.map((id) => [id, { game_id: id, series: [] }]));
  for (const row of rows) series.get(row.game_id)!.series.push({ date: row.date, player_count: row.player_count });
  return [...series.values()];
}

const isoDaysBefore = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The games of a market-research view (/market-research-page): the data point's games, narrowed by developer size,
 * platform, release window and release status, sorted, with the summary and distributions. Figures are the Lumos
 * game facts (peak players of the 30 days ending yesterday, total players, revenue, ARPU…), so the screen and the
 * assistant cite the same numbers; Players (24h) is yesterday's peak, the player stats' one_day. `facts` may hand
 * in facts already loaded for the same day (the Lumos engine keeps them in memory, with their `titleOrder`), saving
 * the largest read. The data point is worked out from the facts (datapointGames).
 */
export async function getMarketResearchSelection({
  query,
  today,
  facts: loadedFacts,
  titleOrder,
  db,
}: {
  query: MarketResearchQuery;
  today?: string;
  facts?: readonly LumosGameFacts[];
  titleOrder?: ReadonlyMap<number, number>;
} & Db): Promise<MarketResearchSelection> {
  const day = checkDate(today, "today") ?? (await marketToday(db));
  const yesterday = isoDaysBefore(day, 1);
  // Facts handed in are the Lumos engine's in-memory copy for one data version: their rows are kept with them.
  const kept = loadedFacts ? rowsByFacts.get(loadedFacts) : undefined;
  const keptRows = kept?.day === yesterday ? kept.rows : null;
  const [facts, playersYesterday] = await Promise.all([
    loadedFacts ?? listLumosGameFacts({ today: day, db }),
    keptRows
      ? new Map<number, number>()
      : listAggregatePlayerCounts({ date: yesterday, db }).then((counts) => new Map(counts.map((row) => [row.game_id, row.player_count]))),
  ]);
  const rows = keptRows ?? (await buildMarketRows(facts, playersYesterday, titleOrder));
  if (!keptRows && loadedFacts) rowsByFacts.set(loadedFacts, { day: yesterday, rows });
  const input = { facts, playersYesterday, rows, query, today: day };
  await Promise.all([prepareSort(rows, query.sort, query.direction), prepareView(input)]);
  return selectMarketResearch(input);
}

/** The rows built from one copy of the facts, for the day whose players they show (a new day builds them anew). */
const rowsByFacts = sharedWeakMap<readonly LumosGameFacts[], { day: string; rows: MarketRows }>("market-rows");
