// "is the horror genre growing": a question about one feature's market as a whole is answered with that feature's own
// month-over-month growth and its place among the features of its type, the ranking of that type below; not with a
// list of its growing games.
import type { LumosFeatureFacts, LumosGameFacts } from "@/lib/data/lumos";
import { BASE_GAME_FACTS, askerOf, knowledgeOf } from "./lexicon-fixture";

// Genres (type 1): Racing 100, Horror 101, Shooter 103, RPG 104, Strategy 106; the Horror theme 102 (type 17).
const game = (id: number, classificationIds: number[], peakPlayers = 20_000): LumosGameFacts => ({
  ...BASE_GAME_FACTS,
  id,
  title: `Game ${id}`,
  classificationIds,
  peakPlayers,
  recordPeakPlayers: peakPlayers,
});
const games = [
  game(1, [104, 103]),
  game(2, [104, 103]),
  game(3, [104, 103]),
  game(4, [106, 101, 102]),
  game(5, [106, 101, 102]),
  game(6, [106, 101, 102]),
  // Racing: one game of one player, +50%: too small to rank.
  game(7, [100], 1),
];
const feature = (clsId: number, typeId: number, growth: number | null): [number, LumosFeatureFacts] => [
  clsId,
  { clsId, typeId, rank: 1, playerCount: 0, marketShare: 0, growth, trendTag: null },
];
const { ask, featureNames } = askerOf(
  knowledgeOf(
    games,
    new Map([feature(104, 1, 12), feature(103, 1, 4), feature(106, 1, -3), feature(101, 1, -6.5), feature(102, 17, 0.4), feature(100, 1, 50)]),
  ),
);

describe("a question about one feature's market", () => {
  it("answers yes or no with its growth and its place among its type, the ranking of its type below", async () => {
    const answer = await ask("is the shooter genre growing");
    expect(answer.text).toMatch(
      /^Yes: Shooter \(genre\) is growing: its players rose 4\.0% month over month \(3 games, 60K peak players in the last month\); it ranks 2nd of 4 genres by growth\. /,
    );
    expect(featureNames(answer)).toEqual(["RPG", "Shooter", "Strategy", "Horror"]);
    expect((await ask("is strategy dying")).text).toMatch(/^Yes: Strategy \(genre\) is shrinking: its players fell 3\.0% month over month/);
    expect((await ask("is the rpg market declining")).text).toMatch(/^No: RPG \(genre\) is growing: its players rose 12\.0%/);
  });

  it("states the trend without a verdict when the question makes no claim", async () => {
    for (const question of ["growth of the shooter genre", "shooter genre growth", "how is the shooter market doing", "how fast is the shooter genre growing"])
      expect((await ask(question)).text).toMatch(/^Shooter \(genre\) is growing: its players rose 4\.0% month over month/);
  });

  it("speaks of each feature a name stands for, each among its own type, and of a month under 1% as steady", async () => {
    const answer = await ask("is horror growing");
    expect(answer.text).toContain(
      "No: Horror (genre) is shrinking: its players fell 6.5% month over month (3 games, 60K peak players in the last month); it ranks 4th of 4 genres by growth.",
    );
    expect(answer.text).toContain(
      "Horror (theme) is holding steady: its players moved +0.4% month over month (3 games, 60K peak players in the last month); it is the one theme large enough to rank by growth.",
    );
  });

  it("runs the ranking down to the feature when it ranks below the first ones", async () => {
    const answer = await ask("is the horror genre growing top 2");
    expect(answer.text).toContain("it ranks 4th of 4 genres by growth");
    expect(featureNames(answer)).toEqual(["RPG", "Shooter", "Strategy", "Horror"]);
  });

  it("says when the feature is too small to rank, and shows its row after the ranking", async () => {
    const answer = await ask("is racing trending");
    expect(answer.text).toContain(
      "Yes: Racing (genre) is growing: its players rose 50.0% month over month (1 game, 1 peak player in the last month); it is too small to rank among the genres by growth (those carried by at least 3 games with at least 1.2K peak players).",
    );
    expect(featureNames(answer)).toEqual(["RPG", "Shooter", "Strategy", "Horror", "Racing"]);
  });

  it("says whose growth a ranking within some games shows: the whole market's", async () => {
    const scoped = await ask("fastest growing genres by Halvorsen Interactive");
    expect(scoped.text).toContain("ranked by growth of its players month over month across the whole market, highest first");
    expect(scoped.text).toContain("Growth is each feature's across the whole market: Lumos keeps it per feature, not within these games alone.");
    expect((await ask("fastest growing genres")).text).not.toContain("whole market");
  });

  it("leaves a question about the feature's games, or about its market among one company's games, to the search", async () => {
    expect((await ask("what rpg games are growing")).results?.type).toBe("games");
    expect((await ask("is the shooter genre growing among games by Halvorsen Interactive")).text).not.toMatch(/Shooter \(genre\) is growing/);
  });
});

describe("a ranking of features within a feature's games", () => {
  it("leaves out the features of the filter's own name, which every game in scope carries again", async () => {
    // Games 4–6 carry the Strategy and Horror genres and the Horror theme.
    expect(featureNames(await ask("top genres among horror games"))).toEqual(["Strategy"]);
    // Two features asked for as alternatives each carry some of the games: both are ranked.
    expect(featureNames(await ask("top genres among rpg or strategy games"))).toEqual(expect.arrayContaining(["RPG", "Strategy"]));
  });
});
