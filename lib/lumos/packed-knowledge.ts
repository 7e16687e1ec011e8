// What Lumos knows, packed for the snapshot on disk: the games' facts, the lexicon's index and the monthly players
// as columns (typed arrays and flat lists with offsets) rather than 100,000 small objects and 200,000 map entries.
// v8 reads typed arrays back as one copy, so a start at 100,000 games reads its knowledge in a fraction of the time
// object graphs take (docs/benchmarks.md, "Lumos first answer after start"). unpack(pack(x)) equals x.
import type { LumosGameFacts, MonthlyPlayers } from "@/lib/data/lumos";
import type { Lexicon, LexiconEntry, LexiconSense } from "./lexicon";
import { tagNumberFields } from "@/lib/server/object-shapes";
import { runSteps, type Steps } from "@/lib/server/turns";

type KeysOfType<T, V> = { [K in keyof T]-?: T[K] extends V ? (V extends T[K] ? K : never) : never }[keyof T];

const NUMBERS = ["id", "gameTypeId"] as const satisfies ReadonlyArray<KeysOfType<LumosGameFacts, number>>;
const NULLABLE_NUMBERS = [
  "parentGameId",
  "peakPlayers",
  "recordPeakPlayers",
  "growth",
  "totalPlayers",
  "launchPeakPlayers",
  "revenue",
  "copiesSold",
  "price",
  "arpu",
  "sentiment",
  "wishlists",
  "followers",
  "reviews",
  "positiveReviews",
  "negativeReviews",
] as const satisfies ReadonlyArray<KeysOfType<LumosGameFacts, number | null>>;
/** Lists many games share (most games' publishers, platforms, genres…): each different list is stored once. */
const SHARED_ID_LISTS = ["publisherIds", "developerIds", "platformIds", "distributionIds"] as const satisfies ReadonlyArray<
  KeysOfType<LumosGameFacts, number[]>
>;
const SHARED_TEXT_LISTS = ["developerSizes", "genres"] as const satisfies ReadonlyArray<KeysOfType<LumosGameFacts, string[]>>;
/** Lists nearly every game has its own of (about 50 classifications a game): stored flat. */
const ID_LISTS = ["classificationIds"] as const satisfies ReadonlyArray<KeysOfType<LumosGameFacts, number[]>>;
const TEXTS = ["title"] as const satisfies ReadonlyArray<KeysOfType<LumosGameFacts, string>>;
/** Stored once per different value: 100,000 games have about 6,000 release dates. */
const NULLABLE_TEXTS = ["releaseDate", "releaseDateText", "coverFilename"] as const satisfies ReadonlyArray<KeysOfType<LumosGameFacts, string | null>>;
const FLAGS = ["released"] as const satisfies ReadonlyArray<KeysOfType<LumosGameFacts, boolean>>;
const NULLABLE_FLAGS = ["freeToPlay"] as const satisfies ReadonlyArray<KeysOfType<LumosGameFacts, boolean | null>>;

/** Every field of a game's facts is in exactly one column list: a field added to LumosGameFacts fails to compile here. */
type Packed = (
  | typeof NUMBERS
  | typeof NULLABLE_NUMBERS
  | typeof SHARED_ID_LISTS
  | typeof SHARED_TEXT_LISTS
  | typeof ID_LISTS
  | typeof TEXTS
  | typeof NULLABLE_TEXTS
  | typeof FLAGS
  | typeof NULLABLE_FLAGS
)[number];
type AssertNone<T extends never> = T;
export type UnpackedFields = AssertNone<Exclude<keyof LumosGameFacts, Packed>>;

/** A column stored once per different value: game i's value is `values[codes[i]]`, or null where the code is -1. */
interface Dictionary<T> {
  values: T[];
  codes: Int32Array;
}

interface FlatList<T> {
  /** Where game i's items start; offsets[i + 1] is where they end. */
  offsets: Int32Array;
  items: T;
}

export interface PackedGames {
  count: number;
  numbers: Record<string, Float64Array>;
  /** NaN stands for null: no figure of the data is NaN. */
  nullableNumbers: Record<string, Float64Array>;
  sharedLists: Record<string, Dictionary<number[] | string[]>>;
  idLists: Record<string, FlatList<Int32Array>>;
  texts: Record<string, string[]>;
  nullableTexts: Record<string, Dictionary<string>>;
  /** 0 false, 1 true, 2 null. */
  flags: Record<string, Uint8Array>;
}

function flatten<T>(lists: ReadonlyArray<readonly T[]>): { offsets: Int32Array; items: T[] } {
  const offsets = new Int32Array(lists.length + 1);
  const items: T[] = [];
  lists.forEach((list, i) => {
    for (const item of list) items.push(item);
    offsets[i + 1] = items.length;
  });
  return { offsets, items };
}

/** The column as a dictionary; `keyOf` tells equal values apart (a list's items joined). */
function dictionaryOf<T>(column: ReadonlyArray<T | null>, keyOf: (value: T) => unknown = (value) => value): Dictionary<T> {
  const codeOf = new Map<unknown, number>();
  const values: T[] = [];
  const codes = new Int32Array(column.length);
  column.forEach((value, i) => {
    if (value === null) {
      codes[i] = -1;
      return;
    }
    const key = keyOf(value);
    let code = codeOf.get(key);
    if (code === undefined) {
      codeOf.set(key, (code = values.length));
      values.push(value);
    }
    codes[i] = code;
  });
  return { values, codes };
}

const listKey = (list: ReadonlyArray<number | string>) => list.join("\u0000");

export const packGames = (games: readonly LumosGameFacts[]): PackedGames => runSteps(packGamesSteps(games));

/** Packing, a column at a time (a few milliseconds each at 100,000 games), yielding between columns. */
export function* packGamesSteps(games: readonly LumosGameFacts[]): Steps<PackedGames> {
  const column = <K extends keyof LumosGameFacts>(key: K) => games.map((game) => game[key]);
  const packed: PackedGames = { count: games.length, numbers: {}, nullableNumbers: {}, sharedLists: {}, idLists: {}, texts: {}, nullableTexts: {}, flags: {} };
  for (const key of NUMBERS) {
    packed.numbers[key] = Float64Array.from(column(key));
    yield;
  }
  for (const key of NULLABLE_NUMBERS) {
    packed.nullableNumbers[key] = Float64Array.from(column(key), (value) => value ?? NaN);
    yield;
  }
  for (const key of [...SHARED_ID_LISTS, ...SHARED_TEXT_LISTS]) {
    packed.sharedLists[key] = dictionaryOf<number[] | string[]>(column(key), listKey);
    yield;
  }
  for (const key of ID_LISTS) {
    const { offsets, items } = flatten(column(key));
    packed.idLists[key] = { offsets, items: Int32Array.from(items) };
    yield;
  }
  for (const key of TEXTS) packed.texts[key] = column(key);
  for (const key of NULLABLE_TEXTS) {
    packed.nullableTexts[key] = dictionaryOf(column(key));
    yield;
  }
  for (const key of [...FLAGS, ...NULLABLE_FLAGS]) packed.flags[key] = Uint8Array.from(column(key), (value) => (value === null ? 2 : value ? 1 : 0));
  return packed;
}

/** A typed array's slice as a plain array, by hand: Array.from on 500,000 small views is several times slower. */
function listAt<T>(list: FlatList<ArrayLike<T>>, i: number): T[] {
  const from = list.offsets[i];
  const to = list.offsets[i + 1];
  const out = new Array<T>(to - from);
  for (let at = from; at < to; at++) out[at - from] = list.items[at];
  return out;
}

/** The dictionary's values for the games: each different list one array, frozen because the games share it. */
function sharedValues<T>(dictionary: Dictionary<T[]>): (i: number) => T[] {
  const lists = dictionary.values.map((list) => Object.freeze(list) as T[]);
  return (i: number) => lists[dictionary.codes[i]];
}

/**
 * The games back as objects, every field written in one literal so that all 100,000 share one shape, its number fields
 * tagged (lib/server/object-shapes.ts).
 */
export const unpackGames = (packed: PackedGames): LumosGameFacts[] => runSteps(unpackGamesSteps(packed));

/** Unpacking, yielding after every game. */
export function* unpackGamesSteps(packed: PackedGames): Steps<LumosGameFacts[]> {
  const { numbers: n, nullableNumbers: m, sharedLists: lists, idLists: ids, texts: t, nullableTexts: nt, flags: f } = packed;
  const figure = (key: (typeof NULLABLE_NUMBERS)[number], i: number) => (Number.isNaN(m[key][i]) ? null : m[key][i]);
  const text = (key: (typeof NULLABLE_TEXTS)[number], i: number) => (nt[key].codes[i] < 0 ? null : nt[key].values[nt[key].codes[i]]);
  const shared = {
    publisherIds: sharedValues(lists.publisherIds as Dictionary<number[]>),
    developerIds: sharedValues(lists.developerIds as Dictionary<number[]>),
    developerSizes: sharedValues(lists.developerSizes as Dictionary<string[]>),
    platformIds: sharedValues(lists.platformIds as Dictionary<number[]>),
    distributionIds: sharedValues(lists.distributionIds as Dictionary<number[]>),
    genres: sharedValues(lists.genres as Dictionary<string[]>),
  };
  const games = new Array<LumosGameFacts>(packed.count);
  for (let i = 0; i < packed.count; i++) {
    games[i] = {
      id: n.id[i],
      title: t.title[i],
      gameTypeId: n.gameTypeId[i],
      parentGameId: figure("parentGameId", i),
      publisherIds: shared.publisherIds(i),
      developerIds: shared.developerIds(i),
      developerSizes: shared.developerSizes(i),
      platformIds: shared.platformIds(i),
      distributionIds: shared.distributionIds(i),
      classificationIds: listAt(ids.classificationIds, i),
      genres: shared.genres(i),
      releaseDate: text("releaseDate", i),
      releaseDateText: text("releaseDateText", i),
      coverFilename: text("coverFilename", i),
      released: f.released[i] === 1,
      freeToPlay: f.freeToPlay[i] === 2 ? null : f.freeToPlay[i] === 1,
      peakPlayers: figure("peakPlayers", i),
      recordPeakPlayers: figure("recordPeakPlayers", i),
      growth: figure("growth", i),
      totalPlayers: figure("totalPlayers", i),
      launchPeakPlayers: figure("launchPeakPlayers", i),
      revenue: figure("revenue", i),
      copiesSold: figure("copiesSold", i),
      price: figure("price", i),
      arpu: figure("arpu", i),
      sentiment: figure("sentiment", i),
      wishlists: figure("wishlists", i),
      followers: figure("followers", i),
      reviews: figure("reviews", i),
      positiveReviews: figure("positiveReviews", i),
      negativeReviews: figure("negativeReviews", i),
    };
    if (i === 0) tagNumberFields(games[0]);
    yield;
  }
  return games;
}

/** The lexicon with its index as positions into `entries`: the entries are stored once, the index as columns. */
export interface PackedLexicon extends Omit<Lexicon, "index"> {
  index: {
    keys: string[];
    /** Key i's senses are senseOffsets[i] .. senseOffsets[i + 1]. */
    senseOffsets: Int32Array;
    /** Sense j's kind and source, as positions in `kindNames` and `sourceNames`. */
    kinds: Uint8Array;
    sources: Uint8Array;
    kindNames: Array<LexiconSense["kind"]>;
    sourceNames: Array<LexiconSense["source"]>;
    /** Sense j's entries are positions entryOffsets[j] .. entryOffsets[j + 1] of `entryPositions`. */
    entryOffsets: Int32Array;
    entryPositions: Int32Array;
  };
}

export function packLexicon(lexicon: Lexicon): PackedLexicon {
  const position = new Map<LexiconEntry, number>(lexicon.entries.map((entry, i) => [entry, i]));
  const keys = [...lexicon.index.keys()];
  const senses = keys.map((key) => lexicon.index.get(key)!);
  const flatSenses = flatten(senses);
  const entries = flatten(flatSenses.items.map((sense) => sense.entries));
  const entryPositions = Int32Array.from(entries.items, (entry) => {
    const at = position.get(entry);
    if (at === undefined) throw new Error(`The lexicon's index names an entry it does not hold: ${entry.canonical}`);
    return at;
  });
  const kindNames = [...new Set(flatSenses.items.map((sense) => sense.kind))];
  const sourceNames = [...new Set(flatSenses.items.map((sense) => sense.source))];
  return {
    ...lexicon,
    index: {
      keys,
      senseOffsets: flatSenses.offsets,
      kinds: Uint8Array.from(flatSenses.items, (sense) => kindNames.indexOf(sense.kind)),
      sources: Uint8Array.from(flatSenses.items, (sense) => sourceNames.indexOf(sense.source)),
      kindNames,
      sourceNames,
      entryOffsets: entries.offsets,
      entryPositions,
    },
  };
}

export const unpackLexicon = (packed: PackedLexicon): Lexicon => runSteps(unpackLexiconSteps(packed));

/** Keys placed in the look-up of key positions between two yields. */
const KEY_STEP = 1_024;

/** Unpacking, yielding every KEY_STEP keys: only the look-up of each key's position is built (LazyIndex). */
export function* unpackLexiconSteps(packed: PackedLexicon): Steps<Lexicon> {
  const positionOf = new Map<string, number>();
  const { keys } = packed.index;
  for (let i = 0; i < keys.length; i++) {
    positionOf.set(keys[i], i);
    if (i % KEY_STEP === KEY_STEP - 1) yield;
  }
  return { ...packed, index: new LazyIndex(packed.index, packed.entries, positionOf) };
}

/**
 * The lexicon's index over its columns: a key's readings are made when the key is first looked up, and kept. A
 * question looks up a few dozen keys; at 100,000 games the index holds about 190,000, and making every key's readings
 * on reading the snapshot back took a quarter of a second and left over half a million objects for every later
 * collection to mark. Iterating it makes them all.
 */
class LazyIndex implements ReadonlyMap<string, readonly LexiconSense[]> {
  private readonly made: Array<readonly LexiconSense[] | undefined>;

  constructor(
    private readonly columns: PackedLexicon["index"],
    private readonly lexiconEntries: readonly LexiconEntry[],
    private readonly positionOf: ReadonlyMap<string, number>,
  ) {
    this.made = new Array(columns.keys.length);
  }

  get size() {
    return this.columns.keys.length;
  }

  has(key: string) {
    return this.positionOf.has(key);
  }

  get(key: string) {
    const position = this.positionOf.get(key);
    return position === undefined ? undefined : this.sensesAt(position);
  }

  private sensesAt(position: number): readonly LexiconSense[] {
    const known = this.made[position];
    if (known) return known;
    const { senseOffsets, kinds, sources, kindNames, sourceNames, entryOffsets, entryPositions } = this.columns;
    const senses: LexiconSense[] = [];
    for (let j = senseOffsets[position]; j < senseOffsets[position + 1]; j++) {
      const entries = new Array<LexiconEntry>(entryOffsets[j + 1] - entryOffsets[j]);
      for (let at = entryOffsets[j]; at < entryOffsets[j + 1]; at++) entries[at - entryOffsets[j]] = this.lexiconEntries[entryPositions[at]];
      senses.push({ kind: kindNames[kinds[j]], entries, source: sourceNames[sources[j]] });
    }
    return (this.made[position] = senses);
  }

  *entries(): MapIterator<[string, readonly LexiconSense[]]> {
    for (let i = 0; i < this.columns.keys.length; i++) yield [this.columns.keys[i], this.sensesAt(i)];
  }

  keys(): MapIterator<string> {
    return this.columns.keys.values();
  }

  *values(): MapIterator<readonly LexiconSense[]> {
    for (let i = 0; i < this.columns.keys.length; i++) yield this.sensesAt(i);
  }

  forEach(visit: (senses: readonly LexiconSense[], key: string, map: ReadonlyMap<string, readonly LexiconSense[]>) => void) {
    for (const [key, senses] of this.entries()) visit(senses, key, this);
  }

  [Symbol.iterator]() {
    return this.entries();
  }
}

/** Each game's monthly values as one block; unpacked, every game's values are a view into it (no copy). */
export interface PackedMonthlyPlayers {
  months: string[];
  gameIds: Int32Array;
  recorded: Int32Array;
  values: Float64Array;
}

export function packMonthlyPlayers(monthly: MonthlyPlayers): PackedMonthlyPlayers {
  const width = monthly.months.length;
  const rows = [...monthly.byGame];
  const values = new Float64Array(rows.length * width);
  rows.forEach(([, row], i) => values.set(row.values.subarray(0, width), i * width));
  return { months: monthly.months, gameIds: Int32Array.from(rows, ([id]) => id), recorded: Int32Array.from(rows, ([, row]) => row.recorded), values };
}

export function unpackMonthlyPlayers(packed: PackedMonthlyPlayers): MonthlyPlayers {
  const width = packed.months.length;
  const byGame: MonthlyPlayers["byGame"] = new Map();
  packed.gameIds.forEach((id, i) => byGame.set(id, { values: packed.values.subarray(i * width, (i + 1) * width), recorded: packed.recorded[i] }));
  return { months: packed.months, byGame };
}

/** A map of whole numbers to whole numbers (each game's place in title order) as two columns. */
export interface PackedNumberMap {
  keys: Int32Array;
  values: Int32Array;
}

export const packNumberMap = (map: ReadonlyMap<number, number>): PackedNumberMap => ({
  keys: Int32Array.from(map.keys()),
  values: Int32Array.from(map.values()),
});

export function unpackNumberMap(packed: PackedNumberMap): Map<number, number> {
  const map = new Map<number, number>();
  for (let i = 0; i < packed.keys.length; i++) map.set(packed.keys[i], packed.values[i]);
  return map;
}
