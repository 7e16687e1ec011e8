import type { LumosFeatureFacts, LumosGameFacts } from "@/lib/data/lumos";
import type { ThemeRow } from "@/lib/lumos/events";
import { executeQuery, type EngineKnowledge } from "@/lib/lumos/execute";
import { parseQuestion } from "@/lib/lumos/parse";
import { BASE_GAME_FACTS, LEXICON, TODAY } from "./lexicon-fixture";

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
