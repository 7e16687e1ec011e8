import { z } from "zod";
import { parseJsonBody, withUser } from "@/lib/api/handler";
import { listGameIdsForDatapoint } from "@/lib/data/market-research";

export const dynamic = "force-dynamic";

const body = z.object({ datapoint_id: z.string({ error: "datapoint_id must name a data point" }).min(1, "datapoint_id must name a data point") });

/** POST /api/game-ids { datapoint_id } → { success, data: { game_ids } }. */
export const POST = withUser("game-ids", async (request) => {
  const { datapoint_id } = await parseJsonBody(request, body, "game-ids");
  return Response.json({ success: true, data: { game_ids: await listGameIdsForDatapoint({ datapointId: datapoint_id }) } });
});
