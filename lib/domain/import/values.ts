// Field parsers shared by the readers. Each takes what a CSV cell or a JSON value holds and returns a clean value,
// null when the field is empty, or throws a RowError whose message becomes the row's rejection reason.
import { INT4_MAX, type PartialDate } from "./types";

export class RowError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RowError";
  }
}

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", nbsp: "\u00a0" };

/** SteamSpy escapes names for HTML ("Aspyr (Mac, Linux, &amp; Windows Update)"). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === "#") {
      const code = entity[1] === "x" || entity[1] === "X" ? Number.parseInt(entity.slice(2), 16) : Number.parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** Trimmed text (tabs and spaces included) with HTML entities decoded; null when nothing is left. */
export function cleanText(raw: unknown): string | null {
  if (raw === null || raw === undefined) return null;
  const text = decodeEntities(String(raw)).trim();
  return text === "" ? null : text;
}

const show = (raw: unknown) => JSON.stringify(typeof raw === "string" ? raw.trim() : raw);

/** A count such as positive reviews: digits only ("12", "12.0" from a float export); null when empty. */
export function parseWholeNumber(raw: unknown, field: string, max = Number.MAX_SAFE_INTEGER): number | null {
  if (raw === null || raw === undefined) return null;
  let value: number;
  if (typeof raw === "number") {
    value = raw;
  } else {
    const text = String(raw).trim();
    if (text === "") return null;
    if (!/^\d+(\.0+)?$/.test(text)) throw new RowError(`${field}: ${show(raw)} is not a whole number`);
    value = Number(text);
  }
  if (!Number.isInteger(value) || value < 0) throw new RowError(`${field}: ${show(raw)} is not a whole number`);
  if (value > max) throw new RowError(`${field}: ${value} is too large (at most ${max})`);
  return value;
}

/** Steam app id: required, a positive whole number that fits the steam_app_id column. */
export function parseAppId(raw: unknown, field = "app id"): number {
  const value = parseWholeNumber(raw, field, INT4_MAX);
  if (value === null) throw new RowError(`missing ${field}`);
  if (value === 0) throw new RowError(`${field}: 0 is not an app id`);
  return value;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** SteamSpy prices are US cents as whole numbers: "999" is $9.99. */
export function parseCents(raw: unknown, field: string): number | null {
  const cents = parseWholeNumber(raw, field);
  return cents === null ? null : round2(cents / 100);
}

/** A US-dollar price such as "19.99" or "0.0". */
export function parseUsd(raw: unknown, field: string): number | null {
  if (raw === null || raw === undefined) return null;
  const text = typeof raw === "number" ? String(raw) : String(raw).trim().replace(/^\$/, "");
  if (text === "") return null;
  if (!/^\d+(\.\d+)?$/.test(text) || !Number.isFinite(Number(text))) throw new RowError(`${field}: ${show(raw)} is not a price in dollars`);
  return round2(Number(text));
}

export interface OwnersRange {
  min: number;
  max: number;
}

function checkedRange(min: number, max: number, raw: unknown, field: string): OwnersRange {
  if (min > max) throw new RowError(`${field}: ${show(raw)} has its minimum above its maximum`);
  return { min, max };
}

/** SteamSpy's owners bracket, "1,000,000 .. 2,000,000"; null when empty. */
export function parseOwnersRange(raw: unknown, field = "owners"): OwnersRange | null {
  if (raw === null || raw === undefined) return null;
  const text = String(raw).trim();
  if (text === "") return null;
  const match = /^(\d{1,3}(?:,\d{3})*|\d+)\s*\.\.\s*(\d{1,3}(?:,\d{3})*|\d+)$/.exec(text);
  if (!match) throw new RowError(`${field}: ${show(raw)} is not a range like "1,000,000 .. 2,000,000"`);
  const [min, max] = [match[1], match[2]].map((part) => Number(part.replace(/,/g, "")));
  return checkedRange(min, max, raw, field);
}

/** The Steam CSV's min_owners and max_owners columns: both or neither. */
export function parseOwnerBounds(rawMin: unknown, rawMax: unknown): OwnersRange | null {
  const min = parseWholeNumber(rawMin, "min_owners");
  const max = parseWholeNumber(rawMax, "max_owners");
  if (min === null && max === null) return null;
  if (min === null || max === null) throw new RowError(`owners: min_owners and max_owners must both be given (got ${show(rawMin)} and ${show(rawMax)})`);
  return checkedRange(min, max, `${min} .. ${max}`, "owners");
}

/** The estimate a range stands for: its midpoint. */
export function ownersMidpoint(range: OwnersRange): number {
  return Math.round((range.min + range.max) / 2);
}

// ---------------------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------------------

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const FULL_MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

function monthNumber(name: string): number | null {
  const lower = name.toLowerCase().replace(/\.$/, "");
  const short = MONTHS.indexOf(lower);
  if (short >= 0) return short + 1;
  const full = FULL_MONTHS.indexOf(lower);
  if (full >= 0) return full + 1;
  return lower === "sept" ? 9 : null;
}

function validDate(year: number, month: number, day: number | null): boolean {
  // A date from 1900 is read (and reported as suspect before 1970, lib/import/suspect.ts), not refused.
  if (year < 1900 || year > 2100 || month < 1 || month > 12) return false;
  if (day === null) return true;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** What Steam shows for a release not dated yet; read as "no date", not as an error. */
const UNDATED = new Set(["coming soon", "to be announced", "tba", "tbd", "-"]);

/**
 * A Steam store date: "Oct 12, 2017", "12 Oct, 2017", "October 12, 2017", month only "Oct 2017"; also ISO
 * "2017-10-12". Null for an empty cell or "Coming soon".
 */
export function parseSteamDate(raw: unknown, field = "release_date"): PartialDate | null {
  const text = cleanText(raw);
  if (text === null || UNDATED.has(text.toLowerCase())) return null;
  let year: number | undefined;
  let month: number | null = null;
  let day: number | null = null;
  let match: RegExpExecArray | null;
  if ((match = /^([A-Za-z]+\.?)\s+(\d{1,2}),?\s+(\d{4})$/.exec(text))) {
    [month, day, year] = [monthNumber(match[1]), Number(match[2]), Number(match[3])];
  } else if ((match = /^(\d{1,2})\s+([A-Za-z]+\.?),?\s+(\d{4})$/.exec(text))) {
    [day, month, year] = [Number(match[1]), monthNumber(match[2]), Number(match[3])];
  } else if ((match = /^([A-Za-z]+\.?),?\s+(\d{4})$/.exec(text))) {
    [month, year] = [monthNumber(match[1]), Number(match[2])];
  } else if ((match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text))) {
    [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  if (year === undefined || month === null || !validDate(year, month, day)) {
    throw new RowError(`${field}: cannot read ${show(raw)} as a date (expected "Oct 12, 2017" or "Oct 2017")`);
  }
  return { year, month, day };
}

/** The JSON schema's dates: "YYYY-MM-DD", or "YYYY-MM" when only the month is known. */
export function parseIsoDate(text: string): PartialDate | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: match[3] === undefined ? null : Number(match[3]) };
  return validDate(date.year, date.month, date.day) ? date : null;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** As publications store a release date: "DD-MM-YYYY", or "MM-YYYY" for a month-only date. */
export function publicationDateText(date: PartialDate): string {
  return date.day === null ? `${pad(date.month)}-${date.year}` : `${pad(date.day)}-${pad(date.month)}-${date.year}`;
}

/** The earliest day the date allows, YYYY-MM-DD (the first of the month for a month-only date). */
export function earliestIsoDay(date: PartialDate): string {
  return `${date.year}-${pad(date.month)}-${pad(date.day ?? 1)}`;
}

/** Reads back a publication's release_date text (DD-MM-YYYY or MM-YYYY); null for other formats. */
export function parsePublicationDateText(text: string | null): PartialDate | null {
  if (!text) return null;
  const match = /^(?:(\d{2})-)?(\d{2})-(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const date = { year: Number(match[3]), month: Number(match[2]), day: match[1] === undefined ? null : Number(match[1]) };
  return validDate(date.year, date.month, date.day) ? date : null;
}

/** Text price as publications store it: "$19.99". */
export function msrpText(priceUsd: number): string {
  return `$${priceUsd.toFixed(2)}`;
}

/** The day before an ISO date: SteamSpy's ccu of a dump taken on day D is the peak of day D − 1. */
export function dayBefore(isoDate: string): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

export function isIsoDay(text: string): boolean {
  const date = parseIsoDate(text);
  return date !== null && date.day !== null;
}
