import { pathId, withUser } from "@/lib/api/handler";
import { listSimilarGames } from "@/lib/analytics/game-analytics";

export const dynamic = "force-dynamic";

export const POST = withUser<{ gameId: string }>("proxy", async (_request, _user, { gameId }) => {
  const id = pathId(gameId, "gameId", "proxy");
  return Response.json({ data: await listSimilarGames({ gameId: id, limit: 20 }), error: null });
});
