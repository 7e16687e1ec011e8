// The filters of a parsed query as criteria over the engine's game facts: what each one tests, how a game that misses
// it is described, and the games meeting it read from the game index. Shared by the answers of execute.ts, the market
// statistics of stats.ts and the saved questions' watch; pure.
import { formatReleaseDate } from "@/lib/domain/dates";
import { reviewScore } from "@/lib/domain/reviews";
import { STEAM_TAG_TYPE } from "@/lib/domain/classifications";
import { EARLY_ACCESS_GAME_TYPE_ID, NOT_STANDALONE_GAME_TYPES, SOFTWARE_GAME_TYPE_ID } from "@/lib/domain/game-types";
import { ADDITIVE_METRICS } from "./stats-reading";
import { formatArpu, formatCompact, formatCount, formatMoney, formatPeriod, formatSignedPercent, formatValue } from "@/lib/ui/format";
import type { LumosFeatureFacts, LumosGameFacts } from "@/lib/data/lumos";
import type { CriterionView } from "./events";
import { titlesBeginningWith, titlesContaining, type Lexicon, type LexiconEntry } from "./lexicon";
import {
  METRICS,
  type EntityRef,
  type FigureComparison,
  type Metric,
  type NumericFilter,
  type ParsedQuery,
  type ReleaseWindow,
  type SortMetric,
} from "./query-schema";
import { gameIndexOf, invertMask, maskOfFilter, maskOfPositions, maskOfReleaseDays, type GameIndex } from "./game-index";
import { eachInTurns, type TurnTaker } from "@/lib/server/turns";

export interface EngineKnowledge {
  today: string;
  lexicon: Lexicon;
  games: readonly LumosGameFacts[];
  gamesById: ReadonlyMap<number, LumosGameFacts>;
  features: ReadonlyMap<number, LumosFeatureFacts>;
}

/** Game types that are not standalone games (add-ons, and software that is no game): left out unless the question names them (docs/lumos.md). */
export const ADD_ON_GAME_TYPES: ReadonlySet<string> = new Set(NOT_STANDALONE_GAME_TYPES.values());

/** A game with no price to pay: listed at $0, or free to play. */
export const isFreeGame = (game: LumosGameFacts) => game.price === 0 || game.freeToPlay === true;

/** A filter keeps free games when this share of the games it keeps are free ("f2p", "free"). */
export const FREE_FILTER_SHARE = 0.9;

export const METRIC_LABELS: Record<SortMetric, string> = {
  peak_players: "peak players in the last month",
  total_players: "total players",
  launch_peak_players: "launch peak players",
  arpu: "ARPU",
  revenue: "revenue",
  copies_sold: "copies sold",
  price: "price",
  sentiment: "sentiment",
  growth: "growth",
  wishlists: "wishlists",
  followers: "followers",
  reviews: "reviews",
  positive_reviews: "positive reviews",
  negative_reviews: "negative reviews",
  release_date: "release date",
  game_count: "number of games",
};

/**
 * A game's sentiment: the average of its monthly scores, or, for a game without them (an imported one), the share of its
 * reviews that are positive (lib/domain/reviews.ts). Both are 0–100 shares of positive voices; the demo's monthly
 * scores drift around that share.
 */
export function sentimentOf(game: LumosGameFacts): number | null {
  return game.sentiment ?? reviewScore(game.positiveReviews, game.negativeReviews);
}

/**
 * A game's peak players where they add up or break a tie: a game without player counts on record (no figure, e.g. an
 * imported game whose file had none) adds none and ranks below every game with a figure.
 */
export function knownPlayers(game: LumosGameFacts): number {
  return game.peakPlayers ?? 0;
}

export function metricValue(game: LumosGameFacts, metric: Metric): number | null {
  switch (metric) {
    case "peak_players":
      return game.peakPlayers;
    case "total_players":
      return game.totalPlayers;
    case "launch_peak_players":
      return game.launchPeakPlayers;
    case "arpu":
      return game.arpu;
    case "revenue":
      return game.revenue;
    case "copies_sold":
      return game.copiesSold;
    case "price":
      return game.price;
    case "sentiment":
      return sentimentOf(game);
    case "growth":
      return game.growth;
    case "wishlists":
      return game.wishlists;
    case "followers":
      return game.followers;
    case "reviews":
      return game.reviews;
    case "positive_reviews":
      return game.positiveReviews;
    case "negative_reviews":
      return game.negativeReviews;
  }
}

/** Figures a game can have before it is out: a price, wishlists, followers. Every other comes only with a launch. */
const BEFORE_LAUNCH: readonly Metric[] = ["price", "wishlists", "followers"];
const FIGURES_SINCE_LAUNCH: ReadonlySet<Metric> = new Set(METRICS.filter((metric) => !BEFORE_LAUNCH.includes(metric)));

/**
 * Why games without a `metric` figure lack it, where games not out yet are among them and the figure comes only once
 * a game is out: " (not out yet)", " (3 of them are not out yet)"; "" otherwise (wishlists, followers and a price are had
 * before a launch).
 */
export function notOutYetNote(lacking: readonly LumosGameFacts[], metric: Metric): string {
  if (!FIGURES_SINCE_LAUNCH.has(metric)) return "";
  const toCome = lacking.filter((game) => !game.released).length;
  if (toCome === 0) return "";
  return toCome === lacking.length ? " (not out yet)" : ` (${formatCount(toCome, "of them is", "of them are")} not out yet)`;
}

/** A figure as the answers show it: ARPU and prices with two decimals, money compact with $, percentages with one. */
export function formatMetric(metric: Metric, value: number): string {
  switch (metric) {
    case "arpu":
      return formatArpu(value);
    case "price":
      return formatValue("usd", value);
    case "revenue":
      return formatMoney(value);
    case "sentiment":
      return `${value.toFixed(1)}%`;
    case "growth":
      return formatSignedPercent(value);
    default:
      return formatCompact(value);
  }
}

const OP_WORDS: Record<NumericFilter["op"], string> = { gt: "over", gte: "at least", lt: "under", lte: "at most", between: "between" };

export function filterLabel(filter: NumericFilter): string {
  // A list price of $0 or more than $0, as the question said it: "free", "paid" (phrases.ts, PRICE_STATES).
  if (filter.metric === "price" && filter.value === 0 && (filter.op === "lte" || filter.op === "gt")) return filter.op === "lte" ? "free" : "paid";
  const name = METRIC_LABELS[filter.metric];
  if (filter.op === "between")
    return `${name} between ${formatMetric(filter.metric, filter.value)} and ${formatMetric(filter.metric, filter.value2 ?? filter.value)}`;
  return `${name} ${OP_WORDS[filter.op]} ${formatMetric(filter.metric, filter.value)}`;
}

export function meetsFilter(value: number | null, filter: NumericFilter): boolean {
  if (value === null) return false;
  switch (filter.op) {
    case "gt":
      return value > filter.value;
    case "gte":
      return value >= filter.value;
    case "lt":
      return value < filter.value;
    case "lte":
      return value <= filter.value;
    case "between":
      return value >= filter.value && value <= (filter.value2 ?? filter.value);
  }
}

/** How far a value is from a filter, as a share of the threshold (0 when it meets it). */
function shortfallRatio(value: number | null, filter: NumericFilter): number {
  if (value === null) return Number.POSITIVE_INFINITY;
  const low = filter.op === "between" || filter.op === "gt" || filter.op === "gte" ? filter.value : null;
  const high = filter.op === "between" ? (filter.value2 ?? filter.value) : filter.op === "lt" || filter.op === "lte" ? filter.value : null;
  if (low !== null && value < low) return (low - value) / Math.max(Math.abs(low), 1e-9);
  if (high !== null && value > high) return (value - high) / Math.max(Math.abs(high), 1e-9);
  return 0;
}

/** "ARPU $1.80, $0.20 short" or "price $39.99, $9.99 over". */
export function describeMiss(value: number | null, filter: NumericFilter): string {
  const name = METRIC_LABELS[filter.metric];
  if (value === null) return `no ${name} figure`;
  const low = filter.op === "between" || filter.op === "gt" || filter.op === "gte" ? filter.value : null;
  const high = filter.op === "between" ? (filter.value2 ?? filter.value) : filter.op === "lt" || filter.op === "lte" ? filter.value : null;
  const shown = `${name} ${formatMetric(filter.metric, value)}`;
  if (low !== null && value <= low)
    return `${shown}, ${formatMetric(filter.metric, Math.abs(low - value)) === formatMetric(filter.metric, 0) ? "just at the limit" : `${formatMetric(filter.metric, low - value)} short`}`;
  if (high !== null && value >= high)
    return `${shown}, ${formatMetric(filter.metric, Math.abs(value - high)) === formatMetric(filter.metric, 0) ? "just at the limit" : `${formatMetric(filter.metric, value - high)} over`}`;
  return shown;
}

export interface Criterion {
  label: string;
  test: (game: LumosGameFacts) => boolean;
  miss: (game: LumosGameFacts) => string;
  /**
   * How far a game that misses it is from meeting it (0..∞; asked only of such games, the close matches): a numeric
   * filter's shortfall, 1 for any other criterion.
   */
  distance: (game: LumosGameFacts) => number;
  /** The games meeting it as a mask over the knowledge's game positions, read from the index; absent: run `test`. */
  mask?: (index: GameIndex) => Uint8Array;
  /** What the question is about ("Total War games"): a close match never misses it. */
  kept?: true;
  /**
   * For a window of release dates that reaches past the market date ("released in 2023" on data as of Aug 15, 2023): a
   * game dated in it that is not out yet. Such a game is not released in it: no close match, counted apart (toComeNote).
   */
  toCome?: (game: LumosGameFacts) => boolean;
  /** Those games as a mask over the game positions, once `mask` has run (null before). */
  toComeMask?: () => Uint8Array | null;
  /**
   * For a filter on something the data may not record for a game (its genres, its publisher): what that is ("genre")
   * and whether a game has none of it on record. Such a game misses the filter for want of data, not by being
   * something else: it is no close match, and answers count it apart (unrecordedCount).
   */
  unrecorded?: Unrecorded;
}

export interface Unrecorded {
  noun: string;
  test: (game: LumosGameFacts) => boolean;
  /** A figure a game has or not ("whether they have peak players under 100"), not a thing it is ("are Indie"). */
  figure?: true;
}

export interface Names {
  company: Map<number, string>;
  platform: Map<number, string>;
  gameType: Map<number, string>;
  classification: Map<number, LexiconEntry>;
  storesOfKind: Map<string, number[]>;
  /** The ids of a series' games (the titles beginning with its words), by its key. */
  seriesGames: (key: string) => ReadonlySet<number>;
  /** The ids of the games whose titles hold the words anywhere, by their key. */
  titleWordGames: (key: string) => ReadonlySet<number>;
}

/** Words looked up in titles are remembered for this many different keys a lexicon, then forgotten together. */
const TITLE_KEYS_KEPT = 200;

/** The ids of a series' or title words' games: the titles beginning with, or holding, a ref's words. */
function gamesTitled(ref: EntityRef, names: Names): ReadonlySet<number> {
  return ref.kind === "titleWords" ? names.titleWordGames(String(ref.id)) : names.seriesGames(String(ref.id));
}

const namesCache = new WeakMap<Lexicon, Names>();

export function namesOf(lexicon: Lexicon): Names {
  const cached = namesCache.get(lexicon);
  if (cached) return cached;
  // Keys come from what users type: each map is bounded so that no run of questions can grow it without end.
  const keptTitles = (find: (lexicon: Lexicon, key: string) => readonly LexiconEntry[]) => {
    const byKey = new Map<string, ReadonlySet<number>>();
    return (key: string) => {
      let ids = byKey.get(key);
      if (!ids) {
        if (byKey.size >= TITLE_KEYS_KEPT) byKey.clear();
        byKey.set(key, (ids = new Set(find(lexicon, key).map((entry) => entry.id as number))));
      }
      return ids;
    };
  };
  const names: Names = {
    company: new Map(),
    platform: new Map(),
    gameType: new Map(),
    classification: new Map(),
    storesOfKind: new Map(),
    seriesGames: keptTitles(titlesBeginningWith),
    titleWordGames: keptTitles(titlesContaining),
  };
  for (const entry of lexicon.entries) {
    if (typeof entry.id !== "number") continue;
    if (entry.kind === "publisher" || entry.kind === "developer" || entry.kind === "company") names.company.set(entry.id, entry.canonical);
    else if (entry.kind === "platform") names.platform.set(entry.id, entry.canonical);
    else if (entry.kind === "gameType") names.gameType.set(entry.id, entry.canonical);
    else if (entry.kind === "classification") names.classification.set(entry.id, entry);
    else if (entry.kind === "store" && entry.storeKind) names.storesOfKind.set(entry.storeKind, [...(names.storesOfKind.get(entry.storeKind) ?? []), entry.id]);
  }
  namesCache.set(lexicon, names);
  return names;
}

function entityTest(ref: EntityRef, role: string, names: Names): (game: LumosGameFacts) => boolean {
  const id = ref.id;
  switch (role) {
    case "titles":
      return (game) => game.id === id;
    case "series": {
      const ids = gamesTitled(ref, names);
      return (game) => ids.has(game.id);
    }
    case "publishers":
      return (game) => game.publisherIds.includes(id as number);
    case "developers":
      return (game) => game.developerIds.includes(id as number);
    case "companies":
      return (game) => game.publisherIds.includes(id as number) || game.developerIds.includes(id as number);
    case "platforms":
      return (game) => game.platformIds.includes(id as number);
    case "stores": {
      const ids = typeof id === "string" ? (names.storesOfKind.get(id) ?? []) : [id];
      return (game) => game.distributionIds.some((distribution) => ids.includes(distribution));
    }
    case "classifications":
      return (game) => game.classificationIds.includes(id as number);
    case "developerSizes":
      return (game) => game.developerSizes.includes(String(id));
    case "gameTypes":
      return (game) => game.gameTypeId === id;
    default:
      return () => false;
  }
}

/** The index lists whose union is the games an entity test accepts (the same games, read from the index). */
function entityLists(ref: EntityRef, role: string, names: Names, index: GameIndex): Array<ArrayLike<number> | undefined> {
  const id = ref.id;
  switch (role) {
    case "titles": {
      const position = index.positionOfId.get(id as number);
      return position === undefined ? [] : [[position]];
    }
    case "series":
      return [
        [...gamesTitled(ref, names)].flatMap((game) => {
          const position = index.positionOfId.get(game);
          return position === undefined ? [] : [position];
        }),
      ];
    case "publishers":
      return [index.byPublisher.get(id as number)];
    case "developers":
      return [index.byDeveloper.get(id as number)];
    case "companies":
      return [index.byPublisher.get(id as number), index.byDeveloper.get(id as number)];
    case "platforms":
      return [index.byPlatform.get(id as number)];
    case "stores":
      return (typeof id === "string" ? (names.storesOfKind.get(id) ?? []) : [id]).map((store) => index.byDistribution.get(store));
    case "classifications":
      return [index.byClassification.get(id as number)];
    case "developerSizes":
      return [index.byDeveloperSize.get(String(id))];
    case "gameTypes":
      return [index.byGameType.get(id as number)];
    default:
      return [];
  }
}

function entityMask(refs: readonly EntityRef[], role: string, names: Names) {
  return (index: GameIndex) =>
    maskOfPositions(
      index.size,
      refs.flatMap((ref) => entityLists(ref, role, names, index)),
    );
}

export function entityLabel(ref: EntityRef, role: string): string {
  switch (role) {
    case "titles":
      return ref.name;
    case "series":
      return ref.kind === "titleWords" ? `with “${ref.name}” in the title` : `titled ${ref.name}…`;
    case "publishers":
      return `published by ${ref.name}`;
    case "developers":
      return `developed by ${ref.name}`;
    case "companies":
      return `by ${ref.name}`;
    case "platforms":
      return `on ${ref.name}`;
    case "stores":
      return `on ${ref.name}`;
    case "classifications":
      return `${ref.name}${ref.typeName ? ` (${ref.typeName.toLowerCase()})` : ""}`;
    case "developerSizes":
      return `${ref.name} developer`;
    case "gameTypes":
      return `${ref.name}`;
    default:
      return ref.name;
  }
}

/** The label of a name a filter leaves out: "not on PS5", "without “simulator” in the title". */
export function negatedLabel(ref: EntityRef, role: string): string {
  return ref.kind === "titleWords" ? `without “${ref.name}” in the title` : `not ${entityLabel(ref, role)}`;
}

/** What the names an "or" group holds are, when its label counts them. */
const GROUP_NOUNS: Record<string, string> = {
  publishers: "publishers",
  developers: "developers",
  companies: "companies",
  platforms: "platforms",
  stores: "stores",
  classifications: "features",
  titles: "games",
};
/** An "or" group of more names than this is labelled by its first two and a count; the trace keeps every name. */
const GROUP_NAMES_SHOWN = 3;

/**
 * The label of an "or" group: "by Valve or by Capcom", and for a long one its first two names and how many more ("by
 * Ubisoft or by Ubisoft Montreal or 10 other companies"), which every result row and the answer repeat.
 */
export function orGroupLabel(options: readonly EntityRef[], role: string): string {
  const labels = options.map((ref) => entityLabel(ref, role));
  if (labels.length <= GROUP_NAMES_SHOWN) return labels.join(" or ");
  return `${labels.slice(0, 2).join(" or ")} or ${labels.length - 2} other ${GROUP_NOUNS[role] ?? "names"}`;
}

function releaseTest(window: ReleaseWindow, today: string): (game: LumosGameFacts) => boolean {
  return (game) => {
    const date = game.releaseDate;
    // A game out without a date (a real import may know its players but not its release) is neither TBA nor upcoming.
    if (window.tba) return date === null && !game.released;
    if (window.upcoming && (date === null ? game.released : date <= today)) return false;
    if (window.after || window.before) {
      if (date === null) return false;
      if (window.after && date < window.after) return false;
      if (window.before && date >= window.before) return false;
    }
    return true;
  };
}

export function releaseLabel(window: ReleaseWindow): string {
  if (window.tba) return "release date to be announced";
  const parts: string[] = [];
  if (window.upcoming) parts.push("upcoming");
  if (window.quarter) parts.push(`released in Q${window.quarter.quarter} ${window.quarter.year}`);
  else if (window.month) parts.push(`released in ${formatPeriod(`${window.month.year}-${String(window.month.month).padStart(2, "0")}`)}`);
  else if (window.year !== undefined) parts.push(`released in ${window.year}`);
  else if (window.relative) {
    const { amount, unit, direction } = window.relative;
    // "released in the last month", "releasing in the next 3 months".
    parts.push(`${direction === "past" ? "released in the last" : "releasing in the next"} ${amount === 1 ? unit : `${amount} ${unit}s`}`);
  } else if (window.after && window.before) {
    const [from, to] = [wholeYearOf(window.after), wholeYearOf(window.before)];
    // Whole years read as years: "released in 2022–2023", not "from 2022-01-01 to before 2024-01-01".
    if (from !== null && to !== null) parts.push(`released in ${from === to - 1 ? from : `${from}–${to - 1}`}`);
    else parts.push(`released from ${window.after} to before ${window.before}`);
  } else if (window.after) {
    const from = wholeYearOf(window.after);
    parts.push(from !== null ? `released in ${from} or later` : `released on or after ${window.after}`);
  } else if (window.before) {
    const to = wholeYearOf(window.before);
    parts.push(`released before ${to ?? window.before}`);
  }
  return parts.join(", ") || "any release date";
}

/** The year a day opens ("2022-01-01" → 2022), or null for any other day. */
const wholeYearOf = (day: string) => (day.endsWith("-01-01") ? Number(day.slice(0, 4)) : null);

/** The filters of a parsed query, one criterion each; "or" groups and several game types count as one. */
export function criteriaOf(parsed: ParsedQuery, knowledge: EngineKnowledge): Criterion[] {
  const names = namesOf(knowledge.lexicon);
  const criteria: Criterion[] = [];
  const roles = Object.keys(parsed.entities) as Array<keyof ParsedQuery["entities"]>;
  for (const role of roles) {
    const slot = parsed.entities[role];
    if (role === "gameTypes" && slot.include.length > 1) {
      const tests = slot.include.map((ref) => entityTest(ref, role, names));
      const label = slot.include.map((ref) => ref.name).join(" or ");
      criteria.push(
        binary(
          label,
          (game) => tests.some((test) => test(game)),
          (game) => `a ${names.gameType.get(game.gameTypeId) ?? "game"}, not ${label}`,
          entityMask(slot.include, role, names),
        ),
      );
    } else {
      // A name said twice is one filter ("what share of RPG revenue do the top 5 RPGs have").
      const once = slot.include.filter((ref, index) => slot.include.findIndex((other) => other.kind === ref.kind && other.id === ref.id) === index);
      for (const ref of once) {
        const test = entityTest(ref, role, names);
        const label = entityLabel(ref, role);
        const criterion = unrecordedMiss(
          binary(label, test, () => negatedLabel(ref, role), entityMask([ref], role, names)),
          unrecordedOf([ref], role, names),
        );
        criteria.push(role === "series" || role === "titles" ? { ...criterion, kept: true } : criterion);
      }
    }
    for (const ref of slot.exclude) {
      const test = entityTest(ref, role, names);
      const label = negatedLabel(ref, role);
      const included = entityMask([ref], role, names);
      criteria.push(
        binary(
          label,
          (game) => !test(game),
          () => entityLabel(ref, role),
          (index) => invertMask(included(index)),
        ),
      );
    }
  }
  for (const group of parsed.eitherOr) {
    const tests = group.options.map((ref) => entityTest(ref, group.role, names));
    const label = orGroupLabel(group.options, group.role);
    criteria.push(
      unrecordedMiss(
        binary(
          label,
          (game) => tests.some((test) => test(game)),
          () => `not ${label}`,
          entityMask(group.options, group.role, names),
        ),
        unrecordedOf(group.options, group.role, names),
      ),
    );
  }
  for (const filter of parsed.filters) {
    const valueOf = (game: LumosGameFacts) => metricValue(game, filter.metric);
    const criterion: Criterion = {
      label: filterLabel(filter),
      test: (game) => meetsFilter(valueOf(game), filter),
      miss: (game) => describeMiss(valueOf(game), filter),
      distance: (game) => shortfallRatio(valueOf(game), filter),
      mask: (index) => maskOfFilter(index, filter, valueOf),
    };
    // Under a ceiling ("fewer than 100 players", "between 1 and 2 million owners") is where a game without the figure
    // may well be: it is counted apart, not left out unsaid (the real data has player counts for 1,000 of its 61,200
    // games). Above a floor, a game without the figure is not shown to reach it.
    const ceiling = filter.op === "lt" || filter.op === "lte" || filter.op === "between";
    criteria.push(
      ceiling
        ? unrecordedMiss(criterion, { noun: `figure for ${METRIC_LABELS[filter.metric]}`, test: (game) => valueOf(game) === null, figure: true })
        : criterion,
    );
  }
  for (const comparison of parsed.comparisons) criteria.push(comparisonCriterion(comparison));
  if (parsed.release) criteria.push(releaseCriterion(parsed.release, knowledge));
  return criteria;
}

/** "more followers than wishlists", "fewer peak players than followers", "less ARPU than price". */
export function comparisonLabel({ metric, op, than }: FigureComparison): string {
  // The figures that add up count something (players, copies, reviews), revenue aside: fewer of them, less of the rest.
  const fewer = ADDITIVE_METRICS.has(metric) && metric !== "revenue" ? "fewer" : "less";
  return `${op === "gt" ? "more" : fewer} ${METRIC_LABELS[metric]} than ${METRIC_LABELS[than]}`;
}

/**
 * One figure of a game against another. A game without either figure is counted apart: whether it has more of one is
 * not known. A close match is as far off as the gap over the second figure.
 */
function comparisonCriterion(comparison: FigureComparison): Criterion {
  const { metric, op, than } = comparison;
  const gap = (game: LumosGameFacts) => {
    const value = metricValue(game, metric);
    const other = metricValue(game, than);
    return value === null || other === null ? null : { value, other };
  };
  const meets = (game: LumosGameFacts) => {
    const both = gap(game);
    return both !== null && (op === "gt" ? both.value > both.other : both.value < both.other);
  };
  const criterion: Criterion = {
    label: comparisonLabel(comparison),
    test: meets,
    miss: (game) => {
      const both = gap(game)!;
      return `${METRIC_LABELS[metric]} ${formatMetric(metric, both.value)}, ${METRIC_LABELS[than]} ${formatMetric(than, both.other)}`;
    },
    distance: (game) => {
      const both = gap(game);
      if (both === null) return Number.POSITIVE_INFINITY;
      return meets(game) ? 0 : Math.abs(both.value - both.other) / Math.max(Math.abs(both.other), 1e-9);
    },
  };
  return unrecordedMiss(criterion, {
    noun: `figure for ${METRIC_LABELS[metric]} or ${METRIC_LABELS[than]}`,
    test: (game) => gap(game) === null,
    figure: true,
  });
}

/**
 * Whether a window of release dates starts on or before the market date and ends after it ("released in 2023" on data
 * as of Aug 15, 2023, "released this year", "since 2020"): the games dated in it after that day are not out yet.
 */
export function reachesPastToday(window: ReleaseWindow, today: string): boolean {
  if (window.tba || window.upcoming || window.relative?.direction === "next" || (!window.after && !window.before)) return false;
  return (window.after === undefined || window.after <= today) && (window.before === undefined || window.before > today);
}

function releaseCriterion(window: ReleaseWindow, knowledge: EngineKnowledge): Criterion {
  const inWindow = releaseTest(window, knowledge.today);
  const label = releaseLabel(window);
  const { tba, upcoming, after, before } = window;
  const shown = (game: LumosGameFacts) =>
    game.releaseDateText ? `${game.released ? "released" : "releases"} ${formatReleaseDate(game.releaseDateText)}` : "no release date";
  // A window of dates alone is read off the release days in order (a test of every game took 2.5 ms of a question at
  // 61,200 games); TBA and upcoming also weigh whether a game is out.
  const days = tba || upcoming || (!after && !before) ? undefined : (index: GameIndex) => maskOfReleaseDays(index, after, before);
  if (!days || !reachesPastToday(window, knowledge.today)) return binary(label, inWindow, shown, days);
  // Released in a year still running means out by the market date: the games dated later in it are still to come.
  const games = knowledge.games;
  let toComeMask: Uint8Array | null = null;
  const outOnly = (index: GameIndex) => {
    const mask = days(index);
    toComeMask = new Uint8Array(mask.length);
    for (let position = 0; position < mask.length; position++) {
      if (mask[position] === 0 || games[position].released) continue;
      mask[position] = 0;
      toComeMask[position] = 1;
    }
    return mask;
  };
  return {
    ...binary(label, (game) => game.released && inWindow(game), shown, outOnly),
    toCome: (game) => !game.released && inWindow(game),
    toComeMask: () => toComeMask,
  };
}

/**
 * The sentence on the games in scope meeting every other filter that are dated in a release window reaching past the
 * market date but not out yet (Criterion.toCome): "2,690 more games are dated in 2023 but still to come…"; "" for none.
 */
export function toComeNote(
  criteria: readonly Criterion[],
  games: readonly LumosGameFacts[],
  scopeMask: Uint8Array | null,
  passes: readonly Uint8Array[],
): string {
  const at = criteria.findIndex((criterion) => criterion.toCome);
  if (at < 0) return "";
  const toCome = criteria[at].toCome!;
  // Read off the mask the criterion's pass made, when it made one: a test of every game took 2 ms at 61,200 games.
  const known = criteria[at].toComeMask?.() ?? null;
  let count = 0;
  games: for (let position = 0; position < games.length; position++) {
    if ((known && known[position] === 0) || (scopeMask && scopeMask[position] === 0) || passes[at][position] === 1) continue;
    for (let c = 0; c < passes.length; c++) if (c !== at && passes[c][position] === 0) continue games;
    if (known || toCome(games[position])) count++;
  }
  if (count === 0) return "";
  const dated = criteria[at].label.replace(/^released /, "dated ");
  return `${formatCount(count, "more game is", "more games are")} ${dated} but still to come, so not counted here: ask for upcoming games to see ${count === 1 ? "it" : "them"}.`;
}

/**
 * What of a game an entity filter needs on record to be checked: its publishers, developers, or classifications of
 * the named ones' type (an imported file may give none: the Steam games CSV names no company, genre or tag).
 */
function unrecordedOf(refs: readonly EntityRef[], role: string, names: Names): Unrecorded | undefined {
  switch (role) {
    case "publishers":
      return { noun: "publisher", test: (game) => game.publisherIds.length === 0 };
    case "developers":
      return { noun: "developer", test: (game) => game.developerIds.length === 0 };
    case "companies":
      return { noun: "publisher or developer", test: (game) => game.publisherIds.length === 0 && game.developerIds.length === 0 };
    case "classifications": {
      const entries = refs.map((ref) => names.classification.get(ref.id as number));
      const typeId = entries[0]?.typeId;
      if (typeId === undefined || entries.some((entry) => entry?.typeId !== typeId)) return undefined;
      const ofType = new Set<number>();
      for (const entry of names.classification.values()) if (entry.typeId === typeId) ofType.add(entry.id as number);
      const typeName = entries[0]!.typeName ?? "classification";
      return {
        noun: typeName === STEAM_TAG_TYPE.name ? "Steam tag" : typeName.toLowerCase(),
        test: (game) => !game.classificationIds.some((id) => ofType.has(id)),
      };
    }
    case "gameTypes":
      // An import tells early access and software from a game's genres (lib/domain/import/plan.ts): a game with no
      // genre on record (the Steam games CSV gives none) may be either.
      if (refs.every((ref) => GAME_TYPES_FROM_GENRES.has(ref.id as number)))
        return { noun: "genre", test: (game) => game.genres.length === 0 && !refs.some((ref) => ref.id === game.gameTypeId) };
      return undefined;
    default:
      return undefined;
  }
}

/** Game types an import tells from the genres a file gives. */
const GAME_TYPES_FROM_GENRES: ReadonlySet<number> = new Set([EARLY_ACCESS_GAME_TYPE_ID, SOFTWARE_GAME_TYPE_ID]);

/** The criterion with its unrecorded subject, a game without it described as such ("no genre on record"). */
function unrecordedMiss(criterion: Criterion, unrecorded: Unrecorded | undefined): Criterion {
  if (!unrecorded) return criterion;
  const { miss } = criterion;
  return { ...criterion, unrecorded, miss: (game) => (unrecorded.test(game) ? `no ${unrecorded.noun} on record` : miss(game)) };
}

/** The games in scope that miss the criteria only for want of data, and the criteria they miss so. */
export interface UnrecordedGames {
  count: number;
  criteria: readonly Criterion[];
}

/**
 * How many games in scope miss the criteria only for want of data: every filter they miss is one whose subject they
 * have nothing on record for (no genre, no publisher, no player figure), so whether they meet it is not known.
 */
export function unrecordedCount(
  criteria: readonly Criterion[],
  games: readonly LumosGameFacts[],
  scopeMask: Uint8Array | null,
  passes: readonly Uint8Array[],
): UnrecordedGames {
  const tested = criteria.flatMap((criterion, c) => (criterion.unrecorded ? [c] : []));
  if (tested.length === 0) return { count: 0, criteria: [] };
  // A game missing a filter it has the data for is known to miss: those masks are read first, and the tests (a look
  // through a game's classifications) only for what is left (4 ms of a question over the real data's 61,200 games
  // when every game was tested).
  const plain = passes.filter((_, c) => !criteria[c].unrecorded);
  let count = 0;
  const missedSo = new Uint8Array(criteria.length);
  const missedNow: number[] = [];
  games: for (let position = 0; position < games.length; position++) {
    if (scopeMask && scopeMask[position] === 0) continue;
    for (const pass of plain) if (pass[position] === 0) continue games;
    missedNow.length = 0;
    for (const c of tested) {
      if (passes[c][position] === 1) continue;
      if (!criteria[c].unrecorded!.test(games[position])) continue games;
      missedNow.push(c);
    }
    if (missedNow.length > 0) {
      count++;
      for (const c of missedNow) missedSo[c] = 1;
    }
  }
  return { count, criteria: criteria.filter((_, c) => missedSo[c] === 1) };
}

/**
 * The answer's sentence for unrecordedCount's games ("9,000 other games … have no genre on record …"), naming the
 * filters they miss for want of data; "" for none.
 */
export function unrecordedNote(criteria: readonly Criterion[], { count, criteria: open }: UnrecordedGames): string {
  if (count === 0) return "";
  const nouns = [...new Set(open.map((criterion) => criterion.unrecorded!.noun))].join(" or ");
  const one = count === 1;
  const others = criteria.length > open.length ? ` ${one ? "meets" : "meet"} the other filters but` : "";
  const clauses = open.map(({ label, unrecorded }) => `${unrecorded!.figure ? (one ? "has" : "have") : one ? "is" : "are"} ${label}`);
  return `${formatCount(count, "other game", "other games")}${others} ${one ? "has" : "have"} no ${nouns} on record, so whether ${one ? "it" : "they"} ${clauses.join(" and ")} is not known.`;
}

export function binary(
  label: string,
  test: (game: LumosGameFacts) => boolean,
  miss: (game: LumosGameFacts) => string,
  mask?: (index: GameIndex) => Uint8Array,
): Criterion {
  // A game that misses a yes-or-no criterion is 1 from it: no test again for each of tens of thousands of close matches.
  return { label, test, miss, distance: () => 1, mask };
}

export function namesGameType(parsed: ParsedQuery): boolean {
  return parsed.entities.gameTypes.include.length > 0 || parsed.eitherOr.some((group) => group.role === "gameTypes");
}

/** Games the question is about before its filters: add-ons only when a game type is named. */
export function scopeOf(parsed: ParsedQuery, knowledge: EngineKnowledge): LumosGameFacts[] {
  const names = namesOf(knowledge.lexicon);
  if (namesGameType(parsed)) return [...knowledge.games];
  return knowledge.games.filter((game) => !ADD_ON_GAME_TYPES.has(names.gameType.get(game.gameTypeId) ?? ""));
}

export interface ScopeMask {
  /** 1 for a game in scope; null when every game is. */
  mask: Uint8Array | null;
  count: number;
}

const standaloneMasks = new WeakMap<readonly LumosGameFacts[], { lexicon: Lexicon; scope: ScopeMask }>();

/** scopeOf as a mask over the game positions, kept per loaded market. */
export function scopeMaskOf(parsed: ParsedQuery, knowledge: EngineKnowledge): ScopeMask {
  if (namesGameType(parsed)) return { mask: null, count: knowledge.games.length };
  const cached = standaloneMasks.get(knowledge.games);
  if (cached && cached.lexicon === knowledge.lexicon) return cached.scope;
  const names = namesOf(knowledge.lexicon);
  const mask = new Uint8Array(knowledge.games.length);
  let count = 0;
  knowledge.games.forEach((game, position) => {
    if (ADD_ON_GAME_TYPES.has(names.gameType.get(game.gameTypeId) ?? "")) return;
    mask[position] = 1;
    count++;
  });
  const scope = { mask, count };
  standaloneMasks.set(knowledge.games, { lexicon: knowledge.lexicon, scope });
  return scope;
}

/** The criterion's pass mask: from the index when it has one, otherwise by testing every game. */
export function passMask(criterion: Criterion, games: readonly LumosGameFacts[], index: GameIndex): Uint8Array {
  if (criterion.mask) return criterion.mask(index);
  const mask = new Uint8Array(games.length);
  for (let i = 0; i < games.length; i++) if (criterion.test(games[i])) mask[i] = 1;
  return mask;
}

/** passMask with the event loop free every few milliseconds while a test visits every game (lib/server/turns.ts). */
export async function passMaskInTurns(criterion: Criterion, games: readonly LumosGameFacts[], index: GameIndex, pass: TurnTaker): Promise<Uint8Array> {
  if (criterion.mask) return criterion.mask(index);
  const mask = new Uint8Array(games.length);
  await eachInTurns(
    games,
    (game, i) => {
      if (criterion.test(game)) mask[i] = 1;
    },
    pass,
  );
  return mask;
}

/** Every game in the question's scope meeting all of its filters, in the knowledge's order. */
export function gamesMeeting(parsed: ParsedQuery, knowledge: EngineKnowledge): LumosGameFacts[] {
  return gamesMeetingWithNote(parsed, knowledge, false).games;
}

/**
 * gamesMeeting, and (unless `withNote` is false) the sentence on the games in scope whether they meet the question is
 * not known for want of data (unrecordedNote).
 */
export function gamesMeetingWithNote(parsed: ParsedQuery, knowledge: EngineKnowledge, withNote = true): { games: LumosGameFacts[]; note: string } {
  const criteria = criteriaOf(parsed, knowledge);
  const scope = scopeMaskOf(parsed, knowledge);
  const games = knowledge.games;
  const index = gameIndexOf(games);
  const passes = criteria.map((criterion) => passMask(criterion, games, index));
  return {
    games: games.filter((_, position) => (!scope.mask || scope.mask[position] === 1) && passes.every((pass) => pass[position] === 1)),
    note: withNote
      ? [unrecordedNote(criteria, unrecordedCount(criteria, games, scope.mask, passes)), toComeNote(criteria, games, scope.mask, passes)]
          .filter(Boolean)
          .join(" ")
      : "",
  };
}

/**
 * The question's filters, each with the parts of the question it was read from, in the question's order: what the
 * chat offers to switch off or edit. Names read from the same words (an "or" group of one word) are one criterion.
 */
export function criteriaViews(parsed: ParsedQuery): CriterionView[] {
  const views: Array<CriterionView & { at: number }> = [];
  const add = (label: string, spans: ReadonlyArray<{ start: number; end: number }>) => {
    const kept = spans.filter((span) => span.end > span.start).map(({ start, end }) => ({ start, end }));
    if (kept.length === 0 || views.some((view) => view.spans.some((span) => kept.some((other) => other.start === span.start && other.end === span.end))))
      return;
    views.push({ label, spans: kept, at: Math.min(...kept.map((span) => span.start)) });
  };
  for (const group of parsed.eitherOr) add(orGroupLabel(group.options, group.role), [group.span]);
  for (const [role, slot] of Object.entries(parsed.entities)) {
    for (const ref of slot.include) add(entityLabel(ref, role), [ref.span]);
    for (const ref of slot.exclude) {
      const negation = parsed.negations.find((candidate) => candidate.span.start <= ref.span.start && candidate.span.end >= ref.span.end);
      add(negatedLabel(ref, role), [negation?.span ?? ref.span]);
    }
  }
  for (const filter of parsed.filters) add(filterLabel(filter), [filter.span]);
  for (const comparison of parsed.comparisons) add(comparisonLabel(comparison), [comparison.span]);
  if (parsed.release) add(releaseLabel(parsed.release), parsed.release.spans);
  return views.sort((a, b) => a.at - b.at).map(({ label, spans }) => ({ label, spans }));
}
