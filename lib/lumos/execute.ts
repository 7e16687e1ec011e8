// Stage 4 of Lumos: a parsed query is answered from the facts loaded through lib/data. Perfect matches meet every
// filter; close matches meet all but one and say which one they miss and by how much; the ranking is explained.
// Pure apart from the similar-games model, which is handed in (it is the same lib/data function the screens use).
import { coverUrl } from "@/lib/art/urls";
import { formatReleaseDate } from "@/lib/domain/dates";
import { STEAM_TAG_TYPE } from "@/lib/domain/classifications";
import { formatAnd, formatCompact, formatCount, formatInteger, formatOrdinal, formatSignedPercent } from "@/lib/ui/format";
import { texts } from "@/lib/ui/texts";
import type { LumosGameFacts } from "@/lib/data/lumos";
import type { CompanyRow, FeatureRow, FollowUp, GameRow, MetadataCard, ResultsMessage, SearchTrace, ThemeRow } from "./events";
import { METRICS, type EntityRef, type Metric, type ParsedQuery, type SortMetric } from "./query-schema";
import { routeQuery, type RoutingDecision } from "./route";
import { FirstInOrder, firstInOrder, gameIndexOf } from "./game-index";
import {
  ADD_ON_GAME_TYPES,
  criteriaOf,
  entityLabel,
  filterLabel,
  formatMetric,
  comparisonLabel,
  FREE_FILTER_SHARE,
  gamesMeeting,
  isFreeGame,
  meetsFilter,
  METRIC_LABELS,
  metricValue,
  notOutYetNote,
  namesOf,
  passMaskInTurns,
  unrecordedCount,
  unrecordedNote,
  toComeNote,
  releaseLabel,
  scopeMaskOf,
  criteriaViews,
  scopeOf,
  knownPlayers,
  sentimentOf,
  type Criterion,
  type EngineKnowledge,
  type Names,
} from "./criteria";
import { ESTIMATES_LEAD, figureNotes } from "./estimate-notes";
import { COMPARATIVE_CLAIMS, isKnownGame, KNOWN_COMPANIES } from "./phrases";
import { normalizedTextOf, singularFormsOf, tokenize } from "./normalize";
import { eachInTurns, turnTaker, type TurnTaker } from "@/lib/server/turns";
import { statsAnswer, withSpansReplaced } from "./stats";
import { emptyEntities } from "./parse";
import { ADDITIVE_METRICS } from "./stats-reading";

export type { EngineKnowledge } from "./criteria";

export interface SimilarGameScore {
  game_id: number;
  similarity: number;
  shared_features: number;
}

export interface EngineDependencies {
  similarGames?: (gameId: number, limit: number) => Promise<SimilarGameScore[]>;
  /** Suggested questions offered by the help answer. */
  suggestions?: () => string[];
}

export interface Answer {
  routing: RoutingDecision;
  trace: SearchTrace | null;
  text: string;
  results: ResultsMessage | null;
  closeResults: ResultsMessage | null;
  metadata: MetadataCard | null;
  /** Questions offered as buttons; absent when there are none. */
  followUps?: FollowUp[];
}

export const DEFAULT_LIMIT = 10;
const DEFAULT_FEATURE_TYPES = ["Gameplay", "Defining Concepts", "World Features", "Game Mode"];
/** A theme or feature ranked by growth needs this many games and this share of the players in scope. */
const TRENDING_MIN_GAMES = 3;
const TRENDING_BASE_SHARE = 0.01;
/** A theme, feature or company ranked by its games' average sentiment needs this many games with a sentiment figure. */
const SENTIMENT_MIN_GAMES = 3;
const SENTIMENT_BASE_TEXT = `at least ${SENTIMENT_MIN_GAMES} games with a sentiment figure`;
const hasSentimentBase = (games: readonly LumosGameFacts[]) => games.filter((game) => sentimentOf(game) !== null).length >= SENTIMENT_MIN_GAMES;
/**
 * A group ranked by the average of a figure that adds up ("highest average revenue") needs as many games with it: one
 * hit is no studio's average. Sentiment's base, for the same reason.
 */
const averageBaseText = (metric: Metric) => `at least ${SENTIMENT_MIN_GAMES} games with a ${METRIC_LABELS[metric]} figure`;
const hasAverageBase = (games: readonly LumosGameFacts[], metric: Metric) =>
  games.filter((game) => metricValue(game, metric) !== null).length >= SENTIMENT_MIN_GAMES;
/**
 * Games ranked by growth or by sentiment need a base: a game of 5 players that gained 16 is +328% and no trend, and a
 * game with 12 reviews, all positive, is 100% and not the best rated. The base is the figure where the top quarter of
 * the games in scope starts, and never under a floor: 100 peak players for growth; for sentiment 500 reviews, Steam's
 * own bar for its top verdicts ("Overwhelmingly Positive").
 */
const BASE_QUANTILE = 0.75;
const RANKING_BASES = {
  growth: { size: knownPlayers, floor: 100, unit: "peak players", floorWhy: "never fewer, whatever the scope" },
  sentiment: { size: (game: LumosGameFacts) => game.reviews ?? 0, floor: 500, unit: "reviews", floorWhy: "Steam's bar for its top verdicts" },
} as const;

interface RankingBase {
  metric: SortMetric;
  /** Whether a game reaches the base. */
  meets: (game: LumosGameFacts) => boolean;
  /** What the games of the base have, as the answer states it: "at least 370 peak players (the top quarter of the 2,986 games in scope)". */
  text: string;
  /** The games of the base in the search trace, after "among games": "with at least 370 peak players (…)", "released". */
  among: string;
  /** The ranking the base is for, after "the base a ranking by"; the ranking's figure when not given. */
  rankedBy?: string;
}

/** The size figure a ranking base reads, as a filter names it. */
const BASE_FILTER_METRICS = { growth: "peak_players", sentiment: "reviews" } as const;

/**
 * The base of a ranking of games by growth or sentiment: its size figure where the top quarter of the games in scope
 * starts, never below a floor. None where the question's own filters keep the games below it ("hidden gems": 50 to
 * 5,000 reviews): they say which games are small enough, and are ranked as they are.
 */
function rankingBaseOf(
  metric: SortMetric,
  games: readonly LumosGameFacts[],
  scope: { mask: Uint8Array | null; count: number },
  filters: ParsedQuery["filters"],
): RankingBase | null {
  if (metric !== "growth" && metric !== "sentiment") return null;
  const { size, floor, unit, floorWhy } = RANKING_BASES[metric];
  const ceiling = Math.min(
    ...filters
      .filter((filter) => filter.metric === BASE_FILTER_METRICS[metric])
      .map((filter) => (filter.op === "lt" || filter.op === "lte" ? filter.value : filter.op === "between" ? (filter.value2 ?? Infinity) : Infinity)),
  );
  const sizes = new Float64Array(scope.count);
  let n = 0;
  for (let position = 0; position < games.length && n < sizes.length; position++) {
    if (!scope.mask || scope.mask[position] === 1) sizes[n++] = size(games[position]);
  }
  sizes.sort();
  const quarter = n > 0 ? sizes[Math.max(0, Math.ceil(n * BASE_QUANTILE) - 1)] : 0;
  const base = Math.max(floor, Math.ceil(quarter));
  if (base >= ceiling) return null;
  const why = base > quarter ? floorWhy : `the top quarter of the ${formatInteger(scope.count)} games in scope`;
  const text = `at least ${formatCompact(base)} ${unit} (${why})`;
  return { metric, meets: (game) => size(game) >= base, text, among: `with ${text}` };
}

/**
 * Games ranked by copies sold are games sold: a free-to-play game's copies are its accounts (Counter-Strike: Global
 * Offensive's 221M on the real data), so such a ranking leaves the free-to-play games meeting the filters out, and says
 * how many are left, unless a filter of the question keeps free-to-play games ("best selling free to play games").
 * Null when the ranking is by another figure or no free-to-play game meets the filters.
 */
function soldBaseOf(metric: SortMetric, games: readonly LumosGameFacts[], mask: Uint8Array | null, passes: readonly Uint8Array[]): RankingBase | null {
  const free = (game: LumosGameFacts) => game.freeToPlay === true;
  if (metric !== "copies_sold" || !freeGamesToLeaveOut(games, mask, passes, free)) return null;
  const text = "a price (a free-to-play game's copies are its accounts, not sales)";
  return { metric, meets: (game) => !free(game), text, among: `with ${text}` };
}

/**
 * The cheapest games are games with a price: ranked by price, lowest first ("cheapest games with overwhelmingly
 * positive reviews"), the real data opened with Blender and nine other games at $0.00. Such a ranking leaves the free
 * games meeting the filters out, and says so, unless a filter of the question keeps free games ("cheapest free games").
 */
function pricedBaseOf(ranking: Ranking, games: readonly LumosGameFacts[], mask: Uint8Array | null, passes: readonly Uint8Array[]): RankingBase | null {
  if (ranking.metric !== "price" || ranking.direction !== "asc" || !freeGamesToLeaveOut(games, mask, passes, isFreeGame)) return null;
  const text = "a price (free games are left out: ask for free games to see them)";
  return { metric: "price", meets: (game) => !isFreeGame(game), text, among: "with a price above $0", rankedBy: "price, lowest first," };
}

/**
 * Whether some games meeting the filters are free (`free`) and no filter of the question keeps free games: one whose
 * games are free for at least FREE_FILTER_SHARE of them ("f2p", "free").
 */
function freeGamesToLeaveOut(
  games: readonly LumosGameFacts[],
  mask: Uint8Array | null,
  passes: readonly Uint8Array[],
  free: (game: LumosGameFacts) => boolean,
): boolean {
  const kept = new Float64Array(passes.length);
  const keptFree = new Float64Array(passes.length);
  let freeMeeting = 0;
  for (let position = 0; position < games.length; position++) {
    if (mask && mask[position] !== 1) continue;
    const isFree = free(games[position]);
    let meets = true;
    for (let at = 0; at < passes.length; at++) {
      if (passes[at][position] !== 1) {
        meets = false;
        continue;
      }
      kept[at]++;
      if (isFree) keptFree[at]++;
    }
    if (meets && isFree) freeMeeting++;
  }
  return freeMeeting > 0 && !kept.some((count, at) => count > 0 && keptFree[at] >= FREE_FILTER_SHARE * count);
}

/**
 * The newest games are games out: ranked by release date, newest first ("latest shooters", "most recent RPG
 * releases"), a market with games to come opened with one due in two years. Such a ranking leaves out the games
 * meeting the filters that are not out yet and says how many, unless the question asks for games to come (upcoming,
 * to be announced, releasing in the next months) or every game meeting the filters is still to come.
 */
function releasedBaseOf(
  parsed: ParsedQuery,
  ranking: Ranking,
  games: readonly LumosGameFacts[],
  mask: Uint8Array | null,
  passes: readonly Uint8Array[],
): RankingBase | null {
  if (ranking.metric !== "release_date" || ranking.direction !== "desc") return null;
  const window = parsed.release;
  if (parsed.intent === "upcoming_releases" || window?.upcoming || window?.tba || window?.relative?.direction === "next") return null;
  let out = 0;
  let toCome = 0;
  for (let position = 0; position < games.length; position++) {
    if ((mask && mask[position] !== 1) || passes.some((pass) => pass[position] !== 1)) continue;
    if (games[position].released) out++;
    else toCome++;
  }
  if (out === 0 || toCome === 0) return null;
  return {
    metric: "release_date",
    meets: (game) => game.released,
    text: `been released (${formatCount(toCome, "game still to come is", "games still to come are")} left out: ask for upcoming games to see ${toCome === 1 ? "it" : "them"})`,
    among: "released",
    rankedBy: "release date, newest first,",
  };
}

interface Ranking {
  metric: SortMetric;
  direction: "asc" | "desc";
  explanation: string;
}

function rankingOf(parsed: ParsedQuery): Ranking {
  if (parsed.sort && parsed.sort.metric !== "game_count") {
    const { metric, direction, source } = parsed.sort;
    const order =
      direction === "desc" ? (metric === "release_date" ? "newest first" : "highest first") : metric === "release_date" ? "oldest first" : "lowest first";
    return { metric, direction, explanation: `Ranked by ${METRIC_LABELS[metric]}, ${order}${source === "default" ? " (the default for a top list)" : ""}.` };
  }
  if (parsed.intent === "upcoming_releases" || parsed.release?.upcoming) {
    return { metric: "release_date", direction: "asc", explanation: "Ranked by release date, soonest first; games without a date come last." };
  }
  // "revenue of RPGs", "Valve games copies sold": the figure asked for is the order.
  const asked = parsed.intent === "game_search" ? parsed.asks[0]?.metric : undefined;
  if (asked) return { metric: asked, direction: "desc", explanation: `Ranked by ${METRIC_LABELS[asked]}, the figure asked for, highest first.` };
  return { metric: "peak_players", direction: "desc", explanation: "Ranked by peak players in the last month, highest first (no other order was asked for)." };
}

function sortValue(game: LumosGameFacts, metric: SortMetric): number | null {
  if (metric === "release_date") return game.releaseDate ? Date.parse(game.releaseDate) : null;
  if (metric === "game_count") return null;
  return metricValue(game, metric);
}

/**
 * Games in a ranking's order; ties, and games without its figure (last), by peak players, then by reviews (what an
 * imported game without player counts is known by), then by id.
 */
function compareGames(ranking: Ranking) {
  const tie = (a: LumosGameFacts, b: LumosGameFacts) => knownPlayers(b) - knownPlayers(a) || (b.reviews ?? 0) - (a.reviews ?? 0) || a.id - b.id;
  return (a: LumosGameFacts, b: LumosGameFacts) => {
    const x = sortValue(a, ranking.metric);
    const y = sortValue(b, ranking.metric);
    if (x === null && y === null) return tie(a, b);
    if (x === null) return 1;
    if (y === null) return -1;
    return (ranking.direction === "desc" ? y - x : x - y) || tie(a, b);
  };
}

/** Column headers of the figures a results table adds for what the question asked (product wording). */
const FIGURE_COLUMNS: Record<Metric, string> = {
  peak_players: "Players",
  total_players: "Total players",
  launch_peak_players: "Launch peak",
  arpu: "ARPU",
  revenue: "Revenue",
  copies_sold: "Copies sold",
  price: "Price",
  sentiment: "Sentiment",
  growth: "Growth",
  wishlists: "Wishlists",
  followers: "Followers",
  reviews: "Reviews",
  positive_reviews: "Positive reviews",
  negative_reviews: "Negative reviews",
};

/** The table already has players and ARPU; at most three more figures fit a chat column. */
const MAX_FIGURE_COLUMNS = 3;

/** A column a game table adds: a figure, or the release date a ranking is by ("latest shooters"). */
type FigureColumn = Metric | "release_date";

/** The figures a question filtered or ranked by that the game table has no column for, in the question's order. */
export function askedFigures(parsed: ParsedQuery): FigureColumn[] {
  const metrics: FigureColumn[] = [];
  const add = (metric: string) => {
    const shown = metric === "release_date" || (metric in FIGURE_COLUMNS && metric !== "peak_players" && metric !== "arpu");
    if (!shown || metrics.includes(metric as FigureColumn)) return;
    metrics.push(metric as FigureColumn);
  };
  if (parsed.sort) add(parsed.sort.metric);
  // Upcoming games are listed by their release date, soonest first, when no other order is asked.
  else if (parsed.intent === "upcoming_releases" || parsed.release?.upcoming) add("release_date");
  for (const filter of parsed.filters) add(filter.metric);
  for (const ask of parsed.asks) add(ask.metric);
  return metrics.slice(0, MAX_FIGURE_COLUMNS);
}

export function gameRow(game: LumosGameFacts, knowledge: EngineKnowledge, reasoning: string, figures: readonly FigureColumn[] = []): GameRow {
  const names = namesOf(knowledge.lexicon);
  const art = coverUrl({ gameId: game.id, filename: game.coverFilename });
  const row: GameRow = {
    game_id: game.id,
    gameName: game.title,
    developers: game.developerIds.map((id) => ({ name: names.company.get(id) ?? "" })).filter((developer) => developer.name),
    coverUrl: art,
    box_art_url: art,
    releasedDate: game.releaseDateText ? formatReleaseDate(game.releaseDateText) : null,
    descriptiveGenres: game.genres,
    player_count: game.peakPlayers,
    playerCountStatus: game.growth === null ? "-" : game.growth > 0 ? "increased" : game.growth < 0 ? "decreased" : "equal",
    revenue: game.revenue,
    platform: game.platformIds
      .map((id) => names.platform.get(id))
      .filter(Boolean)
      .join(", "),
    arpu: game.arpu,
    publisher: game.publisherIds.map((id) => names.company.get(id)).filter(Boolean)[0] ?? "",
    match_reasoning: reasoning,
  };
  if (figures.length > 0) {
    row.figures = figures.map((metric) => {
      if (metric === "release_date") return { metric, label: "Release date", value: row.releasedDate ?? (game.released ? "-" : "TBA") };
      const value = metricValue(game, metric);
      return { metric, label: FIGURE_COLUMNS[metric], value: value === null ? "-" : formatMetric(metric, value) };
    });
  }
  return row;
}

/**
 * How many of `games` the order has nothing to place by (no figure, no release date), and what they lack: "revenue
 * figure", "revenue figure (not out yet)", "release date".
 */
function unrankedBy(games: readonly LumosGameFacts[], ranking: Ranking): { unranked: number; figureName: string } {
  if (ranking.metric === "game_count") return { unranked: 0, figureName: "" };
  if (ranking.metric === "release_date") return { unranked: games.filter((game) => game.releaseDate === null).length, figureName: "release date" };
  const metric = ranking.metric;
  const lacking = games.filter((game) => metricValue(game, metric) === null);
  return { unranked: lacking.length, figureName: `${METRIC_LABELS[metric]} figure${notOutYetNote(lacking, metric)}` };
}

function rankingReason(game: LumosGameFacts, ranking: Ranking): string {
  if (ranking.metric === "release_date")
    return game.releaseDateText ? `${game.released ? "released" : "releases"} ${formatReleaseDate(game.releaseDateText)}` : "no release date yet";
  if (ranking.metric === "game_count") return "";
  const value = metricValue(game, ranking.metric);
  return value === null ? `no ${METRIC_LABELS[ranking.metric]} figure` : `${METRIC_LABELS[ranking.metric]} ${formatMetric(ranking.metric, value)}`;
}

const withNote = (note: string | null) => (note ? ` ${note}` : "");
/** "the filter" for one, "all 3 filters" for more: "No game meets the filter (upcoming)", not "all 1 filter". */
const theFilters = (count: number) => (count === 1 ? "the filter" : `all ${count} filters`);

/** Issues whose message opens the answer: what the answer covers instead of what was asked. */
const SAID_FIRST = new Set<ParsedQuery["issues"][number]["code"]>(["region_not_recorded", "one_window", "no_all_time_peak", "growth_period"]);

export async function executeQuery(parsed: ParsedQuery, knowledge: EngineKnowledge, dependencies: EngineDependencies = {}): Promise<Answer> {
  const answer = await answerOf(parsed, knowledge, dependencies);
  // "popular in Japan": the answer is the whole market's, and opens by saying so; "released in 2019 and 2022" covers 2019.
  const said = parsed.issues.filter((issue) => SAID_FIRST.has(issue.code)).map((issue) => issue.message);
  const aboutGames = parsed.intent !== "help" && parsed.intent !== "out_of_scope";
  return said.length > 0 && aboutGames ? { ...answer, text: `${said.join(" ")} ${answer.text}` } : answer;
}

async function answerOf(parsed: ParsedQuery, knowledge: EngineKnowledge, dependencies: EngineDependencies): Promise<Answer> {
  const routing = routeQuery(parsed);
  const aboutGames = parsed.intent !== "help" && parsed.intent !== "out_of_scope";
  if (aboutGames && parsed.issues.some((issue) => issue.code === "unknown_name")) return unplacedAnswer(parsed, routing, knowledge);
  const unknownFigure = aboutGames ? parsed.issues.find((issue) => issue.code === "unknown_figure") : undefined;
  if (unknownFigure) return unknownFigureAnswer(parsed, unknownFigure.span?.text ?? "", routing);
  const absentPlatforms = aboutGames ? platformsWithoutGames(parsed, knowledge) : [];
  if (absentPlatforms.length > 0) return absentPlatformAnswer(parsed, absentPlatforms, knowledge, routing);
  if (parsed.sort?.metric === "growth" && RANKED_INTENTS.has(parsed.intent) && !knowledge.games.some((game) => game.growth !== null))
    return noGrowthAnswer(parsed, knowledge, routing);
  const saturation = featureSaturationOf(parsed);
  if (saturation) return featureSaturationAnswer(parsed, saturation, knowledge, routing);
  const trend = featureTrendOf(parsed);
  if (trend) return featureTrendAnswer(parsed, trend, knowledge, routing);
  switch (parsed.intent) {
    case "help":
      return { routing, trace: null, text: helpText(dependencies), results: null, closeResults: null, metadata: null };
    case "out_of_scope":
      return { routing, trace: null, text: `${texts.errors.noAnswer}\n\n${texts.errors.noAnswerFollowUp}`, results: null, closeResults: null, metadata: null };
    case "game_profile":
      return profileAnswer(parsed, knowledge, routing);
    case "comparison":
      return comparisonAnswer(parsed, knowledge, routing);
    case "similar_games":
      return similarAnswer(parsed, knowledge, routing, dependencies);
    case "features_ranking":
      return featuresAnswer(parsed, knowledge, routing);
    case "companies_ranking":
      return companiesAnswer(parsed, knowledge, routing);
    case "market_stats":
      return statsAnswer(parsed, knowledge, routing);
    default:
      return parsed.issues.some((issue) => issue.code === "similar_to_ranked") && dependencies.similarGames
        ? similarToFirstAnswer(parsed, knowledge, routing, dependencies)
        : searchAnswer(parsed, knowledge, routing);
  }
}

/** A count right after a ranking's superlative: "the top 3 games", "the best two RPGs". */
const RANKING_COUNT = /^\s*(\d+|two|three|four|five|six|seven|eight|nine|ten)\b/;
/** Of a ranking named in the plural with no count ("games like the best selling RPGs of 2021"), its first this many. */
const PLURAL_LEADERS = 3;
/** Words that end the words naming a ranking's games: "the best selling RPGs of 2021", "the top games on PS5". */
const RANKED_NOUNS_END = new Set(["of", "in", "from", "on", "for", "released", "with", "by", "since", "before", "after", "that", "which", "between", "during"]);

/** Whether the question's count is the ranking's ("games like the top 3 games of 2022"), not the games like them. */
const countsLeaders = (parsed: ParsedQuery, after: string) => parsed.limit !== null && RANKING_COUNT.test(after);

/**
 * How many of a ranking's first games a question finds games like: the count right after its superlative ("the top 3
 * games of 2022"), PLURAL_LEADERS when it names its games in the plural ("the best selling RPGs of 2021"), else one.
 */
function leadersLiked(parsed: ParsedQuery, after: string): number {
  if (countsLeaders(parsed, after)) return Math.min(parsed.limit!, MAX_SIMILAR_TO);
  const words: string[] = [];
  for (const token of tokenize(after)) {
    if (token.kind === "symbol" || RANKED_NOUNS_END.has(token.text)) break;
    words.push(token.text);
  }
  return words.some((word) => word !== "series" && singularFormsOf(word).length > 0) ? PLURAL_LEADERS : 1;
}

/**
 * "games like the top game of 2025": the search's first game, as a search asked for one game would name it, then the
 * games most like it (none of the search's filters holds for them); "games like the top 3 games of 2022": its first
 * three, the games like them together. Without a first game, the search's own answer.
 */
async function similarToFirstAnswer(
  parsed: ParsedQuery,
  knowledge: EngineKnowledge,
  routing: RoutingDecision,
  dependencies: EngineDependencies,
): Promise<Answer> {
  // "games like the top 3 games of 2022", "… the best selling RPGs of 2021": the games are like its first ones together.
  const cue = parsed.issues.find((issue) => issue.code === "similar_to_ranked");
  const after = parsed.text.slice(cue?.span?.end ?? 0);
  const leaders = cue ? leadersLiked(parsed, after) : 1;
  const first = await searchAnswer({ ...parsed, limit: leaders }, knowledge, routing);
  const tops =
    first.results?.type === "games" && first.results.matchType === "perfect"
      ? first.results.data.slice(0, leaders).flatMap((row) => knowledge.gamesById.get(row.game_id) ?? [])
      : [];
  if (tops.length === 0) return first;
  const refs = tops.map((top): EntityRef => ({
    kind: "game",
    id: top.id,
    name: top.title,
    match: "exact",
    distance: 0,
    span: { start: 0, end: 0, text: "" },
    alternatives: [],
  }));
  const like: ParsedQuery = {
    ...parsed,
    intent: "similar_games",
    entities: { ...emptyEntities(), titles: { include: refs, exclude: [] } },
    filters: [],
    comparisons: [],
    release: null,
    sort: null,
    limit: cue && countsLeaders(parsed, after) ? null : parsed.limit,
    asks: [],
    negations: [],
    eitherOr: [],
    issues: [],
  };
  const similar = await similarAnswer(like, knowledge, routing, dependencies);
  // The search's sentences for its one game: "I found 812 games meeting the filter (…). Ranked by … X comes first …";
  // the notes on how its figures are estimated close the answer.
  const [found, notes] = first.text.replace(`; here are the top ${tops.length}.`, ".").split(` ${ESTIMATES_LEAD}`);
  return {
    ...similar,
    trace:
      first.trace && similar.trace
        ? {
            parsed: describeParsed(parsed),
            filters: `${first.trace.filters} → ${tops.length === 1 ? "first" : `first ${tops.length}`}: ${tops.map((top) => top.title).join(", ")}`,
            pipeline: `${first.trace.pipeline} → ${similar.trace.pipeline}`,
            ranking: `${first.trace.ranking} Then: ${similar.trace.ranking}`,
            found: similar.trace.found,
          }
        : similar.trace,
    text: `${found} ${similar.text}${notes === undefined ? "" : ` ${ESTIMATES_LEAD}${notes}`}`,
  };
}

/** Words that open a question answered yes or no: "is Stardew Valley free", "does Dota 2 have over 100k players". */
const YES_NO_OPENERS = new Set(["is", "are", "was", "were", "does", "do", "did", "has", "have", "had", "can"]);

/**
 * A yes-or-no question about one game named by its title ("is Stardew Valley free") opens with the answer: "Yes:" with
 * the filters it meets, or "No:" with each it misses and by how much. Null for any other question.
 */
function yesOrNo(
  parsed: ParsedQuery,
  criteria: readonly Criterion[],
  knowledge: EngineKnowledge,
): { text: string; game: LumosGameFacts; meets: boolean } | null {
  const [title, ...more] = parsed.entities.titles.include;
  if (!title || more.length > 0 || parsed.entities.series.include.length > 0 || !YES_NO_OPENERS.has(parsed.normalized.split(" ")[0])) return null;
  const game = knowledge.gamesById.get(Number(title.id));
  const others = criteria.filter((criterion) => !criterion.kept);
  if (!game || others.length === 0) return null;
  const missed = others.filter((criterion) => !criterion.test(game));
  if (missed.length === 0)
    return { game, meets: true, text: `Yes: ${game.title} meets ${theFilters(others.length)} (${others.map((criterion) => criterion.label).join(", ")}).` };
  return { game, meets: false, text: `No: ${game.title} misses ${missed.map((criterion) => `"${criterion.label}" (${criterion.miss(game)})`).join(" and ")}.` };
}

/** The answers that rank what they list: asked to rank by growth, they need growth figures to rank by. */
const RANKED_INTENTS = new Set<ParsedQuery["intent"]>(["game_search", "upcoming_releases", "features_ranking", "companies_ranking"]);

/**
 * Asked to rank by growth when no game has a growth figure (the data holds under 30 days of player counts: a first
 * import of one day), the answer says why instead of listing games or features in an order that is not growth's.
 */
function noGrowthAnswer(parsed: ParsedQuery, knowledge: EngineKnowledge, routing: RoutingDecision): Answer {
  const reason = "Growth compares last week's average players with the last month's, so it needs 30 days of player counts; the data holds fewer.";
  return {
    routing,
    trace: {
      parsed: describeParsed(parsed),
      filters:
        criteriaOf(parsed, knowledge)
          .map((criterion) => criterion.label)
          .join(", ") || "none",
      pipeline: `${formatInteger(scopeOf(parsed, knowledge).length)} games in scope → none with a growth figure`,
      ranking: "Growth needs 30 days of player counts.",
      found: "nothing to rank",
    },
    text: `${reason} Nothing can be ranked by growth until then; ask for the most played instead.`,
    results: null,
    closeResults: null,
    metadata: null,
  };
}

function helpText(dependencies: EngineDependencies): string {
  const examples = dependencies.suggestions?.() ?? [];
  return [
    "I answer games-market questions from the Lumos data: I find games by genre, theme, platform, store, publisher, developer, developer size, release window and figures (peak players, total players, revenue, copies sold, ARPU, price, sentiment, growth, wishlists, followers, reviews, positive and negative reviews); I profile and compare games, find games like one you name, rank themes, features and companies, and list upcoming releases. I also answer figures about the market as a whole: how many games, totals, averages, medians, percentiles and shares, set two groups of games against each other, and break them down by year, month, platform, genre, theme, publisher or developer.",
    examples.length > 0 ? `Try: ${examples.map((example) => `"${example}"`).join(" · ")}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

/**
 * A question with a name Lumos could not place is not searched: the games meeting the rest of it would be a broader
 * list presented as the answer. The answer says which name, and offers each name it may stand for as the same
 * question asked again with that name.
 */
function unplacedAnswer(parsed: ParsedQuery, routing: RoutingDecision, knowledge: EngineKnowledge): Answer {
  const issues = parsed.issues.filter((issue) => issue.code === "unknown_name");
  // A name written twice ("published by Valve and developed by Valve") is said once, and each offer replaces it everywhere.
  const keyOf = (issue: (typeof issues)[number]) => (issue.span?.text ?? "").toLowerCase();
  const unplaced = issues.filter((issue, index) => issues.findIndex((other) => keyOf(other) === keyOf(issue)) === index);
  const spansOf = (issue: (typeof issues)[number]) => issues.filter((other) => keyOf(other) === keyOf(issue) && other.span).map((other) => other.span!);
  const quoted = (issue: (typeof issues)[number]) => `"${issue.span?.text ?? ""}"`;
  // A company of the real market the data has no game of, and no name with a word beginning as it does ("Ubisoft",
  // "Valve" on the demo market, whose companies are invented; a name two slips away is no likeness of it): said so, and
  // when every name is one, the same question asked of the market's biggest publishers is offered.
  const absentCompanies = unplaced.filter(
    (issue) =>
      KNOWN_COMPANIES.has(keyOf(issue)) && !(issue.candidates ?? []).some((candidate) => ` ${candidate.name.toLowerCase()}`.includes(` ${keyOf(issue)}`)),
  );
  const onlyCompanies = absentCompanies.length === unplaced.length;
  // So is a game of the real market ("Elden Ring revenue" on the demo market), with its most played games offered.
  const absentGame = unplaced.length === 1 && isKnownGame(unplaced[0].span?.text ?? "") ? unplaced[0] : null;
  const sentences = unplaced.flatMap((issue) => {
    const names = (issue.candidates ?? []).map((candidate) => candidate.name);
    if (absentCompanies.includes(issue))
      return issue === absentCompanies[0] ? [`No company called ${absentCompanies.map(quoted).join(" or ")} has a game in this market.`] : [];
    if (issue === absentGame) return [`No game called ${quoted(issue)} is in this market.`];
    return [
      `I could not place ${quoted(issue)} in the data${names.length ? `; it may be ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`}` : ""}.`,
    ];
  });
  const followUps: FollowUp[] = onlyCompanies
    ? publishersInstead(parsed.text, unplaced.map(spansOf), knowledge)
    : unplaced.flatMap((issue) => {
        const spans = spansOf(issue);
        const offers = absentCompanies.includes(issue)
          ? []
          : issue === absentGame
            ? [...(issue.candidates ?? []), ...mostPlayedGames(knowledge, 3).map((name) => ({ name, kind: "game" as const }))]
                .filter((offer, index, all) => all.findIndex((other) => other.name === offer.name) === index)
                .slice(0, 3)
            : (issue.candidates ?? []);
        return spans.length
          ? offers.map((candidate) => ({
              label: `${candidate.name} (${KIND_LABELS[candidate.kind]})`,
              question: withSpansReplaced(parsed.text, spans, candidate.name),
            }))
          : [];
      });
  const text = [
    ...sentences,
    `I have not searched without ${unplaced.length === 1 ? "it" : "them"}: the games meeting the rest of your question would not be the answer.`,
    onlyCompanies && followUps.length
      ? `The same question of the market's biggest ${unplaced.length > 1 ? "publishers, one for each name," : "publishers"} is below.`
      : absentGame && followUps.length
        ? absentGame.candidates?.length
          ? "Pick the game you meant below, or ask the same of the market's most played games."
          : "The same question of the market's most played games is below."
        : followUps.length
          ? "Pick the name you meant below, or ask again with the name as the data spells it."
          : "Ask again with the name as the data spells it.",
  ].join(" ");
  const trace: SearchTrace = {
    parsed: describeParsed(parsed),
    filters: "not searched",
    pipeline: `not searched: ${unplaced.map((issue) => `"${issue.span?.text ?? ""}" not placed`).join(", ")}`,
    ranking: "none",
    found: "nothing searched",
  };
  return { routing, trace, text, results: null, closeResults: null, metadata: null, followUps };
}

/**
 * The question asked of the market's biggest publishers in place of absent companies: each of the three biggest for
 * one name; for several ("compare Valve and Ubisoft revenue"), the biggest in place of the first, the next of the second.
 */
function publishersInstead(text: string, spans: ReadonlyArray<ReadonlyArray<{ start: number; end: number }>>, knowledge: EngineKnowledge): FollowUp[] {
  if (spans.some((each) => each.length === 0)) return [];
  if (spans.length === 1)
    return biggestPublishers(knowledge, 3).map((name) => ({ label: `${name} (publisher)`, question: withSpansReplaced(text, spans[0], name) }));
  const names = biggestPublishers(knowledge, spans.length);
  if (names.length < spans.length) return [];
  // Replaced from the end of the question back, so that every other name's offsets still hold.
  const edits = spans.flatMap((each, index) => each.map((span) => ({ span, name: names[index] }))).sort((a, b) => b.span.start - a.span.start);
  const question = edits.reduce((result, { span, name }) => withSpansReplaced(result, [span], name), text);
  return [{ label: `${names.join(" and ")} (publishers)`, question }];
}

/** The publishers whose standalone games have the most peak players in the last month, biggest first. */
function biggestPublishers(knowledge: EngineKnowledge, count: number): string[] {
  const names = namesOf(knowledge.lexicon);
  const players = new Map<number, number>();
  for (const game of knowledge.games) {
    if (ADD_ON_GAME_TYPES.has(names.gameType.get(game.gameTypeId) ?? "")) continue;
    for (const id of game.publisherIds) players.set(id, (players.get(id) ?? 0) + (game.peakPlayers ?? 0));
  }
  return [...players]
    .filter(([id, total]) => total > 0 && names.company.has(id))
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, count)
    .map(([id]) => names.company.get(id)!);
}

/** The standalone games with the most peak players in the last month, most played first. */
function mostPlayedGames(knowledge: EngineKnowledge, count: number): string[] {
  const names = namesOf(knowledge.lexicon);
  return knowledge.games
    .filter((game) => (game.peakPlayers ?? 0) > 0 && !ADD_ON_GAME_TYPES.has(names.gameType.get(game.gameTypeId) ?? ""))
    .sort((a, b) => (b.peakPlayers ?? 0) - (a.peakPlayers ?? 0) || a.id - b.id)
    .slice(0, count)
    .map((game) => game.title);
}

/** A figure Lumos does not have ("average playtime of RPGs", "top games by playtime"): which figures it has, and nothing searched. */
function unknownFigureAnswer(parsed: ParsedQuery, word: string, routing: RoutingDecision): Answer {
  const figures = METRICS.map((metric) => METRIC_LABELS[metric]);
  return {
    routing,
    trace: {
      parsed: describeParsed(parsed),
      filters: "not searched",
      pipeline: `not searched: no figure "${word}"`,
      ranking: "none",
      found: "nothing searched",
    },
    text: `I have no figure called "${word}". The figures I keep for each game are ${figures.slice(0, -1).join(", ")} and ${figures[figures.length - 1]}: ask again with one of them.`,
    results: null,
    closeResults: null,
    metadata: null,
  };
}

const platformsOnRecord = new WeakMap<readonly LumosGameFacts[], ReadonlySet<number>>();

/** The platforms at least one game of the data is on. */
function recordedPlatforms(games: readonly LumosGameFacts[]): ReadonlySet<number> {
  let ids = platformsOnRecord.get(games);
  if (!ids) {
    const found = new Set<number>();
    for (const game of games) for (const id of game.platformIds) found.add(id);
    platformsOnRecord.set(games, (ids = found));
  }
  return ids;
}

/** The platforms the question names, in or out, on which the data records no game at all. */
function platformsWithoutGames(parsed: ParsedQuery, knowledge: EngineKnowledge): EntityRef[] {
  const slot = parsed.entities.platforms;
  const named = [...slot.include, ...slot.exclude, ...parsed.eitherOr.filter((group) => group.role === "platforms").flatMap((group) => group.options)];
  if (named.length === 0) return [];
  const recorded = recordedPlatforms(knowledge.games);
  return named.filter((ref, index) => !recorded.has(ref.id as number) && named.findIndex((other) => other.id === ref.id) === index);
}

/**
 * "Linux games" where no game of the data is on Linux: on an import of Steam's files (which name no platform, so every
 * game is recorded on Windows) that is not "0 games" but not known, and the answer says which platforms are recorded.
 */
function absentPlatformAnswer(parsed: ParsedQuery, absent: readonly EntityRef[], knowledge: EngineKnowledge, routing: RoutingDecision): Answer {
  const names = namesOf(knowledge.lexicon);
  const recorded = [...recordedPlatforms(knowledge.games)].map((id) => names.platform.get(id) ?? `platform ${id}`).sort();
  const missing = new Intl.ListFormat("en", { type: "disjunction" }).format(absent.map((ref) => names.platform.get(ref.id as number) ?? ref.name));
  const text =
    recorded.length === 0
      ? `The data records no game on ${missing}: it has no platform on record for any game, so which games run on ${absent.length === 1 ? missing : "them"} is not known.`
      : recorded.length === 1
        ? `The data records no game on ${missing}: every game in it is recorded on ${recorded[0]} alone, so which games also run on ${absent.length === 1 ? missing : "them"} is not known.`
        : `The data records no game on ${missing}. The platforms it records games on are ${formatAnd(recorded)}.`;
  return {
    routing,
    trace: {
      parsed: describeParsed(parsed),
      filters: "not searched",
      pipeline: `not searched: no game on ${missing} in the data`,
      ranking: "none",
      found: "nothing searched",
    },
    text,
    results: null,
    closeResults: null,
    metadata: null,
  };
}

const KIND_LABELS: Record<EntityRef["kind"], string> = {
  game: "game",
  series: "series",
  titleWords: "words in titles",
  publisher: "publisher",
  developer: "developer",
  company: "company",
  platform: "platform",
  store: "store",
  classification: "classification",
  developerSize: "developer size",
  gameType: "game type",
};

/** Every game meeting all of a search's filters, in the order its answer lists them (saved questions watch these). */
export function matchingGames(parsed: ParsedQuery, knowledge: EngineKnowledge): LumosGameFacts[] {
  return gamesMeeting(parsed, knowledge).sort(compareGames(rankingOf(parsed)));
}

/** A game meeting every filter of a search but one: which one, and how far from it (the nearest are shown first). */
interface CloseMatch {
  game: LumosGameFacts;
  missed: Criterion;
  distance: number;
}

/**
 * Every game in scope meeting all the criteria (by their masks), and how many of those that pass `based` miss exactly
 * one, offering each to `nearest` (an object made only for one it would keep).
 */
async function scanMatches(
  games: readonly LumosGameFacts[],
  scopeMask: Uint8Array | null,
  criteria: readonly Criterion[],
  passes: readonly Uint8Array[],
  based: (game: LumosGameFacts) => boolean,
  nearest: FirstInOrder<CloseMatch>,
  pass: TurnTaker,
): Promise<{ perfect: LumosGameFacts[]; closeCount: number }> {
  const perfect: LumosGameFacts[] = [];
  let closeCount = 0;
  const candidate: CloseMatch = { game: games[0], missed: criteria[0], distance: 0 };
  await eachInTurns(
    games,
    (game, position) => {
      if (scopeMask && scopeMask[position] === 0) return;
      let missed = -1;
      let misses = 0;
      for (let c = 0; c < passes.length; c++) {
        if (passes[c][position] === 0) {
          misses++;
          missed = c;
          if (misses > 1) break;
        }
      }
      if (misses === 0) perfect.push(game);
      // A game missing a filter for want of data (no genre on record), or dated in a window but still to come, is no
      // nearer than any other: counted apart.
      else if (
        misses === 1 &&
        criteria.length >= 2 &&
        !criteria[missed].kept &&
        !criteria[missed].unrecorded?.test(game) &&
        !criteria[missed].toCome?.(game) &&
        based(game)
      ) {
        closeCount++;
        candidate.game = game;
        candidate.missed = criteria[missed];
        candidate.distance = candidate.missed.distance(game);
        if (nearest.admits(candidate)) nearest.offer({ ...candidate });
      }
    },
    pass,
  );
  return { perfect, closeCount };
}

/** The base a ranking needs, if any: growth and sentiment a size, copies sold games sold, the cheapest a price, the newest games out. */
function baseOfRanking(
  parsed: ParsedQuery,
  ranking: Ranking,
  games: readonly LumosGameFacts[],
  scope: { mask: Uint8Array | null; count: number },
  passes: readonly Uint8Array[],
): RankingBase | null {
  return (
    rankingBaseOf(ranking.metric, games, scope, parsed.filters) ??
    soldBaseOf(ranking.metric, games, scope.mask, passes) ??
    pricedBaseOf(ranking, games, scope.mask, passes) ??
    releasedBaseOf(parsed, ranking, games, scope.mask, passes)
  );
}

async function searchAnswer(parsed: ParsedQuery, knowledge: EngineKnowledge, routing: RoutingDecision): Promise<Answer> {
  const criteria = criteriaOf(parsed, knowledge);
  const scope = scopeMaskOf(parsed, knowledge);
  const ranking = rankingOf(parsed);
  const limit = parsed.limit ?? DEFAULT_LIMIT;
  const games = knowledge.games;
  const index = gameIndexOf(games);
  // Every game is visited: at 100,000 games the event loop is handed back every few milliseconds.
  const pass = turnTaker();
  const passes: Uint8Array[] = [];
  for (const criterion of criteria) passes.push(await passMaskInTurns(criterion, games, index, pass));
  // Growth and sentiment need a base, copies sold games sold, the newest games out: the games below it are left out of
  // such a ranking, perfect and close matches alike.
  const rankingBase = baseOfRanking(parsed, ranking, games, scope, passes);
  const based = (game: LumosGameFacts) => rankingBase === null || rankingBase.meets(game);
  const compare = compareGames(ranking);
  // Close matches are counted, and only the nearest `limit` of them kept: a question can have tens of thousands (43,000
  // at 100,000 games for "horror games released after 2020 not on Switch"), of which at most ten are shown.
  const nearest = new FirstInOrder<CloseMatch>(limit, (a, b) => a.distance - b.distance || compare(a.game, b.game));
  const { perfect, closeCount } = await scanMatches(games, scope.mask, criteria, passes, based, nearest, pass);
  const meeting = perfect.length;
  const unrecorded = unrecordedCount(criteria, games, scope.mask, passes);
  if (rankingBase) perfect.splice(0, perfect.length, ...perfect.filter(based));
  const criteriaText = criteria.map((criterion) => criterion.label).join(" · ");
  const shownPerfect = firstInOrder(perfect, limit, compare);
  const closeWanted = shownPerfect.length < limit ? limit - shownPerfect.length : 0;
  const shownClose = nearest.items.slice(0, closeWanted);
  const metReason = criteria.length === 0 ? "No filters" : `Meets ${theFilters(criteria.length)}: ${criteriaText}`;
  const figures = askedFigures(parsed);
  const perfectRows = shownPerfect.map((game) => gameRow(game, knowledge, [metReason, rankingReason(game, ranking)].filter(Boolean).join("; "), figures));
  const closeRows = shownClose.map(({ game, missed }) =>
    gameRow(game, knowledge, `Meets ${criteria.length - 1} of ${criteria.length} filters; misses "${missed.label}": ${missed.miss(game)}`, figures),
  );
  const views = criteriaViews(parsed);
  const perfectMessage: ResultsMessage | null = perfectRows.length
    ? {
        type: "games",
        data: perfectRows,
        matchType: "perfect",
        matchCount: perfect.length,
        header: texts.chat.perfectMatchesHeader(perfect.length),
        subtitle: criteria.length === 0 ? "All games" : criteria.length === 1 ? "Matching the filter" : `Matching all ${criteria.length} filters`,
        criteriaText,
        criteria: views,
      }
    : null;
  const closeMessage: ResultsMessage | null = closeRows.length
    ? {
        type: "games",
        data: closeRows,
        matchType: "close",
        matchCount: closeCount,
        header: texts.chat.closeMatchesHeader(closeCount),
        subtitle: `Matching ${criteria.length - 1} of ${criteria.length} filters`,
        criteriaText,
        criteria: views,
      }
    : null;

  const lines: string[] = [];
  const what = parsed.intent === "upcoming_releases" ? "upcoming games" : "games";
  const meetingText = criteria.length
    ? `meeting ${criteria.length === 1 ? "the filter" : `all ${criteria.length} filters`} (${criteria.map((c) => c.label).join(", ")})`
    : "in the data";
  const baseText = rankingBase ? `${rankingBase.text}, the base a ranking by ${rankingBase.rankedBy ?? METRIC_LABELS[rankingBase.metric]} needs` : "";
  if (perfect.length > 0) {
    const based = rankingBase
      ? `; ${perfect.length === meeting ? "all" : formatInteger(perfect.length)} of them ${perfect.length === 1 ? "has" : "have"} ${baseText}`
      : "";
    lines.push(
      `I found ${formatCount(meeting, what === "games" ? "game" : "upcoming game", what)} ${meetingText}${based}${perfect.length > shownPerfect.length ? `; here are the top ${shownPerfect.length}` : ""}.`,
    );
    const top = shownPerfect[0];
    const { unranked, figureName } = unrankedBy(perfect, ranking);
    if (unranked > 0 && unranked === perfect.length) {
      // Nothing to rank by (the real data has no wishlists): said once, not as "X comes first with no wishlists figure".
      const byPlayers = ranking.metric !== "peak_players" && perfect.some((game) => game.peakPlayers !== null);
      const byReviews = !byPlayers && perfect.some((game) => (game.reviews ?? 0) > 0);
      const instead = byPlayers ? ", so the order is by peak players in the last month instead" : byReviews ? ", so the order is by reviews instead" : "";
      lines.push(`${ranking.explanation} ${perfect.length === 1 ? "It has no" : "None of them has a"} ${figureName}${instead}.`);
    } else {
      const topValue = rankingReason(top, ranking);
      // Said of an order the question asked for; the default order's games without players come last unremarked.
      const lacking =
        unranked > 0 && parsed.sort?.source === "explicit"
          ? ` ${formatInteger(unranked)} of them ${unranked === 1 ? "has" : "have"} no ${figureName} and ${unranked === 1 ? "comes" : "come"} last.`
          : "";
      // "comes first with revenue $594M"; a date stands alone: "comes first, released Mar 23, 2020".
      const firstWith = ranking.metric === "release_date" ? `, ${topValue}` : ` with ${topValue}`;
      lines.push(`${ranking.explanation} ${top.title} comes first${topValue ? firstWith : ""}.${lacking}`);
    }
  } else if (rankingBase && meeting > 0) {
    lines.push(`None of the ${formatCount(meeting, "game", "games")} ${meetingText} has ${baseText}.`);
  } else {
    lines.push(`No game meets ${theFilters(criteria.length)} (${criteria.map((c) => c.label).join(", ")}).`);
  }
  // The count is the header's: every close match, and how many of them are shown.
  if (closeMessage) {
    const shown = closeMessage.data.length < closeCount ? `; the ${formatCount(closeMessage.data.length, "nearest is", "nearest are")} shown` : "";
    lines.push(
      `${closeCount === 1 ? "One close match misses" : `${formatInteger(closeCount)} close matches miss`} exactly one filter${shown}; each row says which and by how much.`,
    );
  }
  // "is Stardew Valley free": the answer is the verdict on that game, with its row (yes) or its card (no); not a count of one.
  const verdict = yesOrNo(parsed, criteria, knowledge);
  if (verdict) lines.splice(0, lines.length, verdict.text);
  lines.push(unrecordedNote(criteria, unrecorded), verdict ? "" : toComeNote(criteria, games, scope.mask, passes));
  if (!verdict && !perfectMessage && !closeMessage) lines.push(texts.errors.noAnswerFollowUp);
  else lines.push(figureNotes([parsed.sort?.metric, ...parsed.filters.map((filter) => filter.metric), ...parsed.asks.map((ask) => ask.metric)]) ?? "");
  const trace: SearchTrace = {
    parsed: describeParsed(parsed),
    filters: criteriaText || "none",
    pipeline: `${formatInteger(scope.count)} games in scope → ${formatInteger(perfect.length)} perfect, ${formatInteger(closeCount)} close (missing one filter)${rankingBase ? `, each ${rankingBase.among}` : ""}${unrecorded.count ? `; ${formatInteger(unrecorded.count)} not known for want of data` : ""}`,
    ranking: rankingBase ? `${ranking.explanation.slice(0, -1)}, among games ${rankingBase.among}.` : ranking.explanation,
    found: `${formatCount(perfect.length, "perfect match", "perfect matches")}${closeMessage ? `, ${formatInteger(closeCount)} close` : ""}`,
  };
  return {
    routing,
    trace,
    text: lines.filter(Boolean).join(" "),
    // A "No" shows the game's card, not its row as a close match behind "No game meets every filter. What next?".
    results: verdict && !verdict.meets ? null : (perfectMessage ?? closeMessage),
    closeResults: perfectMessage && !verdict ? closeMessage : null,
    metadata: verdict && !verdict.meets ? metadataCard(verdict.game, knowledge) : null,
  };
}

export function describeParsed(parsed: ParsedQuery): string {
  const parts: string[] = [`intent ${parsed.intent}`];
  // A classification says its type: "Horror (genre) or Horror (theme)" reads as two things, "Horror or Horror" does not.
  const nameOf = (ref: EntityRef, role: string) => (role === "classifications" || ref.kind === "titleWords" ? entityLabel(ref, role) : ref.name);
  for (const [role, slot] of Object.entries(parsed.entities)) {
    for (const ref of slot.include) parts.push(`${role}: ${nameOf(ref, role)}${ref.match === "fuzzy" ? ` (read from "${ref.span.text}")` : ""}`);
    for (const ref of slot.exclude) parts.push(`not ${role}: ${nameOf(ref, role)}`);
  }
  for (const group of parsed.eitherOr) parts.push(`${group.role}: ${group.options.map((ref) => nameOf(ref, group.role)).join(" or ")}`);
  for (const filter of parsed.filters) parts.push(filterLabel(filter));
  for (const comparison of parsed.comparisons) parts.push(comparisonLabel(comparison));
  if (parsed.release) parts.push(releaseLabel(parsed.release));
  if (parsed.sort) parts.push(`sort ${METRIC_LABELS[parsed.sort.metric]} ${parsed.sort.direction}`);
  if (parsed.limit) parts.push(`limit ${parsed.limit}`);
  for (const ask of parsed.asks) parts.push(`asks ${METRIC_LABELS[ask.metric]}`);
  return parts.join("; ");
}

const PROFILE_METRICS: Metric[] = ["peak_players", "total_players", "revenue", "arpu", "copies_sold", "price", "sentiment", "growth"];

function figuresText(game: LumosGameFacts, metrics: readonly Metric[]): string {
  return metrics
    .map((metric) => {
      const value = metricValue(game, metric);
      return value === null ? `no ${METRIC_LABELS[metric]} figure` : `${METRIC_LABELS[metric]} ${formatMetric(metric, value)}`;
    })
    .join(", ");
}

/** The names a question gives its games by, included or in an "or" group of titles, in its order. */
const titleRefs = (parsed: ParsedQuery) => [
  ...parsed.entities.titles.include,
  ...parsed.eitherOr.filter((group) => group.role === "titles").flatMap((group) => group.options),
];

function titleGames(parsed: ParsedQuery, knowledge: EngineKnowledge): LumosGameFacts[] {
  return titleRefs(parsed)
    .map((ref) => knowledge.gamesById.get(Number(ref.id)))
    .filter((game): game is LumosGameFacts => game !== undefined);
}

function profileAnswer(parsed: ParsedQuery, knowledge: EngineKnowledge, routing: RoutingDecision): Answer {
  const [game] = titleGames(parsed, knowledge);
  if (!game)
    return { routing, trace: null, text: `${texts.errors.noAnswer}\n\n${texts.errors.noAnswerFollowUp}`, results: null, closeResults: null, metadata: null };
  const row = gameRow(game, knowledge, "The game you asked about");
  const asked = parsed.asks.map((ask) => ask.metric);
  const metrics = asked.length > 0 ? asked : PROFILE_METRICS;
  const genres = game.genres.length ? game.genres.join(", ") : "no genre on record";
  // "who made Among Us": the makers are in the first words of every profile.
  const developers = row.developers.map((developer) => developer.name).join(", ");
  const makers =
    row.publisher && developers === row.publisher
      ? `published and developed by ${row.publisher}`
      : [row.publisher ? `published by ${row.publisher}` : "", developers ? `developed by ${developers}` : ""].filter(Boolean).join(", ");
  const text = [
    `${game.title}${makers ? ` (${makers})` : ""}: ${genres}${row.platform ? `, on ${row.platform}` : ""}${releaseWords(game, row.releasedDate)}.`,
    `${capitalise(figuresText(game, metrics))}.`,
    asked.length === 0 && game.growth !== null
      ? `Players are ${game.growth > 0 ? "rising" : game.growth < 0 ? "falling" : "flat"} (last week against the last month: ${formatSignedPercent(game.growth)}).`
      : "",
    figureNotes(
      metrics.filter((metric) => metricValue(game, metric) !== null),
      game.freeToPlay,
    ) ?? "",
  ]
    .filter(Boolean)
    .join(" ");
  const metadata = metadataCard(game, knowledge, row);
  return {
    routing,
    trace: { parsed: describeParsed(parsed), filters: game.title, pipeline: "game profile from its facts", ranking: "one game", found: "1 game" },
    text,
    results: {
      type: "games",
      data: [row],
      matchType: "perfect",
      matchCount: 1,
      header: texts.chat.perfectMatchesHeader(1),
      subtitle: "The game you asked about",
      criteriaText: game.title,
    },
    closeResults: null,
    metadata,
  };
}

/** ", released Mar 23, 2020", ", releases Q4 2026", ", release date to be announced", ", released, date unknown". */
function releaseWords(game: LumosGameFacts, date: string | null): string {
  if (game.released) return date ? `, released ${date}` : ", released, date unknown";
  return date && date !== "TBA" ? `, releases ${date}` : ", release date to be announced";
}

/** "more than 10", "between 10 and 20", "at least 3": a company's count of games as the question bounds it. */
function gameCountLabel(count: NonNullable<ParsedQuery["gameCount"]>): string {
  const words: Record<typeof count.op, string> = { gt: "more than", gte: "at least", lt: "fewer than", lte: "at most", between: "between" };
  return count.op === "between"
    ? `between ${formatInteger(count.value)} and ${formatInteger(count.value2 ?? count.value)}`
    : `${words[count.op]} ${formatInteger(count.value)}`;
}

/** The card of one game a question is about: its publisher, platforms, players and ARPU. */
function metadataCard(game: LumosGameFacts, knowledge: EngineKnowledge, row = gameRow(game, knowledge, "")): MetadataCard {
  const names = namesOf(knowledge.lexicon);
  return {
    header: game.title,
    publisher: row.publisher || "-",
    platform:
      game.platformIds
        .map((id) => names.platform.get(id))
        .filter(Boolean)
        .join(", ") || "-",
    players: game.peakPlayers,
    arpu: game.arpu,
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * "is Elden Ring more popular than Hogwarts Legacy": the first game named against the second on the figure compared,
 * yes or no to the claim the comparative before "than" makes; "" for a comparison that claims nothing.
 */
function claimVerdict(parsed: ParsedQuery, knowledge: EngineKnowledge, metric: Metric): string {
  const words = parsed.normalized.split(" ");
  const than = words.indexOf("than");
  const claim =
    than > 0
      ? words
          .slice(Math.max(0, than - 3), than)
          .map((word) => COMPARATIVE_CLAIMS.get(word))
          .find(Boolean)
      : undefined;
  const refs = [...parsed.entities.titles.include].sort((a, b) => a.span.start - b.span.start);
  if (!claim || refs.length !== 2) return "";
  const [first, second] = refs.map((ref) => knowledge.gamesById.get(Number(ref.id)));
  const [a, b] = [first, second].map((game) => (game ? metricValue(game, metric) : null));
  if (!first || !second || a === null || b === null) return "";
  const figures = `${first.title} has ${formatMetric(metric, a)} ${METRIC_LABELS[metric]} against ${second.title}'s ${formatMetric(metric, b)}`;
  if (formatMetric(metric, a) === formatMetric(metric, b)) return `Level: ${figures}.`;
  return `${(claim === "more") === a > b ? "Yes" : "No"}: ${figures}.`;
}

function comparisonAnswer(parsed: ParsedQuery, knowledge: EngineKnowledge, routing: RoutingDecision): Answer {
  const games = titleGames(parsed, knowledge);
  const metrics: Metric[] = parsed.asks.length
    ? parsed.asks.map((ask) => ask.metric)
    : parsed.sort && parsed.sort.metric !== "release_date" && parsed.sort.metric !== "game_count"
      ? [parsed.sort.metric]
      : ["peak_players", "revenue", "arpu", "sentiment"];
  const lines = metrics.map((metric): string => {
    const ranked = games
      .map((game) => ({ game, value: metricValue(game, metric) }))
      .sort((a, b) => (b.value ?? Number.NEGATIVE_INFINITY) - (a.value ?? Number.NEGATIVE_INFINITY));
    const shown = ({ value }: { value: number | null }) => (value === null ? "n/a" : formatMetric(metric, value));
    const values = ranked.map((entry) => `${entry.game.title} ${shown(entry)}`).join(" vs ");
    // Games whose figures read the same lead together: "$563M vs $563M" names no leader.
    const leaders = ranked[0]?.value === null ? [] : ranked.filter((entry) => shown(entry) === shown(ranked[0]));
    const verdict =
      leaders.length === 0
        ? ""
        : leaders.length === 1
          ? ` — ${leaders[0].game.title} leads`
          : leaders.length === ranked.length
            ? " — tied"
            : ` — ${leaders.map((entry) => entry.game.title).join(" and ")} tie for the lead`;
    return `${capitalise(METRIC_LABELS[metric])}: ${values}${verdict}.`;
  });
  const verdict = claimVerdict(parsed, knowledge, metrics[0]);
  if (verdict) lines.unshift(verdict);
  const compared = metrics.filter((metric) => metric !== "peak_players" && metric !== "arpu").slice(0, MAX_FIGURE_COLUMNS);
  const rows = games.map((game) => gameRow(game, knowledge, figuresText(game, metrics), compared));
  return {
    routing,
    trace: {
      parsed: describeParsed(parsed),
      filters: games.map((game) => game.title).join(" vs "),
      pipeline: `${games.length} games side by side`,
      ranking: `Compared on ${metrics.map((m) => METRIC_LABELS[m]).join(", ")}`,
      found: `${games.length} games`,
    },
    text: [...lines, figureNotes(metrics, games.every((game) => game.freeToPlay === games[0]?.freeToPlay) ? games[0]?.freeToPlay : undefined) ?? ""]
      .filter(Boolean)
      .join(" "),
    results: rows.length
      ? {
          type: "games",
          data: rows,
          matchType: "perfect",
          matchCount: rows.length,
          header: texts.chat.perfectMatchesHeader(rows.length),
          subtitle: "Side by side",
          criteriaText: games.map((game) => game.title).join(" vs "),
        }
      : null,
    closeResults: null,
    metadata: null,
  };
}

/** At most this many games are those an answer finds games like ("games like Hades, Dead Cells and Celeste"). */
const MAX_SIMILAR_TO = 5;
/** Of several games, each one's most similar games this far down are averaged; a game below a list counts 0 there. */
const SIMILAR_POOL = 300;
/**
 * A series liked ("games like Dark Souls") stands for this many of its games: those with the most features on record,
 * then the most reviewed (on the real data a game with one genre alone is 100% like hundreds of games, which says
 * nothing of the series).
 */
const SERIES_GAMES_LIKED = 3;

/** What a question finds games like: a game, or a series standing for some of its games (SERIES_GAMES_LIKED). */
interface LikedTarget {
  title: string;
  games: LumosGameFacts[];
  /** Of a series: its name and every game of it, none of which is offered as like it. */
  series?: { name: string; ids: ReadonlySet<number> };
}

/** The games and series a similarity question names, in its order, at most MAX_SIMILAR_TO. */
function likedTargets(parsed: ParsedQuery, knowledge: EngineKnowledge): LikedTarget[] {
  const names = namesOf(knowledge.lexicon);
  const reviews = (game: LumosGameFacts) => game.reviews ?? -1;
  const targets = titleRefs(parsed).flatMap((ref): LikedTarget[] => {
    if (ref.kind !== "series") {
      const game = knowledge.gamesById.get(Number(ref.id));
      return game ? [{ title: game.title, games: [game] }] : [];
    }
    const ids = names.seriesGames(String(ref.id));
    const games = [...ids].flatMap((id) => knowledge.gamesById.get(id) ?? []);
    games.sort((a, b) => b.classificationIds.length - a.classificationIds.length || reviews(b) - reviews(a) || a.id - b.id);
    return games.length ? [{ title: `the ${ref.name} games`, games: games.slice(0, SERIES_GAMES_LIKED), series: { name: ref.name, ids } }] : [];
  });
  return targets.slice(0, MAX_SIMILAR_TO);
}

/**
 * Games like the one a question names, or like several together ("games like Hades and Dead Cells"): each candidate's
 * similarity to each named game, averaged, a game beyond one's SIMILAR_POOL most similar counting 0 for it. A series
 * named is liked as some of its games averaged ("games like Dark Souls"), its own games left out.
 */
async function similarAnswer(parsed: ParsedQuery, knowledge: EngineKnowledge, routing: RoutingDecision, dependencies: EngineDependencies): Promise<Answer> {
  const targets = likedTargets(parsed, knowledge);
  const limit = parsed.limit ?? DEFAULT_LIMIT;
  const similarGames = dependencies.similarGames;
  if (targets.length === 0 || !similarGames)
    return { routing, trace: null, text: `${texts.errors.noAnswer}\n\n${texts.errors.noAnswerFollowUp}`, results: null, closeResults: null, metadata: null };
  const others: ParsedQuery = {
    ...parsed,
    entities: { ...parsed.entities, titles: { include: [], exclude: parsed.entities.titles.exclude } },
    eitherOr: parsed.eitherOr.filter((group) => group.role !== "titles"),
  };
  const criteria = criteriaOf(others, knowledge);
  const one = targets.length === 1 && targets[0].games.length === 1;
  // Per target, per game of it, the games most like that game.
  const lists = await Promise.all(
    targets.map((target) => Promise.all(target.games.map((game) => similarGames(game.id, one ? Math.max(limit * 5, 50) : SIMILAR_POOL)))),
  );
  const named = new Set(targets.flatMap((target) => [...(target.series?.ids ?? []), ...target.games.map((game) => game.id)]));
  // Per candidate, its score against each game of each target (undefined below that game's list).
  const scores = new Map<number, Array<Array<SimilarGameScore | undefined>>>();
  lists.forEach((gameLists, at) =>
    gameLists.forEach((list, of) => {
      for (const score of list) {
        if (named.has(score.game_id)) continue;
        let row = scores.get(score.game_id);
        if (!row) scores.set(score.game_id, (row = targets.map((target) => new Array<SimilarGameScore | undefined>(target.games.length))));
        row[at][of] = score;
      }
    }),
  );
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  // A target's similarity: its games' averaged, a game below one's list counting 0 there.
  const toTarget = (scored: ReadonlyArray<SimilarGameScore | undefined>) => mean(scored.map((score) => score?.similarity ?? 0));
  const ranked = [...scores.entries()].map(([id, row]) => ({ id, row, similarity: mean(row.map(toTarget)) }));
  // Games of equal similarity keep the order the lists give them (players, then reviews: lib/analytics/similar-games.ts).
  ranked.sort((a, b) => b.similarity - a.similarity);
  const percent = (similarity: number) => `${Math.ceil(similarity * 100)}%`;
  // A game below one's list is said to be under that list's last similarity.
  const toGame = (score: SimilarGameScore | undefined, list: readonly SimilarGameScore[], title: string) =>
    score ? `${percent(score.similarity)} to ${title}` : `under ${percent(list[list.length - 1]?.similarity ?? 0)} to ${title}`;
  const toEach = (row: ReadonlyArray<ReadonlyArray<SimilarGameScore | undefined>>) =>
    targets
      .map((target, at) => {
        if (target.games.length === 1) return toGame(row[at][0], lists[at][0], target.title);
        // Below every list of a series' games: under their lasts' average.
        const below = row[at].every((score) => score === undefined);
        return below
          ? `under ${percent(mean(lists[at].map((list) => list[list.length - 1]?.similarity ?? 0)))} to ${target.title}`
          : `${percent(toTarget(row[at]))} to ${target.title}`;
      })
      .join(", ");
  const reasoning = (row: ReadonlyArray<ReadonlyArray<SimilarGameScore | undefined>>, similarity: number) =>
    one
      ? `${percent(similarity)} similar to ${targets[0].title}: ${formatCount(row[0][0]!.shared_features, "shared feature", "shared features")}`
      : targets.length === 1
        ? `${percent(similarity)} similar to ${targets[0].title} on average: ${targets[0].games.map((game, of) => toGame(row[0][of], lists[0][of], game.title)).join(", ")}`
        : `${percent(similarity)} similar on average: ${toEach(row)}`;
  const rows: GameRow[] = [];
  const shown: number[] = [];
  for (const { id, row, similarity } of ranked) {
    const candidate = knowledge.gamesById.get(id);
    if (!candidate || !criteria.every((criterion) => criterion.test(candidate))) continue;
    rows.push(gameRow(candidate, knowledge, reasoning(row, similarity)));
    shown.push(similarity);
    if (rows.length >= limit) break;
  }
  // "games like Minecraft Dungeons" on the real data, a game with one genre on record: every game listed is as like it
  // as the next, which the answer says rather than let the order read as a ranking.
  const alike =
    one && shown.length > 1 && shown.every((similarity) => similarity === shown[0])
      ? `The ${shown.length} games listed are equally like ${targets[0].title} (${percent(shown[0])}), which has ${formatCount(targets[0].games[0].classificationIds.length, "feature", "features")} on record: they are listed by players, then reviews.`
      : null;
  const names = formatAnd(targets.map((target) => target.title));
  const criteriaText = [`like ${names}`, ...criteria.map((criterion) => criterion.label)].join(" · ");
  // "games similar to Hades released after 2020": the answer names the filters its games meet.
  const meeting = criteria.length
    ? ` meeting ${criteria.length === 1 ? "the filter" : "the filters"} (${criteria.map((criterion) => criterion.label).join(", ")})`
    : "";
  const how = "shared genres, themes and features weigh most, then release year and price tier";
  // "games like Minecraft" on the real data: no game is titled Minecraft alone; the games of its series are liked.
  const seriesNotes = targets.flatMap(({ title, games, series }) => {
    if (!series) return [];
    const listed = formatAnd(games.map((game) => game.title));
    const which = `${capitalise(title)} are the ${formatCount(series.ids.size, "game", "games")} whose titles begin with ${series.name}`;
    return [
      games.length === series.ids.size ? `${which}: ${listed}.` : `${which}; the ${games.length} with the most features on record stand for them: ${listed}.`,
    ];
  });
  // Of games equally like it, none is the closest.
  const closest = rows.length && !alike ? ` ${rows[0].gameName} is the closest.` : "";
  const lead = rows.length
    ? targets.length === 1
      ? `Games most like ${names}${meeting}, ranked by similarity${one ? "" : " averaged over them"} (${how}).${closest}`
      : `Games most like ${names} together${meeting}, ranked by their average similarity to the ${targets.length} (${how}).${closest}`
    : `I found no game similar enough to ${names}${criteria.length ? " that also meets your filters" : ""}.`;
  return {
    routing,
    trace: {
      parsed: describeParsed(parsed),
      filters: criteriaText,
      pipeline: one
        ? `${lists[0][0].length} candidates scored by similarity to ${names}`
        : `${formatCount(scores.size, "candidate", "candidates")} among the ${SIMILAR_POOL} most similar to each of ${formatAnd(targets.flatMap((target) => target.games.map((game) => game.title)))}`,
      ranking: `Ranked by similarity${one ? "" : ` averaged over the ${targets.length === 1 ? `${targets[0].games.length} games` : `${targets.length} games`}`}: weighted feature overlap (80%), release proximity (10%), same price tier (10%).`,
      found: `${rows.length} games`,
    },
    text: [lead, ...seriesNotes, ...(alike ? [alike] : [])].join(" "),
    results: rows.length
      ? {
          type: "games",
          data: rows,
          matchType: "perfect",
          matchCount: rows.length,
          header: texts.chat.perfectMatchesHeader(rows.length),
          subtitle: `Games like ${names}`,
          criteriaText,
        }
      : null,
    closeResults: null,
    metadata: null,
  };
}

function mostCommon(values: readonly number[], names: ReadonlyMap<number, string>): string {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: number | null = null;
  for (const [value, count] of counts) if (best === null || count > counts.get(best)! || (count === counts.get(best)! && value < best)) best = value;
  return best === null ? "" : (names.get(best) ?? "");
}

/**
 * Publishers, developers or companies ranked by their games among those meeting the question's filters: how many
 * (the default order), or a figure summed (players, revenue, copies…) or averaged (ARPU, price, sentiment, growth).
 */
function companiesAnswer(parsed: ParsedQuery, knowledge: EngineKnowledge, routing: RoutingDecision): Answer {
  const names = namesOf(knowledge.lexicon);
  const criteria = criteriaOf(parsed, knowledge);
  const scope = scopeOf(parsed, knowledge).filter((game) => criteria.every((criterion) => criterion.test(game)));
  const role = parsed.subject === "publishers" ? "publishers" : parsed.subject === "developers" ? "developers" : "companies";
  const companiesOf = (game: LumosGameFacts): number[] =>
    role === "publishers" ? game.publisherIds : role === "developers" ? game.developerIds : [...new Set([...game.publisherIds, ...game.developerIds])];
  const tallies = new Map<number, LumosGameFacts[]>();
  for (const game of scope) {
    for (const id of companiesOf(game)) {
      const games = tallies.get(id);
      if (games) games.push(game);
      else tallies.set(id, [game]);
    }
  }
  // "top publishers" asks for the biggest by games; an order the question names is kept.
  const explicit = parsed.sort && parsed.sort.source === "explicit" && parsed.sort.metric !== "release_date" ? parsed.sort : null;
  const metric: Metric | "game_count" = explicit ? (explicit.metric as Metric | "game_count") : "game_count";
  const direction = explicit?.direction ?? "desc";
  // "highest average revenue": a figure that adds up is averaged when the question says so.
  const average = metric !== "game_count" && (!ADDITIVE_METRICS.has(metric) || explicit?.average === true);
  const valueOf = (games: LumosGameFacts[]): number | null => (metric === "game_count" ? games.length : figureOfGames(games, metric, average));
  // An average needs games behind it: one game with 12 reviews, all positive, is no best-rated publisher, and one hit
  // no studio's average revenue.
  const averagedSum = explicit?.average === true && metric !== "game_count" && ADDITIVE_METRICS.has(metric);
  const figureBase = metric === "sentiment" ? SENTIMENT_BASE_TEXT : averagedSum ? averageBaseText(metric as Metric) : null;
  // "publishers with more than 10 games": the companies with that many of the games in scope.
  const counted = parsed.gameCount;
  const countText = counted ? `${gameCountLabel(counted)} of these games` : null;
  const baseText = [countText, figureBase].filter(Boolean).join(" and ") || null;
  const rowsData = [...tallies].flatMap(([id, games]) =>
    (metric === "sentiment" && !hasSentimentBase(games)) ||
    (averagedSum && !hasAverageBase(games, metric as Metric)) ||
    (counted && !meetsFilter(games.length, { ...counted, metric: "reviews", metricFrom: "word" }))
      ? []
      : [
          {
            id,
            games,
            value: valueOf(games),
            players: games.reduce((sum, game) => sum + knownPlayers(game), 0),
            revenue: games.some((game) => game.revenue !== null) ? games.reduce((sum, game) => sum + (game.revenue ?? 0), 0) : null,
          },
        ],
  );
  rowsData.sort((a, b) => {
    if (a.value === null && b.value === null) return b.games.length - a.games.length || a.id - b.id;
    if (a.value === null) return 1;
    if (b.value === null) return -1;
    return (direction === "desc" ? b.value - a.value : a.value - b.value) || b.players - a.players || a.id - b.id;
  });
  const limit = parsed.limit ?? DEFAULT_LIMIT;
  const shown = rowsData.slice(0, limit);
  const [one, many, verb] =
    role === "publishers"
      ? ["publisher", "publishers", "published"]
      : role === "developers"
        ? ["developer", "developers", "developed"]
        : ["company", "companies", "published or developed"];
  const scopeText = criteria.length ? criteria.map((criterion) => criterion.label).join(", ") : "all games";
  const measure = metric === "game_count" ? `how many of these games each ${verb}` : `${average ? "the average" : "the"} ${METRIC_LABELS[metric]} of its games`;
  const rankingText = `Ranked by ${measure}, ${direction === "desc" ? "highest first" : "lowest first"}${baseText ? `, among those with ${baseText}` : ""}${explicit ? "" : " (no other order was asked for)"}.`;
  const valueText = (value: number | null) =>
    value === null ? "no figure" : metric === "game_count" ? formatCount(value, "game", "games") : formatMetric(metric, value);
  const topGameOf = (games: LumosGameFacts[]) =>
    games.reduce(
      (best, game) => (knownPlayers(game) > knownPlayers(best) || (knownPlayers(game) === knownPlayers(best) && game.id < best.id) ? game : best),
      games[0],
    );
  const results: ResultsMessage | null =
    shown.length === 0
      ? null
      : {
          type: "companies",
          data: shown.map((row): CompanyRow => ({
            company_id: row.id,
            companyName: names.company.get(row.id) ?? "",
            games: row.games.length,
            player_count: row.players,
            revenue: row.revenue,
            ...(metric !== "game_count" && metric !== "peak_players" && metric !== "revenue"
              ? { figure: { label: FIGURE_COLUMNS[metric], value: valueText(row.value) } }
              : {}),
            topGame: topGameOf(row.games).title,
            match_reasoning: `${formatCount(row.games.length, "game", "games")} of ${formatInteger(scope.length)} in scope (${scopeText})${metric === "game_count" ? "" : `; ${METRIC_LABELS[metric]} ${valueText(row.value)}`}`,
          })),
          matchType: "perfect",
          matchCount: rowsData.length,
          header: texts.chat.companyMatchesHeader(rowsData.length),
          subtitle: `${capitalise(many)} of ${scopeText}`,
          criteriaText: scopeText,
        };
  const first = shown[0];
  // Imported files may name no company for most games (the Steam games CSV names none): the ranking counts only the rest.
  const unnamed = scope.reduce((count, game) => count + (companiesOf(game).length === 0 ? 1 : 0), 0);
  const unnamedText = unnamed > 0 ? ` ${formatInteger(unnamed)} of the ${formatInteger(scope.length)} have no ${one} on record and are not counted.` : "";
  const text = first
    ? `Of the ${formatCount(scope.length, "game", "games")} meeting ${criteria.length ? `${criteria.length === 1 ? "the filter" : "the filters"} (${scopeText})` : "no filter (all games)"}, ${formatCount(tallies.size, one, many)} ${verb} at least one${rowsData.length < tallies.size ? `, ${formatInteger(rowsData.length)} of them with ${baseText}` : ""}${rowsData.length > shown.length ? `; here are the top ${shown.length}` : ""}.${unnamedText} ${rankingText} ${names.company.get(first.id) ?? ""} comes first with ${valueText(first.value)}.${withNote(figureNotes([metric]))}`
    : tallies.size > 0
      ? `None of the ${formatCount(tallies.size, one, many)} of these games has ${baseText}, so none can be ranked by it.`
      : `No game meets ${criteria.length ? `the filters (${scopeText})` : "the question"}, so no ${one} can be ranked.`;
  return {
    routing,
    trace: {
      parsed: describeParsed(parsed),
      filters: scopeText,
      pipeline: `${formatInteger(scope.length)} games in scope → ${formatCount(tallies.size, one, many)}${rowsData.length < tallies.size ? `, ${formatInteger(rowsData.length)} with ${baseText}` : ""}`,
      ranking: rankingText,
      found: formatCount(rowsData.length, one, many),
    },
    text,
    results,
    closeResults: null,
    metadata: null,
  };
}

/**
 * A figure of a set of games: summed for players, revenue, copies and other counts, else averaged, or averaged when
 * `average` says so ("highest average revenue"); null when none has it.
 */
function figureOfGames(games: readonly LumosGameFacts[], metric: Metric, average = !ADDITIVE_METRICS.has(metric)): number | null {
  const values = games.map((game) => metricValue(game, metric)).filter((value): value is number => value !== null);
  if (values.length === 0) return null;
  const sum = values.reduce((a, b) => a + b, 0);
  return average ? Math.round((sum / values.length) * 100) / 100 : sum;
}

/** The games in scope carrying one feature (or theme). */
interface FeatureTally {
  id: number;
  games: LumosGameFacts[];
}

/** One feature's figures over the games in scope that carry it. */
interface FeatureFigures {
  tally: FeatureTally;
  players: number;
  totalPlayers: number;
  arpu: number | null;
  sentiment: number | null;
  growth: number | null;
  popularity: number;
  /** The figure ranked by when the row has no column of its own for it (revenue, copies sold…), over its games. */
  ranked: number | null;
}

type FeatureSortMetric = "game_count" | Metric;
/** Figures a feature row carries itself; any other a ranking is by is worked out over its games (figureOfGames). */
const FEATURE_ROW_METRICS = new Set<FeatureSortMetric>(["game_count", "peak_players", "total_players", "arpu", "sentiment", "growth"]);

/** Words after a feature's name that make it the market of its games: "the horror genre", "the roguelike market". */
const FEATURE_AS_MARKET = ["genre", "genres", "market", "category", "theme", "tag", "niche", "segment", "space"];
const TREND_UP = ["growing", "grow", "grows", "rising", "booming", "trending", "gaining", "on the rise", "taking off"];
const TREND_DOWN = ["declining", "shrinking", "dying", "falling", "losing players", "in decline"];
const TREND_WORDS = [...TREND_UP, ...TREND_DOWN, "growth", "trend", "decline", "doing", "performing"];
const anyOf = (words: readonly string[]) => `(?:${words.join("|")})`;

interface FeatureTrend {
  refs: EntityRef[];
  /** "is horror growing": yes or no to growing; "is horror dying": to shrinking; null: no claim ("growth of the horror genre"). */
  claim: "up" | "down" | null;
}

/**
 * The one feature a question is about as a market, alone: no company, platform, window, statistic or comparison (the
 * figures Lumos keeps of a feature are the whole market's), its names the same ("horror": the genre and the theme).
 */
function soleFeatureOf(parsed: ParsedQuery): EntityRef[] | null {
  if (parsed.intent === "market_stats" || parsed.intent === "features_ranking" || parsed.release || parsed.stats) return null;
  if (parsed.comparisons.length > 0) return null;
  const { classifications, ...others } = parsed.entities;
  if (Object.values(others).some((slot) => slot.include.length + slot.exclude.length > 0) || classifications.exclude.length > 0) return null;
  const groups = parsed.eitherOr.filter((group) => group.role === "classifications");
  if (groups.length !== parsed.eitherOr.length || groups.length + (classifications.include.length > 0 ? 1 : 0) !== 1) return null;
  const refs = groups.length ? groups[0].options : classifications.include;
  return refs.length === 1 || new Set(refs.map((ref) => ref.name.toLowerCase())).size === 1 ? refs : null;
}

/** The feature's words as the normalized question writes them, ready for a regular expression. */
const featureWordsOf = (refs: readonly EntityRef[]) => normalizedTextOf(tokenize(refs[0].span.text)).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * "is the horror genre growing", "is roguelike trending", "growth of the horror genre", "how is the roguelike market
 * doing": a question about one feature's market as a whole, answered with its own month-over-month growth and its place
 * among the features of its type (featureTrendAnswer), not with a list of its growing games. The feature alone: with a
 * platform, a company or a window the growth Lumos keeps (the whole market's) would not be the answer.
 */
function featureTrendOf(parsed: ParsedQuery): FeatureTrend | null {
  if (parsed.filters.some((filter) => filter.metric !== "growth")) return null;
  const refs = soleFeatureOf(parsed);
  if (!refs) return null;
  // The question's words (normalized: lower case, single spaces) around the feature's own.
  const text = parsed.normalized;
  const named = featureWordsOf(refs);
  const claimed = new RegExp(
    `^(?:is|are) (?:the )?${named}(?: ${anyOf(FEATURE_AS_MARKET)}| games)? (?:still )?(${anyOf([...TREND_UP, ...TREND_DOWN])})\\b`,
  ).exec(text);
  const asMarket = new RegExp(`\\b${named} ${anyOf(FEATURE_AS_MARKET)}\\b`).test(text) && new RegExp(`\\b${anyOf(TREND_WORDS)}\\b`).test(text);
  if (!claimed && !asMarket) return null;
  return { refs, claim: !claimed ? null : TREND_DOWN.includes(claimed[1]) ? "down" : "up" };
}

/** The ranking, by `sort`, of every feature of the named features' types over the whole market: no filter, none left out. */
function rankingOfTypes(parsed: ParsedQuery, refs: readonly EntityRef[], names: Names, sort: NonNullable<ParsedQuery["sort"]>) {
  const typeIds = new Set(refs.flatMap((ref) => names.classification.get(Number(ref.id))?.typeId ?? []));
  const ranking: ParsedQuery = {
    ...parsed,
    intent: "features_ranking",
    subject: "features",
    entities: { ...parsed.entities, classifications: { include: [], exclude: [] } },
    eitherOr: [],
    filters: [],
    sort,
  };
  return { ranking, typeIds };
}

/**
 * The named feature's market: its month-over-month growth, its games and players, and its place among the features of
 * its type by growth, with the ranking of that type below, down to the feature (a feature too small to rank after it).
 */
function featureTrendAnswer(parsed: ParsedQuery, trend: FeatureTrend, knowledge: EngineKnowledge, routing: RoutingDecision): Answer {
  const names = namesOf(knowledge.lexicon);
  const { ranking, typeIds } = rankingOfTypes(parsed, trend.refs, names, { metric: "growth", direction: "desc", source: "explicit", span: null });
  const scope = scopeOf(ranking, knowledge);
  const { hasBase, text: baseText } = growthBaseOf(scope);
  const rows = [...tallyFeatures(ranking, scope, names, typeIds).values()].map((tally) => featureFigures(tally, scope, knowledge, null));
  sortFeatures(rows, "growth", "desc");
  const ranked = rows.filter(hasBase);
  // The ranking runs down to the named feature ("it ranks 18th of 20 genres": eighteen rows).
  const deepest = Math.max(-1, ...trend.refs.map((ref) => ranked.findIndex((row) => row.tally.id === Number(ref.id))));
  const listed = featuresAnswer({ ...ranking, limit: Math.max(ranking.limit ?? DEFAULT_LIMIT, deepest + 1) }, knowledge, routing, typeIds);
  const sentences = trend.refs.map((ref) => {
    const name = entityLabel(ref, "classifications");
    const row = rows.find((candidate) => candidate.tally.id === Number(ref.id));
    if (!row || row.growth === null) return `Lumos has no growth figure for ${name}: its players need a month before this one on record.`;
    // Under 1% either way a month is no trend.
    const direction = row.growth >= 1 ? "up" : row.growth <= -1 ? "down" : "flat";
    const verdict = trend.claim === null || direction === "flat" ? "" : direction === trend.claim ? "Yes: " : "No: ";
    const state = direction === "up" ? "is growing" : direction === "down" ? "is shrinking" : "is holding steady";
    const change =
      direction === "flat"
        ? `its players moved ${formatSignedPercent(row.growth)} month over month`
        : `its players ${direction === "up" ? "rose" : "fell"} ${formatSignedPercent(Math.abs(row.growth)).replace("+", "")} month over month`;
    // Its place among the features of its own type ("Horror" is a genre and a theme on the demo market).
    const typeOf = (candidate: FeatureFigures) => names.classification.get(candidate.tally.id)?.typeId;
    const peers = ranked.filter((candidate) => typeOf(candidate) === typeOf(row));
    const place = peers.indexOf(row);
    const typeName = names.classification.get(row.tally.id)?.typeName;
    const noun = typeName ? typeNoun(typeName) : "feature";
    const rank =
      place < 0
        ? `; it is too small to rank among the ${noun}s by growth (those ${baseText})`
        : peers.length === 1
          ? `; it is the one ${noun} large enough to rank by growth`
          : `; it ranks ${formatOrdinal(place + 1)} of ${formatInteger(peers.length)} ${noun}s by growth`;
    const players = `${formatCompact(row.players)} peak ${row.players === 1 ? "player" : "players"}`;
    return `${verdict}${name} ${state}: ${change} (${formatCount(row.tally.games.length, "game", "games")}, ${players} in the last month)${rank}.`;
  });
  // The feature's own row after the ranking when it is not in it (too small to rank, or without a growth figure).
  const results = listed.results;
  if (results?.type === "features") {
    const shownIds = new Set(results.data.map((row) => row.feature_id));
    const missing = rows.filter((row) => trend.refs.some((ref) => Number(ref.id) === row.tally.id) && !shownIds.has(row.tally.id));
    const reason = (row: FeatureFigures) => {
      const place = ranked.indexOf(row);
      return `${formatCount(row.tally.games.length, "game", "games")} of ${formatInteger(scope.length)} in scope (all games); ${formatCompact(row.players)} peak players${row.growth !== null ? `, growth ${formatSignedPercent(row.growth)}` : ""}; ${place < 0 ? "too small to rank by growth" : `${formatOrdinal(place + 1)} by growth`}`;
    };
    const extra = featureResults(false, missing, rows.length, { names, scopeText: "all games", reason, figure: null });
    if (extra?.type === "features") results.data.push(...extra.data);
  }
  return { ...listed, text: [...sentences, listed.text].join(" "), results };
}

/** Words asking whether a feature's market holds too many games for its players. */
const SATURATION_WORDS = ["saturated", "oversaturated", "over saturated", "saturation", "crowded", "overcrowded", "over crowded", "too many"];
const SATURATION_PATTERN = new RegExp(`\\b${anyOf(SATURATION_WORDS)}\\b`);
const asksSaturation = (parsed: ParsedQuery) => SATURATION_PATTERN.test(parsed.normalized);

/**
 * "is the survival genre saturated", "how crowded is the roguelike market", "are there too many horror games": a
 * question about one feature's market (alone, as for its growth) and how many games share its players.
 */
function featureSaturationOf(parsed: ParsedQuery): EntityRef[] | null {
  if (parsed.filters.length > 0 || !asksSaturation(parsed)) return null;
  return soleFeatureOf(parsed);
}

/**
 * "which genres are the most saturated", "least crowded themes": a ranking asked by saturation, with no figure of its
 * own, is by players a game (the average peak players of their games), the most saturated those with the fewest.
 */
function saturationOrderOf(parsed: ParsedQuery): ParsedQuery["sort"] {
  if (parsed.sort !== null || !asksSaturation(parsed)) return null;
  const least = /\b(?:least|less)\b/.test(parsed.normalized);
  return { metric: "peak_players", direction: least ? "desc" : "asc", average: true, source: "explicit", span: null };
}

/** A day a whole number of years before an ISO day. */
const yearsBefore = (day: string, years: number) => `${Number(day.slice(0, 4)) - years}${day.slice(4)}`;

/**
 * The named feature's market by how many games share its players: its released games, their peak players in the last
 * month and the average a game (over those with players on record), its place among the features of its type by that
 * average against the middle one's, and how many of its games came out in the last two years and are still to come;
 * the ranking of its type by players a game below, down to the feature. "Is it saturated" is answered yes when its
 * games have fewer players each than the middle feature's, no otherwise: the measure is said with the answer.
 */
function featureSaturationAnswer(parsed: ParsedQuery, refs: EntityRef[], knowledge: EngineKnowledge, routing: RoutingDecision): Answer {
  const names = namesOf(knowledge.lexicon);
  const sort = { metric: "peak_players", direction: "desc", source: "explicit", span: null, average: true } as const;
  const { ranking, typeIds } = rankingOfTypes(parsed, refs, names, sort);
  const scope = scopeOf(ranking, knowledge);
  const rows = [...tallyFeatures(ranking, scope, names, typeIds).values()].map((tally) =>
    featureFigures(tally, scope, knowledge, { metric: "peak_players", average: true }),
  );
  sortFeatures(rows, "ranked", "desc");
  const ranked = rows.filter((row) => hasAverageBase(row.tally.games, "peak_players"));
  const deepest = Math.max(-1, ...refs.map((ref) => ranked.findIndex((row) => row.tally.id === Number(ref.id))));
  const listed = featuresAnswer({ ...ranking, limit: Math.max(ranking.limit ?? DEFAULT_LIMIT, deepest + 1) }, knowledge, routing, typeIds);
  const asked = /^(?:is|are) /.test(parsed.normalized);
  const today = knowledge.today;
  const sentences = refs.map((ref) => {
    const name = entityLabel(ref, "classifications");
    const row = rows.find((candidate) => candidate.tally.id === Number(ref.id));
    if (!row) return `No game in this market carries ${name}.`;
    const games = row.tally.games;
    const released = games.filter((game) => game.released).length;
    const within = (after: string, until: string) =>
      games.filter((game) => game.releaseDate !== null && game.releaseDate > after && game.releaseDate <= until).length;
    const recent = within(yearsBefore(today, 1), today);
    const before = within(yearsBefore(today, 2), yearsBefore(today, 1));
    const toCome = games.length - released;
    const recentText = recent === 0 ? "None of its games" : recent === 1 ? "One of its games" : `${formatInteger(recent)} of its games`;
    const supply = `${recentText} came out in the last 12 months, against ${formatInteger(before)} in the 12 before${toCome > 0 ? `, and ${formatInteger(toCome)} more ${toCome === 1 ? "is" : "are"} to come` : ""}.`;
    const typeName = names.classification.get(row.tally.id)?.typeName;
    const noun = typeName ? typeNoun(typeName) : "feature";
    const share = `${released === 1 ? "The one released game" : `The ${formatInteger(released)} released games`} of ${name} ${released === 1 ? "has" : "share"} ${formatCompact(row.players)} peak players in the last month`;
    const typeOf = (candidate: FeatureFigures) => names.classification.get(candidate.tally.id)?.typeId;
    const peers = ranked.filter((candidate) => typeOf(candidate) === typeOf(row));
    const place = peers.indexOf(row);
    if (row.ranked === null || place < 0)
      return `${share}; too few of its games have players on record to set it among the ${noun}s (those with ${averageBaseText("peak_players")}). ${supply}`;
    const middle = peers[Math.floor(peers.length / 2)].ranked ?? 0;
    const fewer = row.ranked < middle;
    const verdict = asked ? (fewer ? "Yes, by players a game: " : "No, by players a game: ") : "";
    const against = `${fewer ? "fewer" : row.ranked > middle ? "more" : "as many"} than the middle ${noun}'s ${formatCompact(middle)}`;
    return `${verdict}${share}, ${formatCompact(row.ranked)} a game with players on record: ${against}, ${formatOrdinal(place + 1)} of ${formatInteger(peers.length)} ${noun}s by players a game. ${supply}`;
  });
  return { ...listed, text: [...sentences, listed.text].join(" ") };
}

/**
 * Growth needs a base: a theme of one game and one player that gained three is no trend. Ranked by growth are the
 * features carried by at least 3 games with at least 1% of the players in scope.
 */
function growthBaseOf(scope: readonly LumosGameFacts[]) {
  const scopePlayers = scope.reduce((sum, game) => sum + knownPlayers(game), 0);
  const base = Math.max(1, Math.ceil(scopePlayers * TRENDING_BASE_SHARE));
  const hasBase = (row: FeatureFigures) => row.tally.games.length >= TRENDING_MIN_GAMES && row.players >= base;
  return { scopePlayers, hasBase, text: `carried by at least ${TRENDING_MIN_GAMES} games with at least ${formatCompact(base)} peak players` };
}

function featuresAnswer(parsed: ParsedQuery, knowledge: EngineKnowledge, routing: RoutingDecision, types?: ReadonlySet<number>): Answer {
  const bySaturation = saturationOrderOf(parsed);
  if (bySaturation) {
    const answer = featuresAnswer({ ...parsed, sort: bySaturation }, knowledge, routing, types);
    const first = bySaturation.direction === "asc" ? "fewest" : "most";
    return { ...answer, text: `Lumos reads saturation as players a game: the ones whose games have the ${first} peak players each come first. ${answer.text}` };
  }
  const names = namesOf(knowledge.lexicon);
  const criteria = criteriaOf(parsed, knowledge);
  const scope = scopeOf(parsed, knowledge).filter((game) => criteria.every((criterion) => criterion.test(game)));
  const words = new Set(parsed.normalized.split(" "));
  const typeIds = types ?? featureTypeIds(parsed, knowledge, names, words);
  const tallies = tallyFeatures(parsed, scope, names, typeIds);
  const limit = parsed.limit ?? DEFAULT_LIMIT;
  // A feature has no release date of its own: an order by it is no order for features.
  const asked = parsed.sort && parsed.sort.metric !== "release_date" ? parsed.sort : null;
  const sortMetric: FeatureSortMetric = asked ? (asked.metric as Metric) : words.has("common") || words.has("popular") ? "game_count" : "peak_players";
  const direction = asked?.direction ?? "desc";
  // "highest average players": a figure the row sums is then taken over its games as an average.
  const average = asked?.average === true && sortMetric !== "game_count" && sortMetric !== "growth";
  const averagedSum = average && ADDITIVE_METRICS.has(sortMetric as Metric);
  const byGames = !FEATURE_ROW_METRICS.has(sortMetric) || average;
  const rowsData = [...tallies.values()].map((tally) => featureFigures(tally, scope, knowledge, byGames ? { metric: sortMetric as Metric, average } : null));
  sortFeatures(rowsData, byGames ? "ranked" : sortMetric, direction);
  const { scopePlayers, hasBase, text: growthBaseText } = growthBaseOf(scope);
  const shown = (
    sortMetric === "growth"
      ? rowsData.filter(hasBase)
      : sortMetric === "sentiment"
        ? rowsData.filter((row) => hasSentimentBase(row.tally.games))
        : averagedSum
          ? rowsData.filter((row) => hasAverageBase(row.tally.games, sortMetric as Metric))
          : rowsData
  ).slice(0, limit);
  const scopeText = criteria.length ? criteria.map((criterion) => criterion.label).join(", ") : "all games";
  const baseText =
    sortMetric === "growth"
      ? `${growthBaseText} (1% of the ${formatCompact(scopePlayers)} in scope)`
      : sortMetric === "sentiment"
        ? `with ${SENTIMENT_BASE_TEXT}`
        : averagedSum
          ? `with ${averageBaseText(sortMetric as Metric)}`
          : null;
  const rankedBy =
    sortMetric === "game_count"
      ? "how many games carry it"
      : sortMetric === "growth"
        ? `growth of its players month over month${criteria.length ? " across the whole market" : ""}`
        : byGames
          ? `${average || !ADDITIVE_METRICS.has(sortMetric as Metric) ? "the average" : "the"} ${METRIC_LABELS[sortMetric]} of its games`
          : METRIC_LABELS[sortMetric];
  const rankingText = `Ranked by ${rankedBy}, ${direction === "desc" ? "highest first" : "lowest first"}${baseText ? `, among those ${baseText}` : ""}.`;
  const rankedFigure = (row: FeatureFigures) =>
    byGames ? `${METRIC_LABELS[sortMetric]} ${row.ranked === null ? "no figure" : formatMetric(sortMetric as Metric, row.ranked)}` : null;
  // The figure ranked by, where the row carries it and the sentence would not say it otherwise: "ARPU $12.40".
  const rowFigure = (row: FeatureFigures) => {
    const value = sortMetric === "sentiment" ? row.sentiment : sortMetric === "arpu" ? row.arpu : sortMetric === "total_players" ? row.totalPlayers : null;
    return value === null || byGames ? "" : `, ${METRIC_LABELS[sortMetric]} ${formatMetric(sortMetric as Metric, value)}`;
  };
  const reason = (row: FeatureFigures) =>
    `${formatCount(row.tally.games.length, "game", "games")} of ${formatInteger(scope.length)} in scope (${scopeText}); ${formatCompact(row.players)} peak players${row.growth !== null ? `, growth ${formatSignedPercent(row.growth)}` : ""}${rowFigure(row)}${byGames ? `, ${rankedFigure(row)}` : ""}`;
  const isThemes = parsed.subject === "themes";
  const figure = byGames
    ? {
        label: FIGURE_COLUMNS[sortMetric as Metric],
        value: (row: FeatureFigures) => (row.ranked === null ? "-" : formatMetric(sortMetric as Metric, row.ranked)),
      }
    : null;
  const results = featureResults(isThemes, shown, rowsData.length, { names, scopeText, reason, figure });
  const first = shown[0];
  const oneGame = parsed.entities.titles.include.length === 1 && scope.length === 1 && rowsData.length > 0 ? scope[0] : null;
  const firstName = first ? featureName(names, first.tally.id) : null;
  return {
    routing,
    trace: {
      parsed: describeParsed(parsed),
      filters: scopeText,
      pipeline: `${formatInteger(scope.length)} games in scope → ${formatInteger(rowsData.length)} ${isThemes ? "themes" : "features"}`,
      ranking: rankingText,
      found: `${formatInteger(rowsData.length)} ${isThemes ? "themes" : "features"}`,
    },
    text: oneGame
      ? classificationsOfOneGame(oneGame, rowsData, names)
      : first
        ? `Across ${formatCount(scope.length, "game", "games")} (${scopeText}), ${rankingText.charAt(0).toLowerCase()}${rankingText.slice(1)} ${firstName} comes first: ${reason(first)}.${unclassifiedNote(scope, names, typeIds)}${wholeMarketGrowthNote(criteria.length > 0)}${withNote(figureNotes(sortMetric === "game_count" ? [] : [sortMetric]))}`
        : isThemes && !classificationTypeNames(names).includes("Theme")
          ? `The data holds no themes: its games are classified by ${classificationTypeNames(names).join(" and ")}. Ask for those instead.`
          : rowsData.length > 0
            ? `None of the ${formatCount(rowsData.length, isThemes ? "theme" : "feature", isThemes ? "themes" : "features")} of ${scopeText} qualifies: a ranking by ${sortMetric === "growth" ? "growth" : METRIC_LABELS[sortMetric as Metric]} counts those ${baseText}.`
            : `No ${isThemes ? "theme" : "feature"} was found for ${scopeText}. ${texts.errors.noAnswerFollowUp}`,
    results,
    closeResults: null,
    metadata: null,
  };
}

/**
 * Lumos keeps a feature's growth for the whole market, not for the games of one platform, company or window: a ranking
 * within such games says whose growth its column shows.
 */
function wholeMarketGrowthNote(scoped: boolean): string {
  return scoped ? " Growth is each feature's across the whole market: Lumos keeps it per feature, not within these games alone." : "";
}

/**
 * " 60,200 of the 61,198 have no genre or Steam tag on record and are not counted." for the games in scope without a
 * classification of the ranked types (an imported file may give none); "" when every game has one.
 */
function unclassifiedNote(scope: readonly LumosGameFacts[], names: Names, typeIds: ReadonlySet<number>): string {
  const ranked = (id: number) => {
    const typeId = names.classification.get(id)?.typeId;
    return typeId !== undefined && typeIds.has(typeId);
  };
  const count = scope.reduce((total, game) => total + (game.classificationIds.some(ranked) ? 0 : 1), 0);
  if (count === 0) return "";
  const typeNames = [
    ...new Set(
      [...names.classification.values()].flatMap((entry) =>
        entry.typeId !== undefined && typeIds.has(entry.typeId) && entry.typeName ? [entry.typeName] : [],
      ),
    ),
  ];
  const nouns = typeNames.sort().map(typeNoun);
  return ` ${formatInteger(count)} of the ${formatInteger(scope.length)} have no ${nouns.join(" or ") || "classification"} on record and are not counted.`;
}

/** A classification type as a noun in a sentence: "genre", "Steam tag". */
const typeNoun = (typeName: string) => (typeName === STEAM_TAG_TYPE.name ? "Steam tag" : typeName.toLowerCase());

/**
 * "what genre is Rust", "what tags does Terraria have": the classifications of one game the question names, by type
 * ("Rust's genres: Action, Adventure, Indie, Massively Multiplayer, RPG."), not a ranking of them across one game.
 */
function classificationsOfOneGame(game: LumosGameFacts, rows: readonly FeatureFigures[], names: Names): string {
  const byType = new Map<string, string[]>();
  for (const row of rows) {
    const typeName = names.classification.get(row.tally.id)?.typeName ?? "classification";
    byType.set(typeName, [...(byType.get(typeName) ?? []), featureName(names, row.tally.id)]);
  }
  const parts = [...byType].sort(([a], [b]) => a.localeCompare(b));
  const listed = parts.map(([typeName, list]) => `${typeNoun(typeName)}${list.length === 1 ? "" : "s"}: ${list.sort((a, b) => a.localeCompare(b)).join(", ")}`);
  return `${game.title}'s ${listed.join("; ")}.`;
}

const tagsNamedOtherwise = new WeakMap<Names, ReadonlySet<number>>();

/** A classification's name in a ranking; a Steam tag named like a classification of another type says it is the tag. */
function featureName(names: Names, id: number): string {
  const entry = names.classification.get(id);
  if (!entry) return "";
  if (entry.typeId !== STEAM_TAG_TYPE.id) return entry.canonical;
  let shadowed = tagsNamedOtherwise.get(names);
  if (!shadowed) {
    const entries = [...names.classification.values()];
    const others = new Set(entries.filter((each) => each.typeId !== STEAM_TAG_TYPE.id).map((each) => each.canonical.toLowerCase()));
    shadowed = new Set(
      entries.filter((each) => each.typeId === STEAM_TAG_TYPE.id && others.has(each.canonical.toLowerCase())).map((each) => each.id as number),
    );
    tagsNamedOtherwise.set(names, shadowed);
  }
  return shadowed.has(id) ? `${entry.canonical} (Steam tag)` : entry.canonical;
}

/** The names of the classification types the data has, in alphabetical order. */
function classificationTypeNames(names: Names): string[] {
  return [...new Set([...names.classification.values()].flatMap((entry) => (entry.typeName ? [entry.typeName] : [])))].sort();
}

/** The classification types ranked: every theme type for themes, else the types the question names, else the default ones. */
function featureTypeIds(parsed: ParsedQuery, knowledge: EngineKnowledge, names: Names, words: ReadonlySet<string>): Set<number> {
  const cuedTypes = [...words].flatMap((word) => knowledge.lexicon.typeCues.get(word) ?? []);
  const typeIds = new Set<number>();
  if (parsed.subject === "themes")
    for (const entry of names.classification.values()) {
      if (entry.typeName === "Theme" && entry.typeId !== undefined) typeIds.add(entry.typeId);
    }
  if (typeIds.size === 0) for (const id of cuedTypes) typeIds.add(id);
  if (typeIds.size === 0)
    for (const entry of names.classification.values()) {
      if (DEFAULT_FEATURE_TYPES.includes(entry.typeName ?? "") && entry.typeId !== undefined) typeIds.add(entry.typeId);
    }
  // Data without the default types (the real Steam data: genres and Steam tags) ranks the types it has.
  if (typeIds.size === 0 && parsed.subject !== "themes")
    for (const entry of names.classification.values()) if (entry.typeId !== undefined) typeIds.add(entry.typeId);
  return typeIds;
}

/** The games in scope by classification of the ranked types, leaving out the classifications the question names. */
function tallyFeatures(parsed: ParsedQuery, scope: readonly LumosGameFacts[], names: Names, typeIds: ReadonlySet<number>): Map<number, FeatureTally> {
  const refs = [...parsed.entities.classifications.include, ...parsed.entities.classifications.exclude];
  const named = new Set(refs.map((ref) => Number(ref.id)));
  // A feature of the same name as one the question filters by is that filter again ("tags among indie games": the
  // Indie tag of the Indie genre's games; "genres among horror games", horror the genre or the theme: one name read
  // as several features, not "RPG or strategy games", whose features each carry some of the games).
  const oneName = (options: readonly EntityRef[]) => new Set(options.map((ref) => ref.name.toLowerCase())).size === 1;
  refs.push(...parsed.eitherOr.filter((group) => group.role === "classifications" && oneName(group.options)).flatMap((group) => group.options));
  const namedNames = new Set(refs.map((ref) => (names.classification.get(Number(ref.id))?.canonical ?? ref.name).toLowerCase()));
  // Read once over the vocabulary, not once a game and feature (100,000 games carry about a million).
  if (namedNames.size > 0) for (const [id, entry] of names.classification) if (namedNames.has(entry.canonical.toLowerCase())) named.add(id);
  const tallies = new Map<number, FeatureTally>();
  for (const game of scope) {
    for (const id of game.classificationIds) {
      const entry = names.classification.get(id);
      if (!entry || entry.typeId === undefined || !typeIds.has(entry.typeId) || named.has(id)) continue;
      const tally = tallies.get(id) ?? { id, games: [] };
      tally.games.push(game);
      tallies.set(id, tally);
    }
  }
  return tallies;
}

function featureFigures(
  tally: FeatureTally,
  scope: readonly LumosGameFacts[],
  knowledge: EngineKnowledge,
  byGames: { metric: Metric; average: boolean } | null,
): FeatureFigures {
  const players = tally.games.reduce((sum, game) => sum + knownPlayers(game), 0);
  const totalPlayers = tally.games.reduce((sum, game) => sum + (game.totalPlayers ?? 0), 0);
  const revenue = tally.games.reduce((sum, game) => sum + (game.revenue ?? 0), 0);
  const sentiments = tally.games.map(sentimentOf).filter((value): value is number => value !== null);
  return {
    tally,
    players,
    totalPlayers,
    arpu: totalPlayers > 0 ? Math.round((revenue / totalPlayers) * 100) / 100 : null,
    sentiment: sentiments.length ? Math.round((sentiments.reduce((a, b) => a + b, 0) / sentiments.length) * 10) / 10 : null,
    growth: knowledge.features.get(tally.id)?.growth ?? null,
    popularity: scope.length ? Math.round((tally.games.length / scope.length) * 1000) / 10 : 0,
    ranked: byGames ? figureOfGames(tally.games, byGames.metric, byGames.average || !ADDITIVE_METRICS.has(byGames.metric)) : null,
  };
}

/** In place: by the figure asked for (features without it last), then by peak players, then by id. */
function sortFeatures(rows: FeatureFigures[], sortMetric: FeatureSortMetric | "ranked", direction: "asc" | "desc") {
  const key = (row: FeatureFigures): number | null => {
    switch (sortMetric) {
      case "game_count":
        return row.tally.games.length;
      case "growth":
        return row.growth;
      case "arpu":
        return row.arpu;
      case "sentiment":
        return row.sentiment;
      case "total_players":
        return row.totalPlayers;
      case "peak_players":
        return row.players;
      default:
        return row.ranked;
    }
  };
  rows.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === null && y === null) return a.tally.id - b.tally.id;
    if (x === null) return 1;
    if (y === null) return -1;
    return (direction === "desc" ? y - x : x - y) || b.players - a.players || a.tally.id - b.tally.id;
  });
}

/** The table of the features (or themes) shown, or null when there is none. */
function featureResults(
  isThemes: boolean,
  shown: readonly FeatureFigures[],
  found: number,
  {
    names,
    scopeText,
    reason,
    figure,
  }: { names: Names; scopeText: string; reason: (row: FeatureFigures) => string; figure: { label: string; value: (row: FeatureFigures) => string } | null },
): ResultsMessage | null {
  if (shown.length === 0) return null;
  const platform = (row: FeatureFigures) =>
    mostCommon(
      row.tally.games.flatMap((game) => game.platformIds),
      names.platform,
    );
  const publisher = (row: FeatureFigures) =>
    mostCommon(
      row.tally.games.flatMap((game) => game.publisherIds),
      names.company,
    );
  const nameOf = (row: FeatureFigures) => featureName(names, row.tally.id);
  const common = { matchType: "perfect", matchCount: found, header: texts.chat.perfectMatchesHeader(found) } as const;
  if (isThemes)
    return {
      type: "themes",
      data: shown.map((row): ThemeRow => ({
        theme_id: row.tally.id,
        themeName: nameOf(row),
        player_count: row.players,
        arpu: row.arpu,
        platform: platform(row),
        publisher: publisher(row),
        growth: row.growth,
        popularity: row.popularity,
        ...(figure ? { figure: { label: figure.label, value: figure.value(row) } } : {}),
        match_reasoning: reason(row),
      })),
      ...common,
      subtitle: `Themes of ${scopeText}`,
      criteriaText: scopeText,
    };
  return {
    type: "features",
    data: shown.map((row): FeatureRow => ({
      feature_id: row.tally.id,
      featureName: nameOf(row),
      player_count: row.players,
      total_players: row.totalPlayers,
      arpu: row.arpu,
      sentiment: row.sentiment,
      growth: row.growth,
      platform: platform(row),
      publisher: publisher(row),
      ...(figure ? { figure: { label: figure.label, value: figure.value(row) } } : {}),
      match_reasoning: reason(row),
    })),
    ...common,
    subtitle: `Features of ${scopeText}`,
    criteriaText: scopeText,
  };
}
