import { dayNumberOf, daysInMonth, isoDateOf, isValidCalendarDate, type IsoDate } from "./calendar";

/** The release-date text formats of section 3: DD-MM-YYYY, Qn-YYYY, Hn-YYYY, MM-YYYY, "TBA YYYY" and "TBA". */
export type ReleaseDateKind = "exact-day" | "quarter" | "half" | "month" | "tba-year" | "tba";

/** A release-date text read into the days it allows. Only "tba" has no year and no days. */
export type ParsedReleaseDate =
  { kind: Exclude<ReleaseDateKind, "tba">; year: number; earliest: IsoDate; latest: IsoDate } | { kind: "tba"; year: null; earliest: null; latest: null };

// Section 3: month names map to an index from January 0 to December 11.
export const MONTH_INDEX = {
  January: 0,
  February: 1,
  March: 2,
  April: 3,
  May: 4,
  June: 5,
  July: 6,
  August: 7,
  September: 8,
  October: 9,
  November: 10,
  December: 11,
} as const satisfies Record<string, number>;

/** A full English month name, as MONTH_INDEX spells it. */
export type MonthName = keyof typeof MONTH_INDEX;

/** The month names in calendar order. */
const MONTH_NAMES = Object.keys(MONTH_INDEX) as MonthName[];

/** The month index (0–11) of a month name or its 3-letter abbreviation, any case; null for anything else. */
export function monthIndexOf(name: string): number | null {
  const wanted = name.trim().toLowerCase();
  const index = MONTH_NAMES.findIndex((month) => month.toLowerCase() === wanted || month.slice(0, 3).toLowerCase() === wanted);
  return index >= 0 ? index : null;
}

/** The year and the first and last day of a run of months within one year. */
const range = (year: number, firstMonth: number, lastMonth: number) => ({
  year,
  earliest: isoDateOf(dayNumberOf(year, firstMonth, 1)),
  latest: isoDateOf(dayNumberOf(year, lastMonth, daysInMonth(year, lastMonth))),
});

/**
 * Reads a release-date text; null when it is in no recognised format or names a day, month, quarter or half
 * that does not exist (31-02-2024, 00-01-2024, 13-2024, Q5-2024, H3-2024 are refused, never shifted).
 * Surrounding spaces and letter case are ignored; day and month may have one or two digits.
 */
export function parseReleaseDate(text: string): ParsedReleaseDate | null {
  const value = text.trim();
  if (/^tba$/i.test(value)) return { kind: "tba", year: null, earliest: null, latest: null };

  let match = /^tba\s+(\d{4})$/i.exec(value);
  if (match) return { kind: "tba-year", ...range(Number(match[1]), 0, 11) };

  match = /^q(\d)-(\d{4})$/i.exec(value);
  if (match) {
    const quarter = Number(match[1]);
    if (quarter < 1 || quarter > 4) return null;
    return { kind: "quarter", ...range(Number(match[2]), (quarter - 1) * 3, quarter * 3 - 1) };
  }

  match = /^h(\d)-(\d{4})$/i.exec(value);
  if (match) {
    const half = Number(match[1]);
    if (half < 1 || half > 2) return null;
    return { kind: "half", ...range(Number(match[2]), (half - 1) * 6, half * 6 - 1) };
  }

  match = /^(\d{1,2})-(\d{4})$/.exec(value);
  if (match) {
    const monthIndex = Number(match[1]) - 1;
    if (monthIndex < 0 || monthIndex > 11) return null;
    return { kind: "month", ...range(Number(match[2]), monthIndex, monthIndex) };
  }

  match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(value);
  if (match) {
    const [day, monthIndex, year] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
    if (!isValidCalendarDate(year, monthIndex, day)) return null;
    const iso = isoDateOf(dayNumberOf(year, monthIndex, day));
    return { kind: "exact-day", year, earliest: iso, latest: iso };
  }
  return null;
}

/**
 * The year a date text names: 'YYYY', 'Qn-YYYY', 'm-YYYY' (one- or two-digit month) or any text with a
 * dash-separated part of exactly four digits (the first such part); null otherwise. Every listed form is a
 * case of the last rule. "TBA 2028" has no dash, so it gives null.
 */
export function releaseYearOf(text: string | null | undefined): number | null {
  if (typeof text !== "string") return null;
  // "TBA YYYY" is one of the stored formats (section 3): its year counts too.
  const tbaYear = /^tba\s+(\d{4})$/i.exec(text.trim());
  if (tbaYear) return Number(tbaYear[1]);
  const part = text
    .trim()
    .split("-")
    .find((piece) => /^\d{4}$/.test(piece));
  return part === undefined ? null : Number(part);
}

/** "Jan" … "Dec", the short month names of the display format. */
const SHORT_MONTHS = MONTH_NAMES.map((month) => month.slice(0, 3));

/** The month of an ISO day (YYYY-MM-DD or YYYY-MM) as the display format writes a month: "Nov 2013". */
export function formatMonthOfDay(isoDay: string): string {
  return `${SHORT_MONTHS[Number(isoDay.slice(5, 7)) - 1]} ${isoDay.slice(0, 4)}`;
}

/**
 * Section 5: an exact DD-MM-YYYY day shown as "Mar 5, 2024", and a month-only MM-YYYY as "Nov 2018" (as every month
 * reads; "11-2018" reads like a day); a quarter, half or "TBA" text, and any invalid text, are returned unchanged.
 */
export function formatReleaseDate(text: string): string {
  const parsed = parseReleaseDate(text);
  if (parsed?.kind !== "exact-day" && parsed?.kind !== "month") return text;
  const [year, month, day] = parsed.earliest.split("-").map(Number);
  return parsed.kind === "month" ? `${SHORT_MONTHS[month - 1]} ${year}` : `${SHORT_MONTHS[month - 1]} ${day}, ${year}`;
}
