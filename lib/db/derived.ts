// Tables derived from the daily player counts (player_count_months), rebuilt wherever those are written
// (generation, import), so that screens read one average a game a month.
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
