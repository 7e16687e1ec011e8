import type { LumosGameFacts } from "@/lib/data/lumos";
import { boxleiterMultiplier, FREE_TO_PLAY, netShareOfList, STORE_CUT } from "@/lib/domain/estimates";
import { executeQuery, type EngineKnowledge } from "@/lib/lumos/execute";
import { parseQuestion } from "@/lib/lumos/parse";
import { BASE_GAME_FACTS, LEXICON, TODAY } from "./lexicon-fixture";

// Answers that quote an estimated figure say how it is made, with the figures of the game page's revenue model.
const games: LumosGameFacts[] = [
  { ...BASE_GAME_FACTS, id: 1, title: "Sector 2042" },
  { ...BASE_GAME_FACTS, id: 2, title: "Caldera II", freeToPlay: true, price: 0, peakPlayers: 50_000 },
  { ...BASE_GAME_FACTS, id: 3, title: "Eldon Ring", peakPlayers: 90_000 },
];
const knowledge: EngineKnowledge = { today: TODAY, lexicon: LEXICON, games, gamesById: new Map(games.map((g) => [g.id, g])), features: new Map() };
const ask = (question: string) => executeQuery(parseQuestion(question, LEXICON, { today: TODAY }), knowledge);
const percent = (share: number) => `${Math.round(share * 100)}%`;
const premiumRevenue = `copies × list price × what a copy nets after the store's ${percent(STORE_CUT)} cut, refunds and taxes, regional prices and discounts (${percent(netShareOfList(0))} of list at launch, ${percent(netShareOfList(730))} after two years)`;
const spending = `players × in-game spending (${percent(FREE_TO_PLAY.payerShare)} of players pay $${FREE_TO_PLAY.spendPerPayerYear} a year`;
const methods = "A game's page sets its reviews, owners and launch-players methods side by side.";

describe("estimated figures in Lumos answers", () => {
  it("says after a ranking by revenue how revenue is estimated, for premium and free-to-play games", async () => {
    const answer = await ask("top games by revenue");
    expect(answer.text).toContain(`Estimates: revenue is net to the developer: ${premiumRevenue}, or for a free-to-play game ${spending}`);
    expect(answer.text.endsWith(methods)).toBe(true);
  });

  it("names the review multiplier of the release years for copies sold", async () => {
    const answer = await ask("top games by copies sold");
    expect(answer.text).toContain(
      `Estimates: copies sold are reviews × the Boxleiter multiplier of the release year (${boxleiterMultiplier(2013)} up to 2013, ${boxleiterMultiplier(2023)} from 2023).`,
    );
  });

  it("gives a free-to-play game's ARPU from in-game spending, not from a list price", async () => {
    const answer = await ask("Caldera II ARPU");
    expect(answer.text).toContain(`Estimates: revenue is net to the developer: ${spending}`);
    expect(answer.text).toContain("ARPU is revenue ÷ total players.");
    expect(answer.text).not.toContain("list price");
  });

  it("explains the market figure of an average revenue", async () => {
    const answer = await ask("average revenue of RPGs");
    expect(answer.results?.type).toBe("stats");
    expect(answer.text).toContain(`revenue is net to the developer: ${premiumRevenue}`);
  });

  it("adds nothing when no figure quoted is an estimate", async () => {
    const answer = await ask("top RPGs by peak players");
    expect(answer.text).not.toContain("Estimates:");
  });
});
