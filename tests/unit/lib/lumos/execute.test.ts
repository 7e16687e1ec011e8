import type { LumosGameFacts } from "@/lib/data/lumos";
import type { GameRow, ResultsMessage } from "@/lib/lumos/events";
import { executeQuery, type EngineKnowledge } from "@/lib/lumos/execute";
import { parseQuestion } from "@/lib/lumos/parse";
import { buildLexicon } from "@/lib/lumos/lexicon";
import { BASE_GAME_FACTS, LEXICON, LEXICON_INPUT, TODAY } from "./lexicon-fixture";

const base = BASE_GAME_FACTS;
const games: LumosGameFacts[] = [
  { ...base, id: 1, title: "Sector 2042" },
  { ...base, id: 2, title: "Caldera II", arpu: 1.8, peakPlayers: 50_000 },
  { ...base, id: 3, title: "Eldon Ring", platformIds: [201], peakPlayers: 90_000 },
  { ...base, id: 4, title: "The Assassins Creed of Umbral Crown", peakPlayers: 5_000 },
  { ...base, id: 5, title: "Neon Jackal™", gameTypeId: 1, peakPlayers: 1_000_000 },
  { ...base, id: 6, title: "Iron Delve Unbound", releaseDate: null, releaseDateText: "TBA", released: false, peakPlayers: 0, classificationIds: [101] },
];
const knowledge: EngineKnowledge = { today: TODAY, lexicon: LEXICON, games, gamesById: new Map(games.map((g) => [g.id, g])), features: new Map() };
const rows = (message: ResultsMessage | null | undefined): GameRow[] => (message?.type === "games" ? message.data : []);
const ask = (question: string) => executeQuery(parseQuestion(question, LEXICON, { today: TODAY }), knowledge);

describe("executeQuery", () => {
  it("counts the games without a figure apart under a ceiling, saying so, and leaves them out unsaid above a floor", async () => {
    const unplayed: LumosGameFacts[] = [
      { ...base, id: 1, title: "Sector 2042", peakPlayers: 50 },
      { ...base, id: 2, title: "Caldera II", peakPlayers: null },
      { ...base, id: 3, title: "Eldon Ring", peakPlayers: null, classificationIds: [103], genres: ["Shooter"] },
      { ...base, id: 4, title: "Iron Delve Unbound", peakPlayers: 5_000 },
    ];
    const sparse: EngineKnowledge = { ...knowledge, games: unplayed, gamesById: new Map(unplayed.map((g) => [g.id, g])) };
    const askSparse = (question: string) => executeQuery(parseQuestion(question, LEXICON, { today: TODAY }), sparse);
    const under = await askSparse("games with fewer than 100 players");
    expect(rows(under.results).map((row) => row.gameName)).toEqual(["Sector 2042"]);
    expect(under.text).toContain(
      "2 other games have no figure for peak players in the last month on record, so whether they have peak players in the last month under 100 is not known.",
    );
    // A game without the figure is no close match: it misses for want of data.
    const rpgs = await askSparse("RPGs with fewer than 100 players");
    expect(rows(rpgs.closeResults).map((row) => row.gameName)).toEqual(["Iron Delve Unbound"]);
    expect(rpgs.text).toContain(
      "1 other game meets the other filters but has no figure for peak players in the last month on record, so whether it has peak players in the last month under 100 is not known.",
    );
    const over = await askSparse("games with more than 1000 players");
    expect(rows(over.results).map((row) => row.gameName)).toEqual(["Iron Delve Unbound"]);
    expect(over.text).not.toContain("no figure for");
  });

  it("returns perfect matches first, then close matches that say which filter they miss and by how much", async () => {
    const answer = await ask("RPGs on PS5 with over 10k players and ARPU above $2");
    expect(answer.routing.queryType).toBe("game_search");
    expect(answer.results?.matchType).toBe("perfect");
    expect(rows(answer.results).map((row) => row.gameName)).toEqual(["Sector 2042"]);
    expect(answer.results?.header).toBe("Here's what I found! ✨ (1 Perfect Match) ✨");
    const close = answer.closeResults!;
    expect(close.matchType).toBe("close");
    expect(close.header).toBe("Here's the next best thing! (3 Close Matches)");
    expect(close.subtitle).toBe("Matching 3 of 4 filters");
    const caldera = rows(close).find((row) => row.gameName === "Caldera II")!;
    expect(caldera.match_reasoning).toContain("ARPU $1.80, $0.20 short");
    const assassins = rows(close).find((row) => row.game_id === 4)!;
    expect(assassins.match_reasoning).toContain("5K, 5K short");
    expect(rows(close).map((row) => row.game_id)).not.toContain(5);
  });

  it("answers a yes-or-no question about one game with the verdict and what it misses, not a count of one or other games", async () => {
    const yes = await ask("does Eldon Ring have more than 10k players?");
    expect(yes.text).toBe("Yes: Eldon Ring meets the filter (peak players in the last month over 10K).");
    expect(rows(yes.results).map((row) => row.gameName)).toEqual(["Eldon Ring"]);
    const no = await ask("does Caldera II have more than 100k players?");
    expect(no.text).toBe('No: Caldera II misses "peak players in the last month over 100K" (peak players in the last month 50K, 50K short).');
    // The named game's card follows, not its row as a close match or other games standing in for it.
    expect(no.metadata).toMatchObject({ header: "Caldera II", players: 50_000 });
    expect(no.results).toBeNull();
    expect(no.closeResults).toBeNull();
    // Missing two filters it is no close match at all, and still a "No" with its card, not "We've flagged this…".
    const twice = await ask("is Caldera II on Switch with more than 100k players?");
    expect(twice.text).toMatch(/^No: Caldera II misses "on Nintendo Switch" \(.*\) and "peak players in the last month over 100K" \(.*\)\.$/);
    expect(twice.metadata?.header).toBe("Caldera II");
  });

  it("compares two games a question sets against each other with 'than', yes or no to its claim", async () => {
    const popular = await ask("is Caldera II more popular than Eldon Ring?");
    expect(popular.routing.queryType).toBe("comparison");
    expect(popular.text).toMatch(/^No: Caldera II has 50K peak players in the last month against Eldon Ring's 90K\. /);
    expect(
      rows(popular.results)
        .map((row) => row.gameName)
        .sort(),
    ).toEqual(["Caldera II", "Eldon Ring"]);
    expect((await ask("does Caldera II have fewer players than Eldon Ring?")).text).toMatch(/^Yes: Caldera II has 50K /);
    // "vs" claims nothing: the figures side by side, no yes or no.
    expect((await ask("Caldera II vs Eldon Ring")).text).toMatch(/^Peak players in the last month: Eldon Ring 90K vs Caldera II 50K/);
  });

  it("names a game's makers in its profile, and reads 'who made' as who, not as revenue", async () => {
    const answer = await ask("who made Caldera II?");
    expect(answer.text).toMatch(
      /^Caldera II \(published by Halvorsen Interactive, developed by Brightfall Studio\): RPG, .*Peak players in the last month 50K/,
    );
  });

  it("lists the classifications of one game named, not a ranking of them across one game", async () => {
    expect((await ask("what genre is Sector 2042?")).text).toBe("Sector 2042's genre: RPG.");
  });

  it("ranks a group of games by the figure the question asks of them, not by players", async () => {
    const answer = await ask("ARPU of games on PS5");
    expect(answer.text).toContain("Ranked by ARPU, the figure asked for, highest first.");
    const arpus = rows(answer.results).map((row) => knowledge.gamesById.get(row.game_id)!.arpu ?? -Infinity);
    expect(arpus).toEqual([...arpus].sort((a, b) => b - a));
    expect(arpus[0]).toBe(Math.max(...games.filter((game) => game.platformIds.includes(264) && game.gameTypeId === 0).map((game) => game.arpu ?? -Infinity)));
  });

  it("says the data records no game on a platform it has none on, naming the ones it has, instead of 0 games", async () => {
    for (const question of ["how many Linux games are there?", "Linux games with over 10k players", "games not on Linux"]) {
      const answer = await ask(question);
      expect(answer.text).toBe("The data records no game on Linux. The platforms it records games on are Nintendo Switch and PlayStation 5.");
      expect(answer.results).toBeNull();
      expect(answer.closeResults).toBeNull();
    }
    // An import of Steam's files records every game on Windows alone: whether one also runs on Linux is not known.
    const windowsOnly = games.map((game) => ({ ...game, platformIds: [3] }));
    const onWindows: EngineKnowledge = { ...knowledge, games: windowsOnly, gamesById: new Map(windowsOnly.map((g) => [g.id, g])) };
    const answer = await executeQuery(parseQuestion("is Caldera II on Linux or Mac?", LEXICON, { today: TODAY }), onWindows);
    expect(answer.text).toBe(
      "The data records no game on Linux or Mac: every game in it is recorded on Windows alone, so which games also run on them is not known.",
    );
    expect(rows((await ask("PS5 games")).results).length).toBeGreaterThan(0);
  });

  it("answers for the whole market when a country is named, and opens by saying the data has no figures by country", async () => {
    const answer = await ask("most played RPGs in Japan");
    expect(answer.text).toMatch(/^The data has no figures by country or region: .* not Japan alone\. I found \d+ games meeting the filter \(RPG/);
    expect(rows(answer.results)[0].gameName).toBe("Eldon Ring");
  });

  it("says how many games of a company ranking name no company, as an imported file without publishers leaves them", async () => {
    const imported: LumosGameFacts[] = [
      ...games.filter((game) => game.id <= 3),
      { ...base, id: 7, title: "Unnamed One", publisherIds: [] },
      { ...base, id: 8, title: "Unnamed Two", publisherIds: [], developerIds: [] },
    ];
    const market: EngineKnowledge = { ...knowledge, games: imported, gamesById: new Map(imported.map((g) => [g.id, g])) };
    const answer = await executeQuery(parseQuestion("which publisher has the most games", LEXICON, { today: TODAY }), market);
    expect(answer.text).toContain("1 publisher published at least one. 2 of the 5 have no publisher on record and are not counted.");
    const everyone = await ask("which publisher has the most games");
    expect(everyone.text).not.toContain("on record");
  });

  it("labels a long 'or' group by its first two names and a count, and keeps every name in the trace", async () => {
    const answer = await ask("games by Halvorsen Interactive or Meridian Crown Entertainment or Ubisfort Entertainment or Brightfall Studio");
    const label = "by Halvorsen Interactive or by Meridian Crown Entertainment or 2 other companies";
    expect(answer.text).toContain(`(${label})`);
    expect(rows(answer.results)[0].match_reasoning).toContain(label);
    expect(answer.trace?.parsed).toContain("Brightfall Studio");
    const short = await ask("games by Halvorsen Interactive or Meridian Crown Entertainment");
    expect(short.text).toContain("(published by Halvorsen Interactive or published by Meridian Crown Entertainment)");
  });

  it("names no leader of a comparison where the figures read the same", async () => {
    const answer = await ask("compare Sector 2042 and Caldera II");
    expect(answer.routing.queryType).toBe("comparison");
    const line = (label: string) => answer.text.split(/(?<=\.) /).find((sentence) => sentence.startsWith(label)) ?? "";
    expect(line("Revenue:")).toMatch(/ — tied\.$/);
    expect(line("Peak players in the last month:")).toMatch(/ — Caldera II leads\.$/);
  });

  it("writes counts of thousands with separators, in the text and the trace", async () => {
    const many: LumosGameFacts[] = Array.from({ length: 1_234 }, (_, index) => ({
      ...base,
      id: index + 1,
      title: `Game ${index + 1}`,
      peakPlayers: 1_000 + index,
    }));
    const market: EngineKnowledge = { ...knowledge, games: many, gamesById: new Map(many.map((g) => [g.id, g])) };
    const answer = await executeQuery(parseQuestion("top 5 games by peak players", LEXICON, { today: TODAY }), market);
    expect(answer.text).toContain("I found 1,234 games in the data; here are the top 5.");
    expect(answer.trace?.pipeline).toMatch(/^1,234 games in scope → 1,234 perfect, 0 close/);
    expect(answer.trace?.found).toBe("1,234 perfect matches");
  });

  it("counts close matches in the text as the header does, and says how many are shown", async () => {
    const answer = await ask("top 1 RPGs on PS5 with ARPU above $3.50");
    expect(answer.results?.matchType).toBe("close");
    const count = answer.results!.matchCount;
    expect(count).toBe(3);
    expect(answer.results?.header).toBe(`Here's the next best thing! (${count} Close Matches)`);
    expect(answer.results?.data).toHaveLength(1);
    expect(answer.text).toContain("3 close matches miss exactly one filter; the 1 nearest is shown;");
  });

  it("answers with close matches alone when nothing meets every filter", async () => {
    const answer = await ask("RPGs on Switch with ARPU above $3.50");
    expect(answer.results?.matchType).toBe("close");
    expect(answer.closeResults).toBeNull();
    expect(answer.text).toMatch(/^No game meets all 3 filters/);
  });

  it("says a single filter as one filter, not 'all 1 filter', met by no game or by every row", async () => {
    const answer = await ask("games with over 10 million players");
    expect(answer.text).toMatch(/^No game meets the filter \(/);
    expect(answer.text).not.toContain("all 1 filter");
    const met = rows((await ask("games on PS5")).results);
    expect(met.length).toBeGreaterThan(0);
    for (const row of met) expect(row.match_reasoning).toMatch(/^Meets the filter: /);
  });

  it("includes add-ons only when a game type is named, and ranks as asked", async () => {
    const plain = await ask("games on PS5");
    expect(rows(plain.results).map((row) => row.game_id)).not.toContain(5);
    const dlc = await ask("most sold DLCs on PS5");
    expect(rows(dlc.results).map((row) => row.game_id)).toEqual([5]);
    const cheapest = await ask("games on PS5 sorted by peak players ascending");
    const players = rows(cheapest.results).map((row) => row.player_count);
    expect(players).toEqual([...players].sort((a, b) => (a ?? Infinity) - (b ?? Infinity)));
    expect(cheapest.trace?.ranking).toBe("Ranked by peak players in the last month, lowest first.");
  });

  it("leaves software that is no game out of games, and lists it when software is asked for", async () => {
    const withSoftware = [...games, { ...base, id: 7, title: "Pixel Forge Studio", gameTypeId: 7, peakPlayers: 2_000_000 }];
    const market: EngineKnowledge = { ...knowledge, games: withSoftware, gamesById: new Map(withSoftware.map((g) => [g.id, g])) };
    const askMarket = (question: string) => executeQuery(parseQuestion(question, LEXICON, { today: TODAY }), market);
    expect(rows((await askMarket("most played games on PS5")).results).map((row) => row.gameName)).not.toContain("Pixel Forge Studio");
    expect(rows((await askMarket("most played software on PS5")).results).map((row) => row.gameName)).toEqual(["Pixel Forge Studio"]);
  });

  it("ranks growth over more than a month by the last month's, opening with that", async () => {
    const answer = await ask("fastest growing games in the last 6 months");
    expect(answer.text).toMatch(/^Lumos keeps growth over the last month, not over the last 6 months: this answer uses the last month's\. /);
    // No release window: every game is ranked, not those out in the last 6 months.
    expect(answer.text).not.toContain("released in");
    expect(answer.results?.type === "games" ? answer.results.criteriaText : "").not.toContain("released");
  });

  it("says a real company the market has no game of has none, and offers the question of its biggest publishers", async () => {
    const market = [
      { ...base, id: 1, title: "Sector 2042", publisherIds: [10], peakPlayers: 20_000 },
      { ...base, id: 2, title: "Caldera II", publisherIds: [11], peakPlayers: 90_000 },
      { ...base, id: 3, title: "Eldon Ring", publisherIds: [12], peakPlayers: 50_000 },
      { ...base, id: 5, title: "Neon Jackal™", publisherIds: [10], gameTypeId: 1, peakPlayers: 1_000_000 },
    ];
    const knows: EngineKnowledge = { ...knowledge, games: market, gamesById: new Map(market.map((g) => [g.id, g])) };
    const question = "Capcom games on PS5 with over 10k peak players";
    const answer = await executeQuery(parseQuestion(question, LEXICON, { today: TODAY }), knows);
    expect(answer.text).toBe(
      'No company called "Capcom" has a game in this market. I have not searched without it: the games meeting the rest of your question would not be the answer. The same question of the market\'s biggest publishers is below.',
    );
    // Biggest by the peak players of their standalone games: the DLC's million counts for nobody.
    expect(answer.followUps).toEqual([
      { label: "Meridian Crown Entertainment (publisher)", question: "Meridian Crown Entertainment games on PS5 with over 10k peak players" },
      { label: "Ubisfort Entertainment (publisher)", question: "Ubisfort Entertainment games on PS5 with over 10k peak players" },
      { label: "Halvorsen Interactive (publisher)", question: "Halvorsen Interactive games on PS5 with over 10k peak players" },
    ]);
    // A name that is no known company keeps the plain answer.
    expect((await ask("Zorblax games on PS5")).text).toContain('I could not place "Zorblax" in the data.');
    // A company two slips from a known one is no likeness of it ("Valve": Halvo); two known companies are both said
    // absent, with one question offered of the two biggest publishers, each in one's place.
    const withHalvo = buildLexicon({
      ...LEXICON_INPUT,
      companies: [...LEXICON_INPUT.companies, { id: 14, name: "Halvo", roles: ["Publisher"], size: "Indie" }],
    });
    const valve = await executeQuery(parseQuestion("Valve games", withHalvo, { today: TODAY }), { ...knows, lexicon: withHalvo });
    expect(valve.text).toMatch(/^No company called "Valve" has a game in this market\. /);
    expect(valve.followUps?.map((offer) => offer.question)).toEqual([
      "Meridian Crown Entertainment games",
      "Ubisfort Entertainment games",
      "Halvorsen Interactive games",
    ]);
    const two = await executeQuery(parseQuestion("compare Capcom and Valve revenue", withHalvo, { today: TODAY }), { ...knows, lexicon: withHalvo });
    expect(two.text).toBe(
      'No company called "Capcom" or "Valve" has a game in this market. I have not searched without them: the games meeting the rest of your question would not be the answer. The same question of the market\'s biggest publishers, one for each name, is below.',
    );
    expect(two.followUps).toEqual([
      {
        label: "Meridian Crown Entertainment and Ubisfort Entertainment (publishers)",
        question: "compare Meridian Crown Entertainment and Ubisfort Entertainment revenue",
      },
    ]);
  });

  it("ranks the cheapest games among those with a price, and the free ones when free games are asked for", async () => {
    const market = [
      { ...base, id: 1, title: "Sector 2042", price: 0, freeToPlay: true },
      { ...base, id: 2, title: "Caldera II", price: 0, freeToPlay: false },
      { ...base, id: 3, title: "Eldon Ring", price: 9.99, freeToPlay: false },
      { ...base, id: 4, title: "The Assassins Creed of Umbral Crown", price: 4.99, freeToPlay: false },
    ];
    const knows: EngineKnowledge = { ...knowledge, games: market, gamesById: new Map(market.map((g) => [g.id, g])) };
    const askMarket = (question: string) => executeQuery(parseQuestion(question, LEXICON, { today: TODAY }), knows);
    const cheapest = await askMarket("cheapest games");
    expect(rows(cheapest.results).map((row) => row.gameName)).toEqual(["The Assassins Creed of Umbral Crown", "Eldon Ring"]);
    expect(cheapest.text).toContain(
      "2 of them have a price (free games are left out: ask for free games to see them), the base a ranking by price, lowest first, needs",
    );
    const free = await askMarket("cheapest free games");
    expect(
      rows(free.results)
        .map((row) => row.gameName)
        .sort(),
    ).toEqual(["Caldera II", "Sector 2042"]);
    // The most expensive games need no base.
    expect(rows((await askMarket("most expensive games")).results).map((row) => row.gameName)[0]).toBe("Eldon Ring");
  });

  it("profiles one game with a metadata card", async () => {
    const answer = await ask("Caldera II ARPU");
    expect(answer.routing.selectedAgent).toBe("Game Profile Agent");
    expect(answer.metadata).toEqual({ header: "Caldera II", publisher: "Halvorsen Interactive", platform: "PlayStation 5", players: 50_000, arpu: 1.8 });
    expect(answer.text).toContain("ARPU $1.80");
  });

  it("answers questions it cannot read with the specification's no-results texts", async () => {
    const answer = await ask("what's the weather in Paris");
    expect(answer.results).toBeNull();
    expect(answer.text).toBe(
      "I don't have an answer for that yet—but I'm learning fast!\n\nWe've flagged this to the support team and will follow up once we've got the right info.",
    );
  });

  it("lists upcoming games soonest first with undated ones last", async () => {
    const answer = await ask("upcoming RPGs or horror games");
    expect(answer.routing.queryType).toBe("upcoming_releases");
    expect(rows(answer.results).map((row) => [row.game_id, row.releasedDate])).toEqual([[6, "TBA"]]);
  });

  it("does not list a game that is out without a release date (a real import's) as upcoming or TBA", async () => {
    const out: LumosGameFacts = {
      ...base,
      id: 7,
      title: "Orbital Strike",
      releaseDate: null,
      releaseDateText: null,
      released: true,
      peakPlayers: 1_100_000,
      classificationIds: [101],
    };
    const all = [...games, out];
    const withOut: EngineKnowledge = { ...knowledge, games: all, gamesById: new Map(all.map((g) => [g.id, g])) };
    const askWith = (question: string) => executeQuery(parseQuestion(question, LEXICON, { today: TODAY }), withOut);
    expect(rows((await askWith("upcoming RPGs or horror games")).results).map((row) => row.game_id)).toEqual([6]);
    expect(rows((await askWith("games with release date TBA")).results).map((row) => row.game_id)).toEqual([6]);
    // Its profile says it is out, as its page does ("Released, date unknown"), not that its date is to be announced.
    const undated = games.map((game) => (game.id === 1 ? { ...game, releaseDate: null, releaseDateText: null, released: true } : game));
    const withUndated: EngineKnowledge = { ...knowledge, games: undated, gamesById: new Map(undated.map((g) => [g.id, g])) };
    const profile = (question: string) => executeQuery(parseQuestion(question, LEXICON, { today: TODAY }), withUndated);
    expect((await profile("Sector 2042")).text).toMatch(/^Sector 2042 .*, released, date unknown\./);
    expect((await profile("Iron Delve Unbound")).text).toMatch(/, release date to be announced\./);
  });
});

describe("a second year the release window cannot hold", () => {
  it("opens the answer by saying which year it covers and how to ask for the other", async () => {
    const answer = await ask("games released in 2019 and 2022");
    expect(
      answer.text.startsWith(
        'Lumos reads one span of release dates at a time, so this answer covers 2019, not 2022: ask about 2022 on its own, or "2019 vs 2022"',
      ),
    ).toBe(true);
    expect(answer.text).toContain("(released in 2019)");
  });
});

describe("features ranked by a figure their rows carry", () => {
  it("say the first one's figure", async () => {
    const arpu = await ask("genres by ARPU");
    expect(arpu.text).toContain("ranked by ARPU, highest first. RPG comes first: 4 games of 5 in scope (all games); 165K peak players, ARPU $3.00.");
    expect((await ask("genres by total players")).text).toContain("RPG comes first: 4 games of 5 in scope (all games); 165K peak players, total players 4M.");
  });
});

describe("an all-time peak the data does not keep", () => {
  it("opens the answer by saying it ranks by the last month's peak players", async () => {
    const answer = await ask("games with the highest peak players ever");
    expect(answer.text).toMatch(/^Lumos keeps each game's peak players of the last month, not its all-time peak \(a game's page shows that\)/);
    expect(answer.text).toContain("Ranked by peak players in the last month, highest first.");
  });
});

describe("one figure of a game against another", () => {
  const watched: LumosGameFacts[] = [
    { ...base, id: 1, title: "Sector 2042", followers: 9_000, wishlists: 4_000 },
    { ...base, id: 2, title: "Caldera II", followers: 3_000, wishlists: 4_000 },
    { ...base, id: 3, title: "Eldon Ring", followers: 5_000, wishlists: null },
    { ...base, id: 4, title: "Iron Delve Unbound", followers: 7_000, wishlists: 6_500 },
  ];
  const market: EngineKnowledge = { ...knowledge, games: watched, gamesById: new Map(watched.map((g) => [g.id, g])) };
  const askMarket = (question: string) => executeQuery(parseQuestion(question, LEXICON, { today: TODAY }), market);

  it("keeps the games with more of the first, shows both figures and counts the games without one apart", async () => {
    const answer = await askMarket("games with more followers than wishlists");
    expect(rows(answer.results).map((row) => row.gameName)).toEqual(["Sector 2042", "Iron Delve Unbound"]);
    expect(answer.text).toContain("meeting the filter (more followers than wishlists)");
    expect(answer.text).toContain(
      "1 other game has no figure for followers or wishlists on record, so whether it has more followers than wishlists is not known.",
    );
    expect(rows(answer.results)[0].figures?.map((figure) => figure.metric)).toEqual(["followers", "wishlists"]);
  });

  it("reads the other way round and with the figures in other words", async () => {
    const fewer = await askMarket("how many games have fewer followers than wishlists");
    expect(fewer.text).toMatch(/^1 game meets the filter \(fewer followers than wishlists\)/);
    const exceed = await askMarket("games whose followers exceed their wishlists");
    expect(rows(exceed.results).map((row) => row.gameName)).toEqual(["Sector 2042", "Iron Delve Unbound"]);
  });

  it("offers a game that misses it as a close match, saying both figures", async () => {
    const answer = await askMarket("RPGs with more followers than wishlists and at least 8000 followers");
    expect(rows(answer.results).map((row) => row.gameName)).toEqual(["Sector 2042"]);
    const iron = rows(answer.closeResults).find((row) => row.gameName === "Iron Delve Unbound");
    expect(iron?.match_reasoning).toContain("followers 7K");
    const caldera = await askMarket("RPGs with more followers than wishlists and at least 1000 followers");
    expect(rows(caldera.closeResults).find((row) => row.gameName === "Caldera II")?.match_reasoning).toContain("followers 3K, wishlists 4K");
  });
});

describe("game types an import tells from genres", () => {
  const imported: LumosGameFacts[] = [
    { ...base, id: 1, title: "Sector 2042", gameTypeId: 6 },
    { ...base, id: 2, title: "Caldera II", gameTypeId: 0 },
    { ...base, id: 3, title: "Eldon Ring", gameTypeId: 0, genres: [], classificationIds: [] },
    { ...base, id: 4, title: "Iron Delve Unbound", gameTypeId: 7, genres: ["Utilities"] },
  ];
  const market: EngineKnowledge = { ...knowledge, games: imported, gamesById: new Map(imported.map((g) => [g.id, g])) };
  const askMarket = (question: string) => executeQuery(parseQuestion(question, LEXICON, { today: TODAY }), market);

  it("count a game with no genre on record apart: whether it is early access or software is not known", async () => {
    const early = await askMarket("early access games");
    expect(rows(early.results).map((row) => row.gameName)).toEqual(["Sector 2042"]);
    expect(early.text).toContain("1 other game has no genre on record, so whether it is Early Access is not known.");
    expect((await askMarket("software")).text).toContain("1 other game has no genre on record, so whether it is Software is not known.");
    expect((await askMarket("remasters")).text).not.toContain("no genre on record");
  });
});

describe("similar games with filters", () => {
  it("names the filters its games meet", async () => {
    const similarGames = async () => [
      { game_id: 2, similarity: 0.8, shared_features: 9 },
      { game_id: 3, similarity: 0.7, shared_features: 8 },
    ];
    const parsed = parseQuestion("games like Sector 2042 on Nintendo Switch", LEXICON, { today: TODAY });
    const answer = await executeQuery(parsed, knowledge, { similarGames });
    expect(rows(answer.results).map((row) => row.gameName)).toEqual(["Eldon Ring"]);
    expect(answer.text).toMatch(/^Games most like Sector 2042 meeting the filter \(on Nintendo Switch\), ranked by similarity/);
    const plain = await executeQuery(parseQuestion("games like Sector 2042", LEXICON, { today: TODAY }), knowledge, { similarGames });
    expect(plain.text).toMatch(/^Games most like Sector 2042, ranked by similarity/);
    expect(plain.text).not.toContain("equally like");
  });

  it("says when every game listed is as like the game as the next, so that the order is not read as a ranking", async () => {
    // The model lists Eldon Ring (id 3) before Caldera II (id 2): the answer keeps its order, not the ids'.
    const similarGames = async () => [
      { game_id: 3, similarity: 1, shared_features: 1 },
      { game_id: 2, similarity: 1, shared_features: 1 },
    ];
    const answer = await executeQuery(parseQuestion("games like Sector 2042", LEXICON, { today: TODAY }), knowledge, { similarGames });
    expect(rows(answer.results).map((row) => row.gameName)).toEqual(["Eldon Ring", "Caldera II"]);
    const features = knowledge.gamesById.get(1)!.classificationIds.length;
    expect(answer.text).toContain(
      `The 2 games listed are equally like Sector 2042 (100%), which has ${features} feature${features === 1 ? "" : "s"} on record: they are listed by players, then reviews.`,
    );
    expect(answer.text).not.toContain("is the closest");
  });
});

describe("games like several games together", () => {
  // Each game's most similar games; a game below one's list counts 0 for it.
  const lists: Record<number, Array<{ game_id: number; similarity: number; shared_features: number }>> = {
    1: [
      { game_id: 3, similarity: 0.9, shared_features: 9 },
      { game_id: 4, similarity: 0.6, shared_features: 6 },
      { game_id: 2, similarity: 0.5, shared_features: 5 },
    ],
    3: [
      { game_id: 2, similarity: 0.8, shared_features: 8 },
      { game_id: 1, similarity: 0.7, shared_features: 7 },
      { game_id: 4, similarity: 0.2, shared_features: 2 },
    ],
    2: [
      { game_id: 4, similarity: 0.4, shared_features: 4 },
      { game_id: 1, similarity: 0.3, shared_features: 3 },
    ],
  };
  const similarGames = async (gameId: number) => lists[gameId] ?? [];

  it("ranks the games by their similarity averaged over the games named, never one of those", async () => {
    const parsed = parseQuestion("games like Sector 2042 and Eldon Ring", LEXICON, { today: TODAY });
    expect(parsed.intent).toBe("similar_games");
    const answer = await executeQuery(parsed, knowledge, { similarGames });
    // Caldera II: (0.5 + 0.8) / 2; The Assassins Creed of Umbral Crown: (0.6 + 0.2) / 2.
    expect(rows(answer.results).map((row) => [row.gameName, row.match_reasoning])).toEqual([
      ["Caldera II", "65% similar on average: 50% to Sector 2042, 80% to Eldon Ring"],
      ["The Assassins Creed of Umbral Crown", "40% similar on average: 60% to Sector 2042, 20% to Eldon Ring"],
    ]);
    expect(answer.text).toMatch(
      /^Games most like Sector 2042 and Eldon Ring together, ranked by their average similarity to the 2 .*Caldera II is the closest\./,
    );
    expect(answer.routing.reasoning).toBe("The question asks for games like Sector 2042 and Eldon Ring together.");
    // Two games set against each other with a word that compares them stay a comparison.
    for (const question of ["compare Sector 2042 and Eldon Ring", "Sector 2042 vs Eldon Ring"])
      expect(parseQuestion(question, LEXICON, { today: TODAY }).intent).toBe("comparison");
  });

  it("finds games like a ranking's first games when the ranking asks for several", async () => {
    const asked: number[] = [];
    const answer = await executeQuery(parseQuestion("games like the top 2 games of 2022", LEXICON, { today: TODAY }), knowledge, {
      similarGames: async (gameId) => {
        asked.push(gameId);
        return similarGames(gameId);
      },
    });
    // Eldon Ring (90K peak players) and Caldera II (50K) lead 2022; the games are like both, as many as a list shows.
    expect(asked).toEqual([3, 2]);
    expect(answer.trace?.filters).toBe("released in 2022 → first 2: Eldon Ring, Caldera II");
    expect(answer.text).toContain("Eldon Ring comes first with peak players in the last month 90K. Games most like Eldon Ring and Caldera II together");
    expect(answer.text).not.toContain("here are the top 2");
    expect(rows(answer.results).map((row) => row.gameName)).toEqual(["Sector 2042", "The Assassins Creed of Umbral Crown"]);
  });

  it("takes a ranking's first three when it names its games in the plural with no count, and one when singular", async () => {
    const askedFor = async (question: string) => {
      const asked: number[] = [];
      const answer = await executeQuery(parseQuestion(question, LEXICON, { today: TODAY }), knowledge, {
        similarGames: async (gameId) => {
          asked.push(gameId);
          return similarGames(gameId);
        },
      });
      return { asked, answer };
    };
    const plural = await askedFor("games like the most played games of 2022");
    expect(plural.answer.trace?.filters).toMatch(/^released in 2022 → first 3: Eldon Ring, Caldera II, /);
    expect(plural.asked).toHaveLength(3);
    expect((await askedFor("games like the most played game of 2022")).asked).toEqual([3]);
    // A count before "games like" is the list's, not the ranking's.
    expect((await askedFor("2 games like the most played games of 2022")).asked).toHaveLength(3);
  });
});

describe("games like the first of a ranking", () => {
  it("finds the ranking's first game, then the games most like it, none of the ranking's filters holding for them", async () => {
    const asked: number[] = [];
    const similarGames = async (gameId: number) => {
      asked.push(gameId);
      return [
        { game_id: 6, similarity: 0.8, shared_features: 9 },
        { game_id: 1, similarity: 0.7, shared_features: 8 },
      ];
    };
    const parsed = parseQuestion("games like the top game of 2022", LEXICON, { today: TODAY });
    expect(parsed.issues.map((issue) => issue.code)).toContain("similar_to_ranked");
    const answer = await executeQuery(parsed, knowledge, { similarGames });
    // Eldon Ring has the most players of 2022's standalone games (Neon Jackal™ is an add-on).
    expect(asked).toEqual([3]);
    expect(answer.routing.selectedAgent).toBe("Similar Games Agent");
    expect(answer.text).toMatch(
      /^I found 4 games meeting the filter \(released in 2022\)\. Ranked by peak players in the last month, highest first \(the default for a top list\)\. Eldon Ring comes first with peak players in the last month 90K\. Games most like Eldon Ring, ranked by similarity/,
    );
    // Iron Delve Unbound is not out in 2022, and is still a game like Eldon Ring.
    expect(rows(answer.results).map((row) => row.gameName)).toEqual(["Iron Delve Unbound", "Sector 2042"]);
    expect(answer.trace?.filters).toBe("released in 2022 → first: Eldon Ring");
    // A ranking by an estimated figure: how it is estimated closes the answer, after the games like its first game.
    const bestSelling = await executeQuery(parseQuestion("games like the best selling game of 2022", LEXICON, { today: TODAY }), knowledge, { similarGames });
    expect(bestSelling.text).toMatch(/Ranked by copies sold, highest first\..* is the closest\. How these figures are estimated\. Review multiplier/);
  });

  it("reads no ranking into a question where the words before the cue are not games", () => {
    for (const question of ["which RPGs do players like the most", "games like Sector 2042", "RPGs like the ones on PS5"])
      expect(parseQuestion(question, LEXICON, { today: TODAY }).issues.map((issue) => issue.code)).not.toContain("similar_to_ranked");
  });
});

describe("a well-known game the market does not hold", () => {
  it("says so, and offers a title one slip away and the market's most played games", async () => {
    const slip = await ask("Elden Ring revenue");
    expect(slip.text).toMatch(
      /^No game called "Elden Ring" is in this market\. .*Pick the game you meant below, or ask the same of the market's most played games\./,
    );
    expect(slip.results).toBeNull();
    expect(slip.followUps?.map((offer) => offer.question)).toEqual(["Eldon Ring revenue", "Caldera II revenue", "Sector 2042 revenue"]);
    const absent = await ask("who published Hollow Knight");
    expect(absent.text).toMatch(/^No game called "Hollow Knight" is in this market\. .*The same question of the market's most played games is below\./);
    expect(absent.followUps?.[0]).toEqual({ label: "Eldon Ring (game)", question: "who published Eldon Ring" });
  });
});
