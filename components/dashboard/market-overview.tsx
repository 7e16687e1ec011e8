// The dashboard's market overview: players of the top games and the share of players by genre, month by month, over
// the period the switch chooses (a link, so a view is shareable).
import { LineChart } from "@/components/charts/line-chart";
import { Section, SectionMessage } from "@/components/ui/section";
import { PeriodTabs } from "@/components/navigation/period-tabs";
import { formatCompact, formatMonth, formatPercent } from "@/lib/ui/format";
import { getKnowledge } from "@/lib/lumos/knowledge";
import {
  marketOverview,
  overviewDescription,
  overviewSpan,
  OVERVIEW_PERIOD_LABELS,
  OVERVIEW_PERIODS,
  prepareMarketOverview,
  type OverviewPeriod,
} from "@/lib/market-research/market-overview";
import { SERIES_COLORS } from "@/lib/shell/theme";

const colorOf = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length];

export async function MarketOverviewSection({ period, hrefForPeriod }: { period: OverviewPeriod; hrefForPeriod: (period: OverviewPeriod) => string }) {
  const knowledge = await getKnowledge();
  await prepareMarketOverview(knowledge);
  const overview = marketOverview(knowledge, period);
  const { months, games, genres } = overview;
  const span = overviewSpan(months);
  const last = months.length - 1;
  const switcher = (
    <PeriodTabs
      label="Overview period"
      periods={Object.keys(OVERVIEW_PERIODS) as OverviewPeriod[]}
      current={period}
      labels={OVERVIEW_PERIOD_LABELS}
      hrefFor={hrefForPeriod}
      testIdPrefix="overview-period"
    />
  );
  return (
    <Section id="market-overview" title="Market overview" description={overviewDescription(months)} actions={switcher}>
      {months.length === 0 ? (
        <SectionMessage>No player counts in the last {OVERVIEW_PERIODS[period]} months.</SectionMessage>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2" data-testid="market-overview" data-months={months.length}>
          <OverviewChart
            testId="overview-top-games"
            title="Players of the top games"
            months={months}
            lines={games.map((game) => ({ label: game.title, values: game.players }))}
            format="compact"
            summary={`Average daily peak players, ${span}: ${games.map((game) => `${game.title} ${formatCompact(game.players[last])}`).join(", ")} in the latest month.`}
          />
          <OverviewChart
            testId="overview-genre-share"
            title="Share of players by genre"
            months={months}
            lines={genres.map((genre) => ({ label: genre.name, values: genre.shares }))}
            format="percent"
            summary={`Share of players by genre, ${span}: ${genres.map((genre) => `${genre.name} ${formatPercent(genre.shares[last])}`).join(", ")} in the latest month.`}
          />
        </div>
      )}
    </Section>
  );
}

function OverviewChart({
  testId,
  title,
  months,
  lines,
  format,
  summary,
}: {
  testId: string;
  title: string;
  months: readonly string[];
  lines: ReadonlyArray<{ label: string; values: number[] }>;
  format: "compact" | "percent";
  summary: string;
}) {
  return (
    <div data-testid={testId}>
      <h3 className="mb-2 text-sm font-semibold">{title}</h3>
      <LineChart labels={months.map(formatMonth)} series={lines.map((line, index) => ({ ...line, color: colorOf(index) }))} format={format} summary={summary} />
    </div>
  );
}
