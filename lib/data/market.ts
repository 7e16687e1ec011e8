import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import {
  APP_ID_NEIGHBOURS,
  estimateGame,
  estimateInputsOf,
  isOutWithoutDate,
  releaseFromNeighbours,
  revenuePerPlayer,
  type EstimateMethodId,
  type GameEstimateFacts,
  type MethodEstimate,
} from "@/lib/domain/estimates";
import { reviewScore } from "@/lib/domain/reviews";
import { formatArpu, formatMoney } from "@/lib/ui/format";
import { gameIsReleased } from "./lumos";
import { marketToday } from "./market-date";
import { checkIds, selectRows } from "./query";

// Per-game market series: sentiment, social media, wishlists, videos and revenue estimates.

type Db = { db?: Database };
const oneGame = (gameId: number) => checkIds([gameId], "game_id")![0];

export interface Sentiment {
  game_id: number;
  monthly_scores: Array<{ month: string; score: number }>;
  overall_average: number | null;
  /** Its reviews, positive and negative (0 and 0 for a game without market stats). */
  positive_reviews: number;
  negative_reviews: number;
  /** The share of its reviews that are positive, 0–100, from 10 reviews (lib/domain/reviews.ts); null with fewer. */
  review_score: number | null;
}

/**
 * Monthly sentiment (0–100) and its average; a game without data has no months and a null average. Its reviews come
 * with it: a game without monthly scores (an imported one) has the share of its reviews that are positive as its
 * sentiment wherever a figure is asked for (Lumos, market research: lib/lumos/criteria.ts, sentimentOf).
 */
export async function getSentiment({ gameId, db }: { gameId: number } & Db): Promise<Sentiment> {
  const game = oneGame(gameId);
  const rows = await selectRows<{ month: string; score: number }>(
    sql`select to_char(month, 'YYYY-MM') as month, score::float8 as score from sentiment_scores where game_id = ${game} order by month`,
    db,
  );
  const [reviews] = await selectRows<{ positive: number; negative: number }>(
    sql`select positive_reviews as positive, negative_reviews as negative from game_market_stats where game_id = ${game}`,
    db,
  );
  const overall = rows.length ? Math.round((rows.reduce((sum, row) => sum + row.score, 0) / rows.length) * 10) / 10 : null;
  const positive = reviews?.positive ?? 0;
  const negative = reviews?.negative ?? 0;
  return {
    game_id: game,
    monthly_scores: rows,
    overall_average: overall,
    positive_reviews: positive,
    negative_reviews: negative,
    review_score: reviewScore(positive, negative),
  };
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

export interface EstimateMethodRow extends MethodEstimate {
  label: string;
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
  /** How the ARPU is made: what a copy nets (or in-game spending), and the game's DLC. */
  arpu_note: string | null;
  /** The game's DLC and expansions: how many, their lifetime revenue, and ARPU with it. */
  dlc_count: number;
  dlc_revenue: number;
  arpu_with_dlc: number | null;
  /** Copies and revenue by the review multiplier, the owners estimate and the launch peak, side by side. */
  estimate_methods: EstimateMethodRow[];
  /** Highest ÷ lowest copies of the methods; flagged when over 2. */
  estimate_spread: number | null;
  estimates_disagree: boolean;
  weeks: RevenueWeek[];
}

export const ESTIMATE_METHOD_LABELS: Record<EstimateMethodId, string> = {
  reviews: "Reviews × multiplier (Boxleiter)",
  owners: "Owners × net price",
  launch: "Launch players × sales curve",
};

/**
 * The release a game without a date most likely had, from the games with the nearest Steam app ids released by `day`
 * (lib/domain/estimates: releaseFromNeighbours); null for a game without an app id or with no dated game around it.
 * The APP_ID_NEIGHBOURS nearest are among the as many below it and above it, each read off the app-id index.
 */
async function releaseByAppId(gameId: number, day: string, db: Database | undefined): Promise<string | null> {
  const dated = (direction: "below" | "above") =>
    sql`(select n.steam_app_id as "appId", min(p.release_date_time)::date::text as "releasedOn"
          from games n join releases r on r.game_id = n.id join publications p on p.release_id = r.id
         where ${direction === "below" ? sql`n.steam_app_id < g.steam_app_id` : sql`n.steam_app_id > g.steam_app_id`}
           and p.release_date_time <= ${day}::date
         group by n.steam_app_id
         order by n.steam_app_id ${direction === "below" ? sql`desc` : sql`asc`}
         limit ${APP_ID_NEIGHBOURS})`;
  const rows = await selectRows<{ game_app_id: number; appId: number; releasedOn: string }>(
    sql`select g.steam_app_id as game_app_id, d."appId", d."releasedOn"
          from games g cross join lateral (${dated("below")} union all ${dated("above")}) d
         where g.id = ${gameId} and g.steam_app_id is not null`,
    db,
  );
  return rows.length ? releaseFromNeighbours(rows[0].game_app_id, rows) : null;
}

/** The first day with players of a game, up to `day`; null when it has none. */
async function firstPlayerCountDay(gameId: number, day: string, db: Database | undefined): Promise<string | null> {
  const [row] = await selectRows<{ first_day: string | null }>(
    sql`select min(date)::text as first_day from daily_player_counts where game_id = ${gameId} and date <= ${day}::date`,
    db,
  );
  return row?.first_day ?? null;
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Weekly and cumulative revenue with the Boxleiter estimate beside it, and the three estimate methods side by side
 * (lib/domain/estimates.ts) at the market's date; a game without data answers nulls, no methods and no weeks.
 */
export async function getRevenueEstimate({ gameId, today, db }: { gameId: number; today?: string } & Db): Promise<RevenueEstimate> {
  const game = oneGame(gameId);
  const day = today ?? (await marketToday(db));
  const [stats] = await selectRows<
    Omit<
      RevenueEstimate,
      "game_id" | "weeks" | "arpu" | "arpu_note" | "dlc_count" | "dlc_revenue" | "arpu_with_dlc" | "estimate_methods" | "estimate_spread" | "estimates_disagree"
    > & {
      owners_min: number | null;
      owners_max: number | null;
      launch_peak_players: number;
      released_on: string | null;
      dated_later: boolean;
      released: boolean;
      dlc_count: number;
      dlc_revenue: number;
      is_estimated: boolean;
    }
  >(
    sql`select s.is_free_to_play, s.launch_price, s.predicted_revenue_boxleiter as predicted_revenue_boxlieter,
               s.copies_sold_boxleiter::float8 as copies_sold_boxlieter, s.review_count, s.boxleiter_multiplier::float8 as boxleiter_multiplier,
               s.total_players::float8 as total_players, s.lifetime_revenue, s.owners_min::float8 as owners_min, s.owners_max::float8 as owners_max,
               s.launch_peak_players::float8 as launch_peak_players, s.is_estimated,
               (select min(p.release_date_time)::date::text from releases r join publications p on p.release_id = r.id
                 where r.game_id = s.game_id and p.release_date_time <= ${day}::date) as released_on,
               exists (select 1 from releases r join publications p on p.release_id = r.id
                 where r.game_id = s.game_id and p.release_date_time > ${day}::date) as dated_later,
               exists (select 1 from games g where g.id = s.game_id and ${gameIsReleased(day)}) as released,
               (select count(*)::int from games d where d.parent_game_id = s.game_id) as dlc_count,
               (select coalesce(sum(ds.lifetime_revenue), 0)::float8 from games d join game_market_stats ds on ds.game_id = d.id where d.parent_game_id = s.game_id) as dlc_revenue
        from game_market_stats s where s.game_id = ${game}`,
    db,
  );
  const weeks = await selectRows<RevenueWeek>(
    sql`select timestamp::text, cumulative_estimated_revenue, estimated_weekly_revenue, predicted_weekly_sales, price
        from revenue_estimates where game_id = ${game} order by timestamp`,
    db,
  );
  const revenuePerPlayerOf = (revenue: number | null) => {
    if (!stats) return null;
    const { total_players: totalPlayers, copies_sold_boxlieter: copies, is_free_to_play: freeToPlay, is_estimated: estimated } = stats;
    const value = revenuePerPlayer({ revenue, totalPlayers, copies, freeToPlay: Boolean(freeToPlay), estimated });
    return value === null ? null : round(value);
  };
  const arpu = revenuePerPlayerOf(stats?.lifetime_revenue ?? null);
  // A game not out by `day` is stored with 0 copies, players and revenue: no figure yet, as the game's header, market
  // research and Lumos show it (a figure above 0 stays).
  const sinceLaunch = (value: number | null | undefined) => (stats?.released || (value ?? 0) > 0 ? (value ?? null) : null);
  const facts: GameEstimateFacts | null = stats
    ? {
        isFreeToPlay: Boolean(stats.is_free_to_play),
        launchPrice: stats.launch_price,
        reviewCount: stats.review_count,
        boxleiterMultiplier: stats.boxleiter_multiplier,
        ownersMin: stats.owners_min,
        ownersMax: stats.owners_max,
        totalPlayers: stats.total_players,
        launchPeakPlayers: stats.launch_peak_players,
        releasedOn: stats.released_on,
        datedLater: stats.dated_later,
        firstPlayerCountDay: null,
        releaseByAppId: null,
      }
    : null;
  // A game out with no release date is as old as the games with the nearest app ids, or as its player counts go back,
  // whichever is older (lib/domain/estimates: undatedAge).
  if (facts && isOutWithoutDate(facts)) {
    facts.firstPlayerCountDay = await firstPlayerCountDay(game, day, db);
    facts.releaseByAppId = await releaseByAppId(game, day, db);
  }
  const estimates = facts ? estimateGame(estimateInputsOf(facts, day)) : null;
  const dlcRevenue = stats?.dlc_revenue ?? 0;
  const dlcCount = stats?.dlc_count ?? 0;
  const arpuWithDlc = arpu !== null ? revenuePerPlayerOf(stats!.lifetime_revenue! + dlcRevenue) : null;
  const arpuNote =
    estimates && arpu !== null
      ? `${estimates.netShareNote} ${dlcCount === 0 ? "No DLC." : `With its ${dlcCount} DLC and expansions (${formatMoney(dlcRevenue)} in all), ${formatArpu(arpuWithDlc!)} per player.`}`
      : null;
  return {
    game_id: game,
    is_free_to_play: stats?.is_free_to_play ?? null,
    launch_price: stats?.launch_price ?? null,
    predicted_revenue_boxlieter: sinceLaunch(stats?.predicted_revenue_boxlieter),
    copies_sold_boxlieter: sinceLaunch(stats?.copies_sold_boxlieter),
    review_count: stats?.review_count ?? null,
    boxleiter_multiplier: stats?.boxleiter_multiplier ?? null,
    total_players: sinceLaunch(stats?.total_players),
    lifetime_revenue: sinceLaunch(stats?.lifetime_revenue),
    arpu,
    arpu_note: arpuNote,
    dlc_count: dlcCount,
    dlc_revenue: round(dlcRevenue),
    arpu_with_dlc: arpuWithDlc,
    estimate_methods: (estimates?.methods ?? []).map((m) => ({
      ...m,
      label: ESTIMATE_METHOD_LABELS[m.method],
      copies: m.copies === null ? null : Math.round(m.copies),
      revenue: m.revenue === null ? null : round(m.revenue),
    })),
    estimate_spread: estimates?.spread === null || !estimates ? null : round(estimates.spread),
    estimates_disagree: estimates?.disagree ?? false,
    weeks,
  };
}
