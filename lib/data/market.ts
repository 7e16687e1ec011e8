import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { checkIds, selectRows } from "./query";

// Per-game market series: sentiment, social media, wishlists, videos and revenue estimates.

type Db = { db?: Database };
const oneGame = (gameId: number) => checkIds([gameId], "game_id")![0];

export interface Sentiment {
  game_id: number;
  monthly_scores: Array<{ month: string; score: number }>;
  overall_average: number | null;
}

/** Monthly sentiment (0–100) and its average; a game without data has no months and a null average. */
export async function getSentiment({ gameId, db }: { gameId: number } & Db): Promise<Sentiment> {
  const game = oneGame(gameId);
  const rows = await selectRows<{ month: string; score: number }>(
    sql`select to_char(month, 'YYYY-MM') as month, score::float8 as score from sentiment_scores where game_id = ${game} order by month`,
    db,
  );
  const overall = rows.length ? Math.round((rows.reduce((sum, row) => sum + row.score, 0) / rows.length) * 10) / 10 : null;
  return { game_id: game, monthly_scores: rows, overall_average: overall };
}

export interface SocialMediaPlatform {
  platform: string;
  followers: number;
  gains: number;
  losses: number;
  views: number;
  history: Array<{ month: string; followers: number; gains: number; losses: number; views: number }>;
}

export interface SocialMedia {
  game_id: number;
  social_rank: number | null;
  platforms: SocialMediaPlatform[];
}

/** Followers per social platform (latest month), the last twelve months' gains, losses and views, and the social rank. */
export async function getSocialMedia({ gameId, db }: { gameId: number } & Db): Promise<SocialMedia> {
  const game = oneGame(gameId);
  const rows = await selectRows<{ platform: string; month: string; followers: number; gains: number; losses: number; views: number }>(
    sql`select platform, to_char(month, 'YYYY-MM') as month, followers, gains, losses, views::float8 as views
        from social_media_stats where game_id = ${game} order by platform, month`,
    db,
  );
  const [rank] = await selectRows<{ social_rank: number | null }>(sql`select social_rank from game_market_stats where game_id = ${game}`, db);
  const platforms = new Map<string, SocialMediaPlatform>();
  for (const row of rows) {
    const entry = platforms.get(row.platform) ?? { platform: row.platform, followers: 0, gains: 0, losses: 0, views: 0, history: [] };
    entry.history.push({ month: row.month, followers: row.followers, gains: row.gains, losses: row.losses, views: row.views });
    entry.followers = row.followers;
    entry.gains += row.gains;
    entry.losses += row.losses;
    entry.views += row.views;
    platforms.set(row.platform, entry);
  }
  return {
    game_id: game,
    social_rank: rank?.social_rank ?? null,
    platforms: [...platforms.values()].sort((a, b) => b.followers - a.followers || a.platform.localeCompare(b.platform)),
  };
}

export interface WishlistPoint {
  steam_app_id: number;
  date: string;
  estimated_total_steam_wishlists_cumulative: number;
}

export async function listWishlists({ gameId, db }: { gameId: number } & Db): Promise<WishlistPoint[]> {
  return selectRows<WishlistPoint>(
    sql`select steam_app_id, date::text, estimated_total_steam_wishlists_cumulative from wishlist_counts where game_id = ${oneGame(gameId)} order by date`,
    db,
  );
}

export interface VideoStat {
  id: number;
  video_title: string;
  video_url: string;
  published_at: string;
  youtube_views: number;
  media_type: string;
  last_promotional_activity: string | null;
}

/** A game's videos, most viewed first. */
export async function listVideoStats({ gameId, db }: { gameId: number } & Db): Promise<VideoStat[]> {
  return selectRows<VideoStat>(
    sql`select id, video_title, video_url, to_char(published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as published_at,
               youtube_views::float8 as youtube_views, media_type,
               to_char(last_promotional_activity at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last_promotional_activity
        from video_stats where game_id = ${oneGame(gameId)} order by youtube_views desc, id`,
    db,
  );
}

export interface RevenueWeek {
  timestamp: string;
  cumulative_estimated_revenue: number;
  estimated_weekly_revenue: number;
  predicted_weekly_sales: number;
  price: number;
}

export interface RevenueEstimate {
  game_id: number;
  is_free_to_play: boolean | null;
  launch_price: number | null;
  /** Field names as the specification spells them. */
  predicted_revenue_boxlieter: number | null;
  copies_sold_boxlieter: number | null;
  review_count: number | null;
  boxleiter_multiplier: number | null;
  total_players: number | null;
  lifetime_revenue: number | null;
  /** Lifetime revenue per player; null when the game has no players yet. */
  arpu: number | null;
  weeks: RevenueWeek[];
}

/** Weekly and cumulative revenue with the Boxleiter estimate beside it; a game without data answers nulls and no weeks. */
export async function getRevenueEstimate({ gameId, db }: { gameId: number } & Db): Promise<RevenueEstimate> {
  const game = oneGame(gameId);
  const [stats] = await selectRows<Omit<RevenueEstimate, "game_id" | "weeks" | "arpu">>(
    sql`select is_free_to_play, launch_price, predicted_revenue_boxleiter as predicted_revenue_boxlieter,
               copies_sold_boxleiter::float8 as copies_sold_boxlieter, review_count, boxleiter_multiplier::float8 as boxleiter_multiplier,
               total_players::float8 as total_players, lifetime_revenue
        from game_market_stats where game_id = ${game}`,
    db,
  );
  const weeks = await selectRows<RevenueWeek>(
    sql`select timestamp::text, cumulative_estimated_revenue, estimated_weekly_revenue, predicted_weekly_sales, price
        from revenue_estimates where game_id = ${game} order by timestamp`,
    db,
  );
  const arpu = stats && stats.total_players && stats.lifetime_revenue !== null ? Math.round((stats.lifetime_revenue / stats.total_players) * 100) / 100 : null;
  return {
    game_id: game,
    is_free_to_play: stats?.is_free_to_play ?? null,
    launch_price: stats?.launch_price ?? null,
    predicted_revenue_boxlieter: stats?.predicted_revenue_boxlieter ?? null,
    copies_sold_boxlieter: stats?.copies_sold_boxlieter ?? null,
    review_count: stats?.review_count ?? null,
    boxleiter_multiplier: stats?.boxleiter_multiplier ?? null,
    total_players: stats?.total_players ?? null,
    lifetime_revenue: stats?.lifetime_revenue ?? null,
    arpu,
    weeks,
  };
}
