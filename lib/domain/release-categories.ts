import { calendarPartsOf, parseIsoDate, toDayNumber, type DayInput, type DayNumber } from "./calendar";
import { parseReleaseDate } from "./dates";

// Section 4: the release-date categories.
export const RELEASE_DATE_CATEGORIES = [
  "Last2Months",
  "Last6Months",
  "Last1Year",
  "Last5Years",
  "Next2Months",
  "FutureThisYear",
  "FutureNextYear",
  "FutureBeyondNextYear",
  "Released",
  "UnReleased",
  "ToBeAnnounced",
  "ToBeConfirmed",
] as const;

/** One of the twelve release-date categories of section 4. */
export type ReleaseDateCategory = (typeof RELEASE_DATE_CATEGORIES)[number];

/** Window lengths in days; 60, 180 and 365 are the custom-range thresholds of section 4. */
export const RELEASE_WINDOW_DAYS = {
  Last2Months: 60,
  Last6Months: 180,
  Last1Year: 365,
  Last5Years: 5 * 365,
  Next2Months: 60,
} as const;

/** The filter value meaning "no release-date filter". */
export const ALL_TIME_FILTER_VALUE = "all";

/** A release-date filter option: its value is the category name, or "all" for the default. */
export interface ReleaseDateFilterOption {
  value: ReleaseDateCategory | typeof ALL_TIME_FILTER_VALUE;
  label: string;
  category: ReleaseDateCategory | null;
}

// Section 2: the release-date filter options, labels as the specification writes them; "all time" is the default.
export const RELEASE_DATE_FILTER_OPTIONS: ReadonlyArray<ReleaseDateFilterOption> = [
  { value: ALL_TIME_FILTER_VALUE, label: "all time", category: null },
  { value: "Last2Months", label: "last 2 months", category: "Last2Months" },
  { value: "Last6Months", label: "last 6 months", category: "Last6Months" },
  { value: "Last1Year", label: "last 1 year", category: "Last1Year" },
  { value: "Last5Years", label: "last 5 years", category: "Last5Years" },
  { value: "Next2Months", label: "next 2 months", category: "Next2Months" },
  { value: "FutureThisYear", label: "releasing this year", category: "FutureThisYear" },
  { value: "FutureNextYear", label: "releasing next year", category: "FutureNextYear" },
  { value: "FutureBeyondNextYear", label: "releasing later", category: "FutureBeyondNextYear" },
  { value: "Released", label: "all released games", category: "Released" },
  { value: "UnReleased", label: "unreleased games", category: "UnReleased" },
  { value: "ToBeAnnounced", label: "to be announced", category: "ToBeAnnounced" },
  { value: "ToBeConfirmed", label: "to be confirmed", category: "ToBeConfirmed" },
];

/** Whether a text is one of the twelve category names (exact spelling). */
export function isReleaseDateCategory(value: string): value is ReleaseDateCategory {
  return (RELEASE_DATE_CATEGORIES as ReadonlyArray<string>).includes(value);
}

/**
 * Every category a release-date text belongs to on the given day, in the order of RELEASE_DATE_CATEGORIES.
 *
 * - Released: the latest day the text allows is today or earlier (a game dated today is out; a period such as
 *   "Q4-2026" counts only once its last day has come). UnReleased is every other valid text, "TBA" included.
 * - Last2Months/Last6Months/Last1Year/Last5Years: released, and that latest day is at most 60/180/365/1825 days
 *   before today (cumulative: a game of last week is in all four).
 * - Next2Months: unreleased, and the earliest day the text allows is at most 60 days after today.
 * - FutureThisYear/FutureNextYear/FutureBeyondNextYear: unreleased, by the text's year against today's year.
 * - ToBeAnnounced: "TBA" with no year; it is in no Future* category.
 * - ToBeConfirmed: unreleased with an announced period that is not an exact day (Qn, Hn, MM, "TBA YYYY").
 * - A text in no recognised format, or an impossible day, is in no category.
 */
export function releaseDateCategoriesOf(releaseDate: string, today: DayInput): ReleaseDateCategory[] {
  const parsed = parseReleaseDate(releaseDate);
  if (parsed === null) return [];
  if (parsed.kind === "tba") return ["UnReleased", "ToBeAnnounced"];

  const todayNumber = toDayNumber(today);
  const earliest = parseIsoDate(parsed.earliest) as DayNumber;
  const latest = parseIsoDate(parsed.latest) as DayNumber;
  const categories = new Set<ReleaseDateCategory>();

  if (latest <= todayNumber) {
    const daysAgo = todayNumber - latest;
    if (daysAgo <= RELEASE_WINDOW_DAYS.Last2Months) categories.add("Last2Months");
    if (daysAgo <= RELEASE_WINDOW_DAYS.Last6Months) categories.add("Last6Months");
    if (daysAgo <= RELEASE_WINDOW_DAYS.Last1Year) categories.add("Last1Year");
    if (daysAgo <= RELEASE_WINDOW_DAYS.Last5Years) categories.add("Last5Years");
    categories.add("Released");
  } else {
    if (earliest - todayNumber <= RELEASE_WINDOW_DAYS.Next2Months) categories.add("Next2Months");
    const thisYear = calendarPartsOf(todayNumber).year;
    if (parsed.year === thisYear) categories.add("FutureThisYear");
    if (parsed.year === thisYear + 1) categories.add("FutureNextYear");
    if (parsed.year > thisYear + 1) categories.add("FutureBeyondNextYear");
    categories.add("UnReleased");
    if (parsed.kind !== "exact-day") categories.add("ToBeConfirmed");
  }
  return RELEASE_DATE_CATEGORIES.filter((category) => categories.has(category));
}

/** Whether a release-date text belongs to a category on the given day (see releaseDateCategoriesOf). */
export function isInReleaseDateCategory(releaseDate: string, category: ReleaseDateCategory, today: DayInput): boolean {
  return releaseDateCategoriesOf(releaseDate, today).includes(category);
}

/** A custom range day: ISO YYYY-MM-DD, or an exact DD-MM-YYYY day. */
function parseRangeDay(text: string): DayNumber | null {
  const iso = parseIsoDate(text);
  if (iso !== null) return iso;
  const parsed = parseReleaseDate(text);
  return parsed?.kind === "exact-day" ? parseIsoDate(parsed.earliest) : null;
}

/**
 * The categories a custom range `custom_{start}_{end}` stands for (section 4); null for a malformed range
 * (not three underscore-separated parts starting with "custom", an unparseable day, or start after end),
 * which means "unfiltered". Today belongs to the past side, as a release dated today is released.
 * - Entirely future (start after today): FutureThisYear, FutureNextYear and/or FutureBeyondNextYear, every
 *   one whose years the range touches.
 * - Entirely past (end today or earlier): one bucket by the days from its end to today: ≤60 Last2Months,
 *   ≤180 Last6Months, ≤365 Last1Year, more Last5Years.
 * - Both (start today or earlier, end after today): Last1Year and FutureThisYear.
 */
export function customRangeCategories(filterValue: string, today: DayInput): ReleaseDateCategory[] | null {
  const parts = filterValue.split("_");
  if (parts.length !== 3 || parts[0] !== "custom") return null;
  const start = parseRangeDay(parts[1]);
  const end = parseRangeDay(parts[2]);
  if (start === null || end === null || start > end) return null;

  const todayNumber = toDayNumber(today);
  if (start > todayNumber) {
    const thisYear = calendarPartsOf(todayNumber).year;
    const startYear = calendarPartsOf(start).year;
    const endYear = calendarPartsOf(end).year;
    const categories: ReleaseDateCategory[] = [];
    if (startYear <= thisYear) categories.push("FutureThisYear");
    if (startYear <= thisYear + 1 && endYear >= thisYear + 1) categories.push("FutureNextYear");
    if (endYear > thisYear + 1) categories.push("FutureBeyondNextYear");
    return categories;
  }
  if (end <= todayNumber) {
    const daysAgo = todayNumber - end;
    if (daysAgo <= RELEASE_WINDOW_DAYS.Last2Months) return ["Last2Months"];
    if (daysAgo <= RELEASE_WINDOW_DAYS.Last6Months) return ["Last6Months"];
    if (daysAgo <= RELEASE_WINDOW_DAYS.Last1Year) return ["Last1Year"];
    return ["Last5Years"];
  }
  return ["Last1Year", "FutureThisYear"];
}

/**
 * The categories a release-date filter value selects, or null for "unfiltered": the default "all" (or an
 * empty value), a malformed custom range, and any unknown value are all unfiltered.
 */
export function releaseDateFilterCategories(filterValue: string | null | undefined, today: DayInput): ReleaseDateCategory[] | null {
  if (!filterValue || filterValue === ALL_TIME_FILTER_VALUE) return null;
  if (isReleaseDateCategory(filterValue)) return [filterValue];
  if (filterValue.startsWith("custom_")) return customRangeCategories(filterValue, today);
  return null;
}

/**
 * Keeps the items whose release date is in any of the given categories; null categories (no filter or a
 * malformed custom range) return the list unfiltered.
 */
export function filterByReleaseDateCategories<T>(
  items: ReadonlyArray<T>,
  categories: ReadonlyArray<ReleaseDateCategory> | null,
  releaseDateOf: (item: T) => string,
  today: DayInput,
): T[] {
  if (categories === null) return [...items];
  return items.filter((item) => releaseDateCategoriesOf(releaseDateOf(item), today).some((category) => categories.includes(category)));
}

/** Applies a release-date filter value ("all", a category name or custom_{start}_{end}) to a list of items. */
export function filterByReleaseDate<T>(
  items: ReadonlyArray<T>,
  filterValue: string | null | undefined,
  releaseDateOf: (item: T) => string,
  today: DayInput,
): T[] {
  return filterByReleaseDateCategories(items, releaseDateFilterCategories(filterValue, today), releaseDateOf, today);
}

/**
 * The release line of a game's page: "Released 14 Aug 2023" or "Releases Q4 2026" by its date; with no date, a game
 * that has players, owners or reviews is out all the same (a real import may know its players but not its release
 * date), and any other is not announced.
 */
export function releaseLine({ dateDisplay, released, played }: { dateDisplay: string | null; released: boolean; played: boolean }): string {
  if (dateDisplay) return `${released ? "Released" : "Releases"} ${dateDisplay}`;
  return played ? "Released, date unknown" : "Release date not announced";
}
