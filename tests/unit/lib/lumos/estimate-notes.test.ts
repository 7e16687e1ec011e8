import type { LumosGameFacts } from "@/lib/data/lumos";
import { estimateNoteText, revenueNoteText } from "@/lib/ui/estimate-notes";
import { executeQuery, type EngineKnowledge } from "@/lib/lumos/execute";
import { parseQuestion } from "@/lib/lumos/parse";
import { BASE_GAME_FACTS, LEXICON, TODAY } from "./lexicon-fixture";

// Answers that quote an estimated figure say how it is made, in the words of the screens' notes (one source).
const games: LumosGameFacts[] = [
  { ...BASE_GAME_FACTS, id: 1, title: "Sector 2042" },
  { ...BASE_GAME_FACTS, id: 2, title: "Caldera II", freeToPlay: true, price: 0, peakPlayers: 50_000 },
  { ...BASE_GAME_FACTS, id: 3, title: "Eldon Ring", peakPlayers: 90_000 },
];
const knowledge: EngineKnowledge = { today: TODAY, lexicon: LEXICON, games, gamesById: new Map(games.map((g) => [g.id, g])), features: new Map() };
const ask = (question: string) => executeQuery(parseQuestion(question, LEXICON, { today: TODAY }), knowledge);
const LEAD = "How these figures are estimated.";
const methods = "A game's page sets its reviews, owners and launch-players methods side by side.";

describe("estimated figures in Lumos answers", () => {
  it("says after a ranking by revenue how revenue is estimated, for premium and free-to-play games", async () => {
    const answer = await ask("top games by revenue");
    // Premium and free-to-play games among the answers: both halves of the revenue note.
    expect(answer.text).toContain(`${LEAD} ${estimateNoteText("revenue")}`);
    expect(answer.text.endsWith(methods)).toBe(true);
  });

  it("names the review multiplier of the release years for copies sold", async () => {
    const answer = await ask("top games by copies sold");
    expect(answer.text).toContain(`${LEAD} ${estimateNoteText("copies_sold")}`);
    expect(estimateNoteText("copies_sold")).toMatch(/review multiplier of its release year \(\d+ for 2013 and before, falling to \d+ from 2023/);
  });

  it("gives a free-to-play game's ARPU from in-game spending, not from a list price", async () => {
    const answer = await ask("Caldera II ARPU");
    expect(answer.text).toContain(`${LEAD} ${revenueNoteText(true)} ${estimateNoteText("arpu")}`);
    expect(revenueNoteText(true)).toMatch(/^In-game spending: players × in-game spending \(\d+% of players pay/);
    expect(answer.text).not.toContain("list price");
  });

  it("explains the market figure of an average revenue", async () => {
    const answer = await ask("average revenue of RPGs");
    expect(answer.results?.type).toBe("stats");
    expect(answer.text).toContain(`${LEAD} ${estimateNoteText("revenue")}`);
  });

  it("gives a premium game's revenue from its copies and net price, without the free-to-play half", async () => {
    const answer = await ask("Sector 2042 revenue");
    expect(answer.text).toContain(`${LEAD} ${revenueNoteText(false)}`);
    expect(answer.text).not.toContain("in-game spending");
  });

  it("adds nothing when no figure quoted is an estimate", async () => {
    const answer = await ask("top RPGs by peak players");
    expect(answer.text).not.toContain(LEAD);
  });
});
