// Tables derived from the daily player counts (player_count_months), rebuilt wherever those are written
// (generation, import), so that screens read one average a game a month and each classification's rank by players.
import type { SqlRunner } from "./seed";

/** Average daily peak per game and calendar month (days with a count only); `gameIds` limits it to those games. */
export async function refreshMonthlyPlayerCounts(runner: SqlRunner, gameIds?: readonly number[]): Promise<void> {
  if (gameIds) {
    if (gameIds.length === 0) return;
    await runner.query("DELETE FROM monthly_player_counts WHERE game_id = ANY($1::int4[])", [gameIds]);
  } else {
    await runner.query("DELETE FROM monthly_player_counts");
  }
  await runner.query(
    `INSERT INTO monthly_player_counts (game_id, month, avg_players)
     SELECT game_id, month, avg_players FROM (
       SELECT game_id, month, (SELECT avg(c)::float8 FROM unnest(counts) AS c WHERE c > 0) AS avg_players
       FROM player_count_months ${gameIds ? "WHERE game_id = ANY($1::int4[])" : ""}
     ) m
     WHERE avg_players IS NOT NULL`,
    gameIds ? [gameIds] : [],
  );
}

/**
 * Each month's rank of every classification within its type by the average daily players of the games that carry it,
 * and its share of all players that month; `months` (first days, YYYY-MM-DD) limits it to those months, each ranked
 * again over every game. Reads monthly_player_counts.
 */
export async function refreshFeatureRanks(runner: SqlRunner, months?: readonly string[]): Promise<void> {
  if (months) {
    if (months.length === 0) return;
    await runner.query("DELETE FROM feature_ranks WHERE date = ANY($1::date[])", [months]);
  } else {
    await runner.query("DELETE FROM feature_ranks");
  }
  await runner.query(
    `INSERT INTO feature_ranks (date, cls_id, cls_type_id, cls_rank, player_count, market_share)
     WITH monthly AS (
       SELECT game_id, month, avg_players AS players FROM monthly_player_counts
       ${months ? "WHERE month = ANY($1::date[])" : ""}
     ), totals AS (
       SELECT month, sum(players) AS total FROM monthly GROUP BY month
     ), per_feature AS (
       SELECT m.month, gc.gc_classification_id AS cls_id, gc.classification_type_id AS cls_type_id, sum(m.players) AS players
       FROM monthly m JOIN game_classifications gc ON gc.game_id = m.game_id
       GROUP BY 1, 2, 3
     )
     SELECT f.month, f.cls_id, f.cls_type_id,
            rank() OVER (PARTITION BY f.month, f.cls_type_id ORDER BY f.players DESC, f.cls_id),
            round(f.players)::bigint,
            (f.players / NULLIF(t.total, 0) * 100)::float8
     FROM per_feature f JOIN totals t USING (month)`,
    months ? [months] : [],
  );
}

/**
 * Every classification's trend from one month to the next, from its ranks: more than 10% more players is Rising, more
 * than 10% fewer Declining, anything else (a first month included) Stable. Rebuilt whole: a month ranked again moves
 * the next month's trend too.
 */
export async function refreshFeatureTrends(runner: SqlRunner): Promise<void> {
  await runner.query("DELETE FROM feature_trend_tags");
  await runner.query(
    `INSERT INTO feature_trend_tags (cls_id, month_year, current_avg, previous_avg, trend_tag)
     SELECT cls_id, to_char(date, 'MM-YYYY'), current_avg, previous_avg,
            CASE WHEN previous_avg > 0 AND current_avg > previous_avg * 1.1 THEN 'Rising'
                 WHEN previous_avg > 0 AND current_avg < previous_avg * 0.9 THEN 'Declining'
                 ELSE 'Stable' END
     FROM (
       SELECT cls_id, date, player_count::float8 AS current_avg,
              coalesce(lag(player_count) OVER (PARTITION BY cls_id ORDER BY date), 0)::float8 AS previous_avg
       FROM feature_ranks
     ) monthly`,
  );
}

/**
 * What the player counts just written feed: the monthly averages, the classifications' ranks and their trends.
 * With `gameIds` (an import), the averages of those games and the ranks of every month in which they have a count;
 * without, everything (generation).
 */
export async function refreshPlayerAggregates(runner: SqlRunner, gameIds?: readonly number[]): Promise<void> {
  await refreshMonthlyPlayerCounts(runner, gameIds);
  let months: string[] | undefined;
  if (gameIds) {
    if (gameIds.length === 0) return;
    const { rows } = await runner.query("SELECT DISTINCT month::text AS month FROM player_count_months WHERE game_id = ANY($1::int4[]) ORDER BY 1", [gameIds]);
    months = rows.map((row) => String(row.month));
    if (months.length === 0) return;
  }
  await refreshFeatureRanks(runner, months);
  await refreshFeatureTrends(runner);
}
