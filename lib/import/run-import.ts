// `npm run import`: read every file (nothing is written if one cannot be read), merge by app id, write in one
// transaction, report. Files are read before the database is opened, so a bad file costs nothing.
import { performance } from "node:perf_hooks";
import type { DatabaseHandle } from "@/lib/db/client";
import { writeImportedGames, type ImportWriteResult } from "@/lib/db/import";
import { storeKnowledge } from "@/lib/lumos/knowledge";
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
  /**
   * Where what Lumos knows of the new data is stored (lib/lumos/knowledge-snapshot.ts), and the code it is built by.
   * It is built and stored before the import commits, so a server running on the same database reads it when it
   * notices the new data instead of building it itself.
   */
  knowledgeSnapshot?: { file: string; code: string };
}

/** What Lumos knows of the new data: stored (how long building and storing it took), or why it could not be. */
export type StoredKnowledge = { seconds: number } | { error: string };

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
  /** Null when no snapshot was asked for, and on a dry run. */
  knowledge: StoredKnowledge | null;
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
export async function writeImport(handle: DatabaseHandle, read: ReadImport, options: Omit<ImportOptions, "files">): Promise<ImportReport> {
  const suspect = findSuspectRows(read.games, options.asOf);
  const target = options.knowledgeSnapshot;
  let knowledge: StoredKnowledge | null = null;
  const written = await writeImportedGames(handle, read.games, {
    asOf: options.asOf,
    dryRun: options.dryRun,
    // A snapshot that cannot be built or written leaves the import whole: the server then builds what Lumos knows
    // itself, as it did before imports stored it.
    readBeforeCommit: target
      ? async (db) => {
          const started = performance.now();
          try {
            await storeKnowledge({ db, ...target });
            knowledge = { seconds: (performance.now() - started) / 1000 };
          } catch (error) {
            knowledge = { error: error instanceof Error ? error.message : String(error) };
          }
        }
      : undefined,
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
    knowledge,
    seconds: (performance.now() - read.startedAt) / 1000,
  };
}

export async function importFiles(handle: DatabaseHandle, options: ImportOptions): Promise<ImportReport> {
  return writeImport(handle, await readImportFiles(options.files), options);
}
