// The market-research view as it lives in the URL (/market-research-page?…): every filter, the chosen columns, the
// sort, the page and the feature chart's classification type. Pure, so the page, the export route and the filter
// form in the browser read and write the same canonical query. Unknown or malformed values are dropped with a note
// the page shows; a view never fails on its URL.
import { REVIEW_SCORE_MIN_REVIEWS } from "@/lib/domain/reviews";
import { parseIsoDate } from "@/lib/domain/calendar";
import { ALL_TIME_FILTER_VALUE, RELEASE_DATE_FILTER_OPTIONS, customRangeCategories, isReleaseDateCategory } from "@/lib/domain/release-categories";
import { estimateNoteText, type EstimatedFigure } from "@/lib/ui/estimate-notes";
import type { ValueFormat } from "@/lib/ui/format";

export const MARKET_RESEARCH_PATH = "/market-research-page";

// 001 §2 "Filter option lists": developer size Indie, AA, AAA, default all three.
export const DEVELOPER_SIZES = ["Indie", "AA", "AAA"] as const;
export type DeveloperSize = (typeof DEVELOPER_SIZES)[number];

export const RELEASE_STATUSES = ["all", "upcoming"] as const;
export type ReleaseStatus = (typeof RELEASE_STATUSES)[number];

/** The market-research data points (named market slices); mirrors DATAPOINTS of lib/data/market-research. */
export const DATAPOINT_IDS = ["all_games", "released", "upcoming", "free_to_play", "premium", "top_100_players", "early_access", "dlc"] as const;
export type DatapointChoice = (typeof DATAPOINT_IDS)[number];

/** A result column a researcher can show. `title` is always shown and is not in this list. */
export interface MarketColumn {
  key: MarketColumnKey;
  label: string;
  format: ValueFormat;
  /** Explains the figure on hover and in the column chooser. */
  description: string;
  /** An estimated figure: the screen shows how it is estimated under the table. */
  estimate?: EstimatedFigure;
}

/** Figures a game has only once it is out (lib/data/lumos.ts): a game to come shows none. */
const NONE_BEFORE_LAUNCH = "None (-) for a game not out yet.";

export const MARKET_COLUMNS = [
  { key: "release_date", label: "Release date", format: "text", description: "Earliest release date over the game's publications." },
  { key: "genre", label: "Genre", format: "text", description: "The game's primary genre." },
  { key: "developer_size", label: "Developer size", format: "text", description: "Sizes of the game's developer companies." },
  {
    key: "peak_players",
    label: "Peak players (30 days)",
    format: "compact",
    description: "Peak player count in the Last Month: the highest daily peak of the 30 days ending yesterday.",
  },
  { key: "players_24h", label: "Players (24h)", format: "compact", description: "Peak players yesterday." },
  {
    key: "total_players",
    label: "Total players",
    format: "compact",
    description: `Lifetime unique players. ${estimateNoteText("total_players")} ${NONE_BEFORE_LAUNCH}`,
    estimate: "total_players",
  },
  {
    key: "copies_sold",
    label: "Copies sold",
    format: "compact",
    description: `Copies sold. ${estimateNoteText("copies_sold")} ${NONE_BEFORE_LAUNCH}`,
    estimate: "copies_sold",
  },
  {
    key: "revenue",
    label: "Revenue",
    format: "revenue",
    description: `Estimated lifetime net revenue. ${estimateNoteText("revenue")} ${NONE_BEFORE_LAUNCH}`,
    estimate: "revenue",
  },
  { key: "arpu", label: "ARPU", format: "arpu", description: `Average Revenue Per User. ${estimateNoteText("arpu")}`, estimate: "arpu" },
  { key: "price", label: "Launch price", format: "usd", description: "Price at launch; $0 for free-to-play." },
  {
    key: "sentiment",
    label: "Sentiment",
    format: "percent",
    description: `Average monthly sentiment, 0–100% positive; for a game without monthly scores, the share of its reviews that are positive (from ${REVIEW_SCORE_MIN_REVIEWS} reviews).`,
  },
  { key: "growth", label: "Growth", format: "signed-percent", description: "Average players of the last 7 days against the last 30 days." },
  { key: "wishlists", label: "Wishlists", format: "compact", description: "Latest estimated cumulative Steam wishlists." },
  { key: "followers", label: "Followers", format: "compact", description: "Social media followers." },
  { key: "reviews", label: "Reviews", format: "compact", description: `Number of user reviews. ${NONE_BEFORE_LAUNCH}` },
  { key: "positive_reviews", label: "Positive reviews", format: "compact", description: `Number of positive user reviews. ${NONE_BEFORE_LAUNCH}` },
  { key: "negative_reviews", label: "Negative reviews", format: "compact", description: `Number of negative user reviews. ${NONE_BEFORE_LAUNCH}` },
] as const satisfies ReadonlyArray<{ key: string; label: string; format: ValueFormat; description: string; estimate?: EstimatedFigure }>;

export type MarketColumnKey = (typeof MARKET_COLUMNS)[number]["key"];
export type SortKey = MarketColumnKey | "title";
export const DEFAULT_COLUMNS: MarketColumnKey[] = ["release_date", "genre", "peak_players", "total_players", "revenue", "arpu", "growth"];

/** The most rows one "export all" holds; a view matching more asks for narrower filters instead of a cut-off file. */
export const MAX_EXPORT_ROWS = 10_000;
export const EXPORT_PATH = "/api/market-research/export";

export const PAGE_SIZES = [25, 50] as const;
/** Classifications one view can require at once (a link from Lumos names a few; more is no longer a view of a market). */
export const MAX_FEATURE_FILTERS = 8;
export type PageSize = (typeof PAGE_SIZES)[number];

/** The classification type the share-of-players chart starts on: Genre (001 §9, type id 1). */
export const DEFAULT_FEATURE_TYPE_ID = 1;

export interface MarketResearchQuery {
  sizes: DeveloperSize[];
  /** A platform id, or null for every platform. */
  platformId: number | null;
  /** Classification ids (genres, themes, features…) every kept game carries; empty for no such filter. */
  featureIds: number[];
  /**
   * "all", a release-date category name, custom_{YYYY-MM-DD}_{YYYY-MM-DD} (read as categories, 001 §4), or the exact
   * days days_{YYYY-MM-DD}_{YYYY-MM-DD} (either side may be empty).
   */
  release: string;
  status: ReleaseStatus;
  datapoint: DatapointChoice;
  columns: MarketColumnKey[];
  sort: SortKey;
  direction: "asc" | "desc";
  page: number;
  perPage: PageSize;
  featureTypeId: number;
}

export const DEFAULT_QUERY: MarketResearchQuery = {
  sizes: [...DEVELOPER_SIZES],
  platformId: null,
  featureIds: [],
  release: ALL_TIME_FILTER_VALUE,
  status: "all",
  datapoint: "all_games",
  columns: DEFAULT_COLUMNS,
  sort: "peak_players",
  direction: "desc",
  page: 1,
  perPage: 25,
  featureTypeId: DEFAULT_FEATURE_TYPE_ID,
};

/** A value of the URL that was not understood: which parameter, and what the page shows instead. */
export interface QueryNote {
  param: string;
  message: string;
}

export type RawQuery = URLSearchParams | Record<string, string | string[] | undefined>;

function valuesOf(raw: RawQuery, key: string): string[] {
  if (raw instanceof URLSearchParams) return raw.getAll(key);
  const value = raw[key];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Comma-separated and repeated parameters alike (`size=Indie,AA` or `size=Indie&size=AA`), trimmed, empties dropped. */
function listOf(raw: RawQuery, key: string): string[] {
  return valuesOf(raw, key)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
}

function firstOf(raw: RawQuery, key: string): string | undefined {
  const value = valuesOf(raw, key)[0]?.trim();
  return value === "" ? undefined : value;
}

const quote = (value: string) => `“${value.length > 40 ? `${value.slice(0, 37)}...` : value}”`;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isIsoDay = (value: string) => ISO_DAY.test(value) && parseIsoDate(value) !== null;

/** A custom range is only kept in the canonical form custom_{YYYY-MM-DD}_{YYYY-MM-DD}, start not after end. */
export function customRange(start: string, end: string): string | null {
  if (!isIsoDay(start) || !isIsoDay(end) || start > end) return null;
  return `custom_${start}_${end}`;
}

/** The two days of a canonical custom range, or null. */
export function customRangeDays(release: string): { start: string; end: string } | null {
  const parts = release.split("_");
  if (parts.length !== 3 || parts[0] !== "custom") return null;
  return customRange(parts[1], parts[2]) ? { start: parts[1], end: parts[2] } : null;
}

/**
 * Exact release days, days_{start}_{end}: the games whose release date starts on one of the days from `start` to
 * `end`, both included, either left open (empty), not both. Lumos's links write them, as Lumos counts a window of
 * dates ("released in 2023"); the specification's custom range is read as release-date categories instead.
 */
export function exactDays(start: string | null, end: string | null): string | null {
  if ((start === null && end === null) || (start !== null && !isIsoDay(start)) || (end !== null && !isIsoDay(end))) return null;
  if (start !== null && end !== null && start > end) return null;
  return `days_${start ?? ""}_${end ?? ""}`;
}

/** The two days of a canonical exact range (null for an open side), or null for any other value. */
export function exactDaysOf(release: string): { start: string | null; end: string | null } | null {
  const parts = release.split("_");
  if (parts.length !== 3 || parts[0] !== "days") return null;
  const start = parts[1] === "" ? null : parts[1];
  const end = parts[2] === "" ? null : parts[2];
  return exactDays(start, end) === release ? { start, end } : null;
}

const isColumnKey = (value: string): value is MarketColumnKey => MARKET_COLUMNS.some((column) => column.key === value);

/**
 * Reads the view from the URL. Every parameter is optional; a value that is not understood leaves that parameter
 * at its default and adds a note. The filter form sends `release=custom&from=…&to=…`, which becomes the
 * canonical custom_{from}_{to}, or with `exact=1` the exact days days_{from}_{to}.
 */
export function parseMarketResearchQuery(raw: RawQuery): { query: MarketResearchQuery; notes: QueryNote[] } {
  const notes: QueryNote[] = [];
  const query: MarketResearchQuery = { ...DEFAULT_QUERY, sizes: [...DEFAULT_QUERY.sizes], featureIds: [], columns: [...DEFAULT_QUERY.columns] };

  const sizes = listOf(raw, "size");
  if (sizes.length > 0) {
    const known = DEVELOPER_SIZES.filter((size) => sizes.some((value) => value.toLowerCase() === size.toLowerCase()));
    const unknown = sizes.filter((value) => !DEVELOPER_SIZES.some((size) => size.toLowerCase() === value.toLowerCase()));
    if (unknown.length > 0) notes.push({ param: "size", message: `Developer size ${quote(unknown.join(", "))} is not Indie, AA or AAA and was ignored.` });
    if (known.length > 0) query.sizes = known;
  }

  const platform = firstOf(raw, "platform");
  if (platform !== undefined && platform !== "all") {
    if (/^[1-9]\d{0,9}$/.test(platform) && Number(platform) <= 2_147_483_647) query.platformId = Number(platform);
    else notes.push({ param: "platform", message: `Platform ${quote(platform)} is not a platform id; showing every platform.` });
  }

  const features = listOf(raw, "feature");
  if (features.length > 0) {
    const ids = features.filter((value) => /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647).map(Number);
    const unknown = features.filter((value) => !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647);
    if (unknown.length > 0) notes.push({ param: "feature", message: `Feature ${quote(unknown.join(", "))} is not a classification id and was ignored.` });
    query.featureIds = [...new Set(ids)].sort((a, b) => a - b).slice(0, MAX_FEATURE_FILTERS);
  }

  const release = firstOf(raw, "release");
  if (release !== undefined && release !== ALL_TIME_FILTER_VALUE) {
    if (release === "custom") {
      const from = firstOf(raw, "from") ?? "";
      const to = firstOf(raw, "to") ?? "";
      // "Exactly these days" (exact=1) keeps the days themselves instead of the categories they are read as.
      const range = firstOf(raw, "exact") === "1" ? (from && to ? exactDays(from, to) : null) : customRange(from, to);
      if (range) query.release = range;
      else
        notes.push({
          param: "release",
          message: `A custom range needs a start and an end date, the start not after the end (got ${quote(from || "no start")} to ${quote(to || "no end")}); showing all time.`,
        });
    } else if (isReleaseDateCategory(release)) {
      query.release = release;
    } else if ((release.startsWith("custom_") && customRangeDays(release)) || exactDaysOf(release)) {
      query.release = release;
    } else {
      notes.push({
        param: "release",
        message: `Release date ${quote(release)} is not an option, a custom range custom_{start}_{end} or exact days days_{start}_{end}; showing all time.`,
      });
    }
  }

  const status = firstOf(raw, "status");
  if (status !== undefined) {
    if ((RELEASE_STATUSES as ReadonlyArray<string>).includes(status)) query.status = status as ReleaseStatus;
    else notes.push({ param: "status", message: `Release status ${quote(status)} is not all or upcoming; showing all.` });
  }

  const datapoint = firstOf(raw, "datapoint");
  if (datapoint !== undefined) {
    if ((DATAPOINT_IDS as ReadonlyArray<string>).includes(datapoint)) query.datapoint = datapoint as DatapointChoice;
    else notes.push({ param: "datapoint", message: `Data point ${quote(datapoint)} does not exist; showing all games.` });
  }

  const columns = listOf(raw, "cols");
  if (columns.length > 0) {
    const known = MARKET_COLUMNS.map((column) => column.key).filter((key) => columns.includes(key));
    const unknown = columns.filter((value) => !isColumnKey(value));
    if (unknown.length > 0) notes.push({ param: "cols", message: `Column ${quote(unknown.join(", "))} does not exist and was left out.` });
    if (known.length > 0) query.columns = known;
  }

  const sort = firstOf(raw, "sort");
  if (sort !== undefined) {
    if (sort === "title" || isColumnKey(sort)) query.sort = sort;
    else notes.push({ param: "sort", message: `Cannot sort by ${quote(sort)}; sorted by peak players.` });
  }
  query.direction = defaultDirection(query.sort);
  const direction = firstOf(raw, "dir");
  if (direction !== undefined) {
    if (direction === "asc" || direction === "desc") query.direction = direction;
    else notes.push({ param: "dir", message: `Sort direction ${quote(direction)} is not asc or desc; sorted in the column's usual order.` });
  }

  const page = firstOf(raw, "page");
  if (page !== undefined) {
    if (/^[1-9]\d{0,5}$/.test(page)) query.page = Number(page);
    else notes.push({ param: "page", message: `Page ${quote(page)} is not a page number; showing page 1.` });
  }
  const perPage = firstOf(raw, "per");
  if (perPage !== undefined) {
    if ((PAGE_SIZES as ReadonlyArray<number>).includes(Number(perPage)) && /^\d+$/.test(perPage)) query.perPage = Number(perPage) as PageSize;
    else notes.push({ param: "per", message: `Page size ${quote(perPage)} is not 25 or 50; showing 25 a page.` });
  }

  const featureType = firstOf(raw, "cls_type");
  if (featureType !== undefined) {
    if (/^[1-9]\d{0,9}$/.test(featureType) && Number(featureType) <= 2_147_483_647) query.featureTypeId = Number(featureType);
    else notes.push({ param: "cls_type", message: `Classification type ${quote(featureType)} is not a type id; showing Genre.` });
  }

  return { query, notes };
}

/** The default sort direction of a column: text and dates read A→Z and oldest first, figures highest first. */
export function defaultDirection(sort: SortKey): "asc" | "desc" {
  return sort === "title" || sort === "release_date" || sort === "genre" || sort === "developer_size" ? "asc" : "desc";
}

/**
 * The canonical query string of a view: only what differs from the defaults, in a fixed order, so equal views
 * have equal URLs. parseMarketResearchQuery(toSearchParams(q)) gives q back.
 */
export function toSearchParams(query: MarketResearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.datapoint !== DEFAULT_QUERY.datapoint) params.set("datapoint", query.datapoint);
  const sizes = DEVELOPER_SIZES.filter((size) => query.sizes.includes(size));
  if (sizes.length > 0 && sizes.length < DEVELOPER_SIZES.length) params.set("size", sizes.join(","));
  if (query.platformId !== null) params.set("platform", String(query.platformId));
  if (query.featureIds.length > 0) params.set("feature", [...query.featureIds].sort((a, b) => a - b).join(","));
  if (query.release !== ALL_TIME_FILTER_VALUE) params.set("release", query.release);
  if (query.status !== DEFAULT_QUERY.status) params.set("status", query.status);
  const columns = MARKET_COLUMNS.map((column) => column.key).filter((key) => query.columns.includes(key));
  if (columns.join(",") !== DEFAULT_COLUMNS.join(",") && columns.length > 0) params.set("cols", columns.join(","));
  if (query.sort !== DEFAULT_QUERY.sort || query.direction !== DEFAULT_QUERY.direction) {
    params.set("sort", query.sort);
    if (query.direction !== defaultDirection(query.sort)) params.set("dir", query.direction);
  }
  if (query.perPage !== DEFAULT_QUERY.perPage) params.set("per", String(query.perPage));
  if (query.featureTypeId !== DEFAULT_QUERY.featureTypeId) params.set("cls_type", String(query.featureTypeId));
  if (query.page !== 1) params.set("page", String(query.page));
  return params;
}

/** The page's address for a view; `change` applies on top (changing a filter or the sort goes back to page 1). */
export function marketResearchHref(query: MarketResearchQuery, change: Partial<MarketResearchQuery> = {}): string {
  const next = { ...query, ...change };
  const filtersChanged = Object.keys(change).some((key) => !["page", "featureTypeId", "columns"].includes(key));
  if (filtersChanged && change.page === undefined) next.page = 1;
  const search = toSearchParams(next).toString();
  return search ? `${MARKET_RESEARCH_PATH}?${search}` : MARKET_RESEARCH_PATH;
}

/**
 * The query of a view's sections below the fold (GET /api/market-research/sections): its filters and the share
 * chart's classification type, not its sort, page or columns, so a new sort or page reuses them.
 */
export function sectionsParams(query: MarketResearchQuery): URLSearchParams {
  const params = toSearchParams(query);
  for (const key of ["cols", "sort", "dir", "per", "page"]) params.delete(key);
  return params;
}

/**
 * The label of a release filter value: an option of the specification; a custom range's days and the categories it
 * is read as on `today` ("2023-01-01 to 2023-12-31, read as last 1 year and releasing this year"); exact days as they are.
 */
export function releaseLabel(release: string, today: string): string {
  const option = RELEASE_DATE_FILTER_OPTIONS.find((candidate) => candidate.value === release);
  if (option) return option.label;
  const range = customRangeDays(release);
  if (range) {
    const readAs = (customRangeCategories(release, today) ?? []).map(
      (category) => RELEASE_DATE_FILTER_OPTIONS.find((candidate) => candidate.category === category)?.label ?? category,
    );
    return `${range.start} to ${range.end}, read as ${readAs.join(" and ")}`;
  }
  return exactDaysLabel(release) ?? release;
}

/** Exact days as the view's description and the filter form name them ("2023-01-01 to 2023-08-14"); null for another value. */
export function exactDaysLabel(release: string): string | null {
  const days = exactDaysOf(release);
  if (!days) return null;
  return days.start === null ? `on or before ${days.end}` : days.end === null ? `on or after ${days.start}` : `${days.start} to ${days.end}`;
}

/** What decides a view's games, not their order or page: the key of what is kept per view (its feature share). */
export function marketViewGamesKey({ sizes, platformId, featureIds, release, status, datapoint }: MarketResearchQuery): string {
  return JSON.stringify({ sizes, platformId, featureIds, release, status, datapoint });
}
