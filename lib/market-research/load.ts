import "server-only";
import { cache } from "react";
import { getKnowledge } from "@/lib/lumos/knowledge";
import { getMarketResearchSelection } from "@/lib/data/market-research";
import type { MarketResearchSelection } from "@/lib/market-research/select-games";
import { prepareViewFeatureShare, viewFeatureShare } from "@/lib/market-research/feature-share";
import { DEFAULT_QUERY, marketViewGamesKey, type MarketResearchQuery } from "@/lib/market-research/market-research-query";

/** What decides the matched games and their order (not the page, the columns or the chart type). */
function selectionKey(query: MarketResearchQuery): string {
  const { sizes, platformId, featureIds, release, status, datapoint, sort, direction } = query;
  return JSON.stringify({ sizes, platformId, featureIds, release, status, datapoint, sort, direction });
}

// The game facts come from the Lumos engine's in-memory copy (loaded through lib/data/lumos.ts and refreshed when the
// data changes), so a filter change costs the data point and yesterday's players, not a read of every game.
const selectionByKey = cache(async (key: string) => {
  const knowledge = await getKnowledge();
  return getMarketResearchSelection({
    query: { ...DEFAULT_QUERY, ...(JSON.parse(key) as Partial<MarketResearchQuery>) },
    today: knowledge.today,
    facts: knowledge.games,
    titleOrder: knowledge.titleOrder,
  });
});

/** The selection of a view, loaded once per request however many sections read it. */
export function loadSelection(query: MarketResearchQuery) {
  return selectionByKey(selectionKey(query));
}

/**
 * Monthly share of players by feature among a view's games, from the selection already loaded for it (kept per set of
 * games: a sort or page reuses it).
 */
export async function loadFeatureShare(query: MarketResearchQuery, selection: MarketResearchSelection) {
  const knowledge = await getKnowledge();
  const view = { viewKey: marketViewGamesKey(query), gameIds: () => selection.gameIds(), classificationTypeId: query.featureTypeId };
  await prepareViewFeatureShare(knowledge, view);
  return viewFeatureShare(knowledge, view);
}
