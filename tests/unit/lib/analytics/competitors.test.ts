import {
  buildSimilarityIndex,
  COMPARABLE_AUDIENCE,
  COMPETITOR_CANDIDATES,
  MIN_COMPARABLE,
  SYMBIOTIC_CANDIDATES,
  similarGames,
  symbioticCandidates,
  topCompetitors,
  type SimilarGame,
} from "@/lib/analytics/similar-games";
import type { LumosGameFacts } from "@/lib/data/lumos";

// A blockbuster shares every tag with 70 one-person games, and two of three tags with a game half its size: only
// the second fights for the same players.
const base: Omit<LumosGameFacts, "id" | "title"> = {
  gameTypeId: 0,
  parentGameId: null,
  publisherIds: [],
  developerIds: [],
  developerSizes: ["Indie"],
  platformIds: [6],
  distributionIds: [],
  classificationIds: [1, 2, 3],
  genres: [],
  releaseDate: "2024-03-01",
  releaseDateText: "01-03-2024",
  coverFilename: null,
  released: true,
  freeToPlay: false,
  peakPlayers: 5,
  recordPeakPlayers: 5,
  growth: null,
  totalPlayers: null,
  launchPeakPlayers: null,
  revenue: null,
  copiesSold: null,
  price: 29.99,
  arpu: null,
  sentiment: null,
  wishlists: null,
  followers: null,
  reviews: null,
  positiveReviews: null,
  negativeReviews: null,
};
const blockbuster: LumosGameFacts = { ...base, id: 1, title: "Blockbuster", peakPlayers: 1_000_000, recordPeakPlayers: 1_000_000 };
const rival: LumosGameFacts = { ...base, id: 2, title: "Rival", classificationIds: [1, 2, 4], peakPlayers: 500_000, recordPeakPlayers: 500_000 };
const small = Array.from({ length: 70 }, (_, i): LumosGameFacts => ({ ...base, id: 100 + i, title: `Small ${i}` }));
const classifications = new Map([1, 2, 3, 4].map((id) => [id, { typeId: 1 }]));

describe("top competitors", () => {
  it("sets a big game against the most similar games of comparable size too, not only against small look-alikes", async () => {
    expect(small.length).toBeGreaterThan(COMPETITOR_CANDIDATES);
    const index = await buildSimilarityIndex({ games: [blockbuster, rival, ...small], classifications });
    const competitors = await topCompetitors(index, blockbuster.id, 10);
    expect(competitors[0]).toMatchObject({ game_id: rival.id, players_last_month: 500_000 });
    expect(competitors[0].competition).toBeGreaterThan(competitors[1].competition);
  });

  it("gives a look-alike without player counts no figure, lists it after those with one, and sizes it as none", async () => {
    // Two games share every tag with a small one: one with 5 players, one the data has no player counts for.
    const counted: LumosGameFacts = { ...base, id: 201, title: "Counted" };
    const uncounted: LumosGameFacts = { ...base, id: 200, title: "Uncounted", peakPlayers: null, recordPeakPlayers: null };
    const index = await buildSimilarityIndex({ games: [small[0], uncounted, counted], classifications });
    const similar = await similarGames(index, small[0].id, 10);
    expect(similar.map((game) => [game.title, game.players_last_month])).toEqual([
      ["Counted", 5],
      ["Uncounted", null],
    ]);
    const competitors = await topCompetitors(index, small[0].id, 10);
    expect(competitors.map((game) => [game.title, game.players_last_month])).toEqual([
      ["Counted", 5],
      ["Uncounted", null],
    ]);
  });

  it("lists look-alikes of equal similarity and players by their reviews, the best known first, within a list's length", async () => {
    // Three games without player counts share every tag with a small one; the lowest id has the fewest reviews.
    const unplayed = (id: number, reviews: number | null): LumosGameFacts => ({
      ...base,
      id,
      title: `Reviewed ${reviews ?? "none"}`,
      peakPlayers: null,
      recordPeakPlayers: null,
      reviews,
    });
    const index = await buildSimilarityIndex({ games: [small[0], unplayed(300, null), unplayed(301, 40), unplayed(302, 90_000)], classifications });
    expect((await similarGames(index, small[0].id, 2)).map((game) => game.title)).toEqual(["Reviewed 90000", "Reviewed 40"]);
    // The rows keep the API's shape.
    expect(Object.keys((await similarGames(index, small[0].id, 1))[0])).not.toContain("reviews");
  });

  it("keeps a small game's competitors among the most similar games, whatever their size", async () => {
    const index = await buildSimilarityIndex({ games: [blockbuster, rival, ...small], classifications });
    const competitors = await topCompetitors(index, small[0].id, 10);
    expect(competitors).toHaveLength(10);
    expect(competitors.every((competitor) => competitor.feature_overlap === 1)).toBe(true);
  });
  it("sets a blockbuster against a big game of its business model released years apart when its own years have none", async () => {
    // A 2012 game with a million players: its look-alikes of 2012 are small; the only games of its size came out
    // in 2020 (premium, like it) and 2013 (free to play).
    const old = { ...blockbuster, releaseDate: "2012-05-01", releaseDateText: "01-05-2012" };
    const later = { ...rival, releaseDate: "2020-05-01", releaseDateText: "01-05-2020" };
    const freeToPlay: LumosGameFacts = { ...rival, id: 3, title: "Free Giant", freeToPlay: true, price: 0, releaseDate: "2013-05-01" };
    const lookAlikes = small.map((game) => ({ ...game, releaseDate: "2012-06-01", releaseDateText: "01-06-2012" }));
    const index = await buildSimilarityIndex({ games: [old, later, freeToPlay, ...lookAlikes], classifications });
    const competitors = await topCompetitors(index, old.id, 10);
    expect(competitors[0]).toMatchObject({ game_id: later.id, players_last_month: 500_000, release_year: 2020 });
    expect(competitors.map((competitor) => competitor.game_id)).not.toContain(freeToPlay.id);
  });

  it("finds a game of comparable size and model behind sixty bigger look-alikes of the other business model", async () => {
    // 60 free-to-play games of the blockbuster's size share all its tags; the one premium game of its size shares two.
    const freeGiants = Array.from({ length: 60 }, (_, i): LumosGameFacts => ({
      ...base,
      id: 300 + i,
      title: `Free ${i}`,
      freeToPlay: true,
      price: 0,
      recordPeakPlayers: 800_000,
    }));
    const index = await buildSimilarityIndex({ games: [blockbuster, rival, ...freeGiants, ...small], classifications });
    const competitors = await topCompetitors(index, blockbuster.id, 10);
    expect(competitors[0]).toMatchObject({ game_id: rival.id, players_last_month: 500_000 });
    expect(competitors.every((competitor) => !competitor.is_free_to_play)).toBe(true);
  });
});

describe("similar games", () => {
  it("never offers a game's own remaster or the game it was made from, however alike, once the list is full", async () => {
    // The remaster shares every tag and has the most players, and comes after 70 look-alikes that fill the list.
    const original: LumosGameFacts = { ...base, id: 1, title: "Original", recordPeakPlayers: 50 };
    const remaster: LumosGameFacts = { ...base, id: 2, title: "Remaster", parentGameId: original.id, recordPeakPlayers: 90_000 };
    const index = await buildSimilarityIndex({ games: [original, ...small, remaster], classifications });
    const ofOriginal = await similarGames(index, original.id, 5);
    expect(ofOriginal).toHaveLength(5);
    expect(ofOriginal.map((game) => game.game_id)).not.toContain(remaster.id);
    const ofRemaster = await similarGames(index, remaster.id, 5);
    expect(ofRemaster).toHaveLength(5);
    expect(ofRemaster.map((game) => game.game_id)).not.toContain(original.id);
    // Any other game sees both, the remaster first (same similarity, more players).
    expect((await similarGames(index, small[0].id, 1))[0].game_id).toBe(remaster.id);
  });

  it("never offers an add-on or software as a similar game, however alike", async () => {
    const dlc: LumosGameFacts = { ...base, id: 3, title: "Add-on", gameTypeId: 1, recordPeakPlayers: 80_000 };
    const software: LumosGameFacts = { ...base, id: 4, title: "Wallpaper Tool", gameTypeId: 7, recordPeakPlayers: 90_000 };
    const index = await buildSimilarityIndex({ games: [...small, dlc, software], classifications });
    const offered = (await similarGames(index, small[0].id, 5)).map((game) => game.game_id);
    expect(offered).toHaveLength(5);
    expect(offered).not.toContain(dlc.id);
    expect(offered).not.toContain(software.id);
  });
});

describe("competitors and symbiotic candidates from one scoring of the market", () => {
  // A market of 400 games with overlapping tags, sizes, years and prices drawn from a fixed sequence.
  let seed = 7;
  const next = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
  const market = Array.from({ length: 400 }, (_, i): LumosGameFacts => ({
    ...base,
    id: 1000 + i,
    title: `Game ${i}`,
    classificationIds: Array.from({ length: 2 + next(5) }, () => 1 + next(12)),
    recordPeakPlayers: [0, 50, 400, 5_000, 80_000][next(5)],
    releaseDate: `${2015 + next(10)}-06-01`,
    freeToPlay: next(4) === 0,
    price: [4.99, 19.99, 39.99, 69.99][next(4)],
  }));
  const types = new Map(Array.from({ length: 12 }, (_, i) => [i + 1, { typeId: 1 + (i % 3) }]));

  /**
   * The definition, one list at a time: of the 60 most similar, those of the same business model released within
   * three years; the 60 most similar of comparable size, same model and within three years; and when those are fewer
   * than MIN_COMPARABLE, the 60 most similar of comparable size and same model from any year.
   */
  async function competitorPool(
    index: Awaited<ReturnType<typeof buildSimilarityIndex>>,
    game: LumosGameFacts,
  ): Promise<{ pool: SimilarGame[]; widened: boolean }> {
    const year = Number(game.releaseDate!.slice(0, 4));
    const sameModel = (other: LumosGameFacts) => other.freeToPlay === game.freeToPlay;
    const near = (other: LumosGameFacts) => Math.abs(Number(other.releaseDate!.slice(0, 4)) - year) <= 3;
    const pool = (await similarGames(index, game.id, COMPETITOR_CANDIDATES)).filter(
      (g) => g.is_free_to_play === game.freeToPlay && Math.abs(g.release_year! - year) <= 3,
    );
    const players = game.recordPeakPlayers ?? 0;
    if (players < 100) return { pool, widened: false };
    const comparable = (other: LumosGameFacts) =>
      (other.recordPeakPlayers ?? 0) * COMPARABLE_AUDIENCE >= players && (other.recordPeakPlayers ?? 0) <= players * COMPARABLE_AUDIENCE && sameModel(other);
    const comparableNear = await similarGames(index, game.id, COMPETITOR_CANDIDATES, (other) => comparable(other) && near(other));
    const widened = comparableNear.length < MIN_COMPARABLE;
    const joining = widened ? [...comparableNear, ...(await similarGames(index, game.id, COMPETITOR_CANDIDATES, comparable))] : comparableNear;
    const known = new Set(pool.map((g) => g.game_id));
    for (const g of joining) {
      if (known.has(g.game_id)) continue;
      pool.push(g);
      known.add(g.game_id);
    }
    return { pool, widened };
  }

  it("gives every game the candidates each list's own scoring gives, asked once or twice", async () => {
    const index = await buildSimilarityIndex({ games: market, classifications: types });
    let widened = 0;
    for (const game of market.slice(0, 60)) {
      for (let ask = 0; ask < 2; ask++) {
        expect(await symbioticCandidates(index, game.id)).toEqual(
          (await similarGames(index, game.id, SYMBIOTIC_CANDIDATES)).filter((g) => g.feature_overlap >= 0.15),
        );
        const everyCompetitor = (await topCompetitors(index, game.id, 1000)).map((g) => g.game_id);
        const expected = await competitorPool(index, game);
        if (ask === 0 && expected.widened) widened++;
        expect([...everyCompetitor].sort()).toEqual(expected.pool.map((g) => g.game_id).sort());
      }
    }
    // Both ways are met: games with enough comparable games in their years, and games whose search is widened.
    expect(widened).toBeGreaterThan(0);
    expect(widened).toBeLessThan(60);
  });

  it("scores games asked for at once one after the other, each as if asked alone, with turns of the event loop between", async () => {
    // 40,000 games on three tags: a scoring visits more games than one slice of it holds.
    const crowd = Array.from({ length: 40_000 }, (_, i): LumosGameFacts => ({
      ...base,
      id: 10_000 + i,
      title: `Crowd ${i}`,
      classificationIds: [1 + (i % 3), 1 + ((i * 7) % 3), 1 + (next(3) % 3)],
      recordPeakPlayers: [0, 50, 400, 5_000][i % 4],
      releaseDate: `${2015 + (i % 10)}-06-01`,
    }));
    const asked = crowd.slice(0, 6).map((game) => game.id);
    const alone = [];
    for (const id of asked) alone.push(await similarGames(await buildSimilarityIndex({ games: crowd, classifications: types }), id, 20));
    const index = await buildSimilarityIndex({ games: crowd, classifications: types });
    let turns = 0;
    const counting = setInterval(() => turns++, 0);
    const together = await Promise.all(asked.map((id) => similarGames(index, id, 20)));
    clearInterval(counting);
    expect(together).toEqual(alone);
    expect(turns).toBeGreaterThan(0);
  });
});
