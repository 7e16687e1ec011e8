import { withUser } from "@/lib/api/handler";
import { parseMarketResearchQuery } from "@/lib/market-research/market-research-query";
import { readMarketResearchView } from "@/lib/market-research/view";
import { AppError } from "@/lib/server/errors";

export const dynamic = "force-dynamic";

/**
 * GET /api/market-research/view?<a view's parameters>: what market research shows above the fold → { success, data:
 * { query, notes, featureNames, platforms, types, summary, results } }. The front server process renders the page
 * from it (lib/market-research/view.ts). A parameter that is not understood is answered with 400 naming it; an id the
 * data does not know is left out of `query` and named in `notes`, as the page shows it.
 */
export const GET = withUser("market-research", async (request) => {
  const { query, notes } = parseMarketResearchQuery(new URL(request.url).searchParams);
  if (notes.length > 0) throw new AppError("bad_request:market-research", notes[0].message, notes[0].param);
  const data = await readMarketResearchView(query);
  return Response.json({ success: true, data }, { headers: { "cache-control": "private, no-cache" } });
});
