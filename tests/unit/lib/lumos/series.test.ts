// A series named before "games", "titles", "series" or "franchise" ("Total War games", "the Halo series"): the games
// whose titles begin with those words, as a filter that works with every other one and with statistics; never a
// filter, a company or a parser word read as a series.
import type { LumosGameFacts } from "@/lib/data/lumos";
import { executeQuery, type EngineKnowledge } from "@/lib/lumos/execute";
import { buildLexicon } from "@/lib/lumos/lexicon";
import { checkProposedQuery } from "@/lib/lumos/proposal";
import { parseQuestion } from "@/lib/lumos/parse";
import type { ParsedQuery } from "@/lib/lumos/query-schema";
import { BASE_GAME_FACTS, LEXICON_INPUT, TODAY } from "./lexicon-fixture";

const TITLES: Array<[number, string]> = [
  [1, "Total War: WARHAMMER III"],
  [2, "Total War: ROME II - Emperor Edition"],
  [3, "Total War Saga: TROY"],
  [4, "Halo Infinite"],
  [5, "Halo: The Master Chief Collection"],
  [6, "Haloween Night"],
  [7, "Warhammer: Vermintide 2"],
  [8, "Survival Games"],
  [9, "Survival Island"],
  [10, "New World"],
  [11, "New Tales"],
  [12, "The Witcher 3: Wild Hunt"],
  [13, "The Witcher 2: Assassins of Kings"],
  [14, "Rome Total War"],
  [15, "PARADOX"],
  [16, "Paradox Factor"],
  [17, "Paradox Vector"],
];
const LEXICON = buildLexicon({
  ...LEXICON_INPUT,
  games: [...LEXICON_INPUT.games, ...TITLES.map(([id, title]) => ({ id: 1000 + id, title }))],
  companies: [
    ...LEXICON_INPUT.companies,
    { id: 40, name: "Ubisoft", roles: ["Publisher"], size: "AAA" },
    { id: 41, name: "Paradox Interactive", roles: ["Publisher"], size: "AA" },
    { id: 42, name: "Paradox Development Studio", roles: ["Developer"], size: "AA" },
  ],
  classifications: [...LEXICON_INPUT.classifications, { id: 120, name: "Survival", typeId: 1, typeName: "Genre" }],
});
const parse = (text: string) => parseQuestion(text, LEXICON, { today: TODAY });
const named = (parsed: ParsedQuery) =>
  (Object.entries(parsed.entities) as Array<[string, ParsedQuery["entities"]["titles"]]>).flatMap(([role, slot]) =>
    slot.include.map((ref) => `${role}:${ref.name}`),
  );

const game = (id: number, title: string, changes: Partial<LumosGameFacts> = {}): LumosGameFacts => ({ ...BASE_GAME_FACTS, id, title, ...changes });
const games = TITLES.map(([id, title]) => game(1000 + id, title, { revenue: id * 1_000_000, peakPlayers: id * 1000, releaseDate: `20${10 + id}-03-01` }));
const knowledge: EngineKnowledge = { today: TODAY, lexicon: LEXICON, games, gamesById: new Map(games.map((g) => [g.id, g])), features: new Map() };
const titlesOf = (answer: Awaited<ReturnType<typeof executeQuery>>) => answer.results?.data.map((row) => ("gameName" in row ? row.gameName : "")) ?? [];

describe("a series before a game noun", () => {
  it.each([
    ["Total War games", "series:Total War"],
    ["total war titles", "series:Total War"],
    ["Halo games", "series:Halo"],
    ["the Halo series", "series:Halo"],
    ["the Witcher franchise", "series:The Witcher"],
  ])("%s → %s", (question, reading) => {
    const parsed = parse(question);
    expect(named(parsed)).toEqual(reading ? [reading] : []);
    if (reading) expect(parsed.intent).toBe("game_search");
  });

  it("finds every game whose title begins with the words, at word boundaries, in its answer's filter", async () => {
    const answer = await executeQuery(parse("Halo games"), knowledge);
    expect(titlesOf(answer).sort()).toEqual(["Halo Infinite", "Halo: The Master Chief Collection"]);
    expect(answer.text).toContain("(titled Halo…)");
    const totalWar = await executeQuery(parse("Total War games"), knowledge);
    // "Total War Saga: TROY" begins with the words; "Rome Total War" does not.
    expect(titlesOf(totalWar).sort()).toEqual(["Total War Saga: TROY", "Total War: ROME II - Emperor Edition", "Total War: WARHAMMER III"]);
  });

  it("works with other filters and with statistics; close matches stay in the series", async () => {
    const after = await executeQuery(parse("Total War games released after 2012"), knowledge);
    expect(titlesOf(after)).toEqual(["Total War Saga: TROY"]);
    // The other two miss the release window; no game outside the series is offered as missing the series.
    expect(after.closeResults?.data.map((row) => ("gameName" in row ? row.gameName : "")).sort()).toEqual([
      "Total War: ROME II - Emperor Edition",
      "Total War: WARHAMMER III",
    ]);
    const parsed = parse("how much revenue did Total War games make?");
    expect(parsed.intent).toBe("market_stats");
    const total = await executeQuery(parsed, knowledge);
    expect(total.text).toContain("The total revenue of the 3 games meeting the filter (titled Total War…) is $6.00M.");
  });

  it("leaves filters, companies, whole titles and everyday words as they were", () => {
    // A classification, even where titles begin with the word.
    expect(named(parse("survival games"))).toEqual(["classifications:Survival"]);
    // A company, and the companies a name begins, even where titles begin with it too.
    expect(named(parse("Ubisoft games"))).toEqual(["publishers:Ubisoft"]);
    const paradox = parse("Paradox games");
    expect(paradox.eitherOr.map((group) => [group.role, group.options.map((ref) => ref.name).sort()])).toEqual([
      ["companies", ["Paradox Development Studio", "Paradox Interactive"]],
    ]);
    expect(named(paradox)).toEqual([]);
    // Everyday and parser words begin titles too ("New World", "New Tales"): not a series.
    expect(named(parse("new games"))).toEqual([]);
    // Words only one title begins with are no series.
    expect(named(parse("Haloween games"))).not.toContain("series:Haloween");
  });

  it("takes a series from the hosted model when titles begin with its name, and refuses one none begins", () => {
    const proposal = parse("Halo games");
    const checked = checkProposedQuery(proposal, { lexicon: LEXICON, question: "Halo games", normalized: proposal.normalized });
    expect(checked.ok && named(checked.query)).toEqual(["series:Halo"]);
    const unknown = {
      ...proposal,
      entities: { ...proposal.entities, series: { include: [{ ...proposal.entities.series.include[0], name: "Gears of War" }], exclude: [] } },
    };
    const refused = checkProposedQuery(unknown, { lexicon: LEXICON, question: "Gears of War games", normalized: "gears of war games" });
    expect(refused).toEqual({ ok: false, problem: 'The hosted model named the series "Gears of War", which is not in the data.' });
  });
});

describe("a series among the games a question finds games like", () => {
  it("is liked for its games, where it stands in the list after the cue; before the cue or after other words it stays a filter", () => {
    expect(named(parse("games like the Halo games"))).toEqual(["titles:Halo"]);
    // A well-known series named alone: "total" is no sum there.
    const totalWar = parse("games like Total War");
    expect([totalWar.intent, ...named(totalWar)]).toEqual(["similar_games", "titles:Total War"]);
    expect(named(parse("games similar to the Witcher series"))).toEqual(["titles:The Witcher"]);
    const listed = parse("games like New World, Sector 2042 and the Halo games");
    expect(listed.intent).toBe("similar_games");
    expect(named(listed)).toEqual(["titles:New World", "titles:Sector 2042", "titles:Halo"]);
    expect(named(parse("Halo games like New World"))).toEqual(["titles:New World", "series:Halo"]);
    expect(named(parse("games like New World from the Total War series"))).toEqual(["titles:New World", "series:Total War"]);
  });

  it("ranks games by their similarity averaged over the series' games with the most features, none of the series' games offered", async () => {
    // ROME II has the most features on record, then the most reviewed come first.
    const reviewed = games.map((g) => ({ ...g, reviews: g.id === 1002 ? 10 : g.id * 10, classificationIds: g.id === 1002 ? [1, 2, 3, 4] : [1, 2] }));
    const withReviews: EngineKnowledge = { ...knowledge, games: reviewed, gamesById: new Map(reviewed.map((g) => [g.id, g])) };
    // Each Total War game's most similar games: Rome Total War close to all three, Warhammer: Vermintide 2 to one.
    const lists: Record<number, Array<{ game_id: number; similarity: number; shared_features: number }>> = {
      1001: [
        { game_id: 1002, similarity: 0.95, shared_features: 9 },
        { game_id: 1007, similarity: 0.9, shared_features: 9 },
        { game_id: 1014, similarity: 0.8, shared_features: 8 },
      ],
      1002: [{ game_id: 1014, similarity: 0.7, shared_features: 7 }],
      1003: [
        { game_id: 1014, similarity: 0.6, shared_features: 6 },
        { game_id: 1007, similarity: 0.3, shared_features: 3 },
      ],
    };
    const asked: number[] = [];
    const similarGames = async (id: number) => {
      asked.push(id);
      return lists[id] ?? [];
    };
    const answer = await executeQuery(parse("games like the Total War games"), withReviews, { similarGames });
    expect(asked.sort()).toEqual([1001, 1002, 1003]);
    expect(answer.results?.data.map((row) => ("gameName" in row ? [row.gameName, row.match_reasoning] : []))).toEqual([
      // The series' games: ROME II (the most features), then TROY and WARHAMMER III by reviews; Vermintide 2 is below
      // ROME II's list, where it counts 0.
      [
        "Rome Total War",
        "70% similar to the Total War games on average: 70% to Total War: ROME II - Emperor Edition, 60% to Total War Saga: TROY, 80% to Total War: WARHAMMER III",
      ],
      [
        "Warhammer: Vermintide 2",
        "40% similar to the Total War games on average: under 70% to Total War: ROME II - Emperor Edition, 30% to Total War Saga: TROY, 90% to Total War: WARHAMMER III",
      ],
    ]);
    expect(answer.text).toMatch(/^Games most like the Total War games, ranked by similarity averaged over them .* Rome Total War is the closest\./);
    expect(answer.text).toContain(
      "The Total War games are the 3 games whose titles begin with Total War: Total War: ROME II - Emperor Edition, Total War Saga: TROY, and Total War: WARHAMMER III.",
    );
  });
});

describe("a title typed without its series' name", () => {
  const SHORT = buildLexicon({
    ...LEXICON_INPUT,
    games: [
      ...[
        { id: 1, title: "STAR WARS Jedi: Survivor™" },
        { id: 2, title: "STAR WARS Jedi: Fallen Order" },
        { id: 3, title: "STAR WARS Battlefront II" },
        { id: 5, title: "Call of Duty®: Black Ops III" },
        { id: 6, title: "Call of Duty: Black Ops III" },
        { id: 7, title: "Call of Duty: Black Ops" },
        { id: 8, title: "Shadow of the Tomb Raider: Definitive Edition" },
        { id: 9, title: "Grand Prix Legends: Racing Simulation" },
        { id: 11, title: "Grand Prix Legends Racing Horror" },
        { id: 12, title: "The Road to Hades" },
        { id: 13, title: "The Road Trip Simulator" },
        { id: 14, title: "The Road Ahead Again" },
        { id: 16, title: "Hades" },
        { id: 17, title: "Rust" },
      ].map((game) => ({ ...game, known: true })),
      { id: 18, title: "Deep" },
      { id: 4, title: "Jedi Survive" },
      // A little-reviewed game is found by its whole title alone.
      { id: 10, title: "Grand Prix Legends: Pit Stop" },
      { id: 15, title: "STAR WARS Island Survival" },
    ],
  });
  const read = (question: string) => {
    const parsed = parseQuestion(question, SHORT, { today: TODAY });
    return [...named(parsed), ...parsed.eitherOr.flatMap((group) => group.options.map((ref) => `${group.role}:${ref.name}`))];
  };

  it.each([
    // After a series' name (words that begin three titles or more), not a one-letter slip from another title.
    ["Jedi Survivor", ["titles:STAR WARS Jedi: Survivor™"]],
    ["battlefront 2 revenue", ["titles:STAR WARS Battlefront II"]],
    // The words after the colon, with the title's numerals spelt every way.
    ["fallen order", ["titles:STAR WARS Jedi: Fallen Order"]],
    ["black ops 3", ["titles:Call of Duty®: Black Ops III"]],
    ["black ops", ["titles:Call of Duty: Black Ops"]],
  ])("%s → %j", (question, reading) => {
    expect(read(question).slice(0, 1)).toEqual(reading);
  });

  it("reads two games of one title as the title's readings, not as two games compared", () => {
    const parsed = parseQuestion("black ops iii", SHORT, { today: TODAY });
    expect(parsed.intent).toBe("game_profile");
    expect(parsed.entities.titles.include).toHaveLength(1);
    expect(parsed.entities.titles.include[0].alternatives.map((ref) => ref.name)).toEqual(["Call of Duty: Black Ops III"]);
  });

  it("only for games reviewed by many, and never from a minor word on ('to hades' is not The Road to Hades)", () => {
    expect(read("pit stop")).toEqual([]);
    expect(read("island survival")).toEqual([]);
    expect(read("games similar to Hades")).toEqual(["titles:Hades"]);
  });

  it("reads a little-reviewed game's one-word title before more words of what is asked as no name ('deep crafting games')", () => {
    expect(read("deep crafting games")).toEqual(["classifications:Crafting"]);
    expect(read("deep sea crafting games")).toEqual(["classifications:Crafting"]);
    // Named on its own, before a figure or last, it is the game; a known game's title always is.
    expect(read("Deep revenue")).toEqual(["titles:Deep"]);
    expect(read("games like Deep")).toEqual(["titles:Deep"]);
    expect(read("Rust crafting games")).toEqual(["titles:Rust", "classifications:Crafting"]);
  });

  it("never makes an edition, nor words that name filters, into a game", () => {
    expect(read("definitive edition")).toEqual([]);
    expect(read("racing simulation games")).toEqual(["classifications:Racing", "classifications:Simulation"]);
    expect(read("racing horror games").every((reading) => reading.startsWith("classifications:"))).toBe(true);
    // A series' name alone stays the series.
    expect(read("Star Wars games")).toEqual(["series:STAR WARS"]);
  });
});
