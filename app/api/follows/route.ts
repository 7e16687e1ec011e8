import { withUser } from "@/lib/api/handler";
import { listFollowedGames } from "@/lib/data/follows";

export const dynamic = "force-dynamic";

/** GET /api/follows → { games }: the games the signed-in user follows, most recently followed first. */
export const GET = withUser("follows", async (_request, user) => {
  return Response.json({ games: await listFollowedGames({ userId: user.id }) }, { headers: { "cache-control": "no-store" } });
});
