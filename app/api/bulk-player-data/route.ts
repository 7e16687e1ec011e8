import { parseJsonBody, withUser } from "@/lib/api/handler";
import { listDailyPlayersByGame } from "@/lib/data/market-research";
import { bulkPlayerDataBody } from "@/lib/validations/bulk";

export const dynamic = "force-dynamic";

/** POST { game_ids (≤ 100), start_date, end_date } → { data: [{ game_id, series: [{ date, player_count }] }] }. */
export const POST = withUser("bulk-player-data", async (request) => {
  const { game_ids, start_date, end_date } = await parseJsonBody(request, bulkPlayerDataBody, "bulk-player-data");
  return Response.json({ data: await listDailyPlayersByGame({ gameIds: game_ids, startDate: start_date, endDate: end_date }) });
});
