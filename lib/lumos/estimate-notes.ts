// How the estimated figures Lumos quotes are made: the screens' notes (lib/ui/estimate-notes.ts, written from the
// revenue model of lib/domain/estimates.ts), so an answer, a game page and market research never word a method twice;
// and what the sentiment Lumos quotes is made of.
import { estimateNoteText, revenueNoteText, type EstimatedFigure } from "@/lib/ui/estimate-notes";
import { REVIEW_SCORE_MIN_REVIEWS } from "@/lib/domain/reviews";
import type { Metric } from "./query-schema";

/** The words that open the notes on how estimated figures are made. */
export const ESTIMATES_LEAD = "How these figures are estimated.";

/** The figures that are estimates, not counts: the order in which their notes are given. */
export const ESTIMATED_METRICS: readonly Metric[] = ["copies_sold", "total_players", "revenue", "arpu"];

/** Which games the note is about: premium ones, free-to-play ones, or either. */
type Model = boolean | null | undefined;

function noteOf(metric: Metric, freeToPlay: Model): string {
  if (metric === "revenue" && typeof freeToPlay === "boolean") return revenueNoteText(freeToPlay);
  return estimateNoteText(metric as EstimatedFigure);
}

/** What the sentiment figure is made of (lib/lumos/criteria.ts, sentimentOf): a game's own scores, else its reviews. */
export const SENTIMENT_NOTE = `Sentiment is the average of a game's monthly scores, or, for a game without them, the share of its reviews that are positive (from ${REVIEW_SCORE_MIN_REVIEWS} reviews).`;

/**
 * The notes of the figures among `metrics` that are not plain counts: the estimated ones (ARPU brings the revenue's
 * with it) and where a game's methods are set side by side, then the sentiment's sources; null when there is none.
 * `freeToPlay` narrows the revenue's note to the business model of the games quoted, when they share one.
 */
export function figureNotes(metrics: Iterable<Metric | string | null | undefined>, freeToPlay?: Model): string | null {
  const asked = new Set<string>();
  for (const metric of metrics) if (metric) asked.add(metric);
  if (asked.has("arpu")) asked.add("revenue");
  const notes = ESTIMATED_METRICS.filter((metric) => asked.has(metric)).map((metric) => noteOf(metric, freeToPlay));
  const sentences = notes.length
    ? [`${ESTIMATES_LEAD} ${notes.join(" ")} A game's page sets its reviews, owners and launch-players methods side by side.`]
    : [];
  if (asked.has("sentiment")) sentences.push(SENTIMENT_NOTE);
  return sentences.length ? sentences.join(" ") : null;
}
