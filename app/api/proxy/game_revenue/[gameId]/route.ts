import { pathId, withUser } from "@/lib/api/handler";
import { getRevenueEstimate } from "@/lib/data/market";

export const dynamic = "force-dynamic";

export const GET = withUser<{ gameId: string }>("proxy", async (_request, _user, { gameId }) => {
  const id = pathId(gameId, "gameId", "proxy");
  try {
    return Response.json({ data: await getRevenueEstimate({ gameId: id }) });
  } catch (error) {
    // Section 8: a revenue failure answers the game id only.
    console.error("[proxy] game_revenue", error);
    return Response.json({ data: { game_id: id } });
  }
});
