// Which of the three formats a file holds: the extension says CSV or JSON, the header or the fields say which one.
import { STEAM_GAMES_REQUIRED_COLUMNS } from "./steam-games";
import { STEAMSPY_REQUIRED_COLUMNS } from "./steamspy";
import type { ImportFormat } from "@/lib/domain/import/types";

export type FileKind = "csv" | "json";

export function fileKindOf(file: string): FileKind | null {
  const lower = file.toLowerCase();
  if (lower.endsWith(".csv")) return "csv";
  if (lower.endsWith(".json")) return "json";
  return null;
}

export function normaliseHeader(header: readonly string[]): string[] {
  return header.map((column) =>
    column
      .replace(/^\uFEFF/, "")
      .trim()
      .toLowerCase(),
  );
}

export type Detection = { format: ImportFormat } | { error: string };

const missing = (columns: readonly string[], present: readonly string[]) => columns.filter((column) => !present.includes(column));

/** A SteamSpy dump has `appid` and `owners`; the Steam games CSV has `app_id` and `release_date`. */
export function detectCsvFormat(rawHeader: readonly string[]): Detection {
  const header = normaliseHeader(rawHeader);
  if (header.includes("appid")) {
    const absent = missing(STEAMSPY_REQUIRED_COLUMNS, header);
    return absent.length === 0
      ? { format: "steamspy" }
      : { error: `looks like a SteamSpy dump (it has appid) but lacks the column${absent.length > 1 ? "s" : ""} ${absent.join(", ")}` };
  }
  if (header.includes("app_id")) {
    const absent = missing(STEAM_GAMES_REQUIRED_COLUMNS, header);
    return absent.length === 0
      ? { format: "steam-games" }
      : { error: `looks like a Steam games CSV (it has app_id) but lacks the column${absent.length > 1 ? "s" : ""} ${absent.join(", ")}` };
  }
  const shown = header.slice(0, 8).join(", ") + (header.length > 8 ? ", …" : "");
  return {
    error:
      `is not a recognised CSV: its header (${shown || "empty"}) has neither a SteamSpy dump's columns ` +
      `(${STEAMSPY_REQUIRED_COLUMNS.join(", ")}, …) nor a Steam games CSV's (${STEAM_GAMES_REQUIRED_COLUMNS.join(", ")}, …)`,
  };
}

export interface JsonRecords {
  format: ImportFormat;
  records: unknown[];
  /** The app-id keys of a SteamSpy dump keyed by app id, in the order of `records`; null for a list. */
  keys: string[] | null;
  /** Where the records sit: the root itself, or the root's "games" member. */
  container: "root" | "games";
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * JSON shapes: a list of records, `{ "games": [...] }`, or the SteamSpy API's object keyed by app id
 * (`{ "10": { "appid": 10, ... } }`). Records with `appid` are SteamSpy's, records with `app_id` the Lumos format.
 */
export function detectJsonFormat(root: unknown): JsonRecords | { error: string } {
  let records: unknown[];
  let keys: string[] | null = null;
  let container: JsonRecords["container"] = "root";
  if (Array.isArray(root)) records = root;
  else if (isPlainObject(root) && Array.isArray(root.games)) {
    records = root.games;
    container = "games";
  } else if (isPlainObject(root) && Object.keys(root).length > 0 && Object.values(root).every((value) => isPlainObject(value) && "appid" in value)) {
    keys = Object.keys(root);
    records = Object.values(root);
  } else {
    return { error: 'is not a recognised JSON file: expected a list of games, { "games": [...] }, or a SteamSpy dump keyed by app id' };
  }
  const first = records.find(isPlainObject);
  if (!first) return { format: "lumos-json", records, keys, container };
  if ("appid" in first) return { format: "steamspy", records, keys, container };
  if ("app_id" in first || "title" in first) return { format: "lumos-json", records, keys, container };
  const fields = Object.keys(first).slice(0, 8).join(", ");
  return {
    error: `is not a recognised JSON file: its first record (fields ${fields || "none"}) has neither appid (SteamSpy) nor app_id and title (Lumos JSON)`,
  };
}

export interface JsonRecordLine {
  /** The member name for an object container, null for an array element. */
  key: string | null;
  line: number;
}

/**
 * Where the records of a JSON text that JSON.parse accepted start: the line of each element of the container,
 * in text order. Lets a rejected JSON record be reported as "file:line" like a CSV row. (Text order is not
 * always JSON.parse's order: an object's integer-like keys come first, ascending, hence the keys.)
 */
export function jsonRecordLines(text: string, container: JsonRecords["container"]): JsonRecordLine[] {
  const lines: JsonRecordLine[] = [];
  let line = 1;
  let i = 0;
  const skip = () => {
    for (; i < text.length; i++) {
      const char = text[i];
      if (char === "\n") line++;
      else if (char !== " " && char !== "\t" && char !== "\r" && char !== "\uFEFF") return;
    }
  };
  const readString = (): string => {
    const start = ++i;
    for (; i < text.length; i++) {
      const char = text[i];
      if (char === "\\") i++;
      else if (char === '"') break;
    }
    const raw = text.slice(start, i++);
    return raw.includes("\\") ? (JSON.parse(`"${raw}"`) as string) : raw;
  };
  // depth 0 is the root value; `inGames` is true inside the root's "games" member.
  const value = (depth: number, inGames: boolean) => {
    skip();
    const char = text[i];
    const isTarget = (container === "root" && depth === 0) || (container === "games" && inGames && depth === 1);
    if (char === "[" || char === "{") {
      const close = char === "[" ? "]" : "}";
      i++;
      skip();
      if (text[i] === close) {
        i++;
        return;
      }
      for (;;) {
        let key: string | null = null;
        if (char === "{") {
          skip();
          key = readString();
          skip();
          i++; // the colon
        }
        skip();
        if (isTarget) lines.push({ key, line });
        value(depth + 1, depth === 0 && key === "games");
        skip();
        if (text[i++] === ",") continue;
        return;
      }
    }
    if (char === '"') {
      readString();
      return;
    }
    while (i < text.length && !/[\s,\]}]/.test(text[i])) i++;
  };
  value(0, false);
  return lines;
}
