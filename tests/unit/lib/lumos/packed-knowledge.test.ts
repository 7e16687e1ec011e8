// The snapshot's columns give back exactly the games, lexicon and monthly players they were packed from: nulls,
// empty lists and shared entries included.
import v8 from "node:v8";
import type { LumosGameFacts, MonthlyPlayers } from "@/lib/data/lumos";
import { buildLexicon } from "@/lib/lumos/lexicon";
import {
  packGames,
  packLexicon,
  packMonthlyPlayers,
  packNumberMap,
  unpackGames,
  unpackLexicon,
  unpackMonthlyPlayers,
  unpackNumberMap,
} from "@/lib/lumos/packed-knowledge";
import { LEXICON_INPUT } from "./lexicon-fixture";

/** Through v8's serializer, as the snapshot file goes. */
const viaDisk = <T>(value: T): T => v8.deserialize(v8.serialize(value)) as T;

const game = (overrides: Partial<LumosGameFacts>): LumosGameFacts => ({
  id: 1,
  title: "Sunken Isle",
  gameTypeId: 0,
  parentGameId: null,
  publisherIds: [3],
  developerIds: [4, 5],
  developerSizes: ["Indie", "AA"],
  platformIds: [1, 2, 3],
  distributionIds: [],
  classificationIds: [10, 11],
  genres: ["Action"],
  releaseDate: "2024-03-14",
  releaseDateText: "14-03-2024",
  coverFilename: null,
  released: true,
  freeToPlay: null,
  peakPlayers: 1234,
  recordPeakPlayers: 2345,
  growth: -12.5,
  totalPlayers: null,
  launchPeakPlayers: 0,
  revenue: 1.5e9,
  copiesSold: null,
  price: 19.99,
  arpu: null,
  sentiment: 81.2,
  wishlists: null,
  followers: 7,
  reviews: null,
  positiveReviews: null,
  negativeReviews: null,
  ...overrides,
});

describe("packed knowledge", () => {
  it("gives back every game as it was, nulls, empty lists and all", () => {
    const games = [
      game({}),
      game({
        id: 2,
        title: "DLC of it",
        parentGameId: 1,
        gameTypeId: 1,
        publisherIds: [],
        developerIds: [],
        developerSizes: [],
        genres: [],
        freeToPlay: true,
        released: false,
        releaseDate: null,
        releaseDateText: "TBA",
        growth: null,
      }),
      game({ id: 3, freeToPlay: false, coverFilename: "co1.jpg", totalPlayers: 0, arpu: 0.25 }),
    ];
    expect(unpackGames(viaDisk(packGames(games)))).toEqual(games);
    expect(unpackGames(viaDisk(packGames([])))).toEqual([]);
  });

  it("shares each different list between the games that have it, frozen", () => {
    const long = [1, 2, 3, 4, 5];
    const games = [
      game({ id: 1, publisherIds: [3], platformIds: [1, 2], genres: ["Action"], distributionIds: long }),
      game({ id: 2, publisherIds: [3], platformIds: [1, 2], genres: ["Action"], distributionIds: long }),
      game({ id: 3, publisherIds: [4], platformIds: [2, 1], genres: ["Puzzle"], distributionIds: [] }),
    ];
    const [first, second, third] = unpackGames(viaDisk(packGames(games)));
    expect(second.publisherIds).toBe(first.publisherIds);
    expect(second.platformIds).toBe(first.platformIds);
    expect(second.genres).toBe(first.genres);
    expect(third.publisherIds).toEqual([4]);
    expect(third.platformIds).toEqual([2, 1]);
    expect(third.platformIds).not.toBe(first.platformIds);
    // A change to a shared list would change every game that has it: it throws instead.
    expect(() => first.publisherIds.push(5)).toThrow(/not extensible/);
    expect(second.publisherIds).toEqual([3]);
    expect(second.distributionIds).toEqual(long);
    expect(second.distributionIds).toBe(first.distributionIds);
    expect(third.distributionIds).toEqual([]);
  });

  it("gives back the lexicon with its senses pointing at its own entries", () => {
    const lexicon = buildLexicon(LEXICON_INPUT);
    const read = unpackLexicon(viaDisk(packLexicon(lexicon)));
    expect({ ...read, index: new Map(read.index) }).toEqual(lexicon);
    expect(read.index.size).toBe(lexicon.index.size);
    expect(read.index.get("no such key")).toBeUndefined();
    for (const [key, senses] of read.index) {
      expect(read.index.get(key)).toBe(senses);
      senses.forEach((sense, i) =>
        sense.entries.forEach((entry, j) => expect(entry).toBe(read.entries[lexicon.entries.indexOf(lexicon.index.get(key)![i].entries[j])])),
      );
    }
  });

  it("gives back the monthly players and the title order", () => {
    const monthly: MonthlyPlayers = {
      months: ["2026-01", "2026-02", "2026-03"],
      byGame: new Map([
        [7, { values: Float64Array.from([1, 0, 3.5]), recorded: 0b101 }],
        [9, { values: Float64Array.from([0, 0, 0]), recorded: 0 }],
      ]),
    };
    expect(unpackMonthlyPlayers(viaDisk(packMonthlyPlayers(monthly)))).toEqual(monthly);
    const order = new Map([
      [7, 2],
      [9, 1],
      [12, 0],
    ]);
    expect(unpackNumberMap(viaDisk(packNumberMap(order)))).toEqual(order);
  });
});
