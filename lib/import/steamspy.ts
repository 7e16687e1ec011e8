// A SteamSpy API record (CSV row or JSON object) → ImportGame. Field names as the API spells them.
import { splitCompanyList } from "./companies";
import { DictLiteralError, parsePythonDictLiteral } from "./python-dict";
import { INT4_MAX, type ImportGame, type RowOrigin, type TagVotes } from "@/lib/domain/import/types";
import { cleanText, parseAppId, parseCents, parseOwnersRange, parseSteamDate, parseWholeNumber, RowError } from "@/lib/domain/import/values";

export const STEAMSPY_REQUIRED_COLUMNS = ["appid", "name", "owners"] as const;
export const STEAMSPY_COLUMNS = [
  "appid",
  "name",
  "developer",
  "publisher",
  "score_rank",
  "positive",
  "negative",
  "userscore",
  "owners",
  "average_forever",
  "average_2weeks",
  "median_forever",
  "median_2weeks",
  "price",
  "initialprice",
  "discount",
  "languages",
  "genre",
  "ccu",
  "tags",
] as const;

const nonEmpty = <T>(list: T[]): T[] | null => (list.length > 0 ? list : null);

/** Genres are ", "-joined display names ("Action, Free to Play"); none contains a comma. */
export function splitGenres(raw: unknown): string[] {
  const text = cleanText(raw);
  if (text === null) return [];
  const seen = new Set<string>();
  const genres: string[] = [];
  for (const part of text.split(",")) {
    const genre = part.trim();
    if (genre === "" || seen.has(genre.toLowerCase())) continue;
    seen.add(genre.toLowerCase());
    genres.push(genre);
  }
  return genres;
}

/** Tags as the CSV dump holds them (a Python dict literal) or as the JSON API returns them (an object, or [] when none). */
export function readTags(raw: unknown): TagVotes[] {
  let entries: Array<[string, unknown]>;
  if (raw === null || raw === undefined) return [];
  if (typeof raw === "string") {
    if (raw.trim() === "") return [];
    try {
      entries = parsePythonDictLiteral(raw);
    } catch (error) {
      if (error instanceof DictLiteralError) throw new RowError(`tags: not a dict literal (${error.message})`);
      throw error;
    }
  } else if (Array.isArray(raw)) {
    if (raw.length > 0) throw new RowError("tags: expected an object of tag → votes, found a non-empty list");
    return [];
  } else if (typeof raw === "object") {
    entries = Object.entries(raw as Record<string, unknown>);
  } else {
    throw new RowError(`tags: expected an object of tag → votes, found ${JSON.stringify(raw)}`);
  }
  const tags: TagVotes[] = [];
  const seen = new Set<string>();
  for (const [key, value] of entries) {
    const name = cleanText(key);
    const votes = parseWholeNumber(value, `tags: votes of ${JSON.stringify(key)}`);
    if (name === null || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    tags.push({ name, votes: votes ?? 0 });
  }
  // Most votes first; the dump is already in that order, the sort only makes it certain (stable for ties).
  return tags.sort((a, b) => b.votes - a.votes);
}

export function steamSpyRowToGame(fields: Record<string, unknown>, origin: RowOrigin): ImportGame {
  const appId = parseAppId(fields.appid, "appid");
  const title = cleanText(fields.name);
  if (title === null) throw new RowError("missing name");
  const positive = parseWholeNumber(fields.positive, "positive", INT4_MAX);
  const negative = parseWholeNumber(fields.negative, "negative", INT4_MAX);
  if ((positive ?? 0) + (negative ?? 0) > INT4_MAX) throw new RowError(`positive + negative: ${(positive ?? 0) + (negative ?? 0)} reviews is too large`);
  const owners = parseOwnersRange(fields.owners);
  // initialprice is the list price; price is today's, possibly discounted. A zero list price with a non-zero
  // current price only happens in damaged rows, where the current price is the better guess.
  const initialPrice = parseCents(fields.initialprice, "initialprice");
  const currentPrice = parseCents(fields.price, "price");
  const priceUsd = initialPrice !== null && (initialPrice > 0 || currentPrice === null || currentPrice === 0) ? initialPrice : currentPrice;
  return {
    appId,
    title,
    releaseDate: "release_date" in fields ? parseSteamDate(fields.release_date) : null,
    priceUsd,
    developers: nonEmpty(splitCompanyList(fields.developer)),
    publishers: nonEmpty(splitCompanyList(fields.publisher)),
    genres: nonEmpty(splitGenres(fields.genre)),
    tags: nonEmpty(readTags(fields.tags)),
    positive,
    negative,
    ownersMin: owners?.min ?? null,
    ownersMax: owners?.max ?? null,
    peakPlayers: parseWholeNumber(fields.ccu, "ccu", INT4_MAX),
    formats: ["steamspy"],
    origins: [origin],
  };
}
