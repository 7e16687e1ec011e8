import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import type { PageViewName } from "@/lib/shell/routes";
import { listGamePlayerStats } from "./players";
import { intList, selectRows } from "./query";

// Page views (specification 000 §2) and what the user dashboard builds from them: the games and features a user
// opened lately. Every read names the owner; subjects that no longer exist (or are hidden) are skipped.

type Db = { db?: Database };

export interface PageViewRecord {
  id: number;
  name: PageViewName;
  subject: string | null;
  path: string;
  created_at: string;
}

const iso = (value: string | Date) => new Date(value).toISOString();
/** Subjects are written as positive whole numbers; the pattern keeps a cast from ever failing on other text. */
const ID_TEXT = "^[1-9][0-9]{0,9}$";

export async function recordPageView({
  userId,
  name,
  subject,
  path,
  db,
}: { userId: string | null; name: PageViewName; subject: string | null; path: string } & Db): Promise<PageViewRecord> {
  const [row] = await selectRows<PageViewRecord>(
    sql`insert into page_views (user_id, name, subject, path) values (${userId}::uuid, ${name}, ${subject}, ${path})
        returning id, name, subject, path, created_at`,
    db,
  );
  return { ...row, id: Number(row.id), created_at: iso(row.created_at) };
}

/** The user's own page views, newest first. */
export async function listPageViews({ userId, limit = 50, db }: { userId: string; limit?: number } & Db): Promise<PageViewRecord[]> {
  const rows = await selectRows<PageViewRecord>(
    sql`select id, name, subject, path, created_at from page_views where user_id = ${userId}::uuid
        order by created_at desc, id desc limit ${limit}`,
    db,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), created_at: iso(row.created_at) }));
}

interface ViewedSubject {
  id: number;
  last_viewed_at: string;
  views: number;
}

/** The distinct subjects a user viewed under one name, newest view first, as ids with their last view and count. */
async function viewedSubjects({
  userId,
  name,
  limit,
  existing,
  db,
}: { userId: string; name: "game" | "feature"; limit: number; existing: SQL } & Db): Promise<ViewedSubject[]> {
  const rows = await selectRows<ViewedSubject>(
    sql`with viewed as (
          select case when subject ~ ${ID_TEXT} then case when subject::bigint <= 2147483647 then subject::int end end as id, created_at, id as view_id
          from page_views where user_id = ${userId}::uuid and name = ${name} and subject is not null)
        select v.id, max(v.created_at) as last_viewed_at, count(*)::int as views
        from viewed v where v.id is not null and exists (${existing})
        group by v.id order by max(v.created_at) desc, max(v.view_id) desc limit ${limit}`,
    db,
  );
  return rows.map((row) => ({ id: Number(row.id), last_viewed_at: iso(row.last_viewed_at), views: Number(row.views) }));
}

export interface RecentlyViewedGame {
  game_id: number;
  title: string;
  /** Average peak concurrent players over the last day (the game header's "Players (24h)"). */
  players_24h: number;
  last_viewed_at: string;
  views: number;
}

/** Games the user opened, each once, most recently viewed first. */
export async function listRecentlyViewedGames({
  userId,
  limit = 8,
  today,
  db,
}: { userId: string; limit?: number; today?: string } & Db): Promise<RecentlyViewedGame[]> {
  const viewed = await viewedSubjects({ userId, name: "game", limit, existing: sql`select 1 from games g where g.id = v.id and not g.hide_from_user`, db });
  if (viewed.length === 0) return [];
  const ids = viewed.map((v) => v.id);
  const [titles, stats] = await Promise.all([
    selectRows<{ id: number; title: string }>(sql`select id, title from games where id = any(${intList(ids)})`, db),
    listGamePlayerStats({ gameIds: ids, today, limit: ids.length, db }),
  ]);
  const titleById = new Map(titles.map((row) => [Number(row.id), row.title]));
  const playersById = new Map(stats.items.map((row) => [Number(row.game_id), Number(row.one_day)]));
  return viewed
    .filter((v) => titleById.has(v.id))
    .map((v) => ({ game_id: v.id, title: titleById.get(v.id)!, players_24h: playersById.get(v.id) ?? 0, last_viewed_at: v.last_viewed_at, views: v.views }));
}

export interface RecentlyViewedFeature {
  cls_id: number;
  name: string;
  /** The classification type (Genre, Theme, …). */
  type: string;
  cls_type_id: number;
  /** Players of the games that carry it in the latest ranked month, and that month's rank within its type. */
  player_count: number;
  rank: number | null;
  trend_tag: string | null;
  last_viewed_at: string;
  views: number;
}

/** Features the user opened, each once, most recently viewed first. */
export async function listRecentlyViewedFeatures({ userId, limit = 8, db }: { userId: string; limit?: number } & Db): Promise<RecentlyViewedFeature[]> {
  const viewed = await viewedSubjects({
    userId,
    name: "feature",
    limit,
    existing: sql`select 1 from classifications c where c.id = v.id and c.name <> 'z_BLANK'`,
    db,
  });
  if (viewed.length === 0) return [];
  const rows = await selectRows<{
    id: number;
    name: string;
    type: string;
    cls_type_id: number;
    player_count: number | null;
    rank: number | null;
    trend_tag: string | null;
  }>(
    sql`select c.id, c.name, ct.name as type, c.classification_type_id as cls_type_id, r.player_count, r.cls_rank as rank, t.trend_tag
        from classifications c
        join classification_types ct on ct.id = c.classification_type_id
        left join lateral (select player_count, cls_rank from feature_ranks where cls_id = c.id order by date desc limit 1) r on true
        left join lateral (select trend_tag from feature_trend_tags where cls_id = c.id order by to_date(month_year, 'MM-YYYY') desc limit 1) t on true
        where c.id = any(${intList(viewed.map((v) => v.id))})`,
    db,
  );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return viewed
    .filter((v) => byId.has(v.id))
    .map((v) => {
      const row = byId.get(v.id)!;
      return {
        cls_id: v.id,
        name: row.name,
        type: row.type,
        cls_type_id: Number(row.cls_type_id),
        player_count: Number(row.player_count ?? 0),
        rank: row.rank === null ? null : Number(row.rank),
        trend_tag: row.trend_tag,
        last_viewed_at: v.last_viewed_at,
        views: v.views,
      };
    });
}
