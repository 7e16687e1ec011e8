// The Market Analysis Agent: a question about the games meeting its filters as a whole, answered with the figure
// first, then its groups (years, months, platforms, genres, themes, publishers, developers) and how they were
// counted. Figures are taken from the same game facts and filters as every other answer (criteria.ts), so the
// games a figure counts are the games the same question lists. Semantics: docs/lumos.md, "Market statistics".
import { questionWith } from "@/lib/chat/criteria";
import type { LumosGameFacts } from "@/lib/data/lumos";
import {
  DEFAULT_QUERY,
  MARKET_COLUMNS,
  MAX_FEATURE_FILTERS,
  exactDays,
  toSearchParams,
  type MarketResearchQuery,
} from "@/lib/market-research/market-research-query";
import { formatCount, formatDay, formatInteger, formatOrdinal, formatPercent, formatPeriod } from "@/lib/ui/format";
import { texts } from "@/lib/ui/texts";
import {
  criteriaOf,
  criteriaViews,
  entityLabel,
  negatedLabel,
  orGroupLabel,
  comparisonLabel,
  filterLabel,
  formatMetric,
  gamesMeeting,
  FREE_FILTER_SHARE,
  gamesMeetingWithNote,
  isFreeGame,
  METRIC_LABELS,
  metricValue,
  namesOf,
  notOutYetNote,
  reachesPastToday,
  releaseLabel,
  scopeMaskOf,
  type EngineKnowledge,
  type Names,
} from "./criteria";
import type { Answer } from "./execute";
import { figureNotes } from "./estimate-notes";
import { tokenize } from "./normalize";
import { ADDITIVE_METRICS, isStateFilterAt } from "./stats-reading";
import type { CriterionView, FollowUp, StatsGroup, StatsSummary } from "./events";
import {
  GROUPING_LABELS,
  GROUPINGS,
  METRICS,
  type Aggregate,
  type EntityRef,
  type EntityRole,
  type Grouping,
  type Metric,
  type ParsedQuery,
  type StatsRequest,
} from "./query-schema";
import { parseQuestion } from "./parse";
import type { RoutingDecision } from "./route";

/** What a figure's scope adds to the filters, said beside the market-research link (that screen lists add-ons too). */
export const STANDALONE_ONLY = "standalone games only (no DLCs, expansions, bundles or software)";
/** Named groups shown before the rest is summed up as "Other". */
export const DEFAULT_GROUPS = 10;
/** Months shown at most in a monthly breakdown: the latest ones. */
export const MAX_MONTHS = 60;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The value at a percentile (0–100) of sorted figures, interpolated between the closest ranks (SQL's percentile_cont). */
export function percentileOf(sorted: ArrayLike<number>, percentile: number): number | null {
  if (sorted.length === 0) return null;
  const position = (percentile / 100) * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low] + (sorted[high] - sorted[low]) * (position - low);
}

interface Figure {
  value: number | null;
  /** Games whose figure was taken (all of them for a count). */
  counted: number;
  /** Games without a figure for the metric, left out. */
  missing: number;
  low?: number;
  high?: number;
  /** For a minimum or maximum: the game that has it. */
  game?: LumosGameFacts;
}

type Taken = Exclude<Aggregate, "share" | "ratio">;

/**
 * One way of taking a figure over a list of games. The figures go into a typed array (sorted natively for a median
 * or a percentile): an average by year over 100,000 games took 75 ms with an object per game, mostly in sorting and
 * collecting garbage.
 */
function figureOf(games: readonly LumosGameFacts[], aggregate: Taken, metric: Metric | null, percentile = 50): Figure {
  if (aggregate === "count" || metric === null) return { value: games.length, counted: games.length, missing: 0 };
  const values = new Float64Array(games.length);
  let counted = 0;
  let sum = 0;
  let best: LumosGameFacts | undefined;
  let bestValue = 0;
  for (const game of games) {
    const value = metricValue(game, metric);
    if (value === null) continue;
    values[counted++] = value;
    sum += value;
    if (aggregate === "min" || aggregate === "max") {
      const better = best === undefined || (aggregate === "min" ? value < bestValue : value > bestValue) || (value === bestValue && game.id < best.id);
      if (better) {
        best = game;
        bestValue = value;
      }
    }
  }
  const missing = games.length - counted;
  if (counted === 0) return { value: null, counted: 0, missing };
  switch (aggregate) {
    case "sum":
      return { value: sum, counted, missing };
    case "average":
      return { value: sum / counted, counted, missing };
    case "min":
    case "max":
      return { value: bestValue, counted, missing, game: best };
    case "median":
    case "percentile": {
      const sorted = values.subarray(0, counted).sort();
      const value = percentileOf(sorted, aggregate === "median" ? 50 : percentile);
      return aggregate === "median"
        ? { value, counted, missing, low: percentileOf(sorted, 25)!, high: percentileOf(sorted, 75)! }
        : { value, counted, missing };
    }
  }
}

// ------------------------------------------------------------------------------------------------
// Which games: the whole question, or one side of a share or a ratio
// ------------------------------------------------------------------------------------------------

type Keep = (start: number, kind: string) => boolean;

/** The question with only the filters `keep` accepts (by where they were read and what kind they are). */
function withFilters(parsed: ParsedQuery, keep: Keep): ParsedQuery {
  const entities = structuredClone(parsed.entities);
  const include: Array<{ role: EntityRole; ref: EntityRef }> = [];
  for (const role of Object.keys(entities) as EntityRole[]) {
    entities[role].include = entities[role].include.filter((ref) => keep(ref.span.start, role));
    entities[role].exclude = entities[role].exclude.filter((ref) => keep(ref.span.start, role));
  }
  const eitherOr: ParsedQuery["eitherOr"] = [];
  for (const group of parsed.eitherOr) {
    const options = group.options.filter((ref) => keep(ref.span.start, group.role));
    if (options.length >= 2) eitherOr.push({ ...group, options });
    else if (options.length === 1) include.push({ role: group.role, ref: options[0] });
  }
  for (const { role, ref } of include) entities[role].include.push(ref);
  const release = parsed.release && keep(parsed.release.spans[0]?.start ?? 0, "release") ? parsed.release : null;
  const filters = parsed.filters.filter((filter) => keep(filter.span.start, `filter:${filter.metric}`));
  const comparisons = parsed.comparisons.filter((comparison) => keep(comparison.span.start, `comparison:${comparison.metric}:${comparison.than}`));
  return { ...parsed, entities, eitherOr, filters, comparisons, release };
}

/** Kinds of the filters read before and after an offset of the question. */
function kindsAround(parsed: ParsedQuery, splitAt: number): { before: Set<string>; after: Set<string>; subjects: [number, number] } {
  const before = new Set<string>();
  const after = new Set<string>();
  // Each side's name, or filter without a number, nearest the split: "indie games vs AAA games" sets Indie against AAA.
  const subjects: [number, number] = [-1, -1];
  const add = (start: number, kind: string) => (start < splitAt ? before : after).add(kind);
  const addName = (start: number, kind: string) => {
    add(start, kind);
    if (start < splitAt) subjects[0] = Math.max(subjects[0], start);
    else if (subjects[1] < 0 || start < subjects[1]) subjects[1] = start;
  };
  for (const [role, slot] of Object.entries(parsed.entities)) for (const ref of [...slot.include, ...slot.exclude]) addName(ref.span.start, role);
  for (const group of parsed.eitherOr) for (const ref of group.options) addName(ref.span.start, group.role);
  for (const filter of parsed.filters) {
    const words = tokenize(parsed.text.slice(filter.span.start, filter.span.end));
    (isStateFilterAt(words, 0) ? addName : add)(filter.span.start, `filter:${filter.metric}`);
  }
  for (const comparison of parsed.comparisons) add(comparison.span.start, `comparison:${comparison.metric}:${comparison.than}`);
  if (parsed.release) add(parsed.release.spans[0]?.start ?? 0, "release");
  return { before, after, subjects };
}

/** The filters as the answer names them, in the question's order. */
function filterLabels(parsed: ParsedQuery, knowledge: EngineKnowledge): string[] {
  return criteriaOf(parsed, knowledge).map((criterion) => criterion.label);
}

/**
 * "the 12 games meeting the filters (…)"; with games left out for want of a figure, both counts: "the 2,638 games with
 * a sentiment figure of the 6,042 meeting the filter (…)".
 */
function describeSet(count: number, labels: readonly string[], withFigure?: { counted: number; metric: Metric; having?: string }): string {
  const where = labels.length ? `meeting ${labels.length === 1 ? "the filter" : "the filters"} (${labels.join(", ")})` : "in the data";
  if (!withFigure || withFigure.counted === count) return `the ${formatCount(count, "game", "games")} ${where}`;
  const having = withFigure.having ?? `a ${METRIC_LABELS[withFigure.metric]} figure`;
  return `the ${formatCount(withFigure.counted, "game", "games")} with ${having} of the ${formatInteger(count)} ${where}`;
}

/**
 * How many free games a lowest price leaves out: the cheapest game is one with a price ("how much does the cheapest
 * simulation game cost" was $0.00), as a ranking by price lowest first leaves them out (execute.ts, pricedBaseOf),
 * unless the games counted are free games (at least FREE_FILTER_SHARE of them: "cheapest free to play games"). 0 when
 * none is left out.
 */
function freeGamesLeftOut(games: readonly LumosGameFacts[]): number {
  const free = games.reduce((count, game) => count + (isFreeGame(game) ? 1 : 0), 0);
  return free > 0 && free < FREE_FILTER_SHARE * games.length ? free : 0;
}

// ------------------------------------------------------------------------------------------------
// Groups
// ------------------------------------------------------------------------------------------------

interface GroupKey {
  key: string;
  label: string;
}

function keysOf(game: LumosGameFacts, groupBy: Grouping, names: Names): GroupKey[] {
  switch (groupBy) {
    case "year":
      return game.releaseDate ? [{ key: game.releaseDate.slice(0, 4), label: game.releaseDate.slice(0, 4) }] : [];
    case "month":
      return game.releaseDate ? [{ key: game.releaseDate.slice(0, 7), label: formatPeriod(game.releaseDate.slice(0, 7)) }] : [];
    case "monthOfYear": {
      // Only a date with its month ("14-03-2024", "03-2024"): a quarter, a half or a year stands for its first day.
      if (!game.releaseDate || !DATED_TO_THE_MONTH.test(game.releaseDateText ?? "")) return [];
      const key = game.releaseDate.slice(5, 7);
      return [{ key, label: MONTHS_OF_THE_YEAR[Number(key) - 1] }];
    }
    case "platform":
      return game.platformIds.map((id) => ({ key: String(id), label: names.platform.get(id) ?? `Platform ${id}` }));
    case "genre":
    case "theme": {
      const type = groupBy === "genre" ? "genre" : "theme";
      return game.classificationIds.flatMap((id) => {
        const entry = names.classification.get(id);
        return entry && entry.typeName?.toLowerCase() === type ? [{ key: String(id), label: entry.canonical }] : [];
      });
    }
    case "publisher":
      return game.publisherIds.map((id) => ({ key: String(id), label: names.company.get(id) ?? `Company ${id}` }));
    case "developer":
      return game.developerIds.map((id) => ({ key: String(id), label: names.company.get(id) ?? `Company ${id}` }));
  }
}

const isTime = (groupBy: Grouping) => groupBy === "year" || groupBy === "month";

/** Groups in the calendar's order with none left out (a month without games is a group of none), not ranked by their figure. */
const isCalendar = (groupBy: Grouping) => isTime(groupBy) || groupBy === "monthOfYear";

/** A stored release text that names the month: a day ("14-03-2024") or a month ("03-2024"). */
const DATED_TO_THE_MONTH = /^(?:\d{1,2}-)?\d{1,2}-\d{4}$/;

/** What a game in no group of a breakdown lacks: "no release date", "no release month" (only a quarter or a year), "no platform". */
function ungroupedWant(groupBy: Grouping): string {
  if (groupBy === "year" || groupBy === "month") return "release date";
  if (groupBy === "monthOfYear") return "release month (only a quarter, a half or a year is known, or no date)";
  return groupBy;
}

const MONTHS_OF_THE_YEAR = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** The next year ("2024") or month ("2024-05") after a key of that kind. */
function nextPeriod(key: string): string {
  if (key.length === 4) return String(Number(key) + 1);
  const [year, month] = key.split("-").map(Number);
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, "0")}`;
}

interface Grouped {
  key: string;
  label: string;
  games: LumosGameFacts[];
}

/**
 * The counted games by group. Years and months run oldest first with the gaps filled (a year without games is a
 * group of none); named groups hold every game that carries the name, so a game on three platforms is in three.
 */
function groupGames(
  games: readonly LumosGameFacts[],
  groupBy: Grouping,
  names: Names,
  only: ReadonlySet<string> | null = null,
): { groups: Grouped[]; ungrouped: number } {
  const byKey = new Map<string, Grouped>();
  let ungrouped = 0;
  for (const game of games) {
    const keys = only ? keysOf(game, groupBy, names).filter(({ key }) => only.has(key)) : keysOf(game, groupBy, names);
    if (keys.length === 0) ungrouped++;
    for (const { key, label } of keys) {
      const group = byKey.get(key);
      if (group) {
        if (group.games[group.games.length - 1] !== game) group.games.push(game);
      } else byKey.set(key, { key, label, games: [game] });
    }
  }
  if (groupBy === "monthOfYear") {
    const groups = MONTHS_OF_THE_YEAR.map((label, index) => {
      const key = String(index + 1).padStart(2, "0");
      return byKey.get(key) ?? { key, label, games: [] };
    });
    return { groups, ungrouped };
  }
  if (!isTime(groupBy)) return { groups: [...byKey.values()], ungrouped };
  const keys = [...byKey.keys()].sort();
  const groups: Grouped[] = [];
  for (let key = keys[0]; key !== undefined && key <= keys[keys.length - 1]; key = nextPeriod(key))
    groups.push(byKey.get(key) ?? { key, label: formatPeriod(key), games: [] });
  return { groups, ungrouped };
}

const GROUP_ROLES: Partial<Record<Grouping, readonly EntityRole[]>> = {
  platform: ["platforms"],
  genre: ["classifications"],
  theme: ["classifications"],
  publisher: ["publishers", "companies"],
  developer: ["developers", "companies"],
};

/**
 * The groups of a breakdown by name when the question names some of that kind: "average sentiment of games on PS5 or
 * Switch by platform" sets PS5 and Switch side by side, not every platform those games are also on (iPad first). Null:
 * every group.
 */
function namedGroups(parsed: ParsedQuery, groupBy: Grouping, names: Names): ReadonlySet<string> | null {
  const roles = GROUP_ROLES[groupBy];
  if (!roles) return null;
  const refs = [
    ...roles.flatMap((role) => parsed.entities[role].include),
    ...parsed.eitherOr.filter((group) => roles.includes(group.role)).flatMap((group) => group.options),
  ];
  const keys = refs
    .filter((ref) => (groupBy !== "genre" && groupBy !== "theme" ? true : names.classification.get(Number(ref.id))?.typeName?.toLowerCase() === groupBy))
    .map((ref) => String(ref.id));
  return keys.length > 0 ? new Set(keys) : null;
}

// ------------------------------------------------------------------------------------------------
// Labels and formats
// ------------------------------------------------------------------------------------------------

const AGGREGATE_WORDS: Record<Taken, string> = {
  count: "number",
  sum: "total",
  average: "average",
  median: "median",
  min: "lowest",
  max: "highest",
  percentile: "percentile",
};

function figureName(aggregate: Taken, metric: Metric | null, percentile?: number): string {
  if (aggregate === "count" || metric === null) return "number of games";
  if (aggregate === "percentile") return `${formatOrdinal(percentile ?? 50)} percentile of ${METRIC_LABELS[metric]}`;
  // "the total players", not "the total total players".
  if (aggregate === "sum" && METRIC_LABELS[metric].startsWith(`${AGGREGATE_WORDS.sum} `)) return METRIC_LABELS[metric];
  return `${AGGREGATE_WORDS[aggregate]} ${METRIC_LABELS[metric]}`;
}

function unitOf(aggregate: Aggregate, metric: Metric | null): StatsSummary["unit"] {
  if (aggregate === "share") return "percent";
  if (aggregate === "ratio") return "number";
  if (aggregate === "count" || metric === null) return "count";
  if (metric === "revenue" || metric === "price" || metric === "arpu") return "usd";
  if (metric === "sentiment" || metric === "growth") return "percent";
  return "number";
}

function formatTaken(aggregate: Taken, metric: Metric | null, value: number | null): string {
  if (value === null) return "no figure";
  if (aggregate === "count" || metric === null) return value.toLocaleString("en-US");
  return formatMetric(metric, value);
}

const formatShare = (value: number | null) => (value === null ? "no figure" : `${value.toFixed(1)}%`);
const formatRatio = (value: number | null) => (value === null ? "no figure" : `${value >= 10 ? value.toFixed(1) : value.toFixed(2)}×`);

/** How a median's middle half reads: "earned between $310k and $4.1M". */
function middleHalfText(metric: Metric, low: number, high: number): string {
  const range = `between ${formatMetric(metric, low)} and ${formatMetric(metric, high)}`;
  switch (metric) {
    case "revenue":
      return `half of them earned ${range}`;
    case "copies_sold":
      return `half of them sold ${range} copies`;
    case "price":
      return `half of them cost ${range}`;
    default:
      return `half of them have ${METRIC_LABELS[metric]} ${range}`;
  }
}

// ------------------------------------------------------------------------------------------------
// Traceability: the market-research view, and the question that lists the counted games
// ------------------------------------------------------------------------------------------------

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The market-research view with the filters it has (one platform, classifications, developer sizes, release window), and the rest named. */
export function marketResearchLink(parsed: ParsedQuery, knowledge: EngineKnowledge, metric: Metric | null): { href: string; notCarried: string[] } {
  const query: MarketResearchQuery = { ...DEFAULT_QUERY, sizes: [...DEFAULT_QUERY.sizes], featureIds: [], columns: [...DEFAULT_QUERY.columns] };
  const notCarried: string[] = [];
  for (const [role, slot] of Object.entries(parsed.entities) as Array<[EntityRole, ParsedQuery["entities"][EntityRole]]>) {
    const onePlatform = role === "platforms" && slot.include.length === 1 && typeof slot.include[0].id === "number";
    if (onePlatform) query.platformId = slot.include[0].id as number;
    else if (role === "developerSizes" && slot.include.length > 0)
      query.sizes = query.sizes.filter((size) => slot.include.some((ref) => String(ref.id) === size));
    else if (role === "classifications" && slot.include.length > 0 && slot.include.length <= MAX_FEATURE_FILTERS)
      query.featureIds = slot.include.map((ref) => ref.id as number);
    else for (const ref of slot.include) notCarried.push(entityLabel(ref, role));
    for (const ref of slot.exclude) notCarried.push(negatedLabel(ref, role));
  }
  for (const group of parsed.eitherOr) notCarried.push(orGroupLabel(group.options, group.role));
  for (const filter of parsed.filters) notCarried.push(filterLabel(filter));
  for (const comparison of parsed.comparisons) notCarried.push(comparisonLabel(comparison));
  const release = parsed.release;
  if (release) {
    if (release.tba) notCarried.push(releaseLabel(release));
    else {
      if (release.upcoming) query.status = "upcoming";
      // The window's own days, not the specification's custom range (read as release-date categories: "in 2023" on
      // Aug 14, 2023 would be the last year and the rest of this one); one running past the market date counts the
      // games out by then, as Lumos does.
      if (release.after || release.before) query.release = exactDays(release.after ?? null, release.before ? dayBefore(release.before) : null)!;
      if (reachesPastToday(release, knowledge.today)) query.datapoint = "released";
    }
  }
  const column = metric && MARKET_COLUMNS.find((candidate) => candidate.key === metric);
  if (column) {
    query.sort = column.key;
    query.direction = "desc";
    if (!query.columns.includes(column.key)) query.columns = [...query.columns, column.key];
  }
  // Market research lists every game; a figure leaves add-ons out unless the question names a game type.
  if (parsed.entities.gameTypes.include.length === 0 && !parsed.eitherOr.some((group) => group.role === "gameTypes")) notCarried.push(STANDALONE_ONLY);
  const params = toSearchParams(query).toString();
  return { href: `/market-research-page${params ? `?${params}` : ""}`, notCarried };
}

/** Words a question keeps after its statistics words are taken out: "median revenue of RPGs" lists "RPGs". */
const LEADING_WORDS = /^(?:(?:of|the|for|in|among|are|is|do|does|did|what|whats|what's|which|were|was|games?\s+that)\b[\s,]*)+/i;

/** The text with each span (in any order, none overlapping) replaced by the same words. */
export function withSpansReplaced(text: string, spans: ReadonlyArray<{ start: number; end: number }>, words: string): string {
  let result = text;
  for (const span of [...spans].sort((a, b) => b.start - a.start)) result = `${result.slice(0, span.start)}${words}${result.slice(span.end)}`;
  return result;
}

function withoutSpans(text: string, spans: ReadonlyArray<{ start: number; end: number }>): string {
  return withSpansReplaced(text, spans, " ")
    .replace(/\s+/g, " ")
    .replace(/\s+([,.?!])/g, "$1")
    .trim()
    .replace(LEADING_WORDS, "")
    .trim();
}

/**
 * The filters' own words in the question's order, with the word for games after the names when the question has
 * one there: "how many racing games were released in 2024?" lists "racing games released in 2024".
 */
function wordsOfFilters(parsed: ParsedQuery, views: readonly CriterionView[]): string {
  const spans = views.flatMap((view) => view.spans).sort((a, b) => a.start - b.start);
  const parts = spans.map((span) => parsed.text.slice(span.start, span.end));
  const nameEnds = [
    ...Object.values(parsed.entities).flatMap((slot) => [...slot.include, ...slot.exclude]),
    ...parsed.eitherOr.flatMap((group) => group.options),
  ].map((ref) => ref.span.end);
  const lastName = Math.max(-1, ...nameEnds);
  const noun = lastName >= 0 ? /^\s+(games?|titles?|releases)\b/i.exec(parsed.text.slice(lastName)) : null;
  if (noun) {
    const at = spans.findIndex((span) => span.start >= lastName);
    parts.splice(at < 0 ? parts.length : at, 0, noun[1]);
  } else if (lastName < 0 && parts.length) parts.unshift("games");
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

/**
 * The question that lists the games a figure counted. Of the filters' own words and the question without its
 * statistics words, the first that reads back as the same filters; the filters' words otherwise.
 */
function listQuestionOf(parsed: ParsedQuery, stats: StatsRequest, knowledge: EngineKnowledge, labels: readonly string[]): string {
  if (stats.aggregate === "ratio" && stats.splitAt !== undefined) {
    const first = withoutSpans(
      parsed.text.slice(0, stats.splitAt),
      stats.spans.filter((span) => span.end <= stats.splitAt!),
    );
    const second = withoutSpans(
      parsed.text.slice(stats.splitAt),
      stats.spans.filter((span) => span.start >= stats.splitAt!).map((span) => ({ start: span.start - stats.splitAt!, end: span.end - stats.splitAt! })),
    );
    return `${first.replace(/[?.!]+$/, "")} or ${second}`;
  }
  if (labels.length === 0) return "games";
  const candidates = [wordsOfFilters(parsed, criteriaViews(parsed)), withoutSpans(parsed.text, stats.spans)].filter(Boolean);
  const same = (question: string) => {
    const read = parseQuestion(question, knowledge.lexicon, { today: knowledge.today });
    return read.intent === "game_search" && filterLabels(read, knowledge).sort().join("|") === [...labels].sort().join("|");
  };
  return candidates.find(same) ?? candidates[0] ?? "games";
}

// ------------------------------------------------------------------------------------------------
// The answer
// ------------------------------------------------------------------------------------------------

interface Built {
  summary: Omit<StatsSummary, "filters" | "marketResearchHref" | "notCarried" | "listQuestion">;
  groups: StatsGroup[];
  sentences: string[];
  /** Games the figure was taken over, for the trace. */
  counted: number;
  /** Figures the sentences quote besides the one asked (their notes say how they are estimated). */
  quoted?: Metric[];
  /** What the figure kept beyond the question's filters, which the market research link cannot carry. */
  notCarried?: string[];
}

function groupRow(key: string, label: string, games: readonly LumosGameFacts[], figure: Figure, formatted: string): StatsGroup {
  const row: StatsGroup = {
    key,
    label,
    games: figure.counted === games.length || figure.value === null ? games.length : figure.counted,
    value: figure.value,
    formatted,
  };
  if (figure.low !== undefined && figure.high !== undefined) {
    row.low = figure.low;
    row.high = figure.high;
  }
  return row;
}

/**
 * An average, a median or a percentile over a group of one or two games is no figure of the group: "which platform has
 * the best rated games" opened with Apple Vision Pro, one game at 99.5%. Such groups rank after those with at least this
 * many games with the figure, as companies ranked by an average do.
 */
const GROUP_BASE_GAMES = 3;
const AVERAGING = new Set<Taken>(["average", "median", "percentile"]);

/** " A platform with fewer than 3 games with a figure comes after the others, whatever its average." when one is shown. */
function belowBaseNote(rows: ReadonlyArray<{ figure: Figure }>, groupBy: Grouping, aggregate: Taken): string {
  if (!AVERAGING.has(aggregate) || !rows.some(({ figure }) => figure.value !== null && figure.counted < GROUP_BASE_GAMES)) return "";
  return ` A ${groupBy} with fewer than ${GROUP_BASE_GAMES} games with a figure comes after the others, whatever its ${AGGREGATE_WORDS[aggregate]}.`;
}

/**
 * Named groups highest first (for an average, those under the base after the others), cut at `shown`, the rest as
 * "Other" (the counted games in none of the shown groups).
 */
function rankedGroups(
  groups: Grouped[],
  all: readonly LumosGameFacts[],
  shown: number,
  take: (games: readonly LumosGameFacts[]) => Figure,
  needsBase: boolean,
): { rows: Array<{ group: Grouped; figure: Figure }>; other: { games: LumosGameFacts[]; figure: Figure } | null } {
  const rows = groups.map((group) => ({ group, figure: take(group.games) }));
  const below = (figure: Figure) => (needsBase && figure.counted < GROUP_BASE_GAMES ? 1 : 0);
  rows.sort((a, b) => {
    if (below(a.figure) !== below(b.figure)) return below(a.figure) - below(b.figure);
    if (a.figure.value === null && b.figure.value === null) return b.group.games.length - a.group.games.length || a.group.label.localeCompare(b.group.label);
    if (a.figure.value === null) return 1;
    if (b.figure.value === null) return -1;
    return b.figure.value - a.figure.value || b.group.games.length - a.group.games.length || a.group.label.localeCompare(b.group.label);
  });
  if (rows.length <= shown) return { rows, other: null };
  const kept = rows.slice(0, shown);
  const inShown = new Set<LumosGameFacts>(kept.flatMap((row) => row.group.games));
  const rest = all.filter((game) => !inShown.has(game));
  return { rows: kept, other: rest.length ? { games: rest, figure: take(rest) } : null };
}

/** "The median copies sold of the 9,125 games meeting the filter (…) is 504; half of them sold between 144 and 1.9K copies." */
function figureSentence(stats: StatsRequest, metric: Metric, whole: Figure, games: readonly LumosGameFacts[], of: string): string {
  const aggregate = stats.aggregate as Taken;
  const format = (value: number | null) => formatTaken(aggregate, metric, value);
  let sentence = `The ${figureName(aggregate, metric, stats.percentile)} of ${of} is ${format(whole.value)}`;
  if (aggregate === "median" && whole.low !== undefined && whole.high !== undefined) sentence += `; ${middleHalfText(metric, whole.low, whole.high)}`;
  if ((aggregate === "min" || aggregate === "max") && whole.game) sentence += ` (${whole.game.title})`;
  if (aggregate === "percentile")
    sentence += `: ${(stats.percentile ?? 50) >= 50 ? `the top ${100 - (stats.percentile ?? 50)}% have at least that` : `the bottom ${stats.percentile}% have at most that`}`;
  if (aggregate === "average") sentence += ` (the median is ${format(figureOf(games, "median", metric).value)})`;
  return `${sentence}.`;
}

/** How the last figure compares with the first: "up 6.1%", "down 3.7%", "unchanged"; null from 0. */
function changeText(first: number, last: number): string | null {
  if (first <= 0) return null;
  if (first === last) return "unchanged";
  return last > first ? `up ${formatPercent((last / first - 1) * 100)}` : `down ${formatPercent((1 - last / first) * 100)}`;
}

/**
 * What a breakdown in the calendar's order comes to: the first and last years or months, how the figure changed between
 * them, and the highest; the highest and the lowest month of the year. A period cut by the release window (`from`,
 * "in the last 5 years" from Aug 15, 2018) or still running on the data's day (`today`) is named apart from the
 * change, which it would distort ("9 in 2018 (from Aug 15, 2018), 23 in 2019, 13 in 2022 (down 43.5% from 2019), and 1
 * in 2023, a year still running"). Null with fewer than two groups with a figure.
 */
function calendarSentence(groups: readonly StatsGroup[], groupBy: Grouping, today: string, from: string | undefined): string | null {
  const withValue = groups.filter((group) => group.value !== null);
  if (withValue.length < 2) return null;
  const peak = withValue.reduce((best, group) => (group.value! > best.value! ? group : best));
  if (groupBy === "monthOfYear") {
    const low = withValue.reduce((worst, group) => (group.value! < worst.value! ? group : worst));
    return `By the month of the year games came out in, whatever the year: the highest is ${peak.label} with ${peak.formatted}, the lowest ${low.label} with ${low.formatted}. A game counts in the month of its first release.`;
  }
  const keyOf = (day: string) => (groupBy === "year" ? day.slice(0, 4) : day.slice(0, 7));
  const startsPeriod = (day: string) => day.endsWith(groupBy === "year" ? "-01-01" : "-01");
  const last = withValue[withValue.length - 1];
  const running = last.key === keyOf(today) && !startsPeriod(today) ? last : null;
  const cut = from && !startsPeriod(from) && withValue[0].key === keyOf(from) ? withValue[0] : null;
  const whole = withValue.slice(cut ? 1 : 0, running ? -1 : undefined);
  const parts = cut ? [`${cut.formatted} in ${cut.label} (from ${formatDay(from!)})`] : [];
  if (whole.length > 0) {
    const [first, end] = [whole[0], whole[whole.length - 1]];
    parts.push(`${first.formatted} in ${first.label}`);
    const change = end !== first ? changeText(first.value!, end.value!) : null;
    if (end !== first) parts.push(`${end.formatted} in ${end.label}${change ? ` (${change}${cut ? ` from ${first.label}` : ""})` : ""}`);
  }
  if (running) parts.push(`${parts.length > 1 ? "and " : ""}${running.formatted} in ${running.label}, a ${groupBy} still running`);
  return `By release ${groupBy}: ${parts.join(", ")}; the highest is ${peak.label} with ${peak.formatted}.`;
}

/**
 * The games of `games` without a `metric` figure, left out of it, named by `subject` ("1 game of the 3"): "… has no
 * revenue figure (not out yet) and is left out."
 */
function leftOutSentence(subject: string, games: readonly LumosGameFacts[], metric: Metric): string {
  const lacking = games.filter((game) => metricValue(game, metric) === null);
  const one = lacking.length === 1;
  return `${subject} ${one ? "has" : "have"} no ${METRIC_LABELS[metric]} figure${notOutYetNote(lacking, metric)} and ${one ? "is" : "are"} left out.`;
}

function buildTaken(
  parsed: ParsedQuery,
  stats: StatsRequest,
  meeting: readonly LumosGameFacts[],
  knowledge: EngineKnowledge,
  labels: readonly string[],
): Built {
  const aggregate = stats.aggregate as Taken;
  const metric = aggregate === "count" ? null : stats.metric;
  const freeLeftOut = aggregate === "min" && metric === "price" ? freeGamesLeftOut(meeting) : 0;
  const games = freeLeftOut > 0 ? meeting.filter((game) => !isFreeGame(game)) : meeting;
  const take = (list: readonly LumosGameFacts[]) => figureOf(list, aggregate, metric, stats.percentile);
  const format = (value: number | null) => formatTaken(aggregate, metric, value);
  const whole = take(games);
  const name = figureName(aggregate, metric, stats.percentile);
  const sentences: string[] = [];
  if (games.length === 0) {
    const none = aggregate === "count" ? "the count is 0" : `there is no ${AGGREGATE_WORDS[aggregate]}`;
    sentences.push(`No game meets these filters (${labels.join(", ") || "none"}), so ${none}.`);
  } else if (whole.value === null) {
    sentences.push(
      `None of ${describeSet(games.length, labels)} has a ${METRIC_LABELS[metric!]} figure${notOutYetNote(games, metric!)}, so there is no ${AGGREGATE_WORDS[aggregate]}.`,
    );
  } else if (aggregate === "count") {
    sentences.push(
      `${capitalise(formatCount(games.length, "game meets", "games meet"))} ${labels.length ? `${labels.length === 1 ? "the filter" : "all the filters"} (${labels.join(", ")})` : "no filter: every game in the data"}.`,
    );
  } else {
    const of = freeLeftOut
      ? describeSet(meeting.length, labels, { counted: whole.counted, metric: metric!, having: "a price" })
      : describeSet(games.length, labels, { counted: whole.counted, metric: metric! });
    sentences.push(figureSentence(stats, metric!, whole, games, of));
  }
  if (freeLeftOut > 0) sentences.push(`${capitalise(formatCount(freeLeftOut, "free game is", "free games are"))} left out: ask for free games to see them.`);
  // Said apart only beside a figure: with none, the sentence above has said it of every game.
  if (whole.missing > 0 && whole.value !== null)
    sentences.push(leftOutSentence(`${formatCount(whole.missing, "game", "games")} of the ${formatInteger(games.length)}`, games, metric!));

  let groups: StatsGroup[] = [
    {
      key: "all",
      label: games.length === 1 ? "The 1 game" : `All ${formatCount(games.length, "game", "games")}`,
      games: whole.counted === games.length || whole.value === null ? games.length : whole.counted,
      value: whole.value,
      formatted: format(whole.value),
      ...(whole.low !== undefined ? { low: whole.low, high: whole.high } : {}),
    },
  ];
  if (stats.groupBy && games.length > 0) {
    const names = namesOf(knowledge.lexicon);
    const { groups: grouped, ungrouped } = groupGames(games, stats.groupBy, names, namedGroups(parsed, stats.groupBy, names));
    if (isCalendar(stats.groupBy)) {
      const kept = stats.groupBy === "month" ? grouped.slice(-MAX_MONTHS) : grouped;
      // A year or month without games counts 0 and adds up to 0; it has no average.
      const takeTime = (list: readonly LumosGameFacts[]): Figure =>
        list.length === 0 && (aggregate === "count" || aggregate === "sum") ? { value: 0, counted: 0, missing: 0 } : take(list);
      groups = kept.map((group) => {
        const figure = takeTime(group.games);
        return groupRow(group.key, group.label, group.games, figure, format(figure.value));
      });
      if (kept.length < grouped.length) sentences.push(`The ${MAX_MONTHS} latest months are shown of ${grouped.length}.`);
      // A period still running holds games out and games to come: it says how many are to come, where they count in
      // the figure (a count, or a figure they have; one a game to come lacks leaves it out).
      const countsIn = (game: LumosGameFacts) => aggregate === "count" || (metric !== null && metricValue(game, metric) !== null);
      const future = kept.flatMap((group) => {
        const toCome = group.games.filter((game) => !game.released && countsIn(game)).length;
        if (toCome === 0) return [];
        return [toCome === group.games.length ? group.label : `${group.label}: ${formatInteger(toCome)} of its ${formatInteger(group.games.length)}`];
      });
      if (future.length)
        sentences.push(
          `Games not out yet are counted in the ${GROUPING_LABELS[stats.groupBy]} they are announced for (${future.length > 3 ? `${future.slice(0, 3).join(", ")}…` : future.join(", ")}).`,
        );
      const calendar = calendarSentence(groups, stats.groupBy, knowledge.today, parsed.release?.after);
      if (calendar) sentences.push(calendar);
      // "revenue of survival games since 2016: $984M in 2016, $227M in 2022 (down 76.9%)" is in part the years since.
      if (calendar && stats.groupBy !== "monthOfYear" && BUILDS_UP.has(metric))
        sentences.push(`Later ${stats.groupBy}s' games have had less time to build up their ${METRIC_LABELS[metric!]}.`);
    } else {
      const { rows, other } = rankedGroups(grouped, games, parsed.limit ?? DEFAULT_GROUPS, take, AVERAGING.has(aggregate));
      groups = rows.map(({ group, figure }) => groupRow(group.key, group.label, group.games, figure, format(figure.value)));
      if (other)
        groups.push(
          groupRow(
            "other",
            `Other (${formatCount(other.games.length, "game", "games")} in none of these)`,
            other.games,
            other.figure,
            format(other.figure.value),
          ),
        );
      if (rows[0])
        sentences.push(
          `By ${stats.groupBy}, ${rows[0].group.label} comes first with ${format(rows[0].figure.value)}${rows.length < grouped.length ? `; the ${rows.length} highest of ${grouped.length} are shown${other ? ", the rest as Other" : ""}` : ""}. A game with several ${stats.groupBy === "platform" ? "platforms" : `${stats.groupBy}s`} counts in each.${belowBaseNote(rows, stats.groupBy, aggregate)}`,
        );
    }
    if (ungrouped > 0)
      sentences.push(
        `${formatCount(ungrouped, "game has", "games have")} no ${ungroupedWant(stats.groupBy)} and ${ungrouped === 1 ? "is" : "are"} in no group.`,
      );
  }
  return {
    summary: {
      aggregate,
      metric,
      ...(aggregate === "percentile" ? { percentile: stats.percentile } : {}),
      label: capitalise(name),
      value: whole.value,
      formatted: format(whole.value),
      unit: unitOf(aggregate, metric),
      games: games.length,
      missing: whole.missing,
      groupBy: stats.groupBy,
      chart: stats.groupBy && games.length > 0 ? (isTime(stats.groupBy) ? "line" : "bar") : null,
    },
    groups,
    sentences,
    counted: games.length,
    ...(freeLeftOut > 0 ? { notCarried: ["a price above $0 (the free games are left out)"] } : {}),
  };
}

/**
 * The filters of a share's whole: those in the words that said it (`wholeSpans`: "among games released in 2020"),
 * else those before the split ("what share of RPGs are …"). Words that would leave no filter to be the part say
 * nothing: "share of games released in 2022" is of every game.
 */
function shareWhole(parsed: ParsedQuery, stats: StatsRequest, knowledge: EngineKnowledge): ParsedQuery {
  const splitAt = stats.splitAt ?? parsed.text.length;
  const bySplit = withFilters(parsed, (start) => start < splitAt);
  const spans = stats.wholeSpans;
  if (!spans) return bySplit;
  const bySpans = withFilters(parsed, (start) => spans.some((span) => start >= span.start && start < span.end));
  return criteriaOf(bySpans, knowledge).length < criteriaOf(parsed, knowledge).length ? bySpans : bySplit;
}

/**
 * "what share of revenue do the top 10 games have": a share of a figure with a number of games asked for takes as its
 * part that many of the part's games, ranked by the order the question names or else by the figure shared (games
 * without it are not ranked). Null for any other share.
 */
function topOfShare(
  parsed: ParsedQuery,
  stats: StatsRequest,
  games: readonly LumosGameFacts[],
): { games: LumosGameFacts[]; label: string; sentence: string } | null {
  if (!stats.metric || parsed.limit === null) return null;
  const sortMetric = parsed.sort?.metric;
  const rankBy: Metric = sortMetric && (METRICS as readonly string[]).includes(sortMetric) ? (sortMetric as Metric) : stats.metric;
  const ranked = games
    .map((game) => ({ game, value: metricValue(game, rankBy) }))
    .filter((entry): entry is { game: LumosGameFacts; value: number } => entry.value !== null)
    .sort((a, b) => b.value - a.value || a.game.id - b.game.id)
    .slice(0, parsed.limit);
  const by = `by ${METRIC_LABELS[rankBy]}`;
  return {
    games: ranked.map((entry) => entry.game),
    label: `the top ${parsed.limit} ${by}`,
    sentence: `The top ${parsed.limit === 1 ? "game" : `${parsed.limit} games`} ${by}`,
  };
}

/**
 * What a share's part says of its games: "are on Linux", a figure's filter "have reviews over 1K" (not "are reviews
 * over 1K"), with "also" where the whole has filters of its own ("are also free", "also have ARPU above $2").
 */
function partPredicate(labels: readonly string[], also: boolean): string {
  const figures = Object.values(METRIC_LABELS);
  const phrases = labels.map((label, index) => {
    const first = index === 0 && also;
    // "with “simulator” in the title": what the games have, not what they are.
    const held = label.startsWith("with ") ? label.slice(5) : label.startsWith("without ") ? `no ${label.slice(8)}` : null;
    if (held) return `${first ? "also " : ""}have ${held}`;
    return figures.some((figure) => label.startsWith(`${figure} `)) ? `${first ? "also " : ""}have ${label}` : `are${first ? " also" : ""} ${label}`;
  });
  return phrases.length > 1 ? `${phrases.slice(0, -1).join(", ")} and ${phrases[phrases.length - 1]}` : phrases[0];
}

function buildShare(parsed: ParsedQuery, stats: StatsRequest, knowledge: EngineKnowledge): Built {
  const wholeQuery = shareWhole(parsed, stats, knowledge);
  const whole = gamesMeeting(wholeQuery, knowledge);
  const metric = stats.metric;
  const top = topOfShare(parsed, stats, gamesMeeting(parsed, knowledge));
  const part = new Set(top?.games ?? gamesMeeting(parsed, knowledge));
  const wholeLabels = filterLabels(wholeQuery, knowledge);
  const partLabels = [...filterLabels(parsed, knowledge).filter((label) => !wholeLabels.includes(label)), ...(top ? [top.label] : [])];
  const shareOf = (games: readonly LumosGameFacts[]): { value: number | null; part: number; missing: number } => {
    const inPart = games.filter((game) => part.has(game));
    if (!metric) return { value: games.length ? (inPart.length / games.length) * 100 : null, part: inPart.length, missing: 0 };
    const total = figureOf(games, "sum", metric);
    const partSum = figureOf(inPart, "sum", metric);
    return { value: total.value ? ((partSum.value ?? 0) / total.value) * 100 : null, part: inPart.length, missing: total.missing };
  };
  const share = shareOf(whole);
  const partText = partLabels.length ? partLabels.join(", ") : "every filter";
  const sentences: string[] = [];
  if (whole.length === 0) sentences.push(`No game meets these filters (${wholeLabels.join(", ") || "none"}), so there is no share.`);
  else if (partLabels.length === 0)
    sentences.push(
      `The question names no part to take a share of: ${describeSet(whole.length, wholeLabels)} are the whole, 100%. Name the part, as in ${metric ? `"what share of ${METRIC_LABELS[metric]} do free to play games have" or "… do the top 10 games have"` : `"what share of games are free to play"`}.`,
    );
  else if (!metric)
    sentences.push(
      `${formatShare(share.value)} of ${describeSet(whole.length, wholeLabels)} ${partPredicate(partLabels, wholeLabels.length > 0)}: ${formatCount(share.part, "game", "games")}.`,
    );
  else {
    const partWords = top
      ? `${top.sentence}${partLabels.length > 1 ? ` (${partLabels.slice(0, -1).join(", ")})` : ""}`
      : `${capitalise(formatCount(share.part, "game", "games"))}${partLabels.length ? ` (${partText})` : ""}`;
    sentences.push(
      `${partWords} ${share.part === 1 ? "accounts" : "account"} for ${formatShare(share.value)} of the ${METRIC_LABELS[metric]} of ${describeSet(whole.length, wholeLabels)}.`,
    );
  }
  if (share.missing > 0 && metric)
    sentences.push(leftOutSentence(`${formatCount(share.missing, "game", "games")} of the ${formatInteger(whole.length)}`, whole, metric));
  let groups: StatsGroup[] = [
    { key: "part", label: capitalise(partText), games: share.part, value: share.value, formatted: formatShare(share.value) },
    {
      key: "rest",
      label: "The others",
      games: whole.length - share.part,
      value: share.value === null ? null : 100 - share.value,
      formatted: formatShare(share.value === null ? null : 100 - share.value),
    },
  ];
  if (stats.groupBy && whole.length > 0) {
    const names = namesOf(knowledge.lexicon);
    const { groups: grouped } = groupGames(whole, stats.groupBy, names, namedGroups(parsed, stats.groupBy, names));
    const rows = isCalendar(stats.groupBy)
      ? grouped
      : grouped.sort((a, b) => b.games.length - a.games.length || a.label.localeCompare(b.label)).slice(0, parsed.limit ?? DEFAULT_GROUPS);
    groups = rows.map((group) => {
      const value = shareOf(group.games);
      return { key: group.key, label: group.label, games: group.games.length, value: value.value, formatted: formatShare(value.value) };
    });
  }
  return {
    summary: {
      aggregate: "share",
      metric,
      label: metric ? `Share of ${METRIC_LABELS[metric]}` : "Share of games",
      value: share.value,
      formatted: formatShare(share.value),
      unit: "percent",
      games: whole.length,
      missing: share.missing,
      groupBy: stats.groupBy,
      chart: stats.groupBy && whole.length > 0 ? (isTime(stats.groupBy) ? "line" : "bar") : null,
    },
    groups,
    sentences,
    counted: whole.length,
  };
}

/**
 * "average revenue by price": "by" and a figure is no breakdown Lumos makes (groups are years, months, months of the
 * year, platforms, genres, themes, publishers and developers); the answer says so instead of giving the one figure as if asked for it.
 */
function unbrokenBy(parsed: ParsedQuery, stats: StatsRequest): string {
  const sort = parsed.sort;
  if (!sort || sort.source !== "explicit" || stats.groupBy || parsed.limit !== null || !/^by\b/i.test(sort.span?.text ?? "")) return "";
  const figure = sort.metric === "release_date" || sort.metric === "game_count" ? null : METRIC_LABELS[sort.metric];
  if (!figure) return "";
  const groupings = GROUPINGS.map((grouping) => (isCalendar(grouping) ? `release ${GROUPING_LABELS[grouping]}` : grouping));
  return `I cannot break it down by ${figure}: a breakdown is by ${new Intl.ListFormat("en", { type: "disjunction" }).format(groupings)}.`;
}

/** Filter labels that say where games come from or when, and read as a set only after "games" ("by Valve", "on Windows"). */
const LABEL_NEEDS_NOUN = /^(?:by|published|developed|on|released|titled|with|from|in|since|before|after|dated|sold)\b/;

/** The figures two sets compared without one asked are set side by side on, after their number of games. */
const SIDE_BY_SIDE: ReadonlyArray<readonly [Taken, Metric]> = [
  ["sum", "revenue"],
  ["median", "revenue"],
  ["sum", "peak_players"],
  ["average", "sentiment"],
];

function buildRatio(parsed: ParsedQuery, stats: StatsRequest, knowledge: EngineKnowledge): Built {
  const splitAt = stats.splitAt ?? parsed.text.length;
  // A filter of a kind only one side names is both sides' ("RPGs vs shooters released in 2020"), but for each side's
  // own name nearest the split ("indie games vs AAA games": Indie is not AAA's, whatever their kinds).
  const { before, after, subjects } = kindsAround(parsed, splitAt);
  const firstQuery = withFilters(parsed, (start, kind) => start < splitAt || (!before.has(kind) && start !== subjects[1]));
  const secondQuery = withFilters(parsed, (start, kind) => start >= splitAt || (!after.has(kind) && start !== subjects[0]));
  const measure: Taken = stats.measure ?? (stats.metric ? "average" : "count");
  const metric = measure === "count" ? null : stats.metric;
  const sets = [firstQuery, secondQuery].map((query) => {
    const { games, note } = gamesMeetingWithNote(query, knowledge);
    const labels = filterLabels(query, knowledge);
    return { games, labels, note, figure: figureOf(games, measure, metric) };
  });
  const [first, second] = sets;
  const value = first.figure.value !== null && second.figure.value ? first.figure.value / second.figure.value : null;
  const name = figureName(measure, metric);
  const format = (figure: number | null) => formatTaken(measure, metric, figure);
  const sentences: string[] = [];
  const setName = (labels: readonly string[]) => labels.join(", ") || "all games";
  // In a sentence: "for games by Valve", "for games released in 2022", not "for by Valve"; "for RPG (genre)" and "for
  // free" stay as they are.
  const forSet = (labels: readonly string[]) => `for ${LABEL_NEEDS_NOUN.test(labels[0] ?? "") ? "games " : ""}${setName(labels)}`;
  if (value === null) {
    sentences.push(
      `I cannot set the two against each other: the ${name} is ${format(first.figure.value)} ${forSet(first.labels)} (${formatCount(first.games.length, "game", "games")}) and ${format(second.figure.value)} ${forSet(second.labels)} (${formatCount(second.games.length, "game", "games")}).`,
    );
  } else {
    // Yes or no only to a claim ("do RPGs earn less than shooters"); "RPGs vs shooters" asks for the figures alone.
    const verdict = value === 1 ? "they are level" : stats.claim ? ((stats.claim === "more") === value > 1 ? "yes" : "no") : null;
    sentences.push(
      `The ${name} is ${format(first.figure.value)} ${forSet(first.labels)} (${formatCount(first.games.length, "game", "games")}) against ${format(second.figure.value)} ${forSet(second.labels)} (${formatCount(second.games.length, "game", "games")}): ${value >= 1 ? `${formatRatio(value)} as much` : `${formatPercent((1 - value) * 100)} less`}${verdict ? `, so ${verdict}` : ""}.`,
    );
  }
  // An average of a figure that adds up has each set's total beside it: "compare Valve and Ubisoft revenue" may ask
  // for each company's revenue as much as for a game's.
  if (measure === "average" && metric && ADDITIVE_METRICS.has(metric) && first.games.length > 0 && second.games.length > 0) {
    const [firstTotal, secondTotal] = sets.map((set) => formatTaken("sum", metric, figureOf(set.games, "sum", metric).value));
    sentences.push(`The ${figureName("sum", metric)} is ${firstTotal} ${forSet(first.labels)} against ${secondTotal} ${forSet(second.labels)}.`);
  }
  // With no figure asked, the number of games leads and the figures a market is sized by follow, as two games
  // compared are set side by side on several figures.
  const sideBySide = measure === "count" && first.games.length > 0 && second.games.length > 0;
  // Each set's figures beside its number of games, in the sentence and the table.
  const besides = sets.map((set) =>
    sideBySide
      ? SIDE_BY_SIDE.map(([taken, figure]) => {
          const value = figureOf(set.games, taken, figure).value;
          return { label: capitalise(figureName(taken, figure)), value, formatted: formatTaken(taken, figure, value) };
        })
      : [],
  );
  if (sideBySide)
    sentences.push(
      `Side by side: ${SIDE_BY_SIDE.map(([taken, figure], index) => `${figureName(taken, figure)} ${besides[0][index].formatted} against ${besides[1][index].formatted}`).join("; ")}.`,
    );
  for (const set of sets)
    if (set.figure.missing > 0 && metric)
      sentences.push(
        leftOutSentence(
          `${formatInteger(set.figure.missing)} of the ${formatCount(set.games.length, "game", "games")} (${setName(set.labels)})`,
          set.games,
          metric,
        ),
      );
  // Each side's games whose filter could not be checked for want of data ("Indie (genre)" against the real data's
  // thousand games with genres on record): a side may stand for far fewer games than its name says.
  for (const note of new Set(sets.map((set) => set.note))) if (note) sentences.push(note);
  return {
    summary: {
      aggregate: "ratio",
      metric,
      label: `${capitalise(name)}, first ÷ second`,
      value,
      formatted: formatRatio(value),
      unit: "number",
      games: first.games.length + second.games.length,
      missing: first.figure.missing + second.figure.missing,
      groupBy: null,
      chart: "bar",
    },
    groups: sets.map((set, index) => ({
      ...groupRow(index === 0 ? "first" : "second", capitalise(setName(set.labels)), set.games, set.figure, format(set.figure.value)),
      ...(sideBySide ? { figures: besides[index] } : {}),
    })),
    sentences,
    counted: first.games.length + second.games.length,
    ...(sideBySide ? { quoted: SIDE_BY_SIDE.map(([, figure]) => figure) } : {}),
  };
}

/** The same question with one filter taken out, for each filter that leaves some games: offered when none meets them all. */
function closeQuestions(parsed: ParsedQuery, knowledge: EngineKnowledge, views: readonly CriterionView[]): FollowUp[] {
  const offers = views.map((view, index) => {
    const inView = (start: number) => view.spans.some((span) => start >= span.start && start < span.end);
    const count = gamesMeeting(
      withFilters(parsed, (start) => !inView(start)),
      knowledge,
    ).length;
    const question = questionWith(parsed.text, views, new Map([[index, null]]))
      .replace(/\s+(?:were|was|are|is|that|which)(\s*[?.!]?)$/i, "$1")
      // "median revenue of RPGs released in 2022" without RPGs is "median revenue of games released in 2022".
      .replace(/\b(of|for|among)\s+(released|with|on|by|not|in|from|published|developed|that)\b/i, "$1 games $2");
    return { label: `Without ${view.label} (${formatCount(count, "game", "games")})`, question, count };
  });
  return offers
    .filter((offer) => offer.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, 4)
    .map(({ label, question }) => ({ label, question }));
}

/** Two figures asked at once ("average and median price"): the answer asks which one, offering each as a question. */
function conflictingAnswer(parsed: ParsedQuery, stats: StatsRequest, routing: RoutingDecision): Answer {
  const asked = stats.conflicting ?? [];
  const spans = [...stats.spans].sort((a, b) => a.start - b.start);
  const between = spans.length >= 2 ? parsed.text.slice(spans[0].end, spans[spans.length - 1].start) : "";
  const adjacent = /^\s*(?:(?:and|or|&|,)\s*(?:the\s+)?)+$/i.test(between) || spans.length < 2;
  const followUps: FollowUp[] = asked.map((aggregate, index) => {
    const word = parsed.text.slice(spans[index]?.start ?? 0, spans[index]?.end ?? 0) || aggregate;
    const question = adjacent
      ? `${parsed.text.slice(0, spans[0].start)}${word}${parsed.text.slice(spans[spans.length - 1].end)}`
      : withoutSpans(
          parsed.text,
          spans.filter((_, other) => other !== index),
        );
    return { label: capitalise(word.trim()), question: question.replace(/\s+/g, " ").trim() };
  });
  // "the number of games and the average price", not the question's own words ("the how many").
  const names = asked.map((aggregate) =>
    aggregate === "share" || aggregate === "ratio"
      ? `${aggregate}${stats.metric ? ` of ${METRIC_LABELS[stats.metric]}` : ""}`
      : figureName(aggregate, stats.metric, stats.percentile),
  );
  const text = `You asked for the ${names.join(" and the ")} at once. I give one figure per answer, so the numbers stay traceable: which one did you mean? Pick it below.`;
  return { routing, trace: null, text, results: null, closeResults: null, metadata: null, followUps };
}

/** Figures that build up over a game's life: a game out longer has had longer to earn, sell and gather reviews. */
const BUILDS_UP: ReadonlySet<Metric | null> = new Set<Metric | null>([
  "revenue",
  "copies_sold",
  "total_players",
  "reviews",
  "positive_reviews",
  "negative_reviews",
]);

/**
 * A breakdown by month of the year of a count, or of a figure that builds up over a game's life, over whole years of
 * releases: those from the first day of the month a year back, as far back in whole years as the games in scope
 * reach (games to come left out, undated ones too). Every month then counts each of those years once, and no month
 * is favoured by its games' age: "the best month to release a game" on Dec 7 would otherwise set this January's games,
 * a few months old, against last December's, a year old, and count this December's releases not yet made; the first
 * year's months before the data begins would count a year fewer. Its label reads as a filter in the answer's
 * sentences ("2,055 games meet the filter (released Dec 2001 to Nov 2025)" on Dec 7, 2026). Null when not a whole
 * year is left, or nothing would be left out.
 */
function monthsOverSameYears(stats: StatsRequest, games: LumosGameFacts[], today: string): { games: LumosGameFacts[]; label: string; sentence: string } | null {
  if (stats.groupBy !== "monthOfYear" || !(stats.aggregate === "count" || BUILDS_UP.has(stats.metric))) return null;
  const [year, month] = [Number(today.slice(0, 4)) - 1, Number(today.slice(5, 7))];
  const until = `${year}-${today.slice(5, 7)}-01`;
  let earliest: string | null = null;
  for (const game of games)
    if (game.releaseDate !== null && game.releaseDate < until && (earliest === null || game.releaseDate < earliest)) earliest = game.releaseDate;
  if (earliest === null) return null;
  const years = year - Number(earliest.slice(0, 4)) - (month < Number(earliest.slice(5, 7)) ? 1 : 0);
  if (years < 1) return null;
  const from = `${year - years}-${today.slice(5, 7)}-01`;
  const kept = games.filter((game) => (game.releaseDate === null ? game.released : game.releaseDate >= from && game.releaseDate < until));
  const leftOut = games.length - kept.length;
  if (leftOut === 0) return null;
  const last = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7);
  const buildsUp = stats.aggregate === "count" ? "" : ` and each game's ${METRIC_LABELS[stats.metric!]} has had a year or more to build up`;
  return {
    games: kept,
    label: `released ${formatPeriod(from.slice(0, 7))} to ${formatPeriod(last)}`,
    sentence: `${capitalise(formatCount(leftOut, "game", "games"))} released outside those ${years} ${years === 1 ? "year" : "years"} or still to come ${leftOut === 1 ? "is" : "are"} left out, so that every month of the year counts each year once${buildsUp}.`,
  };
}

export function statsAnswer(parsed: ParsedQuery, knowledge: EngineKnowledge, routing: RoutingDecision): Answer {
  const stats = parsed.stats!;
  if (stats.conflicting && stats.conflicting.length > 1) return conflictingAnswer(parsed, stats, routing);
  const labels = filterLabels(parsed, knowledge);
  let built: Built;
  let games: LumosGameFacts[] = [];
  // Which games a figure could not check for want of data: of a share, the whole's games whether in the part is not
  // known ("0.0% of the games of 2023 are Indie" when only SteamSpy's games have genres); a ratio says it of each side
  // (buildRatio).
  let unrecorded = "";
  if (stats.aggregate === "share") {
    built = buildShare(parsed, stats, knowledge);
    unrecorded = gamesMeetingWithNote(parsed, knowledge).note;
  } else if (stats.aggregate === "ratio") built = buildRatio(parsed, stats, knowledge);
  else {
    ({ games, note: unrecorded } = gamesMeetingWithNote(parsed, knowledge));
    const sameYears = monthsOverSameYears(stats, games, knowledge.today);
    if (sameYears) games = sameYears.games;
    built = buildTaken(parsed, stats, games, knowledge, sameYears ? [...labels, sameYears.label] : labels);
    if (sameYears) {
      built.sentences.splice(1, 0, sameYears.sentence);
      built.notCarried = [...(built.notCarried ?? []), `${sameYears.label} (every month of the year over the same years)`];
    }
  }
  const link = marketResearchLink(parsed, knowledge, built.summary.metric);
  const { href } = link;
  const notCarried = [...link.notCarried, ...(built.notCarried ?? [])];
  const listQuestion = listQuestionOf(parsed, stats, knowledge, labels);
  const summary: StatsSummary = { ...built.summary, filters: labels.join(" · ") || "none (every game)", marketResearchHref: href, notCarried, listQuestion };
  const empty = built.counted === 0;
  const views = criteriaViews(parsed);
  const followUps = empty ? closeQuestions(parsed, knowledge, views) : [];
  const sentences = [...built.sentences, unrecorded, unbrokenBy(parsed, stats)];
  if (empty) sentences.push(followUps.length ? "Without one of the filters some games would count; pick one below." : texts.errors.noAnswerFollowUp);
  else sentences.push(figureNotes([stats.metric, ...(built.quoted ?? [])]) ?? "");
  const scope = scopeMaskOf(parsed, knowledge).count;
  const how =
    stats.aggregate === "share"
      ? "part ÷ whole × 100"
      : stats.aggregate === "ratio"
        ? `${stats.measure ?? "average"} of the first set ÷ that of the second`
        : stats.aggregate === "median" || stats.aggregate === "percentile"
          ? "interpolated between the two closest ranks"
          : stats.aggregate === "count"
            ? "games counted"
            : `${stats.aggregate} over the games with a figure`;
  return {
    routing,
    trace: {
      parsed: `${describeStats(stats)}; ${labels.join("; ") || "no filters"}`,
      filters: labels.join(" · ") || "none",
      pipeline: `${formatInteger(scope)} games in scope → ${formatCount(built.counted, "game", "games")} counted${built.summary.missing ? `, ${formatInteger(built.summary.missing)} without a figure` : ""}${stats.groupBy ? ` → ${formatCount(built.groups.length, "group", "groups")} by ${GROUPING_LABELS[stats.groupBy]}` : ""}`,
      ranking: `${summary.label}: ${how}`,
      found: `${summary.label} ${summary.formatted}`,
    },
    text: sentences.filter(Boolean).join(" "),
    results: empty
      ? null
      : {
          type: "stats",
          data: built.groups,
          stats: summary,
          matchType: "perfect",
          matchCount: built.counted,
          header: texts.chat.statsHeader,
          subtitle: summary.filters,
          criteriaText: summary.filters,
          criteria: views,
        },
    closeResults: null,
    metadata: null,
    ...(followUps.length ? { followUps } : {}),
  };
}

/** "median revenue by year" as the trace's Parsed step begins. */
export function describeStats(stats: StatsRequest): string {
  const parts = [`${stats.aggregate}${stats.percentile !== undefined ? ` p${stats.percentile}` : ""}`, stats.metric ? METRIC_LABELS[stats.metric] : "games"];
  if (stats.measure) parts.push(`(${stats.measure} of each set)`);
  if (stats.groupBy) parts.push(`by ${GROUPING_LABELS[stats.groupBy]}`);
  return parts.join(" ");
}
