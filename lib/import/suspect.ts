// Rows an import keeps but the report lists as suspect: figures no real game has, or a date the data cannot hold.
// They are written like any other row (a wrong-looking row is often a real oddity); the user decides.
import type { ImportGame, RowOrigin } from "@/lib/domain/import/types";
import { reviewsBeyondOwners } from "@/lib/domain/import/plan";
import { earliestIsoDay } from "@/lib/domain/import/values";
import { formatInteger, formatValue } from "@/lib/ui/format";

/** Before this day no game was sold; a release before it is a stand-in date ("1900"). */
export const EARLIEST_PLAUSIBLE_RELEASE = "1970-01-01";
/** More owners than Steam has accounts (about a billion registered, taken as the ceiling). */
export const MAX_PLAUSIBLE_OWNERS = 1_000_000_000;
/** Steam's price ceiling for a game is far below this; a higher list price is a unit slip (cents read as dollars). */
export const MAX_PLAUSIBLE_PRICE_USD = 1000;

export interface SuspectRow extends RowOrigin {
  appId: number;
  title: string;
  reasons: string[];
}

/** Why a game's figures or dates look wrong for data as of `asOf` (YYYY-MM-DD); empty when nothing does. */
export function suspectReasons(game: ImportGame, asOf: string): string[] {
  const reasons: string[] = [];
  if (game.releaseDate) {
    const day = earliestIsoDay(game.releaseDate);
    if (day < EARLIEST_PLAUSIBLE_RELEASE) reasons.push(`released ${day}, before any game was sold`);
    else if (day > asOf) reasons.push(`released ${day}, after the data's as-of date ${asOf}`);
  }
  if (game.ownersMin !== null && game.ownersMin > MAX_PLAUSIBLE_OWNERS) {
    reasons.push(`${formatInteger(game.ownersMin)} owners at least, more than Steam has accounts`);
  }
  const reviews = (game.positive ?? 0) + (game.negative ?? 0);
  if (game.ownersMax !== null && reviewsBeyondOwners(reviews, game.ownersMax))
    reasons.push(
      `${formatInteger(reviews)} reviews, more than its ${formatInteger(game.ownersMax)} owners at most: another app's reviews (an edition or test server sharing the store page); copies are estimated from the owners`,
    );
  if (game.priceUsd !== null && game.priceUsd > MAX_PLAUSIBLE_PRICE_USD)
    reasons.push(`priced ${formatValue("usd", game.priceUsd)}, over ${formatValue("usd", MAX_PLAUSIBLE_PRICE_USD)}`);
  return reasons;
}

/** The suspect games of an import, each at the first row that gave it, in file and line order. */
export function findSuspectRows(games: readonly ImportGame[], asOf: string): SuspectRow[] {
  const suspects: SuspectRow[] = [];
  for (const game of games) {
    const reasons = suspectReasons(game, asOf);
    if (reasons.length === 0) continue;
    const origin = game.origins[0];
    suspects.push({ file: origin.file, line: origin.line, appId: game.appId, title: game.title, reasons });
  }
  return suspects.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
