// Lumos proven on real data: the Steam data of ../shared/realdata imported into a fresh database, every real-data
// labelled question (tests/fixtures/lumos/real-questions.ts) answered by the built-in parser and engine, and the games
// it selects (in order, for a ranking) compared with the answer computed from the CSV files alone
// (tests/fixtures/lumos/real-market.ts). Every question must match.
import { REAL_QUESTIONS } from "../fixtures/lumos/real-questions";
import { describeMiss, expectedAnswer, openRealMarket, readRealGames, realDataAvailable, REAL_DATA_DIR, scoreQuestion, type RealMarket } from "../fixtures/lumos/real-market";
import { createMigratedDatabase } from "./helpers/test-database";

// Importing 61,200 games and building what Lumos knows of them takes about a minute on a 2-core machine.
jest.setTimeout(600_000);

describe("Lumos on the real Steam data", () => {
  let market: RealMarket;

  beforeAll(async () => {
    if (!realDataAvailable()) throw new Error(`The real data is missing: ${REAL_DATA_DIR} must hold both CSV files (see its README).`);
    market = await openRealMarket(() => createMigratedDatabase());
  });
  afterAll(() => market?.handle.close());

  it("has at least 60 questions of every kind, each with a well-posed expected answer", () => {
    expect(REAL_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(REAL_QUESTIONS.map((item) => item.id)).size).toBe(REAL_QUESTIONS.length);
    const kinds = new Set(REAL_QUESTIONS.map((item) => item.kind));
    for (const kind of ["company", "short_form", "genre", "tag", "release", "price", "reviews", "owners", "players", "combination", "ranking", "negation", "typo", "paraphrase"]) expect(kinds).toContain(kind);
    const games = readRealGames();
    expect(games.length).toBe(61_200);
    // An empty expectation proves nothing: every question has games to find (and a ranking is not tied at its last place).
    for (const item of REAL_QUESTIONS) expect([item.id, expectedAnswer(item.expect, games).appIds.length > 0]).toEqual([item.id, true]);
  });

  it.each(REAL_QUESTIONS.map((item) => [item.id, item.question, item] as const))("%s %s", async (_id, _question, item) => {
    const result = await scoreQuestion(item, market);
    if (!result.exact) throw new Error(describeMiss(result));
    expect(result.exact).toBe(true);
  });
});
