// A window of release dates still running holds the games out by the market date ("released in 2026" on June 15,
// 2026); the games dated later in it are still to come: left out, counted and said, never close matches.
import { executeQuery } from "@/lib/lumos/execute";
import { parseQuestion } from "@/lib/lumos/parse";
import { parseMarketResearchQuery } from "@/lib/market-research/market-research-query";
import { selectMarketResearch } from "@/lib/market-research/select-games";
import { LEXICON, TODAY, datedGame, knowledgeOf } from "./lexicon-fixture";

const game = datedGame;
const SHOOTER = { classificationIds: [103], genres: ["Shooter"] };
const knowledge = knowledgeOf([
  // The ids of the lexicon's titles (lexicon-fixture.ts), so that a question can name them.
  game(2, "Caldera II", "2026-05-30"),
  game(5, "Neon Jackal™", "2026-06-01", SHOOTER),
  game(1, "Sector 2042", "2028-02-01", SHOOTER),
  game(6, "Iron Delve Unbound", "2026-09-10"),
  game(7, "Vanta Siege", "2026-10-01", SHOOTER),
  game(8, "Hollow Lantern", "2019-04-12", SHOOTER),
  game(3, "Eldon Ring", null),
]);
const ask = (question: string) => executeQuery(parseQuestion(question, LEXICON, { today: TODAY }), knowledge);
const titles = (answer: Awaited<ReturnType<typeof ask>>) =>
  answer.results?.type === "games" ? answer.results.data.map((row) => row.gameName).sort() : `no games: ${answer.text}`;

describe("a release window reaching past the market date", () => {
  it("holds the games out by then and says how many dated in it are still to come", async () => {
    const answer = await ask("games released in 2026");
    expect(titles(answer)).toEqual(["Caldera II", "Neon Jackal™"]);
    expect(answer.text).toContain("I found 2 games meeting the filter (released in 2026)");
    expect(answer.text).toContain("2 more games are dated in 2026 but still to come, so not counted here: ask for upcoming games to see them.");
    const count = await ask("how many games were released in 2026");
    expect(count.text).toContain("2 games meet the filter (released in 2026). 2 more games are dated in 2026 but still to come");
  });

  it("counts the games to come meeting the other filters alone, and never offers one as a close match", async () => {
    const shooters = await ask("shooters released in 2026");
    expect(titles(shooters)).toEqual(["Neon Jackal™"]);
    expect(shooters.text).toContain("1 more game is dated in 2026 but still to come, so not counted here: ask for upcoming games to see it.");
    expect(shooters.closeResults?.type === "games" ? shooters.closeResults.data.map((row) => row.gameName) : []).not.toContain("Vanta Siege");
    expect((await ask("shooters released since 2020")).text).toContain("2 more games are dated in 2020 or later but still to come");
  });

  it("answers a yes-or-no question about a game to come with its date alone", async () => {
    const verdict = await ask("was Iron Delve Unbound released in 2026");
    expect(verdict.text).toBe('No: Iron Delve Unbound misses "released in 2026" (releases Sep 10, 2026).');
  });

  it("leaves a window wholly to come, and the games asked for as upcoming, as they were", async () => {
    const later = await ask("games released in 2028");
    expect(titles(later)).toEqual(["Sector 2042"]);
    expect(later.text).not.toContain("still to come");
    expect(titles(await ask("upcoming games in 2026"))).toEqual(["Iron Delve Unbound", "Vanta Siege"]);
    const past = await ask("games released in 2019");
    expect(titles(past)).toEqual(["Hollow Lantern"]);
    expect(past.text).not.toContain("still to come");
  });

  it("says how many of a year still running are to come in a breakdown by year", async () => {
    const byYear = await ask("how many games were released each year");
    expect(byYear.text).toContain("Games not out yet are counted in the year they are announced for (2026: 2 of its 4, 2028).");
    // A figure the games to come lack leaves them out: nothing is said of where they would count.
    const toComeWithout = knowledgeOf(knowledge.games.map((one) => (one.released ? one : { ...one, revenue: null })));
    const median = await executeQuery(parseQuestion("median revenue by year", LEXICON, { today: TODAY }), toComeWithout);
    expect(median.text).toContain("have no revenue figure (not out yet) and are left out.");
    expect(median.text).not.toContain("Games not out yet");
  });

  it("links to the market-research view of the very games it counts", async () => {
    // The specification's custom range is read as release-date categories (custom_2026-01-01_2026-12-31 on June 15,
    // 2026 is the last year and the rest of this one: Hollow Lantern would not be in it, the games to come would).
    const cases: Array<[string, string, number]> = [
      ["how many games were released in 2026", "datapoint=released&release=days_2026-01-01_2026-12-31", 2],
      ["how many games were released since 2019", "datapoint=released&release=days_2019-01-01_", 3],
      ["how many games were released before 2020", "release=days__2019-12-31", 1],
      ["how many games were released in 2028", "release=days_2028-01-01_2028-12-31", 1],
      ["how many upcoming games are there in 2026", "release=days_2026-01-01_2026-12-31&status=upcoming", 2],
    ];
    for (const [question, link, games] of cases) {
      const answer = await ask(question);
      if (answer.results?.type !== "stats") throw new Error(`no statistic for "${question}": ${answer.text}`);
      const { marketResearchHref, games: counted } = answer.results.stats;
      expect([question, marketResearchHref]).toEqual([question, `/market-research-page?${link}`]);
      const { query, notes } = parseMarketResearchQuery(new URL(marketResearchHref, "http://lumos.test").searchParams);
      expect(notes).toEqual([]);
      const view = selectMarketResearch({ facts: knowledge.games, playersYesterday: new Map(), query, today: TODAY });
      expect([question, counted, view.matched]).toEqual([question, games, games]);
    }
  });
});
