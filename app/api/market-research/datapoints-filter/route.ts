import { withUser } from "@/lib/api/handler";
import { DATAPOINTS } from "@/lib/data/market-research";

export const dynamic = "force-dynamic";

export const GET = withUser("market-research", async () => Response.json({ success: true, data: { datapoints: DATAPOINTS } }));
