import type { LumosGameFacts } from "@/lib/data/lumos";
import { executeQuery, type EngineKnowledge } from "@/lib/lumos/execute";
import { parseQuestion } from "@/lib/lumos/parse";
import { BASE_GAME_FACTS, LEXICON, TODAY, knowledgeOf } from "./lexicon-fixture";

const market = knowledgeOf;
const game = (id: number, title: string, over: Partial<LumosGameFacts>): LumosGameFacts => ({ ...BASE_GAME_FACTS, id, title, ...over });
const ask = (question: string, knowledge: EngineKnowledge) => executeQuery(parseQuestion(question, LEXICON, { today: TODAY }), knowledge);

describe("a ranking by a figure some games lack", () => {
  it("says none has the figure instead of naming a first game 'with no wishlists figure'", async () => {
    const knowledge = market([game(1, "Kart Frenzy", { wishlists: null, peakPlayers: 10 }), game(2, "Drift Kings", { wishlists: null, peakPlayers: 90 })]);
    const answer = await ask("games sorted by wishlists", knowledge);
    expect(answer.text).toContain(
      "Ranked by wishlists, highest first. None of them has a wishlists figure, so the order is by peak players in the last month instead.",
    );
    expect(answer.text).not.toContain("comes first");
    expect(answer.results?.type === "games" && answer.results.data.map((row) => row.gameName)).toEqual(["Drift Kings", "Kart Frenzy"]);
  });

  it("says how many of the games it ranks have no figure and come last", async () => {
    const knowledge = market([
      game(1, "Kart Frenzy", { wishlists: 5_000 }),
      game(2, "Drift Kings", { wishlists: null }),
      game(3, "Empire Ledger", { wishlists: null }),
    ]);
    const answer = await ask("games sorted by wishlists", knowledge);
    expect(answer.text).toContain("Kart Frenzy comes first with wishlists 5K. 2 of them have no wishlists figure and come last.");
  });

  it("says nothing of games without players under the default order", async () => {
    const knowledge = market([game(1, "Kart Frenzy", { peakPlayers: 500 }), game(2, "Drift Kings", { peakPlayers: null })]);
    const answer = await ask("RPG games", knowledge);
    expect(answer.text).toContain("Kart Frenzy comes first with peak players in the last month 500.");
    expect(answer.text).not.toContain("come last");
  });

  it("orders games without players by their reviews, and says so, when none has the figure asked for or players", async () => {
    // An imported game of the Steam games CSV: reviews and owners, no player counts, no wishlists.
    const knowledge = market([
      game(1, "Kart Frenzy", { peakPlayers: null, wishlists: null, reviews: 40 }),
      game(2, "Drift Kings", { peakPlayers: null, wishlists: null, reviews: 9_000 }),
      game(3, "Empire Ledger", { peakPlayers: null, wishlists: null, reviews: 700 }),
    ]);
    const titles = (answer: Awaited<ReturnType<typeof ask>>) => answer.results?.type === "games" && answer.results.data.map((row) => row.gameName);
    const byDefault = await ask("RPG games", knowledge);
    expect(byDefault.text).toContain("None of them has a peak players in the last month figure, so the order is by reviews instead.");
    expect(titles(byDefault)).toEqual(["Drift Kings", "Empire Ledger", "Kart Frenzy"]);
    const byWishlists = await ask("games sorted by wishlists", knowledge);
    expect(byWishlists.text).toContain("None of them has a wishlists figure, so the order is by reviews instead.");
    expect(titles(byWishlists)).toEqual(["Drift Kings", "Empire Ledger", "Kart Frenzy"]);
  });

  it("ranks by release date when asked, and says the first game's date as released or to come", async () => {
    const knowledge = market([
      game(1, "Kart Frenzy", { releaseDate: "2021-03-01", releaseDateText: "01-03-2021", released: true }),
      game(2, "Drift Kings", { releaseDate: "2023-05-01", releaseDateText: "01-05-2023", released: true }),
      game(3, "Empire Ledger", { releaseDate: null, releaseDateText: null, released: true }),
    ]);
    const answer = await ask("RPG games sorted by release date", knowledge);
    expect(answer.text).toContain(
      "Ranked by release date, newest first. Drift Kings comes first, released May 1, 2023. 1 of them has no release date and comes last.",
    );
  });

  it("says which of the games without a figure are not out yet, where the figure comes only with a launch", async () => {
    const knowledge = market([
      game(1, "Kart Frenzy", { revenue: 5_000_000, wishlists: 9_000 }),
      game(2, "Drift Kings", { revenue: null, released: false, wishlists: null }),
      game(3, "Empire Ledger", { revenue: null, released: true, wishlists: null }),
    ]);
    expect((await ask("RPG games sorted by revenue", knowledge)).text).toContain(
      "Kart Frenzy comes first with revenue $5.00M. 2 of them have no revenue figure (1 of them is not out yet) and come last.",
    );
    expect((await ask("RPG games sorted by revenue", market(knowledge.games.slice(0, 2)))).text).toContain(
      "1 of them has no revenue figure (not out yet) and comes last.",
    );
    // A game to come can have wishlists: not being out is no reason to lack them.
    expect((await ask("RPG games sorted by wishlists", knowledge)).text).toContain("2 of them have no wishlists figure and come last.");
  });
});
