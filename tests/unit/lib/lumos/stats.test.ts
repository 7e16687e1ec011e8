import type { LumosGameFacts } from "@/lib/data/lumos";
import type { StatsGroup, StatsSummary } from "@/lib/lumos/events";
import { executeQuery, type Answer, type EngineKnowledge } from "@/lib/lumos/execute";
import { parseQuestion } from "@/lib/lumos/parse";
import { marketResearchLink, percentileOf } from "@/lib/lumos/stats";
import { buildLexicon } from "@/lib/lumos/lexicon";
import { LEXICON, LEXICON_INPUT, TODAY } from "./lexicon-fixture";

// Five standalone games whose figures are easy to add up by hand, and one DLC that no figure may count.
const base: Omit<LumosGameFacts, "id" | "title"> = {
  gameTypeId: 0,
  parentGameId: null,
  publisherIds: [10],
  developerIds: [13],
  developerSizes: ["Indie"],
  platformIds: [264],
  distributionIds: [183],
  classificationIds: [104],
  genres: ["RPG"],
  releaseDate: "2021-03-01",
  releaseDateText: "01-03-2021",
  coverFilename: null,
  released: true,
  freeToPlay: false,
  peakPlayers: 1_000,
  recordPeakPlayers: 1_000,
  growth: 0,
  totalPlayers: 10_000,
  launchPeakPlayers: 2_000,
  revenue: 1_000_000,
  copiesSold: 50_000,
  price: 10,
  arpu: 2,
  sentiment: 80,
  wishlists: null,
  followers: 100,
  reviews: 500,
  positiveReviews: 400,
  negativeReviews: 100,
};
const games: LumosGameFacts[] = [
  { ...base, id: 1, title: "Sector 2042" },
  { ...base, id: 2, title: "Caldera II", price: 20, revenue: 3_000_000 },
  { ...base, id: 3, title: "Eldon Ring", platformIds: [201], releaseDate: "2023-05-01", price: 30, revenue: null },
  {
    ...base,
    id: 4,
    title: "The Assassins Creed of Umbral Crown",
    classificationIds: [103],
    genres: ["Shooter"],
    releaseDate: "2023-07-01",
    price: 0,
    revenue: 5_000_000,
  },
  { ...base, id: 5, title: "Iron Delve Unbound", classificationIds: [103], genres: ["Shooter"], releaseDate: "2022-01-10", price: 60, revenue: 2_000_000 },
  { ...base, id: 6, title: "Neon Jackal™", gameTypeId: 1, price: 999, revenue: 999_000_000 },
];
const knowledge: EngineKnowledge = { today: TODAY, lexicon: LEXICON, games, gamesById: new Map(games.map((g) => [g.id, g])), features: new Map() };
const ask = (question: string) => executeQuery(parseQuestion(question, LEXICON, { today: TODAY }), knowledge);
const statsOf = (answer: Answer): { stats: StatsSummary; groups: StatsGroup[] } => {
  if (answer.results?.type !== "stats") throw new Error(`no stats results: ${answer.text}`);
  return { stats: answer.results.stats, groups: answer.results.data };
};
const byKey = (groups: StatsGroup[]) => Object.fromEntries(groups.map((group) => [group.key, [group.games, group.value]]));

describe("percentileOf", () => {
  it("interpolates between the closest ranks, as SQL's percentile_cont does", () => {
    expect(percentileOf([0, 10, 20, 30, 60], 90)).toBeCloseTo(48, 10);
    expect(percentileOf([1_000_000, 3_000_000], 50)).toBe(2_000_000);
    expect(percentileOf([7], 25)).toBe(7);
    expect(percentileOf([], 50)).toBeNull();
  });
});

describe("market statistics answers", () => {
  it("answers an average with the figure first, routed to the Market Analysis Agent", async () => {
    const answer = await ask("average price of RPGs");
    expect(answer.routing).toMatchObject({ selectedAgent: "Market Analysis Agent", queryType: "market_stats" });
    const { stats } = statsOf(answer);
    expect(stats).toMatchObject({ aggregate: "average", metric: "price", value: 20, formatted: "$20.00", games: 3, missing: 0, unit: "usd" });
    expect(answer.text).toBe("The average price of the 3 games meeting the filter (RPG (genre)) is $20.00 (the median is $20.00).");
    expect(stats.listQuestion).toBe("RPGs");
  });

  it("says how many games had no figure and were left out of a median, and gives the middle half", async () => {
    const answer = await ask("median revenue of RPGs");
    const { stats, groups } = statsOf(answer);
    expect(stats).toMatchObject({ value: 2_000_000, games: 3, missing: 1 });
    expect(groups[0]).toMatchObject({ games: 2, low: 1_500_000, high: 2_500_000 });
    expect(answer.text).toContain("The median revenue of the 2 games with a revenue figure of the 3 meeting the filter (RPG (genre)) is $2.00M");
    expect(answer.text).toContain("half of them earned between $1.50M and $2.50M");
    expect(answer.text).toContain("1 game of the 3 has no revenue figure and is left out.");
  });

  it("says the games left out of a figure are not out yet, where that is why they lack it", async () => {
    const toCome = (game: LumosGameFacts): LumosGameFacts => ({ ...game, released: false, releaseDate: "2027-03-01", releaseDateText: "01-03-2027" });
    const market = (list: LumosGameFacts[]): EngineKnowledge => ({ ...knowledge, games: list, gamesById: new Map(list.map((g) => [g.id, g])) });
    // Eldon Ring, without revenue, is to come; the two other RPGs are out.
    const some = market(games.map((game) => (game.id === 3 ? toCome(game) : game)));
    const median = await executeQuery(parseQuestion("median revenue of RPGs", LEXICON, { today: TODAY }), some);
    expect(median.text).toContain("1 game of the 3 has no revenue figure (not out yet) and is left out.");
    // None of the games counted has the figure: said once, with why.
    const none = market([toCome({ ...games[2], id: 3 }), toCome({ ...games[0], id: 1, revenue: null })]);
    const average = await executeQuery(parseQuestion("average revenue of RPGs", LEXICON, { today: TODAY }), none);
    expect(average.text).toContain("has a revenue figure (not out yet), so there is no average.");
    expect(average.text).not.toContain("left out");
  });

  it("counts games, never an add-on unless a game type is named", async () => {
    expect(statsOf(await ask("how many RPGs are there?")).stats.value).toBe(3);
    expect(statsOf(await ask("how many games are there?")).stats.value).toBe(5);
  });

  it("breaks a count and a sum down by release year, the years without games filled in", async () => {
    const count = statsOf(await ask("how many games were released each year"));
    expect(count.stats).toMatchObject({ groupBy: "year", chart: "line", value: 5 });
    expect(byKey(count.groups)).toEqual({ "2021": [2, 2], "2022": [1, 1], "2023": [2, 2] });
    const revenue = statsOf(await ask("revenue of RPGs by year"));
    expect(revenue.stats).toMatchObject({ aggregate: "sum", metric: "revenue", value: 4_000_000 });
    expect(byKey(revenue.groups)).toEqual({ "2021": [2, 4_000_000], "2022": [0, 0], "2023": [1, null] });
  });

  it("reads a question of how a figure changed as the figure year by year, or month by month within a year", async () => {
    const count = await ask("how did the number of releases change from 2021 to 2023?");
    expect(statsOf(count).stats).toMatchObject({ aggregate: "count", groupBy: "year" });
    expect(byKey(statsOf(count).groups)).toEqual({ "2021": [2, 2], "2022": [1, 1], "2023": [2, 2] });
    expect(count.text).toContain("By release year: 2 in 2021, 2 in 2023 (unchanged); the highest is 2021 with 2.");
    const price = await ask("how has the average price of RPGs evolved");
    expect(statsOf(price).stats).toMatchObject({ aggregate: "average", metric: "price", groupBy: "year" });
    expect(price.text).toContain("By release year: $15.00 in 2021, $30.00 in 2023 (up 100.0%)");
    // A figure asked without a word for how it is taken, over a window that has an end.
    const revenue = await ask("how did revenue of shooters change from 2021 to 2023");
    expect(statsOf(revenue).stats).toMatchObject({ aggregate: "sum", metric: "revenue", groupBy: "year" });
    expect(revenue.text).toContain("$2.00M in 2022, $5.00M in 2023 (up 150.0%)");
    expect(revenue.text).toContain("Later years' games have had less time to build up their revenue.");
    expect(price.text).not.toContain("build up");
    expect(statsOf(await ask("how did the number of releases change in 2023")).stats.groupBy).toBe("month");
    // Without such a word a window's figure stays one figure.
    expect(statsOf(await ask("number of releases from 2021 to 2023")).stats.groupBy).toBeNull();
    // Releases changing are the number of games released; a figure said to grow or fall is asked over time, games
    // said to grow are a filter.
    expect(statsOf(await ask("how did RPG releases change over the last 5 years")).stats).toMatchObject({ aggregate: "count", groupBy: "year" });
    expect(statsOf(await ask("is the number of RPG releases growing since 2018")).stats).toMatchObject({ aggregate: "count", groupBy: "year" });
    expect(statsOf(await ask("is the average price of RPGs rising")).stats).toMatchObject({ aggregate: "average", metric: "price", groupBy: "year" });
    for (const question of [
      "how many games are growing",
      "what is the number of games that are growing",
      "average revenue of growing games",
      "number of growing games",
    ]) {
      const parsed = parseQuestion(question, LEXICON, { today: TODAY });
      expect([parsed.stats?.groupBy, parsed.filters.map((filter) => filter.metric)]).toEqual([null, ["growth"]]);
    }
  });

  it("names a year still running on the data's day apart from the change between whole years", async () => {
    const recent: LumosGameFacts[] = [
      ...games,
      { ...base, id: 7, title: "Vesper Fall", releaseDate: "2024-04-01" },
      { ...base, id: 8, title: "Lantern Deep", releaseDate: "2026-02-01" },
    ];
    const withRecent: EngineKnowledge = { ...knowledge, games: recent, gamesById: new Map(recent.map((g) => [g.id, g])) };
    const answer = await executeQuery(parseQuestion("how many games were released each year", LEXICON, { today: TODAY }), withRecent);
    expect(answer.text).toContain("By release year: 2 in 2021, 0 in 2025 (down 100.0%), and 1 in 2026, a year still running; the highest is 2021 with 2.");
    // A window starting within a year cuts its first year: named apart too, the change counted from the next.
    const cut = [...recent, { ...base, id: 9, title: "Quiet Harbour", releaseDate: "2022-09-01" }];
    const withCut: EngineKnowledge = { ...knowledge, games: cut, gamesById: new Map(cut.map((g) => [g.id, g])) };
    const window = await executeQuery(parseQuestion("how did the number of releases change over the last 4 years", LEXICON, { today: TODAY }), withCut);
    expect(window.text).toMatch(
      /By release year: 1 in 2022 \(from Jun 1[56], 2022\), 2 in 2023, 0 in 2025 \(down 100\.0% from 2023\), and 1 in 2026, a year still running;/,
    );
  });

  it("answers 'which year' and 'which month' with the periods side by side and names the highest; months read as months", async () => {
    const years = await ask("which year had the most releases?");
    expect(byKey(statsOf(years).groups)).toEqual({ "2021": [2, 2], "2022": [1, 1], "2023": [2, 2] });
    expect(years.text).toContain("the highest is 2021 with 2.");
    const months = await ask("in which month did the most games come out?");
    expect(
      statsOf(months)
        .groups.slice(0, 2)
        .map((group) => [group.label, group.value]),
    ).toEqual([
      ["Mar 2021", 2],
      ["Apr 2021", 0],
    ]);
    // One game named: its own figures.
    expect(parseQuestion("what year was Eldon Ring released?", LEXICON, { today: TODAY }).intent).toBe("game_profile");
  });

  it("breaks a count down by platform, highest first, in a bar chart", async () => {
    const { stats, groups } = statsOf(await ask("number of games per platform"));
    expect(stats.chart).toBe("bar");
    expect(groups.map((group) => [group.label, group.value])).toEqual([
      ["PlayStation 5", 4],
      ["Nintendo Switch", 1],
    ]);
  });

  it("answers 'which platform' with the platforms side by side, highest first", async () => {
    const platforms = (groups: StatsGroup[]) => groups.map((group) => [group.label, group.value]);
    expect(platforms(statsOf(await ask("which platform has the most games?")).groups)).toEqual([
      ["PlayStation 5", 4],
      ["Nintendo Switch", 1],
    ]);
    // Sector 2042, Caldera II and the two shooters on PS5 earned 1M, 3M, 5M and 2M; Eldon Ring on Switch has no revenue.
    const revenue = statsOf(await ask("what platform has the highest average revenue"));
    expect(revenue.stats).toMatchObject({ aggregate: "average", metric: "revenue", groupBy: "platform" });
    expect(platforms(revenue.groups)).toEqual([
      ["PlayStation 5", 2_750_000],
      ["Nintendo Switch", null],
    ]);
    // One game named: its own figures.
    expect(parseQuestion("which platform is Eldon Ring on?", LEXICON, { today: TODAY }).intent).toBe("game_profile");
  });

  it("sets side by side the platforms a question names, not every platform their games are also on", async () => {
    // Windows is 3, PlayStation 5 264, Nintendo Switch 201.
    const onTwo = [
      { ...base, id: 1, title: "Sector 2042", platformIds: [264, 3], price: 10 },
      { ...base, id: 2, title: "Caldera II", platformIds: [201, 3], price: 30 },
      { ...base, id: 3, title: "Eldon Ring", platformIds: [3], price: 50 },
    ];
    const market: EngineKnowledge = { ...knowledge, games: onTwo, gamesById: new Map(onTwo.map((g) => [g.id, g])) };
    const askOf = (question: string) => executeQuery(parseQuestion(question, LEXICON, { today: TODAY }), market);
    const labels = (answer: Answer) => statsOf(answer).groups.map((group) => [group.label, group.value]);
    expect(labels(await askOf("average price of games on PS5 or Switch by platform"))).toEqual([
      ["Nintendo Switch", 30],
      ["PlayStation 5", 10],
    ]);
    // "which console": the consoles side by side ("console" stays the filter, so the breakdown keeps its platforms).
    expect(parseQuestion("which console has the most games", LEXICON, { today: TODAY })).toMatchObject({
      intent: "market_stats",
      stats: { aggregate: "count", groupBy: "platform" },
      eitherOr: [{ role: "platforms" }],
    });
    expect(labels(await askOf("average price by platform")).map(([label]) => label)).toContain("Windows");
  });

  it("ranks a group of fewer than 3 games with the figure after the others when it averages, and says so", async () => {
    // PS5: Sector 2042, Caldera II and the two shooters, $10, $20, $0 and $60 (average $22.50); Switch: Eldon Ring alone, $30.
    const average = await ask("average price by platform");
    expect(statsOf(average).groups.map((group) => [group.label, group.value])).toEqual([
      ["PlayStation 5", 22.5],
      ["Nintendo Switch", 30],
    ]);
    expect(average.text).toContain("A platform with fewer than 3 games with a figure comes after the others, whatever its average.");
    // A lowest, highest, total or count is no average: the one game counts as it is (Switch's lowest, $30, above PS5's
    // $10; a lowest price is a price, so the free shooter is left out).
    const lowest = statsOf(await ask("minimum price by platform"));
    expect(lowest.stats).toMatchObject({ aggregate: "min", metric: "price" });
    expect(lowest.groups.map((group) => [group.label, group.value])).toEqual([
      ["Nintendo Switch", 30],
      ["PlayStation 5", 10],
    ]);
  });

  it("takes a percentile from 'top 10%' and its figure from the rest of the question", async () => {
    const answer = await ask("what does it take to be in the top 10% of games by price");
    expect(statsOf(answer).stats).toMatchObject({ aggregate: "percentile", percentile: 90, metric: "price" });
    expect(statsOf(answer).stats.value).toBeCloseTo(48, 10);
  });

  it("answers a share: the part read after 'are' within the whole read before it", async () => {
    const answer = await ask("what share of RPGs are on Switch?");
    const { stats, groups } = statsOf(answer);
    expect(stats).toMatchObject({ aggregate: "share", games: 3 });
    expect(stats.value).toBeCloseTo(100 / 3, 10);
    expect(groups.map((group) => group.games)).toEqual([1, 2]);
    expect(answer.text).toContain("33.3% of the 3 games meeting the filter (RPG (genre)) are also on Nintendo Switch: 1 game.");
  });

  it("reads a share's whole from 'among', a possessive or the release window when no verb splits the question", async () => {
    // Released in 2023: Eldon Ring (an RPG) and one shooter; every game: 3 RPGs and 2 shooters, the add-on aside.
    expect((await ask("share of shooters released in 2023")).text).toContain(
      "50.0% of the 2 games meeting the filter (released in 2023) are also Shooter (genre): 1 game.",
    );
    expect((await ask("share of shooters among games released in 2023")).text).toContain(
      "50.0% of the 2 games meeting the filter (released in 2023) are also Shooter (genre): 1 game.",
    );
    // The shooters earned 7M of the 11M on record; Eldon Ring has no revenue figure.
    for (const question of ["shooters' share of revenue", "share of revenue from shooters"])
      expect((await ask(question)).text).toContain(
        "2 games (Shooter (genre)) account for 63.6% of the revenue of the 5 games in the data. 1 game of the 5 has no revenue figure and is left out.",
      );
    // The release window alone is the part: a share of every game.
    expect((await ask("share of games released in 2023")).text).toContain("40.0% of the 5 games in the data are released in 2023: 2 games.");
  });

  it("says a share's part by a figure as what its games have, and 'also' only where the whole has filters", async () => {
    expect((await ask("percentage of games with more than 10k players")).text).toMatch(
      /^\d+\.\d% of the 5 games in the data have peak players in the last month over 10K: \d games?\.$/,
    );
    expect((await ask("what share of RPGs are free and have more than 10k players")).text).toMatch(
      /^\d+\.\d% of the 3 games meeting the filter \(RPG \(genre\)\) are also free and have peak players in the last month over 10K: \d games?\./,
    );
  });

  it("takes the part of a share after 'do', and the top N games by the figure as a part", async () => {
    // Revenue on record: 1M, 3M, 5M, 2M (Eldon Ring none, the add-on aside): 11M.
    expect((await ask("what share of revenue do shooters have")).text).toContain(
      "2 games (Shooter (genre)) account for 63.6% of the revenue of the 5 games in the data.",
    );
    expect((await ask("what share of revenue do the top 2 games have")).text).toContain(
      "The top 2 games by revenue account for 72.7% of the revenue of the 5 games in the data.",
    );
    // The top RPG by revenue (Caldera II, 3M) of the RPGs' 4M; the genre said twice is one filter.
    expect((await ask("what share of RPG revenue do the top 1 RPGs have")).text).toContain(
      "The top game by revenue accounts for 75.0% of the revenue of the 3 games meeting the filter (RPG (genre)).",
    );
  });

  it("says when a share names no part instead of giving every game's 100%", async () => {
    expect((await ask("what share of revenue do games have")).text).toMatch(
      /^The question names no part to take a share of: the 5 games in the data are the whole, 100%\./,
    );
  });

  it("names a list price of $0 'free' and one above it 'paid', as the question says them", async () => {
    // The RPGs cost $10, $20 and $30: none is free, all are paid.
    expect((await ask("what share of RPGs are free?")).text).toContain("0.0% of the 3 games meeting the filter (RPG (genre)) are also free: 0 games.");
    expect((await ask("how many paid RPGs are there?")).text).toBe("3 games meet all the filters (RPG (genre), paid).");
  });

  it("sets two sets against each other: the average of each and their ratio", async () => {
    const answer = await ask("do RPGs earn more than shooters?");
    const { stats, groups } = statsOf(answer);
    expect(stats).toMatchObject({ aggregate: "ratio", metric: "revenue" });
    expect(groups.map((group) => [group.key, group.value])).toEqual([
      ["first", 2_000_000],
      ["second", 3_500_000],
    ]);
    expect(stats.value).toBeCloseTo(2 / 3.5, 10);
    expect(answer.text).toContain("so no.");
    // Eldon Ring has no revenue figure: said of its set, as many of how many.
    expect(answer.text).toContain("1 of the 3 games (RPG (genre)) has no revenue figure and is left out.");
  });

  it("says of each side of a ratio how many games it could not check for want of data", async () => {
    // An imported game without genres on record: whether it is an RPG or a shooter is not known.
    const imported: LumosGameFacts[] = [...games, { ...base, id: 9, title: "Quiet Harbour", genres: [], classificationIds: [] }];
    const market: EngineKnowledge = { ...knowledge, games: imported, gamesById: new Map(imported.map((g) => [g.id, g])) };
    const answer = await executeQuery(parseQuestion("do RPGs earn more than shooters?", LEXICON, { today: TODAY }), market);
    expect(answer.text).toContain("1 other game has no genre on record, so whether it is RPG (genre) is not known.");
    expect(answer.text).toContain("1 other game has no genre on record, so whether it is Shooter (genre) is not known.");
    expect((await ask("do RPGs earn more than shooters?")).text).not.toContain("on record");
  });

  it("answers yes or no to the claim a ratio's question makes, and gives the figures alone to 'vs'", async () => {
    // RPGs average $2M of revenue, shooters $3.5M: 42.9% less, not "1.75× less".
    expect((await ask("do RPGs earn less than shooters?")).text).toContain("42.9% less, so yes.");
    expect((await ask("do RPGs make less revenue than shooters?")).text).toContain("42.9% less, so yes.");
    expect((await ask("are RPGs more profitable than shooters?")).text).toContain("42.9% less, so no.");
    const versus = (await ask("RPGs vs shooters revenue")).text;
    expect(versus).toContain("42.9% less.");
    expect(versus).not.toMatch(/so (yes|no)/);
  });

  it("reads 'compare A and B' of two sets as 'A vs B', and without a figure sets them side by side on several", async () => {
    for (const question of ["compare RPGs and shooters", "how do RPGs and shooters compare?", "compare RPGs with shooters", "RPGs vs shooters"]) {
      const answer = await ask(question);
      expect(statsOf(answer).groups.map((group) => [group.label, group.value])).toEqual([
        ["RPG (genre)", 3],
        ["Shooter (genre)", 2],
      ]);
      // RPGs: $1M, $3M and no figure; shooters $5M and $2M; every game 1K peak players and 80% positive.
      expect(answer.text).toContain(
        "Side by side: total revenue $4.00M against $7.00M; median revenue $2.00M against $3.50M; total peak players in the last month 3K against 2K; average sentiment 80.0% against 80.0%.",
      );
      expect(answer.text).toContain("How these figures are estimated.");
      // The table sets the same figures beside each set's games.
      expect(statsOf(answer).groups.map((group) => group.figures?.map((figure) => figure.formatted))).toEqual([
        ["$4.00M", "$2.00M", "3K", "80.0%"],
        ["$7.00M", "$3.50M", "2K", "80.0%"],
      ]);
    }
    const revenue = await ask("compare the revenue of RPGs and shooters");
    expect(statsOf(revenue).stats).toMatchObject({ aggregate: "ratio", metric: "revenue" });
    expect(revenue.text).toContain("42.9% less.");
    // The average a game leads; each set's total, which a company's or a genre's revenue also means, follows.
    expect(revenue.text).toContain("The total revenue is $4.00M for RPG (genre) against $7.00M for Shooter (genre).");
    expect(revenue.text).not.toContain("Side by side");
    // A figure that does not add up has no total.
    expect((await ask("compare the sentiment of RPGs and shooters")).text).not.toContain("The total");
    // Two companies compared stay two filters, one a side, not one "or" of both.
    // A set named by its publisher is said as games: "for games published by…", not "for published by…".
    const byPublisher = (await ask("compare the revenue of Halvorsen and Meridian")).text;
    expect(byPublisher).toContain("for games published by Halvorsen Interactive (5 games)");
    expect(byPublisher).toContain("for games published by Meridian Crown Entertainment (0 games)");
    const companies = statsOf(await ask("compare Halvorsen and Meridian"));
    expect(companies.groups.map((group) => group.label)).toEqual(["Published by Halvorsen Interactive", "Published by Meridian Crown Entertainment"]);
    expect(companies.stats.filters).toBe("published by Halvorsen Interactive · published by Meridian Crown Entertainment");
    // Two games compared are set side by side game by game, as before.
    expect(parseQuestion("compare Sector 2042 and Caldera II", LEXICON, { today: TODAY }).intent).toBe("comparison");
  });

  it("sets a side's own name against the other's when the two are of different kinds ('indie vs AAA')", async () => {
    const { groups } = statsOf(await ask("RPGs vs games on Nintendo Switch revenue"));
    expect(groups.map((group) => group.label)).toEqual(["RPG (genre)", "On Nintendo Switch"]);
  });

  it("reads a market's size as the total revenue of its games", async () => {
    const answer = await ask("market size of RPGs");
    // Sector 2042 $1M, Caldera II $3M, Eldon Ring without a figure.
    expect(statsOf(answer).stats).toMatchObject({ aggregate: "sum", metric: "revenue", value: 4_000_000 });
  });

  it("takes the lowest price over the games with a price, saying how many free ones it leaves out, unless the games asked for are free", async () => {
    const cheapest = await ask("how much does the cheapest shooter game cost");
    expect(statsOf(cheapest).stats).toMatchObject({ aggregate: "min", metric: "price", value: 60 });
    expect(cheapest.text).toMatch(
      /^The lowest price of the 1 game with a price of the 2 meeting the filter \(Shooter \(genre\)\) is \$60\.00 \(Iron Delve Unbound\)\. 1 free game is left out: ask for free games to see them\./,
    );
    // Its market research link sorts every game by price: the free ones it left out are said.
    expect(statsOf(cheapest).stats.notCarried).toContain("a price above $0 (the free games are left out)");
    const free = await ask("minimum price of free shooters");
    expect(statsOf(free).stats.notCarried).not.toContain("a price above $0 (the free games are left out)");
    expect(statsOf(free).stats).toMatchObject({ aggregate: "min", metric: "price", value: 0 });
    expect(free.text).not.toContain("left out");
    expect(statsOf(await ask("maximum price of shooters")).stats).toMatchObject({ aggregate: "max", value: 60, games: 2 });
  });

  it("names the sum of total players once, and reads total players after a comparison as the figure compared", async () => {
    expect((await ask("total players of RPGs")).text).toMatch(/^The total players of the \d+ games meeting the filter \(RPG \(genre\)\) is /);
    const compared = parseQuestion("games with copies sold higher than total players", LEXICON, { today: TODAY });
    expect(compared.stats).toBeUndefined();
    expect(compared.comparisons).toEqual([expect.objectContaining({ metric: "copies_sold", op: "gt", than: "total_players" })]);
  });

  it("says a breakdown by a figure is none it makes, rather than give the one figure as if asked for it", async () => {
    const answer = await ask("average revenue of games by price");
    expect(answer.text).toContain(
      "I cannot break it down by price: a breakdown is by release year, release month, release month of the year, platform, genre, theme, publisher, or developer.",
    );
    expect((await ask("average revenue by genre")).text).not.toContain("I cannot break it down");
  });

  it("sets sets named by a filter without a number against each other ('free games vs paid games')", async () => {
    // The one free game earned $5M; the paid ones $1M, $3M and $2M (one has no figure).
    const answer = await ask("do free games earn more than paid games?");
    expect(statsOf(answer).groups.map((group) => [group.label, group.value])).toEqual([
      ["Free", 5_000_000],
      ["Paid", 2_000_000],
    ]);
    expect(answer.text).toContain("2.50× as much, so yes.");
  });

  it("says an empty set has no median and offers the question without each filter that leaves games", async () => {
    const answer = await ask("median revenue of RPGs released in 2022");
    expect(answer.results).toBeNull();
    expect(answer.text).toContain("No game meets these filters (RPG (genre), released in 2022), so there is no median.");
    expect(answer.followUps).toEqual([
      { label: "Without released in 2022 (3 games)", question: "median revenue of RPGs" },
      { label: "Without RPG (genre) (1 game)", question: "median revenue of games released in 2022" },
    ]);
  });

  it("asks which figure was meant when two are asked at once, offering each", async () => {
    const answer = await ask("average and median price of RPGs");
    expect(answer.results).toBeNull();
    expect(answer.text).toContain("which one did you mean?");
    expect(answer.followUps?.map((followUp) => followUp.question)).toEqual(["average price of RPGs", "median price of RPGs"]);
    expect(answer.text).toContain("You asked for the average price and the median price at once.");
    // The figures by their names, not the question's words ("the how many").
    const counted = await ask("how many RPGs are there and what is their average price");
    expect(counted.text).toContain("You asked for the number of games and the average price at once.");
  });

  it("reads 'how many' or 'how much' of a figure that another word says how to take as that figure so taken", async () => {
    // RPGs: Sector 2042 and Caldera II earned 1M and 3M; Eldon Ring has no revenue figure.
    expect(statsOf(await ask("how much revenue does the average RPG make?")).stats).toMatchObject({
      aggregate: "average",
      metric: "revenue",
      value: 2_000_000,
    });
    expect(statsOf(await ask("how many players does the average RPG have?")).stats).toMatchObject({
      aggregate: "average",
      metric: "peak_players",
      value: 1_000,
    });
    expect(statsOf(await ask("how many copies does the median RPG sell?")).stats).toMatchObject({ aggregate: "median", metric: "copies_sold", value: 50_000 });
    // Without a word for how, the amount is the figure summed.
    expect(statsOf(await ask("how many copies did RPGs sell?")).stats).toMatchObject({ aggregate: "sum", metric: "copies_sold", value: 150_000 });
  });

  it("links to market research with the filters it has and names the ones it has not", async () => {
    const { stats } = statsOf(await ask("total revenue of RPGs on PS5 released in 2021"));
    expect(stats.marketResearchHref).toBe("/market-research-page?platform=264&feature=104&release=days_2021-01-01_2021-12-31&sort=revenue");
    expect(stats.notCarried).toEqual(["standalone games only (no DLCs, expansions, bundles or software)"]);
    // "Horror" the genre or the theme is an "or" market research has no filter for: it is named instead.
    const horror = marketResearchLink(parseQuestion("average price of horror games", LEXICON, { today: TODAY }), knowledge, "price");
    expect(horror.href).toBe("/market-research-page?cols=release_date%2Cgenre%2Cpeak_players%2Ctotal_players%2Crevenue%2Carpu%2Cprice%2Cgrowth&sort=price");
    expect(horror.notCarried).toEqual(["Horror (genre) or Horror (theme)", "standalone games only (no DLCs, expansions, bundles or software)"]);
  });

  it("reads 'how much' as the sum of a figure that adds up and the average of one that does not", async () => {
    // Sector 2042 and Caldera II earned 1M and 3M; Eldon Ring has no revenue figure. Their prices are 10, 20 and 30.
    expect(statsOf(await ask("how much revenue did RPGs make?")).stats).toMatchObject({ aggregate: "sum", metric: "revenue", value: 4_000_000, missing: 1 });
    expect(statsOf(await ask("how much did RPGs earn?")).stats).toMatchObject({ aggregate: "sum", metric: "revenue", value: 4_000_000 });
    expect(statsOf(await ask("how much do RPGs cost?")).stats).toMatchObject({ aggregate: "average", metric: "price", value: 20 });
    // One game named: its own figures.
    expect(parseQuestion("how much does Eldon Ring cost?", LEXICON, { today: TODAY }).intent).toBe("game_profile");
  });

  it("says it has no such figure when a ranking, a filter or a profile names one no data records", async () => {
    for (const question of ["top games by playtime", "RPGs with over 100 hours played", "shooters with the highest metacritic score", "Caldera II retention"]) {
      const answer = await ask(question);
      expect(answer.results).toBeNull();
      expect(answer.text).toMatch(
        /^I have no figure called "(playtime|hours played|metacritic score|retention)"\. The figures I keep for each game are peak players/,
      );
    }
    // A title holding the word is the title's.
    const lexicon = buildLexicon({ ...LEXICON_INPUT, games: [...LEXICON_INPUT.games, { id: 9, title: "Poppy Playtime" }] });
    const parsed = parseQuestion("Poppy Playtime players", lexicon, { today: TODAY });
    expect(parsed.issues).toEqual([]);
    expect(parsed.entities.titles.include.map((ref) => ref.name)).toEqual(["Poppy Playtime"]);
    // A title made of the figure's words is the figure when the figure is longer, or beside a company, a
    // classification or a platform (the real data has games titled Retention and Beat); alone it is the game.
    const titled = buildLexicon({ ...LEXICON_INPUT, games: [...LEXICON_INPUT.games, { id: 10, title: "Retention" }, { id: 11, title: "Beat" }] });
    const read = (question: string) => parseQuestion(question, titled, { today: TODAY });
    for (const [question, figure] of [
      ["retention of Halvorsen Interactive games", "retention"],
      ["retention of RPGs", "retention"],
      ["Caldera II time to beat", "time to beat"],
    ]) {
      const figureIssues = read(question).issues.filter((issue) => issue.code === "unknown_figure");
      expect([question, figureIssues.map((issue) => issue.span?.text)]).toEqual([question, [figure]]);
      expect(read(question).entities.titles.include.map((ref) => ref.name)).not.toContain("Retention");
      expect(read(question).entities.titles.include.map((ref) => ref.name)).not.toContain("Beat");
    }
    expect(read("Retention players").entities.titles.include.map((ref) => ref.name)).toEqual(["Retention"]);
  });

  it("says it has no such figure when a statistic names one it does not have, and lists none of the games", async () => {
    const answer = await ask("average playtime of RPGs");
    expect(answer.results).toBeNull();
    expect(answer.text).toMatch(
      /^I have no figure called "playtime"\. The figures I keep for each game are peak players in the last month, .* and negative reviews: ask again with one of them\.$/,
    );
    expect(answer.trace?.pipeline).toBe('not searched: no figure "playtime"');
    // A filler, a name or a figure after the word for how is no unknown figure.
    expect(parseQuestion("average price of RPGs", LEXICON, { today: TODAY }).issues).toEqual([]);
    expect(parseQuestion("total RPG revenue", LEXICON, { today: TODAY }).issues).toEqual([]);
    expect(parseQuestion("how much did RPGs earn?", LEXICON, { today: TODAY }).issues).toEqual([]);
  });

  it("leaves lists, sorts and filters that only mention a figure's word as they were", () => {
    const intent = (question: string) => parseQuestion(question, LEXICON, { today: TODAY }).intent;
    expect(intent("top 10 racing games")).toBe("game_search");
    expect(intent("games with average sentiment above 80%")).toBe("game_search");
    expect(intent("highest average sentiment games")).toBe("game_search");
    expect(intent("how many players does Eldon Ring have")).toBe("game_profile");
    expect(intent("games with more than 10k players")).toBe("game_search");
  });
});

describe("routing a market statistic", () => {
  it("says what is taken, over how many filters and by what", async () => {
    const answer = await ask("median revenue of RPGs on PS5 by year");
    expect(answer.routing.reasoning).toBe("The question asks for the median revenue over the games meeting 2 filters, by year.");
    expect((await ask("how many games are there?")).routing.reasoning).toBe("The question asks for how many games over every game.");
  });
});

describe("figure words that belong to a filter", () => {
  it("reads 'over 2.5 million total players' as a filter, not as a sum", () => {
    const parsed = parseQuestion("games with over 2.5 million total players", LEXICON, { today: TODAY });
    expect(parsed.intent).toBe("game_search");
    expect(parsed.filters).toMatchObject([{ metric: "total_players", op: "gt", value: 2_500_000 }]);
  });
});
