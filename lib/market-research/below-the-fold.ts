import "server-only";
import { listMarketResearchOptions } from "@/lib/data/market-research";
import { getKnowledge } from "@/lib/lumos/knowledge";
import type { FeatureShareHistory } from "./feature-share";
import { loadFeatureShare, loadSelection } from "./load";
import type { MarketResearchQuery } from "./market-research-query";
import type { PlatformBucket, ReleaseYearBucket } from "./select-games";

// What market research shows below the fold, read in one request after the page has hydrated
// (GET /api/market-research/sections; docs/decisions.md, "Sections below the fold are drawn in the browser").

export interface MarketResearchBelowTheFold {
  /** How many games the view matches. */
  matched: number;
  byReleaseYear: ReleaseYearBucket[];
  /** Every platform of the matched games, most games first, with its name. */
  byPlatform: Array<PlatformBucket & { name: string }>;
  /** The share of players by feature of the query's classification type. */
  featureShare: FeatureShareHistory;
}

export async function readMarketResearchBelowTheFold(query: MarketResearchQuery): Promise<MarketResearchBelowTheFold> {
  // The feature share reads the selection loaded here: a route handler has no per-request cache to share it through.
  const [selection, knowledge] = await Promise.all([loadSelection(query), getKnowledge()]);
  const featureShare = await loadFeatureShare(query, selection);
  const { platforms } = await listMarketResearchOptions({ facts: knowledge.games });
  const names = new Map(platforms.map((platform) => [platform.id, platform.name]));
  return {
    matched: selection.matched,
    byReleaseYear: selection.byReleaseYear,
    byPlatform: selection.byPlatform.map((bucket) => ({ ...bucket, name: names.get(bucket.platformId) ?? `Platform ${bucket.platformId}` })),
    featureShare,
  };
}
