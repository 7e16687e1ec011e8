import "server-only";
import { sql } from "drizzle-orm";
import { coverUrl } from "@/lib/art/urls";
import type { Database } from "@/lib/db/client";
import { weeklyGrowthPercent } from "@/lib/domain/player-stats";
import { listGamePlayerStats } from "./players";
import { selectRows } from "./query";
import { getMarketDate } from "./market-date";

// The games a user follows (the follow button on the game breakdown, the list on the user dashboard). A game that
// is hidden from users counts as missing: it cannot be followed, and a follow of it is not listed.

type Db = { db?: Database };

const visibleGame = (gameId: number) => sql`select 1 from games where id = ${gameId} and not hide_from_user`;

/** Follows a game; null when there is no such game. Following twice keeps the first date. */
export async function followGame({ userId, gameId, db }: { userId: string; gameId: number } & Db): Promise<{ following: true; followed_at: string } | null> {
  const [row] = await selectRows<{ created_at: string }>(
    sql`with game as (${visibleGame(gameId)}),
             inserted as (
               insert into game_follows (user_id, game_id) select ${userId}::uuid, ${gameId} from game
               on conflict (user_id, game_id) do nothing returning created_at)
        select created_at from inserted
        union all
        select f.created_at from game_follows f, game where f.user_id = ${userId}::uuid and f.game_id = ${gameId}`,
    db,
  );
  return row ? { following: true, followed_at: new Date(row.created_at).toISOString() } : null;
}

/** Stops following a game; whether a follow was removed. Unfollowing a game not followed changes nothing. */
export async function unfollowGame({ userId, gameId, db }: { userId: string; gameId: number } & Db): Promise<{ removed: boolean }> {
  const rows = await selectRows<{ game_id: number }>(
    sql`delete from game_follows where user_id = ${userId}::uuid and game_id = ${gameId} returning game_id`,
    db,
  );
  return { removed: rows.length > 0 };
}

/** Whether there is such a game at all. */
export async function gameExists({ gameId, db }: { gameId: number } & Db): Promise<boolean> {
  return (await selectRows(visibleGame(gameId), db)).length > 0;
}

export async function isFollowing({ userId, gameId, db }: { userId: string; gameId: number } & Db): Promise<boolean> {
  const rows = await selectRows(sql`select 1 from game_follows where user_id = ${userId}::uuid and game_id = ${gameId}`, db);
  return rows.length > 0;
}

export interface FollowedGame {
  game_id: number;
  title: string;
  cover_url: string;
  /** Average peak concurrent players over the last day. */
  players_24h: number;
  /** Last week's average players against the last month's, in percent; null without players last month. */
  growth: number | null;
  followed_at: string;
}

/** The games the user follows, most recently followed first. */
export async function listFollowedGames({ userId, limit = 200, today, db }: { userId: string; limit?: number; today?: string } & Db): Promise<FollowedGame[]> {
  const rows = await selectRows<{ game_id: number; title: string; created_at: string }>(
    sql`select f.game_id, g.title, f.created_at from game_follows f join games g on g.id = f.game_id
        where f.user_id = ${userId}::uuid and not g.hide_from_user
        order by f.created_at desc, f.game_id limit ${limit}`,
    db,
  );
  if (rows.length === 0) return [];
  const [stats, { monthOfHistory }] = await Promise.all([
    listGamePlayerStats({ gameIds: rows.map((row) => Number(row.game_id)), today, limit: rows.length, db }),
    getMarketDate({ db }),
  ]);
  const byId = new Map(stats.items.map((row) => [Number(row.game_id), row]));
  return rows.map((row) => {
    const id = Number(row.game_id);
    const stat = byId.get(id);
    return {
      game_id: id,
      title: row.title,
      cover_url: coverUrl({ gameId: id, filename: null }),
      players_24h: stat ? Number(stat.one_day) : 0,
      growth: stat ? weeklyGrowthPercent({ one_week: Number(stat.one_week), one_month: Number(stat.one_month) }, monthOfHistory) : null,
      followed_at: new Date(row.created_at).toISOString(),
    };
  });
}
