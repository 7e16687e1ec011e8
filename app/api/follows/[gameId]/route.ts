import { pathId, withUser } from "@/lib/api/handler";
import { followGame, gameExists, isFollowing, unfollowGame } from "@/lib/data/follows";
import { AppError } from "@/lib/server/errors";

export const dynamic = "force-dynamic";

const SURFACE = "follows";
type Params = { gameId: string };

const noGame = (gameId: number) => new AppError(`not_found:${SURFACE}`, `There is no game with the id ${gameId}.`, "gameId");

/** GET /api/follows/{gameId} → { game_id, following }. */
export const GET = withUser<Params>(SURFACE, async (_request, user, params) => {
  const gameId = pathId(params.gameId, "gameId", SURFACE);
  const following = await isFollowing({ userId: user.id, gameId });
  if (!following && !(await gameExists({ gameId }))) throw noGame(gameId);
  return Response.json({ game_id: gameId, following }, { headers: { "cache-control": "no-store" } });
});

/** PUT /api/follows/{gameId} → { game_id, following: true, followed_at }. Idempotent: following twice keeps the first date. */
export const PUT = withUser<Params>(SURFACE, async (_request, user, params) => {
  const gameId = pathId(params.gameId, "gameId", SURFACE);
  const follow = await followGame({ userId: user.id, gameId });
  if (!follow) throw noGame(gameId);
  return Response.json({ game_id: gameId, ...follow });
});

/** DELETE /api/follows/{gameId} → { game_id, following: false }. Idempotent for an existing game. */
export const DELETE = withUser<Params>(SURFACE, async (_request, user, params) => {
  const gameId = pathId(params.gameId, "gameId", SURFACE);
  const { removed } = await unfollowGame({ userId: user.id, gameId });
  if (!removed && !(await gameExists({ gameId }))) throw noGame(gameId);
  return Response.json({ game_id: gameId, following: false });
});
