// CSV for the tables' "Export CSV" (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled,
// lines end with CRLF. A text cell starting with = + - @ (or a tab or carriage return) gets a leading apostrophe
// so a spreadsheet does not run it as a formula; numbers are written exactly as they are.
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<CsvValue>>): string {
  return [header, ...rows].map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}
