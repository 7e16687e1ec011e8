// What a saved question watches: the games meeting it now (lib/lumos/execute.ts matchingGames, the same games its
// answer lists), kept as a snapshot, and what changed between two snapshots: games that are new, games that left
// and, for each, the figure that crossed the question's threshold. Pure: the knowledge comes in.
import type { LumosGameFacts } from "@/lib/data/lumos";
import { criteriaOf, filterLabel, formatMetric, METRIC_LABELS, metricValue, type EngineKnowledge } from "@/lib/lumos/criteria";
import { matchingGames } from "@/lib/lumos/execute";
import { gameIndexOf } from "@/lib/lumos/game-index";
import { parseQuestion } from "@/lib/lumos/parse";
import type { Metric, ParsedQuery } from "@/lib/lumos/query-schema";
import { texts } from "@/lib/ui/texts";
import { MAX_TRACKED_MATCHES, type WatchedGame, type WatchReport } from "./shared";

/** Games listed per change (new, left) and current matches shown on the dashboard and in the digest. */
export const LISTED_PER_CHANGE = 10;
export const TOP_MATCHES_SHOWN = 5;

/** The matching games at one moment, as stored with a saved question (jsonb). */
export interface WatchSnapshot {
  at: string;
  total: number;
  /** Ids of the matching games in answer order; null when more than MAX_TRACKED_MATCHES match. */
  ids: number[] | null;
  /** The figures the question filters by, per tracked game id, in the order of `metrics`. */
  metrics: Metric[];
  figures: Record<string, Array<number | null>>;
}

export type WatchReading = { ok: true; parsed: ParsedQuery; matches: LumosGameFacts[]; snapshot: WatchSnapshot } | { ok: false; problem: string };

const WATCHABLE = new Set<ParsedQuery["intent"]>(["game_search", "upcoming_releases"]);

/** Reads a question as Lumos's own parser does (never the hosted model: a watch must read the same every day). */
export function readWatchedQuestion(question: string, knowledge: EngineKnowledge, at = new Date()): WatchReading {
  const parsed = parseQuestion(question, knowledge.lexicon, { today: knowledge.today });
  const unplaced = parsed.issues.filter((issue) => issue.code === "unknown_name").map((issue) => issue.span?.text ?? "");
  if (unplaced.length > 0) return { ok: false, problem: texts.savedQuestions.unplaced(unplaced) };
  // "average playtime of RPGs" asks for a figure there is not: no list of games answers it.
  if (parsed.issues.some((issue) => issue.code === "unknown_figure")) return { ok: false, problem: texts.savedQuestions.notAList };
  if (!WATCHABLE.has(parsed.intent)) return { ok: false, problem: texts.savedQuestions.notAList };
  const matches = matchingGames(parsed, knowledge);
  return { ok: true, parsed, matches, snapshot: snapshotOf(parsed, matches, at) };
}

/** The question's filter metrics, then its sort metric: the figures a change is explained by. */
function watchedMetrics(parsed: ParsedQuery): Metric[] {
  const metrics = parsed.filters.map((filter) => filter.metric);
  const sort = parsed.sort?.metric;
  if (sort && sort !== "release_date" && sort !== "game_count") metrics.push(sort);
  return [...new Set(metrics)];
}

export function snapshotOf(parsed: ParsedQuery, matches: readonly LumosGameFacts[], at = new Date()): WatchSnapshot {
  const metrics = watchedMetrics(parsed);
  const tracked = matches.length <= MAX_TRACKED_MATCHES;
  const figures: WatchSnapshot["figures"] = {};
  if (tracked && metrics.length > 0) for (const game of matches) figures[game.id] = metrics.map((metric) => metricValue(game, metric));
  return { at: at.toISOString(), total: matches.length, ids: tracked ? matches.map((game) => game.id) : null, metrics, figures };
}

const figureText = (metric: Metric, value: number | null) =>
  `${METRIC_LABELS[metric][0].toUpperCase()}${METRIC_LABELS[metric].slice(1)} ${value === null ? "unknown" : formatMetric(metric, value)}`;

function watchedGame(game: LumosGameFacts, metrics: readonly Metric[]): WatchedGame {
  const shown = metrics.length > 0 ? metrics : (["peak_players"] as const);
  return { game_id: game.id, title: game.title, figures: shown.map((metric) => figureText(metric, metricValue(game, metric))) };
}

/** Why a game that matched before matches no more: the filters it misses now, with the figure it had before. */
function leftDetail(
  game: LumosGameFacts | undefined,
  parsed: ParsedQuery,
  knowledge: EngineKnowledge,
  before: Array<number | null> | undefined,
  metrics: readonly Metric[],
): string {
  if (!game) return texts.savedQuestions.goneFromData;
  const filtersByLabel = new Map(parsed.filters.map((filter) => [filterLabel(filter), filter]));
  const missed = criteriaOf(parsed, knowledge).filter((criterion) => !criterion.test(game));
  if (missed.length === 0) return texts.savedQuestions.noLongerListed;
  return missed
    .map((criterion) => {
      const filter = filtersByLabel.get(criterion.label);
      const index = filter ? metrics.indexOf(filter.metric) : -1;
      const was = index >= 0 ? before?.[index] : undefined;
      const now = filter ? metricValue(game, filter.metric) : null;
      if (filter && was !== undefined && was !== null && now !== null)
        return texts.savedQuestions.crossed(figureText(filter.metric, now), formatMetric(filter.metric, was), criterion.label);
      return `${criterion.miss(game)} (${criterion.label})`;
    })
    .join("; ");
}

/** Why a game matches now that did not before: the figures the question filters by, as they are now. */
function newDetail(game: LumosGameFacts, parsed: ParsedQuery): string {
  if (parsed.filters.length === 0) return texts.savedQuestions.nowMatches;
  return parsed.filters.map((filter) => `${figureText(filter.metric, metricValue(game, filter.metric))} (${filterLabel(filter)})`).join("; ");
}

/** What changed from `previous` to now. Listing needs both snapshots tracked; counts are always compared. */
export function compareWithSnapshot(previous: WatchSnapshot, reading: Extract<WatchReading, { ok: true }>, knowledge: EngineKnowledge): WatchReport {
  const { parsed, matches, snapshot } = reading;
  const top = matches.slice(0, TOP_MATCHES_SHOWN).map((game) => watchedGame(game, snapshot.metrics));
  const base = { total: matches.length, previous_total: previous.total, since: previous.at, top };
  if (!previous.ids || !snapshot.ids) return { ...base, tracked: false, new_count: 0, left_count: 0, new_games: [], left_games: [] };
  const before = new Set(previous.ids);
  const now = new Set(snapshot.ids);
  const entered = matches.filter((game) => !before.has(game.id));
  const leftIds = previous.ids.filter((id) => !now.has(id));
  // The engine's look-up of positions by id, built once per loaded market (a map of every game per call is not).
  const { positionOfId } = gameIndexOf(knowledge.games);
  const left_games = leftIds.slice(0, LISTED_PER_CHANGE).map((id) => {
    const position = positionOfId.get(id);
    const game = position === undefined ? undefined : knowledge.games[position];
    return {
      game_id: id,
      title: game?.title ?? texts.savedQuestions.unknownGame(id),
      detail: leftDetail(game, parsed, knowledge, previous.figures[id], previous.metrics),
    };
  });
  const new_games = entered.slice(0, LISTED_PER_CHANGE).map((game) => ({ game_id: game.id, title: game.title, detail: newDetail(game, parsed) }));
  return { ...base, tracked: true, new_count: entered.length, left_count: leftIds.length, new_games, left_games };
}
