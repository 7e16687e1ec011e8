import { FREE_TO_PLAY_LIFT, FREE_TO_PLAY_SHARE, PAID_PRICES, POSITIVE_SHARE_BY_REVIEWS, RELEASES_BY_YEAR } from "@/lib/demo/market-fit";
import { readRealMarket } from "../../../../scripts/fit-market";

describe("the prices, release years and review scores the demo market is drawn from", () => {
  it("are the ones the real Steam files give (run scripts/fit-market.ts when they drift)", () => {
    const fit = readRealMarket();
    expect({ FREE_TO_PLAY_SHARE, PAID_PRICES, RELEASES_BY_YEAR, POSITIVE_SHARE_BY_REVIEWS, FREE_TO_PLAY_LIFT }).toEqual({
      FREE_TO_PLAY_SHARE: fit.freeToPlayShare,
      PAID_PRICES: fit.paidPrices,
      RELEASES_BY_YEAR: fit.releasesByYear,
      POSITIVE_SHARE_BY_REVIEWS: fit.positiveShareByReviews,
      FREE_TO_PLAY_LIFT: fit.freeToPlayLift,
    });
  });

  it("hold list prices only (x.x9), whole years only, and positive shares rising with each percentile", () => {
    for (const [price] of PAID_PRICES) expect(Math.round(price * 100) % 10).toBe(9);
    expect(PAID_PRICES.reduce((sum, [, share]) => sum + share, 0)).toBeCloseTo(1, 2);
    expect(RELEASES_BY_YEAR.at(-1)![0]).toBe(2022);
    for (const [, quantiles] of POSITIVE_SHARE_BY_REVIEWS) {
      expect(quantiles).toHaveLength(21);
      expect([...quantiles].sort((a, b) => a - b)).toEqual(quantiles);
    }
    expect(FREE_TO_PLAY_LIFT.MOBA).toBeGreaterThan(2);
  });
});
