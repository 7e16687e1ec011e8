import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { LATEST_PLAYER_DAY, recentDailyPlayerCounts } from "./player-counts";
import { checkIds, selectRows } from "./query";

// The analytics models behind the proxies and datasets. Formulas are written down in docs/data-model.md.

type Db = { db?: Database };
const oneGame = (gameId: number, field = "game_id") => checkIds([gameId], field)![0];

/**
 * Pearson correlation of one game's daily players with each of the others' over the last `days` days on record,
 * for the others sharing at least `minDays` days with it (the symbiotic games of lib/analytics).
 */
export async function listPlayerCorrelations({
  gameId,
  otherIds,
  days,
  minDays,
  db,
}: { gameId: number; otherIds: number[]; days: number; minDays: number } & Db): Promise<Map<number, number | null>> {
  const game = oneGame(gameId);
  const others = checkIds(otherIds, "game_id") ?? [];
  if (others.length === 0) return new Map();
  // The game's days are laid out once as an array (day 1 first, 0 where it had no players) and each other game's
  // day is looked up in it by position. Joined on the date instead, the planner (one row expected from each unnest)
  // read the game's months again for every day of every other game: 2.3 s for a popular game at 100,000 games,
  // against 35 ms now, with the database serving no one else meanwhile.
  const rows = await selectRows<{ game_id: number; r: number | null }>(
    sql`with first_day as materialized (select (${LATEST_PLAYER_DAY} - ${days - 1}::int)::date as day),
        this_game as materialized (
          select array_agg(coalesce(a.player_count, 0) order by g.k) as counts
          from first_day cross join generate_series(0, ${days - 1}::int) as g(k)
          left join ${recentDailyPlayerCounts(days, [game])} a on a.date = first_day.day + g.k
        )
        select b.game_id, corr(t.counts[b.date - f.day + 1], b.player_count)::float8 as r
        from ${recentDailyPlayerCounts(days, others)} b cross join this_game t cross join first_day f
        where t.counts[b.date - f.day + 1] > 0
        group by b.game_id having count(*) >= ${minDays}`,
    db,
  );
  return new Map(rows.map((row) => [row.game_id, row.r]));
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
export async function listSymbioticFeatures({
  clsIds,
  limit = 15,
  topGames = 300,
  db,
}: { clsIds: number[]; limit?: number; topGames?: number } & Db): Promise<SymbioticFeature[]> {
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
    ? `Best fit for ${best
        .map((p) => p.name)
        .join(", ")
        .replace(/, ([^,]*)$/, " and $1")} (${best.map((p) => Math.round(p.score)).join(", ")} out of 100).`
    : `No persona fits strongly; the closest is ${personas[0].name} (${Math.round(personas[0].score)} out of 100).`;
  return { game_id: game, personas, summary, contributing_features: features };
}
