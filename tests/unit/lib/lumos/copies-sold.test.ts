// A ranking by copies sold ranks games sold: a free-to-play game's copies are its accounts, so the free-to-play games
// meeting the filters are left out and the answer says so, unless the question asks for free-to-play games.
import type { LumosGameFacts } from "@/lib/data/lumos";
import { executeQuery } from "@/lib/lumos/execute";
import { parseQuestion } from "@/lib/lumos/parse";
import { BASE_GAME_FACTS, LEXICON, TODAY, knowledgeOf } from "./lexicon-fixture";

const game = (id: number, title: string, copiesSold: number, changes: Partial<LumosGameFacts> = {}): LumosGameFacts => ({
  ...BASE_GAME_FACTS,
  id,
  title,
  copiesSold,
  ...changes,
});
const FREE = { freeToPlay: true, price: 0 };
const SHOOTER = { classificationIds: [103], genres: ["Shooter"] };
const games = [
  game(1, "Sector 2042", 50_000_000, FREE),
  game(2, "Caldera II", 5_000_000),
  game(3, "Neon Jackal™", 2_000_000, SHOOTER),
  game(4, "Eldon Ring", 30_000_000, { ...FREE, ...SHOOTER }),
  game(5, "Iron Delve Unbound", 1_000_000),
];
const knowledge = knowledgeOf(games);
const ask = (question: string) => executeQuery(parseQuestion(question, LEXICON, { today: TODAY }), knowledge);
const titles = (answer: Awaited<ReturnType<typeof ask>>) =>
  answer.results?.type === "games" ? answer.results.data.map((row) => row.gameName) : `no games: ${answer.text}`;
const BASE = "a price (a free-to-play game's copies are its accounts, not sales), the base a ranking by copies sold needs";

describe("rankings by copies sold", () => {
  it("leave free-to-play games out, saying how many games are left", async () => {
    const answer = await ask("best selling games");
    expect(titles(answer)).toEqual(["Caldera II", "Neon Jackal™", "Iron Delve Unbound"]);
    expect(answer.text).toContain(`I found 5 games in the data; 3 of them have ${BASE}.`);
    expect(titles(await ask("best selling shooters"))).toEqual(["Neon Jackal™"]);
    expect(titles(await ask("worst selling games"))).toEqual(["Iron Delve Unbound", "Neon Jackal™", "Caldera II"]);
  });

  it("keep them when the question asks for free-to-play games", async () => {
    const answer = await ask("best selling free games");
    expect(titles(answer)).toEqual(["Sector 2042", "Eldon Ring"]);
    expect(answer.text).not.toContain("have a price");
  });

  it("say nothing of a price where no free-to-play game meets the filters, and leave other rankings as they were", async () => {
    const priced = executeQuery(parseQuestion("best selling games", LEXICON, { today: TODAY }), knowledgeOf(games.filter((g) => !g.freeToPlay)));
    expect((await priced).text).not.toContain("have a price");
    expect(titles(await ask("highest revenue games")).length).toBe(5);
  });
});
