/** Steam shows no review score below ten reviews: fewer say too little to be a share. */
export const REVIEW_SCORE_MIN_REVIEWS = 10;

/**
 * A game's review score: the share of its reviews that are positive, 0–100 with one decimal, as Steam states it under
 * its verdicts ("Very Positive" from 80%); null with fewer than REVIEW_SCORE_MIN_REVIEWS reviews.
 */
export function reviewScore(positive: number | null, negative: number | null): number | null {
  const reviews = (positive ?? 0) + (negative ?? 0);
  if (reviews < REVIEW_SCORE_MIN_REVIEWS) return null;
  return Math.round(((positive ?? 0) / reviews) * 1000) / 10;
}
