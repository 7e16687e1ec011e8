import fc from "fast-check";
import type { LumosGameFacts } from "@/lib/data/lumos";
import { criteriaOf, meetsFilter, metricValue, type EngineKnowledge } from "@/lib/lumos/criteria";
import { executeQuery } from "@/lib/lumos/execute";
import { FirstInOrder, firstInOrder, gameIndexOf, maskOfFilter, maskOfReleaseDays, prepareGameIndex } from "@/lib/lumos/game-index";
import { parseQuestion } from "@/lib/lumos/parse";
import { METRICS, type NumericFilter } from "@/lib/lumos/query-schema";
import { BASE_GAME_FACTS, LEXICON, TODAY } from "./lexicon-fixture";

const base = BASE_GAME_FACTS;

/** Games whose figures and memberships vary, with many ties on the thresholds the questions use. */
const gameArbitrary = fc.record({
  peakPlayers: fc.constantFrom(0, 999, 1000, 1001, 10_000, 50_000, null),
  releaseDate: fc.constantFrom("2019-12-31", "2020-01-01", "2020-06-15", "2020-12-31", "2021-01-01", null),
  arpu: fc.option(fc.constantFrom(1.5, 2, 2.01, 3), { nil: null }),
  platformIds: fc.subarray([264, 201, 130]),
  classificationIds: fc.subarray([104, 101]),
  gameTypeId: fc.constantFrom(0, 0, 0, 1),
});

function marketOf(drafts: ReadonlyArray<Partial<LumosGameFacts>>): EngineKnowledge {
  const games = drafts.map((draft, i): LumosGameFacts => ({ ...base, ...draft, id: i + 1, title: `Game ${i + 1}` }));
  return { today: TODAY, lexicon: LEXICON, games, gamesById: new Map(games.map((game) => [game.id, game])), features: new Map() };
}

describe("maskOfFilter", () => {
  it("selects exactly the games meetsFilter accepts, for every operator and on the threshold itself", () => {
    const filterArbitrary: fc.Arbitrary<NumericFilter> = fc.record({
      metric: fc.constantFrom("peak_players" as const, "arpu" as const),
      op: fc.constantFrom("gt" as const, "gte" as const, "lt" as const, "lte" as const, "between" as const),
      value: fc.constantFrom(0, 2, 999, 1000, 1001),
      value2: fc.constantFrom(2, 3, 1000, 50_000),
    }) as fc.Arbitrary<NumericFilter>;
    fc.assert(
      fc.property(fc.array(gameArbitrary, { maxLength: 40 }), filterArbitrary, (drafts, filter) => {
        const { games } = marketOf(drafts);
        const mask = maskOfFilter(gameIndexOf(games), filter, (game) => metricValue(game, filter.metric));
        expect(Array.from(mask, Boolean)).toEqual(games.map((game) => meetsFilter(metricValue(game, filter.metric), filter)));
      }),
      { numRuns: 300 },
    );
  });
});

describe("gameIndexOf", () => {
  it("lists, for any key, exactly the positions of the games carrying it, ascending, and each game by its id", () => {
    fc.assert(
      fc.property(fc.array(gameArbitrary, { maxLength: 60 }), (drafts) => {
        const { games } = marketOf(drafts);
        const index = gameIndexOf(games);
        const carrying = (carries: (game: LumosGameFacts) => boolean) => Int32Array.from(games.flatMap((game, position) => (carries(game) ? [position] : [])));
        for (const platform of [264, 201, 130, 999]) expect(index.byPlatform.get(platform)).toEqual(carrying((game) => game.platformIds.includes(platform)));
        for (const id of [104, 101]) expect(index.byClassification.get(id)).toEqual(carrying((game) => game.classificationIds.includes(id)));
        for (const type of [0, 1]) expect(index.byGameType.get(type)).toEqual(carrying((game) => game.gameTypeId === type));
        games.forEach((game, position) => expect(index.positionOfId.get(game.id)).toBe(position));
      }),
      { numRuns: 100 },
    );
  });
});

describe("prepareGameIndex", () => {
  it("builds ahead of time, in steps, the same index a question builds on first use", async () => {
    const drafts = fc.sample(gameArbitrary, { numRuns: 12_000, seed: 7 });
    const prepared = marketOf(drafts).games;
    const onFirstUse = marketOf(drafts).games;
    let turns = 0;
    let done = false;
    const count = () => {
      turns++;
      if (!done) setImmediate(count);
    };
    setImmediate(count);
    await prepareGameIndex(prepared, METRICS, metricValue);
    done = true;
    expect(turns).toBeGreaterThan(2);
    const ahead = gameIndexOf(prepared);
    const built = gameIndexOf(onFirstUse);
    expect(ahead).not.toBe(built);
    expect(ahead.positionOfId).toEqual(built.positionOfId);
    for (const platform of [264, 201, 130, 999]) expect(ahead.byPlatform.get(platform)).toEqual(built.byPlatform.get(platform));
    for (const classification of [104, 101]) expect(ahead.byClassification.get(classification)).toEqual(built.byClassification.get(classification));
    for (const type of [0, 1]) expect(ahead.byGameType.get(type)).toEqual(built.byGameType.get(type));
    for (const metric of METRICS) {
      const valueOf = (game: LumosGameFacts) => metricValue(game, metric);
      expect(ahead.sortedBy(metric, valueOf)).toEqual(built.sortedBy(metric, valueOf));
    }
    // The release days too: a window of dates is read off them, and the first such question need not sort them.
    for (const [after, before] of [
      ["2020-01-01", "2021-01-01"],
      [undefined, "2020-01-01"],
      ["2020-06-15", undefined],
    ] as const)
      expect(maskOfReleaseDays(ahead, after, before)).toEqual(maskOfReleaseDays(built, after, before));
    const sortedAhead = ahead.sortedBy("release_day", () => {
      throw new Error("sorted again on first use");
    });
    expect(sortedAhead.positions.length).toBe(prepared.filter((game) => game.releaseDate !== null).length);
  });
});

describe("firstInOrder", () => {
  it("gives the first k of the sorted list", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 60 }), fc.integer({ min: 0, max: 15 }), (values, k) => {
        const items = values.map((value, id) => ({ value, id }));
        const compare = (a: { value: number; id: number }, b: { value: number; id: number }) => a.value - b.value || a.id - b.id;
        expect(firstInOrder(items, k, compare)).toEqual([...items].sort(compare).slice(0, k));
      }),
    );
  });

  it("keeps the first k of items offered one at a time, equal ones in the order offered, and admits only those it keeps", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 60 }), fc.integer({ min: 0, max: 15 }), (values, k) => {
        const items = values.map((value, id) => ({ value, id }));
        const byValue = (a: { value: number }, b: { value: number }) => a.value - b.value;
        const first = new FirstInOrder(k, byValue);
        for (const item of items) {
          const admitted = first.admits(item);
          first.offer(item);
          expect(first.items.includes(item)).toBe(admitted);
        }
        // Array.prototype.sort is stable: of equal values, the first offered comes first.
        expect(first.items).toEqual([...items].sort(byValue).slice(0, k));
      }),
    );
  });
});

describe("indexed search", () => {
  const questions = [
    "RPGs on PS5 with over 1k players and ARPU above $2",
    "games on PS5 not on Switch with at least 1000 peak players",
    "horror or RPG games with ARPU under $2",
    "DLCs with ARPU between $2 and $3",
    "RPGs released before 2020 with over 1k players",
    "games released in 2020 with fewer than 1000 players",
    "horror games released after 2020 not on Switch",
    "upcoming RPGs",
  ];
  it("counts the same perfect and close matches as testing every criterion on every game", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(gameArbitrary, { minLength: 1, maxLength: 40 }), fc.constantFrom(...questions), async (drafts, question) => {
        const knowledge = marketOf(drafts);
        const parsed = parseQuestion(question, LEXICON, { today: TODAY });
        const criteria = criteriaOf(parsed, knowledge);
        const namesType = parsed.entities.gameTypes.include.length > 0;
        const scope = knowledge.games.filter((game) => namesType || game.gameTypeId === 0);
        const misses = scope.map((game) => criteria.filter((criterion) => !criterion.test(game)).map((criterion) => Boolean(criterion.unrecorded?.test(game))));
        const perfect = misses.filter((missed) => missed.length === 0).length;
        // A game missing filters only for want of data (no genre, no company on record) is counted apart, not as close.
        const unknown = misses.filter((missed) => missed.length > 0 && missed.every(Boolean)).length;
        const close = criteria.length >= 2 ? misses.filter((missed) => missed.length === 1 && !missed[0]).length : 0;
        const answer = await executeQuery(parsed, knowledge);
        // A platform named that no game of the market is on is said so, and nothing is searched.
        const named = [...parsed.entities.platforms.include, ...parsed.entities.platforms.exclude];
        const absent = named.filter((ref) => !knowledge.games.some((game) => game.platformIds.includes(ref.id as number)));
        if (absent.length > 0) return expect(answer.trace?.pipeline).toMatch(/^not searched: no game on /);
        expect(answer.trace?.pipeline).toBe(
          `${scope.length} games in scope → ${perfect} perfect, ${close} close (missing one filter)${unknown ? `; ${unknown} not known for want of data` : ""}`,
        );
      }),
      { numRuns: 200 },
    );
  });
});
