import type { LumosFeatureFacts, LumosGameFacts } from "@/lib/data/lumos";
import type { ThemeRow } from "@/lib/lumos/events";
import { executeQuery, type EngineKnowledge } from "@/lib/lumos/execute";
import { parseQuestion } from "@/lib/lumos/parse";
import { BASE_GAME_FACTS, LEXICON, TODAY, knowledgeOf } from "./lexicon-fixture";

// Post-Apocalyptic (108) is carried by three big games and grows 10%; the Horror theme (102) by one game with one
// player that gained a few: +345%. Only the first is a trend.
const base: Omit<LumosGameFacts, "id" | "title"> = { ...BASE_GAME_FACTS, classificationIds: [104, 108] };
const games: LumosGameFacts[] = [
  { ...base, id: 1, title: "Sector 2042" },
  { ...base, id: 2, title: "Caldera II" },
  { ...base, id: 3, title: "Eldon Ring" },
  { ...base, id: 4, title: "Iron Delve Unbound", classificationIds: [104, 102], peakPlayers: 1 },
];
const feature = (clsId: number, growth: number): LumosFeatureFacts => ({ clsId, typeId: 17, rank: 1, playerCount: 0, marketShare: 0, growth, trendTag: null });
const knowledge: EngineKnowledge = {
  today: TODAY,
  lexicon: LEXICON,
  games,
  gamesById: new Map(games.map((g) => [g.id, g])),
  features: new Map([
    [108, feature(108, 10)],
    [102, feature(102, 345)],
  ]),
};

describe("themes ranked by growth", () => {
  it("leaves out a theme without a base of games and players, and says what the base is", async () => {
    const parsed = parseQuestion("fastest growing themes", LEXICON, { today: TODAY });
    expect(parsed).toMatchObject({ intent: "features_ranking", subject: "themes", sort: { metric: "growth" } });
    const answer = await executeQuery(parsed, knowledge);
    const rows = answer.results?.type === "themes" ? (answer.results.data as ThemeRow[]) : [];
    expect(rows.map((row) => row.themeName)).toEqual(["Post-Apocalyptic"]);
    expect(answer.trace?.ranking).toContain("among those carried by at least 3 games with at least 601 peak players (1% of the 60K in scope)");
  });
});

describe("games ranked by growth", () => {
  // Four established games and four of a few players each that gained a few more: +328.6%, as the demo's
  // "fastest growing games" listed them first.
  const game = (id: number, peakPlayers: number, growth: number | null): LumosGameFacts => ({
    ...BASE_GAME_FACTS,
    id,
    title: `Game ${id}`,
    peakPlayers,
    recordPeakPlayers: peakPlayers,
    growth,
  });
  const market = (games: LumosGameFacts[]) => knowledgeOf(games);
  const rankedTitles = async (question: string, knowledge: EngineKnowledge) => {
    const parsed = parseQuestion(question, LEXICON, { today: TODAY });
    expect(parsed).toMatchObject({ intent: "game_search", sort: { metric: "growth" } });
    const answer = await executeQuery(parsed, knowledge);
    return { answer, titles: answer.results?.data.map((row) => ("gameName" in row ? row.gameName : "")) ?? [] };
  };

  it("leaves out games below the top quarter of the scope by players, and says what the base is", async () => {
    const knowledge = market([
      game(1, 20_000, 10),
      game(2, 15_000, 25),
      game(3, 8_000, -5),
      game(4, 3_000, 40),
      game(5, 1, 328.6),
      game(6, 1, 328.6),
      game(7, 49, 328.6),
      game(8, 4, 328.6),
    ]);
    const { answer, titles } = await rankedTitles("fastest growing games", knowledge);
    expect(titles).toEqual(["Game 2", "Game 1", "Game 3"]);
    expect(answer.text).toContain(
      "I found 8 games in the data; 3 of them have at least 8K peak players (the top quarter of the 8 games in scope), the base a ranking by growth needs.",
    );
    expect(answer.text).toContain("Game 2 comes first with growth +25.0%.");
    expect(answer.trace?.ranking).toContain("among games with at least 8K peak players");
  });

  it("never takes a base below 100 peak players, however small the games in scope", async () => {
    const knowledge = market([
      game(1, 1, 300),
      game(2, 2, 250),
      game(3, 3, 200),
      game(4, 5, 150),
      game(5, 10, 120),
      game(6, 40, 90),
      game(7, 150, 20),
      game(8, 300, 5),
    ]);
    const { answer, titles } = await rankedTitles("fastest growing games", knowledge);
    expect(titles).toEqual(["Game 7", "Game 8"]);
    expect(answer.text).toContain("2 of them have at least 100 peak players (never fewer, whatever the scope)");
  });

  it("says growth needs 30 days of counts, and ranks nothing, when no game has a growth figure (one imported day)", async () => {
    const knowledge = market([game(1, 20_000, null), game(2, 15_000, null), game(3, 8_000, null)]);
    for (const question of ["fastest growing games", "fastest growing themes"]) {
      const answer = await executeQuery(parseQuestion(question, LEXICON, { today: TODAY }), knowledge);
      expect(answer.text).toContain("needs 30 days of player counts; the data holds fewer.");
      expect(answer.text).not.toContain("comes first");
      expect(answer.results).toBeNull();
      expect(answer.trace?.found).toBe("nothing to rank");
      expect(answer.trace?.pipeline).toBe("3 games in scope → none with a growth figure");
    }
    // Asked by players, the same games are ranked as ever.
    const byPlayers = await executeQuery(parseQuestion("top games", LEXICON, { today: TODAY }), knowledge);
    expect(byPlayers.results?.data).toHaveLength(3);
  });

  it("ranks every game by players when growth is not asked for", async () => {
    const knowledge = market([game(1, 20_000, 10), game(5, 1, 328.6)]);
    const parsed = parseQuestion("top games", LEXICON, { today: TODAY });
    const answer = await executeQuery(parsed, knowledge);
    expect(answer.results?.data).toHaveLength(2);
  });
});
