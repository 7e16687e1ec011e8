// The dashboard's market overview: players of the top games and the share of players by genre, month by month, over
// the period the switch chooses (a link, so a view is shareable).
import { LineChart } from "@/components/charts/line-chart";
import { Section, SectionMessage } from "@/components/game-breakdown/section";
import { SteadyLink } from "@/components/navigation/steady-link";
import { formatCompact, formatMonth } from "@/lib/format";
import { getKnowledge } from "@/lib/lumos/knowledge";
import { marketOverview, OVERVIEW_PERIOD_LABELS, OVERVIEW_PERIODS, type OverviewPeriod } from "@/lib/market-research/market-overview";
import { SERIES_COLORS } from "@/lib/theme";

const colorOf = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length];

export async function MarketOverviewSection({ period, hrefForPeriod }: { period: OverviewPeriod; hrefForPeriod: (period: OverviewPeriod) => string }) {
  const overview = marketOverview(await getKnowledge(), period);
  const { months, games, genres } = overview;
  const span = months.length > 0 ? `${formatMonth(months[0])} to ${formatMonth(months[months.length - 1])}` : "";
  const last = months.length - 1;
  const switcher = (
    <nav aria-label="Overview period" className="flex flex-wrap gap-1">
      {(Object.keys(OVERVIEW_PERIODS) as OverviewPeriod[]).map((choice) => (
        <SteadyLink
          key={choice}
          href={hrefForPeriod(choice)}
          scroll={false}
          aria-current={choice === period ? "page" : undefined}
          data-testid={`overview-period-${choice}`}
          className={`rounded-md px-2 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-indigo-500 ${choice === period ? "bg-indigo-600 text-white" : "bg-slate-100 hover:bg-slate-200 dark:bg-slate-800 dark:hover:bg-slate-700"}`}
        >
          {OVERVIEW_PERIOD_LABELS[choice]}
        </SteadyLink>
      ))}
    </nav>
  );
  return (
    <Section
      id="market-overview"
      title="Market overview"
      description={`Month by month${span ? `, ${span}` : ""}: the players of the five most played games (average daily peak) and each genre's share of all players (a game counts for each of its genres).`}
      actions={switcher}
    >
      {months.length === 0 ? (
        <SectionMessage>No player counts in the last {OVERVIEW_PERIODS[period]} months.</SectionMessage>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2" data-testid="market-overview" data-months={months.length}>
          <div data-testid="overview-top-games">
            <h3 className="mb-2 text-sm font-semibold">Players of the top games</h3>
            <LineChart
              labels={months.map(formatMonth)}
              series={games.map((game, index) => ({ label: game.title, values: game.players, color: colorOf(index) }))}
              format="compact"
              summary={`Average daily peak players, ${span}: ${games.map((game) => `${game.title} ${formatCompact(game.players[last])}`).join(", ")} in the latest month.`}
            />
          </div>
          <div data-testid="overview-genre-share">
            <h3 className="mb-2 text-sm font-semibold">Share of players by genre</h3>
            <LineChart
              labels={months.map(formatMonth)}
              series={genres.map((genre, index) => ({ label: genre.name, values: genre.shares, color: colorOf(index) }))}
              format="percent"
              summary={`Share of players by genre, ${span}: ${genres.map((genre) => `${genre.name} ${genre.shares[last].toFixed(1)}%`).join(", ")} in the latest month.`}
            />
          </div>
        </div>
      )}
    </Section>
  );
}
