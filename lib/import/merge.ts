// Rows of several files about one app id become one game: each later file overrides the fields it knows.
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

/** Merges files in command-line order (the later file wins a conflict); games keep their first-seen order. */
export function mergeByAppId(files: readonly FileReadResult[]): MergedGames {
  const byAppId = new Map<number, ImportGame>();
  const fileCount = new Map<number, number>();
  for (const file of files) {
    for (const game of file.games) {
      const known = byAppId.get(game.appId);
      byAppId.set(game.appId, known ? mergeGame(known, game) : game);
      fileCount.set(game.appId, (fileCount.get(game.appId) ?? 0) + 1);
    }
  }
  let inSeveralFiles = 0;
  for (const count of fileCount.values()) if (count > 1) inSeveralFiles++;
  return { games: [...byAppId.values()], inSeveralFiles };
}
