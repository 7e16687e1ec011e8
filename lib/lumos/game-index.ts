// Look-up tables over the engine's game facts, built once per loaded market: which positions (indexes into the
// knowledge's game list) carry a publisher, platform, classification…, and the games ordered by each figure. A
// filter then becomes a pass mask (one byte a game) built from its list or its sorted range instead of a test
// run on every game, so a search visits each game once with byte reads only (docs/lumos.md, "Execution").
import type { LumosGameFacts } from "@/lib/data/lumos";
import type { Metric, NumericFilter } from "./query-schema";

export interface GameIndex {
  size: number;
  positionOfId: ReadonlyMap<number, number>;
  byPublisher: ReadonlyMap<number, readonly number[]>;
  byDeveloper: ReadonlyMap<number, readonly number[]>;
  byPlatform: ReadonlyMap<number, readonly number[]>;
  byDistribution: ReadonlyMap<number, readonly number[]>;
  byClassification: ReadonlyMap<number, readonly number[]>;
  byDeveloperSize: ReadonlyMap<string, readonly number[]>;
  byGameType: ReadonlyMap<number, readonly number[]>;
  /** Positions of the games with a figure for the metric, by that figure ascending, and the figures in that order. */
  sortedBy: (metric: Metric, valueOf: (game: LumosGameFacts) => number | null) => SortedFigures;
}

export interface SortedFigures {
  positions: Int32Array;
  values: Float64Array;
}

const indexes = new WeakMap<readonly LumosGameFacts[], GameIndex>();

function push<K>(map: Map<K, number[]>, key: K, position: number) {
  const list = map.get(key);
  if (list) {
    if (list[list.length - 1] !== position) list.push(position);
  } else map.set(key, [position]);
}

export function gameIndexOf(games: readonly LumosGameFacts[]): GameIndex {
  const cached = indexes.get(games);
  if (cached) return cached;
  const positionOfId = new Map<number, number>();
  const byPublisher = new Map<number, number[]>();
  const byDeveloper = new Map<number, number[]>();
  const byPlatform = new Map<number, number[]>();
  const byDistribution = new Map<number, number[]>();
  const byClassification = new Map<number, number[]>();
  const byDeveloperSize = new Map<string, number[]>();
  const byGameType = new Map<number, number[]>();
  games.forEach((game, position) => {
    positionOfId.set(game.id, position);
    for (const id of game.publisherIds) push(byPublisher, id, position);
    for (const id of game.developerIds) push(byDeveloper, id, position);
    for (const id of game.platformIds) push(byPlatform, id, position);
    for (const id of game.distributionIds) push(byDistribution, id, position);
    for (const id of game.classificationIds) push(byClassification, id, position);
    for (const size of game.developerSizes) push(byDeveloperSize, size, position);
    push(byGameType, game.gameTypeId, position);
  });
  const sorted = new Map<Metric, SortedFigures>();
  const index: GameIndex = {
    size: games.length,
    positionOfId,
    byPublisher,
    byDeveloper,
    byPlatform,
    byDistribution,
    byClassification,
    byDeveloperSize,
    byGameType,
    sortedBy(metric, valueOf) {
      const known = sorted.get(metric);
      if (known) return known;
      const figures: Array<{ position: number; value: number }> = [];
      games.forEach((game, position) => {
        const value = valueOf(game);
        if (value !== null) figures.push({ position, value });
      });
      figures.sort((a, b) => a.value - b.value || a.position - b.position);
      const result = { positions: Int32Array.from(figures, (f) => f.position), values: Float64Array.from(figures, (f) => f.value) };
      sorted.set(metric, result);
      return result;
    },
  };
  indexes.set(games, index);
  return index;
}

/** A mask with a 1 at every position in any of the lists. */
export function maskOfPositions(size: number, lists: ReadonlyArray<readonly number[] | undefined>): Uint8Array {
  const mask = new Uint8Array(size);
  for (const list of lists) if (list) for (const position of list) mask[position] = 1;
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

/** The games meeting a numeric filter, read off the sorted figures: the same games as meetsFilter on each. */
export function maskOfFilter(index: GameIndex, filter: NumericFilter, valueOf: (game: LumosGameFacts) => number | null): Uint8Array {
  const { positions, values } = index.sortedBy(filter.metric, valueOf);
  let from = 0;
  let to = values.length;
  switch (filter.op) {
    case "gt": from = boundary(values, filter.value, true); break;
    case "gte": from = boundary(values, filter.value, false); break;
    case "lt": to = boundary(values, filter.value, false); break;
    case "lte": to = boundary(values, filter.value, true); break;
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
 * The k first items in `compare` order, sorted: the same as `[...items].sort(compare).slice(0, k)` for a total
 * order, without sorting thousands of close matches to show ten.
 */
export function firstInOrder<T>(items: readonly T[], k: number, compare: (a: T, b: T) => number): T[] {
  if (k <= 0) return [];
  if (items.length <= k) return [...items].sort(compare);
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === k && compare(item, kept[k - 1]) >= 0) continue;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(kept[middle], item) <= 0) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, item);
    if (kept.length > k) kept.pop();
  }
  return kept;
}
