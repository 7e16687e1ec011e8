import { withUser } from "@/lib/api/handler";
import { listMarketResearchOptions } from "@/lib/data/market-research";
import { getKnowledge } from "@/lib/lumos/knowledge";
import { readMarketResearchBelowTheFold } from "@/lib/market-research/below-the-fold";
import { parseMarketResearchQuery } from "@/lib/market-research/market-research-query";
import { dropUnknownIds } from "@/lib/market-research/view-ids";
import { AppError } from "@/lib/server/errors";

export const dynamic = "force-dynamic";

/**
 * GET /api/market-research/sections?<the view's filters and cls_type>: what market research shows below the fold,
 * read after the page has hydrated → { success, data: { matched, byReleaseYear, byPlatform, featureShare } }. A
 * parameter that is not understood, or names an id the data does not have, is answered with 400 naming it.
 */
export const GET = withUser("market-research", async (request) => {
  const { query, notes } = parseMarketResearchQuery(new URL(request.url).searchParams);
  const knowledge = await getKnowledge();
  const { platforms, types } = await listMarketResearchOptions({ facts: knowledge.games });
  const problems = [...notes, ...dropUnknownIds(query, { classifications: knowledge.classifications, platforms, types })];
  if (problems.length > 0) throw new AppError("bad_request:market-research", problems[0].message, problems[0].param);
  const data = await readMarketResearchBelowTheFold(query);
  return Response.json({ success: true, data }, { headers: { "cache-control": "private, no-cache" } });
});
