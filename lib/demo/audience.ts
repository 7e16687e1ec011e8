// Where a generated game sits in the market: each released main game draws a place among the market's games, and
// that place is read off the curve of real Steam games ranked by reviews (audience-curve.ts, fitted on
// ../shared/realdata). The market's top 1,000 are mapped onto Steam's top 1,000 and its other games onto the rest of
// Steam, so a 3,000-game demo holds Steam's leaders and a fair sample of its long tail.
import { OWNERS_PER_REVIEW, REAL_GAMES, REVIEWS_BY_RANK } from "./audience-curve";

export { OWNERS_PER_REVIEW };
/** The market's top games map one to one onto Steam's top games up to this rank. */
const HEAD = 1000;
/** Share of the market's released main games in the head when the market is small (a 300-game market is a sample). */
const HEAD_SHARE = 0.37;
/**
 * The rest of the market spreads over the rest of Steam leaning to its long tail (a place x of the rest reads Steam's
 * rank at x^TAIL_LEAN of the way down), where most games are: most Steam games earn under $5,000 in their lifetime.
 */
const TAIL_LEAN = 0.42;

/**
 * How strongly a kind of game leans to the top: its place q (0 = first, 1 = last) is U^k for a uniform U, so a kind
 * with k = 4 is far more often near the top than one with k = 1. Hits are among the plan's chosen leaders; its
 * blockbusters take the first places outright (`leader`).
 */
const LEAN: Readonly<Record<string, number>> = { Indie: 1, AA: 2.2, AAA: 4, hit: 30 };
/** Free-to-play games reach more players: Steam's top 1,000 holds 26% of them, the whole store 12%. */
const FREE_TO_PLAY_LEAN = 1.8;
/** Dearer games sit higher: Steam's top 1,000 has a median price of $14.99, the whole store $4.99. */
const priceLean = (price: number) => (price >= 15 ? 5 : price >= 10 ? 2.5 : price < 5 ? 0.6 : 1);

/** Reviews of the real game at a rank (1 = most reviewed), interpolated on log scales between the fitted points. */
export function reviewsAtRank(rank: number): number {
  const points = REVIEWS_BY_RANK;
  if (rank <= points[0][0]) return points[0][1];
  for (let at = 1; at < points.length; at++) {
    const [rankB, reviewsB] = points[at];
    if (rank > rankB) continue;
    const [rankA, reviewsA] = points[at - 1];
    const t = (Math.log(rank) - Math.log(rankA)) / (Math.log(rankB) - Math.log(rankA));
    return Math.exp(Math.log(reviewsA + 1) + t * (Math.log(reviewsB + 1) - Math.log(reviewsA + 1))) - 1;
  }
  return points[points.length - 1][1];
}

/** The real rank a market rank stands for, in a market of `marketGames` released main games. */
export function realRankOf(marketRank: number, marketGames: number): number {
  const head = Math.min(HEAD, HEAD_SHARE * marketGames);
  if (marketRank <= head) return Math.max(1, (marketRank * HEAD) / head);
  const x = Math.min(1, (marketRank - head) / Math.max(1, marketGames - head));
  return HEAD + (REAL_GAMES - HEAD) * Math.pow(x, TAIL_LEAN);
}

/**
 * Places games in the market as the generator meets them, deterministic for the order of games. A game's place among
 * its own kind (q = U^k) becomes its place in the whole market through the mix of kinds seen so far, so the market
 * as a whole still spreads evenly over the curve while AAA games and hits sit higher than indies.
 */
export class MarketPlaces {
  private readonly kinds = new Map<number, number>();
  private released = 0;

  /** `leaders`: the plan's blockbusters, which take Steam's first places, one each, in the order they are met. */
  constructor(
    private readonly plannedGames: number,
    private readonly leaders: number,
  ) {}

  /** The expected number of released main games at the end, from their share of the games so far (77% a priori). */
  private expectedMarket(gamesSoFar: number): number {
    return Math.max(1, (this.plannedGames * (this.released + 0.77 * 20)) / (gamesSoFar + 20));
  }

  /**
   * The real rank of a game of this kind with uniform draw `u`. Only released main games count toward the market;
   * others (upcoming games) are placed on the same curve without being counted. `gamesSoFar` counts every game
   * generated up to this one, add-ons included.
   */
  place(u: number, kind: string, price: number, counts: boolean, gamesSoFar: number): number {
    const lean = (LEAN[kind] ?? 1) * (price === 0 ? FREE_TO_PLAY_LEAN : priceLean(price));
    if (counts) {
      this.released++;
      this.kinds.set(lean, (this.kinds.get(lean) ?? 0) + 1);
    }
    const q = Math.pow(u, lean);
    // The market-wide quantile: the share of counted games of every kind expected to sit above q.
    let above = 0;
    let total = 0;
    for (const [otherLean, count] of this.kinds) {
      above += count * Math.pow(q, 1 / otherLean);
      total += count;
    }
    const quantile = total > 0 ? above / total : q;
    const market = this.expectedMarket(gamesSoFar);
    return realRankOf(this.leaders + 1 + quantile * Math.max(0, market - this.leaders - 1), market);
  }
}
