// How copies, players and revenue are estimated, by three methods that analysts use on Steam and that read different
// inputs: the review multiplier by release year (Boxleiter), the owners estimate (SteamSpy) times what a copy nets,
// and the launch-day peak of concurrent players run forward along a typical sales curve. Pure: the demo generator,
// the importer and the game breakdown (lib/data/market.ts) all read their figures from here.
import { formatMonthOfDay } from "./dates";

/** The store keeps 30% of a sale. */
export const STORE_CUT = 0.3;
/** Refunds and sales taxes the list price includes. */
export const REFUNDS_AND_TAXES = 0.08;
/** Regional prices: a copy sold outside the US brings about 85% of the US list price on average. */
export const REGIONAL_PRICING = 0.85;
/** The average game's deepest lifetime discount: with sales, the average copy of an old game sells 40% below list. */
export const AVERAGE_DISCOUNT_DEPTH = 0.4;
/** Years over which discounts deepen to their full depth (the first sales come a few months after launch). */
const DISCOUNT_YEARS = 2;

/** First-week sales per player of the launch-day peak (Steam's launch weeks: about 20 buyers per concurrent player). */
export const FIRST_WEEK_SALES_PER_PEAK_PLAYER = 20;
/** The typical sales curve: sales fall from launch with this time constant (days) to this share of the launch rate. */
export const TYPICAL_SALES_CURVE = { premium: { tau: 24, floor: 0.006 }, freeToPlay: { tau: 70, floor: 0.04 } } as const;

/** Free-to-play spending: the share of players who ever pay, and what a paying player spends per year of play. */
export const FREE_TO_PLAY = { payerShare: 0.03, spendPerPayerYear: 25, maxYears: 5 } as const;

const DAYS_PER_YEAR = 365.25;

/**
 * Revenue per player: lifetime revenue ÷ total players. An imported premium game's revenue is its copies (reviews ×
 * the Boxleiter multiplier) × net price, and its total players SteamSpy's owners, whose range can sit far below the
 * copies its reviews imply (a new release listed at 0–20,000 owners): it divides by the copies then, as every copy
 * has a player, so its ARPU stays what a copy nets and never many times the list price.
 */
export function revenuePerPlayer(row: {
  revenue: number | null;
  totalPlayers: number | null;
  copies: number | null;
  freeToPlay: boolean;
  estimated: boolean;
}): number | null {
  if (row.revenue === null || !row.totalPlayers) return null;
  const players = row.estimated && !row.freeToPlay ? Math.max(row.totalPlayers, row.copies ?? 0) : row.totalPlayers;
  return row.revenue / players;
}

/** The review multiplier of the Boxleiter method falls as Steam grew: 60 for 2013 and before, 30 from 2023. */
export function boxleiterMultiplier(releaseYear: number): number {
  return Math.min(60, Math.max(30, 60 - (releaseYear - 2013) * 3));
}

/** Cumulative share of a decaying curve by day t: a launch rate falling with tau to floor × the launch rate. */
export function curveIntegral(t: number, floor: number, tau: number): number {
  if (t <= 0) return 0;
  return floor * t + (1 - floor) * tau * (1 - Math.exp(-t / tau));
}

/** The average share of list price a buyer paid, over copies sold in a game's first `ageDays`: full at launch, deeper later. */
export function discountFactor(ageDays: number, depth: number = AVERAGE_DISCOUNT_DEPTH): number {
  return 1 - depth * (1 - Math.exp(-Math.max(0, ageDays) / DAYS_PER_YEAR / DISCOUNT_YEARS));
}

/** What a copy nets the developer, as a share of its list price: store cut, refunds and taxes, regional pricing, discounts. */
export function netShareOfList(ageDays: number, depth: number = AVERAGE_DISCOUNT_DEPTH): number {
  return (1 - STORE_CUT) * (1 - REFUNDS_AND_TAXES) * REGIONAL_PRICING * discountFactor(ageDays, depth);
}

/** Lifetime in-game spending per free-to-play player: payers × their yearly spend × the years played (at most 5). */
export function freeToPlayArpu(ageDays: number, spendScale = 1): number {
  const years = Math.min(FREE_TO_PLAY.maxYears, Math.max(0.25, ageDays / DAYS_PER_YEAR));
  return FREE_TO_PLAY.payerShare * FREE_TO_PLAY.spendPerPayerYear * spendScale * years;
}

/** Lifetime copies (or accounts) ÷ first-week ones on the typical sales curve, `ageDays` after launch. */
export function lifetimeOverFirstWeek(ageDays: number, freeToPlay: boolean): number {
  const { tau, floor } = freeToPlay ? TYPICAL_SALES_CURVE.freeToPlay : TYPICAL_SALES_CURVE.premium;
  return curveIntegral(Math.max(0, ageDays), floor, tau) / curveIntegral(7, floor, tau);
}

/**
 * The market's public records (issue 15), which no estimate passes: the highest concurrent-player peak any Steam game
 * has reached (about 3.3M, PUBG in 2018), the best-selling game of all (past 300M copies, every platform together,
 * so no game has more copies or players on Steam alone), and the most-reviewed Steam games (under 10M reviews).
 */
export const MARKET_RECORDS = { concurrentPlayers: 3_300_000, copies: 300_000_000, reviews: 10_000_000 } as const;

export type EstimateMethodId = "reviews" | "owners" | "launch";

/**
 * How a game's age is known: from its release date; for a game out without one, from the release dates of the games
 * with the nearest Steam app ids (Steam numbers its apps in the order they are made) or from its first day of player
 * counts (it is at least that old), whichever is older; or not at all.
 */
export type AgeSource = "release" | "app-id" | "first-player-count" | "unknown";

/** How many dated games with the nearest Steam app ids date a game that has none. */
export const APP_ID_NEIGHBOURS = 20;

/**
 * The release a game without a date most likely had: the lower quartile of the first releases of the
 * APP_ID_NEIGHBOURS dated games whose Steam app ids are nearest its own (nearer first, the lower app id first on a
 * tie). Steam numbers apps as they are made, and a game comes out after its app id is made, often years after
 * (development, and re-releases of old apps, which is nearly all the dated games among the lowest app ids): the
 * neighbours' releases lean late, their first quarter is nearer when the app ids were handed out. `dated` may hold any
 * games, in any order; null when it holds none.
 */
export function releaseFromNeighbours(appId: number, dated: ReadonlyArray<{ appId: number; releasedOn: string }>): string | null {
  const nearest = [...dated]
    .filter((game) => game.appId !== appId)
    .sort((a, b) => Math.abs(a.appId - appId) - Math.abs(b.appId - appId) || a.appId - b.appId)
    .slice(0, APP_ID_NEIGHBOURS)
    .map((game) => game.releasedOn.slice(0, 10))
    .sort();
  return nearest.length ? nearest[Math.floor((nearest.length - 1) / 4)] : null;
}

/**
 * The age of a game out without a release date on `today`: from the releases of the games with the nearest app ids or
 * from its first day of player counts, whichever is older; unknown with neither.
 */
export function undatedAge(
  facts: { releaseByAppId: string | null; firstPlayerCountDay: string | null },
  today: string,
): { ageDays: number | null; ageFrom: AgeSource } {
  const byAppId = facts.releaseByAppId !== null ? daysBetween(facts.releaseByAppId, today) : null;
  const byCounts = facts.firstPlayerCountDay !== null ? daysBetween(facts.firstPlayerCountDay, today) : null;
  if (byAppId !== null && (byCounts === null || byAppId >= byCounts)) return { ageDays: byAppId, ageFrom: "app-id" };
  if (byCounts !== null) return { ageDays: byCounts, ageFrom: "first-player-count" };
  return { ageDays: null, ageFrom: "unknown" };
}

export interface EstimateInputs {
  freeToPlay: boolean;
  /** US list price at launch, dollars (0 for free-to-play). */
  price: number;
  /**
   * Days from the first release to the market's date; for a game out with no release date, from its first day of player
   * counts (it is at least that old). Null for a game not out yet, or out at an unknown age (ageFrom "unknown").
   */
  ageDays: number | null;
  /** Where ageDays comes from; "release" when left out. */
  ageFrom?: AgeSource;
  /** With ageFrom "app-id": the release releaseFromNeighbours gives, YYYY-MM-DD. */
  releaseByAppId?: string | null;
  releaseYear: number | null;
  reviewCount: number;
  /** The Boxleiter multiplier of the release year. */
  multiplier: number | null;
  /** SteamSpy's owners range when imported; null otherwise. */
  ownersRange: { min: number; max: number } | null;
  /** The stored owners (players) estimate: the range's midpoint, or the market's own count. */
  owners: number;
  launchPeakPlayers: number;
}

export interface MethodEstimate {
  method: EstimateMethodId;
  /** Copies sold (players for free-to-play games); null when the method has no input to go on. */
  copies: number | null;
  /** Net revenue to the developer, dollars. */
  revenue: number | null;
  /** How the figure is computed, with its inputs. */
  note: string;
  /** Why the method's figure was held at a market record (and what it gave), or null when it was not. */
  bounded: string | null;
}

export interface Estimates {
  methods: MethodEstimate[];
  /** Highest ÷ lowest copies among the methods that have a figure; null with fewer than two. */
  spread: number | null;
  /** The methods disagree by more than 2×. */
  disagree: boolean;
  /** What one copy nets, as a share of list price, and how (null for free-to-play). */
  netShare: number | null;
  netShareNote: string;
}

/** Methods that disagree by more than this factor are flagged. */
export const SPREAD_FLAG = 2;

const count = (n: number) => Math.round(n).toLocaleString("en-US");
const percent = (share: number) => `${Math.round(share * 100)}%`;
const dollars = (n: number) => `$${n.toFixed(2)}`;
const years = (ageDays: number) => `${(ageDays / DAYS_PER_YEAR).toFixed(1)} years`;

/** A method's copies held at the best-selling game's record, with why; a figure within it is kept as it is. */
function withinRecords(copies: number | null, unit: string): { copies: number | null; bounded: string | null } {
  if (copies === null || copies <= MARKET_RECORDS.copies) return { copies, bounded: null };
  return {
    copies: MARKET_RECORDS.copies,
    bounded: `Bounded at ${count(MARKET_RECORDS.copies)} ${unit}: the method gives ${count(copies)}, more than any game has (the best-selling game of all is past ${count(MARKET_RECORDS.copies)} copies on every platform together).`,
  };
}

/**
 * The age as the notes say it: "2.0 years", "about 10.1 years (… were out by Jul 2013)", "at least 0.5 years (from
 * its first day of player counts)", "unknown".
 */
function ageText(ageDays: number | null, ageFrom: AgeSource, releaseByAppId: string | null): string {
  if (ageDays === null || ageFrom === "unknown") return "an unknown age (no release date, no player counts)";
  if (ageFrom === "release") return years(ageDays);
  if (ageFrom === "app-id" && releaseByAppId !== null) {
    return `about ${years(ageDays)} (no release date: a quarter of the ${APP_ID_NEIGHBOURS} dated games with the nearest Steam app ids were out by ${formatMonthOfDay(releaseByAppId)})`;
  }
  const atLeast = ageDays < DAYS_PER_YEAR / 2 ? `${ageDays} day${ageDays === 1 ? "" : "s"}` : years(ageDays);
  return `at least ${atLeast} (since its first day of player counts; no release date)`;
}

/**
 * The three estimates of one game side by side, their spread and what a copy nets. A game not out yet has none. A game
 * out at an unknown age is measured as the least the models allow (discounts at their full depth, three months of
 * in-game spending); a game without a release date has no launch-players estimate, which needs the days since launch. No method's copies pass
 * the best-selling game's (MARKET_RECORDS), and no launch peak passes Steam's concurrent-player record: a figure
 * held there says so in its note and `bounded`, and the revenue and the spread use the held figure.
 */
export function estimateGame(inputs: EstimateInputs): Estimates {
  const { freeToPlay, price, ageDays } = inputs;
  const ageFrom: AgeSource = inputs.ageFrom ?? "release";
  if (ageDays === null && ageFrom !== "unknown") {
    return { methods: [], spread: null, disagree: false, netShare: null, netShareNote: "The game is not out yet: nothing is estimated." };
  }
  const ageKnown = ageDays !== null && ageFrom !== "unknown";
  const share = ageKnown ? netShareOfList(ageDays) : netShareOfList(Number.POSITIVE_INFINITY);
  const arpu = freeToPlayArpu(ageKnown ? ageDays : 0);
  const revenueOf = (copies: number | null) => (copies === null ? null : freeToPlay ? copies * arpu : copies * price * share);
  const perCopy = freeToPlay ? `× ${dollars(arpu)} in-game spending per player` : `× ${dollars(price)} list × ${percent(share)} net per copy`;
  const unit = freeToPlay ? "players" : "copies";
  const method = (id: EstimateMethodId, raw: number | null, note: string): MethodEstimate => {
    const held = withinRecords(raw, unit);
    return { method: id, copies: held.copies, revenue: revenueOf(held.copies), note: held.bounded ? `${note}. ${held.bounded}` : note, bounded: held.bounded };
  };

  const methods: MethodEstimate[] = [];
  const reviews = inputs.multiplier !== null && inputs.reviewCount > 0 ? inputs.reviewCount * inputs.multiplier : null;
  const multiplierOf =
    inputs.releaseYear !== null ? `the Boxleiter multiplier of ${inputs.releaseYear}` : "the Boxleiter multiplier; its release year is unknown";
  methods.push(
    method(
      "reviews",
      reviews,
      reviews === null
        ? "No reviews to multiply."
        : `${count(inputs.reviewCount)} reviews × ${inputs.multiplier} (${multiplierOf}) = ${count(reviews)} ${unit}, ${perCopy}`,
    ),
  );
  const owners = inputs.owners > 0 ? inputs.owners : null;
  const ownersSource = inputs.ownersRange
    ? `SteamSpy's ${count(inputs.ownersRange.min)}–${count(inputs.ownersRange.max)} owners (midpoint ${count(inputs.owners)})`
    : `${count(inputs.owners)} owners`;
  methods.push(method("owners", owners, owners === null ? "No owners estimate." : `${ownersSource} ${perCopy}`));
  methods.push(launchMethod(inputs, ageFrom === "release" ? ageDays : null, unit, perCopy, method));

  const figures = methods.map((m) => m.copies).filter((c): c is number => c !== null && c > 0);
  const spread = figures.length >= 2 ? Math.max(...figures) / Math.min(...figures) : null;
  const age = ageText(ageDays, ageFrom, inputs.releaseByAppId ?? null);
  return {
    methods,
    spread,
    disagree: spread !== null && spread > SPREAD_FLAG,
    netShare: freeToPlay ? null : share,
    netShareNote: freeToPlay
      ? `Free to play: ${percent(FREE_TO_PLAY.payerShare)} of players pay, ${dollars(FREE_TO_PLAY.spendPerPayerYear)} a year each, for up to ${FREE_TO_PLAY.maxYears} years of play: ${dollars(arpu)} per player after ${ageKnown ? age : `the least, three months (${age})`}.`
      : `A copy nets ${percent(share)} of list: ${percent(1 - STORE_CUT)} after the store's cut, ${percent(1 - REFUNDS_AND_TAXES)} after refunds and taxes, ${percent(REGIONAL_PRICING)} for regional prices, and ${percent(ageKnown ? discountFactor(ageDays) : 1 - AVERAGE_DISCOUNT_DEPTH)} of list paid on average after ${ageKnown ? `${age} of discounts` : `discounts at their full depth (${age})`}.`,
  };
}

/** The launch-players method: the launch-day peak (at most Steam's record) run forward along the typical sales curve. */
function launchMethod(
  inputs: EstimateInputs,
  ageDays: number | null,
  unit: string,
  perCopy: string,
  method: (id: EstimateMethodId, raw: number | null, note: string) => MethodEstimate,
): MethodEstimate {
  if (inputs.launchPeakPlayers <= 0) return method("launch", null, "No launch-day peak of players.");
  if (ageDays === null) return method("launch", null, "The release date is unknown: there is no launch to run the sales curve from.");
  const peak = Math.min(inputs.launchPeakPlayers, MARKET_RECORDS.concurrentPlayers);
  const peakText =
    peak < inputs.launchPeakPlayers
      ? `${count(peak)} players at the launch-day peak (the ${count(inputs.launchPeakPlayers)} recorded is past Steam's record of ${count(MARKET_RECORDS.concurrentPlayers)} concurrent players)`
      : `${count(peak)} players at the launch-day peak`;
  const tail = lifetimeOverFirstWeek(ageDays, inputs.freeToPlay);
  const launch = peak * FIRST_WEEK_SALES_PER_PEAK_PLAYER * tail;
  return method(
    "launch",
    launch,
    `${peakText} × ${FIRST_WEEK_SALES_PER_PEAK_PLAYER} first-week ${unit} per player × ${tail.toFixed(1)} (lifetime ÷ first week on a typical sales curve after ${years(ageDays)}) = ${count(launch)} ${unit}, ${perCopy}`,
  );
}

/** What the estimates read of one game, as the market tables hold it. */
export interface GameEstimateFacts {
  isFreeToPlay: boolean;
  launchPrice: number | null;
  reviewCount: number | null;
  boxleiterMultiplier: number | null;
  ownersMin: number | null;
  ownersMax: number | null;
  totalPlayers: number | null;
  launchPeakPlayers: number;
  /** The first release day on or before the market's date, YYYY-MM-DD; null when none is. */
  releasedOn: string | null;
  /** Whether a release is dated after the market's date (a day or a period, not "TBA"): such a game is not out yet. */
  datedLater: boolean;
  /** The first day with player counts, YYYY-MM-DD; null when there is none. */
  firstPlayerCountDay: string | null;
  /** For a game out without a release date: releaseFromNeighbours over the dated games; null when not looked up or none. */
  releaseByAppId: string | null;
}

const daysBetween = (from: string, to: string) => Math.max(0, Math.round((Date.parse(to) - Date.parse(from.slice(0, 10))) / 86_400_000));

/**
 * Whether a game with no release date (none, or "TBA") is out: one with players, owners or reviews is (a real import
 * may know a game and its players but not when it came out). A game dated later is not out, whatever its figures.
 */
export function isOutWithoutDate(
  facts: Pick<GameEstimateFacts, "releasedOn" | "datedLater" | "totalPlayers" | "reviewCount" | "launchPeakPlayers" | "firstPlayerCountDay">,
): boolean {
  if (facts.releasedOn !== null || facts.datedLater) return false;
  return (facts.totalPlayers ?? 0) > 0 || (facts.reviewCount ?? 0) > 0 || facts.launchPeakPlayers > 0 || facts.firstPlayerCountDay !== null;
}

/** The estimates' inputs of one game on the market's date `today`: its age from its release, or as isOutWithoutDate says. */
export function estimateInputsOf(facts: GameEstimateFacts, today: string): EstimateInputs {
  let ageDays: number | null = null;
  let ageFrom: AgeSource = "release";
  if (facts.releasedOn !== null) ageDays = daysBetween(facts.releasedOn, today);
  else if (isOutWithoutDate(facts)) ({ ageDays, ageFrom } = undatedAge(facts, today));
  return {
    freeToPlay: facts.isFreeToPlay,
    price: facts.launchPrice ?? 0,
    ageDays,
    ageFrom,
    releaseByAppId: ageFrom === "app-id" ? facts.releaseByAppId : null,
    releaseYear: facts.releasedOn !== null ? Number(facts.releasedOn.slice(0, 4)) : null,
    reviewCount: facts.reviewCount ?? 0,
    multiplier: facts.boxleiterMultiplier,
    ownersRange: facts.ownersMin !== null && facts.ownersMax !== null ? { min: facts.ownersMin, max: facts.ownersMax } : null,
    owners: facts.totalPlayers ?? 0,
    launchPeakPlayers: facts.launchPeakPlayers,
  };
}
