// Words asked for anywhere in games' titles ("games with 'simulator' in the title", "titles containing the word war"):
// the games whose titles hold them as whole words, as a filter that works with every other one, negated by "without"
// and taken from the hosted model; the words are never read as a genre, a tag or a series.
import { questionWith } from "@/lib/chat/criteria";
import type { LumosGameFacts } from "@/lib/data/lumos";
import { describeParsed, executeQuery, type EngineKnowledge } from "@/lib/lumos/execute";
import { buildLexicon } from "@/lib/lumos/lexicon";
import { checkProposedQuery } from "@/lib/lumos/proposal";
import { parseQuestion } from "@/lib/lumos/parse";
import type { ParsedQuery } from "@/lib/lumos/query-schema";
import { BASE_GAME_FACTS, LEXICON_INPUT, TODAY } from "./lexicon-fixture";

// Simulation is genre 105 of the fixture; RPG 104.
const TITLES: Array<[number, string, number]> = [
  [1, "Farming Simulator 22", 105],
  [2, "Goat Simulator", 105],
  [3, "Car Mechanic Simulator 2021", 105],
  [4, "Simulatorium", 105],
  [5, "Euro Truck Driving", 105],
  [6, "War Thunder", 104],
  [7, "Warframe", 104],
  [8, "Gears of War", 104],
  [9, "Total War: WARHAMMER III", 104],
  [10, "Dark Souls III", 104],
  [11, "Dark and Darker", 104],
];
const LEXICON = buildLexicon({ ...LEXICON_INPUT, games: [...LEXICON_INPUT.games, ...TITLES.map(([id, title]) => ({ id: 1000 + id, title }))] });
const parse = (text: string) => parseQuestion(text, LEXICON, { today: TODAY });
const games: LumosGameFacts[] = TITLES.map(([id, title, genre]) => ({
  ...BASE_GAME_FACTS,
  id: 1000 + id,
  title,
  classificationIds: [genre],
  genres: [genre === 105 ? "Simulation" : "RPG"],
  peakPlayers: id * 1000,
  releaseDate: `20${10 + id}-03-01`,
}));
const knowledge: EngineKnowledge = { today: TODAY, lexicon: LEXICON, games, gamesById: new Map(games.map((g) => [g.id, g])), features: new Map() };
const ask = (question: string) => executeQuery(parse(question), knowledge);
const titlesOf = (answer: Awaited<ReturnType<typeof executeQuery>>) =>
  (answer.results?.data.map((row) => ("gameName" in row ? row.gameName : "")) ?? []).sort();
/** Every name a reading holds, with its role and, for words in titles, its kind. */
const named = (parsed: ParsedQuery) =>
  (Object.entries(parsed.entities) as Array<[string, ParsedQuery["entities"]["titles"]]>).flatMap(([role, slot]) => [
    ...slot.include.map((ref) => `${role}:${ref.kind === "titleWords" ? "words " : ""}${ref.name}`),
    ...slot.exclude.map((ref) => `not ${role}:${ref.kind === "titleWords" ? "words " : ""}${ref.name}`),
  ]);

describe("words asked for in titles", () => {
  it.each([
    ["games with 'simulator' in the title", ["series:words simulator"]],
    ['games with "simulator" in their name', ["series:words simulator"]],
    ["games with simulator in the title", ["series:words simulator"]],
    ["games with the word war in their titles", ["series:words war"]],
    ["games whose title contains the word war", ["series:words war"]],
    ["titles containing 'dark souls'", ["series:words dark souls"]],
    ["games whose name includes dark souls", ["series:words dark souls"]],
    ["games with the word “Simulator”", ["series:words Simulator"]],
    ["how many games have 'simulator' in their title", ["series:words simulator"]],
    ["rpgs with war in the title", ["series:words war", "classifications:RPG"]],
  ])("%s → %j", (question, reading) => {
    expect(named(parse(question)).sort()).toEqual([...reading].sort());
  });

  it("leaves the everyday readings of such words alone where no title is named", () => {
    // "simulator games" is the Simulation genre; "games with horror" a classification; "titles with over 1,000 players" a filter.
    expect(named(parse("simulator games"))).toEqual(["classifications:Simulation"]);
    expect(named(parse("titles with over 1000 peak players"))).toEqual([]);
    expect(parse("titles with over 1000 peak players").filters).toHaveLength(1);
  });

  it("finds the games whose titles hold the words as whole words, and says so in the answer", async () => {
    const war = await ask("games with 'war' in the title");
    // Warframe holds the letters, not the word.
    expect(titlesOf(war)).toEqual(["Gears of War", "Total War: WARHAMMER III", "War Thunder"]);
    expect(war.text).toContain("with “war” in the title");
    expect(titlesOf(await ask("titles containing 'dark souls'"))).toEqual(["Dark Souls III"]);
    expect(titlesOf(await ask("games with simulator in the name"))).toEqual(["Car Mechanic Simulator 2021", "Farming Simulator 22", "Goat Simulator"]);
    expect(describeParsed(parse("games with 'war' in the title"))).toContain("series: with “war” in the title");
  });

  it("works with other filters and statistics, and is negated by 'without'", async () => {
    expect(titlesOf(await ask("games with 'simulator' in the title released after 2012"))).toEqual(["Car Mechanic Simulator 2021"]);
    const without = parse("simulation games without 'simulator' in the title");
    expect(named(without).sort()).toEqual(["classifications:Simulation", "not series:words simulator"]);
    expect(titlesOf(await executeQuery(without, knowledge))).toEqual(["Euro Truck Driving", "Simulatorium"]);
    const notHaving = parse("rpgs that don't have war in their title");
    expect(named(notHaving).sort()).toEqual(["classifications:RPG", "not series:words war"]);
    const count = parse("how many games have 'simulator' in their title");
    expect(count.intent).toBe("market_stats");
    expect((await executeQuery(count, knowledge)).text).toMatch(/\b3 games\b/);
    // A share says what the games have: 3 of the 11 titles hold "simulator".
    expect((await ask("what share of games have 'simulator' in their title")).text).toContain(
      "27.3% of the 11 games in the data have “simulator” in the title: 3 games.",
    );
  });

  it("leaves no quotation mark or cue behind when a chat switches the filter off", async () => {
    for (const [question, without] of [
      ["games with 'simulator' in the title released after 2012", "games released after 2012"],
      ["simulation games without 'simulator' in the title", "simulation games"],
      ["titles containing 'dark souls' released after 2012", "released after 2012"],
      ["games whose title contains war released after 2012", "games released after 2012"],
      ["games where the name includes the word war released after 2012", "games released after 2012"],
    ]) {
      const answer = await ask(question);
      const criteria = answer.results?.criteria ?? [];
      const index = criteria.findIndex((view) => view.label.includes("in the title"));
      expect([question, questionWith(question, criteria, new Map([[index, null]]))]).toEqual([question, without]);
    }
  });

  it("takes words in titles from the hosted model by their kind, a series by its own", () => {
    const proposal = parse("games with 'war' in the title");
    const checked = checkProposedQuery(proposal, { lexicon: LEXICON, question: proposal.text, normalized: proposal.normalized });
    expect(checked.ok && named(checked.query)).toEqual(["series:words war"]);
    const asSeries = {
      ...proposal,
      entities: { ...proposal.entities, series: { include: [{ ...proposal.entities.series.include[0], kind: "series" as const }], exclude: [] } },
    };
    // No two titles begin with "war" as a series would need: the hosted model's series is refused.
    expect(checkProposedQuery(asSeries, { lexicon: LEXICON, question: proposal.text, normalized: proposal.normalized })).toEqual({
      ok: false,
      problem: 'The hosted model named the series "war", which is not in the data.',
    });
  });
});
