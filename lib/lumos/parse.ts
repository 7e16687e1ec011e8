// Stage 2 of Lumos: a question becomes a ParsedQuery. Pure: the lexicon and today's date come in, nothing is read.
// Order: entities (longest exact match, then fuzzy), release windows, sorting and limits, filters without a number
// ("growing", "well reviewed"), numbers with their comparison and metric, negation and either/or, then the intent. Each stage marks the tokens it used, so
// "Battlefield 2042" stays a title and "PlayStation 5" a platform, never a year or a number.
import { damerauLevenshtein, typoDistance } from "./fuzzy";
import {
  companiesStartingWith,
  lookupKey,
  namesLike,
  seriesOf,
  titlesBeginningWith,
  titleWordsOf,
  type Lexicon,
  type LexiconEntry,
  type LexiconSense,
} from "./lexicon";
import { CLASSIFICATION_SYNONYMS } from "./classification-synonyms";
import { COMMON_FIRST_WORDS, COMPANY_LEGAL_FORMS } from "./lexicon-aliases";
import { keyOf, longestPhraseAt, longestPhraseEndingAt, normalizedTextOf, phraseTable, singularFormsOf, tokenize, wordTable, type Token } from "./normalize";
import { isYear, readNumberAt, type NumberReading } from "./numbers";
import { completeStats, extremeCues, overTimeWordAt, readStatsCues, trendCues } from "./stats-reading";
import {
  COMPARATORS_AFTER,
  COMPARATORS_BEFORE,
  COMPANY_NOUNS,
  COMPARISON_CUES,
  DOMAIN_WORDS,
  FIGURE_COMPARATIVES,
  GAME_FACT_WORDS,
  FEATURE_NOUNS,
  GAME_NOUNS,
  HELP_PHRASES,
  KNOWN_GAMES,
  LIMIT_BEFORE,
  METRIC_PERIODS,
  METRIC_PHRASES,
  MONTH_WORDS,
  NEGATION_CUES,
  ONWARDS_PHRASES,
  NEGATION_FILLERS,
  ORDINAL_QUARTERS,
  PRICE_STATES,
  RECENT_PHRASES,
  REGION_PREPOSITIONS,
  REGIONS,
  RESERVED_WORDS,
  NEVER_SLIPS,
  RESULT_NOUNS,
  ROLE_CUES,
  SIMILAR_CUES,
  SORT_BY_CUES,
  GAME_COUNT_AFTER_BY,
  RELEASE_DATE_AFTER_BY,
  SORT_DIRECTIONS,
  SORT_PHRASES,
  STATE_FILTERS,
  SUPERLATIVES,
  TBA_PHRASES,
  THEME_NOUNS,
  TIME_UNITS,
  UPCOMING_PHRASES,
  YEAR_PREPOSITIONS,
} from "./phrases";
import type {
  ComparisonOp,
  Entities,
  EntityRef,
  EntityRole,
  EitherOr,
  FigureComparison,
  GameCount,
  Metric,
  NumericFilter,
  ParsedQuery,
  QueryType,
  ReleaseWindow,
  Sort,
  SortMetric,
  Span,
  StatsRequest,
  Subject,
} from "./query-schema";

export const MAX_LIMIT = 100;
const MAX_FUZZY_WORDS = 5;

export interface ParseOptions {
  /** ISO day the release windows are relative to. */
  today: string;
}

interface EntityMatch {
  start: number;
  end: number;
  senses: readonly LexiconSense[];
  match: "exact" | "fuzzy";
  distance: number;
  /** The text read, where it is more than its tokens': words in titles with their quotation marks. */
  span?: Span;
}

interface PlacedEntity {
  start: number;
  end: number;
  span: Span;
  role: EntityRole;
  refs: EntityRef[];
  negated: boolean;
  /**
   * Its refs are alternatives: a classification read in every type that has its name ("horror": the genre or the
   * theme), or a company name several companies answer to ("Feral": Feral Interactive (Mac) and (Linux)).
   */
  anyOf: boolean;
  /** The role a cue gave it ("published by X"), which reaches the names listed after it ("published by X or Y"). */
  cued: "publishers" | "developers" | null;
}

const ROLE_OF_KIND: Record<string, EntityRole> = {
  game: "titles",
  series: "series",
  titleWords: "series",
  publisher: "publishers",
  developer: "developers",
  company: "companies",
  platform: "platforms",
  store: "stores",
  classification: "classifications",
  developerSize: "developerSizes",
  gameType: "gameTypes",
};

/** Words a metric may stand behind before its comparison: "ARPU (is) above $2", "players of over 10k". */
const METRIC_GAP_WORDS = new Set([
  "with",
  "a",
  "an",
  "of",
  "is",
  "are",
  "has",
  "have",
  "and",
  "that",
  "where",
  "whose",
  "its",
  "their",
  "the",
  "at",
  "total",
  "in",
]);

export function emptyEntities(): Entities {
  return {
    titles: { include: [], exclude: [] },
    series: { include: [], exclude: [] },
    publishers: { include: [], exclude: [] },
    developers: { include: [], exclude: [] },
    companies: { include: [], exclude: [] },
    platforms: { include: [], exclude: [] },
    stores: { include: [], exclude: [] },
    classifications: { include: [], exclude: [] },
    developerSizes: { include: [], exclude: [] },
    gameTypes: { include: [], exclude: [] },
  };
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function addMonths(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

const pad = (value: number) => String(value).padStart(2, "0");

/** What the stages of one parse share: the tokens, which of them a stage has taken, the issues, the order and limit. */
interface ParseState {
  text: string;
  tokens: Token[];
  words: string[];
  used: boolean[];
  issues: ParsedQuery["issues"];
  sort: Sort | null;
  limit: number | null;
  /** "publishers with more than 10 games": read with the numbers, kept for a ranking of companies. */
  gameCount?: GameCount;
  spanOf(start: number, end: number): Span;
  markUsed(start: number, end: number): void;
  setLimit(value: number, start: number, end: number): void;
}

function startParse(text: string): ParseState {
  const tokens = tokenize(text);
  const used = new Array<boolean>(tokens.length).fill(false);
  const state: ParseState = {
    text,
    tokens,
    words: tokens.map((token) => token.text),
    used,
    issues: [],
    sort: null,
    limit: null,
    spanOf(start, end) {
      const from = tokens[start]?.start ?? 0;
      const to = tokens[Math.max(start, end - 1)]?.end ?? from;
      return { start: from, end: to, text: text.slice(from, to) };
    },
    markUsed(start, end) {
      for (let i = start; i < end; i++) used[i] = true;
    },
    setLimit(value, start, end) {
      if (value > MAX_LIMIT) state.issues.push({ code: "limit_capped", message: `Showing at most ${MAX_LIMIT} results.`, span: state.spanOf(start, end) });
      state.limit = Math.min(MAX_LIMIT, Math.max(1, Math.round(value)));
    },
  };
  return state;
}

export function parseQuestion(text: string, lexicon: Lexicon, options: ParseOptions): ParsedQuery {
  const state = startParse(text);
  const { tokens, used, spanOf, issues } = state;

  // 0. Countries and regions ("popular in Japan"): the data has no figures by them; said, never read as names.
  readRegions(state);

  // 1. Entities.
  const { matches, entitySpans } = readEntities(state, lexicon);

  // 1b. Market statistics ("average price of RPGs", "by year"): their words go before anything else can read them
  // ("by year" is no role cue, "top 10%" no sentiment filter). A question naming a game is about that game.
  const namesTitle = matches.some((m) => m.senses[0]?.kind === "game");
  // 1a. Figures Lumos does not keep ("top games by playtime"): said so, never read as a name ("Poppy Playtime" is one).
  readUnkeptFigures(state, entitySpans);
  const statsCues = namesTitle ? null : readStatsCues({ tokens, used, entitySpans, spanOf });

  // 2. Metric periods that belong to a figure ("peak players in the last month") are part of the figure; growth over
  // more than a month is said to be kept over the last month, and is no release window.
  markFigurePeriods(state);
  reportLongGrowthPeriod(state);

  // 3. Release windows.
  const release = readReleaseWindow(tokens, used, options.today, spanOf, statsCues?.yearsCompared === true);
  if (release.window) reportSecondYear(state);

  // 3b. One figure of a game against another ("more followers than wishlists"), before either is read as an order.
  const comparisons = readFigureComparisons(state);

  // 4. Sorting and limits.
  readSortAndLimit(state);
  // "the most anticipated games" are the upcoming ones most wishlisted.
  if (!release.window && state.sort?.span && ANTICIPATED.test(state.sort.span.text)) release.window = { upcoming: true, spans: [state.sort.span] };
  countWhatWasMadeTheMost(state, entitySpans);

  // 5. Filters that need no number ("growing", "well reviewed"); one may bring its own order in place of a default one.
  const filters = readStateFilters(state);

  // 6. Numbers with their comparison and metric; "publishers with more than 10 games" counts each company's games.
  const subject = subjectOf(tokens, entitySpans, matches);
  const yearFromBareNumber = readNumericFilters(state, entitySpans, filters, release.found, COMPANY_SUBJECTS.has(subject));
  dropImpliedReviewCounts(filters);

  // 7. Entities into roles, with negation and either/or; then the names nobody read.
  const { entities, negations, eitherOr } = placeRoles(state, matches);
  reportUnknownNames(state, lexicon, entitySpans);
  takeLikedSeriesAsTitles(tokens, entities);

  let finalRelease = release.window;
  if (yearFromBareNumber) {
    const { year, span } = yearFromBareNumber;
    finalRelease = { after: `${year}-01-01`, before: `${year + 1}-01-01`, year, spans: [span] };
  }

  // 8. Figures asked for without a threshold ("Caldera II revenue"); the figures compared are shown too.
  let asks = readAsks(state);
  for (const comparison of comparisons)
    for (const metric of [comparison.metric, comparison.than]) if (!asks.some((ask) => ask.metric === metric)) asks.push({ metric, span: comparison.span });
  let sort = state.sort;

  // 8b. A market-statistics request takes the figure named elsewhere ("revenue of horror games by year").
  let stats: StatsRequest | undefined;
  // "how much does the cheapest simulation game cost" is one game's price, the cheapest: the order says which.
  const onlyHowMuch = statsCues !== null && !statsCues.groupBy && !statsCues.ratio && statsCues.aggregates.every((cue) => cue.byFigure);
  const extreme = (statsCues && !onlyHowMuch) || namesTitle ? null : extremeCues(tokens, sort, asks);
  const overTimeAt = statsCues || namesTitle ? -1 : overTimeWordAt(tokens, used);
  const releasesAt = overTimeAt < 0 ? -1 : tokens.findIndex((token, index) => !used[index] && RELEASE_NOUNS.has(token.text));
  const span = (at: number) => (at >= 0 ? spanOf(at, at + 1) : null);
  const cuesRead = extreme ?? statsCues ?? (namesTitle ? null : trendCues(finalRelease, asks, sort, span(overTimeAt), span(releasesAt)));
  const completed = cuesRead ? completeStats(cuesRead, { asks, sort: extreme ? null : sort, release: finalRelease }) : null;
  if (completed) {
    ({ stats, asks, sort } = completed);
    if (extreme) asks = asks.filter((ask) => ask.metric !== stats!.metric);
  }
  // "average playtime of RPGs": a statistic of a figure there is not is said so, not answered as a list of RPGs.
  const unknownFigure = statsCues?.unknownFigure;
  if (unknownFigure && !stats?.metric)
    state.issues.push({ code: "unknown_figure", message: `There is no figure called "${unknownFigure.text}".`, span: unknownFigure });

  reportAllTimePeak(state, [sort?.metric, ...asks.map((ask) => ask.metric), ...filters.map((filter) => filter.metric), stats?.metric]);

  // 9. What the rows are and what was asked.
  const intent = intentOf(state, { subject, entities, eitherOr, filters, comparisons, release: finalRelease, sort, asks, stats });

  // A question not about games has no names to place ("what's the weather in Paris").
  const keptIssues = intent === "help" || intent === "out_of_scope" ? issues.filter((issue) => issue.code !== "unknown_name") : issues;

  return {
    version: 1,
    text,
    normalized: normalizedTextOf(tokens),
    intent,
    subject: intent === "features_ranking" || intent === "companies_ranking" ? subject : "games",
    entities,
    filters,
    comparisons,
    release: finalRelease,
    sort,
    limit: state.limit,
    asks,
    negations,
    eitherOr,
    ...(stats && intent === "market_stats" ? { stats } : {}),
    ...(state.gameCount && intent === "companies_ranking" ? { gameCount: state.gameCount } : {}),
    issues: keptIssues,
  };
}

/**
 * Figures an analyst asks for that no data Lumos reads records: how long people play, how many come back or play each
 * day, critics' scores, refunds. Read before anything else can take their words for a name or a filter.
 */
const UNKEPT_FIGURES = phraseTable(
  [
    "playtime",
    "playtimes",
    "play time",
    "hours played",
    "hours of play",
    "hours of playtime",
    "time played",
    "time to beat",
    "how long to beat",
    "hltb",
    "completion time",
    "completion rate",
    "retention",
    "retention rate",
    "dau",
    "mau",
    "daily active users",
    "monthly active users",
    "metacritic",
    "metacritic score",
    "metascore",
    "critic score",
    "critic scores",
    "refunds",
    "refund rate",
  ].map((phrase) => [phrase, {}] as const),
);

/** Stage 1a: a figure of UNKEPT_FIGURES on words no name took: issue "unknown_figure", the words used. */
function readUnkeptFigures(state: ParseState, entitySpans: readonly number[]) {
  const { tokens, used } = state;
  for (let i = 0; i < tokens.length; i++) {
    const figure = used[i] || entitySpans[i] >= 0 ? null : longestPhraseAt(tokens, i, UNKEPT_FIGURES);
    const length = figure?.words.length ?? gapBetweenFiguresAt(tokens, i);
    if (!length || Array.from({ length }, (_, k) => i + k).some((at) => used[at] || entitySpans[at] >= 0)) continue;
    const span = state.spanOf(i, i + length);
    state.issues.push({ code: "unknown_figure", message: `There is no figure called "${span.text}".`, span });
    state.markUsed(i, i + length);
    return;
  }
}

const GAP_WORDS = new Set(["gap", "difference", "spread"]);

/**
 * "the gap between positive and negative reviews", "difference between peak players and followers": a figure made of
 * two, which Lumos does not keep (read as two filters, the reviews' gap had been sentiment at least 80% and under
 * 40%). The words it spans, from the gap word to the end of the second figure; 0 where they are not that.
 */
function gapBetweenFiguresAt(tokens: readonly Token[], i: number): number {
  if (!GAP_WORDS.has(tokens[i].text) || tokens[i + 1]?.text !== "between") return 0;
  for (let and = i + 3; and <= i + 5 && and < tokens.length; and++) {
    if (tokens[and].text !== "and") continue;
    const second = longestPhraseAt(tokens, and + 1, METRIC_PHRASES);
    return second ? and + 1 + second.words.length - i : 0;
  }
  return 0;
}

const LIST_JOINERS = new Set(["and", "or", ",", "&"]);
const CURRENCY_WORDS = new Set(["dollar", "dollars", "euro", "euros", "pound", "pounds", "yen", "currency"]);

/**
 * Stage 0: a country or region after "in", "across", "within", "throughout" or "from", "the" allowed between ("in the
 * US"). The data counts players, sales and revenue worldwide: the answer says so (issue "region_not_recorded") and
 * covers the whole market, and the words are no name ("in China" is not the game China: Mao's legacy).
 */
function readRegions(state: ParseState) {
  const { tokens } = state;
  for (let i = 1; i < tokens.length; i++) {
    if (!REGION_PREPOSITIONS.has(tokens[i - 1].text)) continue;
    const start = tokens[i].text === "the" && !longestPhraseAt(tokens, i, REGIONS) ? i + 1 : i;
    const region = longestPhraseAt(tokens, start, REGIONS);
    if (!region) continue;
    let end = start + region.words.length;
    // "in South Korea and Japan", "across the US, Canada or Mexico": every region of a list.
    for (let next = LIST_JOINERS.has(tokens[end]?.text ?? "") ? longestPhraseAt(tokens, end + 1, REGIONS) : null; next;) {
      end += 1 + next.words.length;
      next = LIST_JOINERS.has(tokens[end]?.text ?? "") ? longestPhraseAt(tokens, end + 1, REGIONS) : null;
    }
    // "in US dollars", "in Canadian dollars" name a currency, not where.
    if (CURRENCY_WORDS.has(tokens[end]?.text ?? "")) continue;
    const span = state.spanOf(i, end);
    state.issues.push({
      code: "region_not_recorded",
      message:
        tokens[i - 1].text === "from"
          ? `The data does not record which country a game or its makers come from, so this answer covers every game, not those from ${span.text} alone.`
          : `The data has no figures by country or region: players, sales and revenue are counted worldwide, so this answer covers the whole market, not ${span.text} alone.`,
      span,
    });
    state.markUsed(i - 1, end);
    i = end - 1;
  }
}

/**
 * "games released in 2019 and 2022": a release window is one span of time, so two years not in a row read the first
 * (two in a row are both: "in 2022 and 2023"). The answer says so and how to ask for the other (issue "one_window").
 */
function reportSecondYear(state: ParseState) {
  const { tokens, used } = state;
  for (let i = 0; i + 2 < tokens.length; i++) {
    const first = used[i] ? yearTokenAt(tokens, i) : null;
    const second = first !== null && (tokens[i + 1].text === "and" || tokens[i + 1].text === "or") && !used[i + 2] ? yearTokenAt(tokens, i + 2) : null;
    if (first === null || second === null) continue;
    state.issues.push({
      code: "one_window",
      message: `Lumos reads one span of release dates at a time, so this answer covers ${first}, not ${second}: ask about ${second} on its own, or "${first} vs ${second}" for each year from one to the other.`,
      span: state.spanOf(i + 2, i + 3),
    });
    state.markUsed(i + 1, i + 3);
    return;
  }
}

/** Words of growth: a period longer than a month beside them is one Lumos keeps no growth for. */
const GROWTH_WORDS = new Set(["growing", "grew", "grown", "growth", "gaining", "trending"]);

/**
 * "which genres grew the most in the last 6 months", "trending games of the past year": growth over a period longer
 * than a month, with no word of release. Lumos keeps growth over the last month; the period is no release window (the
 * games out in those months are not what was asked). The answer uses the last month's and opens by saying so (issue
 * "growth_period").
 */
function reportLongGrowthPeriod(state: ParseState) {
  const { tokens, used, words } = state;
  if (!words.some((word) => GROWTH_WORDS.has(word)) || words.some((word) => RELEASE_WORDS.has(word))) return;
  for (let i = 0; i < tokens.length; i++) {
    const period = used[i] ? null : pastPeriodAt(tokens, i);
    if (!period || period.days <= 31 || anyUsed(used, i, period.at + 1)) continue;
    const start = periodStart(tokens, used, i);
    const asked = words.slice(i, period.at + 1).join(" ");
    state.issues.push({
      code: "growth_period",
      message: `Lumos keeps growth over the last month, not over the ${asked}: this answer uses the last month's.`,
      span: state.spanOf(start, period.at + 1),
    });
    state.markUsed(start, period.at + 1);
    return;
  }
}

/** Between "than" and the second figure: "more followers than their wishlists". */
const THAN_FILLERS = new Set(["their", "its", "the"]);

/** The figure a phrase at index names, and where the phrase ends; null where it is used or names no figure. */
function figureAt({ tokens, used }: ParseState, index: number): { metric: Metric; end: number } | null {
  const phrase = index < tokens.length ? longestPhraseAt(tokens, index, METRIC_PHRASES) : null;
  if (!phrase || anyUsed(used, index, index + phrase.words.length)) return null;
  return { metric: phrase.metric, end: index + phrase.words.length };
}

/**
 * Stage 3b: one figure of a game against another, with no number: "more followers than wishlists", "games whose
 * followers exceed their wishlists", "fewer peak players than followers". A comparison of reviews the filters without
 * a number read ("more negative reviews than positive") is left to them.
 */
function readFigureComparisons(state: ParseState): FigureComparison[] {
  const { tokens, used } = state;
  const comparisons: FigureComparison[] = [];
  const secondAt = (index: number) => figureAt(state, THAN_FILLERS.has(tokens[index]?.text ?? "") ? index + 1 : index);
  for (let i = 0; i < tokens.length; i++) {
    if (used[i] || longestStateAt(tokens, i)) continue;
    let found: { op: "gt" | "lt"; metric: Metric; than: Metric; end: number } | null = null;
    // "more followers than wishlists"
    const comparative = longestPhraseAt(tokens, i, FIGURE_COMPARATIVES);
    const first = comparative ? figureAt(state, i + comparative.words.length) : null;
    if (comparative && first && tokens[first.end]?.text === "than") {
      const second = secondAt(first.end + 1);
      if (second) found = { op: comparative.op, metric: first.metric, than: second.metric, end: second.end };
    }
    // "followers higher than wishlists", "followers exceeding wishlists"
    const figure = found ? null : figureAt(state, i);
    const comparator = figure ? longestPhraseAt(tokens, figure.end, COMPARATORS_BEFORE) : null;
    if (figure && comparator && (comparator.op === "gt" || comparator.op === "lt")) {
      const second = secondAt(figure.end + comparator.words.length);
      if (second) found = { op: comparator.op, metric: figure.metric, than: second.metric, end: second.end };
    }
    if (!found || found.metric === found.than || anyUsed(used, i, found.end)) continue;
    comparisons.push({ metric: found.metric, op: found.op, than: found.than, span: state.spanOf(i, found.end) });
    state.markUsed(i, found.end);
    i = found.end - 1;
  }
  return comparisons;
}

/** Words of a peak that never ends: "ever", "of all time", "all-time", "record" before a peak or players. */
function allTimeWordsAt(tokens: readonly Token[], i: number): number {
  const word = tokens[i].text;
  if (word === "ever") return 1;
  if (word === "all" && tokens[i + 1]?.text === "time") return 2;
  if (word === "record" && ["peak", "peaks", "players", "player", "ccu", "high"].includes(tokens[i + 1]?.text ?? "")) return 1;
  return 0;
}

/**
 * "games with the highest peak players ever", "top 10 games by all-time peak": Lumos keeps a game's peak players of the
 * last month, not its all-time peak. The answer uses the last month's and opens by saying so (issue "no_all_time_peak").
 */
function reportAllTimePeak(state: ParseState, metrics: ReadonlyArray<string | null | undefined>) {
  if (!metrics.includes("peak_players")) return;
  const { tokens, used } = state;
  for (let i = 0; i < tokens.length; i++) {
    const length = used[i] ? 0 : allTimeWordsAt(tokens, i);
    if (length === 0) continue;
    const start = tokens[i - 1]?.text === "of" && tokens[i].text === "all" && !used[i - 1] ? i - 1 : i;
    state.issues.push({
      code: "no_all_time_peak",
      message:
        "Lumos keeps each game's peak players of the last month, not its all-time peak (a game's page shows that), so this answer uses the last month's.",
      span: state.spanOf(start, i + length),
    });
    state.markUsed(start, i + length);
    return;
  }
}

/** The year one token writes ("2019"), or null. */
function yearTokenAt(tokens: readonly Token[], index: number): number | null {
  const number = index < tokens.length ? readNumberAt(tokens, index) : null;
  return number && number.end === index + 1 && isYear(number) ? number.value : null;
}

/** Stage 1: the names in the question, each token marked with the match it belongs to (−1: none). */
function readEntities(state: ParseState, lexicon: Lexicon): { matches: EntityMatch[]; entitySpans: number[] } {
  const { tokens } = state;
  // Words asked for in titles are read first: "with 'war' in the title" is no War tag, "simulator" no genre.
  const titleWords = readTitleWords(state);
  const all = findEntities(tokens, lexicon).filter((m) => !anyUsed(state.used, m.start, m.end));
  const { absent, readings } = knownGamesNotHeld(state, all, lexicon);
  const found = [...all.filter((m) => ![...absent, ...readings].some((game) => m.start < game.end && game.start < m.end)), ...readings];
  const matches = found
    .filter((m) => !readsAsFigure(tokens, m) && !platformAfterRoleCue(tokens, m) && !onwardsAfterYear(tokens, m) && !titleOfUnkeptFigure(tokens, m, found))
    .map((m) => companiesAfterRoleCue(tokens, m, lexicon));
  matches.push(...companyPrefixMatches(tokens, matches, lexicon), ...titleWords);
  matches.sort((a, b) => a.start - b.start);
  const entitySpans = new Array<number>(tokens.length).fill(-1);
  matches.forEach((m, index) => {
    for (let i = m.start; i < m.end; i++) entitySpans[i] = index;
  });
  for (const m of matches) state.markUsed(m.start, m.end);
  return { matches, entitySpans };
}

/**
 * A game of the real market the data does not hold as a title of that name:
 * - the series of the titles beginning with it, when there are some ("Call of Duty revenue" on the real data had set
 *   the games The Call and Dusty Revenge against each other; "Dark Souls", whose games are DARK SOULS III and others),
 *   unless they are one game and its add-ons; the one title opening with it and a number ("Europa Universalis" on the
 *   real data: Europa Universalis IV);
 * - the game whose title is the name but for an article and a subtitle ("Witcher 3 revenue" on the real data had read
 *   the game Witcheye, a slip, with revenue at least $3; it is The Witcher 3: Wild Hunt);
 * - otherwise a name Lumos could not place, said whole ("Elden Ring revenue", "who published Hollow Knight" on the demo
 *   market, whose games are invented), rather than its words read apart ("Knight" a theme, "Ring" a name it may stand
 *   for RPG), a title one slip away and titles holding its words elsewhere offered ("League of Legends" on the real
 *   data had compared League TD with Legends; Ruined King: A League of Legends Story is offered).
 * Not where a title of the data is the name, or a title read at the name holds its words.
 */
function knownGamesNotHeld(
  state: ParseState,
  found: readonly EntityMatch[],
  lexicon: Lexicon,
): { absent: Array<{ start: number; end: number }>; readings: EntityMatch[] } {
  const { tokens, used } = state;
  const absent: Array<{ start: number; end: number }> = [];
  const readings: EntityMatch[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const known = used[i] ? null : longestPhraseAt(tokens, i, KNOWN_GAMES);
    if (!known) continue;
    const end = i + known.words.length;
    const key = normalizedTextOf(tokens.slice(i, end));
    // A slip of another title ("Fortnite" for Fortuito: Lost History) or titles of some of its words ("League of
    // Legends" read as League TD and Legends) give way, unless a title holds the name's words ("Witcher 3" in The
    // Witcher 3: Wild Hunt).
    const overlapping = found.filter((m) => m.start < end && i < m.end && m.senses.some((sense) => sense.kind === "game" || sense.kind === "series"));
    const whole = overlapping.some((m) => m.match === "exact" && m.start <= i && m.end >= end);
    if (whole || anyUsed(used, i, end)) continue;
    const beginning = titlesBeginningWith(lexicon, key);
    const game = gameWithItsAddOns(beginning) ?? onlyNumberedGame(beginning, key);
    if (game) {
      readings.push({ start: i, end, senses: [{ kind: "game", entries: [game], source: "generated" }], match: "exact", distance: 0 });
      i = end - 1;
      continue;
    }
    const titled = seriesOf(lexicon, key, state.spanOf(i, end).text);
    if (titled) {
      readings.push({ start: i, end, senses: [{ kind: "series", entries: [titled], source: "generated" }], match: "exact", distance: 0 });
      i = end - 1;
      continue;
    }
    if (titlesBeginningWith(lexicon, key).length > 0) continue;
    // A title read at the name already holds its words: the reading stands.
    const holding = titlesHolding(lexicon, key);
    if (overlapping.some((m) => m.match === "exact" && m.senses.some((sense) => sense.entries.some((entry) => holding.includes(entry))))) continue;
    // The game whose title is the name but for an article and a subtitle ("Witcher 3" for The Witcher 3: Wild Hunt).
    const named = titleNamed(holding, key);
    if (named) {
      readings.push({ start: i, end, senses: [{ kind: "game", entries: [named], source: "generated" }], match: "exact", distance: 0 });
      i = end - 1;
      continue;
    }
    const span = state.spanOf(i, end);
    // A title one slip away ("Eldon Ring" for "Elden Ring") is offered, and titles holding the name's words elsewhere
    // (Ruined King: A League of Legends Story, for "League of Legends").
    const slips = overlapping.filter((m) => m.match === "fuzzy" && m.start === i && m.end === end).flatMap((m) => m.senses[0].entries);
    const offered = [...new Set([...slips, ...holding.slice(0, HOLDING_TITLES_OFFERED)])];
    const candidates = offered.map((entry) => ({ kind: entry.kind, id: entry.id, name: entry.canonical }));
    state.issues.push({ code: "unknown_name", message: `No game called "${span.text}" is in this market.`, span, candidates });
    state.markUsed(i, end);
    absent.push({ start: i, end });
    i = end - 1;
  }
  return { absent, readings };
}

/** How many titles holding an absent game's words are offered in its place. */
const HOLDING_TITLES_OFFERED = 3;

/** The games whose titles hold the words of a key, at word boundaries (the lexicon's keys are normalised already). */
function titlesHolding(lexicon: Lexicon, key: string): LexiconEntry[] {
  const words = ` ${key} `;
  const games = new Set<LexiconEntry>();
  // Keys first, readings only of those that hold the words: the index makes a key's readings when it is looked up.
  for (const other of lexicon.index.keys()) {
    if (!` ${other} `.includes(words)) continue;
    for (const sense of lexicon.index.get(other)!) if (sense.kind === "game") for (const entry of sense.entries) games.add(entry);
  }
  return [...games];
}

/**
 * Titles that all open with the shortest of them are one game and its add-ons or editions (The Witcher 3: Wild Hunt
 * and The Witcher 3: Wild Hunt - Blood and Wine): that game. Null for one title, or titles of a series.
 */
function gameWithItsAddOns(titles: readonly LexiconEntry[]): LexiconEntry | null {
  if (titles.length < 2) return null;
  const [game, ...others] = [...titles].sort((a, b) => a.aliases[0].length - b.aliases[0].length);
  return others.every((other) => other.aliases[0].startsWith(`${game.aliases[0]} `)) ? game : null;
}

/** The one title opening with a name and a number, the only game of that series the data holds ("Europa Universalis IV"). */
function onlyNumberedGame(titles: readonly LexiconEntry[], key: string): LexiconEntry | null {
  return titles.length === 1 && /^(\d+|[ivx]+)(\s|$)/.test(titles[0].aliases[0].slice(key.length + 1)) ? titles[0] : null;
}

/** A leading article, left out when a title is compared with a name ("The Witcher 3" and "Witcher 3"). */
const withoutArticle = (key: string) => key.replace(/^(the|a|an) /, "");

/**
 * Of the titles holding a name's words, the one that is the name but for a leading article and a subtitle after a
 * colon or a dash (The Witcher 3: Wild Hunt for "witcher 3"); of several, the shortest (the game, not its editions).
 */
function titleNamed(titles: readonly LexiconEntry[], key: string): LexiconEntry | null {
  const name = withoutArticle(key);
  const named = titles.filter((entry) => withoutArticle(keyOf(entry.canonical.split(/:|\s[-–—]\s/u, 1)[0])) === name);
  return named.sort((a, b) => a.canonical.length - b.canonical.length)[0] ?? null;
}

/** Stage 2: a period right after a figure ("peak players in the last month") belongs to the figure. */
function markFigurePeriods({ tokens, used, markUsed }: ParseState) {
  for (let i = 0; i < tokens.length; i++) {
    const period = longestPhraseAt(tokens, i, METRIC_PERIODS);
    if (!period || used[i]) continue;
    const metricBefore = longestPhraseEndingAt(tokens, i, METRIC_PHRASES);
    if (metricBefore) markUsed(i, i + period.words.length);
  }
}

/** Stage 4: "top 10", "show me 5", "highest revenue", "sorted by price ascending", a bare "top". */
function readSortAndLimit(state: ParseState) {
  const { tokens, used } = state;
  for (let i = 0; i < tokens.length; i++) {
    if (used[i]) continue;
    const taken = readLimitAt(state, i) ?? mostGamesOfAKindAt(state, i) ?? readSortAt(state, i);
    if (taken !== null) {
      i = taken - 1;
      continue;
    }
    if (state.words[i] === "top" && !state.sort) {
      state.sort = { metric: "peak_players", direction: "desc", source: "default", span: state.spanOf(i, i + 1) };
      state.markUsed(i, i + 1);
    }
  }
}

/** "top 10", "show me 5": the limit (and with "top", the default order); the end of what was read, or null. */
function readLimitAt(state: ParseState, i: number): number | null {
  const { tokens, used } = state;
  const limitCue = longestPhraseAt(tokens, i, LIMIT_BEFORE);
  if (!limitCue) return null;
  const at = i + limitCue.words.length;
  const reading = at < tokens.length && !used[at] ? readNumberAt(tokens, at) : null;
  const countsFigure = reading && metricAfter(tokens, reading.end) && !stateFilterAt(tokens, used, reading.end, { numberBefore: true });
  if (
    !reading ||
    reading.magnitude ||
    reading.unit ||
    !Number.isInteger(reading.value) ||
    reading.value <= 0 ||
    reading.value > 1000 ||
    isYear(reading) ||
    countsFigure
  )
    return null;
  state.setLimit(reading.value, i, reading.end);
  if (limitCue.sorts && !state.sort) state.sort = { metric: "peak_players", direction: "desc", source: "default", span: state.spanOf(i, reading.end) };
  state.markUsed(i, reading.end);
  return reading.end;
}

/** Nouns for games counted: "the most upcoming games", "the most free titles". */
const COUNTED_GAME_NOUNS = new Set(["games", "titles", "releases"]);

/**
 * "which genre has the most upcoming games", "publishers with the most free games": how many games of that kind, the
 * words of the kind (a release window or a filter without a number, read by their own stages) between "most" and
 * the noun. Only "the most" is taken; the end of what was read, or null.
 */
function mostGamesOfAKindAt(state: ParseState, i: number): number | null {
  const { tokens, words, used, spanOf, markUsed } = state;
  const most = words[i] === "the" ? i + 1 : i;
  if (words[most] !== "most" || anyUsed(used, i, most + 1)) return null;
  let at = most + 1;
  while (at < tokens.length && !COUNTED_GAME_NOUNS.has(words[at])) {
    const kind = used[at] ? null : longestStateAt(tokens, at);
    if (!used[at] && !kind) return null;
    at += kind ? kind.words.length : 1;
    if (at - most > 4) return null;
  }
  if (at === most + 1 || at >= tokens.length) return null;
  state.sort = { metric: "game_count", direction: "desc", source: "explicit", span: spanOf(i, most + 1) };
  markUsed(i, most + 1);
  return most + 1;
}

/** A superlative with its figure, a sort phrase, or "by <figure> [direction]": the order; the end of it, or null. */
function readSortAt(state: ParseState, i: number): number | null {
  const { tokens, words, used, spanOf, markUsed } = state;
  const phrase = longestPhraseAt(tokens, i, SORT_PHRASES);
  const superlative = longestPhraseAt(tokens, i, SUPERLATIVES);
  // "highest average sentiment", "most total revenue": the figure may follow a word that says how it is taken.
  const measureWord = superlative && AGGREGATE_WORDS.has(words[i + superlative.words.length] ?? "") ? 1 : 0;
  const superMetric = superlative ? longestPhraseAt(tokens, i + superlative.words.length + measureWord, METRIC_PHRASES) : null;
  const superLength = superlative && superMetric ? superlative.words.length + measureWord + superMetric.words.length : 0;
  // A sort phrase as long wins: "best reviewed" and "best reviews" are the sentiment, not the most reviews.
  if (superLength > 0 && superLength > (phrase?.words.length ?? 0) && !anyUsed(used, i, i + superLength)) {
    // "the highest revenue per game": the average over a group's games, as "the highest average revenue".
    const perGame = perGameAt(words, used, i + superLength);
    const averaged = (measureWord === 1 && AVERAGE_WORDS.has(words[i + superlative!.words.length])) || perGame > 0;
    const end = i + superLength + perGame;
    state.sort = {
      metric: superMetric!.metric,
      direction: superlative!.direction,
      source: "explicit",
      ...(averaged ? { average: true } : {}),
      span: spanOf(i, end),
    };
    markUsed(i, end);
    return end;
  }
  if (phrase && !anyUsed(used, i, i + phrase.words.length)) {
    if (!state.sort || state.sort.source === "default")
      state.sort = { metric: phrase.metric, direction: phrase.direction, source: "explicit", span: spanOf(i, i + phrase.words.length) };
    markUsed(i, i + phrase.words.length);
    return i + phrase.words.length;
  }
  const byCue = longestPhraseAt(tokens, i, SORT_BY_CUES);
  if (!byCue) return null;
  // "ranked by average revenue": the average of a figure over a group's games.
  const byAverage = AVERAGE_WORDS.has(words[i + byCue.words.length] ?? "") && !used[i + byCue.words.length];
  const at = i + byCue.words.length + (byAverage ? 1 : 0);
  const figure = longestPhraseAt(tokens, at, METRIC_PHRASES);
  if (byAverage && !figure) return null;
  // "publishers by number of games": how many games, for the rankings of companies and features.
  const counted = figure ? null : longestPhraseAt(tokens, at, GAME_COUNT_AFTER_BY);
  // "sorted by release date", "games by release date"; "by year" and "by date" alone are breakdowns.
  const datedAt = figure || counted ? null : longestPhraseAt(tokens, at, RELEASE_DATE_AFTER_BY);
  const dated = datedAt && (byCue.words.length > 1 || datedAt.words.length > 1) ? datedAt : null;
  const metric: SortMetric | undefined = figure?.metric ?? (counted ? "game_count" : dated ? "release_date" : undefined);
  const length = figure?.words.length ?? counted?.words.length ?? dated?.words.length ?? 0;
  if (!metric || anyUsed(used, at, at + length)) return null;
  const perGame = figure ? perGameAt(words, used, at + length) : 0;
  let end = at + length + perGame;
  const direction = longestPhraseAt(tokens, end, SORT_DIRECTIONS);
  if (direction) end += direction.words.length;
  state.sort = {
    metric,
    direction: direction?.direction ?? (metric === "price" ? "asc" : "desc"),
    ...(byAverage || perGame > 0 ? { average: true } : {}),
    source: "explicit",
    span: spanOf(i, end),
  };
  markUsed(i, end);
  return end;
}

/** "which studios made the most shooters": made the most of a kind of game is how many, not revenue. */
function countWhatWasMadeTheMost(state: ParseState, entitySpans: readonly number[]) {
  const { sort } = state;
  if (sort?.source === "explicit" && sort.metric === "revenue" && sort.span && /^(made|make|makes) the most$/.test(keyOfSpan(sort.span.text))) {
    const after = state.tokens.findIndex((token) => token.start >= sort.span!.end);
    if (after >= 0 && (entitySpans[after] >= 0 || RESULT_NOUNS.has(state.words[after]))) state.sort = { ...sort, metric: "game_count" };
  }
}

/** Words after a review verdict that are the verdict's: "very positive reviews". */
const VERDICT_NOUNS = new Set(["reviews", "review", "ratings", "rating"]);

/** Stage 5: filters that need no number ("growing", "well reviewed"), and the default order one may bring. */
function readStateFilters(state: ParseState): NumericFilter[] {
  const { tokens, used, spanOf } = state;
  const filters: NumericFilter[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const found = stateFilterAt(tokens, used, i);
    if (!found) continue;
    // "very positive reviews": the word after a verdict is the verdict's, not a figure asked for (to rank by).
    const verdictNoun = found.metric === "sentiment" && !used[i + found.words.length] && VERDICT_NOUNS.has(tokens[i + found.words.length]?.text ?? "");
    const end = i + found.words.length + (verdictNoun ? 1 : 0);
    filters.push({ metric: found.metric, op: found.op, value: found.value, metricFrom: "word", span: spanOf(i, end) });
    // "overwhelmingly positive": Steam gives the verdict from 500 reviews (a stricter count asked for replaces it).
    if (found.minReviews) filters.push({ metric: "reviews", op: "gte", value: found.minReviews, metricFrom: "word", span: spanOf(i, end) });
    if (found.maxReviews) filters.push({ metric: "reviews", op: "lt", value: found.maxReviews, metricFrom: "word", span: spanOf(i, end) });
    if (found.direction && (!state.sort || state.sort.source === "default"))
      state.sort = { metric: found.metric, direction: found.direction, source: "default", span: spanOf(i, end) };
    state.markUsed(i, end);
    i = end - 1;
  }
  return filters;
}

/**
 * A verdict's review count ("overwhelmingly positive": 500 reviews) gives way to a count the question asks for that is
 * as strict ("overwhelmingly positive games with more than 100k reviews" is one filter on reviews, not two).
 */
function dropImpliedReviewCounts(filters: NumericFilter[]) {
  const verdictAt = new Set(filters.filter((filter) => filter.metric === "sentiment").map((filter) => filter.span.start));
  const implied = (filter: NumericFilter) => filter.metric === "reviews" && verdictAt.has(filter.span.start);
  const asked = filters.filter((filter) => filter.metric === "reviews" && !implied(filter));
  const atLeast = (filter: NumericFilter) => filter.op === "gt" || filter.op === "gte";
  const below = (filter: NumericFilter) => filter.op === "lt" || filter.op === "lte";
  // A floor gives way to a floor as strict, a ceiling ("hidden gems": under 5,000) to any ceiling the question sets.
  const givesWay = (filter: NumericFilter) =>
    atLeast(filter) ? asked.some((other) => atLeast(other) && other.value >= filter.value) : asked.some((other) => below(other) || other.op === "between");
  for (let i = filters.length - 1; i >= 0; i--) if (implied(filters[i]) && givesWay(filters[i])) filters.splice(i, 1);
}

/** A number's comparison: a word before it ("over", "between … and …"), after it ("or more"), or a "+". */
interface Comparison {
  op: ComparisonOp | "approx" | null;
  /** Where the comparison before the number starts, when there is one. */
  comparatorStart: number | null;
  /** The end of the number and of a comparison after it. */
  end: number;
  /** The second number of "between … and …", and the first when the second's magnitude is its too. */
  value2?: number;
  value1?: number;
  unit: NumberReading["unit"];
}

function comparisonOf({ tokens, words, used }: ParseState, i: number, reading: NumberReading): Comparison {
  const comparator = longestPhraseEndingAt(tokens, i, COMPARATORS_BEFORE) ?? mistypedComparatorBefore(tokens, used, i);
  const comparatorStart = comparator && !anyUsed(used, i - comparator.words.length, i) ? i - comparator.words.length : null;
  let op: ComparisonOp | "approx" | null = comparatorStart !== null ? comparator!.op : null;
  let end = reading.end;
  let value2: number | undefined;
  let value1: number | undefined;
  let unit = reading.unit;
  if (op === "between") {
    const joiner = words[end];
    const second = joiner === "and" || joiner === "to" || joiner === "-" ? readNumberAt(tokens, end + 1) : null;
    if (second) {
      value2 = second.value;
      unit = unit ?? second.unit;
      end = second.end;
    } else op = null;
    // "between 1 and 2 million" is 1M to 2M: a bare first number below the second's digits takes its magnitude.
    if (second && !reading.magnitude && second.scale > 1 && reading.value < second.value / second.scale) value1 = reading.value * second.scale;
  }
  const after = longestPhraseAt(tokens, end, COMPARATORS_AFTER);
  if (!op && after) {
    op = after.op;
    end += after.words.length;
  }
  if (!op && reading.plus) op = "gte";
  return { op, comparatorStart, end, value2, value1, unit };
}

/**
 * The figure a number is compared on: after it ("10k peak players", with a comparison and a period that may trail),
 * else before its comparison ("ARPU above $2"); with the words the filter was read from, the figure's included.
 */
function figureOf(state: ParseState, i: number, { op, comparatorStart, end }: Comparison) {
  const { tokens, used, markUsed } = state;
  let metric: Metric | null = null;
  let metricFrom: NumericFilter["metricFrom"] = "default";
  let figureStart = comparatorStart ?? i;
  let figureEnd = end;
  const afterMetric = metricAfter(tokens, end);
  if (afterMetric && !anyUsed(used, afterMetric.start, afterMetric.end)) {
    metric = afterMetric.metric;
    metricFrom = "word";
    let metricEnd = afterMetric.end;
    const trailing = longestPhraseAt(tokens, metricEnd, COMPARATORS_AFTER);
    if (!op && trailing) {
      op = trailing.op;
      metricEnd += trailing.words.length;
    }
    const period = longestPhraseAt(tokens, metricEnd, METRIC_PERIODS);
    if (period) metricEnd += period.words.length;
    markUsed(afterMetric.start, metricEnd);
    figureEnd = metricEnd;
  } else {
    const before = metricBefore(tokens, used, comparatorStart ?? i);
    if (before) {
      metric = before.metric;
      metricFrom = "word";
      markUsed(before.start, before.end);
      figureStart = before.start;
    }
  }
  return { op, metric, metricFrom, figureStart, figureEnd };
}

/**
 * Stage 6: numbers with their comparison and figure, as filters; a bare count before what is listed as the limit.
 * A year on its own is kept for the release window (unless one was read) and returned.
 */
function readNumericFilters(state: ParseState, entitySpans: readonly number[], filters: NumericFilter[], releaseFound: boolean, companies: boolean) {
  const { tokens, words, used, spanOf, markUsed } = state;
  let yearFromBareNumber: { year: number; span: Span } | null = null;
  for (let i = 0; i < tokens.length; i++) {
    if (used[i]) continue;
    const reading = readNumberAt(tokens, i);
    if (!reading || anyUsed(used, reading.start, reading.end)) continue;
    const wordNumber = reading.digits === null && !reading.magnitude && !/\d/.test(words[i]) && words[i] !== "$";
    const comparison = comparisonOf(state, i, reading);
    const { comparatorStart, end, value2, unit } = comparison;
    const figure = figureOf(state, i, comparison);
    const { op, figureStart, figureEnd } = figure;
    let metric = figure.metric;
    let metricFrom: NumericFilter["metricFrom"] = figure.metricFrom;
    if (isYear(reading) && op === null && metric === null) {
      if (!releaseFound && !yearFromBareNumber) yearFromBareNumber = { year: reading.value, span: spanOf(i, reading.end) };
      markUsed(i, reading.end);
      continue;
    }
    if (metric === null && unit) {
      metricFrom = "unit";
      metric = unit === "percent" ? "sentiment" : reading.value >= 100_000 ? "revenue" : "price";
    }
    // "90% positive reviews" is a share of the reviews: the sentiment, not a count.
    if (unit === "percent" && metric === "positive_reviews") metric = "sentiment";
    // "developers with more than 5 games", "publishers that made over 10 games": how many games each company has.
    let noun = end;
    while (noun < tokens.length && entitySpans[noun] >= 0) noun++;
    if (companies && op && op !== "approx" && !unit && GAME_NOUNS.has(words[noun]) && (metric === null || figureStart < (comparatorStart ?? i))) {
      const start = comparatorStart ?? i;
      const value = comparison.value1 ?? reading.value;
      state.gameCount = {
        op,
        value: Math.min(value, value2 ?? value),
        ...(value2 !== undefined ? { value2: Math.max(value, value2) } : {}),
        span: spanOf(start, noun + 1),
      };
      markUsed(start, end);
      markUsed(noun, noun + 1);
      i = end - 1;
      continue;
    }
    if (op === null && metric === null) {
      // A bare count before what is listed: "5 horror games".
      if (
        !reading.magnitude &&
        Number.isInteger(reading.value) &&
        reading.value > 0 &&
        reading.value <= 1000 &&
        countsResults(tokens, entitySpans, used, reading.end)
      ) {
        state.setLimit(reading.value, i, reading.end);
        markUsed(i, reading.end);
      } else if (!wordNumber) {
        state.issues.push({ code: "unused_number", message: `I could not tell what ${spanOf(i, reading.end).text} refers to.`, span: spanOf(i, reading.end) });
      }
      continue;
    }
    if (wordNumber && op === null && metricFrom !== "word") continue;
    metric ??= "peak_players";
    const start = comparatorStart ?? i;
    const span = spanOf(Math.min(start, figureStart), Math.max(end, figureEnd));
    filters.push(numericFilter(reading, { op, value2, value1: comparison.value1, unit }, metric, metricFrom, span));
    markUsed(start, end);
    i = end - 1;
  }
  return yearFromBareNumber;
}

function numericFilter(
  reading: NumberReading,
  { op, value2, value1, unit }: Pick<Comparison, "op" | "value2" | "value1" | "unit">,
  metric: Metric,
  metricFrom: NumericFilter["metricFrom"],
  span: Span,
): NumericFilter {
  let filter: NumericFilter;
  if (op === "approx") {
    filter = { metric, op: "between", value: round(reading.value * 0.9), value2: round(reading.value * 1.1), approximate: true, metricFrom, span };
  } else if (op === "between" && value2 !== undefined) {
    const first = value1 ?? reading.value;
    filter = { metric, op: "between", value: Math.min(first, value2), value2: Math.max(first, value2), metricFrom, span };
  } else {
    filter = { metric, op: op && op !== "between" ? op : "gte", value: reading.value, metricFrom, span };
  }
  if (unit) filter.unit = unit;
  return filter;
}

/** Stage 7: the names into their roles; negated ones excluded, alternatives ("X or Y") an either/or. */
function placeRoles(state: ParseState, matches: readonly EntityMatch[]) {
  const { tokens, used, spanOf } = state;
  const placed = placeEntities(tokens, matches, spanOf);
  const entities = emptyEntities();
  const negations: ParsedQuery["negations"] = [];
  const eitherOr: EitherOr[] = [];
  for (const group of groupAlternatives(tokens, placed, used)) {
    const first = group[0];
    const refs = group.flatMap((entity) => entity.refs);
    if (first.negated) {
      for (const ref of refs) entities[first.role].exclude.push(ref);
      negations.push({
        cue: negationCueBefore(tokens, first.start) ?? "not",
        span: group.length === 1 ? first.span : spanOf(first.start, group[group.length - 1].end),
        targets: refs.map((ref) => ({ role: first.role, id: ref.id, name: ref.name })),
      });
    } else if (refs.length >= 2 && (group.length >= 2 || first.role === "platforms" || first.role === "stores" || first.anyOf)) {
      eitherOr.push({ role: first.role, options: refs, span: spanOf(first.start, group[group.length - 1].end) });
    } else {
      for (const ref of refs) entities[first.role].include.push(ref);
    }
  }
  return { entities, negations, eitherOr };
}

/**
 * Names nobody read: after a role cue ("games by EA"), or written as a name ("Ubisoft games", "THQ"). They are
 * said with the names they may stand for, never silently dropped (the answer then does not search without them).
 */
function reportUnknownNames(state: ParseState, lexicon: Lexicon, entitySpans: readonly number[]) {
  const { text, tokens, words, used } = state;
  for (let i = 0; i < tokens.length; i++) {
    if (!unplacedWordAt(tokens, used, entitySpans, i)) continue;
    const cued = longestPhraseEndingAt(tokens, i, ROLE_CUES) !== null || words[i - 1] === "by";
    const written = (index: number) => text.slice(tokens[index].start, tokens[index].end);
    const nameLike = (index: number) => /^\p{Lu}/u.test(written(index)) && /\p{L}/u.test(written(index));
    const startsName =
      nameLike(i) && (i > 0 || /^\p{Lu}{2,}$/u.test(written(i)) || (i + 1 < tokens.length && (GAME_NOUNS.has(words[i + 1]) || entitySpans[i + 1] >= 0)));
    // A word for a classification the data does not have ("wholesome games" on the real Steam data) is a name too.
    const synonym = longestPhraseAt(tokens, i, CLASSIFICATION_WORDS);
    if (synonym && synonym.words.every((_, k) => unplacedWordAt(tokens, used, entitySpans, i + k))) {
      reportUnknown(state, lexicon, i, i + synonym.words.length, false);
      i += synonym.words.length - 1;
      continue;
    }
    if (!cued && !startsName) continue;
    let end = i + 1;
    while (end < tokens.length && unplacedWordAt(tokens, used, entitySpans, end) && (cued || nameLike(end))) end++;
    reportUnknown(state, lexicon, i, end, cued);
    i = end - 1;
  }
}

/** The words from start to end name nothing in the data: said, with the names they may stand for. */
function reportUnknown(state: ParseState, lexicon: Lexicon, start: number, end: number, companies: boolean) {
  const span = state.spanOf(start, end);
  const candidates = namesLike(lexicon, normalizedTextOf(state.tokens.slice(start, end)), companies ? "companies" : "any");
  state.issues.push({
    code: "unknown_name",
    message: `I could not place "${span.text}" in the data.`,
    span,
    candidates: candidates.map((entry) => ({ kind: entry.kind, id: entry.id, name: entry.canonical })),
  });
  state.markUsed(start, end);
}

/** The words of the classification synonyms ("wholesome", "battle royale"), whether or not the data has their classification. */
const CLASSIFICATION_WORDS = phraseTable(Object.keys(CLASSIFICATION_SYNONYMS).map((phrase) => [phrase, {}] as const));

const MAKER_VERBS = new Set(["made", "make", "makes"]);

const COMPANY_SUBJECTS = new Set<Subject>(["publishers", "developers", "companies"]);

/** Words of a wishlist order that mean the games are not out yet. */
const ANTICIPATED = /\b(anticipated|awaited)\b/i;

/** Stage 8: figures asked for without a threshold ("Caldera II revenue"), each once, with a period that may follow. */
function readAsks({ tokens, used, spanOf, markUsed }: ParseState): ParsedQuery["asks"] {
  const asks: ParsedQuery["asks"] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (used[i]) continue;
    const metric = longestPhraseAt(tokens, i, METRIC_PHRASES);
    if (!metric || anyUsed(used, i, i + metric.words.length)) continue;
    // "who made Among Us" asks who, not how much it earned.
    if (tokens[i - 1]?.text === "who" && MAKER_VERBS.has(tokens[i].text)) continue;
    const end = i + metric.words.length;
    if (!asks.some((ask) => ask.metric === metric.metric)) asks.push({ metric: metric.metric, span: spanOf(i, end) });
    markUsed(i, end);
    const period = longestPhraseAt(tokens, end, METRIC_PERIODS);
    if (period) markUsed(end, end + period.words.length);
    i = end - 1;
  }
  return asks;
}

interface ReadSlots {
  subject: Subject;
  entities: Entities;
  eitherOr: EitherOr[];
  filters: NumericFilter[];
  comparisons: FigureComparison[];
  release: ReleaseWindow | null;
  sort: Sort | null;
  asks: ParsedQuery["asks"];
  stats: StatsRequest | undefined;
}

/** Stage 9: what was asked, from the slots read and the cues; an empty question is said to be one. */
function intentOf(state: ParseState, { subject, entities, eitherOr, filters, comparisons, release, sort, asks, stats }: ReadSlots): QueryType {
  const { tokens, words, issues } = state;
  const titleGroup = eitherOr.find((group) => group.role === "titles");
  const titles = entities.titles.include.length + (titleGroup?.options.length ?? 0);
  const titleRefs = [...entities.titles.include, ...(titleGroup?.options ?? [])];
  const otherEntities =
    (Object.keys(entities) as EntityRole[]).some((role) => role !== "titles" && (entities[role].include.length > 0 || entities[role].exclude.length > 0)) ||
    eitherOr.some((group) => group.role !== "titles");
  const hasCue = (table: ReadonlyArray<{ words: readonly string[] }>) => tokens.some((_, i) => longestPhraseAt(tokens, i, table) !== null);
  const anySlot = titles > 0 || otherEntities || filters.length > 0 || comparisons.length > 0 || release !== null || sort !== null || state.limit !== null;
  if (tokens.length === 0) {
    issues.push({ code: "empty_question", message: "The question is empty." });
    return "out_of_scope";
  }
  const companies = subject === "publishers" || subject === "developers" || subject === "companies";
  // "how many publishers released games in 2022" counts publishers: the ranking of them says how many there are.
  if (stats && titles === 0 && companies && stats.aggregate === "count" && !stats.groupBy) return "companies_ranking";
  if (stats && titles === 0) return "market_stats";
  // "is Elden Ring more popular than Hogwarts Legacy" compares the two as "vs" does; "games like Hades and Dead Cells"
  // asks for games like both.
  const than = tokens.some((token) => token.text === "than");
  const compared = hasCue(COMPARISON_CUES) || than;
  const similar = titles >= 1 && similarCueBeforeTitle(tokens, titleRefs);
  if (titles >= 2 && (compared || (!similar && filters.length === 0 && !otherEntities && sort === null))) return "comparison";
  if (similar) return "similar_games";
  if (companies) return "companies_ranking";
  if (subject !== "games") return "features_ranking";
  if (titles === 1 && !otherEntities && filters.length === 0 && comparisons.length === 0 && sort === null && release === null) return "game_profile";
  if (!anySlot && hasCue(HELP_PHRASES) && asks.length === 0 && onlyAsksForHelp(tokens)) return "help";
  if (release && (release.upcoming || release.tba) && titles === 0) return "upcoming_releases";
  if (
    anySlot ||
    asks.length > 0 ||
    words.some((word) => DOMAIN_WORDS.has(word)) ||
    (issues.some((issue) => issue.code === "unknown_name") && (hasCue(ROLE_CUES) || words.some((word) => GAME_FACT_WORDS.has(word))))
  ) {
    const cue = titles === 0 ? similarToRankingAt(tokens) : null;
    if (cue)
      issues.push({
        code: "similar_to_ranked",
        message: "Games like the first game of a ranking: the ranking's first game is found, then the games most like it.",
        span: state.spanOf(cue.start, cue.end),
      });
    return "game_search";
  }
  return "out_of_scope";
}

/** Words for the games a period released: "how did RPG releases change" counts them. */
const RELEASE_NOUNS = new Set(["releases", "launches"]);

/** Words a similarity cue asking for games may follow: "games like", "something similar to". */
const SIMILAR_SUBJECTS = new Set(["games", "game", "titles", "something", "anything", "others", "other", "more"]);

/**
 * "games like the top game of 2025", "something similar to the best selling RPG": a similarity cue, at the start or
 * after a word for games, then "the" and a superlative with more words after it; the tokens from the cue to the
 * superlative. "Games players like the most" is no such question: "like" follows no word for games there.
 */
function similarToRankingAt(tokens: readonly Token[]): { start: number; end: number } | null {
  for (let i = 0; i < tokens.length; i++) {
    const cue = longestPhraseAt(tokens, i, SIMILAR_CUES);
    if (!cue || (i > 0 && !SIMILAR_SUBJECTS.has(tokens[i - 1].text))) continue;
    const the = i + cue.words.length;
    if (tokens[the]?.text !== "the") continue;
    const superlative = longestPhraseAt(tokens, the + 1, SUPERLATIVES);
    const end = the + 1 + (superlative?.words.length ?? 0);
    if (superlative && end < tokens.length) return { start: i, end };
  }
  return null;
}

/** "games like Caldera II", "similar to the game Caldera II": a similarity cue at most three words before a title. */
function similarCueBeforeTitle(tokens: readonly Token[], titleRefs: readonly EntityRef[]): boolean {
  const words = tokens.map((token) => token.text);
  return titleRefs.some((ref) => {
    const index = tokens.findIndex((token) => token.start === ref.span.start);
    for (let back = index; back >= Math.max(0, index - 3); back--) {
      const cue = longestPhraseEndingAt(tokens, back, SIMILAR_CUES);
      if (cue) return true;
      if (back - 1 >= 0 && !["the", "to", "games", "game", "titles"].includes(words[back - 1])) break;
    }
    return false;
  });
}

/**
 * A series in the list of games a similarity cue asks about is one of the games liked, standing for its games ("games
 * like Dark Souls and Hollow Knight", "games like Minecraft" on the real data, whose games are Minecraft Dungeons and
 * others): it moves from the series, a filter, to the titles. A series elsewhere stays a filter ("Call of Duty games
 * like Hades", "games like Hades from the Total War series").
 */
function takeLikedSeriesAsTitles(tokens: readonly Token[], entities: Entities): void {
  const series = entities.series.include.filter((ref) => ref.kind === "series");
  if (series.length === 0) return;
  const named = [...entities.titles.include, ...series].sort((a, b) => a.span.start - b.span.start);
  const liked: EntityRef[] = [];
  let previous: EntityRef | null = null;
  for (const ref of named) {
    // "games like Stardew Valley, Terraria and Minecraft": a name joined to a liked one by "," or "and" is liked too.
    const listed: boolean =
      previous !== null &&
      tokens.every((token) => token.start < previous!.span.end || token.start >= ref.span.start || LIST_JOINERS.has(token.text) || token.text === "the");
    previous = listed || similarCueBeforeTitle(tokens, [ref]) ? ref : null;
    if (previous && previous.kind === "series") liked.push(previous);
  }
  if (liked.length === 0) return;
  entities.series.include = entities.series.include.filter((ref) => !liked.includes(ref));
  entities.titles.include = [...entities.titles.include, ...liked].sort((a, b) => a.span.start - b.span.start);
}

/** Every word is a symbol, a reserved word or part of a help phrase ("help", "what can you do?"). */
function onlyAsksForHelp(tokens: readonly Token[]): boolean {
  return tokens.every(
    (token) =>
      token.kind === "symbol" || RESERVED_WORDS.has(token.text) || tokens.some((_, i) => longestPhraseAt(tokens, i, HELP_PHRASES)?.words.includes(token.text)),
  );
}

/**
 * A phrase typed with one slip in a word of six letters or more ("positve reviews", "declning"), every other word
 * exact; the longest such phrase.
 */
function mistypedPhraseAt<T extends { words: readonly string[] }>(tokens: readonly Token[], index: number, table: readonly T[]): T | null {
  let best: T | null = null;
  for (const entry of table) {
    if (best && entry.words.length <= best.words.length) continue;
    if (index + entry.words.length > tokens.length) continue;
    let slips = 0;
    const fits = entry.words.every((word, offset) => {
      const typed = tokens[index + offset].text;
      if (typed === word) return true;
      if (word.length < 6 || RESERVED_WORDS.has(typed) || damerauLevenshtein(typed, word, 1) > 1) return false;
      slips++;
      return true;
    });
    if (fits && slips === 1) best = entry;
  }
  return best;
}

/** A one-word comparison typed with one slip ("abov $2", "bellow 10k"): words of five letters or more only. */
function mistypedComparatorBefore(tokens: readonly Token[], used: readonly boolean[], index: number): { op: ComparisonOp | "approx"; words: string[] } | null {
  const word = tokens[index - 1]?.text;
  if (!word || used[index - 1] || word.length < 4 || RESERVED_WORDS.has(word)) return null;
  for (const entry of COMPARATORS_BEFORE) {
    if (entry.words.length !== 1 || entry.words[0].length < 5) continue;
    if (damerauLevenshtein(word, entry.words[0], 1) <= 1) return { op: entry.op, words: [word] };
  }
  return null;
}

/**
 * A name that is also a number where a number is meant: "more than 2k players" is a figure even when a company is
 * called 2K, "10k players" even when a game is titled 10k. A comparison before it, or a figure or "or more" after
 * it, makes it a number.
 */
function readsAsFigure(tokens: readonly Token[], m: EntityMatch): boolean {
  const reading = readNumberAt(tokens, m.start);
  if (!reading || reading.end < m.end) return false;
  return (
    longestPhraseEndingAt(tokens, m.start, COMPARATORS_BEFORE) !== null ||
    metricAfter(tokens, reading.end) !== null ||
    longestPhraseAt(tokens, reading.end, COMPARATORS_AFTER) !== null
  );
}

/**
 * A game titled with the words of a figure Lumos does not keep, read as that figure: the words are part of a longer
 * figure ("Hades time to beat", a game Beat on the real data), or are the whole figure beside a company, a
 * classification or a platform ("retention of Valve games", a game Retention). "Poppy Playtime players" stays the game.
 */
function titleOfUnkeptFigure(tokens: readonly Token[], m: EntityMatch, found: readonly EntityMatch[]): boolean {
  if (!m.senses.every((sense) => sense.kind === "game")) return false;
  for (let start = Math.max(0, m.start - 3); start <= m.start; start++) {
    const figure = longestPhraseAt(tokens, start, UNKEPT_FIGURES);
    const end = figure ? start + figure.words.length : -1;
    if (!figure || end < m.end) continue;
    if (end - start > m.end - m.start) return true;
    return found.some((other) => other !== m && other.senses.some((sense) => sense.kind !== "game"));
  }
  return false;
}

/**
 * "games by Nintendo" where no company is called Nintendo: after a role cue a platform or store is not what is
 * meant, so the name is left for the unplaced names (and said) instead of becoming the Switch.
 */
function platformAfterRoleCue(tokens: readonly Token[], m: EntityMatch): boolean {
  const cued = longestPhraseEndingAt(tokens, m.start, ROLE_CUES) !== null || tokens[m.start - 1]?.text === "by";
  return cued && !m.senses.some((sense) => isCompanyKind(sense.kind)) && m.senses.every((sense) => sense.kind === "platform" || sense.kind === "store");
}

/** "from 2019 onwards" where a game is titled Onward: after a year, the words that open its window are not a name. */
function onwardsAfterYear(tokens: readonly Token[], m: EntityMatch): boolean {
  const onwards = longestPhraseAt(tokens, m.start, ONWARDS_PHRASES);
  if (!onwards || m.end > m.start + onwards.words.length || m.start === 0) return false;
  const year = readNumberAt(tokens, m.start - 1);
  return year !== null && year.end === m.start && isYear(year);
}

/**
 * "games by Paradox" where a game is titled PARADOX: after a role cue, words that only name games but begin the names
 * of companies (Paradox Interactive, Paradox Development Studio) are those companies; so before a verb of making
 * ("how much revenue did Paradox make", "what did Paradox release").
 */
function companiesAfterRoleCue(tokens: readonly Token[], m: EntityMatch, lexicon: Lexicon): EntityMatch {
  const cued =
    longestPhraseEndingAt(tokens, m.start, ROLE_CUES) !== null ||
    tokens[m.start - 1]?.text === "by" ||
    roleVerbAfter(tokens, m.end) !== null ||
    COMPANY_VERBS_AFTER.has(tokens[m.end]?.text ?? "") ||
    ownerOfGamesAt(tokens, m);
  if (!cued || !m.senses.every((sense) => sense.kind === "game")) return m;
  const companies = companiesStartingWith(lexicon, normalizedTextOf(tokens.slice(m.start, m.end)));
  if (companies.length === 0) return m;
  return { ...m, senses: [companiesReading(companies)], match: "exact", distance: 0 };
}

/** "Games" asked of whoever has them, right before a name: "how many games does Paradox have", "which games has Capcom got". */
const OWNER_QUESTION_VERBS = new Set(["does", "did", "do", "has", "have"]);

/** Whether the name is the one a question asks the games of ("how many games does Paradox have"), not a game. */
function ownerOfGamesAt(tokens: readonly Token[], m: EntityMatch): boolean {
  return OWNER_QUESTION_VERBS.has(tokens[m.start - 1]?.text ?? "") && ["games", "titles"].includes(tokens[m.start - 2]?.text ?? "");
}

/** Companies a name's words begin, as one reading: of their kind when they share one, else "company". */
function companiesReading(companies: readonly LexiconEntry[]): LexiconSense {
  const kind = companies.every((entry) => entry.kind === companies[0].kind) ? companies[0].kind : "company";
  return { kind, entries: [...companies], source: "generated" };
}

/** A word no stage read that could be part of a name: not a parser word, a number or a symbol. */
function unplacedWordAt(tokens: readonly Token[], used: readonly boolean[], entitySpans: readonly number[], index: number): boolean {
  const token = tokens[index];
  return !used[index] && entitySpans[index] < 0 && token.kind === "word" && !RESERVED_WORDS.has(token.text) && !/^\d/.test(token.text);
}

/**
 * A filter without a number at index ("growing", "well reviewed"). With a number next to it, it is the figure of a
 * comparison instead ("growing over 10%", "90% positive"); numberBefore: the number before it is already read
 * ("top 10 growing shooters").
 */
function stateFilterAt(tokens: readonly Token[], used: readonly boolean[], index: number, { numberBefore = false } = {}) {
  const state = used[index] ? null : (longestStateAt(tokens, index) ?? mistypedPhraseAt(tokens, index, STATE_FILTERS));
  if (!state) return null;
  const end = index + state.words.length;
  const before = !numberBefore && [1, 2, 3].some((back) => index - back >= 0 && !used[index - back] && readNumberAt(tokens, index - back)?.end === index);
  const after = readNumberAt(tokens, end) !== null || longestPhraseAt(tokens, end, COMPARATORS_BEFORE) !== null;
  return before || after || anyUsed(used, index, end) ? null : state;
}

/** The longest filter without a number starting at index: a player or review state, or a price ("free", "not free"). */
function longestStateAt(
  tokens: readonly Token[],
  index: number,
): {
  metric: Metric;
  op: "gt" | "gte" | "lt" | "lte";
  value: number;
  direction?: "asc" | "desc";
  minReviews?: number;
  maxReviews?: number;
  words: readonly string[];
} | null {
  const state = longestPhraseAt(tokens, index, STATE_FILTERS);
  const price = longestPhraseAt(tokens, index, PRICE_STATES);
  if (!price) return state;
  return !state || price.words.length > state.words.length ? price : state;
}

const keyOfSpan = (text: string) => normalizedTextOf(tokenize(text));

const round = (value: number) => Number(value.toPrecision(12));

function anyUsed(used: readonly boolean[], start: number, end: number): boolean {
  for (let i = Math.max(0, start); i < end; i++) if (used[i]) return true;
  return false;
}

/** A metric phrase starting at index, or one word later after "in"/"of" ("5M in revenue"). */
function metricAfter(tokens: readonly Token[], index: number): { metric: Metric; start: number; end: number } | null {
  for (const skip of [0, 1]) {
    if (skip === 1 && !["in", "of", "total", "worth"].includes(tokens[index]?.text ?? "")) break;
    const phrase = longestPhraseAt(tokens, index + skip, METRIC_PHRASES);
    if (phrase) return { metric: phrase.metric, start: index, end: index + skip + phrase.words.length };
  }
  return null;
}

/** A metric phrase ending before index, across at most two gap words ("ARPU is above", "players of over"). */
function metricBefore(tokens: readonly Token[], used: readonly boolean[], index: number): { metric: Metric; start: number; end: number } | null {
  let at = index;
  for (let gap = 0; gap <= 2; gap++) {
    const phrase = longestPhraseEndingAt(tokens, at, METRIC_PHRASES);
    if (phrase && !anyUsed(used, at - phrase.words.length, at)) return { metric: phrase.metric, start: at - phrase.words.length, end: at };
    if (at - 1 < 0 || !METRIC_GAP_WORDS.has(tokens[at - 1].text)) break;
    at--;
  }
  return null;
}

/** Whether what follows a bare number is what is counted: result nouns, maybe after entities ("5 horror games"). */
function countsResults(tokens: readonly Token[], entitySpans: readonly number[], used: readonly boolean[], index: number): boolean {
  let i = index;
  let skippedEntity = false;
  while (i < tokens.length && (entitySpans[i] >= 0 || used[i])) {
    if (entitySpans[i] >= 0) skippedEntity = true;
    i++;
  }
  if (i < tokens.length && RESULT_NOUNS.has(tokens[i].text)) return true;
  return skippedEntity && (i === tokens.length || ["on", "in", "by", "from", "with", "for", "released", "that", "."].includes(tokens[i].text));
}

function subjectOf(tokens: readonly Token[], entitySpans: readonly number[], matches: readonly EntityMatch[]): Subject {
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i].text;
    // "indie developers with the most games": a developer size that ends in a company noun still names the rows.
    const sizeEnd = entitySpans[i] >= 0 && matches[entitySpans[i]].end === i + 1 && matches[entitySpans[i]].senses[0]?.kind === "developerSize";
    if (sizeEnd && word in COMPANY_NOUNS) return COMPANY_NOUNS[word];
    if (entitySpans[i] >= 0) continue;
    if (GAME_NOUNS.has(word)) return "games";
    // "horror theme games": a theme word right after an entity, with games named after it, is a cue, not the subject.
    if (THEME_NOUNS.has(word) && i > 0 && entitySpans[i - 1] >= 0 && tokens.slice(i + 1).some((token) => GAME_NOUNS.has(token.text))) continue;
    if (THEME_NOUNS.has(word)) return "themes";
    // "which developers released the most games"; "developer Stormglass" is a role cue before a name, not the subject.
    const companyNoun =
      word in COMPANY_NOUNS
        ? word
        : word.length >= 8 && !RESERVED_WORDS.has(word)
          ? Object.keys(COMPANY_NOUNS).find((noun) => noun.length >= 8 && damerauLevenshtein(word, noun, 1) <= 1)
          : undefined;
    if (companyNoun && !(i + 1 < tokens.length && entitySpans[i + 1] >= 0)) return COMPANY_NOUNS[companyNoun];
    if (FEATURE_NOUNS.has(word)) {
      // "games in the horror genre": a type word right after an entity is a cue, not the subject.
      if (i > 0 && entitySpans[i - 1] >= 0) continue;
      return "features";
    }
  }
  return "games";
}

// ------------------------------------------------------------------------------------------------
// Entities
// ------------------------------------------------------------------------------------------------

/** Longest exact matches left to right; where none starts, the closest fuzzy match within the typo budget. */
export function findEntities(tokens: readonly Token[], lexicon: Lexicon): EntityMatch[] {
  const result: EntityMatch[] = [];
  let i = 0;
  while (i < tokens.length) {
    const named = nameBeforeSeriesNoun(tokens, i, lexicon);
    if (named) {
      result.push(named);
      i = named.end;
      continue;
    }
    const exact = exactAt(tokens, i, lexicon);
    if (exact && modifiesWhatFollows(tokens, exact)) {
      i++;
      continue;
    }
    if (exact) {
      const named = filterBeforeMarketNoun(tokens, exact, lexicon) ?? filterBeforeGameNoun(tokens, exact, lexicon) ?? exact;
      result.push(named);
      i = named.end;
      continue;
    }
    const fuzzy = fuzzyAt(tokens, i, lexicon);
    if (fuzzy) {
      result.push(fuzzy);
      i = fuzzy.end;
      continue;
    }
    i++;
  }
  return result;
}

/**
 * "deep sea exploration games", "castle building games": one word that is only the title of a little-reviewed game
 * (Deep, Castle), followed by more words of the same run up to a game noun, describes the games asked for; it is read
 * as no name (the words "deep sea" are left unread, as any everyday word is), neither exactly nor as a slip. A known
 * game's one-word title stays its name ("Rust survival games"), and so does any title the question ends on, or
 * that a parser word follows ("Deep vs Castle", "Deep revenue").
 */
function modifiesWhatFollows(tokens: readonly Token[], m: EntityMatch): boolean {
  if (m.end - m.start !== 1 || !m.senses.every((sense) => sense.kind === "game" && sense.entries.every((entry) => !entry.known))) return false;
  for (let at = m.end; at < tokens.length; at++) {
    const token = tokens[at];
    if (token.kind !== "word") return false;
    if (GAME_NOUNS.has(token.text)) return at > m.end;
    if (RESERVED_WORDS.has(token.text)) return false;
  }
  return false;
}

/** Words for a part of the market after the filter that names it: "the RPG space", "the indie scene". */
const MARKET_NOUNS = new Set(["space", "scene", "segment", "sector", "niche"]);

/**
 * "the RPG space", "the indie scene", "the survival space": after "the", a filter (a genre, tag, platform, size…) and
 * a word for a part of the market are that filter, the word with it: "which publishers dominate the RPG space" is the
 * RPG market, not RPGs set in space, nor the game Survival Space: Unlimited Shooting. Before a game noun the word is
 * a name again ("the RPG space games"). Null when the match is not such a filter.
 */
function filterBeforeMarketNoun(tokens: readonly Token[], m: EntityMatch, lexicon: Lexicon): EntityMatch | null {
  if (tokens[m.start - 1]?.text !== "the") return null;
  const isFilter = (sense: LexiconSense) => sense.kind !== "game" && sense.kind !== "series";
  const withNoun = (filter: EntityMatch) =>
    MARKET_NOUNS.has(tokens[filter.end]?.text ?? "") && !GAME_NOUNS.has(tokens[filter.end + 1]?.text ?? "")
      ? { ...filter, end: filter.end + 1, senses: filter.senses.filter(isFilter) }
      : null;
  if (m.senses.some(isFilter)) return withNoun(m);
  // A title made of the filter and the word ("Survival Space: …" read by its short form "survival space").
  if (m.end - m.start < 2 || !MARKET_NOUNS.has(tokens[m.end - 1].text)) return null;
  const shorter = exactAt(tokens, m.start, lexicon, m.end - 1);
  return shorter?.end === m.end - 1 && shorter.senses.some(isFilter) ? withNoun(shorter) : null;
}

/** Quotation marks around words asked for in titles ("games with 'simulator' in the title"). */
const QUOTES = new Set(['"', "'", "\u201C", "\u201D", "\u2018", "\u2019", "\u00AB", "\u00BB", "`"]);
const TITLE_NOUNS = new Set(["title", "titles", "name", "names"]);
const TITLE_OWNERS = new Set(["the", "their", "its", "a"]);
const WORD_NOUNS = new Set(["word", "words", "phrase", "term"]);
/** "titles containing …": verbs after a title noun that ask for words in it (not "with" or "has": "titles with co-op"). */
const TITLE_VERBS = new Set(["contains", "contain", "containing", "include", "includes", "including", "mentions", "mention", "mentioning"]);
/** Words that tie a title to the games before it: "games whose title contains", "with titles including". */
const TITLE_LINKS = new Set(["whose", "where", "with", "having"]);
/** Words before the words asked for in titles ("with X in the title", "have the word X"). */
const WORDS_CUES = new Set(["with", "without", "containing", "including", "have", "has", "having"]);
/** The most words looked for in titles at once. */
const MAX_TITLE_WORDS = 6;

/**
 * Words asked for anywhere in games' titles, read before any name so that none of them is read as one:
 * - "with [the word] X in the title" (their, its; name, names), "without X in the name", "have X in their title";
 * - "title(s) / name(s) containing [the word] X" (contains, including, mentioning…);
 * - "with / containing / including / without / having the word X" [in the title].
 * X is the quoted words when quoted; otherwise, where no "in the title" closes it, its words up to the first parser word
 * or number. The match leaves "with" and "without" before it to be read as they are elsewhere ("without" negates it).
 */
function readTitleWords(state: ParseState): EntityMatch[] {
  const { tokens, text, used } = state;
  const word = (at: number) => (tokens[at]?.kind === "word" ? tokens[at].text : "");
  const found: EntityMatch[] = [];
  /** Where the words asked for end, from `start`, and where the match ends (after "in the title" when it follows). */
  const wordsFrom = (start: number, bounded: boolean): { start: number; end: number; matchEnd: number } | null => {
    if (start >= tokens.length || used[start] || tokens[start].kind !== "word") return null;
    let end = start;
    if (QUOTES.has(text[tokens[start].start - 1] ?? "")) {
      while (end < tokens.length && end - start < MAX_TITLE_WORDS && !QUOTES.has(text[tokens[end].end] ?? "")) end++;
      if (end >= tokens.length || end - start >= MAX_TITLE_WORDS) return null;
      end++;
    } else if (bounded) {
      while (end < tokens.length && end - start < MAX_TITLE_WORDS && !inTheTitleAt(end)) end++;
      if (!inTheTitleAt(end)) return null;
    } else {
      while (end - start < MAX_TITLE_WORDS && word(end) && !RESERVED_WORDS.has(word(end)) && !/^\d/.test(word(end))) end++;
    }
    if (end === start || anyUsed(used, start, end) || tokens.slice(start, end).some((token) => token.kind !== "word")) return null;
    const closing = inTheTitleAt(end);
    return { start, end, matchEnd: end + closing };
  };
  /** How many tokens "in the title" (their name, titles…) takes at `at`, or 0. */
  const inTheTitleAt = (at: number) => {
    if (word(at) !== "in") return 0;
    if (TITLE_NOUNS.has(word(at + 1))) return 2;
    return TITLE_OWNERS.has(word(at + 1)) && TITLE_NOUNS.has(word(at + 2)) ? 3 : 0;
  };
  const wordCueAt = (at: number) => (word(at) === "the" && WORD_NOUNS.has(word(at + 1)) ? 2 : WORD_NOUNS.has(word(at)) ? 1 : 0);
  for (let i = 0; i < tokens.length; i++) {
    if (used[i]) continue;
    let from = -1;
    let reading: ReturnType<typeof wordsFrom> = null;
    if (WORDS_CUES.has(word(i))) {
      // "with the word X", "with X in the title": the match begins after "with" or "without" (read as everywhere else),
      // at "have" ("games that don't have X in the title": a negation before it reaches it).
      const cue = wordCueAt(i + 1);
      from = word(i) === "with" || word(i) === "without" ? i + 1 : i;
      reading = wordsFrom(i + 1 + cue, cue === 0);
      if (reading && cue === 0 && !inTheTitleAt(reading.end)) reading = null;
    } else if (TITLE_NOUNS.has(word(i)) && TITLE_VERBS.has(word(i + 1))) {
      // With the words that tie the title to the games: "whose title contains", "where the name includes".
      const owner = TITLE_OWNERS.has(word(i - 1)) ? 1 : 0;
      from = TITLE_LINKS.has(word(i - 1 - owner)) && !anyUsed(used, i - 1 - owner, i) ? i - 1 - owner : i;
      reading = wordsFrom(i + 2 + wordCueAt(i + 2), false);
    }
    if (!reading) continue;
    const typed = text.slice(tokens[reading.start].start, tokens[reading.end - 1].end);
    const entry = titleWordsOf(normalizedTextOf(tokens.slice(reading.start, reading.end)), typed);
    // Its text holds the quotation marks, so that a chat switching the filter off leaves none behind.
    const quoted = QUOTES.has(text[tokens[reading.start].start - 1] ?? "");
    const spanStart = quoted && from === reading.start ? tokens[from].start - 1 : tokens[from].start;
    const spanEnd = quoted && reading.matchEnd === reading.end ? tokens[reading.end - 1].end + 1 : tokens[reading.matchEnd - 1].end;
    found.push({
      start: from,
      end: reading.matchEnd,
      senses: [{ kind: "titleWords", entries: [entry], source: "generated" }],
      match: "exact",
      distance: 0,
      span: { start: spanStart, end: spanEnd, text: text.slice(spanStart, spanEnd) },
    });
    state.markUsed(from, reading.matchEnd);
    i = reading.matchEnd - 1;
  }
  return found;
}

/** Nouns after which the words before them name whose games: "Total War games", "the Halo series". */
const SERIES_NOUNS = new Set(["games", "titles", "series", "franchise"]);
/** The most words a series' name is looked for in ("Tom Clancy's Rainbow Six", "Call of Duty: Black Ops"). */
const MAX_SERIES_WORDS = 6;

/**
 * Words right before "games", "titles", "series" or "franchise" that name whose games are meant:
 * - companies, when the words are a company's name or short form, or a game's whole title that begins companies'
 *   names ("Paradox games": Paradox Interactive's and its studios', not the game PARADOX or the titles beginning with
 *   Paradox; "games by Paradox" reads the same way after its role cue). Words that only begin companies' names are
 *   still said as a name Lumos could not place, with what they may stand for ("Meridian games");
 * - otherwise a series, when the words begin the titles of SERIES_MIN_GAMES games or more and no other name reads
 *   them ("Total War games", "Halo games", "the Witcher series"): every game whose title begins with them.
 * Null where the words are a filter ("horror games", "dark fantasy games"), a game's whole title with the noun
 * ("Survival Games"), everyday or parser words ("new games", "top games"), a word for a classification the data may
 * lack ("cozy games"), or begin too few or too many titles.
 */
function nameBeforeSeriesNoun(tokens: readonly Token[], start: number, lexicon: Lexicon): EntityMatch | null {
  let end = start;
  while (end < tokens.length && end - start < MAX_SERIES_WORDS && tokens[end].kind === "word" && !SERIES_NOUNS.has(tokens[end].text)) end++;
  if (end === start || !SERIES_NOUNS.has(tokens[end]?.text ?? "")) return null;
  const words = tokens.slice(start, end).map((token) => token.text);
  const everyday = (word: string) => RESERVED_WORDS.has(word) || COMMON_FIRST_WORDS.has(word) || /^\d/.test(word);
  if (everyday(words[words.length - 1]) || words.every(everyday) || words.join("").length < 3) return null;
  const withNoun = exactAt(tokens, start, lexicon);
  if (withNoun && withNoun.end > end) return null;
  const key = normalizedTextOf(tokens.slice(start, end));
  const exact = exactAt(tokens, start, lexicon, end);
  if (exact?.end === end) {
    if (exact.senses.some((sense) => sense.kind !== "game" && !isCompanyKind(sense.kind))) return null;
    const companies = exact.senses.filter((sense) => isCompanyKind(sense.kind));
    if (companies.length > 0) return { ...exact, senses: companies };
    // A title kept the words from being the short form of the companies they begin (lexicon.ts): those companies.
    const begun = companiesStartingWith(lexicon, key);
    if (begun.length > 0) return { start, end, senses: [companiesReading(begun)], match: "exact", distance: 0 };
  } else if (readAsFilters(tokens, start, end, lexicon)) return null;
  // A word for a classification the data lacks ("cozy games" on the real data) is said as unplaced, not read as titles.
  if (Object.hasOwn(CLASSIFICATION_SYNONYMS, key)) return null;
  const series = seriesOf(lexicon, key, words.join(" "));
  return series ? { start, end, senses: [{ kind: "series", entries: [series], source: "generated" }], match: "exact", distance: 0 } : null;
}

/** Whether names other than games' read every word from start to end ("zombie survival": two tags). */
function readAsFilters(tokens: readonly Token[], start: number, end: number, lexicon: Lexicon): boolean {
  for (let at = start; at < end;) {
    const reading = exactAt(tokens, at, lexicon, end);
    if (!reading || reading.senses.every((sense) => sense.kind === "game")) return false;
    at = reading.end;
  }
  return true;
}

/**
 * After a role cue ("games by Meridian"), words no name matched that begin the names of companies: those companies,
 * as alternatives when there are several.
 */
function companyPrefixMatches(tokens: readonly Token[], matches: readonly EntityMatch[], lexicon: Lexicon): EntityMatch[] {
  const taken = new Array<boolean>(tokens.length).fill(false);
  for (const m of matches) for (let i = m.start; i < m.end; i++) taken[i] = true;
  const free = (index: number) =>
    index < tokens.length && !taken[index] && tokens[index].kind === "word" && !RESERVED_WORDS.has(tokens[index].text) && !/^\d/.test(tokens[index].text);
  const found: EntityMatch[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!free(i) || !(longestPhraseEndingAt(tokens, i, ROLE_CUES) || tokens[i - 1]?.text === "by")) continue;
    let end = i + 1;
    while (free(end)) end++;
    const companies = companiesStartingWith(lexicon, normalizedTextOf(tokens.slice(i, end)));
    if (companies.length === 0) continue;
    found.push({ start: i, end, senses: [companiesReading(companies)], match: "fuzzy", distance: 0 });
    i = end - 1;
  }
  return found;
}

/**
 * The key of the words from start to end. A comma before a legal form stays inside a company's name ("CAPCOM Co.,
 * Ltd.", "Monolith Productions, Inc."); any other symbol, or a comma between two names ("action, adventure"), ends it.
 */
function windowKey(tokens: readonly Token[], start: number, end: number): string | null {
  const parts: string[] = [];
  for (let i = start; i < end; i++) {
    const legalFormComma = tokens[i].text === "," && i > start && i + 1 < end && COMPANY_LEGAL_FORMS.has(tokens[i + 1].text);
    if (legalFormComma) continue;
    if (tokens[i].kind !== "word") return null;
    parts.push(tokens[i].text);
  }
  return parts.join(" ");
}

/** Windows may hold a comma or two more than the longest key has words ("capcom co , ltd"). */
const COMMAS_IN_A_NAME = 2;

/**
 * "survival games", "open world games", "shooter games" where games are titled Survival Games, Open World Game and
 * Shooter Game: a title made of a filter (a classification, platform, company…) and the word "game(s)" is read as
 * the filter and the head noun. Such a game is still found by its title with other words, or as a profile.
 */
function filterBeforeGameNoun(tokens: readonly Token[], m: EntityMatch, lexicon: Lexicon): EntityMatch | null {
  if (m.end - m.start < 2 || !GAME_NOUNS.has(tokens[m.end - 1].text) || !m.senses.every((sense) => sense.kind === "game")) return null;
  const shorter = exactAt(tokens, m.start, lexicon, m.end - 1);
  if (!shorter || shorter.end !== m.end - 1) return null;
  const filters = shorter.senses.filter((sense) => sense.kind !== "game");
  return filters.length > 0 ? { ...shorter, senses: filters } : null;
}

function exactAt(tokens: readonly Token[], start: number, lexicon: Lexicon, limit = tokens.length): EntityMatch | null {
  const longest = Math.min(lexicon.maxKeyWords + COMMAS_IN_A_NAME, limit - start);
  // "live service games": the words of a classification (said as unplaced where the data lacks it), not the game Live.
  const synonym = longestPhraseAt(tokens, start, CLASSIFICATION_WORDS)?.words.length ?? 0;
  for (let size = longest; size >= 1; size--) {
    const key = windowKey(tokens, start, start + size);
    if (!key) continue;
    let senses = lookupKey(lexicon, key);
    if (senses.length === 0) {
      const words = key.split(" ");
      for (const singular of singularFormsOf(words[words.length - 1])) {
        senses = lookupKey(lexicon, [...words.slice(0, -1), singular].join(" "));
        if (senses.length > 0) break;
      }
    }
    if (senses.length > 0 && size < synonym && senses.every((sense) => sense.kind === "game")) return null;
    if (senses.length > 0) return { start, end: start + size, senses, match: "exact", distance: 0 };
  }
  return null;
}

function fuzzyAt(tokens: readonly Token[], start: number, lexicon: Lexicon): EntityMatch | null {
  const first = tokens[start];
  if (first.kind !== "word" || RESERVED_WORDS.has(first.text) || NEVER_SLIPS.has(first.text) || /^\d/.test(first.text) || first.text.length < 3) return null;
  // "free games" is a price, not a slip for "frog game"; "cozy games" a classification (maybe not in the data), not "Clay Game".
  if (longestPhraseAt(tokens, start, PRICE_STATES) || longestPhraseAt(tokens, start, CLASSIFICATION_WORDS)) return null;
  type Candidate = { key: string; size: number; distance: number };
  let best = null as Candidate | null;
  const longest = Math.min(MAX_FUZZY_WORDS, lexicon.maxKeyWords, tokens.length - start);
  for (let size = longest; size >= 1; size--) {
    const typed = windowKey(tokens, start, start + size);
    if (!typed) continue;
    const last = tokens[start + size - 1].text;
    const forms = [typed, ...singularFormsOf(last).map((singular) => [...typed.split(" ").slice(0, -1), singular].join(" "))];
    for (const form of forms) {
      for (const key of lexicon.fuzzyBuckets.get(`${size}:${form[0]}`) ?? []) {
        if (Math.abs(key.length - form.length) > 2) continue;
        const distance = typoDistance(form, key);
        if (distance === null || distance === 0) continue;
        if (!best || distance < best.distance || (distance === best.distance && size > best.size)) best = { key, size, distance };
      }
    }
    if (best && best.size === size) break;
  }
  const found = best;
  if (!found) return null;
  return { start, end: start + found.size, senses: lookupKey(lexicon, found.key), match: "fuzzy", distance: found.distance };
}

function placeEntities(tokens: readonly Token[], matches: readonly EntityMatch[], spanOf: (start: number, end: number) => Span): PlacedEntity[] {
  const placed: PlacedEntity[] = [];
  for (const m of matches) {
    const sense = chooseSense(tokens, m);
    const roleCue = longestRoleCueBefore(tokens, m.start) ?? roleVerbAfter(tokens, m.end);
    const together = readingsTakenTogether(m, sense);
    const entries = together ? [...new Set(together.flatMap((reading) => reading.entries))] : sense.entries;
    let role = ROLE_OF_KIND[sense.kind];
    // Companies of different roles together are companies: "Ubisoft" publishes, "Ubisoft Montreal" develops.
    if (COMPANY_ROLES.has(role) && !entries.every((entry) => entry.kind === entries[0].kind)) role = "companies";
    if (roleCue && COMPANY_ROLES.has(role)) role = roleCue;
    const span = m.span ?? spanOf(m.start, m.end);
    const refs = entries.map((entry) => toRef(entry, m, together?.find((reading) => reading.entries.includes(entry)) ?? sense, span));
    const anyOf = (together !== null || (COMPANY_ROLES.has(role) && sense.entries.length > 1)) && refs.length > 1;
    placed.push({
      start: m.start,
      end: m.end,
      span,
      role,
      refs,
      negated: isNegated(tokens, m.start, placed),
      anyOf,
      cued: roleCue && COMPANY_ROLES.has(role) ? roleCue : null,
    });
  }
  return placed;
}

function chooseSense(tokens: readonly Token[], m: EntityMatch): LexiconSense {
  const next = tokens[m.end]?.text;
  const nextTwo = next && tokens[m.end + 1] ? `${next} ${tokens[m.end + 1].text}` : null;
  const cueType = (entry: LexiconEntry) => {
    const name = (entry.typeName ?? "").toLowerCase();
    const candidates = [next, nextTwo].filter((value): value is string => Boolean(value));
    return candidates.some((cue) => {
      const singular = cue.replace(/s$/, "");
      return name === cue || name === singular || name.replace("-", " ") === singular || (singular === "setting" && name === "meta setting");
    });
  };
  const cued = m.senses.find((sense) => sense.kind === "classification" && sense.entries.some(cueType));
  if (cued) return { ...cued, entries: cued.entries.filter(cueType) };
  // A company named after a role cue is a company, even when another kind shares its name.
  if (longestRoleCueBefore(tokens, m.start)) {
    const company = m.senses.find((sense) => sense.kind === "publisher" || sense.kind === "developer" || sense.kind === "company");
    if (company) return company;
  }
  return m.senses[0];
}

/** Words between a superlative and its figure: "highest average sentiment". */
const AGGREGATE_WORDS = new Set(["average", "avg", "mean", "median", "total", "combined", "overall"]);
const AVERAGE_WORDS = new Set(["average", "avg", "mean"]);

/** Words after a figure that take it over each game ("revenue per game", "players per title"): how many, or 0. */
function perGameAt(words: readonly string[], used: readonly boolean[], at: number): number {
  if (used[at] || used[at + 1]) return 0;
  return (words[at] === "per" || words[at] === "a") && (words[at + 1] === "game" || words[at + 1] === "title" || words[at + 1] === "release") ? 2 : 0;
}

const COMPANY_ROLES: ReadonlySet<EntityRole> = new Set(["publishers", "developers", "companies"]);
const isCompanyKind = (kind: string) => kind === "publisher" || kind === "developer" || kind === "company";

/**
 * Readings of one name that are all meant, never one picked silently:
 * - a classification named without its type, when classifications of other types have the same name ("horror" is
 *   a genre and a theme, "open world" a genre and a world type), so no game carrying either is missed; a type word
 *   after the name ("horror theme") has already narrowed the sense to one type;
 * - a company name several companies answer to (two companies of one name, a company and its studios).
 */
function readingsTakenTogether(m: EntityMatch, chosen: LexiconSense): LexiconSense[] | null {
  if (!m.senses.includes(chosen)) return null;
  let readings: LexiconSense[] = [];
  if (chosen.kind === "classification" && chosen.entries.length === 1) {
    // Names that differ only in case or punctuation are one name: Steam's genre "Free to Play" and the business model
    // "Free-to-Play" (every imported game has one).
    const name = keyOf(chosen.entries[0].canonical);
    readings = m.senses.filter((sense) => sense.kind === "classification" && sense.entries.length === 1 && keyOf(sense.entries[0].canonical) === name);
  } else if (isCompanyKind(chosen.kind)) {
    readings = m.senses.filter((sense) => isCompanyKind(sense.kind));
  }
  return readings.length >= 2 ? readings : null;
}

function toRef(entry: LexiconEntry, m: EntityMatch, chosen: LexiconSense, span: Span): EntityRef {
  const ref: EntityRef = {
    kind: entry.kind,
    id: entry.id,
    name: entry.canonical,
    match: m.match,
    distance: m.distance,
    span,
    alternatives: m.senses
      .filter((sense) => sense !== chosen)
      .flatMap((sense) =>
        sense.entries.slice(0, 3).map((alt) => ({ kind: alt.kind, id: alt.id, name: alt.canonical, ...(alt.typeName ? { typeName: alt.typeName } : {}) })),
      ),
  };
  if (entry.typeId !== undefined) ref.typeId = entry.typeId;
  if (entry.typeName !== undefined) ref.typeName = entry.typeName;
  if (entry.storeKind !== undefined) ref.storeKind = entry.storeKind;
  return ref;
}

/** "publshed by", "devloped by": a role verb typed with one slip before "by". */
const MISTYPED_ROLE_VERBS: ReadonlyArray<readonly [string, "publishers" | "developers"]> = [
  ["published", "publishers"],
  ["developed", "developers"],
  ["released", "publishers"],
  ["created", "developers"],
];

function longestRoleCueBefore(tokens: readonly Token[], index: number): "publishers" | "developers" | null {
  for (let at = index; at >= Math.max(0, index - 2); at--) {
    const cue = longestPhraseEndingAt(tokens, at, ROLE_CUES);
    if (cue) return cue.role;
    const verb = at >= 2 && tokens[at - 1].text === "by" ? tokens[at - 2].text : null;
    const mistyped = verb && verb.length >= 6 ? MISTYPED_ROLE_VERBS.find(([word]) => damerauLevenshtein(verb, word, 1) <= 1) : undefined;
    if (mistyped) return mistyped[1];
    if (at - 1 < 0 || !["the", "a", "an"].includes(tokens[at - 1].text)) break;
  }
  return null;
}

/** "which games did Valve develop", "games Ubisoft published": a role verb right after the company. */
const ROLE_VERBS_AFTER = wordTable<"publishers" | "developers">({
  develop: "developers",
  develops: "developers",
  developed: "developers",
  publish: "publishers",
  publishes: "publishers",
  published: "publishers",
});

/** Verbs of a company's making after its name, of no one role: "did Paradox make", "what did Capcom release". */
const COMPANY_VERBS_AFTER = new Set(["make", "makes", "made", "release", "releases", "released", "launch", "launched", "earn", "earned"]);

function roleVerbAfter(tokens: readonly Token[], index: number): "publishers" | "developers" | null {
  return ROLE_VERBS_AFTER[tokens[index]?.text ?? ""] ?? null;
}

function negationCueBefore(tokens: readonly Token[], index: number): string | null {
  for (let at = index; at > 0; at--) {
    const cue = longestPhraseEndingAt(tokens, at, NEGATION_CUES);
    if (cue) return cue.words.join(" ");
    const word = tokens[at - 1].text;
    if (!NEGATION_FILLERS.has(word) && word !== "or" && word !== "and" && word !== ",") return null;
  }
  return null;
}

/** Negated when a negation cue comes before it across fillers, or it continues a negated list ("not on PS4 or Xbox"). */
function isNegated(tokens: readonly Token[], start: number, before: readonly PlacedEntity[]): boolean {
  for (let at = start; at > 0; at--) {
    if (longestPhraseEndingAt(tokens, at, NEGATION_CUES)) return true;
    const previous = before.find((entity) => entity.end === at);
    if (previous) return previous.negated;
    const word = tokens[at - 1].text;
    if (!NEGATION_FILLERS.has(word) && word !== "or" && word !== "and" && word !== "," && word !== "nor" && word !== "either") return false;
  }
  return false;
}

/** Entities of one role joined by "or" (and companies joined by "and" or commas) form one group of alternatives. */
function groupAlternatives(tokens: readonly Token[], placed: readonly PlacedEntity[], used: readonly boolean[]): PlacedEntity[][] {
  const groups: PlacedEntity[][] = [];
  for (const entity of placed) {
    const last = groups[groups.length - 1];
    const previous = last?.[last.length - 1];
    // Companies of different roles named together ("Longboat or Stormglass games") are companies.
    const companies = previous !== undefined && COMPANY_ROLES.has(previous.role) && COMPANY_ROLES.has(entity.role);
    if (previous && (previous.role === entity.role || companies) && previous.negated === entity.negated) {
      // The dot of a legal form ("KOEI TECMO GAMES CO., LTD. or Capcom") is not the end of a sentence.
      const abbreviationDot = (token: Token, offset: number) => offset === 0 && token.text === "." && COMPANY_LEGAL_FORMS.has(tokens[previous.end - 1].text);
      const between = tokens
        .slice(previous.end, entity.start)
        .filter((token, offset) => !abbreviationDot(token, offset))
        .map((token) => token.text);
      const joinedByOr = between.includes("or") && between.every((word) => word === "or" || word === "," || word === "either" || NEGATION_FILLERS.has(word));
      // An "and" a comparison split on ("compare Valve and Ubisoft") sets the two apart.
      const split = used.slice(previous.end, entity.start).some(Boolean);
      const joinedByAnd =
        companies && !split && between.length > 0 && between.every((word) => word === "and" || word === "," || word === "by" || word === "from");
      if (!entity.negated && (joinedByOr || joinedByAnd)) {
        // "published by X or Y": the cue before the list is every name's role, unless a name has a cue of its own.
        const listCue = last[0].cued;
        if (companies && listCue && !entity.cued && last.every((member) => member.role === listCue)) entity.role = listCue;
        else if (previous.role !== entity.role) for (const member of [...last, entity]) member.role = "companies";
        last.push(entity);
        continue;
      }
    }
    groups.push([entity]);
  }
  return groups;
}

// ------------------------------------------------------------------------------------------------
// Release windows
// ------------------------------------------------------------------------------------------------

function readReleaseWindow(
  tokens: readonly Token[],
  used: boolean[],
  today: string,
  spanOf: (start: number, end: number) => Span,
  yearsCompared = false,
): { window: ReleaseWindow | null; found: boolean } {
  const reading = startWindowReading(tokens, used, today, spanOf, yearsCompared);
  for (let i = 0; i < tokens.length; i++) {
    if (used[i]) continue;
    for (const rule of WINDOW_RULES) {
      const last = rule(reading, i);
      if (last !== null) {
        i = last;
        break;
      }
    }
  }
  return { window: reading.found ? reading.window : null, found: reading.found };
}

/** The window being read, and the reading's helpers. */
interface WindowReading {
  tokens: readonly Token[];
  words: string[];
  used: boolean[];
  today: string;
  thisYear: number;
  /** Two years are set against each other ("2022 vs 2023"): the window spans both. */
  yearsCompared: boolean;
  window: ReleaseWindow;
  found: boolean;
  /** Marks tokens start…end − 1 as the window's. */
  take(start: number, end: number): void;
  /** Narrows the window: the later start and the earlier end win. */
  setRange(after: string | undefined, before: string | undefined): void;
  /** The year written alone at a token not yet used, or null. */
  yearAt(index: number): number | null;
}

function startWindowReading(
  tokens: readonly Token[],
  used: boolean[],
  today: string,
  spanOf: (start: number, end: number) => Span,
  yearsCompared: boolean,
): WindowReading {
  const window: ReleaseWindow = { spans: [] };
  const reading: WindowReading = {
    tokens,
    words: tokens.map((token) => token.text),
    used,
    today,
    thisYear: Number(today.slice(0, 4)),
    yearsCompared,
    window,
    found: false,
    take(start, end) {
      for (let i = start; i < end; i++) used[i] = true;
      window.spans.push(spanOf(start, end));
      reading.found = true;
    },
    setRange(after, before) {
      if (after && (!window.after || after > window.after)) window.after = after;
      if (before && (!window.before || before < window.before)) window.before = before;
    },
    yearAt(index) {
      return used[index] ? null : yearTokenAt(tokens, index);
    },
  };
  return reading;
}

/** A rule reads a window at token i: it returns the index of the last token it took, or null when it read none. */
type WindowRule = (reading: WindowReading, i: number) => number | null;

function setQuarter(reading: WindowReading, year: number, quarter: number) {
  reading.window.quarter = { year, quarter };
  reading.setRange(`${year}-${pad(quarter * 3 - 2)}-01`, quarter === 4 ? `${year + 1}-01-01` : `${year}-${pad(quarter * 3 + 1)}-01`);
}

/** Where a window read at token i starts: at a free preposition before it ("in", "during"), else at i. */
function startWithPreposition({ tokens, used }: WindowReading, i: number): number {
  const prep = longestPhraseEndingAt(tokens, i, YEAR_PREPOSITIONS);
  return prep && !anyUsed(used, i - prep.words.length, i) ? i - prep.words.length : i;
}

/** Q3 2024, q3 of 2024 */
const quarterCode: WindowRule = (reading, i) => {
  const { words, yearAt } = reading;
  const quarterMatch = /^q([1-4])$/.exec(words[i]);
  if (!quarterMatch) return null;
  const year = yearAt(i + 1) ?? (words[i + 1] === "of" ? yearAt(i + 2) : null);
  const end = yearAt(i + 1) !== null ? i + 2 : i + 3;
  if (year === null) return null;
  setQuarter(reading, year, Number(quarterMatch[1]));
  reading.take(i, end);
  return end - 1;
};

/** third quarter of 2024 */
const ordinalQuarter: WindowRule = (reading, i) => {
  const { words } = reading;
  const word = words[i];
  if (!(word in ORDINAL_QUARTERS) || words[i + 1] !== "quarter") return null;
  const offset = words[i + 2] === "of" ? 3 : 2;
  const year = reading.yearAt(i + offset);
  if (year === null) return null;
  setQuarter(reading, year, ORDINAL_QUARTERS[word]);
  reading.take(i, i + offset + 1);
  return i + offset;
};

/** (in) March 2024 */
const monthOfYear: WindowRule = (reading, i) => {
  const word = reading.words[i];
  if (!(word in MONTH_WORDS) || reading.yearAt(i + 1) === null) return null;
  const year = reading.yearAt(i + 1)!;
  const month = MONTH_WORDS[word];
  reading.window.month = { year, month };
  reading.setRange(`${year}-${pad(month)}-01`, month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`);
  reading.take(startWithPreposition(reading, i), i + 2);
  return i + 1;
};

/** this year / next year / last year; "the last year" and "the next year" are the 12 months before or after today. */
const namedYear: WindowRule = (reading, i) => {
  const word = reading.words[i];
  if (!((word === "this" || word === "next" || word === "last") && reading.words[i + 1] === "year")) return null;
  if (word !== "this" && reading.words[i - 1] === "the") return null;
  const { thisYear } = reading;
  const year = word === "this" ? thisYear : word === "next" ? thisYear + 1 : thisYear - 1;
  reading.window.year = year;
  reading.setRange(`${year}-01-01`, `${year + 1}-01-01`);
  reading.take(startWithPreposition(reading, i), i + 2);
  return i + 1;
};

/** this month: the calendar month of the market's date ("games released this month", "new releases this month"). */
const thisMonth: WindowRule = (reading, i) => {
  if (!(reading.words[i] === "this" && reading.words[i + 1] === "month") || reading.used[i + 1]) return null;
  const [year, month] = reading.today.split("-").map(Number);
  reading.window.month = { year, month };
  reading.setRange(`${year}-${pad(month)}-01`, month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`);
  reading.take(startWithPreposition(reading, i), i + 2);
  return i + 1;
};

/** last 6 months, past 2 years, next 3 months, the past week */
const relativePeriod: WindowRule = (reading, i) => {
  const { tokens, words, used, today } = reading;
  const word = words[i];
  if (!(word === "last" || word === "past" || word === "next" || word === "previous" || word === "coming")) return null;
  let at = i + 1;
  let amount = 1;
  const number = at < tokens.length ? readNumberAt(tokens, at) : null;
  if (number && Number.isInteger(number.value) && number.value > 0 && number.value < 100 && !number.unit) {
    amount = number.value;
    at = number.end;
  }
  const unit = TIME_UNITS[words[at] ?? ""];
  if (!unit) return null;
  const direction = word === "next" || word === "coming" ? "next" : "past";
  reading.window.relative = { amount, unit, direction };
  const days = unit === "day" ? amount : unit === "week" ? amount * 7 : 0;
  const months = unit === "month" ? amount : unit === "year" ? amount * 12 : 0;
  if (direction === "past") reading.setRange(days ? addDays(today, -days) : addMonths(today, -months), addDays(today, 1));
  else reading.setRange(today, days ? addDays(today, days) : addMonths(today, months));
  let start = i;
  if (words[start - 1] === "the") start--;
  const prep = longestPhraseEndingAt(tokens, start, YEAR_PREPOSITIONS);
  if (prep && !anyUsed(used, start - prep.words.length, start)) start -= prep.words.length;
  reading.take(start, at + 1);
  return at;
};

/** Words of a question about how many play or how that grows, whose figures have periods of their own. */
const PERIOD_FIGURE_WORDS = new Set([
  "played",
  "players",
  "player",
  "popular",
  "trending",
  "growing",
  "grew",
  "grown",
  "growth",
  "gaining",
  "ccu",
  "concurrent",
]);
/** Words that make a period a release window: "released this month", "new games this month". */
const RELEASE_WORDS = new Set([
  "released",
  "release",
  "releases",
  "releasing",
  "launched",
  "launch",
  "launches",
  "launching",
  "new",
  "out",
  "came",
  "debuted",
  "upcoming",
]);

/** "last 6 months", "past year", "last week" at token i: the index of its unit and its length in days (a month 30). */
function pastPeriodAt(tokens: readonly Token[], i: number): { at: number; days: number } | null {
  const word = tokens[i]?.text;
  if (word !== "last" && word !== "past") return null;
  let at = i + 1;
  const number = readNumberAt(tokens, at);
  const amount = number && !number.unit ? number.value : 1;
  if (number && !number.unit) at = number.end;
  const unit = TIME_UNITS[tokens[at]?.text ?? ""];
  if (!unit || !Number.isInteger(amount)) return null;
  return { at, days: unit === "day" ? amount : unit === "week" ? amount * 7 : unit === "month" ? amount * 30 : amount * 365 };
}

/** Where a period read at token i starts: at "the" and a free preposition before it ("in the last month"). */
function periodStart(tokens: readonly Token[], used: readonly boolean[], i: number): number {
  let start = tokens[i - 1]?.text === "the" ? i - 1 : i;
  const prep = longestPhraseEndingAt(tokens, start, YEAR_PREPOSITIONS);
  if (prep && !anyUsed(used, start - prep.words.length, start)) start -= prep.words.length;
  return start;
}

/**
 * "most played games this month", "what genres grew the most this month", "trending over the past week", "the most
 * played game in August 2023" in August 2023: a period of a month or less, now, in a question about players or growth
 * and with no word of release, is the period those figures have (peak players in the last month; growth, the last week
 * against the last month), not a release window. Its words are taken and no window is set.
 */
const figurePeriod: WindowRule = (reading, i) => {
  const { tokens, words, used } = reading;
  let at = i + 1;
  if (words[i] === "this") {
    if (words[at] !== "month" && words[at] !== "week") return null;
  } else if (words[i] in MONTH_WORDS) {
    // "the most played game in August 2023" on data as of Aug 14, 2023: this month, named.
    const [year, month] = reading.today.split("-").map(Number);
    if (MONTH_WORDS[words[i]] !== month || reading.yearAt(i + 1) !== year) return null;
  } else {
    const period = pastPeriodAt(tokens, i);
    if (!period || period.days > 31) return null;
    at = period.at;
  }
  if (!words.some((word) => PERIOD_FIGURE_WORDS.has(word)) || words.some((word) => RELEASE_WORDS.has(word))) return null;
  for (let k = periodStart(tokens, used, i); k <= at; k++) used[k] = true;
  return at;
};

/** "TBA", "TBD", "to be announced" */
const toBeAnnounced: WindowRule = (reading, i) => {
  const tba = longestPhraseAt(reading.tokens, i, TBA_PHRASES);
  if (!tba) return null;
  reading.window.tba = true;
  reading.take(i, i + tba.words.length);
  return i + tba.words.length - 1;
};

/** "upcoming", "coming soon", "unreleased" */
const upcomingGames: WindowRule = (reading, i) => {
  const upcoming = longestPhraseAt(reading.tokens, i, UPCOMING_PHRASES);
  if (!upcoming) return null;
  reading.window.upcoming = true;
  reading.take(i, i + upcoming.words.length);
  return i + upcoming.words.length - 1;
};

/** "recently released", "new releases": the last six months */
const recentGames: WindowRule = (reading, i) => {
  const recent = longestPhraseAt(reading.tokens, i, RECENT_PHRASES);
  if (!recent) return null;
  reading.window.relative = { amount: 6, unit: "month", direction: "past" };
  reading.setRange(addMonths(reading.today, -6), addDays(reading.today, 1));
  reading.take(i, i + recent.words.length);
  return i + recent.words.length - 1;
};

/** between 2018 and 2020, from 2018 to 2020, 2018-2020; in / after / since / before / until / from 2019 (onwards) */
const yearsWritten: WindowRule = (reading, i) => {
  const { tokens, words, used } = reading;
  const year = reading.yearAt(i);
  if (year === null) return null;
  // The joining word, past the words a comparison took: "2023 compared with 2022" (the second year may follow them
  // at once: "2022 vs 2023").
  let joinAt = i + 1;
  while (reading.yearsCompared && joinAt < tokens.length && used[joinAt]) joinAt++;
  const direct = joinAt > i + 1 && reading.yearAt(joinAt) !== null;
  const secondAt = direct ? joinAt : joinAt + 1;
  const joiner = direct ? "vs" : words[joinAt];
  const versus = joiner === "vs" || joiner === "versus" || joiner === "against" || (reading.yearsCompared && joiner === "with");
  const second = joiner === "and" || joiner === "to" || joiner === "-" || joiner === "through" || versus ? reading.yearAt(secondAt) : null;
  const prep = longestPhraseEndingAt(tokens, i, YEAR_PREPOSITIONS);
  const prepFree = prep && !anyUsed(used, i - prep.words.length, i);
  const between = words[i - 1] === "between";
  // "in 2022 and 2023" is both years; two years compared ("2022 vs 2023") are both and those between, by year.
  const both = joiner === "and" && second !== null && Math.abs(second - year) === 1;
  if (second !== null && (between || prep?.words[0] === "from" || joiner === "-" || joiner === "to" || both || reading.yearsCompared)) {
    const [low, high] = [Math.min(year, second), Math.max(year, second)];
    reading.setRange(`${low}-01-01`, `${high + 1}-01-01`);
    reading.take(between ? i - 1 : prepFree ? i - prep!.words.length : i, secondAt + 1);
    return secondAt;
  }
  if (!prepFree) return null;
  const meaning = prep!.meaning;
  if (meaning === "in") {
    reading.window.year = year;
    reading.setRange(`${year}-01-01`, `${year + 1}-01-01`);
  } else if (meaning === "after") reading.setRange(`${year + 1}-01-01`, undefined);
  else if (meaning === "since") reading.setRange(`${year}-01-01`, undefined);
  else if (meaning === "before") reading.setRange(undefined, `${year}-01-01`);
  else if (meaning === "until") reading.setRange(undefined, `${year + 1}-01-01`);
  // "from 2019" is a game of 2019; "from 2019 onwards" or "from 2019 on" opens the window.
  let onwards = meaning === "from" ? longestPhraseAt(tokens, i + 1, ONWARDS_PHRASES) : null;
  // "from 2019 on PS5": an "on" with a word after it is a platform's, not the window's.
  if (onwards?.words.join(" ") === "on" && tokens[i + 2]?.kind === "word") onwards = null;
  if (meaning === "from" && onwards) reading.setRange(`${year}-01-01`, undefined);
  else if (meaning === "from") {
    reading.window.year = year;
    reading.setRange(`${year}-01-01`, `${year + 1}-01-01`);
  }
  const end = i + 1 + (onwards?.words.length ?? 0);
  reading.take(i - prep!.words.length, end);
  return end - 1;
};

/** In the order they are tried at each token. */
const WINDOW_RULES: readonly WindowRule[] = [
  quarterCode,
  ordinalQuarter,
  figurePeriod,
  monthOfYear,
  namedYear,
  thisMonth,
  relativePeriod,
  toBeAnnounced,
  upcomingGames,
  recentGames,
  yearsWritten,
];
