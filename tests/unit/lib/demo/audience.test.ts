import { OWNERS_PER_REVIEW, REAL_GAMES, REVIEWS_BY_RANK } from "@/lib/demo/audience-curve";
import { MarketPlaces, realRankOf, reviewsAtRank } from "@/lib/demo/audience";
import { readRealAudience } from "../../../../scripts/fit-audience";

describe("the audience curve the demo market is placed on", () => {
  it("is the one the real Steam files give (run scripts/fit-audience.ts when they drift)", () => {
    const fit = readRealAudience();
    expect({ REAL_GAMES, REVIEWS_BY_RANK, OWNERS_PER_REVIEW }).toEqual({
      REAL_GAMES: fit.realGames,
      REVIEWS_BY_RANK: fit.curve,
      OWNERS_PER_REVIEW: fit.ownersPerReview,
    });
  });

  it("reads the fitted points exactly, falls with the rank, and stops at the last real game", () => {
    for (const [rank, reviews] of REVIEWS_BY_RANK) expect(reviewsAtRank(rank)).toBeCloseTo(reviews, 3);
    let previous = Number.POSITIVE_INFINITY;
    for (let rank = 1; rank <= REAL_GAMES; rank *= 1.3) {
      const reviews = reviewsAtRank(rank);
      expect(reviews).toBeLessThanOrEqual(previous);
      previous = reviews;
    }
    expect(reviewsAtRank(REAL_GAMES * 2)).toBe(REVIEWS_BY_RANK.at(-1)![1]);
  });

  it("maps a large market's top 1,000 onto Steam's top 1,000 and its last game onto Steam's last", () => {
    expect(realRankOf(1, 80_000)).toBe(1);
    expect(realRankOf(500, 80_000)).toBe(500);
    expect(realRankOf(1000, 80_000)).toBe(1000);
    expect(realRankOf(80_000, 80_000)).toBeCloseTo(REAL_GAMES, 0);
    // A small market is a sample: its top 40% or fewer stand for Steam's top 1,000.
    expect(realRankOf(100, 300)).toBeGreaterThan(800);
    expect(realRankOf(300, 300)).toBeCloseTo(REAL_GAMES, 0);
  });

  it("places AAA games and hits above indies on average, and every kind over the whole curve", () => {
    const places = new MarketPlaces(4000, 0);
    const ranks: Record<string, number[]> = { Indie: [], AAA: [], hit: [] };
    for (let n = 0; n < 4000; n++) {
      const kind = n % 50 === 0 ? "hit" : n % 10 === 0 ? "AAA" : "Indie";
      ranks[kind].push(places.place(((n * 7919) % 4000) / 4000 + 1 / 8000, kind, 9.99, true, n + 1));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
    expect(median(ranks.hit)).toBeLessThan(median(ranks.AAA));
    expect(median(ranks.AAA)).toBeLessThan(median(ranks.Indie));
    const all = Object.values(ranks).flat();
    expect(Math.min(...all)).toBeLessThan(50);
    expect(Math.max(...all)).toBeGreaterThan(REAL_GAMES * 0.9);
  });
});
