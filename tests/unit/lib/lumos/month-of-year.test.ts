// The months of the year, January to December whatever the year ("which month of the year had the most releases",
// "the best month to release a game"): a breakdown of its own, beside the calendar months ("per month in 2023").
import type { LumosGameFacts } from "@/lib/data/lumos";
import type { StatsGroup, StatsSummary } from "@/lib/lumos/events";
import { describeParsed, executeQuery, type Answer, type EngineKnowledge } from "@/lib/lumos/execute";
import { parseQuestion } from "@/lib/lumos/parse";
import { checkProposedQuery } from "@/lib/lumos/proposal";
import { describeStats } from "@/lib/lumos/stats";
import { BASE_GAME_FACTS, LEXICON, TODAY } from "./lexicon-fixture";

/** A game released on `day` ("2021-03-14"), its stored text as the data keeps it, with a revenue. */
const game = (id: number, day: string, revenue: number | null, text = `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`): LumosGameFacts => ({
  ...BASE_GAME_FACTS,
  id,
  title: `Game ${id}`,
  releaseDate: day,
  releaseDateText: text,
  released: day <= TODAY,
  revenue,
});
const games: LumosGameFacts[] = [
  game(1, "2019-03-14", 1_000_000),
  game(2, "2021-03-02", 3_000_000),
  game(3, "2022-03-30", 5_000_000),
  game(4, "2020-11-20", 400_000),
  game(5, "2023-11-05", 600_000),
  game(6, "2021-07-01", 200_000),
  // Month only ("07-2022"): July all the same.
  game(7, "2022-07-01", 100_000, "07-2022"),
  // A quarter stands for its first day: no month is known.
  game(8, "2024-10-01", 9_000_000, "Q4-2024"),
  { ...game(9, "2020-01-01", null), releaseDate: null, releaseDateText: "TBA" },
  // The first game: a count by month of the year spans whole years from June (the market date's month), 2018 on.
  game(14, "2018-06-20", 800_000),
];
const knowledge: EngineKnowledge = { today: TODAY, lexicon: LEXICON, games, gamesById: new Map(games.map((g) => [g.id, g])), features: new Map() };
const parse = (question: string) => parseQuestion(question, LEXICON, { today: TODAY });
const ask = (question: string) => executeQuery(parse(question), knowledge);
const statsOf = (answer: Answer): { stats: StatsSummary; groups: StatsGroup[] } => {
  if (answer.results?.type !== "stats") throw new Error(`no stats results: ${answer.text}`);
  return { stats: answer.results.stats, groups: answer.results.data };
};

describe("the months of the year", () => {
  it.each([
    ["which month of the year had the most releases", "count", null],
    ["how many games came out by month of the year", "count", null],
    ["number of games per calendar month", "count", null],
    ["what is the best month to release a game", "median", "revenue"],
    ["when is the best time of year to launch a game", "median", "revenue"],
    ["average revenue by month of the year", "average", "revenue"],
  ])("%s → %s of %s by month of the year", (question, aggregate, metric) => {
    const parsed = parse(question);
    expect(parsed.intent).toBe("market_stats");
    expect(parsed.stats).toMatchObject({ aggregate, metric, groupBy: "monthOfYear" });
  });

  it('reads "the most releases" as the count\'s own order, not as a second order of games', () => {
    for (const question of ["which month of the year had the most releases", "which year had the most releases"]) {
      const parsed = parse(question);
      expect(parsed.stats).toMatchObject({ aggregate: "count" });
      expect(parsed.sort).toBeNull();
      expect(describeParsed(parsed)).not.toContain("sort");
    }
  });

  it("leaves the calendar months to questions about months in time", () => {
    expect(parse("how many games were released per month in 2023").stats?.groupBy).toBe("month");
    expect(parse("in which month were the most games released").stats?.groupBy).toBe("month");
    expect(parse("monthly revenue of RPGs").stats?.groupBy).toBe("month");
  });

  it("counts each game in the month its date names, January to December, and names the highest and the lowest", async () => {
    const answer = await ask("which month of the year had the most releases");
    const { stats, groups } = statsOf(answer);
    expect(stats).toMatchObject({ groupBy: "monthOfYear", chart: "bar", value: 10 });
    expect(groups.map((group) => group.label)).toEqual([
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ]);
    expect(Object.fromEntries(groups.filter((group) => group.games > 0).map((group) => [group.label, group.value]))).toEqual({
      March: 3,
      June: 1,
      July: 2,
      November: 2,
    });
    // A month without games counts 0.
    expect(groups.find((group) => group.label === "May")?.value).toBe(0);
    expect(answer.text).toContain("the highest is March with 3");
    expect(answer.text).toContain("the lowest January with 0");
    // The quarter and the game without a date are in no month, and the answer says why.
    expect(answer.text).toContain("2 games have no release month (only a quarter, a half or a year is known, or no date) and are in no group.");
  });

  it("takes the best month to release by the median revenue of each month's games", async () => {
    const answer = await ask("what is the best month to release a game");
    const { stats, groups } = statsOf(answer);
    expect(stats).toMatchObject({ aggregate: "median", metric: "revenue", groupBy: "monthOfYear" });
    const march = groups.find((group) => group.label === "March");
    const november = groups.find((group) => group.label === "November");
    expect([march?.games, march?.value, november?.value]).toEqual([3, 3_000_000, 500_000]);
    expect(answer.text).toContain("the highest is March with $3.00M");
    // A month without games has no median, and is never the lowest.
    expect(groups.find((group) => group.label === "May")?.value).toBeNull();
    expect(answer.text).toContain("the lowest July with $150K");
  });

  it("counts and figures that build up over the same years for every month: the last year's games and games to come left out", async () => {
    // Today is Jun 15, 2026: a game of Sep 2025 has had nine months, one of Mar 2025 fifteen, one of Sep 2026 is to come.
    const tba = { ...game(13, "2026-09-10", null), releaseDate: null, releaseDateText: "TBA" };
    const withRecent = [...games, game(10, "2026-09-10", null), game(11, "2025-09-01", 50_000), game(12, "2025-03-01", 70_000), tba, game(15, "2017-09-01", 1)];
    const later: EngineKnowledge = { ...knowledge, games: withRecent, gamesById: new Map(withRecent.map((g) => [g.id, g])) };
    const count = await executeQuery(parse("which month of the year had the most releases"), later);
    // Seven whole years, Jun 2018 to May 2025 (Sep 2017 is the first game, but its year has no June): Sep 2017's, Sep
    // 2025's and Sep 2026's games and the undated game to come are left out; the undated game out stays (in no month).
    expect(count.text).toContain(
      "11 games meet the filter (released Jun 2018 to May 2025). 4 games released outside those 7 years or still to come are left out, so that every month of the year counts each year once.",
    );
    expect(count.text).not.toContain("Games not out yet");
    const countGroups = statsOf(count).groups;
    expect(countGroups.find((group) => group.label === "September")).toMatchObject({ games: 0, value: 0 });
    expect(countGroups.find((group) => group.label === "March")).toMatchObject({ games: 4, value: 4 });
    expect(statsOf(count).stats.notCarried).toContain("released Jun 2018 to May 2025 (every month of the year over the same years)");
    expect(statsOf(count).stats.filters).toBe("none (every game)");
    const median = await executeQuery(parse("what is the best month to release a game"), later);
    expect(median.text).toContain(
      "4 games released outside those 7 years or still to come are left out, so that every month of the year counts each year once and each game's revenue has had a year or more to build up.",
    );
    expect(statsOf(median).groups.find((group) => group.label === "September")).toMatchObject({ games: 0, value: null });
    // A price does not build up: every game with one counts.
    const price = await executeQuery(parse("average price by month of the year"), later);
    expect(price.text).not.toContain("left out, so that");
    expect(statsOf(price).groups.find((group) => group.label === "September")?.games).toBe(3);
  });

  it("says the breakdown in words in the trace, and takes it from the hosted model", () => {
    const parsed = parse("what is the best month to release a game");
    expect(describeStats(parsed.stats!)).toBe("median revenue by month of the year");
    const checked = checkProposedQuery(parsed, { lexicon: LEXICON, question: parsed.text, normalized: parsed.normalized });
    expect(checked.ok && checked.query.stats?.groupBy).toBe("monthOfYear");
  });
});
