// Readings the real Steam data needed (tests/fixtures/lumos/real-questions.ts): names typed with their legal form and
// comma, one company spelt two ways, studios of a company whose name titles also use, a company after a role cue
// where a game has the same word, a role cue reaching every name of an "or" list, titles made of a genre and "games",
// a title that is the word opening a release window, Steam's Indie genre before the guessed developer size, prices
// without a number, a role verb after the company. Each case failed before the reading was added.
import { buildLexicon } from "@/lib/lumos/lexicon";
import { parseQuestion } from "@/lib/lumos/parse";
import type { ParsedQuery } from "@/lib/lumos/query-schema";
import { LEXICON_INPUT, TODAY } from "./lexicon-fixture";

const UBISOFT_STUDIOS = [
  "Montreal",
  "Quebec",
  "Toronto",
  "Shanghai",
  "Kiev",
  "Paris",
  "Annecy",
  "Bucharest",
  "Montpellier",
  "Milan",
  "Belgrade",
  "Sofia",
  "Singapore",
  "San Francisco",
];

const LEXICON = buildLexicon({
  ...LEXICON_INPUT,
  games: [
    ...LEXICON_INPUT.games,
    { id: 40, title: "Capcom Arcade Stadium" },
    { id: 41, title: "PARADOX" },
    { id: 42, title: "Survival Games" },
    { id: 43, title: "Open World Game: the Open World Game" },
    { id: 44, title: "The Frog Game" },
    { id: 45, title: "Shooter Game" },
    { id: 46, title: "Survival Games 2" },
    { id: 47, title: "Onward" },
    { id: 48, title: "The chronicles of Emerland. Solitaire." },
    { id: 49, title: "Crome: Before Purgatory" },
    { id: 60, title: "Disjoint" },
    { id: 61, title: "Alice!" },
    { id: 62, title: "Overload" },
    { id: 63, title: "Fallow" },
    { id: 64, title: "SIDE" },
    { id: 65, title: "Smack Studio" },
    { id: 66, title: "Change" },
    { id: 67, title: "Survival Space: Unlimited Shooting" },
    { id: 68, title: "Leaf" },
    { id: 69, title: "China: Mao's legacy" },
    { id: 70, title: "Europe Bus Driver" },
    { id: 71, title: "Clay Game" },
    { id: 72, title: "Cozy Grove" },
    { id: 73, title: "Cozy Time" },
    { id: 74, title: "Cozy Trip" },
    { id: 75, title: "Among Us", notable: true },
    { id: 76, title: "It Takes Two", notable: true },
    { id: 77, title: "The Last Day" },
    { id: 78, title: "Grand Theft Auto V" },
    { id: 79, title: "Counter-Strike: Global Offensive" },
    { id: 80, title: "The Elder Scrolls V: Skyrim" },
    { id: 81, title: "Apex Legends" },
    { id: 82, title: "Apez" },
    { id: 83, title: "Sea of Thieves 2023 Edition", notable: true },
    { id: 84, title: "Thievery" },
    { id: 85, title: "Quiet Harbor Definitive Edition" },
    { id: 86, title: "Live" },
    { id: 87, title: "Hidden" },
    { id: 88, title: "Gems" },
    { id: 89, title: "FLOW" },
    { id: 90, title: "HIT" },
    { id: 91, title: "Breakout" },
    { id: 92, title: "Dead Cells" },
    { id: 93, title: "ReCore: Definitive Edition" },
    { id: 94, title: "OSES" },
  ],
  companies: [
    ...LEXICON_INPUT.companies,
    { id: 50, name: "CAPCOM Co., Ltd.", roles: ["Publisher", "Developer"], size: "AAA" },
    { id: 51, name: "Capcom", roles: ["Publisher", "Developer"], size: "AAA" },
    { id: 52, name: "Capcom Game Studio Vancouver", roles: ["Developer"], size: "AA" },
    { id: 53, name: "Monolith Productions, Inc.", roles: ["Developer"], size: "AA" },
    { id: 54, name: "Monolith Productions", roles: ["Developer"], size: "AA" },
    { id: 55, name: "KOEI TECMO GAMES CO., LTD.", roles: ["Publisher", "Developer"], size: "AA" },
    { id: 56, name: "Koei Tecmo", roles: ["Developer"], size: "AA" },
    { id: 57, name: "BANDAI NAMCO Entertainment", roles: ["Publisher"], size: "AAA" },
    { id: 58, name: "Bandai Namco Studios Inc.", roles: ["Developer"], size: "AAA" },
    { id: 59, name: "Paradox Interactive", roles: ["Publisher"], size: "AA" },
    { id: 60, name: "Paradox Development Studio", roles: ["Developer"], size: "AA" },
    { id: 61, name: "Valve", roles: ["Publisher", "Developer"], size: "AAA" },
    { id: 62, name: "Ubisoft", roles: ["Publisher", "Developer"], size: "AAA" },
    { id: 63, name: "Dead Mage", roles: ["Developer"], size: "Indie" },
    ...UBISOFT_STUDIOS.map((city, index) => ({ id: 70 + index, name: `Ubisoft ${city}`, roles: ["Developer" as const], size: "AAA" })),
  ],
  classifications: [
    ...LEXICON_INPUT.classifications,
    { id: 110, name: "Survival", typeId: 13, typeName: "Gameplay" },
    { id: 111, name: "Open World", typeId: 13, typeName: "Gameplay" },
    { id: 112, name: "Action", typeId: 1, typeName: "Genre" },
    { id: 113, name: "Adventure", typeId: 1, typeName: "Genre" },
    { id: 114, name: "Action-Adventure", typeId: 13, typeName: "Gameplay" },
    { id: 115, name: "Free to Play", typeId: 1, typeName: "Genre" },
    { id: 116, name: "Indie", typeId: 1, typeName: "Genre" },
    { id: 117, name: "Space", typeId: 17, typeName: "Theme" },
    { id: 118, name: "Free-to-Play", typeId: 182, typeName: "Business Model" },
    { id: 119, name: "Premium", typeId: 182, typeName: "Business Model" },
  ],
});
const parse = (text: string) => parseQuestion(text, LEXICON, { today: TODAY });
const readings = (parsed: ParsedQuery) => [
  ...(Object.entries(parsed.entities) as Array<[string, ParsedQuery["entities"]["titles"]]>).flatMap(([role, slot]) => [
    ...slot.include.map((ref) => `${role}:${ref.name}`),
    ...slot.exclude.map((ref) => `-${role}:${ref.name}`),
  ]),
  ...parsed.eitherOr.map(
    (group) =>
      `${group.role}:${group.options
        .map((ref) => ref.name)
        .sort()
        .join("|")}`,
  ),
  ...parsed.filters.map((filter) => `${filter.metric} ${filter.op} ${filter.value}`),
];
const unplaced = (parsed: ParsedQuery) => parsed.issues.filter((issue) => issue.code === "unknown_name").map((issue) => issue.span?.text);

describe("company names as the data spells them", () => {
  it.each([
    ["games published by CAPCOM Co., Ltd.", ["publishers:CAPCOM Co., Ltd.|Capcom"]],
    ["games developed by KOEI TECMO GAMES CO., LTD.", ["developers:KOEI TECMO GAMES CO., LTD."]],
    ["games developed by Monolith Productions, Inc.", ["developers:Monolith Productions|Monolith Productions, Inc."]],
    ["games developed by Monolith Productions", ["developers:Monolith Productions|Monolith Productions, Inc."]],
  ])("%s → %j, with no name left unplaced", (question, expected) => {
    const parsed = parse(question);
    expect(unplaced(parsed)).toEqual([]);
    expect(readings(parsed)).toEqual(expected);
  });

  it("reads a role cue for every name of an 'or' list, past the dot of a legal form", () => {
    expect(readings(parse("games published by KOEI TECMO GAMES CO., LTD. or Capcom"))).toEqual([
      "publishers:CAPCOM Co., Ltd.|Capcom|Capcom Game Studio Vancouver|KOEI TECMO GAMES CO., LTD.",
    ]);
    // Without a cue, companies of different roles stay companies (either role).
    expect(readings(parse("Koei Tecmo or Valve games"))).toEqual(["companies:KOEI TECMO GAMES CO., LTD.|Koei Tecmo|Valve"]);
  });

  it("keeps a comma between two names a separator: 'action, adventure games' is two genres, not Action-Adventure", () => {
    expect(readings(parse("action, adventure games"))).toEqual(["classifications:Action", "classifications:Adventure"]);
  });
});

describe("a company's name stands for its studios", () => {
  it.each([
    // Titles use "Capcom" (Capcom Arcade Stadium), so the word alone was only the company Capcom.
    ["Capcom games", ["companies:CAPCOM Co., Ltd.|Capcom|Capcom Game Studio Vancouver"]],
    ["games published by Capcom", ["publishers:CAPCOM Co., Ltd.|Capcom|Capcom Game Studio Vancouver"]],
    // A name of two words, and a short form of two words from the curated list.
    ["Koei Tecmo games", ["companies:KOEI TECMO GAMES CO., LTD.|Koei Tecmo"]],
    ["Bandai Namco games", ["companies:BANDAI NAMCO Entertainment|Bandai Namco Studios Inc."]],
    // More studios than a generic short form may stand for (12).
    ["Ubisoft games", [`companies:${["Ubisoft", ...UBISOFT_STUDIOS.map((city) => `Ubisoft ${city}`)].sort().join("|")}`]],
    ["Valve games", ["companies:Valve"]],
  ])("%s → %j", (question, expected) => {
    expect(readings(parse(question))).toEqual(expected);
  });

  it("reads companies after a role cue even when a game has the word as its whole title ('games by Paradox', a game PARADOX)", () => {
    const parsed = parse("games by Paradox");
    expect(parsed.intent).toBe("game_search");
    expect(readings(parsed)).toEqual(["companies:Paradox Development Studio|Paradox Interactive"]);
    expect(parse("PARADOX").entities.titles.include.map((ref) => ref.name)).toEqual(["PARADOX"]);
    // So before a verb of a company's making.
    for (const question of ["how much revenue did Paradox make in 2020", "what did Paradox release in 2020"])
      expect(readings(parse(question))).toEqual(["companies:Paradox Development Studio|Paradox Interactive"]);
    expect(parse("PARADOX revenue").entities.titles.include.map((ref) => ref.name)).toEqual(["PARADOX"]);
    // So when the question asks for the games it has.
    for (const question of ["how many games does Paradox have", "which games has Paradox released"])
      expect(readings(parse(question))).toEqual(["companies:Paradox Development Studio|Paradox Interactive"]);
    expect(parse("how many players does PARADOX have").entities.titles.include.map((ref) => ref.name)).toEqual(["PARADOX"]);
  });

  it.each([
    ["which games did Valve develop?", ["developers:Valve"]],
    ["games Capcom published", ["publishers:CAPCOM Co., Ltd.|Capcom|Capcom Game Studio Vancouver"]],
  ])("takes the role from a verb right after the company: %s → %j", (question, expected) => {
    expect(readings(parse(question))).toEqual(expected);
  });
});

describe("a title made of a filter and 'games'", () => {
  it.each([
    ["survival games", ["classifications:Survival"]],
    ["open world games", ["classifications:Open World"]],
    ["free to play shooter games", ["classifications:Shooter", "classifications:Free to Play|Free-to-Play"]],
  ])("%s is the classification, not the game so titled → %j", (question, expected) => {
    const parsed = parse(question);
    expect(parsed.intent).toBe("game_search");
    expect(readings(parsed)).toEqual(expected);
  });

  it("still finds the game by a title with more words", () => {
    expect(readings(parse("Survival Games 2"))).toEqual(["titles:Survival Games 2"]);
  });
});

describe("release windows and kinds of game", () => {
  it("reads 'from 2019 onwards' as the window even when a game is titled Onward", () => {
    const parsed = parse("simulation games from 2019 onwards");
    expect(readings(parsed)).toEqual(["classifications:Simulation"]);
    expect(parsed.release).toMatchObject({ after: "2019-01-01" });
    expect(parsed.release?.before).toBeUndefined();
    expect(parse("Onward").entities.titles.include.map((ref) => ref.name)).toEqual(["Onward"]);
  });

  it("reads 'indie' as the Indie genre where the data has one, and 'indie developers' as the size", () => {
    expect(readings(parse("indie games with more than 10k players"))).toEqual(["classifications:Indie", "peak_players gt 10000"]);
    expect(parse("indie developers with the most games").entities.developerSizes.include.map((ref) => ref.name)).toEqual(["Indie"]);
  });
});

describe("prices without a number", () => {
  it.each([
    ["free games with more than 10k players", ["price lte 0", "peak_players gt 10000"]],
    ["free strategy games", ["classifications:Strategy", "price lte 0"]],
    ["Valve games that are not free", ["companies:Valve", "price gt 0"]],
    // "Paid" is any price above $0, not the business model Premium alone (a paid game may sell microtransactions).
    ["paid racing games", ["classifications:Racing", "price gt 0"]],
    ["how many paid games are there", ["price gt 0"]],
    ["premium racing games", ["classifications:Premium", "classifications:Racing"]],
    ["free to play games", ["classifications:Free to Play|Free-to-Play"]],
    // Neither the genre nor the business model.
    ["action games that are not free to play", ["classifications:Action", "-classifications:Free to Play", "-classifications:Free-to-Play"]],
  ])("%s → %j", (question, expected) => {
    const parsed = parse(question);
    expect(parsed.entities.titles.include).toEqual([]);
    expect(readings(parsed)).toEqual(expected);
  });
});

describe("words of a question that are no slip for a title", () => {
  it("reads 'comes' in a share as its verb, not a title one letter from it or from its acronym", () => {
    const parsed = parse("what share of revenue comes from free to play games");
    expect(parsed.entities.titles.include).toEqual([]);
    expect(parsed.stats).toEqual(expect.objectContaining({ aggregate: "share", metric: "revenue" }));
    // The acronym is read as typed ("coes"), and a slip of the title's own words still finds it.
    expect(parse("coes").entities.titles.include.map((ref) => ref.id)).toEqual([48]);
    expect(parse("cohes").entities.titles.include).toEqual([]);
    expect(parse("crome before purgatori").entities.titles.include.map((ref) => ref.id)).toEqual([49]);
  });

  it.each([
    "discount games",
    "games alike",
    "overlap games",
    "games I follow",
    "what is the market size for RPGs",
    "how did revenue of shooters change over the years",
    "games with record peak players",
    "how many games have more negative reviews than positive ones",
  ])("reads no title in %j", (question) => {
    expect(parse(question).entities.titles.include).toEqual([]);
  });

  it("reads small studios as indie developers, not a studio's name one letter off", () => {
    const parsed = parse("most successful games from small studios");
    expect(parsed.entities.titles.include).toEqual([]);
    expect(parsed.entities.developerSizes.include.map((ref) => ref.id)).toEqual(["Indie"]);
  });

  it.each([
    ["which publishers dominate the RPG space", ["classifications:RPG"]],
    ["which publishers lead the RPG market", ["classifications:RPG"]],
    ["leading developers in the survival space", ["classifications:Survival"]],
    ["top games in the indie scene", ["classifications:Indie"]],
  ])("reads %j as the biggest by players of a part of the market, not a theme or a title", (question, expected) => {
    const parsed = parse(question);
    expect(readings(parsed)).toEqual(expected);
    expect(unplaced(parsed)).toEqual([]);
    expect(parsed.sort).toEqual(expect.objectContaining({ metric: "peak_players", direction: "desc" }));
  });

  it("keeps space a theme before a game noun or without 'the', and the title typed whole", () => {
    expect(readings(parse("the RPG space games"))).toEqual(["classifications:RPG", "classifications:Space"]);
    expect(readings(parse("space games"))).toEqual(["classifications:Space"]);
    expect(parse("survival space unlimited shooting").entities.titles.include.map((ref) => ref.id)).toEqual([67]);
  });

  it.each([
    ["what games are popular in China", "China", "counted worldwide"],
    ["top RPGs in Europe", "Europe", "counted worldwide"],
    ["most played games in the US", "the US", "counted worldwide"],
    ["shooters across South Korea and Japan", "South Korea and Japan", "counted worldwide"],
    ["games from Japan", "Japan", "which country a game or its makers come from"],
  ])("says the data has no figures by country for %j, and reads no name in it", (question, region, reason) => {
    const parsed = parse(question);
    expect(parsed.entities.titles.include).toEqual([]);
    expect(unplaced(parsed)).toEqual([]);
    const issue = parsed.issues.find((each) => each.code === "region_not_recorded");
    expect(issue?.span?.text).toBe(region);
    expect(issue?.message).toContain(reason);
  });

  it("keeps a title that names a country when it is not where the figures are asked for", () => {
    expect(parse("China: Mao's legacy").entities.titles.include.map((ref) => ref.id)).toEqual([69]);
    expect(parse("Europe Bus Driver revenue").entities.titles.include.map((ref) => ref.id)).toEqual([70]);
    expect(parse("RPGs released in 2020").issues).toEqual([]);
    expect(parse("average price of RPGs in US dollars").issues).toEqual([]);
  });

  it("says it could not place a classification word the data lacks, not the titles it begins or one two letters off", () => {
    const parsed = parse("cozy games");
    expect(parsed.entities.titles.include).toEqual([]);
    expect(parsed.entities.series.include).toEqual([]);
    expect(unplaced(parsed)).toEqual(["cozy"]);
    expect(parse("cozy grove").entities.titles.include.map((ref) => ref.id)).toEqual([72]);
    // A shorter title the words begin is no reading of them either: "live service games" is not the game Live.
    const live = parse("live service games");
    expect(live.entities.titles.include).toEqual([]);
    expect(unplaced(live)).toEqual(["live service"]);
    expect(parse("Live revenue").entities.titles.include.map((ref) => ref.id)).toEqual([86]);
    // "hidden gems" is a filter, not two games to compare.
    const gems = parse("hidden gems");
    expect(gems.entities.titles.include).toEqual([]);
    expect(gems.intent).toBe("game_search");
  });

  it("reads 'the most anticipated' games as upcoming ones by wishlists", () => {
    const parsed = parse("most anticipated RPGs");
    expect(parsed.release?.upcoming).toBe(true);
    expect(parsed.sort).toMatchObject({ metric: "wishlists", direction: "desc" });
    expect(parse("most wishlisted games").release).toBeNull();
  });

  it("reads a widely reviewed game's title made of everyday words as its name, and no other such title", () => {
    expect(parse("who made Among Us").entities.titles.include.map((ref) => ref.id)).toEqual([75]);
    expect(parse("It Takes Two revenue").entities.titles.include.map((ref) => ref.id)).toEqual([76]);
    expect(parse("games released in the last day").entities.titles.include).toEqual([]);
  });

  it.each([
    ["GTA V copies sold", 78],
    ["CS:GO players", 79],
    ["Fallout 4 vs Skyrim", 80],
    ["apex", 81],
  ])("reads the short form analysts type in %j as the best-known game", (question, id) => {
    expect(parse(question).entities.titles.include.map((ref) => ref.id)).toContain(id);
  });

  it("finds a widely reviewed game without the edition its store title carries, not a title a slip away", () => {
    expect(parse("Sea of Thieves revenue").entities.titles.include.map((ref) => ref.id)).toEqual([83]);
    expect(parse("Quiet Harbor revenue").entities.titles.include.map((ref) => ref.id)).not.toContain(85);
  });

  it("reads those short forms only as typed: no slip of them is a name", () => {
    expect(parse("gta b copies sold").entities.titles.include).toEqual([]);
    expect(parse("apez").entities.titles.include.map((ref) => ref.id)).toEqual([82]);
  });

  it("still finds those titles typed as they are, or with a slip of their own", () => {
    expect(parse("disjoint").entities.titles.include.map((ref) => ref.id)).toEqual([60]);
    expect(parse("overlaod").entities.titles.include.map((ref) => ref.id)).toEqual([62]);
  });

  it.each([
    ["AAA flops", "revenue asc", ["developerSizes:AAA"]],
    ["breakout indie hits", "revenue desc", ["classifications:Indie"]],
    ["indie hits of 2022", "revenue desc", ["classifications:Indie"]],
    ["dead games", null, ["peak_players lt 1"]],
    ["games with a big launch", "launch_peak_players desc", []],
  ])("reads %j as the market's words, not the games FLOW, HIT, Breakout or the developer Dead Mage", (question, order, read) => {
    const parsed = parse(question);
    expect(parsed.sort ? `${parsed.sort.metric} ${parsed.sort.direction}` : null).toBe(order);
    expect(readings(parsed)).toEqual(read);
  });

  it("still reads a longer title that begins with such a word", () => {
    expect(parse("Dead Cells revenue").entities.titles.include.map((ref) => ref.id)).toEqual([92]);
  });

  it("reads 'free to play' as Steam's genre or the business model every imported game has, names alike but for punctuation", () => {
    for (const question of ["free to play games", "f2p games", "what share of RPGs are free to play"])
      expect(readings(parse(question))).toContain("classifications:Free to Play|Free-to-Play");
  });
});

describe("a well-known game the data does not hold", () => {
  const lexicon = buildLexicon({
    ...LEXICON_INPUT,
    games: [
      ...LEXICON_INPUT.games,
      { id: 40, title: "Fortuito: Lost History" },
      { id: 41, title: "The Witcher 3: Wild Hunt" },
      { id: 42, title: "Witcheye" },
      { id: 43, title: "League TD" },
      { id: 44, title: "Legends" },
      { id: 45, title: "Counter-Strike" },
      { id: 46, title: "Call of Duty: Modern Warfare II" },
      { id: 47, title: "Call of Duty: Black Ops III" },
      { id: 48, title: "The Call" },
      { id: 49, title: "Dusty Revenge" },
      { id: 50, title: "Ruined King: A League of Legends Story" },
      { id: 51, title: "The Witcher 3: Wild Hunt - Blood and Wine" },
      { id: 52, title: "Europa Universalis IV" },
      { id: 53, title: "Far Cry Primal" },
    ],
    classifications: [...LEXICON_INPUT.classifications, { id: 120, name: "Knight", typeId: 17, typeName: "Theme" }],
  });
  const parseIn = (text: string) => parseQuestion(text, lexicon, { today: TODAY });
  const absent = (parsed: ParsedQuery) => parsed.issues.filter((issue) => issue.message.startsWith("No game called")).map((issue) => issue.span?.text);

  it.each([
    ["Elden Ring revenue", "Elden Ring"],
    ["who published Hollow Knight", "Hollow Knight"],
    ["Fortnite players", "Fortnite"],
    ["League of Legends players", "League of Legends"],
    ["Counter-Strike 2 players", "Counter-Strike 2"],
  ])("says %j names no game of the data, whole, rather than reading its words apart", (question, name) => {
    const parsed = parseIn(question);
    expect(absent(parsed)).toEqual([name]);
    expect(parsed.issues.map((issue) => issue.code)).toEqual(["unknown_name"]);
    expect(readings(parsed)).toEqual([]);
  });

  it("reads one the data holds as the opening of titles as their series, not its words apart", () => {
    const parsed = parseIn("Call of Duty revenue");
    expect(readings(parsed)).toEqual(["series:Call of Duty"]);
    expect(parsed.issues).toEqual([]);
  });

  it("reads the one title opening with a series' name and a number as that game, and no other title opening with it", () => {
    const parsed = parseIn("games like Europa Universalis");
    expect([parsed.intent, ...readings(parsed)]).toEqual(["similar_games", "titles:Europa Universalis IV"]);
    // Far Cry Primal has no number: not read as the game, only offered.
    const farCry = parseIn("Far Cry revenue");
    expect(readings(farCry)).toEqual([]);
    expect(farCry.issues.flatMap((issue) => issue.candidates?.map((candidate) => candidate.name) ?? [])).toEqual(["Far Cry Primal"]);
  });

  it("still reads a title the data holds, or one that holds the name's words", () => {
    expect(parseIn("Counter-Strike players").entities.titles.include.map((ref) => ref.name)).toEqual(["Counter-Strike"]);
    expect(absent(parseIn("The Witcher 3 revenue"))).toEqual([]);
  });

  it("reads the game whose title is the name but for an article and a subtitle, not a slip of another with a number", () => {
    for (const question of ["Witcher 3 revenue", "The Witcher 3 revenue"]) {
      const parsed = parseIn(question);
      expect(parsed.entities.titles.include.map((ref) => ref.name)).toEqual(["The Witcher 3: Wild Hunt"]);
      expect(parsed.filters).toEqual([]);
      expect(parsed.issues).toEqual([]);
    }
  });

  it("offers the titles that hold an absent game's words elsewhere", () => {
    const [issue] = parseIn("League of Legends players").issues;
    expect(issue.message).toBe('No game called "League of Legends" is in this market.');
    expect(issue.candidates?.map((candidate) => candidate.name)).toEqual(["Ruined King: A League of Legends Story"]);
  });
});
