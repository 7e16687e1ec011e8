// Tables derived from daily_player_counts, rebuilt wherever those are written (generation, import), so that screens
// read a row a game a month instead of a row a game a day.
import type { SqlRunner } from "./seed";

/** Average daily peak per game and calendar month; `gameIds` limits the rebuild to those games (an import). */
export async function refreshMonthlyPlayerCounts(runner: SqlRunner, gameIds?: readonly number[]): Promise<void> {
  if (gameIds) {
    if (gameIds.length === 0) return;
    await runner.query("DELETE FROM monthly_player_counts WHERE game_id = ANY($1::int4[])", [gameIds]);
  } else {
    await runner.query("DELETE FROM monthly_player_counts");
  }
  await runner.query(
    `INSERT INTO monthly_player_counts (game_id, month, avg_players)
     SELECT game_id, date_trunc('month', date)::date, avg(player_count)::float8
     FROM daily_player_counts ${gameIds ? "WHERE game_id = ANY($1::int4[])" : ""}
     GROUP BY 1, 2`,
    gameIds ? [gameIds] : [],
  );
}
