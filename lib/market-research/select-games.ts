// The market-research selection: which games match a view, their figures, the sort, the page, the summary and the
// distributions. Pure: it reads the per-game facts the Lumos engine reads (lib/data/lumos.ts), so a figure on this
// screen is the figure Lumos cites, and the release-date rules of lib/domain/release-categories.ts.
import type { LumosGameFacts } from "@/lib/data/lumos";
import { formatReleaseDate, releaseYearOf } from "@/lib/domain/dates";
import { RELEASE_DATE_CATEGORIES, releaseDateCategoriesOf, releaseDateFilterCategories, type ReleaseDateCategory } from "@/lib/domain/release-categories";
import { sortInSlices } from "./sort-in-slices";
import { DEVELOPER_SIZES, exactDaysOf, type MarketColumnKey, type MarketResearchQuery, type SortKey } from "./market-research-query";
import { sharedWeakMap } from "@/lib/cache/shared-weak-map";
import { firstInOrder } from "@/lib/lumos/game-index";
import { sentimentOf } from "@/lib/lumos/criteria";
import { eachInTurns, turnTaker, type TurnTaker } from "@/lib/server/turns";
import { tagNumberFields } from "@/lib/server/object-shapes";

export interface MarketResearchRow {
  id: number;
  title: string;
  href: string;
  /** Display text of the earliest release date ("Mar 5, 2024", "Q3-2026", "TBA"); null without a publication. */
  release_date: string | null;
  /** ISO day the release date text starts on; the sort key of release_date. */
  release_day: string | null;
  /** Year of the earliest release (a TBA year counts); null when not announced. */
  release_year: number | null;
  genre: string | null;
  developer_size: string | null;
  /** Peak players of the 30 days ending yesterday, and yesterday's: null for a game without player counts on record. */
  peak_players: number | null;
  players_24h: number | null;
  total_players: number | null;
  copies_sold: number | null;
  revenue: number | null;
  arpu: number | null;
  price: number | null;
  sentiment: number | null;
  growth: number | null;
  wishlists: number | null;
  followers: number | null;
  reviews: number | null;
  positive_reviews: number | null;
  negative_reviews: number | null;
  platform_ids: number[];
}

/** A sum over the matched games that have the figure: `games` of them; none has it when `games` is 0. */
export interface SummedFigure {
  sum: number;
  games: number;
}

export interface MarketResearchSummary {
  games: number;
  /** Σ total players of the matched games with an estimate. */
  totalPlayers: SummedFigure;
  /** Σ lifetime revenue of the matched games with an estimate. */
  totalRevenue: SummedFigure;
  /** Σ peak players (30 days) of the matched games with player counts. */
  peakPlayers: SummedFigure;
}

const addTo = (figure: SummedFigure, value: number | null) => {
  if (value === null) return;
  figure.sum += value;
  figure.games += 1;
};

export interface ReleaseYearBucket {
  /** Release year, or null for games without a dated release (TBA). */
  year: number | null;
  games: number;
  peakPlayers: number;
}

export interface PlatformBucket {
  platformId: number;
  games: number;
  peakPlayers: number;
}

export interface MarketResearchSelection {
  /**
   * Every matched game, sorted as the view asks (shared with other requests of the same view: never changed). Listed
   * on first read: a page (`page`) and the count (`matched`) do not need it.
   */
  readonly rows: readonly MarketResearchRow[];
  /** How many games the view matches. */
  matched: number;
  /** The matched games' ids in the view's order, listed without their rows (shared: never changed). */
  gameIds(): Int32Array;
  /** One page of the sorted rows, read without listing the others; a page past the last shows the last page. */
  page(page: number, perPage: number): Page<MarketResearchRow>;
  summary: MarketResearchSummary;
  byReleaseYear: ReleaseYearBucket[];
  byPlatform: PlatformBucket[];
}

export interface SelectionInput {
  facts: readonly LumosGameFacts[];
  /**
   * Games of the chosen data point (already narrowed to the platform when one is chosen); "all": every game. By
   * default worked out from the facts (datapointGames).
   */
  datapointGameIds?: ReadonlySet<number> | "all";
  /** Peak players yesterday by game id; a game without a row had none. */
  playersYesterday: ReadonlyMap<number, number>;
  /** The rows of these facts and players, when already built (buildMarketRows): a view then only filters and sorts. */
  rows?: MarketRows;
  query: MarketResearchQuery;
  today: string;
}

/** The games the top-100 data point keeps: most peak players of the last 30 days on record first, ties by id. */
function topByPlayers(facts: readonly LumosGameFacts[], count: number): Set<number> {
  const played = facts.filter((game) => (game.recordPeakPlayers ?? 0) > 0);
  const top = firstInOrder(played, count, (a, b) => b.recordPeakPlayers! - a.recordPeakPlayers! || a.id - b.id);
  return new Set(top.map((game) => game.id));
}

/** The top-100 data point's games, worked out once per copy of the facts (a pass over every game). */
const top100ByFacts = sharedWeakMap<readonly LumosGameFacts[], ReadonlySet<number>>("market-top-100");

/**
 * Whether a game belongs to a data point, as a test of the game alone (the platform is a filter of its own); null
 * when the data point keeps every game.
 */
function datapointTest(facts: readonly LumosGameFacts[], datapoint: string): ((game: LumosGameFacts) => boolean) | null {
  switch (datapoint) {
    case "released":
      return (game) => game.released;
    case "upcoming":
      return (game) => !game.released;
    case "free_to_play":
      return (game) => game.freeToPlay === true;
    case "premium":
      return (game) => game.freeToPlay === false;
    case "top_100_players": {
      const top = top100ByFacts.get(facts) ?? topByPlayers(facts, 100);
      top100ByFacts.set(facts, top);
      return (game) => top.has(game.id);
    }
    case "early_access":
      return (game) => game.gameTypeId === 6;
    case "dlc":
      return (game) => game.gameTypeId === 1 || game.gameTypeId === 2;
    default:
      return null;
  }
}

/**
 * The games of a data point, narrowed to a platform when one is chosen, from the facts alone: the same games as the
 * database's definition (listGameIdsForDatapoint in lib/data/market-research.ts), without a read of every game.
 */
export function datapointGames(facts: readonly LumosGameFacts[], datapoint: string, platformId: number | null): ReadonlySet<number> | "all" {
  const inDatapoint = datapointTest(facts, datapoint);
  if (inDatapoint === null && platformId === null) return "all";
  const keep = (game: LumosGameFacts) => (inDatapoint === null || inDatapoint(game)) && (platformId === null || game.platformIds.includes(platformId));
  return new Set(facts.filter(keep).map((game) => game.id));
}

/** Developer sizes as bits, one per DEVELOPER_SIZES entry (sizes it does not list have none). */
function sizeBits(sizes: readonly string[]): number {
  let bits = 0;
  DEVELOPER_SIZES.forEach((size, index) => {
    if (sizes.includes(size)) bits |= 1 << index;
  });
  return bits;
}

/** Release-date categories as bits, one per RELEASE_DATE_CATEGORIES entry. */
function categoryBits(categories: readonly ReleaseDateCategory[]): number {
  let bits = 0;
  for (const category of categories) bits |= 1 << RELEASE_DATE_CATEGORIES.indexOf(category);
  return bits;
}
const UNRELEASED_BIT = categoryBits(["UnReleased"]);

/**
 * What a view's filters read of each game, by the game's position in the facts: its developer sizes as bits, and per
 * platform a byte for each game on it. A game's own lists are objects spread over the heap: reading them for 100,000
 * games took 15–25 ms of a new view per filter; a byte array takes well under one. Kept per copy of the facts. (A
 * feature, of thousands, is still read from the game's list, after these tests.)
 */
interface FilterColumns {
  sizes: Uint8Array;
  platforms: Map<number, Uint8Array>;
}

const filterColumnsByFacts = sharedWeakMap<readonly LumosGameFacts[], FilterColumns>("market-filter-columns");

/** The facts' filter columns: kept ones, or made now in one go. */
function filterColumns(facts: readonly LumosGameFacts[]): FilterColumns {
  let columns = filterColumnsByFacts.get(facts);
  if (!columns) {
    const build = columnsBuilder(facts);
    facts.forEach(build.visit);
    filterColumnsByFacts.set(facts, (columns = build.columns));
  }
  return columns;
}

/**
 * Makes the facts' filter columns, unless kept, with the event loop free every few milliseconds (lib/server/turns.ts):
 * at start-up, and before a view's filters run.
 */
export async function prepareFilterColumns(facts: readonly LumosGameFacts[]): Promise<void> {
  if (filterColumnsByFacts.get(facts)) return;
  const build = columnsBuilder(facts);
  await eachInTurns(facts, build.visit);
  if (!filterColumnsByFacts.get(facts)) filterColumnsByFacts.set(facts, build.columns);
}

function columnsBuilder(facts: readonly LumosGameFacts[]) {
  const columns: FilterColumns = { sizes: new Uint8Array(facts.length), platforms: new Map() };
  const visit = (game: LumosGameFacts, position: number) => {
    columns.sizes[position] = sizeBits(game.developerSizes);
    for (const platformId of game.platformIds) {
      let bytes = columns.platforms.get(platformId);
      if (!bytes) columns.platforms.set(platformId, (bytes = new Uint8Array(facts.length)));
      bytes[position] = 1;
    }
  };
  return { columns, visit };
}

/** Whether the rows' shape has had its number fields tagged (lib/server/object-shapes.ts), once per process. */
let rowFieldsTagged = false;

function toRow(game: LumosGameFacts, playersYesterday: ReadonlyMap<number, number>): MarketResearchRow {
  const sizes = DEVELOPER_SIZES.filter((size) => game.developerSizes.includes(size));
  const row: MarketResearchRow = {
    id: game.id,
    title: game.title,
    href: `/game-breakdown-page?id=${game.id}`,
    release_date: game.releaseDateText ? formatReleaseDate(game.releaseDateText) : null,
    release_day: game.releaseDate,
    release_year: game.releaseDate ? Number(game.releaseDate.slice(0, 4)) : releaseYearOf(game.releaseDateText),
    genre: game.genres[0] ?? null,
    developer_size: sizes.length ? sizes.join(", ") : null,
    peak_players: game.peakPlayers,
    players_24h: game.peakPlayers === null ? null : (playersYesterday.get(game.id) ?? 0),
    total_players: game.totalPlayers,
    copies_sold: game.copiesSold,
    revenue: game.revenue,
    arpu: game.arpu,
    price: game.price,
    sentiment: sentimentOf(game),
    growth: game.growth,
    wishlists: game.wishlists,
    followers: game.followers,
    reviews: game.reviews,
    positive_reviews: game.positiveReviews,
    negative_reviews: game.negativeReviews,
    platform_ids: [...game.platformIds].sort((a, b) => a - b),
  };
  if (!rowFieldsTagged) {
    tagNumberFields(row);
    rowFieldsTagged = true;
  }
  return row;
}

/** The value a row sorts by for a column. */
export function sortValue(row: MarketResearchRow, key: SortKey): string | number | null {
  if (key === "release_date") return row.release_day;
  return row[key as Exclude<SortKey, "release_date">] ?? null;
}

// One collator each, made once: `localeCompare` with options builds a new one per call, which made sorting the
// 61,200 real games (most tied on players, so compared by title) take 4.5 s.
const byText = new Intl.Collator("en", { sensitivity: "base", numeric: true });
const byTitle = new Intl.Collator("en", { sensitivity: "base" });

/**
 * Each game's place in title order (ties by id): sorting a view then compares numbers, not strings. About 1.7 s
 * at 100,000 games, so what Lumos knows carries it (lib/lumos/knowledge.ts), built once with the knowledge.
 */
export function titleOrder(rows: Iterable<{ id: number; title: string }>): Map<number, number> {
  return placesOf([...rows].sort(byTitleThenId));
}

/** The same, sorted in slices that hand the thread back (what Lumos knows is built on the serving thread). */
export async function titleOrderInTurns(rows: readonly { id: number; title: string }[]): Promise<Map<number, number>> {
  return placesOf(await sortInSlices(rows, byTitleThenId, 256));
}

const byTitleThenId = (a: { id: number; title: string }, b: { id: number; title: string }) => byTitle.compare(a.title, b.title) || a.id - b.id;

const placesOf = (sorted: readonly { id: number }[]) => new Map(sorted.map((row, index) => [row.id, index]));

/**
 * Sorts rows by a column; rows without a value come last in both directions, ties by title then id. `order` is the
 * rows' title order (titleOrder) when already known.
 */
export function sortRows(
  rows: MarketResearchRow[],
  key: SortKey,
  direction: "asc" | "desc",
  order: ReadonlyMap<number, number> = titleOrder(rows),
): MarketResearchRow[] {
  return [...rows].sort(rowComparator(key, direction, order));
}

/**
 * What breaks a tie in a column before title order: a sentiment backed by more reviews comes first in both
 * directions, so "100%" opens with the game thousands of reviews rate so, not with ten reviews' (a sentiment is a
 * percentage to one decimal: 99.96% of 20,000 reviews is 100.0% as well).
 */
function tieBreakOf(key: SortKey): ((row: MarketResearchRow) => number) | null {
  return key === "sentiment" ? (row) => row.reviews ?? 0 : null;
}

/**
 * The order of sortRows: by the column, missing values last in both directions, ties by the column's tie-break
 * (tieBreakOf, most first), then in title order.
 */
function rowComparator(key: SortKey, direction: "asc" | "desc", order: ReadonlyMap<number, number>) {
  const factor = direction === "asc" ? 1 : -1;
  const tieBreak = tieBreakOf(key);
  const byTitleOrder = (a: MarketResearchRow, b: MarketResearchRow) => order.get(a.id)! - order.get(b.id)!;
  return (a: MarketResearchRow, b: MarketResearchRow) => {
    const x = sortValue(a, key);
    const y = sortValue(b, key);
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      const compared = typeof x === "number" && typeof y === "number" ? x - y : byText.compare(String(x), String(y));
      if (compared !== 0) return compared * factor;
    }
    return (tieBreak && x !== null && tieBreak(b) - tieBreak(a)) || byTitleOrder(a, b);
  };
}

export interface MarketRows {
  byId: ReadonlyMap<number, MarketResearchRow>;
  /** Every row's place in title order. */
  titleOrder: ReadonlyMap<number, number>;
  /** Every row in the order of a sort ("key:direction"), each built on first use: a view then only filters it. */
  sorted: Map<string, readonly MarketResearchRow[]>;
  /**
   * The ids of each kept sort, in its order: a view's filter reads a typed array instead of every row object (25–45
   * ms of the serving thread per new view at 100,000 games, filtering the rows themselves).
   */
  sortedIds: Map<string, Int32Array>;
  /** The filtered views of these rows, by their filters. */
  views: Map<string, FilteredView>;
}

/**
 * A row for every game: what a view filters and sorts. It depends only on the facts and yesterday's players;
 * `order` is the facts' title order when already known (titleOrder). Built with the event loop free every few
 * milliseconds (about 1 s in all at 100,000 games).
 */
export async function buildMarketRows(
  facts: readonly LumosGameFacts[],
  playersYesterday: ReadonlyMap<number, number>,
  order?: ReadonlyMap<number, number>,
): Promise<MarketRows> {
  const byId = new Map<number, MarketResearchRow>();
  await eachInTurns(facts, (game) => byId.set(game.id, toRow(game, playersYesterday)));
  return { byId, titleOrder: order ?? titleOrder(byId.values()), sorted: new Map(), sortedIds: new Map(), views: new Map() };
}

/**
 * Sorts every row for a view's sort and keeps it, unless already kept, without holding the thread
 * (sortInSlices); selectMarketResearch then only filters the kept order.
 */
export async function prepareSort(built: MarketRows, sort: SortKey, direction: "asc" | "desc"): Promise<void> {
  const key = `${sort}:${direction}`;
  if (built.sorted.has(key)) return;
  const rows = [...built.byId.values()];
  // Every pass over the rows frees the event loop every few milliseconds (lib/server/turns.ts).
  const pass = turnTaker();
  // The order of rowComparator, on numbers: each row's value, or its text's rank among the column's texts, and its
  // place in title order. A comparison of two texts through the collator costs about a microsecond, and a sort of
  // 100,000 rows makes two million of them.
  const values = await sortKeys(built, rows, sort, pass);
  const ties = new Int32Array(rows.length);
  await eachInTurns(rows, (row, index) => (ties[index] = built.titleOrder.get(row.id)!), pass);
  const tieBreak = tieBreakOf(sort);
  const breaks = tieBreak ? new Float64Array(rows.length) : null;
  if (tieBreak && breaks) await eachInTurns(rows, (row, index) => (breaks[index] = tieBreak(row)), pass);
  const factor = direction === "asc" ? 1 : -1;
  const order = await sortInSlices(
    Array.from(rows, (_, index) => index),
    (a, b) => {
      const x = values[a];
      const y = values[b];
      if (x !== y) {
        if (Number.isNaN(x)) return Number.isNaN(y) ? ties[a] - ties[b] : 1;
        if (Number.isNaN(y)) return -1;
        return (x - y) * factor;
      }
      return (breaks && breaks[b] - breaks[a]) || ties[a] - ties[b];
    },
    undefined,
    pass,
  );
  const sorted = new Array<MarketResearchRow>(order.length);
  const ids = new Int32Array(order.length);
  await eachInTurns(
    order,
    (rowIndex, index) => {
      sorted[index] = rows[rowIndex];
      ids[index] = rows[rowIndex].id;
    },
    pass,
  );
  built.sortedIds.set(key, ids);
  built.sorted.set(key, sorted);
}

/** Each text column's ranks, kept with the rows: a sort in the other direction, or by title again, reuses them. */
const textRanksOf = sharedWeakMap<MarketRows, Map<SortKey, Map<string, number>>>("market-text-ranks");

/**
 * A row's sort value for a column as a number: the value itself, or for a text its rank among the column's texts
 * (texts equal to the collator share one); NaN for a missing value.
 */
async function sortKeys(built: MarketRows, rows: readonly MarketResearchRow[], key: SortKey, pass: TurnTaker): Promise<Float64Array> {
  const values = new Array<string | number | null>(rows.length);
  let texts = false;
  await eachInTurns(
    rows,
    (row, index) => {
      const value = (values[index] = sortValue(row, key));
      if (typeof value === "string") texts = true;
    },
    pass,
  );
  const keys = new Float64Array(rows.length);
  if (!texts) {
    await eachInTurns(values, (value, index) => (keys[index] = value === null ? Number.NaN : (value as number)), pass);
    return keys;
  }
  let kept = textRanksOf.get(built);
  if (!kept) textRanksOf.set(built, (kept = new Map()));
  let ranks = kept.get(key);
  if (!ranks) {
    const distinct = new Set<string>();
    await eachInTurns(values, (value) => value !== null && distinct.add(String(value)), pass);
    // A comparison through the collator costs about a microsecond: slices of 256 texts take under a millisecond.
    const sortedTexts = await sortInSlices([...distinct], byText.compare, 256, pass);
    const textRanks = new Map<string, number>();
    let rank = 0;
    await eachInTurns(
      sortedTexts,
      (text, index) => {
        if (index > 0 && byText.compare(sortedTexts[index - 1], text) !== 0) rank++;
        textRanks.set(text, rank);
      },
      pass,
    );
    kept.set(key, (ranks = textRanks));
  }
  const rankOf = ranks;
  await eachInTurns(values, (value, index) => (keys[index] = value === null ? Number.NaN : rankOf.get(String(value))!), pass);
  return keys;
}

/** What a view's filters keep, with its summary and distributions: the same for every sort and page of it. */
interface FilteredView {
  /** The kept games; only for a view over rows not built once (a kept view does not hold them). */
  games?: readonly LumosGameFacts[];
  /**
   * Whether a game is kept, by id (1 when kept); null when every game is kept. A byte per id: up to 100 views are
   * kept, and a Set of 100,000 ids took megabytes each.
   */
  kept: Uint8Array | null;
  summary: MarketResearchSummary;
  byReleaseYear: ReleaseYearBucket[];
  byPlatform: PlatformBucket[];
}

function membership(games: readonly LumosGameFacts[]): Uint8Array {
  let maxId = 0;
  for (const game of games) maxId = Math.max(maxId, game.id);
  const kept = new Uint8Array(maxId + 1);
  for (const game of games) kept[game.id] = 1;
  return kept;
}

/**
 * A view's filters as one test of a game, with the summary and distributions of the games it keeps: `add` each game
 * in the facts' order, then `finish`.
 */
function viewFilter({ facts, datapointGameIds, playersYesterday, rows: built, query, today }: SelectionInput) {
  // The data point as a test of each game, unless its games are handed in: a set of 100,000 ids cost a new view
  // 20–50 ms of the serving thread in one go.
  const inDatapoint =
    datapointGameIds === undefined
      ? datapointTest(facts, query.datapoint)
      : datapointGameIds === "all"
        ? null
        : (game: LumosGameFacts) => datapointGameIds.has(game.id);
  const categoriesOf = releaseCategories(facts, today);
  const wanted = releaseDateFilterCategories(query.release, today);
  const wantedBits = wanted === null ? null : categoryBits(wanted);
  // Exact days compare the day a game's release date starts on, as Lumos's windows of dates do.
  const days = exactDaysOf(query.release);
  const upcomingOnly = query.status === "upcoming";
  // Each test is worked out once for the view, not once per game: this runs for every game of a new view.
  const columns = filterColumns(facts);
  const { featureIds } = query;
  const sizes = DEVELOPER_SIZES.every((size) => query.sizes.includes(size)) ? null : sizeBits(query.sizes);
  const platform = query.platformId === null ? null : (columns.platforms.get(query.platformId) ?? new Uint8Array(facts.length));
  const keeps = (game: LumosGameFacts, position: number) => {
    if (sizes !== null && (columns.sizes[position] & sizes) === 0) return false;
    if (platform !== null && platform[position] === 0) return false;
    if (inDatapoint !== null && !inDatapoint(game)) return false;
    for (let index = 0; index < featureIds.length; index++) if (!game.classificationIds.includes(featureIds[index])) return false;
    if (days !== null) {
      const day = game.releaseDate;
      if (day === null || (days.start !== null && day < days.start) || (days.end !== null && day > days.end)) return false;
    }
    if (wantedBits === null && !upcomingOnly) return true;
    const categories = categoriesOf(game, position);
    return (wantedBits === null || (categories & wantedBits) !== 0) && (!upcomingOnly || (categories & UNRELEASED_BIT) !== 0);
  };

  const games: LumosGameFacts[] = [];
  const summary: MarketResearchSummary = {
    games: 0,
    totalPlayers: { sum: 0, games: 0 },
    totalRevenue: { sum: 0, games: 0 },
    peakPlayers: { sum: 0, games: 0 },
  };
  const years = new Map<number | null, ReleaseYearBucket>();
  const platforms = new Map<number, PlatformBucket>();
  const add = (game: LumosGameFacts, position: number) => {
    if (!keeps(game, position)) return;
    games.push(game);
    const row = built?.byId.get(game.id) ?? toRow(game, playersYesterday);
    summary.games += 1;
    // A game without the figure (no estimate, not out yet, no player counts on record) is not counted as 0 but left
    // out of that sum, and the summary says how many of the matched games it adds up.
    addTo(summary.totalPlayers, row.total_players);
    addTo(summary.totalRevenue, row.revenue);
    addTo(summary.peakPlayers, row.peak_players);
    const peak = row.peak_players ?? 0;
    const year = row.release_year;
    let bucket = years.get(year);
    if (!bucket) years.set(year, (bucket = { year, games: 0, peakPlayers: 0 }));
    bucket.games += 1;
    bucket.peakPlayers += peak;
    for (const id of row.platform_ids) {
      let entry = platforms.get(id);
      if (!entry) platforms.set(id, (entry = { platformId: id, games: 0, peakPlayers: 0 }));
      entry.games += 1;
      entry.peakPlayers += peak;
    }
  };
  const finish = (): FilteredView => ({
    games,
    kept: games.length === facts.length ? null : membership(games),
    summary,
    byReleaseYear: [...years.values()].sort((a, b) => (a.year ?? Infinity) - (b.year ?? Infinity)),
    byPlatform: [...platforms.values()].sort((a, b) => b.games - a.games || a.platformId - b.platformId),
  });
  return { add, finish };
}

function filterView(input: SelectionInput): FilteredView {
  const view = viewFilter(input);
  input.facts.forEach(view.add);
  return view.finish();
}

/**
 * Each game's release-date categories on a day (lib/domain/release-categories.ts) as bits, by position in the facts,
 * worked out once per copy of the facts and day: parsing every game's date text took about 200 ms of each new view at
 * 100,000 games. 0 stands for not worked out yet (a game worked out has WORKED_OUT among its bits).
 */
function releaseCategories(facts: readonly LumosGameFacts[], today: string): (game: LumosGameFacts, position: number) => number {
  let kept = categoriesByFacts.get(facts);
  if (kept?.today !== today) categoriesByFacts.set(facts, (kept = { today, bits: new Uint16Array(facts.length) }));
  const bits = kept.bits;
  return (game, position) => {
    if (bits[position] === 0) bits[position] = WORKED_OUT | categoryBits(releaseDateCategoriesOf(game.releaseDateText ?? "", today));
    return bits[position];
  };
}
const WORKED_OUT = 1 << 15;

/**
 * Works out every game's release-date categories for a day ahead of the first view filtering by them, with the event
 * loop free every few milliseconds (start-up warm-up: about 300 ms of parsing at 100,000 games).
 */
export async function prepareReleaseCategories(facts: readonly LumosGameFacts[], today: string): Promise<void> {
  await eachInTurns(facts, releaseCategories(facts, today));
}

const categoriesByFacts = sharedWeakMap<readonly LumosGameFacts[], { today: string; bits: Uint16Array }>("release-categories");

/** The filtered views kept with rows built once, the oldest dropped past this many. */
const MAX_KEPT_VIEWS = 100;

function viewKey({ query, today }: SelectionInput): string {
  return [today, query.datapoint, query.platformId, [...query.sizes].sort().join(","), query.featureIds.join(","), query.release, query.status].join("|");
}

function keepView(built: MarketRows, key: string, view: FilteredView): FilteredView {
  // The rows hold every game: the kept view needs only which games it keeps.
  const kept = { ...view, games: undefined };
  if (built.views.size >= MAX_KEPT_VIEWS) built.views.delete(built.views.keys().next().value!);
  built.views.set(key, kept);
  return kept;
}

function keptView(input: SelectionInput, built: MarketRows): FilteredView {
  const key = viewKey(input);
  return built.views.get(key) ?? keepView(built, key, filterView(input));
}

/**
 * Works out a view's filters over rows built once, unless already kept, with the event loop free every few
 * milliseconds (tens of milliseconds of one turn at 100,000 games before); selectMarketResearch then reads it.
 */
export async function prepareView(input: SelectionInput & { rows: MarketRows }): Promise<void> {
  const key = viewKey(input);
  if (input.rows.views.has(key)) return;
  await prepareFilterColumns(input.facts);
  const view = viewFilter(input);
  await eachInTurns(input.facts, view.add);
  if (!input.rows.views.has(key)) keepView(input.rows, key, view.finish());
}

/** A view's matched rows in its sort: every row in that sort, their ids, and which are kept (null: every one). */
interface SortedView {
  every: readonly MarketResearchRow[];
  ids: Int32Array | null;
  kept: Uint8Array | null;
}

/**
 * The view's rows in its order. Over rows built once, every row is sorted once per sort and kept (on 61,200 real
 * games a sort took 100–250 ms of the request thread each time); a view keeps which of them it matched.
 */
function sortedView(view: FilteredView, query: MarketResearchQuery, built: MarketRows | undefined, playersYesterday: ReadonlyMap<number, number>): SortedView {
  if (!built)
    return {
      every: sortRows(
        view.games!.map((game) => toRow(game, playersYesterday)),
        query.sort,
        query.direction,
      ),
      ids: null,
      kept: null,
    };
  const key = `${query.sort}:${query.direction}`;
  let every = built.sorted.get(key);
  let ids = built.sortedIds.get(key);
  if (!every || !ids) {
    every = sortRows([...built.byId.values()], query.sort, query.direction, built.titleOrder);
    ids = Int32Array.from(every, (row) => row.id);
    built.sorted.set(key, every);
    built.sortedIds.set(key, ids);
  }
  return { every, ids, kept: view.kept };
}

/** The kept rows from the `skip`-th on, at most `take` of them, read from the sorted ids. */
function keptSlice({ every, ids, kept }: SortedView, skip: number, take: number): MarketResearchRow[] {
  if (kept === null || ids === null) return every.slice(skip, skip + take);
  const rows: MarketResearchRow[] = [];
  for (let at = 0, seen = 0; at < ids.length && rows.length < take; at++) {
    if (kept[ids[at]] !== 1) continue;
    if (seen++ >= skip) rows.push(every[at]);
  }
  return rows;
}

/** The kept ids in order: the sorted ids themselves when every game is kept, else a copy of the kept ones. */
function keptIds({ every, ids, kept }: SortedView, matched: number): Int32Array {
  if (ids === null) return Int32Array.from(every, (row) => row.id);
  if (kept === null) return ids;
  const keptOnes = new Int32Array(matched);
  for (let at = 0, next = 0; at < ids.length; at++) if (kept[ids[at]] === 1) keptOnes[next++] = ids[at];
  return keptOnes;
}

/**
 * The matched games of a view, sorted, with their summary and distributions. Over rows built once (a data
 * version's rows), a view's filters and each sort are worked out once and kept; the objects handed out are shared
 * and must not be changed.
 */
export function selectMarketResearch(input: SelectionInput): MarketResearchSelection {
  const view = input.rows ? keptView(input, input.rows) : filterView(input);
  const sorted = sortedView(view, input.query, input.rows, input.playersYesterday);
  const matched = sorted.kept === null ? sorted.every.length : view.summary.games;
  let rows: readonly MarketResearchRow[] | undefined;
  return {
    get rows() {
      // Every kept row: a new array of up to 100,000 rows (but for a view that keeps every game), so only made when all
      // of them are read.
      return (rows ??= sorted.kept === null ? sorted.every : keptSlice(sorted, 0, Infinity));
    },
    matched,
    gameIds: () => keptIds(sorted, matched),
    page: (page, perPage) => pageAt(matched, page, perPage, (start) => (rows ? rows.slice(start, start + perPage) : keptSlice(sorted, start, perPage))),
    summary: view.summary,
    byReleaseYear: view.byReleaseYear,
    byPlatform: view.byPlatform,
  };
}

export interface Page<T> {
  rows: T[];
  page: number;
  lastPage: number;
  from: number;
  to: number;
}

/** Page `page` of `total` items, `perPage` a page, its items read by `slice` from its first index; a page past the last is the last. */
function pageAt<T>(total: number, page: number, perPage: number, slice: (start: number) => T[]): Page<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(Math.max(1, page), lastPage);
  const start = (current - 1) * perPage;
  const items = slice(start);
  return { rows: items, page: current, lastPage, from: items.length ? start + 1 : 0, to: start + items.length };
}

/** The cells of a row for the chosen columns, with the title first: what the table shows and the CSV holds. */
export function rowCells(row: MarketResearchRow, columns: readonly MarketColumnKey[]): [title: string, ...values: Array<string | number | null>] {
  return [row.title, ...columns.map((key) => row[key] ?? null)];
}
