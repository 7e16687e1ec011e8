// "is the survival genre saturated": a question about one feature's market and how many games share its players is
// answered with its players a game against the other features of its type and how many of its games came out lately,
// the ranking of its type by players a game below; it had listed the feature's games.
import type { LumosGameFacts } from "@/lib/data/lumos";
import { askerOf, datedGame, knowledgeOf } from "./lexicon-fixture";

// Genres (type 1): Racing 100, Horror 101, Shooter 103, RPG 104, Strategy 106; the Horror theme 102 (type 17). TODAY is
// 2026-06-15.
const game = (id: number, classificationIds: number[], peakPlayers: number | null, releaseDate = "2020-05-01"): LumosGameFacts =>
  datedGame(id, `Game ${id}`, releaseDate, { classificationIds, peakPlayers, recordPeakPlayers: peakPlayers });
const games = [
  // RPG: 30K players a game.
  game(1, [104], 30_000),
  game(2, [104], 30_000),
  game(3, [104], 30_000),
  // Shooter: 5K a game, two out in the last 12 months, one in the 12 before, one to come.
  game(4, [103], 5_000, "2026-01-10"),
  game(5, [103], 5_000, "2025-07-01"),
  game(6, [103], 5_000, "2025-02-01"),
  game(7, [103], 5_000),
  game(8, [103], null, "2026-11-01"),
  // Strategy and Horror: 10K a game.
  game(9, [106, 101, 102], 10_000),
  game(10, [106, 101, 102], 10_000),
  game(11, [106, 101, 102], 10_000),
  // Racing: one game, too few to set among the genres.
  game(12, [100], 50_000),
];
const { ask, featureNames } = askerOf(knowledgeOf(games));

describe("whether a feature's market is saturated", () => {
  it("answers yes when its games have fewer players each than the middle feature of its type, with its release pace", async () => {
    const answer = await ask("is the shooter genre saturated");
    expect(answer.text).toMatch(
      /^Yes, by players a game: The 4 released games of Shooter \(genre\) share 20K peak players in the last month, 5K a game with players on record: fewer than the middle genre's 10K, 4th of 4 genres by players a game\. 2 of its games came out in the last 12 months, against 1 in the 12 before, and 1 more is to come\. /,
    );
    expect(featureNames(answer)).toEqual(["RPG", "Horror", "Strategy", "Shooter"]);
  });

  it("answers no when they have more, and states the measure without a verdict when the question makes no claim", async () => {
    expect((await ask("is the rpg market oversaturated")).text).toMatch(
      /^No, by players a game: The 3 released games of RPG \(genre\) share 90K peak players in the last month, 30K a game with players on record: more than the middle genre's 10K, 1st of 4 genres by players a game\. None of its games came out/,
    );
    for (const question of ["how crowded is the shooter genre", "shooter genre saturation"])
      expect((await ask(question)).text).toMatch(/^The 4 released games of Shooter \(genre\) share 20K peak players/);
  });

  it("speaks of each feature a name stands for, and of one too small to set among its type", async () => {
    const answer = await ask("are there too many horror games");
    expect(answer.text).toContain("The 3 released games of Horror (genre) share 30K peak players in the last month, 10K a game with players on record");
    expect(answer.text).toContain("The 3 released games of Horror (theme) share 30K peak players in the last month, 10K a game with players on record");
    expect((await ask("is the racing genre saturated")).text).toMatch(
      /^The one released game of Racing \(genre\) has 50K peak players in the last month; too few of its games have players on record to set it among the genres/,
    );
  });

  it("ranks the features of a type by players a game when asked which are the most or least saturated", async () => {
    const most = await ask("which genres are the most saturated");
    expect(most.text).toMatch(/^Lumos reads saturation as players a game: the ones whose games have the fewest peak players each come first\. /);
    expect(featureNames(most)).toEqual(["Shooter", "Horror", "Strategy", "RPG"]);
    expect(featureNames(await ask("least crowded genres"))).toEqual(["RPG", "Horror", "Strategy", "Shooter"]);
    // A ranking asked by a figure of its own keeps it.
    expect((await ask("most crowded genres by revenue")).text).not.toContain("saturation");
  });

  it("leaves a question with a filter of its own to the search it asks for", async () => {
    const answer = await ask("saturated shooter games over 4k players");
    expect(answer.results?.type).toBe("games");
  });
});
