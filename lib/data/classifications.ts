import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/server/errors";
import {
  checkDate,
  checkIds,
  checkLimit,
  decodeNextToken,
  intList,
  pageInfo,
  pageWindow,
  selectPage,
  selectRows,
  toTokenPage,
  type Page,
  type PageRequest,
  type TokenPage,
} from "./query";

type Db = { db?: Database };
const where = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);

export interface Classification {
  id: number;
  name: string;
  classification_type_id: number;
  classification_type_name: string;
  access_level: number;
  description: string | null;
  parent_id: number | null;
  deprecated: boolean;
  display: boolean;
  is_keyword: boolean;
}

/** Classifications by id or all, 500 a page (fetchPaginatedClassifications); z_BLANK entries are discarded. */
export async function listClassifications({
  ids,
  classificationTypeIds,
  db,
  ...page
}: { ids?: number[] | null; classificationTypeIds?: number[] | null } & PageRequest & Db): Promise<Page<Classification>> {
  const paging = pageWindow(page, 500);
  const { perPage, currentPage } = paging;
  const wanted = checkIds(ids, "id");
  const types = checkIds(classificationTypeIds, "classification_type_id");
  if (wanted?.length === 0 || types?.length === 0) return { data: [], pageInfo: pageInfo(0, perPage, currentPage, 0) };
  const conditions: SQL[] = [sql`c.name <> 'z_BLANK'`];
  if (wanted) conditions.push(sql`c.id = any(${intList(wanted)})`);
  if (types) conditions.push(sql`c.classification_type_id = any(${intList(types)})`);
  return selectPage<Classification>(
    {
      columns: sql`c.id, c.name, c.classification_type_id, ct.name as classification_type_name, c.access_level, c.description, c.parent_id,
                   c.deprecated, c.display, c.is_keyword`,
      from: sql`from classifications c join classification_types ct on ct.id = c.classification_type_id ${where(conditions)}`,
      order: sql`c.id`,
    },
    paging,
    db,
  );
}

export interface ClassificationType {
  id: number;
  name: string;
}

export async function listClassificationTypes({ db }: Db = {}): Promise<ClassificationType[]> {
  return selectRows<ClassificationType>(sql`select id, name from classification_types order by id`, db);
}

export interface GameClassificationPair {
  game_id: number;
  gc_classification_id: number;
  classification_type_id: number;
}

/** Game–feature pairs for a feature or a game, paged by continuation token (fetchPaginatedGCQuery, 500 a page). */
export async function listGameClassificationPairs({
  classificationIds,
  gameIds,
  perPage,
  nextToken,
  db,
}: { classificationIds?: number[] | null; gameIds?: number[] | null; perPage?: number | null; nextToken?: string | null } & Db): Promise<
  TokenPage<GameClassificationPair>
> {
  const features = checkIds(classificationIds, "classification_id");
  const games = checkIds(gameIds, "game_id");
  const size = checkLimit(perPage, 500, 1500);
  const offset = decodeNextToken(nextToken);
  if (features === null && games === null) throw new AppError("bad_request:data", "classification_id or game_id is required", "classification_id");
  if (features?.length === 0 || games?.length === 0) return { items: [], nextToken: null };
  const conditions: SQL[] = [];
  if (features) conditions.push(sql`gc_classification_id = any(${intList(features)})`);
  if (games) conditions.push(sql`game_id = any(${intList(games)})`);
  const rows = await selectRows<GameClassificationPair>(
    sql`select game_id, gc_classification_id, classification_type_id from game_classifications ${where(conditions)}
        order by gc_classification_id, game_id limit ${size + 1} offset ${offset}`,
    db,
  );
  return toTokenPage(rows, offset, size);
}

export interface FeatureRank {
  date: string;
  cls_id: number;
  cls_rank: number;
  cls_type_id: number;
  player_count: number;
  market_share: number;
}

interface RankQuery {
  gameIds?: number[] | null;
  startDate?: string | null;
  endDate?: string | null;
  limit?: number | null;
  clsTypeId?: number | null;
  clsId?: number | null;
  nextToken?: string | null;
}

function rankConditions({ startDate, endDate, clsTypeId, clsId }: RankQuery, alias: SQL): SQL[] {
  const start = checkDate(startDate, "start_date");
  const end = checkDate(endDate, "end_date");
  if (start && end && start > end) throw new AppError("bad_request:data", "start_date must not be after end_date", "start_date");
  const [typeId] = checkIds(clsTypeId === null || clsTypeId === undefined ? null : [clsTypeId], "cls_type_id") ?? [];
  const [featureId] = checkIds(clsId === null || clsId === undefined ? null : [clsId], "cls_id") ?? [];
  const conditions: SQL[] = [];
  if (start) conditions.push(sql`${alias}.date >= ${start}::date`);
  if (end) conditions.push(sql`${alias}.date <= ${end}::date`);
  if (typeId !== undefined) conditions.push(sql`${alias}.cls_type_id = ${typeId}`);
  if (featureId !== undefined) conditions.push(sql`${alias}.cls_id = ${featureId}`);
  return conditions;
}

/** Monthly feature ranks within their type, with player count and market share (fetchFeatureRanks). */
export async function listFeatureRanks({ db, ...query }: RankQuery & Db): Promise<TokenPage<FeatureRank>> {
  const size = checkLimit(query.limit, 1000);
  const offset = decodeNextToken(query.nextToken);
  const conditions = rankConditions(query, sql`fr`);
  const rows = await selectRows<FeatureRank>(
    sql`select fr.date::text, fr.cls_id, fr.cls_rank, fr.cls_type_id, fr.player_count::float8 as player_count, fr.market_share
        from feature_ranks fr ${where(conditions)} order by fr.date, fr.cls_type_id, fr.cls_rank, fr.cls_id limit ${size + 1} offset ${offset}`,
    db,
  );
  return toTokenPage(rows, offset, size);
}

export interface GameGenreRank extends FeatureRank {
  game_id: number;
  cls_name: string;
}

/** The ranks of the genres of the given games (fetchGameGenreRankOpt); rows plus nextToken. */
export async function listGameGenreRanks({ gameIds, db, ...query }: RankQuery & Db): Promise<TokenPage<GameGenreRank>> {
  const games = checkIds(gameIds, "game_ids");
  const size = checkLimit(query.limit, 1000);
  const offset = decodeNextToken(query.nextToken);
  if (games === null) throw new AppError("bad_request:data", "game_ids is required", "game_ids");
  if (games.length === 0) return { items: [], nextToken: null };
  const conditions = [
    sql`gc.game_id = any(${intList(games)})`,
    sql`gc.classification_type_id = ${query.clsTypeId ?? 1}`,
    ...rankConditions({ ...query, clsTypeId: null }, sql`fr`),
  ];
  const rows = await selectRows<GameGenreRank>(
    sql`select gc.game_id, fr.date::text, fr.cls_id, c.name as cls_name, fr.cls_rank, fr.cls_type_id, fr.player_count::float8 as player_count, fr.market_share
        from game_classifications gc
        join feature_ranks fr on fr.cls_id = gc.gc_classification_id
        join classifications c on c.id = fr.cls_id
        ${where(conditions)}
        order by gc.game_id, fr.date, fr.cls_rank, fr.cls_id limit ${size + 1} offset ${offset}`,
    db,
  );
  return toTokenPage(rows, offset, size);
}

export interface FeatureTag {
  cls_id: number;
  month_year: string;
  current_avg: number;
  previous_avg: number;
  trend_tag: string;
}

/** Month-over-month trend tags of features, newest month first. */
export async function listFeatureTags({ clsIds, db }: { clsIds: number[] } & Db): Promise<FeatureTag[]> {
  const features = checkIds(clsIds, "cls_id") ?? [];
  if (features.length === 0) return [];
  return selectRows<FeatureTag>(
    sql`select cls_id, month_year, current_avg, previous_avg, trend_tag from feature_trend_tags
        where cls_id = any(${intList(features)})
        order by cls_id, to_date(month_year, 'MM-YYYY') desc`,
    db,
  );
}

export interface TopFeatures {
  classification_type: string;
  classification_type_id: number;
  features: Array<{ cls_id: number; cls_name: string; player_count: number; market_share: number }>;
}

/** A game's features grouped by type, each with its players and market share in the latest ranked month. */
export async function listTopFeaturesByGame({ gameId, db }: { gameId: number } & Db): Promise<TopFeatures[]> {
  const [game] = checkIds([gameId], "game_id")!;
  const rows = await selectRows<{
    classification_type: string;
    classification_type_id: number;
    cls_id: number;
    cls_name: string;
    player_count: number;
    market_share: number;
  }>(
    sql`select ct.name as classification_type, ct.id as classification_type_id, c.id as cls_id, c.name as cls_name,
               coalesce(fr.player_count, 0)::float8 as player_count, coalesce(fr.market_share, 0)::float8 as market_share
        from game_classifications gc
        join classifications c on c.id = gc.gc_classification_id and c.name <> 'z_BLANK'
        join classification_types ct on ct.id = gc.classification_type_id
        left join feature_ranks fr on fr.cls_id = c.id and fr.date = (select max(date) from feature_ranks)
        where gc.game_id = ${game}
        order by ct.id, player_count desc, c.id`,
    db,
  );
  const groups = new Map<number, TopFeatures>();
  for (const row of rows) {
    const group = groups.get(row.classification_type_id) ?? {
      classification_type: row.classification_type,
      classification_type_id: row.classification_type_id,
      features: [],
    };
    group.features.push({ cls_id: row.cls_id, cls_name: row.cls_name, player_count: row.player_count, market_share: row.market_share });
    groups.set(row.classification_type_id, group);
  }
  return [...groups.values()];
}

export interface CategoryFeature {
  cls_id: number;
  name: string;
  games: number;
  /** At the latest ranking date of the type; null for a feature without players then. */
  cls_rank: number | null;
  player_count: number;
  market_share: number;
  trend_tag: string | null;
}

export interface Category {
  classification_type_id: number;
  classification_type_name: string;
  rank_date: string | null;
  features: CategoryFeature[];
}

/**
 * Every classification of one type (the category page) with its number of games, its rank, players and market
 * share at the type's latest ranking date, and its latest trend tag; ranked features first. Null for an unknown type.
 */
export async function getCategory({ typeId, db }: { typeId: number } & Db): Promise<Category | null> {
  const [type] = checkIds([typeId], "cls_type_id")!;
  const [info] = await selectRows<{ name: string; rank_date: string | null }>(
    sql`select ct.name, (select max(date)::text from feature_ranks where cls_type_id = ct.id) as rank_date
        from classification_types ct where ct.id = ${type}`,
    db,
  );
  if (!info) return null;
  const features = await selectRows<CategoryFeature>(
    sql`select c.id as cls_id, c.name,
               (select count(distinct gc.game_id)::int from game_classifications gc where gc.gc_classification_id = c.id) as games,
               fr.cls_rank, coalesce(fr.player_count, 0)::float8 as player_count, coalesce(fr.market_share, 0)::float8 as market_share,
               (select t.trend_tag from feature_trend_tags t where t.cls_id = c.id order by to_date(t.month_year, 'MM-YYYY') desc limit 1) as trend_tag
        from classifications c
        left join feature_ranks fr on fr.cls_id = c.id and fr.date = ${info.rank_date}::date
        where c.classification_type_id = ${type} and c.name <> 'z_BLANK' and c.display
        order by fr.cls_rank nulls last, c.name`,
    db,
  );
  return { classification_type_id: type, classification_type_name: info.name, rank_date: info.rank_date, features };
}
