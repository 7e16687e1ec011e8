// "How this is estimated" for every estimated figure the screens show (issue 15, part 3): the method and its inputs,
// written once from the constants of the estimate model (lib/domain/estimates.ts) so a note never says other numbers
// than the model uses. The game header, the revenue section and market research's columns all read them from here.
import { AVERAGE_DISCOUNT_DEPTH, boxleiterMultiplier, FREE_TO_PLAY, REFUNDS_AND_TAXES, REGIONAL_PRICING, STORE_CUT } from "@/lib/domain/estimates";
import { formatArpu } from "./format";

export type EstimatedFigure = "copies_sold" | "total_players" | "revenue" | "boxleiter_revenue" | "arpu";

export interface EstimateNote {
  /** The method, named as analysts know it. */
  method: string;
  /** What it multiplies or divides, and the model's constants; a clause, to follow the method after a colon. */
  inputs: string;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

const REVIEW_MULTIPLIER = `the game's Steam reviews × the review multiplier of its release year (${boxleiterMultiplier(2013)} for 2013 and before, falling to ${boxleiterMultiplier(2023)} from 2023 as Steam grew)`;

const NET_PER_COPY = `the launch list price × what a copy nets: ${percent(1 - STORE_CUT)} after the store's cut, ${percent(1 - REFUNDS_AND_TAXES)} after refunds and taxes, ${percent(REGIONAL_PRICING)} for regional prices, and discounts that deepen with the game's age to about ${percent(AVERAGE_DISCOUNT_DEPTH)} off`;

const SPENDING = `players × in-game spending (${percent(FREE_TO_PLAY.payerShare)} of players pay, ${formatArpu(FREE_TO_PLAY.spendPerPayerYear)} a year each, for up to ${FREE_TO_PLAY.maxYears} years of play)`;
const FREE_TO_PLAY_SPENDING = `for a free-to-play game, ${SPENDING} instead`;

/** Revenue of a premium game: the revenue note's first half (FREE_TO_PLAY_SPENDING is the second). */
const PREMIUM_REVENUE = `copies sold (the owners estimate; for an imported game, the review-multiplier copies) × ${NET_PER_COPY}`;

export const ESTIMATE_NOTES: Record<EstimatedFigure, EstimateNote> = {
  copies_sold: { method: "Review multiplier (Boxleiter)", inputs: `${REVIEW_MULTIPLIER}.` },
  total_players: {
    method: "Owners estimate",
    inputs:
      "SteamSpy's owners range (its midpoint) for an imported game, or its review-multiplier copies without a range; the market's owners count otherwise. Accounts, not buyers, for a free-to-play game.",
  },
  revenue: { method: "Copies × net price", inputs: `${PREMIUM_REVENUE}; ${FREE_TO_PLAY_SPENDING}.` },
  boxleiter_revenue: { method: "Review multiplier (Boxleiter) × net price", inputs: `${REVIEW_MULTIPLIER} × ${NET_PER_COPY}.` },
  arpu: { method: "Revenue per player", inputs: "lifetime revenue ÷ total players, both estimated as their notes say." },
};

/** The inputs as a sentence of their own. */
export function estimateInputsSentence(figure: EstimatedFigure): string {
  const { inputs } = ESTIMATE_NOTES[figure];
  return `${inputs[0].toUpperCase()}${inputs.slice(1)}`;
}

/** A note as one sentence, for a column chooser or a description. */
export function estimateNoteText(figure: EstimatedFigure): string {
  const note = ESTIMATE_NOTES[figure];
  return `${note.method}: ${note.inputs}`;
}

/**
 * The revenue note for games of one business model only (a Lumos answer quoting only premium or only free-to-play
 * games): the other model's half is left out.
 */
export function revenueNoteText(freeToPlay: boolean): string {
  const { method } = ESTIMATE_NOTES.revenue;
  return freeToPlay ? `In-game spending: ${SPENDING}.` : `${method}: ${PREMIUM_REVENUE}.`;
}
