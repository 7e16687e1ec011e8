import type { LumosGameFacts } from "@/lib/data/lumos";
import type { FeatureRow } from "@/lib/lumos/events";
import { executeQuery } from "@/lib/lumos/execute";
import { parseQuestion } from "@/lib/lumos/parse";
import { BASE_GAME_FACTS, LEXICON, TODAY, knowledgeOf } from "./lexicon-fixture";

// Racing has the most players, Strategy the most revenue; one game has no genre on record (an imported one).
const base: Omit<LumosGameFacts, "id" | "title"> = { ...BASE_GAME_FACTS };
const games: LumosGameFacts[] = [
  { ...base, id: 1, title: "Kart Frenzy", classificationIds: [100], peakPlayers: 90_000, revenue: 1_000_000 },
  { ...base, id: 2, title: "Drift Kings", classificationIds: [100], peakPlayers: 50_000, revenue: 2_000_000 },
  { ...base, id: 3, title: "Empire Ledger", classificationIds: [106], peakPlayers: 5_000, revenue: 40_000_000 },
  { ...base, id: 4, title: "Unsorted Thing", classificationIds: [], peakPlayers: 70_000, revenue: 90_000_000 },
];
const knowledge = knowledgeOf(games);

async function ask(question: string) {
  const answer = await executeQuery(parseQuestion(question, LEXICON, { today: TODAY }), knowledge);
  const rows = answer.results?.type === "features" ? (answer.results.data as FeatureRow[]) : [];
  return { answer, rows };
}

describe("features ranked by a figure of their games", () => {
  it("ranks genres by their games' revenue, not by players, and shows the revenue it ranked by", async () => {
    const { answer, rows } = await ask("which genres have the highest revenue");
    expect(rows.map((row) => [row.featureName, row.figure])).toEqual([
      ["Strategy", { label: "Revenue", value: "$40.0M" }],
      ["Racing", { label: "Revenue", value: "$3.00M" }],
    ]);
    expect(answer.text).toContain("ranked by the revenue of its games, highest first. Strategy comes first");
    expect(answer.text).toContain("revenue $40.0M");
  });

  it("ranks by the average of a figure that adds up when asked, among genres with 3 games with it", async () => {
    const three = knowledgeOf([...games, { ...base, id: 5, title: "Turbo Lap", classificationIds: [100], peakPlayers: 1_000, revenue: 3_000_000 }]);
    const answer = await executeQuery(parseQuestion("which genres have the highest average revenue", LEXICON, { today: TODAY }), three);
    const rows = answer.results?.type === "features" ? (answer.results.data as FeatureRow[]) : [];
    // Racing's three games earned 1M, 2M and 3M; Strategy has one game, too few for an average.
    expect(rows.map((row) => [row.featureName, row.figure])).toEqual([["Racing", { label: "Revenue", value: "$2.00M" }]]);
    expect(answer.text).toContain("ranked by the average revenue of its games, highest first, among those with at least 3 games with a revenue figure.");
  });

  it("keeps players as the order, with no extra column, when no figure is asked for", async () => {
    const { rows } = await ask("top genres");
    expect(rows.map((row) => row.featureName)).toEqual(["Racing", "Strategy"]);
    expect(rows.every((row) => row.figure === undefined)).toBe(true);
  });

  it("says how many games in scope have no genre on record and are not counted", async () => {
    const { answer } = await ask("top genres");
    expect(answer.text).toContain(" 1 of the 4 have no genre on record and are not counted.");
  });
});
