import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { recentDailyPlayerCounts } from "./player-counts";
import { checkIds, selectRows } from "./query";

// The analytics models behind the proxies and datasets. Formulas are written down in docs/data-model.md.

type Db = { db?: Database };
const oneGame = (gameId: number, field = "game_id") => checkIds([gameId], field)![0];

/**
 * How much each classification type counts in the overlap of two games: the genre and sub-genre say most about
 * what a game is, content descriptors and business details least.
 */
export const SIMILARITY_TYPE_WEIGHTS: Record<number, number> = {
  1: 3, // Genre
  16: 2.5, // Sub-Genre
  17: 2, // Theme
  168: 1.5, // Defining Concepts
  13: 1.5, // Gameplay
  2: 1, // Perspective
  179: 1, // Vibes
  19: 1, // Graphic Style
  157: 1, // Meta Setting
  181: 1, // World Features
  183: 1, // Game Mode
};
const OTHER_TYPE_WEIGHT = 0.5;

const typeWeights = sql.raw(
  `(values ${Object.entries(SIMILARITY_TYPE_WEIGHTS)
    .map(([type, weight]) => `(${Number(type)}, ${Number(weight)}::float8)`)
    .join(", ")}) as w(type_id, weight)`,
);

export interface SimilarGame {
  game_id: number;
  title: string;
  /** 0–1: 0.8 × weighted feature overlap + 0.1 × release proximity + 0.1 × same price tier. */
  similarity: number;
  feature_overlap: number;
  shared_features: number;
  release_year: number | null;
  players_last_month: number;
  is_free_to_play: boolean;
}

/**
 * Games most like the given one (main games only, never its own DLCs or remasters). Feature overlap is the
 * weighted Jaccard index of the two games' classifications; release proximity is 1 − |Δyears| ÷ 10 (at least 0);
 * price tier is free, under $10, $10–30, $30–50 or above.
 */
export async function listSimilarGames({ gameId, limit = 10, db }: { gameId: number; limit?: number } & Db): Promise<SimilarGame[]> {
  const game = oneGame(gameId);
  // Exact Jaccard for the games sharing the most weight with this one: candidates are first narrowed, through the
  // classification index, to the 300 with the largest shared weight, so the cost does not grow with the market.
  return selectRows<SimilarGame>(
    sql`with weights as (select * from ${typeWeights}),
        target as (
          select gc.gc_classification_id, coalesce(w.weight, ${OTHER_TYPE_WEIGHT}) as weight
          from game_classifications gc left join weights w on w.type_id = gc.classification_type_id
          where gc.game_id = ${game}
        ),
        target_total as (select coalesce(sum(weight), 0) as total from target),
        shared as (
          select gc.game_id, sum(t.weight) as shared_weight, count(*)::int as shared_features
          from game_classifications gc join target t on t.gc_classification_id = gc.gc_classification_id
          where gc.game_id <> ${game}
          group by gc.game_id
        ),
        candidates as (
          select s.* from shared s join games g on g.id = s.game_id
          where g.game_type_id not in (1, 2, 3) and not g.hide_from_user
            and coalesce(g.parent_game_id, -1) <> ${game}
            and g.id <> coalesce((select parent_game_id from games where id = ${game}), -1)
          order by s.shared_weight desc, s.game_id
          limit 300
        ),
        totals as (
          select gc.game_id, sum(coalesce(w.weight, ${OTHER_TYPE_WEIGHT})) as total
          from game_classifications gc left join weights w on w.type_id = gc.classification_type_id
          where gc.game_id in (select game_id from candidates)
          group by gc.game_id
        ),
        years as (
          select r.game_id, min(extract(year from p.release_date_time))::int as year
          from releases r join publications p on p.release_id = r.id
          where r.game_id in (select game_id from candidates) or r.game_id = ${game}
          group by r.game_id
        ),
        tiers as (
          select game_id, is_free_to_play,
                 case when is_free_to_play or launch_price = 0 then 0 when launch_price < 10 then 1 when launch_price < 30 then 2 when launch_price < 50 then 3 else 4 end as tier
          from game_market_stats where game_id in (select game_id from candidates) or game_id = ${game}
        ),
        recent as (
          select game_id, max(player_count) as players from ${recentDailyPlayerCounts(30, sql`array(select game_id from candidates)`)} d
          group by game_id
        ),
        scored as (
          select c.game_id, c.shared_features,
                 c.shared_weight / nullif(tt.total + tot.total - c.shared_weight, 0) as overlap,
                 y.year, ty.year as target_year, t.tier, tgt.tier as target_tier, t.is_free_to_play
          from candidates c
          cross join target_total tt
          join totals tot on tot.game_id = c.game_id
          left join years y on y.game_id = c.game_id
          left join years ty on ty.game_id = ${game}
          left join tiers t on t.game_id = c.game_id
          left join tiers tgt on tgt.game_id = ${game}
        )
        select s.game_id, g.title,
               round((0.8 * coalesce(s.overlap, 0)
                 + 0.1 * greatest(0, 1 - abs(coalesce(s.year, s.target_year, 0) - coalesce(s.target_year, s.year, 0)) / 10.0)
                 + 0.1 * (case when s.tier = s.target_tier then 1 else 0 end))::numeric, 4)::float8 as similarity,
               round(coalesce(s.overlap, 0)::numeric, 4)::float8 as feature_overlap,
               s.shared_features, s.year as release_year, coalesce(r.players, 0)::int as players_last_month,
               coalesce(s.is_free_to_play, false) as is_free_to_play
        from scored s
        join games g on g.id = s.game_id
        left join recent r on r.game_id = s.game_id
        order by similarity desc, players_last_month desc, s.game_id
        limit ${limit}`,
    db,
  );
}

export interface Competitor extends SimilarGame {
  /** Similarity × how comparable the two games' audiences are in size (1 when equal, falling with the log ratio). */
  competition: number;
}

/**
 * Top competitors: similar games that fight for the same players now — same business model, released within
 * three years, ranked by similarity × audience comparability (1 ÷ (1 + |log10 players ratio|)).
 */
export async function listTopCompetitors({ gameId, limit = 10, db }: { gameId: number; limit?: number } & Db): Promise<Competitor[]> {
  const game = oneGame(gameId);
  const [self] = await selectRows<{ players: number; year: number | null; is_free_to_play: boolean | null }>(
    sql`select coalesce((select max(player_count) from ${recentDailyPlayerCounts(30, [game])} d), 0)::int as players,
               (select min(extract(year from p.release_date_time))::int from releases r join publications p on p.release_id = r.id where r.game_id = ${game}) as year,
               (select is_free_to_play from game_market_stats where game_id = ${game}) as is_free_to_play`,
    db,
  );
  const similar = await listSimilarGames({ gameId: game, limit: 60, db });
  return similar
    .filter((g) => (self.is_free_to_play === null || g.is_free_to_play === self.is_free_to_play) && (self.year === null || g.release_year === null || Math.abs(g.release_year - self.year) <= 3))
    .map((g) => ({ ...g, competition: Math.round((g.similarity / (1 + Math.abs(Math.log10((g.players_last_month + 1) / (self.players + 1))))) * 10_000) / 10_000 }))
    .sort((a, b) => b.competition - a.competition || a.game_id - b.game_id)
    .slice(0, limit);
}

export interface SymbioticGame extends SimilarGame {
  /** Pearson correlation of the two games' daily players over the last 180 days. */
  player_correlation: number;
}

/**
 * Symbiotic games share an audience: features overlap (at least 0.15) and their daily players over the last
 * 180 days rise and fall together (correlation above 0.3). Ranked by overlap × correlation.
 */
export async function listSymbioticGames({ gameId, limit = 10, db }: { gameId: number; limit?: number } & Db): Promise<SymbioticGame[]> {
  const game = oneGame(gameId);
  const similar = (await listSimilarGames({ gameId: game, limit: 80, db })).filter((g) => g.feature_overlap >= 0.15);
  if (similar.length === 0) return [];
  const correlations = await selectRows<{ game_id: number; r: number | null }>(
    sql`select b.game_id, corr(a.player_count, b.player_count)::float8 as r
        from ${recentDailyPlayerCounts(180, [game])} a
        join ${recentDailyPlayerCounts(180, similar.map((g) => g.game_id))} b on b.date = a.date
        group by b.game_id having count(*) >= 30`,
    db,
  );
  const byGame = new Map(correlations.map((c) => [c.game_id, c.r]));
  return similar
    .map((g) => ({ ...g, player_correlation: Math.round((byGame.get(g.game_id) ?? 0) * 1000) / 1000 }))
    .filter((g) => g.player_correlation > 0.3)
    .sort((a, b) => b.feature_overlap * b.player_correlation - a.feature_overlap * a.player_correlation || a.game_id - b.game_id)
    .slice(0, limit);
}

export interface SymbioticFeature {
  cls_id: number;
  cls_name: string;
  classification_type_name: string;
  /** Share of the top games with the feature that also have this one. */
  co_occurrence: number;
  /** co_occurrence ÷ this feature's share among all top games: above 1 means they go together more than chance. */
  lift: number;
  games: number;
}

/**
 * Features that go with the given ones among the top games (the 300 with most players in the last 30 days):
 * co-occurrence and lift. With several features, the games must carry all of them.
 */
export async function listSymbioticFeatures({ clsIds, limit = 15, topGames = 300, db }: { clsIds: number[]; limit?: number; topGames?: number } & Db): Promise<SymbioticFeature[]> {
  const features = checkIds(clsIds, "cls_id") ?? [];
  if (features.length === 0) return [];
  return selectRows<SymbioticFeature>(
    sql`with top_games as (
          select game_id from ${recentDailyPlayerCounts(30)} d
          group by game_id order by max(player_count) desc limit ${topGames}
        ),
        with_features as (
          select gc.game_id from game_classifications gc join top_games t on t.game_id = gc.game_id
          where gc.gc_classification_id = any(${sql.param(features)}::int[])
          group by gc.game_id having count(distinct gc.gc_classification_id) = ${features.length}
        ),
        base as (
          select gc.gc_classification_id as cls_id, count(distinct gc.game_id)::float8 / (select count(*) from top_games) as share
          from game_classifications gc join top_games t on t.game_id = gc.game_id group by 1
        )
        select c.id as cls_id, c.name as cls_name, ct.name as classification_type_name,
               round((count(distinct gc.game_id)::float8 / (select count(*) from with_features))::numeric, 4)::float8 as co_occurrence,
               round(((count(distinct gc.game_id)::float8 / (select count(*) from with_features)) / b.share)::numeric, 3)::float8 as lift,
               count(distinct gc.game_id)::int as games
        from game_classifications gc
        join with_features w on w.game_id = gc.game_id
        join classifications c on c.id = gc.gc_classification_id and c.name <> 'z_BLANK'
        join classification_types ct on ct.id = c.classification_type_id
        join base b on b.cls_id = c.id
        where not (c.id = any(${sql.param(features)}::int[]))
        group by c.id, c.name, ct.name, b.share
        having count(distinct gc.game_id) >= 2
        order by lift desc, co_occurrence desc, c.id
        limit ${limit}`,
    db,
  );
}

export interface PersonaFit {
  game_id: number;
  personas: Array<{ persona_id: number; name: string; description: string; score: number }>;
  summary: string;
  contributing_features: Array<{ score: number; name: string; category: string; marketShare: number; playerCount: number; persona: string }>;
}

/**
 * Persona fit: each persona's 0–100 score for the game (from the classifications the persona is drawn to), a
 * one-line summary naming the best fits, and the game's features that drive them, with the feature's latest
 * market share and players.
 */
export async function getPersonaFit({ gameId, db }: { gameId: number } & Db): Promise<PersonaFit | null> {
  const game = oneGame(gameId, "gameId");
  const personas = await selectRows<{ persona_id: number; name: string; description: string; score: number }>(
    sql`select p.id as persona_id, p.name, p.description, s.score::float8 as score
        from game_persona_scores s join personas p on p.id = s.persona_id where s.game_id = ${game}
        order by s.score desc, p.id`,
    db,
  );
  if (personas.length === 0) return null;
  const features = await selectRows<{ score: number; name: string; category: string; marketShare: number; playerCount: number; persona: string }>(
    sql`select round((w.weight * 100)::numeric, 1)::float8 as score, c.name, ct.name as category,
               coalesce(fr.market_share, 0)::float8 as "marketShare", coalesce(fr.player_count, 0)::float8 as "playerCount", p.name as persona
        from game_classifications gc
        join persona_classification_weights w on w.classification_id = gc.gc_classification_id
        join personas p on p.id = w.persona_id
        join classifications c on c.id = gc.gc_classification_id
        join classification_types ct on ct.id = c.classification_type_id
        left join feature_ranks fr on fr.cls_id = c.id and fr.date = (select max(date) from feature_ranks)
        where gc.game_id = ${game}
        order by score desc, c.name, p.name`,
    db,
  );
  const best = personas.filter((p) => p.score >= 50).slice(0, 3);
  const summary = best.length
    ? `Best fit for ${best.map((p) => p.name).join(", ").replace(/, ([^,]*)$/, " and $1")} (${best.map((p) => Math.round(p.score)).join(", ")} out of 100).`
    : `No persona fits strongly; the closest is ${personas[0].name} (${Math.round(personas[0].score)} out of 100).`;
  return { game_id: game, personas, summary, contributing_features: features };
}
