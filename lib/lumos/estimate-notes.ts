// How the estimated figures Lumos quotes are made: the screens' notes (lib/ui/estimate-notes.ts, written from the
// revenue model of lib/domain/estimates.ts), so an answer, a game page and market research never word a method twice.
import { estimateNoteText, revenueNoteText, type EstimatedFigure } from "@/lib/ui/estimate-notes";
import type { Metric } from "./query-schema";

/** The figures that are estimates, not counts: the order in which their notes are given. */
export const ESTIMATED_METRICS: readonly Metric[] = ["copies_sold", "total_players", "revenue", "arpu"];

/** Which games the note is about: premium ones, free-to-play ones, or either. */
type Model = boolean | null | undefined;

function noteOf(metric: Metric, freeToPlay: Model): string {
  if (metric === "revenue" && typeof freeToPlay === "boolean") return revenueNoteText(freeToPlay);
  return estimateNoteText(metric as EstimatedFigure);
}

/**
 * The notes of the estimated figures among `metrics` (ARPU brings the revenue's with it), and where a game's methods
 * are set side by side; null when none of the figures is an estimate. `freeToPlay` narrows the revenue's note to the
 * business model of the games quoted, when they share one.
 */
export function estimateNote(metrics: Iterable<Metric | string | null | undefined>, freeToPlay?: Model): string | null {
  const asked = new Set<string>();
  for (const metric of metrics) if (metric) asked.add(metric);
  if (asked.has("arpu")) asked.add("revenue");
  const notes = ESTIMATED_METRICS.filter((metric) => asked.has(metric)).map((metric) => noteOf(metric, freeToPlay));
  if (notes.length === 0) return null;
  return `How these figures are estimated. ${notes.join(" ")} A game's page sets its reviews, owners and launch-players methods side by side.`;
}
