// Sentiment on imported games: a game without monthly scores has the share of its reviews that are positive as its
// sentiment (from 10 reviews), so "best rated", "overwhelmingly positive" and "average review score" answer on the real
// data; a ranking by sentiment counts games with enough reviews only, and every answer says what the figure is.
import type { LumosGameFacts } from "@/lib/data/lumos";
import { SENTIMENT_NOTE } from "@/lib/lumos/estimate-notes";
import { executeQuery, type EngineKnowledge } from "@/lib/lumos/execute";
import { parseQuestion } from "@/lib/lumos/parse";
import { buildLexicon } from "@/lib/lumos/lexicon";
import { BASE_GAME_FACTS, LEXICON, LEXICON_INPUT, TODAY } from "./lexicon-fixture";

// Imported games: no monthly scores, only their reviews.
const imported = (id: number, title: string, positive: number, negative: number): LumosGameFacts => ({
  ...BASE_GAME_FACTS,
  id,
  title,
  sentiment: null,
  reviews: positive + negative,
  positiveReviews: positive,
  negativeReviews: negative,
});
const games: LumosGameFacts[] = [
  imported(1, "Sector 2042", 9_600, 400), // 96.0%
  imported(2, "Caldera II", 4_500, 500), // 90.0%
  imported(3, "Eldon Ring", 12, 0), // 100% of 12 reviews: below the base of a ranking
  imported(4, "The Assassins Creed of Umbral Crown", 6, 2), // 8 reviews: no figure
  { ...BASE_GAME_FACTS, id: 5, title: "Neon Jackal™", sentiment: 70, reviews: 1_000, positiveReviews: 990, negativeReviews: 10 }, // its own scores
  imported(6, "Iron Delve Unbound", 300, 700), // 30.0%
];
const knowledge: EngineKnowledge = { today: TODAY, lexicon: LEXICON, games, gamesById: new Map(games.map((g) => [g.id, g])), features: new Map() };
const ask = (question: string) => executeQuery(parseQuestion(question, LEXICON, { today: TODAY }), knowledge);
const titles = (answer: Awaited<ReturnType<typeof ask>>) =>
  answer.results?.type === "games" ? answer.results.data.map((row) => row.gameName) : `no games: ${answer.text}`;

describe("sentiment of games without monthly scores", () => {
  it("averages the share of positive reviews, leaving out a game with fewer than 10 reviews, and says what sentiment is", async () => {
    const answer = await ask("average sentiment");
    if (answer.results?.type !== "stats") throw new Error(answer.text);
    // (96 + 90 + 100 + 70 + 30) / 5; the game with 8 reviews has no figure; Neon Jackal keeps its own 70, not 99%.
    expect(answer.results.stats).toMatchObject({ value: 77.2, games: 6, missing: 1 });
    expect(answer.text).toContain(SENTIMENT_NOTE);
  });

  it("filters on it as Steam's verdicts do: overwhelmingly positive is 95% of 500 reviews or more", async () => {
    // Eldon Ring's 100% of 12 reviews is positive on Steam, not overwhelmingly so.
    expect(titles(await ask("games with overwhelmingly positive reviews"))).toEqual(["Sector 2042"]);
    expect(titles(await ask("games with positive reviews"))).toEqual(expect.arrayContaining(["Sector 2042", "Eldon Ring"]));
    // A count the question asks for that is as strict stands in for the verdict's own.
    const parsed = parseQuestion("overwhelmingly positive games with more than 5000 reviews", LEXICON, { today: TODAY });
    expect(parsed.filters.filter((filter) => filter.metric === "reviews").map((filter) => [filter.op, filter.value])).toEqual([["gt", 5000]]);
  });

  it("reads 'more negative than positive reviews' as a game's own reviews weighed, not two sets or contrary verdicts", async () => {
    expect(titles(await ask("games with more negative than positive reviews"))).toEqual(["Iron Delve Unbound"]);
    const positive = await ask("RPGs with more positive than negative reviews");
    expect(positive.results?.type).toBe("games");
    expect(titles(positive)).not.toContain("Iron Delve Unbound");
    expect(titles(positive)).toEqual(expect.arrayContaining(["Sector 2042", "Caldera II", "Neon Jackal™"]));
  });

  it("reads 'hidden gems' as loved by few: 90% positive or more of 50 to 5,000 reviews, not games titled Hidden or Gems", async () => {
    const parsed = parseQuestion("hidden gems", LEXICON, { today: TODAY });
    expect(parsed.entities.titles.include).toEqual([]);
    expect(parsed.filters.map((filter) => [filter.metric, filter.op, filter.value])).toEqual([
      ["sentiment", "gte", 90],
      ["reviews", "gte", 50],
      ["reviews", "lt", 5000],
    ]);
    // Caldera II: 90% of 5,000 reviews, at the ceiling; Eldon Ring: 12 reviews, below the floor.
    const gems = parseQuestion("hidden gems with fewer than 20000 reviews", LEXICON, { today: TODAY });
    expect(gems.filters.filter((filter) => filter.metric === "reviews").map((filter) => [filter.op, filter.value])).toEqual([
      ["gte", 50],
      ["lt", 20_000],
    ]);
    expect(titles(await executeQuery(gems, knowledge))).toEqual(["Sector 2042", "Caldera II"]);
  });

  it("ranks by it among the games where the top quarter of the scope by reviews starts, and says so", async () => {
    const answer = await ask("best rated games");
    // Reviews 8, 12, 1,000, 1,000, 5,000, 10,000: the top quarter of 6 starts at the 5th, 5,000.
    expect(titles(answer)).toEqual(["Sector 2042", "Caldera II"]);
    expect(answer.text).toContain("2 of them have at least 5K reviews (the top quarter of the 6 games in scope), the base a ranking by sentiment needs");
    expect(answer.trace?.ranking).toBe("Ranked by sentiment, highest first, among games with at least 5K reviews (the top quarter of the 6 games in scope).");
  });

  it("never ranks games with fewer than 500 reviews, Steam's bar for its top verdicts", async () => {
    const small = [
      imported(1, "Sector 2042", 590, 10),
      imported(2, "Caldera II", 100, 0),
      imported(3, "Eldon Ring", 99, 1),
      imported(4, "Iron Delve Unbound", 12, 0),
    ];
    const answer = await executeQuery(parseQuestion("worst rated games", LEXICON, { today: TODAY }), {
      ...knowledge,
      games: small,
      gamesById: new Map(small.map((g) => [g.id, g])),
    });
    expect(titles(answer)).toEqual(["Sector 2042"]);
    expect(answer.text).toContain("at least 500 reviews (Steam's bar for its top verdicts)");
  });

  it("ranks the games its own filters keep below the base as they are ('hidden gems': 50 to 5,000 reviews)", async () => {
    // The top quarter of these ten starts at 10,000 reviews, but "hidden gems" are under 5,000.
    const gems = [
      ...games,
      imported(7, "Hollow Gem", 1_900, 100),
      imported(8, "Tiny Gem", 60, 0),
      imported(9, "Big One", 15_000, 5_000),
      imported(10, "Bigger One", 20_000, 10_000),
    ];
    const within = { ...knowledge, games: gems, gamesById: new Map(gems.map((g) => [g.id, g])) };
    const answer = await executeQuery(parseQuestion("best rated hidden gems", LEXICON, { today: TODAY }), within);
    // Tiny Gem: 100% of 60 reviews; Hollow Gem: 95% of 2,000; Caldera II's 5,000 reviews are no hidden gem's.
    expect(titles(answer)).toEqual(["Tiny Gem", "Hollow Gem"]);
    expect(answer.text).not.toContain("the base a ranking");
    // A ceiling above the base leaves it as it is.
    expect((await executeQuery(parseQuestion("best rated games with fewer than 1 million reviews", LEXICON, { today: TODAY }), within)).text).toContain(
      "at least 10K reviews (the top quarter of the 10 games in scope), the base a ranking by sentiment needs",
    );
  });
});

describe("rankings of themes, genres and companies by sentiment", () => {
  // Three RPGs by Halvorsen Interactive at 80–90%, one Racing game by Meridian Crown at 100% of 600 reviews.
  const rated: LumosGameFacts[] = [
    { ...imported(1, "Sector 2042", 800, 200), classificationIds: [104], publisherIds: [10] },
    { ...imported(2, "Caldera II", 850, 150), classificationIds: [104], publisherIds: [10] },
    { ...imported(3, "Eldon Ring", 900, 100), classificationIds: [104], publisherIds: [10] },
    { ...imported(4, "Iron Delve Unbound", 600, 0), classificationIds: [100], publisherIds: [11] },
  ];
  const over = (games: LumosGameFacts[], lexicon = LEXICON): EngineKnowledge => ({
    today: TODAY,
    lexicon,
    games,
    gamesById: new Map(games.map((g) => [g.id, g])),
    features: new Map(),
  });
  const askOf = (question: string, knowledge: EngineKnowledge) => executeQuery(parseQuestion(question, knowledge.lexicon, { today: TODAY }), knowledge);

  it("ranks genres by their games' average sentiment only with 3 games with a figure behind them", async () => {
    const answer = await askOf("best rated genres", over(rated));
    if (answer.results?.type !== "features") throw new Error(answer.text);
    expect(answer.results.data.map((row) => [row.featureName, row.sentiment])).toEqual([["RPG", 85]]);
    expect(answer.text).toContain("among those with at least 3 games with a sentiment figure");
    expect(answer.text).toContain("RPG comes first: 3 games of 4 in scope (all games); 60K peak players, sentiment 85.0%");
    const none = await askOf("best rated genres", over(rated.slice(1)));
    expect(none.results).toBeNull();
    expect(none.text).toBe("None of the 2 features of all games qualifies: a ranking by sentiment counts those with at least 3 games with a sentiment figure.");
  });

  it("ranks publishers by their games' average sentiment likewise, and reads 'best reviews' as sentiment, not the most reviews", async () => {
    const answer = await askOf("which publishers have the best reviews?", over(rated));
    if (answer.results?.type !== "companies") throw new Error(answer.text);
    expect(answer.results.data.map((row) => row.companyName)).toEqual(["Halvorsen Interactive"]);
    expect(answer.trace?.ranking).toBe(
      "Ranked by the average sentiment of its games, highest first, among those with at least 3 games with a sentiment figure.",
    );
    expect(answer.text).toContain("2 publishers published at least one, 1 of them with at least 3 games with a sentiment figure.");
    const none = await askOf("which publishers have the best reviews?", over(rated.slice(1)));
    expect(none.results).toBeNull();
    expect(none.text).toBe("None of the 2 publishers of these games has at least 3 games with a sentiment figure, so none can be ranked by it.");
  });

  it("says the data has no themes when its classifications are of other types, and ranks those types as features", async () => {
    const noThemes = buildLexicon({ ...LEXICON_INPUT, classifications: LEXICON_INPUT.classifications.filter((c) => c.typeName === "Genre") });
    const themes = await askOf("most popular themes", over(rated, noThemes));
    expect(themes.text).toBe("The data holds no themes: its games are classified by Genre. Ask for those instead.");
    const features = await askOf("most popular features", over(rated, noThemes));
    if (features.results?.type !== "features") throw new Error(features.text);
    expect(features.results.data.map((row) => row.featureName)).toEqual(["RPG", "Racing"]);
  });
});
