import { parseJsonBody, withUser } from "@/lib/api/handler";
import { listAggregatedPlayerTrends } from "@/lib/data/market-research";
import { bulkGameMetadataBody } from "@/lib/validations/bulk";

export const dynamic = "force-dynamic";

/** POST { game_ids, player_count_only } → { aggregated_player_trends }. */
export const POST = withUser("bulk-game-metadata", async (request) => {
  const { game_ids, player_count_only } = await parseJsonBody(request, bulkGameMetadataBody, "bulk-game-metadata");
  return Response.json({ aggregated_player_trends: await listAggregatedPlayerTrends({ gameIds: game_ids, playerCountOnly: player_count_only }) });
});
