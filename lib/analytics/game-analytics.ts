import "server-only";
// The game breakdown's similar games, top competitors and symbiotic games, for every caller (the screens' datasets,
// the GraphQL resolvers, the similarity proxy and Lumos): scored in memory over the engine's knowledge, with the
// daily players of a handful of candidates read from the database for the symbiotic correlation.
import { listPlayerCorrelations } from "@/lib/data/analytics";
import { checkIds } from "@/lib/data/query";
import type { Database } from "@/lib/db/client";
import { getKnowledge, type Knowledge } from "@/lib/lumos/knowledge";
import {
  buildSimilarityIndex,
  similarGames,
  symbioticCandidates,
  topCompetitors,
  type Competitor,
  type SimilarGame,
  type SimilarityIndex,
} from "./similar-games";
import { sharedWeakMap } from "@/lib/cache/shared-weak-map";

export type { Competitor, SimilarGame } from "./similar-games";

export interface SymbioticGame extends SimilarGame {
  /** Pearson correlation of the two games' daily players over the last 180 days. */
  player_correlation: number;
}

const indexes = sharedWeakMap<Knowledge, Promise<SimilarityIndex>>("similarity-index");

/** The similarity index of a knowledge, built once (in slices that yield to other requests) and kept with it. */
export function similarityIndexOf(knowledge: Knowledge): Promise<SimilarityIndex> {
  let index = indexes.get(knowledge);
  if (!index) indexes.set(knowledge, (index = buildSimilarityIndex(knowledge)));
  return index;
}

type Options = { gameId: number; limit?: number; db?: Database };
const indexFor = async (db: Database | undefined) => similarityIndexOf(await getKnowledge({ db }));
const oneGame = (gameId: number) => checkIds([gameId], "game_id")![0];

export async function listSimilarGames({ gameId, limit = 10, db }: Options): Promise<SimilarGame[]> {
  const game = oneGame(gameId);
  return similarGames(await indexFor(db), game, limit);
}

export async function listTopCompetitors({ gameId, limit = 10, db }: Options): Promise<Competitor[]> {
  const game = oneGame(gameId);
  return topCompetitors(await indexFor(db), game, limit);
}

/** Correlation of daily players over this many days, and the fewest shared days it is computed on. */
const CORRELATION_DAYS = 180;
const CORRELATION_MIN_DAYS = 30;

/**
 * Symbiotic games share an audience: features overlap (at least 0.15) and their daily players over the last
 * 180 days rise and fall together (correlation above 0.3). Ranked by overlap × correlation.
 */
export async function listSymbioticGames({ gameId, limit = 10, db }: Options): Promise<SymbioticGame[]> {
  const game = oneGame(gameId);
  const similar = await symbioticCandidates(await indexFor(db), game);
  if (similar.length === 0) return [];
  const correlations = await listPlayerCorrelations({
    gameId: game,
    otherIds: similar.map((g) => g.game_id),
    days: CORRELATION_DAYS,
    minDays: CORRELATION_MIN_DAYS,
    db,
  });
  return similar
    .map((g) => ({ ...g, player_correlation: Math.round((correlations.get(g.game_id) ?? 0) * 1000) / 1000 }))
    .filter((g) => g.player_correlation > 0.3)
    .sort((a, b) => b.feature_overlap * b.player_correlation - a.feature_overlap * a.player_correlation || a.game_id - b.game_id)
    .slice(0, limit);
}
