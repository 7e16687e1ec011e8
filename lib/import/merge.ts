// Rows of several files about one app id become one game: the row describing it later (more reviews, else the later
// file) overrides the fields it knows.
import type { FileReadResult, ImportGame } from "@/lib/domain/import/types";

export interface MergedGames {
  games: ImportGame[];
  /** App ids described by more than one file. */
  inSeveralFiles: number;
}

/** The later game's non-null fields win; owners travel as a pair; formats and origins accumulate. */
export function mergeGame(earlier: ImportGame, later: ImportGame): ImportGame {
  const pick = <T>(a: T | null, b: T | null): T | null => (b !== null ? b : a);
  const laterHasOwners = later.ownersMin !== null && later.ownersMax !== null;
  return {
    appId: earlier.appId,
    title: later.title || earlier.title,
    releaseDate: pick(earlier.releaseDate, later.releaseDate),
    priceUsd: pick(earlier.priceUsd, later.priceUsd),
    developers: pick(earlier.developers, later.developers),
    publishers: pick(earlier.publishers, later.publishers),
    genres: pick(earlier.genres, later.genres),
    tags: pick(earlier.tags, later.tags),
    positive: pick(earlier.positive, later.positive),
    negative: pick(earlier.negative, later.negative),
    ownersMin: laterHasOwners ? later.ownersMin : earlier.ownersMin,
    ownersMax: laterHasOwners ? later.ownersMax : earlier.ownersMax,
    peakPlayers: pick(earlier.peakPlayers, later.peakPlayers),
    formats: [...new Set([...earlier.formats, ...later.formats])],
    origins: [...earlier.origins, ...later.origins],
  };
}

const reviewsOf = (game: ImportGame) => (game.positive !== null && game.negative !== null ? game.positive + game.negative : null);

/**
 * Two rows of one game, merged with the row that describes it later winning: the one with more reviews (a game's
 * reviews only accumulate, so two files' rows are two snapshots of it, and its reviews, owners and price go together),
 * else the later file's. The origins stay in file order.
 */
function mergeSnapshots(known: ImportGame, next: ImportGame): ImportGame {
  const [before, after] = [reviewsOf(known), reviewsOf(next)];
  if (before === null || after === null || before <= after) return mergeGame(known, next);
  return { ...mergeGame(next, known), origins: [...known.origins, ...next.origins] };
}

/**
 * Merges files in command-line order, a game's later snapshot (more reviews) winning a conflict, else the later file
 * (mergeSnapshots); games keep their first-seen order.
 */
export function mergeByAppId(files: readonly FileReadResult[]): MergedGames {
  const byAppId = new Map<number, ImportGame>();
  const fileCount = new Map<number, number>();
  for (const file of files) {
    for (const game of file.games) {
      const known = byAppId.get(game.appId);
      byAppId.set(game.appId, known ? mergeSnapshots(known, game) : game);
      fileCount.set(game.appId, (fileCount.get(game.appId) ?? 0) + 1);
    }
  }
  let inSeveralFiles = 0;
  for (const count of fileCount.values()) if (count > 1) inSeveralFiles++;
  return { games: [...byAppId.values()], inSeveralFiles };
}
