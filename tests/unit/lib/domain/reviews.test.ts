import { reviewScore } from "@/lib/domain/reviews";

describe("reviewScore", () => {
  it("is the share of reviews that are positive, 0–100 with one decimal", () => {
    expect(reviewScore(1_659_573, 355_797)).toBe(82.3);
    expect(reviewScore(10, 0)).toBe(100);
    expect(reviewScore(0, 10)).toBe(0);
  });

  it("has no figure under 10 reviews, as Steam shows none", () => {
    expect(reviewScore(9, 0)).toBeNull();
    expect(reviewScore(0, 0)).toBeNull();
    expect(reviewScore(null, null)).toBeNull();
  });
});
