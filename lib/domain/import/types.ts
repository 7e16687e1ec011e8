// The shapes an import passes from the file readers through the merge to the database writer.

/** The three file formats `npm run import` understands. */
export type ImportFormat = "steamspy" | "steam-games" | "lumos-json";

export const FORMAT_LABELS: Record<ImportFormat, string> = {
  steamspy: "SteamSpy dump",
  "steam-games": "Steam games CSV",
  "lumos-json": "Lumos games JSON",
};

/** A release date as precise as the source gives it: a day, or a month only ("Oct 2017"). */
export interface PartialDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31, or null when the source gives the month only. */
  day: number | null;
}

export interface TagVotes {
  name: string;
  votes: number;
}

/** Where a row came from, for messages that point at it: "file:line". */
export interface RowOrigin {
  file: string;
  line: number;
}

/**
 * One game as one or more sources describe it. A null field (or a null list) means the source does not say,
 * so a merge or a re-import keeps what is already known; lists are never empty (empty reads as unknown).
 */
export interface ImportGame {
  appId: number;
  title: string;
  releaseDate: PartialDate | null;
  /** List price in US dollars (SteamSpy's initialprice, the Steam CSV's price, the JSON's price_usd). */
  priceUsd: number | null;
  developers: string[] | null;
  publishers: string[] | null;
  genres: string[] | null;
  /** Steam user tags, most votes first. */
  tags: TagVotes[] | null;
  positive: number | null;
  negative: number | null;
  ownersMin: number | null;
  ownersMax: number | null;
  /** Peak concurrent players of the day before the as-of date (SteamSpy's ccu is yesterday's peak). */
  peakPlayers: number | null;
  formats: ImportFormat[];
  origins: RowOrigin[];
}

export interface RejectedRow extends RowOrigin {
  reason: string;
}

export interface FileReadResult {
  file: string;
  format: ImportFormat;
  /** Data rows in the file (header and blank lines excluded). */
  rowsRead: number;
  games: ImportGame[];
  rejected: RejectedRow[];
}

/** A file that cannot be imported at all: unknown extension, unrecognised columns, malformed JSON. */
export class ImportFileError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
    this.name = "ImportFileError";
  }
}

/** The largest value a Postgres integer column holds. */
export const INT4_MAX = 2_147_483_647;
