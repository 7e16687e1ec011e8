// Look-up tables over the engine's game facts, built once per loaded market: which positions (indexes into the
// knowledge's game list) carry a publisher, platform, classification…, and the games ordered by each figure. A
// filter then becomes a pass mask (one byte a game) built from its list or its sorted range instead of a test
// run on every game, so a search visits each game once with byte reads only (docs/lumos.md, "Execution").
import type { LumosGameFacts } from "@/lib/data/lumos";
import { sortInSlices } from "@/lib/market-research/sort-in-slices";
import { turnTaker } from "@/lib/server/turns";
import type { Metric, NumericFilter } from "./query-schema";
import { sharedWeakMap } from "@/lib/cache/shared-weak-map";

export interface GameIndex {
  size: number;
  positionOfId: ReadonlyMap<number, number>;
  byPublisher: Postings<number>;
  byDeveloper: Postings<number>;
  byPlatform: Postings<number>;
  byDistribution: Postings<number>;
  byClassification: Postings<number>;
  byDeveloperSize: Postings<string>;
  byGameType: Postings<number>;
  /**
   * Positions of the games with a figure for the metric, by that figure ascending, and the figures in that order;
   * "release_day" is the release date as a number (releaseDayNumber).
   */
  sortedBy: (metric: Metric | "release_day", valueOf: (game: LumosGameFacts) => number | null) => SortedFigures;
}

/** The positions of the games carrying a key, ascending (empty when none does). */
export interface Postings<K> {
  get(key: K): Int32Array;
}

export interface SortedFigures {
  positions: Int32Array;
  values: Float64Array;
}

const indexes = sharedWeakMap<readonly LumosGameFacts[], GameIndex>("lumos-game-index");

/**
 * Postings found on first asking, by one pass over the games (about 10 ms at 100,000), and kept. Only the keys
 * questions name are ever listed: building every key's list up front took half a second of the first answer at 100,000
 * games, most of it the 5 million positions of the classifications no question had asked for.
 */
function postingsOf<K>(games: readonly LumosGameFacts[], carries: (game: LumosGameFacts, key: K) => boolean): Postings<K> {
  const known = new Map<K, Int32Array>();
  return {
    get(key) {
      let list = known.get(key);
      if (list) return list;
      const positions: number[] = [];
      for (let position = 0; position < games.length; position++) if (carries(games[position], key)) positions.push(position);
      known.set(key, (list = Int32Array.from(positions)));
      return list;
    },
  };
}

/**
 * The games with a figure, as positions in figure order (ties by position), and every game's figure by position: the
 * sort compares numbers read from a typed array, with no object made per game.
 */
function figuresOf(games: readonly LumosGameFacts[], valueOf: (game: LumosGameFacts) => number | null) {
  const figureAt = new Float64Array(games.length);
  const positions: number[] = [];
  for (let position = 0; position < games.length; position++) {
    const value = valueOf(games[position]);
    if (value === null) continue;
    figureAt[position] = value;
    positions.push(position);
  }
  return { positions, figureAt, byFigure: (a: number, b: number) => figureAt[a] - figureAt[b] || a - b };
}

const toSortedFigures = (inOrder: readonly number[], figureAt: Float64Array): SortedFigures => ({
  positions: Int32Array.from(inOrder),
  values: Float64Array.from(inOrder, (position) => figureAt[position]),
});

/** The index of the games, with the figures already sorted in `sorted`. */
function indexOf(games: readonly LumosGameFacts[], sorted: Map<Metric | "release_day", SortedFigures>): GameIndex {
  let positionOfId: Map<number, number> | undefined;
  return {
    size: games.length,
    get positionOfId() {
      return (positionOfId ??= new Map(games.map((game, position) => [game.id, position])));
    },
    byPublisher: postingsOf(games, (game, id) => game.publisherIds.includes(id)),
    byDeveloper: postingsOf(games, (game, id) => game.developerIds.includes(id)),
    byPlatform: postingsOf(games, (game, id) => game.platformIds.includes(id)),
    byDistribution: postingsOf(games, (game, id) => game.distributionIds.includes(id)),
    byClassification: postingsOf(games, (game, id) => game.classificationIds.includes(id)),
    byDeveloperSize: postingsOf(games, (game, size) => game.developerSizes.includes(size)),
    byGameType: postingsOf(games, (game, id) => game.gameTypeId === id),
    sortedBy(metric, valueOf) {
      const known = sorted.get(metric);
      if (known) return known;
      const { positions, figureAt, byFigure } = figuresOf(games, valueOf);
      const result = toSortedFigures(positions.sort(byFigure), figureAt);
      sorted.set(metric, result);
      return result;
    },
  };
}

/** The index of a list of games, made on first use; its lists and sorted figures are then built as questions ask for them. */
export function gameIndexOf(games: readonly LumosGameFacts[]): GameIndex {
  const cached = indexes.get(games);
  if (cached) return cached;
  const index = indexOf(games, new Map());
  indexes.set(games, index);
  return index;
}

/**
 * Sorts the figures of every metric, and the release days, ahead of the first question (about 100 ms each at 100,000
 * games), with the event loop free every few milliseconds. A question asked meanwhile builds what it needs itself.
 */
export async function prepareGameIndex(
  games: readonly LumosGameFacts[],
  metrics: readonly Metric[],
  valueOf: (game: LumosGameFacts, metric: Metric) => number | null,
): Promise<void> {
  if (indexes.has(games)) return;
  // The event loop is free every few milliseconds (lib/server/turns.ts).
  const pass = turnTaker();
  const sorted = new Map<Metric | "release_day", SortedFigures>();
  for (const metric of [...metrics, "release_day" as const]) {
    const { positions, figureAt, byFigure } = figuresOf(games, metric === "release_day" ? releaseDayOf : (game) => valueOf(game, metric));
    sorted.set(metric, toSortedFigures(await sortInSlices(positions, byFigure, undefined, pass), figureAt));
    const turn = pass();
    if (turn) await turn;
  }
  if (!indexes.has(games)) indexes.set(games, indexOf(games, sorted));
}

/** A mask with a 1 at every position in any of the lists. */
export function maskOfPositions(size: number, lists: ReadonlyArray<ArrayLike<number> | undefined>): Uint8Array {
  const mask = new Uint8Array(size);
  for (const list of lists) if (list) for (let i = 0; i < list.length; i++) mask[list[i]] = 1;
  return mask;
}

/** The mask with every byte flipped (a "not" filter). */
export function invertMask(mask: Uint8Array): Uint8Array {
  for (let i = 0; i < mask.length; i++) mask[i] = mask[i] ? 0 : 1;
  return mask;
}

/** First index whose value is ≥ (or, with `strict`, >) the threshold. */
function boundary(values: Float64Array, threshold: number, strict: boolean): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (strict ? values[middle] <= threshold : values[middle] < threshold) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** An ISO day ("2019-03-05") as a number that sorts as the day does (20190305). */
export function releaseDayNumber(day: string): number {
  return Number(day.slice(0, 4)) * 10_000 + Number(day.slice(5, 7)) * 100 + Number(day.slice(8, 10));
}

const releaseDayOf = (game: LumosGameFacts) => (game.releaseDate === null ? null : releaseDayNumber(game.releaseDate));

/**
 * The games released on or after `after` and before `before` (ISO days, either open), read off the release days in
 * order: a game without a release date meets neither bound.
 */
export function maskOfReleaseDays(index: GameIndex, after: string | undefined, before: string | undefined): Uint8Array {
  const { positions, values } = index.sortedBy("release_day", releaseDayOf);
  const from = after === undefined ? 0 : boundary(values, releaseDayNumber(after), false);
  const to = before === undefined ? values.length : boundary(values, releaseDayNumber(before), false);
  const mask = new Uint8Array(index.size);
  for (let i = from; i < to; i++) mask[positions[i]] = 1;
  return mask;
}

/** The games meeting a numeric filter, read off the sorted figures: the same games as meetsFilter on each. */
export function maskOfFilter(index: GameIndex, filter: NumericFilter, valueOf: (game: LumosGameFacts) => number | null): Uint8Array {
  const { positions, values } = index.sortedBy(filter.metric, valueOf);
  let from = 0;
  let to = values.length;
  switch (filter.op) {
    case "gt":
      from = boundary(values, filter.value, true);
      break;
    case "gte":
      from = boundary(values, filter.value, false);
      break;
    case "lt":
      to = boundary(values, filter.value, false);
      break;
    case "lte":
      to = boundary(values, filter.value, true);
      break;
    case "between":
      from = boundary(values, filter.value, false);
      to = boundary(values, filter.value2 ?? filter.value, true);
      break;
  }
  const mask = new Uint8Array(index.size);
  for (let i = from; i < to; i++) mask[positions[i]] = 1;
  return mask;
}

/**
 * The k first items in `compare` order among those offered one at a time, sorted; of equal items the first offered
 * comes first. A caller can ask whether an item would be kept (`admits`) before making it, so a loop over 100,000
 * games makes an object only for the few that could be shown.
 */
export class FirstInOrder<T> {
  private readonly kept: T[] = [];

  constructor(
    private readonly k: number,
    private readonly compare: (a: T, b: T) => number,
  ) {}

  /** Whether `item`, offered now, would be kept. */
  admits(item: T): boolean {
    return this.k > 0 && (this.kept.length < this.k || this.compare(item, this.kept[this.k - 1]) < 0);
  }

  offer(item: T): void {
    if (!this.admits(item)) return;
    let low = 0;
    let high = this.kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.kept[middle], item) <= 0) low = middle + 1;
      else high = middle;
    }
    this.kept.splice(low, 0, item);
    if (this.kept.length > this.k) this.kept.pop();
  }

  /** The items kept, first first. */
  get items(): readonly T[] {
    return this.kept;
  }
}

/**
 * The k first items in `compare` order, sorted: the same as `[...items].sort(compare).slice(0, k)` for a total
 * order, without sorting thousands of close matches to show ten.
 */
export function firstInOrder<T>(items: readonly T[], k: number, compare: (a: T, b: T) => number): T[] {
  if (k <= 0) return [];
  if (items.length <= k) return [...items].sort(compare);
  const first = new FirstInOrder(k, compare);
  for (const item of items) first.offer(item);
  return [...first.items];
}
