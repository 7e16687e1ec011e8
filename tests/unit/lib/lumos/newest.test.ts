// The newest games are games out: a ranking by release date, newest first, leaves out the games meeting the filters
// that are still to come and says how many, unless the question asks for games to come.
import { executeQuery } from "@/lib/lumos/execute";
import { parseQuestion } from "@/lib/lumos/parse";
import { LEXICON, TODAY, datedGame, knowledgeOf } from "./lexicon-fixture";

const game = datedGame;
const SHOOTER = { classificationIds: [103], genres: ["Shooter"] };
const games = [
  game(1, "Caldera II", "2026-05-30"),
  game(2, "Neon Jackal™", "2026-06-01", SHOOTER),
  game(3, "Sector 2042", "2028-02-01", SHOOTER),
  game(4, "Iron Delve Unbound", "2026-09-10"),
  game(5, "Eldon Ring", null),
  game(6, "Hollow Lantern", "2019-04-12", SHOOTER),
];
const knowledge = knowledgeOf(games);
const ask = (question: string) => executeQuery(parseQuestion(question, LEXICON, { today: TODAY }), knowledge);
const titles = (answer: Awaited<ReturnType<typeof ask>>) =>
  answer.results?.type === "games" ? answer.results.data.map((row) => row.gameName) : `no games: ${answer.text}`;

describe("rankings by release date, newest first", () => {
  it("rank the games out and say how many still to come are left out", async () => {
    const answer = await ask("newest games");
    expect(titles(answer)).toEqual(["Neon Jackal™", "Caldera II", "Hollow Lantern"]);
    expect(answer.text).toContain(
      "I found 6 games in the data; 3 of them have been released (3 games still to come are left out: ask for upcoming games to see them), the base a ranking by release date, newest first, needs.",
    );
    expect(answer.trace?.ranking).toBe("Ranked by release date, newest first, among games released.");
    const shooters = await ask("latest shooters");
    expect(titles(shooters)).toEqual(["Neon Jackal™", "Hollow Lantern"]);
    expect(shooters.text).toContain("(1 game still to come is left out: ask for upcoming games to see it)");
  });

  it("keep the games to come when the question asks for them or nothing else meets the filters", async () => {
    expect(titles(await ask("upcoming games newest first"))).toEqual(["Sector 2042", "Iron Delve Unbound", "Eldon Ring"]);
    const toCome = await ask("games released in 2028 newest first");
    expect(titles(toCome)).toEqual(["Sector 2042"]);
    expect(toCome.text).not.toContain("been released");
  });

  it("leave the oldest first as it was", async () => {
    const oldest = await ask("oldest games");
    expect(titles(oldest)).toEqual(["Hollow Lantern", "Caldera II", "Neon Jackal™", "Iron Delve Unbound", "Sector 2042", "Eldon Ring"]);
    expect(oldest.text).not.toContain("been released");
  });
});

describe("a ranking by release date", () => {
  const dates = (answer: Awaited<ReturnType<typeof ask>>) =>
    answer.results?.type === "games" ? answer.results.data.map((row) => row.figures?.find((figure) => figure.metric === "release_date")?.value) : [];

  it("shows each game's release date in a column of its own", async () => {
    expect(dates(await ask("newest games"))).toEqual(["Jun 1, 2026", "May 30, 2026", "Apr 12, 2019"]);
    expect(dates(await ask("upcoming games"))).toEqual(["Sep 10, 2026", "Feb 1, 2028", "TBA"]);
    const other = await ask("most played games");
    expect(other.results?.type === "games" && other.results.data[0].figures).toBeFalsy();
  });
});
