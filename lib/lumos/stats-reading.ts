// How the parser reads a market-statistics question ("average price of RPGs", "how many racing games came out in
// 2024", "what share of shooters are free to play", "revenue of horror games by year", "do roguelikes earn more than
// metroidvanias?"). Two steps: the cue words are read right after the entities, before anything else can take them
// ("by year" is not a role cue, "top 10%" not a sentiment filter); once the filters are read, the request is
// completed from what is left (the figure named elsewhere in the question). Pure, like the parser.
import { longestPhraseAt, longestPhraseEndingAt } from "./normalize";
import type { Token } from "./normalize";
import { isYear, readNumberAt } from "./numbers";
import {
  AGGREGATE_CUES,
  COMPARATORS_AFTER,
  COMPARE_CUES,
  COMPARE_SPLITS,
  COMPARATORS_BEFORE,
  GAME_COUNT_AFTER_BY,
  GAME_NOUNS,
  GROUP_CUES,
  RELEASE_MONTH_CUES,
  MARKET_SIZE_CUES,
  METRIC_PERIODS,
  METRIC_PHRASES,
  PERCENTILE_WORDS,
  PRICE_STATES,
  COMPARATIVE_CLAIMS,
  RATIO_CUES,
  SHARE_SPLITS,
  SHARE_SPLIT_VERBS,
  STATE_FILTERS,
  SUPERLATIVES,
  isReservedKey,
} from "./phrases";
import type { Aggregate, Grouping, Metric, ParsedQuery, RatioClaim, ReleaseWindow, Sort, Span, StatsRequest } from "./query-schema";

/** What the cue words said; the figure may still be missing (it is then taken from the rest of the question). */
export interface StatsCues {
  /**
   * `named`: the word is part of the figure's own name ("total revenue", "total players"), not a separate word for how.
   * `byFigure`: "how much", a sum of a figure that adds up (revenue, copies) and the average of one that does not
   * ("how much do RPGs cost" is their average price).
   * `amountOf`: "how many" or "how much" with its figure right after it ("how many players"), which another cue may say
   * how to take ("how many players does the average shooter have": their average).
   */
  aggregates: Array<{ aggregate: Aggregate; span: Span; named?: boolean; byFigure?: boolean; amountOf?: boolean }>;
  metric: Metric | null;
  percentile?: number;
  groupBy: Grouping | null;
  splitAt?: number;
  /** share: the words whose filters are its whole, when no verb splits the question (`readShareSplit`). */
  wholeSpans?: Span[];
  /**
   * share: no word said the whole, so the release window is the whole (with the words before the cue, given here)
   * when other filters remain to be the part.
   */
  wholeByRelease?: Span[];
  ratio: boolean;
  /** ratio: which set the question says is ahead ("more than", "fewer players than"); none for "vs". */
  claim?: RatioClaim;
  spans: Span[];
  /** "the best month to release": the months of the year by a figure (the median revenue unless another is named). */
  releaseMonth?: boolean;
  /** A word right after the cue that names no figure ("average playtime"): the question asks for a figure there is not. */
  unknownFigure?: Span;
  /** Two years set against each other ("compare 2022 and 2023", "2022 vs 2023"): a breakdown by year over both. */
  yearsCompared?: true;
  /** "how did … change", "how has … evolved": the figure over time, by year (by month within one year). */
  overTime?: true;
}

/** Figures that add up across games; the others (price, ARPU, sentiment, growth) are averaged when nothing is said. */
export const ADDITIVE_METRICS: ReadonlySet<Metric> = new Set([
  "peak_players",
  "total_players",
  "launch_peak_players",
  "revenue",
  "copies_sold",
  "wishlists",
  "followers",
  "reviews",
  "positive_reviews",
  "negative_reviews",
]);

const FILLERS = new Set(["the", "a", "an", "of", "their", "its", "in", "for", "all"]);
/** Words that take the figure from the rest of the question: a superlative or "by" before "average" makes it a sort. */
const SORT_BEFORE = new Set(["by", "highest", "lowest", "most", "least", "best", "biggest", "largest", "smallest", "top", "worst", "greatest"]);

interface ReaderContext {
  tokens: readonly Token[];
  used: boolean[];
  entitySpans: readonly number[];
  spanOf: (start: number, end: number) => Span;
}

const startsComparison = (tokens: readonly Token[], index: number) =>
  index < tokens.length &&
  (readNumberAt(tokens, index) !== null ||
    longestPhraseAt(tokens, index, COMPARATORS_BEFORE) !== null ||
    longestPhraseAt(tokens, index, COMPARATORS_AFTER) !== null);

/**
 * A figure right after a cue: "average price", "median roguelike revenue" (a name or two may stand between), never
 * one a comparison follows ("average sentiment above 80%" is a filter). Returns where it ends, its period included.
 */
function metricAfterCue({ tokens, used, entitySpans }: ReaderContext, from: number): { metric: Metric; start: number; end: number } | null {
  let at = from;
  let skipped = 0;
  while (at < tokens.length && skipped < 3) {
    const phrase = used[at] ? null : longestPhraseAt(tokens, at, METRIC_PHRASES);
    if (phrase) {
      let end = at + phrase.words.length;
      // "the number of growing games": a word before a word for games (GAME_NOUNS) says which games, a filter.
      if (startsComparison(tokens, end) || GAME_NOUNS.has(tokens[end]?.text ?? "")) return null;
      const period = longestPhraseAt(tokens, end, METRIC_PERIODS);
      if (period) end += period.words.length;
      return { metric: phrase.metric, start: at, end };
    }
    if (!FILLERS.has(tokens[at].text) && entitySpans[at] < 0 && !["games", "game"].includes(tokens[at].text)) return null;
    at++;
    skipped++;
  }
  return null;
}

/**
 * The word after a cue, past fillers, when it names nothing Lumos reads: "average playtime of RPGs", "median retention".
 * Not a name, a number, a reserved word of the parser ("average of RPGs released in 2020"), nor "games".
 */
function unknownFigureAfter({ tokens, used, entitySpans, spanOf }: ReaderContext, from: number): Span | undefined {
  let at = from;
  while (at < tokens.length && FILLERS.has(tokens[at].text)) at++;
  if (at >= tokens.length || used[at] || entitySpans[at] >= 0) return undefined;
  const word = tokens[at].text;
  if (!/^[a-z]{3,}$/.test(word) || ["games", "game", "titles", "title"].includes(word) || isReservedKey(word)) return undefined;
  return spanOf(at, at + 1);
}

/** "90th percentile", "percentile 90", "p90", "top 10%" (the 90th), "bottom 25%" (the 25th). */
function percentileAt(tokens: readonly Token[], index: number): { percentile: number; end: number } | null {
  const word = tokens[index].text;
  const ordinal = /^(\d{1,2})(?:st|nd|rd|th)$/.exec(word);
  if (ordinal && PERCENTILE_WORDS.has(tokens[index + 1]?.text ?? "")) return { percentile: Number(ordinal[1]), end: index + 2 };
  if (PERCENTILE_WORDS.has(word)) {
    const reading = readNumberAt(tokens, index + 1);
    if (reading && !reading.unit && reading.value >= 1 && reading.value <= 99) return { percentile: reading.value, end: reading.end };
  }
  const short = /^p(\d{1,2})$/.exec(word);
  if (short && Number(short[1]) >= 1) return { percentile: Number(short[1]), end: index + 1 };
  if (word === "top" || word === "bottom") {
    const reading = readNumberAt(tokens, index + 1);
    if (reading && reading.unit === "percent" && reading.value > 0 && reading.value < 100)
      return { percentile: word === "top" ? 100 - reading.value : reading.value, end: reading.end };
  }
  return null;
}

/** Whether a filter without a number starts at the token: a player or review state, or a price ("paid", "growing"). */
export function isStateFilterAt(tokens: readonly Token[], index: number): boolean {
  return longestPhraseAt(tokens, index, STATE_FILTERS) !== null || longestPhraseAt(tokens, index, PRICE_STATES) !== null;
}

/** Reads the cue words of a market-statistics question and marks them used; null when there are none. */
export function readStatsCues(context: ReaderContext): StatsCues | null {
  const { tokens, used, entitySpans, spanOf } = context;
  const words = tokens.map((token) => token.text);
  const cues: StatsCues = { aggregates: [], metric: null, groupBy: null, ratio: false, spans: [] };
  const take = (start: number, end: number) => {
    for (let i = start; i < end; i++) used[i] = true;
    cues.spans.push(spanOf(start, end));
  };
  // Each side of a ratio names a set: a name or a filter without a number ("free to play games vs paid games").
  const setsBetween = (from: number, to: number) => {
    for (let i = from; i < to; i++) if (entitySpans[i] >= 0 || (!used[i] && isStateFilterAt(tokens, i))) return true;
    return false;
  };
  for (let i = 0; i < tokens.length; i++) {
    if (used[i]) continue;
    const percentile = percentileAt(tokens, i);
    if (percentile && cues.percentile === undefined) {
      cues.percentile = percentile.percentile;
      cues.aggregates.push({ aggregate: "percentile", span: spanOf(i, percentile.end) });
      take(i, percentile.end);
      const metric = metricAfterCue(context, percentile.end);
      if (metric && !cues.metric) {
        cues.metric = metric.metric;
        take(metric.start, metric.end);
      }
      i = percentile.end - 1;
      continue;
    }
    const releaseMonthEnd = cues.groupBy ? -1 : readReleaseMonthAt(context, cues, i);
    if (releaseMonthEnd > 0) {
      take(i, releaseMonthEnd);
      i = releaseMonthEnd - 1;
      continue;
    }
    const group = longestPhraseAt(tokens, i, GROUP_CUES);
    // "monthly players" is a figure, not a breakdown.
    const metricHere = longestPhraseAt(tokens, i, METRIC_PHRASES);
    if (group && !(metricHere && metricHere.words.length > group.words.length) && !cues.groupBy) {
      cues.groupBy = group.groupBy;
      take(i, i + group.words.length);
      i += group.words.length - 1;
      continue;
    }
    // "market size of strategy games": what the games earned together.
    const size = longestPhraseAt(tokens, i, MARKET_SIZE_CUES);
    if (size) {
      cues.aggregates.push({ aggregate: "sum", span: spanOf(i, i + size.words.length), named: true });
      cues.metric ??= "revenue";
      take(i, i + size.words.length);
      i += size.words.length - 1;
      continue;
    }
    const cue = longestPhraseAt(tokens, i, AGGREGATE_CUES);
    // "over 2.5 million total players" is a filter on total players, not their sum, and so is "copies sold higher than
    // total players"; "publishers by game count" an order.
    const compared = numberEndsAt(tokens, i) || longestPhraseEndingAt(tokens, i, COMPARATORS_BEFORE) !== null;
    if (cue && !SORT_BEFORE.has(words[i - 1] ?? "") && !longestPhraseAt(tokens, i - 1, SUPERLATIVES) && !compared && !countsAfterBy(tokens, i)) {
      // "average revenue per user" is ARPU; "total revenue" and "total players" are a sum of that figure.
      if (metricHere && metricHere.words.length > cue.words.length) {
        // "average revenue per user of RPGs" asks for their average ARPU.
        const taken = cue.aggregate === "sum" ? "sum" : cue.aggregate === "average" && metricHere.metric === "arpu" ? "average" : null;
        if (!taken) continue;
        let end = i + metricHere.words.length;
        if (startsComparison(tokens, end)) continue;
        const period = longestPhraseAt(tokens, end, METRIC_PERIODS);
        if (period) end += period.words.length;
        cues.aggregates.push({ aggregate: taken, span: spanOf(i, end), named: taken === "sum" });
        cues.metric ??= metricHere.metric;
        take(i, end);
        i = end - 1;
        continue;
      }
      const end = i + cue.words.length;
      const metric = metricAfterCue(context, end);
      if (!metric && cue.aggregate !== "count" && cue.aggregate !== "share") cues.unknownFigure ??= unknownFigureAfter(context, end);
      // A figure with a comparison after it belongs to a filter: "games with average sentiment above 80%".
      if (!metric && cue.aggregate !== "count" && cue.aggregate !== "share" && longestPhraseAt(tokens, end, METRIC_PHRASES)) continue;
      const howMuch = cue.words.join(" ") === "how much";
      const amountOf = (howMuch || cue.aggregate === "count") && metric?.start === end;
      cues.aggregates.push({ aggregate: cue.aggregate, span: spanOf(i, end), ...(howMuch ? { byFigure: true } : {}), ...(amountOf ? { amountOf } : {}) });
      take(i, end);
      if (metric && (!cues.metric || cue.aggregate !== "count")) {
        cues.metric = metric.metric;
        take(metric.start, metric.end);
      }
      if (cue.aggregate === "share" && cues.splitAt === undefined) readShareSplit(context, cues, i, metric?.end ?? end);
      i = (metric?.end ?? end) - 1;
      continue;
    }
    // "sell more copies than", "get more reviews than": the figure stands between the comparison and "than".
    // "more positive than negative reviews" weighs a game's own reviews: a filter, no ratio of two sets.
    const claim = isStateFilterAt(tokens, i) ? undefined : COMPARATIVE_CLAIMS.get(words[i]);
    const between = claim && !used[i + 1] ? longestPhraseAt(tokens, i + 1, METRIC_PHRASES) : null;
    const thanAt = between ? i + 1 + between.words.length : -1;
    if (
      between &&
      words[thanAt] === "than" &&
      !cues.ratio &&
      thanAt + 1 < tokens.length &&
      !startsComparison(tokens, thanAt + 1) &&
      setsBetween(0, i) &&
      setsBetween(thanAt + 1, tokens.length)
    ) {
      cues.ratio = true;
      cues.claim = claim;
      cues.metric ??= between.metric;
      cues.splitAt = tokens[thanAt + 1].start;
      take(i, thanAt + 1);
      i = thanAt;
      continue;
    }
    const ratio = longestPhraseAt(tokens, i, RATIO_CUES);
    if (ratio && !cues.ratio) {
      const end = i + ratio.words.length;
      // "more than 10k players" is a filter; a ratio sets two named sets against each other.
      if (end < tokens.length && !startsComparison(tokens, end) && setsBetween(0, i) && setsBetween(end, tokens.length)) {
        cues.ratio = true;
        if (ratio.claim) cues.claim = ratio.claim;
        cues.splitAt = tokens[end].start;
        take(i, end);
        i = end - 1;
      }
    }
  }
  if (!cues.ratio) readCompareSplit(context, cues, setsBetween);
  if (!cues.ratio && !cues.groupBy) readYearsCompared(context, cues);
  if (!cues.ratio && !cues.groupBy && cues.aggregates.length > 0) readOverTime(context, cues);
  return cues.aggregates.length > 0 || cues.groupBy || cues.ratio ? cues : null;
}

/** Words that ask how a figure changed over time: "how did the number of releases change from 2019 to 2022". */
const OVER_TIME_WORDS = new Set([
  "change",
  "changed",
  "changes",
  "changing",
  "evolve",
  "evolved",
  "evolves",
  "evolving",
  "evolution",
  "trend",
  "trends",
  "trended",
]);

/** Where a word asking how a figure changed over time stands among the words no reader took, or -1. */
export function overTimeWordAt(tokens: readonly Token[], used: readonly boolean[]): number {
  return tokens.findIndex((token, index) => !used[index] && OVER_TIME_WORDS.has(token.text));
}

/**
 * Words that say a figure moves, read as asking for it over time where they stand as what the figure does ("is the
 * number of indie releases growing", "is the average price of RPGs rising"), not before a word for games, where they
 * are a filter ("the number of growing games").
 */
const MOVING_WORDS = new Set(["growing", "rising", "increasing", "declining", "shrinking", "falling", "decreasing", "dropping"]);
/** "how many games are growing", "the number of games that are growing": the games grow, a filter. */
const GAMES_DO = new Set(["are", "is", "were", "was", "that", "which", "many"]);

/** "how did the number of releases change", "is the number of indie releases growing": the figure over time. */
function readOverTime({ tokens, used, spanOf }: ReaderContext, cues: StatsCues) {
  let at = overTimeWordAt(tokens, used);
  if (at < 0) {
    const afterCue = Math.min(...cues.spans.map((span) => tokens.findIndex((token) => token.start >= span.end)).filter((index) => index >= 0));
    at = tokens.findIndex(
      (token, index) =>
        index >= afterCue &&
        !used[index] &&
        MOVING_WORDS.has(token.text) &&
        !GAME_NOUNS.has(tokens[index + 1]?.text ?? "") &&
        !GAMES_DO.has(tokens[index - 1]?.text ?? "") &&
        !cues.aggregates.some((cue) => cue.span.text.startsWith("how many")),
    );
  }
  if (at < 0) return;
  cues.overTime = true;
  used[at] = true;
  cues.spans.push(spanOf(at, at + 1));
}

/** The periods a figure asked over time is broken down by: the months of a window within one year, else the years. */
function overTimeGrouping(release: ReleaseWindow | null): Grouping {
  if (!release?.after || !release.before) return "year";
  return Date.parse(release.before) - Date.parse(release.after) <= 366 * 86_400_000 ? "month" : "year";
}

/**
 * "the best month to release a game" at `index`: the months of the year by the median revenue, unless a figure is
 * named (`completeStats`). The end of its words, or -1.
 */
function readReleaseMonthAt({ tokens, spanOf }: ReaderContext, cues: StatsCues, index: number): number {
  const phrase = longestPhraseAt(tokens, index, RELEASE_MONTH_CUES);
  if (!phrase) return -1;
  const end = index + phrase.words.length;
  cues.groupBy = "monthOfYear";
  cues.aggregates.push({ aggregate: "median", span: spanOf(index, end) });
  cues.releaseMonth = true;
  return end;
}

const yearAt = (tokens: readonly Token[], index: number) => {
  const reading = index < tokens.length ? readNumberAt(tokens, index) : null;
  return reading !== null && reading.end === index + 1 && isYear(reading);
};

/**
 * "compare games released in 2022 and 2023", "2022 vs 2023 revenue": two years set against each other are a breakdown
 * by release year; the release window reader then takes both years and those between (`yearsCompared`).
 */
function readYearsCompared({ tokens, used, spanOf }: ReaderContext, cues: StatsCues) {
  let compareAt = -1;
  let compareEnd = -1;
  for (let i = 0; i < tokens.length && compareAt < 0; i++) {
    const cue = used[i] ? null : longestPhraseAt(tokens, i, COMPARE_CUES);
    if (cue) [compareAt, compareEnd] = [i, i + cue.words.length];
  }
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (!yearAt(tokens, i) || used[i]) continue;
    // "2022 vs 2023", "2022 and 2023" after a word that asks to compare, "2023 compared to 2022".
    let at = i + 1;
    const versus = used[at] ? null : longestPhraseAt(tokens, at, RATIO_CUES);
    if (at === compareAt && COMPARE_SPLITS.has(tokens[compareEnd]?.text ?? "")) at = compareEnd + 1;
    else if (versus && !versus.claim) at += versus.words.length;
    else if (compareAt >= 0 && COMPARE_SPLITS.has(tokens[at].text)) at += 1;
    else continue;
    if (!yearAt(tokens, at) || used[at]) continue;
    cues.groupBy = "year";
    cues.yearsCompared = true;
    // The years and the word between them are the release window's to read.
    const take = (start: number, end: number) => {
      for (let k = start; k < end; k++) used[k] = true;
      cues.spans.push(spanOf(start, end));
    };
    if (compareAt >= 0) take(compareAt, compareEnd);
    else if (versus) take(i + 1, i + 1 + versus.words.length);
    return;
  }
}

/**
 * "compare RPGs and shooters", "compare Valve with Ubisoft", "how do free and paid games compare": two sets named
 * around "and", "with" or "to", with a word that asks to compare before them or right after, are a ratio as "vs" makes
 * one (the figure named elsewhere, else the number of games). Two games compared are the comparison of games, read
 * elsewhere: a question naming a game reads no statistics.
 */
function readCompareSplit({ tokens, used, entitySpans, spanOf }: ReaderContext, cues: StatsCues, setsBetween: (from: number, to: number) => boolean) {
  for (let i = 0; i < tokens.length; i++) {
    const cue = used[i] ? null : longestPhraseAt(tokens, i, COMPARE_CUES);
    if (!cue) continue;
    const cueEnd = i + cue.words.length;
    // The sets follow the cue ("compare A and B"), or stand before it ("how do A and B compare").
    const [from, to] = cueEnd < tokens.length && setsBetween(cueEnd, tokens.length) ? [cueEnd, tokens.length] : [0, i];
    for (let at = from + 1; at < to - 1; at++) {
      if (used[at] || entitySpans[at] >= 0 || !COMPARE_SPLITS.has(tokens[at].text)) continue;
      if (!setsBetween(from, at) || !setsBetween(at + 1, to)) continue;
      cues.ratio = true;
      cues.splitAt = tokens[at + 1].start;
      for (const [start, end] of [
        [i, cueEnd],
        [at, at + 1],
      ])
        for (let k = start; k < end; k++) used[k] = true;
      cues.spans.push(spanOf(i, cueEnd), spanOf(at, at + 1));
      return;
    }
    return;
  }
}

/**
 * "revenue of RPGs over the last 5 years", "RPG revenue since 2020": a figure over a window of years with no other
 * statistics word is its trend, year by year. Read once the release window and the figures are known.
 */
export function trendCues(
  release: ReleaseWindow | null,
  asks: ParsedQuery["asks"],
  sort: Sort | null,
  overTime: Span | null,
  releases: Span | null,
): StatsCues | null {
  if ((sort && sort.source === "explicit") || release?.upcoming) return null;
  // "how did RPG releases change over the last 5 years": the number of games released, over time.
  if (overTime && asks.length === 0 && releases)
    return {
      aggregates: [{ aggregate: "count", span: releases }],
      metric: null,
      groupBy: overTimeGrouping(release),
      ratio: false,
      spans: [overTime],
      overTime: true,
    };
  if (asks.length === 0) return null;
  // "how did the revenue of RPGs change from 2019 to 2022": a figure asked over time, whatever the window.
  if (overTime) return { aggregates: [], metric: null, groupBy: overTimeGrouping(release), ratio: false, spans: [overTime], overTime: true };
  const overYears = release && ((release.after && !release.before && release.year === undefined) || release.relative?.unit === "year");
  return overYears ? { aggregates: [], metric: null, groupBy: "year", ratio: false, spans: [] } : null;
}

/**
 * "how much does the cheapest simulation game cost?", "price of the most expensive strategy game": one game's figure at
 * the end of an order, asked for by a singular "game" and the figure named again (or "how much"), is a minimum or a
 * maximum. A list ("the cheapest simulation games") stays a list.
 */
export function extremeCues(tokens: readonly Token[], sort: Sort | null, asks: ParsedQuery["asks"]): StatsCues | null {
  if (!sort || sort.source !== "explicit" || !sort.span || sort.metric === "release_date" || sort.metric === "game_count") return null;
  const words = tokens.map((token) => token.text);
  const metric = sort.metric;
  const singular = words.includes("game") && !words.includes("games");
  const asked = asks.some((ask) => ask.metric === metric) || (words[0] === "how" && words[1] === "much");
  if (!singular || !asked) return null;
  return { aggregates: [{ aggregate: sort.direction === "desc" ? "max" : "min", span: sort.span }], metric, groupBy: null, ratio: false, spans: [sort.span] };
}

/** Whether a token is inside "by game count", "by number of games": the order of a ranking, not a count. */
function countsAfterBy(tokens: readonly Token[], index: number): boolean {
  for (let back = 1; back <= 3 && index - back > 0; back++)
    if (tokens[index - back - 1].text === "by" && (longestPhraseAt(tokens, index - back, GAME_COUNT_AFTER_BY)?.words.length ?? 0) > back) return true;
  return false;
}

/** Whether a number ("2.5 million", "10k", "$2") ends right before a token. */
function numberEndsAt(tokens: readonly Token[], index: number): boolean {
  for (let start = Math.max(0, index - 4); start < index; start++) if (readNumberAt(tokens, start)?.end === index) return true;
  return false;
}

/** Where the part of a share starts: the first verb after its whole ("are", "have", "that", "comes from"). */
function shareSplit(tokens: readonly Token[], used: readonly boolean[], from: number): number | null {
  for (let i = from; i < tokens.length; i++) {
    if (used[i]) continue;
    if (SHARE_SPLITS.has(tokens[i].text) || SHARE_SPLIT_VERBS.has(tokens[i].text)) return tokens[i].start;
  }
  return null;
}

/** Words after a share's part that start its whole: "share of indie games among games released in 2020". */
const WHOLE_MARKERS = [["among"], ["amongst"], ["out", "of"]];

/**
 * Which words of a share say its whole. A verb after the cue splits the question: the filters before it are the
 * whole ("what share of RPGs are free to play"). Without one, a possessive before the cue names the part and the
 * words after it the whole ("Valve's share of revenue in 2020"), "among" or "out of" starts the whole ("share of indie
 * games among games released in 2020"), and otherwise the release window is the whole when other filters remain to be
 * the part (`completeStats`: "share of free to play games released in 2022").
 */
function readShareSplit({ tokens, used, entitySpans, spanOf }: ReaderContext, cues: StatsCues, cueAt: number, from: number): void {
  const verb = shareSplit(tokens, used, from);
  if (verb !== null) {
    cues.splitAt = verb;
    return;
  }
  cues.splitAt = tokens[from]?.start ?? tokens[cueAt].end;
  const end = tokens.length;
  // "Valve's share", "shooters' share": the apostrophe ends the name's token or stands after it.
  const possessive = cueAt > 0 && entitySpans[cueAt - 1] >= 0 && /['\u2019]s?\s+\S+$/i.test(spanOf(cueAt - 1, cueAt + 1).text);
  if (possessive) {
    cues.wholeSpans = from < end ? [spanOf(from, end)] : [];
    return;
  }
  for (let at = from; at < end; at++) {
    const marker = used[at] ? undefined : WHOLE_MARKERS.find((words) => words.every((word, k) => tokens[at + k]?.text === word));
    if (!marker) continue;
    const wholeAt = at + marker.length;
    cues.wholeSpans = [...(cueAt > 0 ? [spanOf(0, cueAt)] : []), ...(wholeAt < end ? [spanOf(wholeAt, end)] : [])];
    for (let k = at; k < wholeAt; k++) used[k] = true;
    return;
  }
  cues.wholeByRelease = cueAt > 0 ? [spanOf(0, cueAt)] : [];
}

interface Rest {
  asks: ParsedQuery["asks"];
  sort: Sort | null;
  release: ReleaseWindow | null;
}

/**
 * The request once the rest of the question is read: a figure named elsewhere ("revenue of horror games by year",
 * "what does it take to be in the top 10% of RPGs by revenue") completes it. Returns null when the cues do not make
 * a question about the games as a whole ("typical games" without a figure), with what it took from the rest.
 */
export function completeStats(cues: StatsCues, rest: Rest): { stats: StatsRequest; asks: ParsedQuery["asks"]; sort: Sort | null } | null {
  let { asks, sort } = rest;
  let metric = cues.metric;
  const spans = [...cues.spans];
  // "which year had the highest average revenue": the order's figure, taken as its words say.
  let averaged = false;
  const takeMetric = () => {
    if (metric) return;
    if (asks.length > 0) {
      metric = asks[0].metric;
      spans.push(asks[0].span);
      asks = asks.slice(1);
    } else if (sort && sort.source === "explicit" && sort.metric !== "release_date" && sort.metric !== "game_count") {
      metric = sort.metric;
      averaged = sort.average === true;
      if (sort.span) spans.push(sort.span);
      sort = null;
    }
  };
  // "how many players does the average shooter have": "how many" names the figure, "average" says how it is taken.
  const taking = cues.aggregates.filter((cue) => !cue.amountOf);
  const takenBy =
    taking.length < cues.aggregates.length && taking.length > 0 && taking.every((cue) => cue.aggregate === "average" || cue.aggregate === "median");
  const distinct = [...new Set((takenBy ? taking : cues.aggregates).map((cue) => cue.aggregate))];
  // "how many RPGs in total" is one count; "average and median price" two figures at once.
  // "how many copies did they sell in total" is one sum, "how many RPGs in total" one count.
  const countedInTotal = distinct.length === 2 && distinct.includes("count") && distinct.includes("sum");
  const named: Aggregate[] = countedInTotal ? [cues.metric ? "sum" : "count"] : distinct;
  if (named.length > 1 && !cues.ratio) {
    takeMetric();
    return { stats: { aggregate: named[0], metric, groupBy: cues.groupBy, conflicting: named, spans: cues.aggregates.map((cue) => cue.span) }, asks, sort };
  }
  let aggregate: Aggregate | null = named[0] ?? null;
  let measure: StatsRequest["measure"];
  if (cues.ratio) {
    takeMetric();
    measure = aggregate === "median" || aggregate === "sum" || aggregate === "count" ? aggregate : metric ? "average" : "count";
    if (measure === "count") metric = null;
    aggregate = "ratio";
  } else if (aggregate === "count" || aggregate === "share") {
    // "how many copies did RPGs sell" is a sum; "what share of revenue comes from RPGs" a share of a sum.
    if (aggregate === "count" && metric) aggregate = "sum";
  } else if (aggregate) {
    takeMetric();
    // "the best month to release a game": best for the typical game's revenue.
    if (!metric && cues.releaseMonth) metric = "revenue";
    if (!metric) {
      if (aggregate !== "sum" && !cues.groupBy) return null;
      aggregate = "count";
    } else if (cues.aggregates.every((cue) => cue.byFigure) && !ADDITIVE_METRICS.has(metric)) aggregate = "average";
  } else {
    // A breakdown alone: "revenue of horror games by year" sums revenue, "RPGs by year" counts them.
    takeMetric();
    aggregate = metric ? (ADDITIVE_METRICS.has(metric) && !averaged ? "sum" : "average") : "count";
  }
  if (aggregate === "count") metric = null;
  // "which month of the year had the most releases": a count by group names its highest group itself; "the most
  // releases" is the breakdown's own order, not a list of games by their number.
  if (aggregate === "count" && cues.groupBy && sort?.source === "explicit" && sort.metric === "game_count") {
    if (sort.span) spans.push(sort.span);
    sort = null;
  }
  // With a figure asked for, "top" and "best" only said which games; the order of a list does not apply.
  if (sort && sort.source === "default") sort = null;
  let groupBy = cues.groupBy;
  // "revenue since 2020", "over the last 5 years" without a word for how: a trend over the years the window covers.
  if (
    !groupBy &&
    cues.aggregates.every((cue) => cue.named) &&
    !cues.ratio &&
    rest.release &&
    ((rest.release.after && !rest.release.before && !rest.release.upcoming) || rest.release.relative?.unit === "year")
  )
    groupBy = "year";
  // "how did the number of releases change from 2019 to 2022": the figure period by period.
  if (!groupBy && cues.overTime && !cues.ratio && !rest.release?.upcoming) groupBy = overTimeGrouping(rest.release);
  const stats: StatsRequest = { aggregate, metric, groupBy, spans };
  if (cues.percentile !== undefined && aggregate === "percentile") stats.percentile = cues.percentile;
  if (measure) stats.measure = measure;
  if (cues.splitAt !== undefined && (aggregate === "share" || aggregate === "ratio")) stats.splitAt = cues.splitAt;
  if (aggregate === "ratio" && cues.claim) stats.claim = cues.claim;
  if (aggregate === "share" && cues.wholeSpans) stats.wholeSpans = cues.wholeSpans;
  else if (aggregate === "share" && cues.wholeByRelease && rest.release) stats.wholeSpans = [...cues.wholeByRelease, ...rest.release.spans];
  return { stats, asks, sort };
}
