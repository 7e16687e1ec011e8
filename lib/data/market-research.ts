import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { buildMarketRows, selectMarketResearch, type MarketResearchSelection, type MarketRows } from "@/lib/market-research/select-games";
import type { MarketResearchQuery } from "@/lib/market-research/market-research-query";
import { listLumosGameFacts, type LumosGameFacts } from "./lumos";
import { listAggregatePlayerCounts, listGamePlayerStats } from "./players";
import { dailyPlayerCounts, recentDailyPlayerCounts } from "./player-counts";
import { checkDate, checkIds, intList, selectRows } from "./query";

type Db = { db?: Database };

/** The market-research data points: named slices of the market a researcher starts from. */
export const DATAPOINTS = [
  { id: "all_games", label: "All games", description: "Every game in the market, add-ons included." },
  { id: "released", label: "Released games", description: "Games with a release date in the past." },
  { id: "upcoming", label: "Upcoming games", description: "Games not released yet, TBA included." },
  { id: "free_to_play", label: "Free-to-play games", description: "Games that earn from in-game purchases." },
  { id: "premium", label: "Premium games", description: "Games sold for a price." },
  { id: "top_100_players", label: "Top 100 by players", description: "The 100 games with most peak players in the last 30 days." },
  { id: "early_access", label: "Early access", description: "Games released in early access." },
  { id: "dlc", label: "DLCs and expansions", description: "Downloadable content and expansions." },
] as const;
export type DatapointId = (typeof DATAPOINTS)[number]["id"];

const DATAPOINT_CONDITIONS: Record<DatapointId, SQL> = {
  all_games: sql`true`,
  released: sql`exists (select 1 from releases r join publications p on p.release_id = r.id where r.game_id = g.id and p.release_date_time < now() and p.release_date ~ '^\\d{1,2}-\\d{1,2}-\\d{4}$')`,
  upcoming: sql`not exists (select 1 from releases r join publications p on p.release_id = r.id where r.game_id = g.id and p.release_date_time < now() and p.release_date ~ '^\\d{1,2}-\\d{1,2}-\\d{4}$')`,
  free_to_play: sql`exists (select 1 from game_market_stats s where s.game_id = g.id and s.is_free_to_play)`,
  premium: sql`exists (select 1 from game_market_stats s where s.game_id = g.id and not s.is_free_to_play)`,
  top_100_players: sql`g.id in (select game_id from ${recentDailyPlayerCounts(30)} d group by game_id order by max(player_count) desc, game_id limit 100)`,
  early_access: sql`g.game_type_id = 6`,
  dlc: sql`g.game_type_id in (1, 2)`,
};

export function isDatapointId(value: string): value is DatapointId {
  // Own keys only: "constructor" or "__proto__" are on every object's prototype, not data points.
  return Object.hasOwn(DATAPOINT_CONDITIONS, value);
}

/** Game ids of a data point, optionally only those released on one platform. */
export async function listGameIdsForDatapoint({ datapointId, platformId, db }: { datapointId: string; platformId?: number | null } & Db): Promise<number[]> {
  if (!isDatapointId(datapointId)) throw new AppError("bad_request:market-research", `datapoint_id must be one of ${Object.keys(DATAPOINT_CONDITIONS).join(", ")}`, "datapoint_id");
  const [platform] = checkIds(platformId === null || platformId === undefined ? null : [platformId], "platform_id") ?? [];
  const rows = await selectRows<{ id: number }>(
    sql`select g.id from games g where not g.hide_from_user and ${DATAPOINT_CONDITIONS[datapointId]}
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

/** Platforms with how many games were released on each: the market-research platform filter. */
export async function listPlatformFilter({ db }: Db = {}): Promise<PlatformWithGames[]> {
  return selectRows<PlatformWithGames>(
    sql`select p.id, p.name, p.abbreviation, p.is_current, count(distinct r.game_id)::int as games
        from platforms p left join releases r on r.platform_id = p.id group by p.id order by games desc, p.id`,
    db,
  );
}

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
    : new Map((await selectRows<{ id: number; title: string }>(sql`select id, title from games where id = any(${intList(games)})`, db)).map((g) => [g.id, g.title]));
  return [...stats, ...rest].map((s) => {
    const growth = s.one_month > 0 ? Math.round((s.one_week / s.one_month - 1) * 1000) / 10 : null;
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
export async function listDailyPlayersByGame({ gameIds, startDate, endDate, db }: { gameIds: number[]; startDate: string; endDate: string } & Db): Promise<GameDailyPlayers[]> {
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
 * in facts already loaded for the same day (the Lumos engine keeps them in memory), saving the largest read.
 */
export async function getMarketResearchSelection({
  query,
  today = new Date().toISOString().slice(0, 10),
  facts: loadedFacts,
  db,
}: { query: MarketResearchQuery; today?: string; facts?: readonly LumosGameFacts[] } & Db): Promise<MarketResearchSelection> {
  const day = checkDate(today, "today")!;
  const yesterday = isoDaysBefore(day, 1);
  // Every game the facts hold is every game users may see: the default data point needs no read of its own.
  const everyGame = query.datapoint === "all_games" && query.platformId === null;
  // Facts handed in are the Lumos engine's in-memory copy for one data version: their rows are kept with them.
  const kept = loadedFacts ? rowsByFacts.get(loadedFacts) : undefined;
  const keptRows = kept?.day === yesterday ? kept.rows : null;
  const [datapointGameIds, facts, playersYesterday] = await Promise.all([
    everyGame ? ("all" as const) : listGameIdsForDatapoint({ datapointId: query.datapoint, platformId: query.platformId, db }).then((ids) => new Set(ids)),
    loadedFacts ?? listLumosGameFacts({ today: day, db }),
    keptRows ? new Map<number, number>() : listAggregatePlayerCounts({ date: yesterday, db }).then((counts) => new Map(counts.map((row) => [row.game_id, row.player_count]))),
  ]);
  const rows = keptRows ?? buildMarketRows(facts, playersYesterday);
  if (!keptRows && loadedFacts) rowsByFacts.set(loadedFacts, { day: yesterday, rows });
  return selectMarketResearch({ facts, datapointGameIds, playersYesterday, rows, query, today: day });
}

/**
 * Feature share histories of market research views, kept with the copy of the facts they were computed for (a new
 * copy, after an import or a regeneration, starts afresh): over every game at 100,000 games one takes seconds, and
 * every sort and page of a view shows the same one. `viewKey` names the view's games; at most 100 views are kept.
 */
export function getViewFeatureShareHistory({
  facts,
  viewKey,
  gameIds,
  classificationTypeId,
  today,
  db,
}: {
  facts: readonly LumosGameFacts[];
  viewKey: string;
  gameIds: number[];
  classificationTypeId: number;
  today: string;
} & Db): Promise<FeatureShareHistory> {
  let views = shareByFacts.get(facts);
  if (!views) {
    views = new LRUCache({ max: 100 });
    shareByFacts.set(facts, views);
  }
  const key = JSON.stringify([viewKey, classificationTypeId, today]);
  let history = views.get(key);
  if (!history) {
    history = listFeatureShareHistory({ gameIds, classificationTypeId, today, db });
    views.set(key, history);
    // A failed read is not kept: the next view tries again.
    history.catch(() => views.delete(key));
  }
  return history;
}

const shareByFacts = new WeakMap<readonly LumosGameFacts[], LRUCache<string, Promise<FeatureShareHistory>>>();

/** The rows built from one copy of the facts, for the day whose players they show (a new day builds them anew). */
const rowsByFacts = new WeakMap<readonly LumosGameFacts[], { day: string; rows: MarketRows }>();

export interface FeatureShareSeries {
  cls_id: number;
  name: string;
  /** Market share among the given games per month, in percent (0 in a month the feature's games had no players). */
  shares: number[];
  /** The feature's players per month: Σ over its games of their average daily peak that month. */
  players: number[];
}

export interface FeatureShareHistory {
  classification_type_id: number;
  /** YYYY-MM, oldest first. */
  months: string[];
  /** Σ over the given games of their average daily peak, per month. */
  totals: number[];
  /** The top features by players in the latest month, most players first. */
  features: FeatureShareSeries[];
}

/**
 * Share of players by feature over time among a set of games: per calendar month, a feature's players are the sum
 * over the games carrying it of their average daily peak that month, and its share is that ÷ the same sum over all
 * the given games — the feature-rank market share (docs/data-model.md), computed over the chosen games instead of
 * the whole market. Months end with the one holding yesterday; the top `limit` features of the latest month are kept.
 * The monthly averages come from monthly_player_counts (lib/db/derived.ts), built when the daily counts are written;
 * daily counts end the day before the data's date, so a month's average is over the days it has.
 */
export async function listFeatureShareHistory({
  gameIds,
  classificationTypeId,
  months = 24,
  limit = 5,
  today = new Date().toISOString().slice(0, 10),
  db,
}: { gameIds: number[]; classificationTypeId: number; months?: number; limit?: number; today?: string } & Db): Promise<FeatureShareHistory> {
  const games = checkIds(gameIds, "game_ids") ?? [];
  const [typeId] = checkIds([classificationTypeId], "classification_type_id")!;
  if (!Number.isInteger(months) || months < 1 || months > 84) throw new AppError("bad_request:data", "months must be a whole number from 1 to 84", "months");
  if (!Number.isInteger(limit) || limit < 1 || limit > 20) throw new AppError("bad_request:data", "limit must be a whole number from 1 to 20", "limit");
  const day = checkDate(today, "today")!;
  const empty: FeatureShareHistory = { classification_type_id: typeId, months: [], totals: [], features: [] };
  if (games.length === 0) return empty;
  const lastDay = isoDaysBefore(day, 1);
  const start = `${new Date(Date.UTC(Number(lastDay.slice(0, 4)), Number(lastDay.slice(5, 7)) - 1 - (months - 1), 1)).toISOString().slice(0, 10)}`;
  const rows = await selectRows<{ month: string; cls_id: number | null; name: string | null; players: number | null; total: number }>(
    sql`with monthly as (
          select game_id, month, avg_players as players
          from monthly_player_counts
          where game_id = any(${intList(games)}) and month >= ${start}::date and month <= ${lastDay}::date
        ), totals as (
          select month, sum(players) as total from monthly group by month
        ), per_feature as (
          select m.month, gc.gc_classification_id as cls_id, sum(m.players) as players
          from monthly m join game_classifications gc on gc.game_id = m.game_id and gc.classification_type_id = ${typeId}
          join classifications c on c.id = gc.gc_classification_id and c.name <> 'z_BLANK'
          group by 1, 2
        )
        select to_char(t.month, 'YYYY-MM') as month, f.cls_id, c.name, f.players::float8 as players, t.total::float8 as total
        from totals t left join per_feature f on f.month = t.month left join classifications c on c.id = f.cls_id
        order by t.month, f.players desc nulls last, f.cls_id`,
    db,
  );
  if (rows.length === 0) return empty;
  const monthList = [...new Set(rows.map((row) => row.month))];
  const monthIndex = new Map(monthList.map((month, index) => [month, index]));
  const totals = new Array<number>(monthList.length).fill(0);
  const features = new Map<number, { name: string; players: number[] }>();
  for (const row of rows) {
    const index = monthIndex.get(row.month)!;
    totals[index] = row.total;
    if (row.cls_id === null || row.players === null) continue;
    const feature = features.get(row.cls_id) ?? { name: row.name ?? String(row.cls_id), players: new Array<number>(monthList.length).fill(0) };
    feature.players[index] = row.players;
    features.set(row.cls_id, feature);
  }
  const latest = monthList.length - 1;
  const top = [...features.entries()].sort((a, b) => b[1].players[latest] - a[1].players[latest] || a[0] - b[0]).slice(0, limit);
  return {
    classification_type_id: typeId,
    months: monthList,
    totals,
    features: top.map(([clsId, feature]) => ({
      cls_id: clsId,
      name: feature.name,
      players: feature.players,
      shares: feature.players.map((players, index) => (totals[index] > 0 ? (players / totals[index]) * 100 : 0)),
    })),
  };
}
