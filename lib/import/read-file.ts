// Reads one import file: detects its format, maps every row, and collects the rows it rejects with their line.
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { parse } from "csv-parse";
import { detectCsvFormat, detectJsonFormat, fileKindOf, jsonRecordLines, normaliseHeader } from "./detect";
import { lumosRowToGame } from "./lumos-json";
import { steamGamesRowToGame } from "./steam-games";
import { steamSpyRowToGame } from "./steamspy";
import { ImportFileError, type FileReadResult, type ImportFormat, type ImportGame, type RejectedRow, type RowOrigin } from "@/lib/domain/import/types";
import { RowError } from "@/lib/domain/import/values";

type RowMapper = (fields: Record<string, unknown>, origin: RowOrigin) => ImportGame;

/**
 * What one import may hold, so that a file can never take the process down: a CSV is streamed but its games are
 * kept until the write; a JSON file is parsed whole. Steam lists about 120,000 games, well inside these.
 */
export const IMPORT_LIMITS = { rows: 1_000_000, rowCharacters: 1_000_000, jsonBytes: 200_000_000 };
export type ImportLimits = typeof IMPORT_LIMITS;
const formatNumber = (value: number) => value.toLocaleString("en-US");

const CSV_MAPPERS: Record<Exclude<ImportFormat, "lumos-json">, RowMapper> = {
  steamspy: steamSpyRowToGame,
  "steam-games": steamGamesRowToGame,
};

/** Collects mapped games and rejections, refusing a second row of an app id already seen in the same file. */
class RowCollector {
  readonly games: ImportGame[] = [];
  readonly rejected: RejectedRow[] = [];
  private readonly firstLineOf = new Map<number, number>();
  rowsRead = 0;

  constructor(private readonly file: string) {}

  add(line: number, map: (origin: RowOrigin) => ImportGame) {
    this.rowsRead++;
    const origin = { file: this.file, line };
    let game: ImportGame;
    try {
      game = map(origin);
    } catch (error) {
      if (error instanceof RowError) {
        this.reject(line, error.message);
        return;
      }
      throw error;
    }
    const first = this.firstLineOf.get(game.appId);
    if (first !== undefined) {
      this.reject(line, `duplicate app id ${game.appId} (first on line ${first})`);
      return;
    }
    this.firstLineOf.set(game.appId, line);
    this.games.push(game);
  }

  reject(line: number, reason: string) {
    this.rejected.push({ file: this.file, line, reason });
  }
}

async function readCsv(path: string, file: string, limits: ImportLimits): Promise<FileReadResult> {
  const parser = createReadStream(path).pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true, max_record_size: limits.rowCharacters }),
  );
  let header: string[] | null = null;
  let mapper: RowMapper | null = null;
  let format: ImportFormat | null = null;
  const rows = new RowCollector(file);
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      // info.lines is the line the record ends on; quoted line breaks inside it move its start back.
      const line = info.lines - record.reduce((sum, field) => sum + (field.match(/\n/g)?.length ?? 0), 0);
      if (header === null) {
        header = normaliseHeader(record);
        const detection = detectCsvFormat(header);
        if ("error" in detection) throw new ImportFileError(file, detection.error);
        format = detection.format;
        mapper = CSV_MAPPERS[detection.format as keyof typeof CSV_MAPPERS];
        continue;
      }
      if (record.length === 1 && record[0].trim() === "") continue;
      if (rows.rowsRead >= limits.rows) {
        throw new ImportFileError(
          file,
          `has more than ${formatNumber(limits.rows)} rows, the most one import takes: split it into several files and import them one after another`,
        );
      }
      if (record.length !== header.length) {
        rows.rowsRead++;
        rows.reject(line, `expected ${header.length} fields as in the header, found ${record.length}`);
        continue;
      }
      const fields: Record<string, unknown> = {};
      header.forEach((column, index) => (fields[column] = record[index]));
      rows.add(line, (origin) => mapper!(fields, origin));
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    if ((error as { code?: string }).code === "CSV_MAX_RECORD_SIZE") {
      throw new ImportFileError(
        file,
        `has a row longer than ${formatNumber(limits.rowCharacters)} characters, the most one row may hold (an unclosed quote makes the rest of a file one row)`,
      );
    }
    throw new ImportFileError(file, `cannot be read as CSV: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (header === null || format === null) throw new ImportFileError(file, "is empty: a CSV import needs a header line");
  return { file, format, rowsRead: rows.rowsRead, games: rows.games, rejected: rows.rejected };
}

async function readJson(path: string, file: string, bytes: number, limits: ImportLimits): Promise<FileReadResult> {
  if (bytes > limits.jsonBytes) {
    throw new ImportFileError(
      file,
      `is ${formatNumber(Math.ceil(bytes / 1e6))} MB; a JSON file is read whole, so the most one takes is ${formatNumber(limits.jsonBytes / 1e6)} MB: split it, or export CSV, which is read row by row`,
    );
  }
  const text = await readFile(path, "utf8");
  let root: unknown;
  try {
    root = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new ImportFileError(file, `is not valid JSON: ${(error as Error).message}`);
  }
  const detection = detectJsonFormat(root);
  if ("error" in detection) throw new ImportFileError(file, detection.error);
  const located = jsonRecordLines(text, detection.container);
  const lineByKey = new Map(located.map((entry) => [entry.key, entry.line]));
  const rows = new RowCollector(file);
  detection.records.forEach((record, index) => {
    const line = (detection.keys ? lineByKey.get(detection.keys[index]) : located[index]?.line) ?? 0;
    if (detection.format === "lumos-json") {
      rows.add(line, (origin) => lumosRowToGame(record, origin));
    } else if (typeof record !== "object" || record === null || Array.isArray(record)) {
      rows.rowsRead++;
      rows.reject(line, "expected an object with the SteamSpy fields");
    } else {
      // JSON numbers and the CSV's text go through the same field parsers.
      rows.add(line, (origin) => steamSpyRowToGame(record as Record<string, unknown>, origin));
    }
  });
  return { file, format: detection.format, rowsRead: rows.rowsRead, games: rows.games, rejected: rows.rejected };
}

/** Reasons shown when a whole file is refused for its rows: the first few, as the rejection list writes them. */
const REASONS_SHOWN = 3;

/**
 * A recognised file none of whose rows can be imported is refused as a whole, like an unrecognised one: importing it
 * would write nothing but a "last import" record that replaces the real one.
 */
function refuseIfNothingToImport(result: FileReadResult): FileReadResult {
  if (result.games.length > 0) return result;
  if (result.rowsRead === 0) throw new ImportFileError(result.file, "has no rows to import");
  const shown = result.rejected.slice(0, REASONS_SHOWN).map((row) => `line ${row.line}: ${row.reason}`);
  const more = result.rejected.length - shown.length;
  throw new ImportFileError(
    result.file,
    `has no row that can be imported: all ${formatNumber(result.rowsRead)} are rejected (${shown.join("; ")}${more > 0 ? `; …and ${formatNumber(more)} more` : ""})`,
  );
}

/**
 * Reads one file; an unreadable or unrecognised file, or one without a single importable row, throws ImportFileError;
 * bad rows of a file that has good ones become rejections.
 */
export async function readImportFile(path: string, file = path, limits: ImportLimits = IMPORT_LIMITS): Promise<FileReadResult> {
  const kind = fileKindOf(path);
  if (kind === null)
    throw new ImportFileError(
      file,
      "has an unsupported extension: import files are .csv (SteamSpy dump, Steam games CSV) or .json (SteamSpy dump, Lumos games JSON)",
    );
  let bytes: number;
  try {
    const stats = await stat(path);
    if (!stats.isFile()) throw new ImportFileError(file, "is not a file");
    bytes = stats.size;
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(file, `cannot be opened (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  return refuseIfNothingToImport(kind === "csv" ? await readCsv(path, file, limits) : await readJson(path, file, bytes, limits));
}
