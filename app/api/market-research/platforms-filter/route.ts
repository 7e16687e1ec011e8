import { withUser } from "@/lib/api/handler";
import { listPlatformFilter } from "@/lib/data/market-research";
import { getKnowledge } from "@/lib/lumos/knowledge";

export const dynamic = "force-dynamic";

export const GET = withUser("market-research", async () =>
  Response.json({ success: true, data: { platforms: await listPlatformFilter({ facts: (await getKnowledge()).games }) } }),
);
