// The dashboard's market overview: the players of the market's top games month by month, and the share of players
// by genre, over a chosen period. Pure: it reads the monthly averages the Lumos engine keeps in memory (as the
// market-research share chart does), so the dashboard adds no query.
import { GENRE_TYPE_ID } from "@/lib/domain/classifications";
import { formatMonth } from "@/lib/ui/format";
import { prepareViewFeatureShare, viewFeatureShare, type FeatureShareSeries, type FeatureShareSource, type ViewShare } from "./feature-share";

export const OVERVIEW_PERIODS = { "6m": 6, "12m": 12, "24m": 24 } as const;
export type OverviewPeriod = keyof typeof OVERVIEW_PERIODS;
export const DEFAULT_OVERVIEW_PERIOD: OverviewPeriod = "12m";
export const OVERVIEW_PERIOD_LABELS: Record<OverviewPeriod, string> = { "6m": "6 months", "12m": "12 months", "24m": "24 months" };
/** The months an overview covers: "Jan 2025 to Dec 2025", the one month there is, or "" for none. */
export function overviewSpan(months: readonly string[]): string {
  if (months.length === 0) return "";
  return months.length === 1 ? formatMonth(months[0]) : `${formatMonth(months[0])} to ${formatMonth(months[months.length - 1])}`;
}

/** The overview's description: what it shows, over which months (saying so when there is only one). */
export function overviewDescription(months: readonly string[]): string {
  const span = overviewSpan(months);
  const over = months.length === 1 ? `, ${span}, the one month with player counts so far` : span ? `, ${span}` : "";
  return `Month by month${over}: the players of the five most played games (average daily peak) and each genre's share of all players (a game counts for each of its genres).`;
}

/** Games and genres drawn: five lines stay readable. */
export const OVERVIEW_LINES = 5;

export function parseOverviewPeriod(value: string | undefined): OverviewPeriod {
  return value !== undefined && Object.hasOwn(OVERVIEW_PERIODS, value) ? (value as OverviewPeriod) : DEFAULT_OVERVIEW_PERIOD;
}

export interface OverviewGame {
  id: number;
  title: string;
  /** Average daily peak of players per month of `months`. */
  players: number[];
}

export interface MarketOverview {
  period: OverviewPeriod;
  /** YYYY-MM, oldest first: the period's months that have player counts (the latest may be under way). */
  months: string[];
  /** The games with most players in the latest month, most first. */
  games: OverviewGame[];
  /** The genres with most players in the latest month, their share of all players per month. */
  genres: FeatureShareSeries[];
}

type OverviewSource = FeatureShareSource & { games: ReadonlyArray<{ id: number; title: string }> };

/** Each knowledge's overviews by period: the same until the knowledge is rebuilt (an import, a new market day). */
const overviews = new WeakMap<OverviewSource, Map<OverviewPeriod, MarketOverview>>();

/**
 * The overview of a period, worked out once per knowledge and period: ranking every game by its players is tens of
 * milliseconds at 100,000 games, too long to repeat on every dashboard request. Readers share it and must not change it.
 */
export function marketOverview(source: OverviewSource, period: OverviewPeriod): MarketOverview {
  let byPeriod = overviews.get(source);
  if (!byPeriod) overviews.set(source, (byPeriod = new Map()));
  let overview = byPeriod.get(period);
  if (!overview) byPeriod.set(period, (overview = workOutOverview(source, period)));
  return overview;
}

/** Every game's genres, the view the overview's shares are of. */
const marketGenres = (source: OverviewSource): ViewShare => ({
  viewKey: "market",
  gameIds: () => source.games.map((game) => game.id),
  classificationTypeId: GENRE_TYPE_ID,
});

/**
 * Works out the genres' shares over every game, unless kept, with the event loop free every few milliseconds: done in
 * one go by the first dashboard, it held the thread for about 300 ms at 100,000 games.
 */
export function prepareMarketOverview(source: OverviewSource): Promise<void> {
  return prepareViewFeatureShare(source, marketGenres(source));
}

function workOutOverview(source: OverviewSource, period: OverviewPeriod): MarketOverview {
  // Genre shares over every game: one history per knowledge, cut to the period.
  const history = viewFeatureShare(source, marketGenres(source));
  const all = source.monthlyPlayers.months;
  const latest = all.length - 1;
  // The period's months that any game has on record.
  const recorded = new Map(history.months.map((month, index) => [month, index]));
  const months = all.slice(Math.max(0, all.length - OVERVIEW_PERIODS[period])).filter((month) => recorded.has(month));
  const monthIndex = months.map((month) => all.indexOf(month));
  const ranked: Array<{ id: number; title: string; latest: number }> = [];
  for (const game of source.games) {
    const entry = source.monthlyPlayers.byGame.get(game.id);
    if (entry && entry.values[latest] > 0) ranked.push({ id: game.id, title: game.title, latest: entry.values[latest] });
  }
  ranked.sort((a, b) => b.latest - a.latest || a.id - b.id);
  const games = ranked.slice(0, OVERVIEW_LINES).map((game) => {
    const values = source.monthlyPlayers.byGame.get(game.id)!.values;
    return { id: game.id, title: game.title, players: monthIndex.map((index) => values[index]) };
  });
  const historyIndex = months.map((month) => recorded.get(month)!);
  const genres = history.features.map((feature) => ({
    ...feature,
    shares: historyIndex.map((index) => feature.shares[index]),
    players: historyIndex.map((index) => feature.players[index]),
  }));
  return { period, months, games, genres };
}
