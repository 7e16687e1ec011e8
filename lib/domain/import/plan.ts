// Pure decisions of the writer: what an imported game's rows hold, given what the database already knows about it.
// The estimates use the demo generator's market model (lib/demo/generate.ts), so imported and generated games
// are measured alike: copies = reviews × the Boxleiter multiplier of the release year, net revenue = copies × list
// price × what a copy nets at the game's age (lib/domain/estimates.ts), or in-game spending for free-to-play games.
import { APP_ID_NEIGHBOURS, boxleiterMultiplier, freeToPlayArpu, netShareOfList, releaseFromNeighbours, undatedAge } from "@/lib/domain/estimates";
import { DLC_GAME_TYPE_ID, EARLY_ACCESS_GAME_TYPE_ID, MAIN_GAME_TYPE_ID, SOFTWARE_GAME_TYPE_ID } from "@/lib/domain/game-types";
import { dlcFromTitle } from "./dlc";
import type { ImportGame, PartialDate } from "./types";
import { dayBefore, earliestIsoDay, msrpText, ownersMidpoint, parsePublicationDateText, publicationDateText } from "./values";

export const WINDOWS_PLATFORM_ID = 3;
export const STEAM_PUBLICATION = { distributionId: 183, localityId: 16, editionId: 0 } as const;
export { GENRE_TYPE_ID } from "@/lib/domain/classifications";
export { DLC_GAME_TYPE_ID, EARLY_ACCESS_GAME_TYPE_ID, MAIN_GAME_TYPE_ID, SOFTWARE_GAME_TYPE_ID } from "@/lib/domain/game-types";

/**
 * Steam's genres for applications that are not games (its store's Software section: Blender, Wallpaper Engine,
 * Source Filmmaker). Education is left out: games that teach are games.
 */
const SOFTWARE_GENRES = new Set([
  "accounting",
  "animation & modeling",
  "audio production",
  "design & illustration",
  "game development",
  "photo editing",
  "software training",
  "utilities",
  "video production",
  "web publishing",
]);

/** What the database holds about a game the import matched by steam_app_id. */
export interface ExistingGame {
  id: number;
  source: string;
  gameTypeId: number;
  parentGameId: number | null;
  /** The Steam publication's release_date text, if the game has one. */
  publicationDate: string | null;
  stats: {
    launchPrice: number;
    reviewCount: number;
    positiveReviewRatio: number;
    positiveReviews: number;
    negativeReviews: number;
    ownersMin: number | null;
    ownersMax: number | null;
    launchPeakPlayers: number;
    followers: number;
  } | null;
}

export interface MarketStats {
  isFreeToPlay: boolean;
  launchPrice: number;
  reviewCount: number;
  positiveReviewRatio: number;
  positiveReviews: number;
  negativeReviews: number;
  boxleiterMultiplier: number;
  copiesSoldBoxleiter: number;
  predictedRevenueBoxleiter: number;
  totalPlayers: number;
  lifetimeRevenue: number;
  launchPeakPlayers: number;
  followers: number;
  ownersMin: number | null;
  ownersMax: number | null;
  isEstimated: true;
}

export interface MarketInputs {
  positive: number;
  negative: number;
  priceUsd: number;
  releaseYear: number;
  /**
   * Days from the release to the as-of date (0 for a release on or after it); for a game with no release date, from its
   * first day of player counts; null when neither is known (the models then take their least: see estimateMarketStats).
   */
  ageDays: number | null;
  ownersMin: number | null;
  ownersMax: number | null;
  launchPeakPlayers: number;
  followers: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The game_market_stats row of an imported game. Lifetime revenue is the Boxleiter prediction (the sources carry
 * no sales) at what a copy nets at the game's age; a free-to-play game's is its players × the in-game spending
 * model. Total players are the owners estimate (the midpoint of the range), or the copies estimate without one.
 */
export function estimateMarketStats(inputs: MarketInputs): MarketStats {
  const reviewCount = inputs.positive + inputs.negative;
  const multiplier = boxleiterMultiplier(inputs.releaseYear);
  const hasOwners = inputs.ownersMin !== null && inputs.ownersMax !== null;
  const ownersEstimate = hasOwners ? ownersMidpoint({ min: inputs.ownersMin!, max: inputs.ownersMax! }) : null;
  // Every review needs a copy: more reviews than the most owners there can be are another app's (an edition or a test
  // server sharing the store page's reviews), so the copies are the owners estimate, not a multiple of them.
  const copies = ownersEstimate !== null && reviewsBeyondOwners(reviewCount, inputs.ownersMax) ? ownersEstimate : reviewCount * multiplier;
  const freeToPlay = inputs.priceUsd === 0;
  // An unknown age: discounts at their full depth and three months of in-game spending, as the game page's estimates.
  const netShare = netShareOfList(inputs.ageDays ?? Number.POSITIVE_INFINITY);
  const arpu = freeToPlayArpu(inputs.ageDays ?? 0);
  const revenue = round2(freeToPlay ? arpu * copies : netShare * inputs.priceUsd * copies);
  const totalPlayers = ownersEstimate ?? copies;
  return {
    isFreeToPlay: freeToPlay,
    launchPrice: inputs.priceUsd,
    reviewCount,
    positiveReviewRatio: reviewCount > 0 ? Math.round((inputs.positive / reviewCount) * 1000) / 1000 : 0,
    positiveReviews: inputs.positive,
    negativeReviews: inputs.negative,
    boxleiterMultiplier: multiplier,
    copiesSoldBoxleiter: copies,
    predictedRevenueBoxleiter: revenue,
    totalPlayers,
    lifetimeRevenue: freeToPlay ? round2(arpu * totalPlayers) : revenue,
    launchPeakPlayers: inputs.launchPeakPlayers,
    followers: inputs.followers,
    ownersMin: hasOwners ? inputs.ownersMin : null,
    ownersMax: hasOwners ? inputs.ownersMax : null,
    isEstimated: true,
  };
}

/** More reviews than the most owners the range allows: the reviews cannot be the app's own. */
export function reviewsBeyondOwners(reviewCount: number, ownersMax: number | null): boolean {
  return ownersMax !== null && reviewCount > ownersMax;
}

export interface PlannedGame {
  title: string;
  gameTypeId: number;
  /** The DLC's base title, to look its parent up among the imported games. */
  dlcBaseTitle: string | null;
  source: string;
  /** New publication date text, or null to keep the publication as it is (or to have none). msrp likewise. */
  publicationDate: string | null;
  publicationDateTime: string | null;
  msrp: string | null;
  stats: MarketStats;
  /** The row of daily_player_counts to write (SteamSpy's ccu), or null. */
  peakPlayers: number | null;
}

/** "steamspy+steam-games": the sources a game's rows came from, existing ones kept ("demo" included). */
export function mergeSources(existing: string | null, formats: readonly string[]): string {
  const tokens = new Set((existing ?? "").split("+").filter((token) => token !== ""));
  for (const format of formats) tokens.add(format);
  return [...tokens].sort().join("+");
}

function yearOfPublicationText(text: string | null): number | null {
  const parsed = parsePublicationDateText(text);
  if (parsed) return parsed.year;
  const match = text ? /(\d{4})$/.exec(text.trim()) : null;
  return match ? Number(match[1]) : null;
}

/**
 * For each imported game without a release date, the release it most likely had (releaseFromNeighbours): the dated
 * games around its app id are the database's (`dated`, first releases by `asOf`) and this import's, the earlier release
 * of the two where both date a game, as the game page reads them back after the import.
 */
export function releasesByAppId(games: readonly ImportGame[], dated: ReadonlyArray<{ appId: number; releasedOn: string }>, asOf: string): Map<number, string> {
  const first = new Map<number, string>();
  const keep = (appId: number, releasedOn: string) => {
    const known = first.get(appId);
    if (releasedOn <= asOf && (known === undefined || releasedOn < known)) first.set(appId, releasedOn);
  };
  for (const game of dated) keep(game.appId, game.releasedOn.slice(0, 10));
  for (const game of games) if (game.releaseDate) keep(game.appId, earliestIsoDay(game.releaseDate));
  const sorted = [...first].map(([appId, releasedOn]) => ({ appId, releasedOn })).sort((a, b) => a.appId - b.appId);
  const result = new Map<number, string>();
  for (const game of games) {
    if (game.releaseDate) continue;
    // The nearest are within APP_ID_NEIGHBOURS places either side of where its app id falls.
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (sorted[middle].appId < game.appId) low = middle + 1;
      else high = middle;
    }
    const release = releaseFromNeighbours(game.appId, sorted.slice(Math.max(0, low - APP_ID_NEIGHBOURS), low + APP_ID_NEIGHBOURS + 1));
    if (release !== null) result.set(game.appId, release);
  }
  return result;
}

/**
 * Everything the writer stores for one game. Fields the import does not know keep the database's value
 * (price, reviews, owners, launch peak, release date); a game with no release date anywhere takes the
 * as-of year for its Boxleiter multiplier (the lowest multiplier, so the estimate errs low).
 */
export function planGame(game: ImportGame, existing: ExistingGame | null, asOf: string, releaseByAppId: string | null = null): PlannedGame {
  const asOfYear = Number(asOf.slice(0, 4));
  const stats = existing?.stats ?? null;
  const dlc = dlcFromTitle(game.title);
  const gameTypeId = dlc ? DLC_GAME_TYPE_ID : (typeFromGenres(game.genres, existing?.gameTypeId ?? null) ?? existing?.gameTypeId ?? MAIN_GAME_TYPE_ID);

  let positive = game.positive;
  let negative = game.negative;
  if (positive === null && negative === null && stats) {
    positive = stats.positiveReviews;
    negative = stats.negativeReviews;
  }
  const priceUsd = game.priceUsd ?? stats?.launchPrice ?? 0;
  const hasOwners = game.ownersMin !== null && game.ownersMax !== null;
  const releaseDate: PartialDate | null = game.releaseDate;
  const knownYear = releaseDate?.year ?? yearOfPublicationText(existing?.publicationDate ?? null);
  const releaseYear = knownYear ?? asOfYear;
  // A year alone counts from its middle.
  const released = releaseDate ?? parsePublicationDateText(existing?.publicationDate ?? null);
  const releasedOn = released ? earliestIsoDay(released) : knownYear !== null ? `${knownYear}-07-01` : null;
  const daysTo = (from: string) => Math.max(0, Math.round((Date.parse(asOf) - Date.parse(from)) / 86_400_000));
  // No release date anywhere: as old as the games with the nearest app ids (`releaseByAppId`), or, when that is younger
  // or unknown, a game with SteamSpy's ccu has players on the day before the as-of date, so it is out and at least that
  // old (lib/domain/estimates: undatedAge, as the game page's estimates); with neither its age is unknown.
  const ageDays =
    releasedOn !== null
      ? daysTo(releasedOn)
      : undatedAge({ releaseByAppId, firstPlayerCountDay: game.peakPlayers !== null ? dayBefore(asOf) : null }, asOf).ageDays;

  return {
    title: game.title,
    gameTypeId,
    dlcBaseTitle: dlc?.baseTitle ?? null,
    source: mergeSources(existing?.source ?? null, game.formats),
    publicationDate: releaseDate ? publicationDateText(releaseDate) : null,
    publicationDateTime: releaseDate ? `${earliestIsoDay(releaseDate)}T00:00:00.000Z` : null,
    msrp: game.priceUsd !== null ? msrpText(game.priceUsd) : null,
    stats: estimateMarketStats({
      positive: positive ?? 0,
      negative: negative ?? 0,
      priceUsd,
      releaseYear,
      ageDays,
      ownersMin: hasOwners ? game.ownersMin : (stats?.ownersMin ?? null),
      ownersMax: hasOwners ? game.ownersMax : (stats?.ownersMax ?? null),
      launchPeakPlayers: game.peakPlayers ?? stats?.launchPeakPlayers ?? 0,
      followers: stats?.followers ?? 0,
    }),
    peakPlayers: game.peakPlayers,
  };
}

/**
 * The type SteamSpy's genre column gives: an application with one of Steam's software genres is Software, whatever
 * else it lists (Wallpaper Engine is "Casual, Indie, …, Utilities"). Steam lists a game in Early Access under the genre
 * "Early Access" and drops it when the game comes out: such a game is of the Early Access type, and one whose genres no
 * longer say so (or no longer name a software genre) is a main game again. Null: the genres say nothing new (none
 * given, or none of these cases).
 */
function typeFromGenres(genres: readonly string[] | null, existingTypeId: number | null): number | null {
  if (genres === null) return null;
  if (genres.some((genre) => SOFTWARE_GENRES.has(genre.toLowerCase()))) return SOFTWARE_GAME_TYPE_ID;
  if (genres.some((genre) => genre.toLowerCase() === "early access")) return EARLY_ACCESS_GAME_TYPE_ID;
  return existingTypeId === EARLY_ACCESS_GAME_TYPE_ID || existingTypeId === SOFTWARE_GAME_TYPE_ID ? MAIN_GAME_TYPE_ID : null;
}

export type CompanySize = "Indie" | "AA" | "AAA";

/**
 * The developer-size filter needs a size for every company, and the sources give none. A company all of whose
 * games carry Steam's "Indie" genre (which developers declare themselves) is Indie; otherwise its biggest imported
 * game decides: 5 million players or more is AAA, 500,000 or more AA, fewer Indie. indieLabelled is null for a
 * game without genres.
 */
export function companySizeFor(games: ReadonlyArray<{ indieLabelled: boolean | null; players: number }>): CompanySize {
  const labelled = games.filter((game) => game.indieLabelled !== null);
  if (labelled.length > 0 && labelled.every((game) => game.indieLabelled)) return "Indie";
  const largest = Math.max(0, ...games.map((game) => game.players));
  return largest >= 5_000_000 ? "AAA" : largest >= 500_000 ? "AA" : "Indie";
}

export interface ClassificationCandidate {
  id: number;
  typeId: number;
  deprecated: boolean;
}

/**
 * Which existing classification a genre or tag name means, among those with that name (lower-cased): one of the
 * preferred type first (Genre for genres, Steam Tag for tags), then a current one over a deprecated one, then the
 * lowest id. Null when no classification has the name.
 */
export function chooseClassification<T extends ClassificationCandidate>(candidates: readonly T[], preferredTypeId: number): T | null {
  if (candidates.length === 0) return null;
  return [...candidates].sort(
    (a, b) => Number(b.typeId === preferredTypeId) - Number(a.typeId === preferredTypeId) || Number(a.deprecated) - Number(b.deprecated) || a.id - b.id,
  )[0];
}
