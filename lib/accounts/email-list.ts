// The address list of a bulk invitation: CSV text (a file's content, with or without a header row) or lines
// pasted from anywhere ("a@x.com, b@y.com", "Jane Doe <jane@x.com>", one per line, ; or tab separated).
// Every address found becomes one entry, reported with the line it came from; a line with no address in it is
// one malformed entry. Addresses are compared in lower case, and the second mention of one is a duplicate.
import { parse } from "csv-parse/sync";
import { z } from "zod";

export const MAX_BULK_ADDRESSES = 500;
/** Longer than any address list of 500 lines a person would paste; beyond it the text is not parsed at all. */
export const MAX_BULK_TEXT_LENGTH = 200_000;
export const MAX_EMAIL_LENGTH = 254;

export type EmailListEntry =
  | { line: number; input: string; email: string; status: "valid" }
  | { line: number; input: string; email: string; status: "duplicate" }
  | { line: number; input: string; email: null; status: "malformed" };

const emailFormat = z.email();
const HEADER_CELL = /^e-?mail(\s*address)?$/i;

/** Lower-cased, trimmed address when it is one, else null. */
export function normalizeEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  if (email.length === 0 || email.length > MAX_EMAIL_LENGTH) return null;
  const [local] = email.split("@");
  if (local.length > 64) return null;
  return emailFormat.safeParse(email).success ? email : null;
}

interface Row {
  line: number;
  cells: string[];
}

function splitRows(text: string, firstLine: number): Row[] {
  try {
    const records = parse(text, {
      delimiter: [",", ";", "\t"],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      info: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
    return records.map(({ record, info }) => ({ line: firstLine + info.lines - 1, cells: record }));
  } catch {
    // An unclosed quote and the like: fall back to plain lines and separators, so one bad line does not hide the rest.
    return text
      .split(/\r?\n/)
      .map((line, index) => ({ line: firstLine + index, cells: line.split(/[,;\t]/).map((cell) => cell.trim()) }))
      .filter((row) => row.cells.some((cell) => cell !== ""));
  }
}

/** The candidate addresses in one cell: what is inside <…>, else every whitespace-separated word with an @. */
function addressesInCell(cell: string): string[] {
  const bracketed = [...cell.matchAll(/<([^<>]*)>/g)].map((match) => match[1]);
  const words = bracketed.length > 0 ? bracketed : cell.split(/\s+/).filter((word) => word.includes("@"));
  return words
    .map((word) =>
      word
        .trim()
        .replace(/^mailto:/i, "")
        .replace(/^["'(\[]+|["')\].,]+$/g, ""),
    )
    .filter(Boolean);
}

function rowText(cells: string[]): string {
  return cells.join(", ");
}

function entriesOfRows(rows: Row[], { detectHeader }: { detectHeader: boolean }): EmailListEntry[] {
  const entries: EmailListEntry[] = [];
  const seen = new Set<string>();
  let emailColumn: number | null = null;

  rows.forEach((row, index) => {
    if (detectHeader && index === 0) {
      const column = row.cells.findIndex((cell) => HEADER_CELL.test(cell));
      if (column >= 0 && !row.cells.some((cell) => cell.includes("@"))) {
        emailColumn = column;
        return;
      }
    }
    const cells = emailColumn === null ? row.cells : [row.cells[emailColumn] ?? ""];
    const candidates = cells.flatMap(addressesInCell);
    if (candidates.length === 0) {
      // With an email column, the column's value is what was wrong; otherwise the whole line.
      const input = emailColumn !== null && cells[0] ? cells[0] : rowText(row.cells);
      entries.push({ line: row.line, input, email: null, status: "malformed" });
      return;
    }
    for (const candidate of candidates) {
      const email = normalizeEmail(candidate);
      if (email === null) entries.push({ line: row.line, input: candidate, email: null, status: "malformed" });
      else if (seen.has(email)) entries.push({ line: row.line, input: candidate, email, status: "duplicate" });
      else {
        seen.add(email);
        entries.push({ line: row.line, input: candidate, email, status: "valid" });
      }
    }
  });
  return entries;
}

/**
 * Every address of a bulk invitation. `csv`: text whose first row may be a header naming an "email" column
 * (then only that column is read). `emails`: a list, each item read as one line (item n is line n).
 */
export function parseEmailList(source: { csv: string } | { emails: readonly string[] }): EmailListEntry[] {
  if ("csv" in source) return entriesOfRows(splitRows(source.csv, 1), { detectHeader: true });
  const rows = source.emails.flatMap((item, index) => {
    const parsed = splitRows(item, index + 1).map((row) => ({ ...row, line: index + 1 }));
    return parsed.length > 0 ? [{ line: index + 1, cells: parsed.flatMap((row) => row.cells) }] : [];
  });
  return entriesOfRows(rows, { detectHeader: false });
}
