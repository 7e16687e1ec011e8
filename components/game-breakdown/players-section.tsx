// The game breakdown's players section: the player-count chart by period and the player-stats windows, from the
// cached history or (player stats) the live query the specification keeps out of the cache.
import { PeriodTabs } from "@/components/navigation/period-tabs";
import { LineChart } from "@/components/charts/line-chart";
import { DataTable } from "@/components/tables/data-table";
import { listGamePlayerStats } from "@/lib/data/players";
import { datasets } from "@/lib/datasets/registry";
import type { DataSourceKind } from "@/lib/shell/flags";
import { playerStatsOn, playerStatsWindows, type DailyPlayerCount } from "@/lib/domain/player-stats";
import { averagePlayerCountByPeriod, PERIOD_GRANULARITY, PERIOD_WINDOW_DAYS, type Period } from "@/lib/domain/periods";
import { formatCompact, formatDay, formatMonth } from "@/lib/ui/format";
import { Section, SectionMessage, UNAVAILABLE } from "@/components/ui/section";
import { getMarketDate } from "@/lib/data/market-date";
import { sharedWeakMap } from "@/lib/cache/shared-weak-map";
import type { PlayerCountHistory } from "@/lib/datasets/builders";
import { COLORS } from "./colors";

interface PlayersSectionProps {
  gameId: number;
  dataSource: DataSourceKind;
  statsSource: DataSourceKind;
  period: Period;
  hrefForPeriod: (period: Period) => string;
}

const PERIOD_LABELS: Record<Period, string> = { daily: "30 days", weekly: "12 weeks", three_months: "3 months", six_months: "6 months", monthly: "Monthly" };

const figuresByHistory = sharedWeakMap<NonNullable<PlayerCountHistory>, Map<string, unknown>>("game-player-figures");

/**
 * A figure worked out from a history, once per key. A cached history is one frozen object shared by every reader, so
 * each game's stats (per day) and period averages (per period and day) are worked out once, not on every view of the
 * page (two years of days, about a millisecond each).
 */
function fromHistory<T>(history: NonNullable<PlayerCountHistory>, key: string, work: (daily: DailyPlayerCount[]) => T): T {
  let figures = figuresByHistory.get(history);
  if (!figures) figuresByHistory.set(history, (figures = new Map()));
  if (!figures.has(key)) figures.set(key, work(history.daily.map((d) => ({ date: d.date, playerCount: d.player_count }))));
  return figures.get(key) as T;
}

/**
 * The player-count chart and the player-stats windows. Player stats are live by default (000 §1); with
 * `playerStatsSource=cloudfront` they are worked out from the cached daily history, whose two years bound "all time".
 */
export async function PlayersSection({ gameId, dataSource, statsSource, period, hrefForPeriod }: PlayersSectionProps) {
  const { today, historyStart } = await getMarketDate();
  const [history, liveStats] = await Promise.all([
    datasets.gamePlayerCountHistory(gameId, { dataSource }),
    statsSource === "graphql" ? listGamePlayerStats({ gameIds: [gameId], today }).then((page) => page.items[0] ?? null) : null,
  ]);
  const stats =
    statsSource === "graphql"
      ? liveStats
      : history
        ? fromHistory(history, `stats ${today} ${historyStart}`, (daily) => playerStatsOn(daily, today, historyStart))
        : null;
  const series = history ? fromHistory(history, `${period} ${today}`, (daily) => averagePlayerCountByPeriod(daily, period, today)) : [];
  // A monthly chart's periods are months, the others' days: each written as the screens' month or day columns are.
  const monthly = PERIOD_GRANULARITY[period] === "monthly";
  const periodLabel = monthly ? formatMonth : formatDay;
  const at = (day: string) => `${monthly ? "in" : "on"} ${periodLabel(day)}`;
  const tabs = (
    <PeriodTabs
      label="Period"
      periods={Object.keys(PERIOD_WINDOW_DAYS) as Period[]}
      current={period}
      labels={PERIOD_LABELS}
      hrefFor={hrefForPeriod}
      testIdPrefix="period"
    />
  );
  // A game without a day of counts on record (most of an imported Steam games file) has no peak in any window, not 0.
  const windows = playerStatsWindows(stats, history?.daily.length !== 0);
  return (
    <Section id="players" title="Players" description="Average daily peak of concurrent players, ending yesterday." actions={tabs}>
      {!history ? (
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      ) : series.length === 0 ? (
        <SectionMessage>No player counts in this window.</SectionMessage>
      ) : (
        <div data-testid="players-chart" data-points={series.length}>
          <LineChart
            labels={series.map((point) => periodLabel(point.period))}
            series={[{ label: "Average daily peak players", values: series.map((point) => point.average), color: COLORS.primary }]}
            format="compact"
            summary={`Players over ${PERIOD_LABELS[period]}: from ${formatCompact(series[0].average)} ${at(series[0].period)} to ${formatCompact(series.at(-1)!.average)} ${at(series.at(-1)!.period)}.`}
          />
        </div>
      )}
      <h3 className="mt-5 text-sm font-semibold">Player stats</h3>
      <DataTable
        caption="Player stats windows"
        csvName={`game-${gameId}-player-stats`}
        testId="player-stats"
        columns={[
          { key: "window", label: "Window" },
          { key: "kind", label: "Measure" },
          { key: "players", label: "Peak players", format: "integer" },
        ]}
        rows={windows}
      />
      {historyStart && (
        <p className="mt-2 text-xs text-slate-500 dark:text-slate-400" data-testid="player-stats-history">
          Player counts on record begin {formatDay(historyStart)}: a window reaching further back averages the days since.
        </p>
      )}
    </Section>
  );
}
