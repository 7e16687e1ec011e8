// What Lumos knows, packed for the snapshot on disk: the games' facts, the lexicon's index and the monthly players
// as columns (typed arrays and flat lists with offsets) rather than 100,000 small objects and 200,000 map entries.
// v8 reads typed arrays back as one copy, so a start at 100,000 games reads its knowledge in a fraction of the time
// object graphs take (docs/benchmarks.md, "Lumos first answer after start"). unpack(pack(x)) equals x.
import type { LumosGameFacts, MonthlyPlayers } from "@/lib/data/lumos";
import type { Lexicon, LexiconEntry, LexiconSense } from "./lexicon";
import { tagNumberFields } from "@/lib/server/object-shapes";
import { runSteps, type Steps } from "@/lib/server/turns";

type KeysOfType<T, V> = { [K in keyof T]-?: T[K] extends V ? (V extends T[K] ? K : never) : never }[keyof T];

const NUMBERS = ["id", "gameTypeId", "peakPlayers", "recordPeakPlayers"] as const satisfies ReadonlyArray<KeysOfType<LumosGameFacts, number>>;
const NULLABLE_NUMBERS = [
  "parentGameId",
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
const ID_LISTS = ["publisherIds", "developerIds", "platformIds", "distributionIds", "classificationIds"] as const satisfies ReadonlyArray<
  KeysOfType<LumosGameFacts, number[]>
>;
const TEXT_LISTS = ["developerSizes", "genres"] as const satisfies ReadonlyArray<KeysOfType<LumosGameFacts, string[]>>;
const TEXTS = ["title"] as const satisfies ReadonlyArray<KeysOfType<LumosGameFacts, string>>;
const NULLABLE_TEXTS = ["releaseDate", "releaseDateText", "coverFilename"] as const satisfies ReadonlyArray<KeysOfType<LumosGameFacts, string | null>>;
const FLAGS = ["released"] as const satisfies ReadonlyArray<KeysOfType<LumosGameFacts, boolean>>;
const NULLABLE_FLAGS = ["freeToPlay"] as const satisfies ReadonlyArray<KeysOfType<LumosGameFacts, boolean | null>>;

/** Every field of a game's facts is in exactly one column list: a field added to LumosGameFacts fails to compile here. */
type Packed = (
  typeof NUMBERS | typeof NULLABLE_NUMBERS | typeof ID_LISTS | typeof TEXT_LISTS | typeof TEXTS | typeof NULLABLE_TEXTS | typeof FLAGS | typeof NULLABLE_FLAGS
)[number];
type AssertNone<T extends never> = T;
export type UnpackedFields = AssertNone<Exclude<keyof LumosGameFacts, Packed>>;

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
  idLists: Record<string, FlatList<Int32Array>>;
  textLists: Record<string, FlatList<string[]>>;
  texts: Record<string, string[]>;
  nullableTexts: Record<string, Array<string | null>>;
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

export const packGames = (games: readonly LumosGameFacts[]): PackedGames => runSteps(packGamesSteps(games));

/** Packing, a column at a time (a few milliseconds each at 100,000 games), yielding between columns. */
export function* packGamesSteps(games: readonly LumosGameFacts[]): Steps<PackedGames> {
  const column = <K extends keyof LumosGameFacts>(key: K) => games.map((game) => game[key]);
  const packed: PackedGames = { count: games.length, numbers: {}, nullableNumbers: {}, idLists: {}, textLists: {}, texts: {}, nullableTexts: {}, flags: {} };
  for (const key of NUMBERS) {
    packed.numbers[key] = Float64Array.from(column(key));
    yield;
  }
  for (const key of NULLABLE_NUMBERS) {
    packed.nullableNumbers[key] = Float64Array.from(column(key), (value) => value ?? NaN);
    yield;
  }
  for (const key of ID_LISTS) {
    const { offsets, items } = flatten(column(key));
    packed.idLists[key] = { offsets, items: Int32Array.from(items) };
    yield;
  }
  for (const key of TEXT_LISTS) {
    packed.textLists[key] = flatten(column(key));
    yield;
  }
  for (const key of TEXTS) packed.texts[key] = column(key);
  for (const key of NULLABLE_TEXTS) packed.nullableTexts[key] = column(key);
  yield;
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

/** Lists up to this long are shared: most games' publishers, developers, platforms, stores, sizes and genres. */
const SHARED_LIST_MAX = 4;

/**
 * Game i's list, one array for every game with the same short list, frozen because it is shared (nothing changes a
 * game's facts once they are built). 100,000 games hold 600,000 such lists, mostly of one item, and a few thousand
 * different ones: two objects each fewer for the garbage collector to mark (lib/server/object-shapes.ts says why
 * that counts).
 */
function sharedLists<T extends number | string>(list: FlatList<ArrayLike<T>>): (i: number) => T[] {
  const byItem = new Map<T, T[]>();
  const byKey = new Map<string, T[]>();
  const none = Object.freeze([]) as unknown as T[];
  return (i) => {
    const from = list.offsets[i];
    const length = list.offsets[i + 1] - from;
    if (length === 0) return none;
    if (length > SHARED_LIST_MAX) return listAt(list, i);
    const key = length === 1 ? list.items[from] : listAt(list, i).join("\u0000");
    const known = length === 1 ? byItem.get(key as T) : byKey.get(key as string);
    if (known) return known;
    const shared = Object.freeze(listAt(list, i)) as T[];
    if (length === 1) byItem.set(key as T, shared);
    else byKey.set(key as string, shared);
    return shared;
  };
}

/**
 * The games back as objects, every field written in one literal so that all 100,000 share one shape, its number fields
 * tagged (lib/server/object-shapes.ts).
 */
export const unpackGames = (packed: PackedGames): LumosGameFacts[] => runSteps(unpackGamesSteps(packed));

/** Unpacking, yielding after every game. */
export function* unpackGamesSteps(packed: PackedGames): Steps<LumosGameFacts[]> {
  const { numbers: n, nullableNumbers: m, idLists: ids, textLists: lists, texts: t, nullableTexts: nt, flags: f } = packed;
  const figure = (key: (typeof NULLABLE_NUMBERS)[number], i: number) => (Number.isNaN(m[key][i]) ? null : m[key][i]);
  const shared = {
    publisherIds: sharedLists(ids.publisherIds),
    developerIds: sharedLists(ids.developerIds),
    developerSizes: sharedLists(lists.developerSizes),
    platformIds: sharedLists(ids.platformIds),
    distributionIds: sharedLists(ids.distributionIds),
    genres: sharedLists(lists.genres),
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
      releaseDate: nt.releaseDate[i],
      releaseDateText: nt.releaseDateText[i],
      coverFilename: nt.coverFilename[i],
      released: f.released[i] === 1,
      freeToPlay: f.freeToPlay[i] === 2 ? null : f.freeToPlay[i] === 1,
      peakPlayers: n.peakPlayers[i],
      recordPeakPlayers: n.recordPeakPlayers[i],
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

/** Unpacking, yielding after every reading and every key. */
export function* unpackLexiconSteps(packed: PackedLexicon): Steps<Lexicon> {
  const { keys, senseOffsets, kinds, sources, kindNames, sourceNames, entryOffsets, entryPositions } = packed.index;
  const senses = new Array<LexiconSense>(kinds.length);
  for (let j = 0; j < kinds.length; j++) {
    const entries = new Array<LexiconEntry>(entryOffsets[j + 1] - entryOffsets[j]);
    for (let at = entryOffsets[j]; at < entryOffsets[j + 1]; at++) entries[at - entryOffsets[j]] = packed.entries[entryPositions[at]];
    senses[j] = { kind: kindNames[kinds[j]], entries, source: sourceNames[sources[j]] };
    yield;
  }
  const index = new Map<string, LexiconSense[]>();
  for (let i = 0; i < keys.length; i++) {
    index.set(keys[i], senses.slice(senseOffsets[i], senseOffsets[i + 1]));
    yield;
  }
  return { ...packed, index };
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
