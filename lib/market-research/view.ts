import "server-only";
// What /market-research-page shows above the fold, as one plain object: the page renders it in whichever server
// process serves it. The analysis process reads it from what Lumos knows (`readMarketResearchView`); the front
// process, which keeps no copy of the market, asks the analysis process for it (GET /api/market-research/view) and
// renders the page itself, so the page's rendering is shared between the two processes' threads (docs/decisions.md,
// "Market research rendered by either process").
import { listMarketResearchOptions, type PlatformWithGames } from "@/lib/data/market-research";
import { getKnowledge } from "@/lib/lumos/knowledge";
import { readWhereTheMarketIs } from "@/lib/server/analysis-process";
import { loadSelection } from "./load";
import { toSearchParams, type MarketResearchQuery, type QueryNote } from "./market-research-query";
import { rowCells, type MarketResearchSummary, type ResultRow } from "./select-games";
import { dropUnknownIds } from "./view-ids";

export interface MarketResearchView {
  /** The view as shown: the query asked for, less the ids the data does not know (each with a note). */
  query: MarketResearchQuery;
  /** What was left out of the query, by parameter. */
  notes: QueryNote[];
  /** The query's features by name, with their type ("Roguelike (genre)"). */
  featureNames: string[];
  /** Every platform, with how many games it has. */
  platforms: PlatformWithGames[];
  /** The classification types, for the feature-share chart below the fold. */
  types: Array<{ id: number; name: string }>;
  summary: MarketResearchSummary;
  /** How many games the view matches, and the page of them shown (a page past the last shows the last). */
  results: { matched: number; rows: ResultRow[]; page: number; lastPage: number; from: number; to: number };
}

/** The view read from what Lumos knows, in the process that keeps it. */
export async function readMarketResearchView(asked: MarketResearchQuery): Promise<MarketResearchView> {
  const query = structuredClone(asked);
  const knowledge = await getKnowledge();
  const { platforms, types } = await listMarketResearchOptions({ facts: knowledge.games });
  const notes = dropUnknownIds(query, { classifications: knowledge.classifications, platforms, types });
  const featureNames = query.featureIds.map((id) => {
    const classification = knowledge.classifications.get(id)!;
    const type = types.find((candidate) => candidate.id === classification.typeId);
    return `${classification.name}${type ? ` (${type.name.toLowerCase()})` : ""}`;
  });
  const selection = await loadSelection(query);
  const { rows, page, lastPage, from, to } = selection.page(query.page, query.perPage);
  return {
    query,
    notes,
    featureNames,
    platforms,
    types: types.map(({ id, name }) => ({ id, name })),
    summary: selection.summary,
    results: { matched: selection.matched, rows: rows.map((row): ResultRow => [row.id, ...rowCells(row, query.columns)]), page, lastPage, from, to },
  };
}

/** The address of a view's above-the-fold data on the analysis process (every part of the query, canonical). */
export const marketResearchViewPath = (query: MarketResearchQuery) => `/api/market-research/view?${toSearchParams(query)}`;

/** The view for the page being rendered: read here in the analysis process, asked of it in the front one. */
export function loadMarketResearchView(query: MarketResearchQuery): Promise<MarketResearchView> {
  return readWhereTheMarketIs(marketResearchViewPath(query), () => readMarketResearchView(query));
}
