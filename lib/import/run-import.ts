// `npm run import`: read every file (nothing is written if one cannot be read), merge by app id, write in one
// transaction, report. Files are read before the database is opened, so a bad file costs nothing.
import { performance } from "node:perf_hooks";
import type { DatabaseHandle } from "@/lib/db/client";
import { writeImportedGames, type ImportWriteResult } from "@/lib/db/import";
import { mergeByAppId } from "./merge";
import { readImportFile } from "./read-file";
import { findSuspectRows, type SuspectRow } from "./suspect";
import type { ImportFormat, ImportGame, RejectedRow } from "@/lib/domain/import/types";

export interface ImportOptions {
  /** Paths as the user typed them; messages show them unchanged. */
  files: readonly string[];
  /** The date the data describes, YYYY-MM-DD. */
  asOf: string;
  dryRun?: boolean;
}

export interface FileSummary {
  file: string;
  format: ImportFormat;
  rowsRead: number;
  accepted: number;
  rejected: number;
}

export interface ImportReport {
  asOf: string;
  files: FileSummary[];
  /** Distinct app ids after merging the files. */
  merged: number;
  /** App ids that appear in more than one file. */
  inSeveralFiles: number;
  rejected: RejectedRow[];
  /** Rows kept but implausible (a release in 1900 or after the as-of date, more owners than Steam has accounts…). */
  suspect: SuspectRow[];
  written: ImportWriteResult;
  seconds: number;
}

export interface ReadImport {
  files: FileSummary[];
  games: ImportGame[];
  inSeveralFiles: number;
  rejected: RejectedRow[];
  startedAt: number;
}

/** Reads and merges every file; throws ImportFileError for a file that cannot be imported at all. */
export async function readImportFiles(paths: readonly string[]): Promise<ReadImport> {
  const startedAt = performance.now();
  if (paths.length === 0) throw new Error("No files to import.");
  const results = [];
  for (const path of paths) results.push(await readImportFile(path));
  const merged = mergeByAppId(results);
  return {
    files: results.map((result) => ({
      file: result.file,
      format: result.format,
      rowsRead: result.rowsRead,
      accepted: result.games.length,
      rejected: result.rejected.length,
    })),
    games: merged.games,
    inSeveralFiles: merged.inSeveralFiles,
    rejected: results.flatMap((result) => result.rejected),
    startedAt,
  };
}

/** Writes what readImportFiles read, in one transaction, and reports. */
export async function writeImport(handle: DatabaseHandle, read: ReadImport, options: { asOf: string; dryRun?: boolean }): Promise<ImportReport> {
  const suspect = findSuspectRows(read.games, options.asOf);
  const written = await writeImportedGames(handle, read.games, {
    asOf: options.asOf,
    dryRun: options.dryRun,
    describe: {
      files: read.files,
      merged: read.games.length,
      inSeveralFiles: read.inSeveralFiles,
      rejectedRows: read.rejected.length,
      suspectRows: suspect.length,
    },
  });
  return {
    asOf: options.asOf,
    files: read.files,
    merged: read.games.length,
    inSeveralFiles: read.inSeveralFiles,
    rejected: read.rejected,
    suspect,
    written,
    seconds: (performance.now() - read.startedAt) / 1000,
  };
}

export async function importFiles(handle: DatabaseHandle, options: ImportOptions): Promise<ImportReport> {
  return writeImport(handle, await readImportFiles(options.files), options);
}
