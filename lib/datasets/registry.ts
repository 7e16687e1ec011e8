import "server-only";
import type { CacheTier } from "@/lib/domain/cache-tiers";
import { getMarketSummary } from "@/lib/data/games";
import { parseId } from "@/lib/domain/ids";
import {
  allGameIds,
  dashboard,
  featureMetadata,
  featurePlayerHistory,
  featureTrendingGames,
  featureUpcomingGames,
  gameMetadata,
  platformToGameIds,
  playerCountHistory,
} from "./builders";
import { cachedDataset, type DatasetOptions } from "./cache";
import type { DataSource } from "./source";

// The named datasets of both specification documents. Each is a typed function (`datasets.gameMetadata(id)`) that
// reads its builder through the cache of its tier; screens and routes call these. /api/static-json reads the same
// functions by the specification's names (getDataset).

export type { DashboardDataset, FeatureMetadata, FeaturePlayerHistory, GameMetadata, PlayerCountHistory, TrendingGame } from "./builders";
export { FEATURE_GROUPS } from "./builders";

interface DatasetDefinition {
  /** Human form of the name, as the specification writes it. */
  name: string;
  pattern: RegExp;
  tier: CacheTier;
  /** The dataset for a matched name's id (0 for a dataset of the whole market). */
  readById: (id: number, options?: DatasetOptions) => Promise<unknown>;
}

/** A dataset of the whole market, named `name`. */
function marketDataset<T>(name: string, tier: CacheTier, build: (source: DataSource) => Promise<T>) {
  const read = (options?: DatasetOptions) => cachedDataset(name, tier, build, options);
  return { read, definition: { name, pattern: new RegExp(`^${name}$`), tier, readById: (_id: number, options?: DatasetOptions) => read(options) } };
}

/** A dataset of one game or feature, named `{prefix}_{id}_{suffix}`. */
function idDataset<T>(prefix: string, suffix: string, tier: CacheTier, build: (source: DataSource, id: number) => Promise<T>) {
  const read = (id: number, options?: DatasetOptions) => cachedDataset(`${prefix}_${id}_${suffix}`, tier, (source) => build(source, id), options);
  return { read, definition: { name: `${prefix}_{id}_${suffix}`, pattern: new RegExp(`^${prefix}_(\\d+)_${suffix}$`), tier, readById: read } };
}

/** The datasets of one kind of page: `byId("game_breakdown")("metadata", "long")(build)`. */
const byId =
  (prefix: string) =>
  (suffix: string, tier: CacheTier) =>
  <T>(build: (source: DataSource, id: number) => Promise<T>) =>
    idDataset(prefix, suffix, tier, build);
const game = byId("game_breakdown");
const feature = byId("feature_breakdown");
const marketing = byId("marketing_strategy");

const table = {
  dashboard: marketDataset("dashboard", "short", dashboard),
  gameIds: marketDataset("game_ids", "day", allGameIds),
  platformToGameIds: marketDataset("platform_to_game_ids", "day", platformToGameIds),
  gameMetadata: game("metadata", "long")(gameMetadata),
  gamePlayerCountHistory: game("player_count_history", "medium")(playerCountHistory),
  gamePlayerFit: game("player_fit", "day")((s, id) => s.fetchGamePersona({ game_id: id })),
  gameTopCompetitors: game("top_competitors", "day")((s, id) => s.fetchTopCompetitors({ game_id: id })),
  gameSymbiotic: game("symbiotic", "day")((s, id) => s.fetchSymbioticGames({ game_id: id })),
  featureMetadata: feature("metadata", "long")(featureMetadata),
  featurePlayerHistory: feature("player_history", "medium")(featurePlayerHistory),
  featureSymbioticData: feature("symbiotic_data", "day")((s, id) => s.fetchSymbioticFeatures({ cls_id: [id] })),
  featureTrendingGames: feature("trending_games", "short")(featureTrendingGames),
  featureUpcomingGames: feature("upcoming_games", "medium")(featureUpcomingGames),
  socialMediaPerformance: marketing("social_media_performance", "long")((s, id) => s.fetchSocialMedia({ game_id: id })),
  sentimentData: marketing("sentiment_data", "long")((s, id) => s.fetchSentiment({ game_id: id })),
  revenueEstimate: marketing("revenue_estimate", "long")((s, id) => s.fetchRevenueEstimates({ game_id: id })),
  wishlistChartData: marketing("wishlist_chart_data", "long")((s, id) => s.fetchWishlists({ game_id: id })),
};

type Table = typeof table;

/** Every named dataset as a typed function: `datasets.gamePlayerFit(id)`, `datasets.dashboard()`. */
export const datasets = Object.fromEntries(Object.entries(table).map(([key, entry]) => [key, entry.read])) as { [K in keyof Table]: Table[K]["read"] };

/**
 * The market's counts of games, companies, releases and features (the dashboard's tiles): counts over whole tables,
 * hundreds of milliseconds at 100,000 games, so kept like the dashboard. Not a dataset of the specification, so not
 * named at /api/static-json.
 */
export const marketSummary = (options?: DatasetOptions) => cachedDataset("market_summary", "short", () => getMarketSummary({ db: options?.db }), options);

export const DATASETS: DatasetDefinition[] = Object.values(table).map((entry) => entry.definition);

/** The definition and id a dataset name stands for; null for a name no dataset has (or an id that is not positive). */
export function resolveDataset(name: string): { definition: DatasetDefinition; id: number } | null {
  for (const definition of DATASETS) {
    const match = definition.pattern.exec(name);
    if (!match) continue;
    if (match[1] === undefined) return { definition, id: 0 };
    const id = parseId(match[1]);
    return id === null ? null : { definition, id };
  }
  return null;
}

export class UnknownDatasetError extends Error {}

/** A dataset by the specification's name (/api/static-json); unknown names throw UnknownDatasetError. */
export async function getDataset(name: string, options?: DatasetOptions): Promise<unknown> {
  const resolved = resolveDataset(name);
  if (!resolved) throw new UnknownDatasetError(`No dataset is named ${name}`);
  return resolved.definition.readById(resolved.id, options);
}
