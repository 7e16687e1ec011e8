import { z } from "zod";
import { parseQuery, withUser } from "@/lib/api/handler";
import { listGameIdsForDatapoint } from "@/lib/data/market-research";

export const dynamic = "force-dynamic";

const query = z.object({
  datapoint_id: z.string().min(1, "datapoint_id must name a data point").default("all_games"),
  platform_id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "platform_id must be a positive integer")
    .transform(Number)
    .optional(),
});

export const GET = withUser("market-research", async (request) => {
  const { datapoint_id, platform_id } = parseQuery(request, query, "market-research");
  return Response.json({ success: true, data: { game_ids: await listGameIdsForDatapoint({ datapointId: datapoint_id, platformId: platform_id }) } });
});
