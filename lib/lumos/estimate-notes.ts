// How the estimated figures Lumos quotes are made, in one sentence each, from the revenue model the game page's
// "Revenue estimate" section uses (lib/domain/estimates.ts): its multipliers, shares and free-to-play spending are
// read from there, so an answer and a game page never disagree on a method. The model itself has no general text
// for a figure yet (its notes are per game); these sentences are the one place Lumos words them.
import { boxleiterMultiplier, FREE_TO_PLAY, netShareOfList, STORE_CUT } from "@/lib/domain/estimates";
import type { Metric } from "./query-schema";

/** The figures that are estimates, not counts: the order in which their notes are given. */
export const ESTIMATED_METRICS: readonly Metric[] = ["copies_sold", "total_players", "revenue", "arpu"];

const percent = (share: number) => `${Math.round(share * 100)}%`;
const TWO_YEARS = 730;

/** Which games the note is about: premium ones, free-to-play ones, or either. */
type Model = boolean | null | undefined;

function noteOf(metric: Metric, freeToPlay: Model): string {
  switch (metric) {
    case "copies_sold":
      return `copies sold are reviews × the Boxleiter multiplier of the release year (${boxleiterMultiplier(2013)} up to 2013, ${boxleiterMultiplier(2023)} from 2023)`;
    case "total_players":
      return "total players are the owners estimate (SteamSpy's range midpoint for imported Steam games)";
    case "revenue": {
      const premium = `copies × list price × what a copy nets after the store's ${percent(STORE_CUT)} cut, refunds and taxes, regional prices and discounts (${percent(netShareOfList(0))} of list at launch, ${percent(netShareOfList(TWO_YEARS))} after two years)`;
      const spending = `players × in-game spending (${percent(FREE_TO_PLAY.payerShare)} of players pay $${FREE_TO_PLAY.spendPerPayerYear} a year, for up to ${FREE_TO_PLAY.maxYears} years)`;
      const how = freeToPlay === true ? spending : freeToPlay === false ? premium : `${premium}, or for a free-to-play game ${spending}`;
      return `revenue is net to the developer: ${how}`;
    }
    case "arpu":
      return "ARPU is revenue ÷ total players";
    default:
      return "";
  }
}

/**
 * One sentence naming how each estimated figure among `metrics` is made (ARPU brings the revenue's with it), and
 * where a game's methods are set side by side; null when none of the figures is an estimate. `freeToPlay` narrows
 * the revenue's method to the business model of the games quoted, when they share one.
 */
export function estimateNote(metrics: Iterable<Metric | string | null | undefined>, freeToPlay?: Model): string | null {
  const asked = new Set<string>();
  for (const metric of metrics) if (metric) asked.add(metric);
  if (asked.has("arpu")) asked.add("revenue");
  const notes = ESTIMATED_METRICS.filter((metric) => asked.has(metric)).map((metric) => noteOf(metric, freeToPlay));
  if (notes.length === 0) return null;
  return `Estimates: ${notes.join("; ")}. A game's page sets its reviews, owners and launch-players methods side by side.`;
}
