import "server-only";
import { sql } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db/client";
import { resultRows } from "./games";

export interface TopGameByPlayers {
  gameId: number;
  title: string;
  playerCount: number;
  previousPlayerCount: number | null;
}

export interface TopGamesByPlayers {
  /** The day the counts are from: the first of 1, 2 or 3 days back that has data, or null. */
  date: string | null;
  games: TopGameByPlayers[];
}

function isoDaysBefore(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** Top games by peak players on the latest day with data, trying 1, 2 and 3 days back (specification, section 4). */
export async function listTopGamesByPlayers({
  today = new Date().toISOString().slice(0, 10),
  limit = 10,
  db,
}: { today?: string; limit?: number; db?: Database } = {}): Promise<TopGamesByPlayers> {
  const database = db ?? (await getDb());
  for (const back of [1, 2, 3]) {
    const date = isoDaysBefore(today, back);
    const rows = resultRows<{ game_id: number; title: string; player_count: number; previous: number | null }>(
      await database.execute(sql`
        select d.game_id, g.title, d.player_count, p.player_count as previous
        from daily_player_counts d
        join games g on g.id = d.game_id
        left join daily_player_counts p on p.game_id = d.game_id and p.date = ${date}::date - 1
        where d.date = ${date}::date and not g.hide_from_user
        order by d.player_count desc, d.game_id
        limit ${limit}`),
    );
    if (rows.length > 0) {
      return {
        date,
        games: rows.map((row) => ({
          gameId: Number(row.game_id),
          title: row.title,
          playerCount: Number(row.player_count),
          previousPlayerCount: row.previous === null ? null : Number(row.previous),
        })),
      };
    }
  }
  return { date: null, games: [] };
}
