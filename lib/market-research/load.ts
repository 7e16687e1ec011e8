import "server-only";
import { cache } from "react";
import { getKnowledge } from "@/lib/lumos/knowledge";
import { getMarketResearchSelection } from "@/lib/data/market-research";
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

const shareByKey = cache(async (key: string, gamesKey: string, classificationTypeId: number) => {
  const [selection, knowledge] = await Promise.all([selectionByKey(key), getKnowledge()]);
  const view = { viewKey: gamesKey, gameIds: () => selection.rows.map((row) => row.id), classificationTypeId };
  await prepareViewFeatureShare(knowledge, view);
  return viewFeatureShare(knowledge, view);
});

/** Monthly share of players by feature among the view's games (kept per set of games: a sort or page reuses it). */
export function loadFeatureShare(query: MarketResearchQuery) {
  return shareByKey(selectionKey(query), marketViewGamesKey(query), query.featureTypeId);
}
