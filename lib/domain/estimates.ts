// How copies, players and revenue are estimated, by three methods that analysts use on Steam and that read different
// inputs: the review multiplier by release year (Boxleiter), the owners estimate (SteamSpy) times what a copy nets,
// and the launch-day peak of concurrent players run forward along a typical sales curve. Pure: the demo generator,
// the importer and the game breakdown (lib/data/market.ts) all read their figures from here.

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

export type EstimateMethodId = "reviews" | "owners" | "launch";

export interface EstimateInputs {
  freeToPlay: boolean;
  /** US list price at launch, dollars (0 for free-to-play). */
  price: number;
  /** Days from the first release to the market's date; null for a game not out yet. */
  ageDays: number | null;
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

/** The three estimates of one game side by side, their spread and what a copy nets. A game not out yet has none. */
export function estimateGame(inputs: EstimateInputs): Estimates {
  const { freeToPlay, price, ageDays } = inputs;
  if (ageDays === null) {
    return { methods: [], spread: null, disagree: false, netShare: null, netShareNote: "The game is not out yet: nothing is estimated." };
  }
  const share = netShareOfList(ageDays);
  const arpu = freeToPlayArpu(ageDays);
  const revenueOf = (copies: number) => (freeToPlay ? copies * arpu : copies * price * share);
  const perCopy = freeToPlay ? `× ${dollars(arpu)} in-game spending per player` : `× ${dollars(price)} list × ${percent(share)} net per copy`;
  const unit = freeToPlay ? "players" : "copies";

  const methods: MethodEstimate[] = [];
  const reviews = inputs.multiplier !== null && inputs.reviewCount > 0 ? inputs.reviewCount * inputs.multiplier : null;
  methods.push({
    method: "reviews",
    copies: reviews,
    revenue: reviews === null ? null : revenueOf(reviews),
    note:
      reviews === null
        ? "No reviews to multiply."
        : `${count(inputs.reviewCount)} reviews × ${inputs.multiplier} (the Boxleiter multiplier of ${inputs.releaseYear ?? "its release year"}) = ${count(reviews)} ${unit}, ${perCopy}`,
  });
  const owners = inputs.owners > 0 ? inputs.owners : null;
  const ownersSource = inputs.ownersRange
    ? `SteamSpy's ${count(inputs.ownersRange.min)}–${count(inputs.ownersRange.max)} owners (midpoint ${count(inputs.owners)})`
    : `${count(inputs.owners)} owners`;
  methods.push({
    method: "owners",
    copies: owners,
    revenue: owners === null ? null : revenueOf(owners),
    note: owners === null ? "No owners estimate." : `${ownersSource} ${perCopy}`,
  });
  const tail = lifetimeOverFirstWeek(ageDays, freeToPlay);
  const launch = inputs.launchPeakPlayers > 0 ? inputs.launchPeakPlayers * FIRST_WEEK_SALES_PER_PEAK_PLAYER * tail : null;
  methods.push({
    method: "launch",
    copies: launch,
    revenue: launch === null ? null : revenueOf(launch),
    note:
      launch === null
        ? "No launch-day peak of players."
        : `${count(inputs.launchPeakPlayers)} players at the launch-day peak × ${FIRST_WEEK_SALES_PER_PEAK_PLAYER} first-week ${unit} per player × ${tail.toFixed(1)} (lifetime ÷ first week on a typical sales curve after ${years(ageDays)}) = ${count(launch)} ${unit}, ${perCopy}`,
  });

  const figures = methods.map((m) => m.copies).filter((c): c is number => c !== null && c > 0);
  const spread = figures.length >= 2 ? Math.max(...figures) / Math.min(...figures) : null;
  return {
    methods,
    spread,
    disagree: spread !== null && spread > SPREAD_FLAG,
    netShare: freeToPlay ? null : share,
    netShareNote: freeToPlay
      ? `Free to play: ${percent(FREE_TO_PLAY.payerShare)} of players pay, ${dollars(FREE_TO_PLAY.spendPerPayerYear)} a year each, for up to ${FREE_TO_PLAY.maxYears} years of play: ${dollars(arpu)} per player after ${years(ageDays)}.`
      : `A copy nets ${percent(share)} of list: ${percent(1 - STORE_CUT)} after the store's cut, ${percent(1 - REFUNDS_AND_TAXES)} after refunds and taxes, ${percent(REGIONAL_PRICING)} for regional prices, and ${percent(discountFactor(ageDays))} of list paid on average after ${years(ageDays)} of discounts.`,
  };
}
