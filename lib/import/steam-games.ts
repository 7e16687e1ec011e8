// A row of the Steam games CSV (Kaggle "steam-games-december-2023" layout) → ImportGame.
// hltb_single (HowLongToBeat hours) has no column in the schema and is not imported.
import { INT4_MAX, type ImportGame, type RowOrigin } from "@/lib/domain/import/types";
import { cleanText, parseAppId, parseOwnerBounds, parseSteamDate, parseUsd, parseWholeNumber, RowError } from "@/lib/domain/import/values";

export const STEAM_GAMES_REQUIRED_COLUMNS = ["app_id", "name", "release_date"] as const;
export const STEAM_GAMES_COLUMNS = ["name", "release_date", "price", "positive", "negative", "app_id", "min_owners", "max_owners", "hltb_single"] as const;

export function steamGamesRowToGame(fields: Record<string, unknown>, origin: RowOrigin): ImportGame {
  const appId = parseAppId(fields.app_id, "app_id");
  const title = cleanText(fields.name);
  if (title === null) throw new RowError("missing name");
  const positive = parseWholeNumber(fields.positive, "positive", INT4_MAX);
  const negative = parseWholeNumber(fields.negative, "negative", INT4_MAX);
  if ((positive ?? 0) + (negative ?? 0) > INT4_MAX) throw new RowError(`positive + negative: ${(positive ?? 0) + (negative ?? 0)} reviews is too large`);
  const owners = parseOwnerBounds(fields.min_owners, fields.max_owners);
  return {
    appId,
    title,
    releaseDate: parseSteamDate(fields.release_date),
    priceUsd: parseUsd(fields.price, "price"),
    developers: null,
    publishers: null,
    genres: null,
    tags: null,
    positive,
    negative,
    ownersMin: owners?.min ?? null,
    ownersMax: owners?.max ?? null,
    peakPlayers: null,
    formats: ["steam-games"],
    origins: [origin],
  };
}
