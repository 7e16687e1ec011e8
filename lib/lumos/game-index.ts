// Look-up tables over the engine's game facts, built once per loaded market: which positions (indexes into the
// knowledge's game list) carry a publisher, platform, classification…, and the games ordered by each figure. A
// filter then becomes a pass mask (one byte a game) built from its list or its sorted range instead of a test
// run on every game, so a search visits each game once with byte reads only (docs/lumos.md, "Execution").
import type { LumosGameFacts } from "@/lib/data/lumos";
import { sortInSlices } from "@/lib/market-research/sort-in-slices";
import { eachInTurns, turnTaker } from "@/lib/server/turns";
import type { Metric, NumericFilter } from "./query-schema";
import { sharedWeakMap } from "@/lib/cache/shared-weak-map";

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

const indexes = sharedWeakMap<readonly LumosGameFacts[], GameIndex>("lumos-game-index");

function push<K>(map: Map<K, number[]>, key: K, position: number) {
  const list = map.get(key);
  if (list) {
    if (list[list.length - 1] !== position) list.push(position);
  } else map.set(key, [position]);
}

type Lists = ReturnType<typeof emptyLists>;

/** The look-up lists of the games from `from` to `to` (excluded) added to `lists`. */
function addGames(lists: Lists, games: readonly LumosGameFacts[], from: number, to: number) {
  for (let position = from; position < to; position++) {
    const game = games[position];
    lists.positionOfId.set(game.id, position);
    for (const id of game.publisherIds) push(lists.byPublisher, id, position);
    for (const id of game.developerIds) push(lists.byDeveloper, id, position);
    for (const id of game.platformIds) push(lists.byPlatform, id, position);
    for (const id of game.distributionIds) push(lists.byDistribution, id, position);
    for (const id of game.classificationIds) push(lists.byClassification, id, position);
    for (const size of game.developerSizes) push(lists.byDeveloperSize, size, position);
    push(lists.byGameType, game.gameTypeId, position);
  }
}

const emptyLists = () => ({
  positionOfId: new Map<number, number>(),
  byPublisher: new Map<number, number[]>(),
  byDeveloper: new Map<number, number[]>(),
  byPlatform: new Map<number, number[]>(),
  byDistribution: new Map<number, number[]>(),
  byClassification: new Map<number, number[]>(),
  byDeveloperSize: new Map<string, number[]>(),
  byGameType: new Map<number, number[]>(),
});

type Figure = { position: number; value: number };
const byFigure = (a: Figure, b: Figure) => a.value - b.value || a.position - b.position;

function figuresOf(games: readonly LumosGameFacts[], valueOf: (game: LumosGameFacts) => number | null): Figure[] {
  const figures: Figure[] = [];
  games.forEach((game, position) => {
    const value = valueOf(game);
    if (value !== null) figures.push({ position, value });
  });
  return figures;
}

const toSortedFigures = (figures: readonly Figure[]): SortedFigures => ({
  positions: Int32Array.from(figures, (f) => f.position),
  values: Float64Array.from(figures, (f) => f.value),
});

function assemble(games: readonly LumosGameFacts[], lists: Lists, sorted: Map<Metric, SortedFigures>): GameIndex {
  return {
    size: games.length,
    ...lists,
    sortedBy(metric, valueOf) {
      const known = sorted.get(metric);
      if (known) return known;
      const result = toSortedFigures(figuresOf(games, valueOf).sort(byFigure));
      sorted.set(metric, result);
      return result;
    },
  };
}

/** The index of a list of games, built on first use (about a second at 100,000 games; prepareGameIndex builds it beforehand). */
export function gameIndexOf(games: readonly LumosGameFacts[]): GameIndex {
  const cached = indexes.get(games);
  if (cached) return cached;
  const lists = emptyLists();
  addGames(lists, games, 0, games.length);
  const index = assemble(games, lists, new Map());
  indexes.set(games, index);
  return index;
}

/** Games indexed in prepareGameIndex between two reads of the clock. */
const PREPARE_STEP = 256;

/**
 * Builds the index of a list of games and the sorted figures of every metric ahead of the first question, with the
 * event loop free every few milliseconds. A question asked meanwhile builds what it needs itself.
 */
export async function prepareGameIndex(
  games: readonly LumosGameFacts[],
  metrics: readonly Metric[],
  valueOf: (game: LumosGameFacts, metric: Metric) => number | null,
): Promise<void> {
  if (indexes.has(games)) return;
  // The event loop is free every few milliseconds (lib/server/turns.ts).
  const pass = turnTaker();
  const lists = emptyLists();
  for (let from = 0; from < games.length; from += PREPARE_STEP) {
    addGames(lists, games, from, Math.min(games.length, from + PREPARE_STEP));
    const turn = pass();
    if (turn) await turn;
  }
  const sorted = new Map<Metric, SortedFigures>();
  for (const metric of metrics) {
    const figures: Figure[] = [];
    await eachInTurns(
      games,
      (game, position) => {
        const value = valueOf(game, metric);
        if (value !== null) figures.push({ position, value });
      },
      pass,
    );
    const inOrder = await sortInSlices(figures, byFigure, undefined, pass);
    const positions = new Int32Array(inOrder.length);
    const values = new Float64Array(inOrder.length);
    await eachInTurns(
      inOrder,
      (figure, index) => {
        positions[index] = figure.position;
        values[index] = figure.value;
      },
      pass,
    );
    sorted.set(metric, { positions, values });
  }
  if (!indexes.has(games)) indexes.set(games, assemble(games, lists, sorted));
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
