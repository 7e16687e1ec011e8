// The dashboard's sections above the fold, from the `dashboard` dataset (those below it: ./sections-below.tsx).
import { Section, SectionMessage, UNAVAILABLE } from "@/components/ui/section";
import { GROWTH_NEEDS_A_MONTH, TrendingGamesTable } from "@/components/tables/game-tables";
import { coverUrl } from "@/lib/art/urls";
import { SAMPLE_PLAYER_COUNT_OVERVIEW } from "@/lib/datasets/fallbacks";
import { marketSummary, type DashboardDataset } from "@/lib/datasets/registry";
import { formatCompact, formatDay } from "@/lib/ui/format";
import { TopGamesList, type RankedGame } from "./lists";

export async function MarketSummarySection() {
  const summary = await marketSummary();
  if (!summary) return <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>;
  const tiles = [
    { label: "Games", value: summary.games },
    { label: "Companies", value: summary.companies },
    { label: "Releases", value: summary.releases },
    { label: "Features", value: summary.classifications },
  ];
  return (
    <section aria-label="Market summary" className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-xl bg-white p-4 shadow-sm dark:bg-surface-dark-muted">
          <div className="text-sm text-slate-500">{tile.label}</div>
          <div className="text-2xl font-semibold" data-testid={`summary-${tile.label.toLowerCase()}`}>
            {formatCompact(tile.value)}
          </div>
        </div>
      ))}
    </section>
  );
}

/** With `mockData` (the mockData=true override) the built-in sample is shown on purpose, and said so. */
export function TopGamesSection({ overview, mockData = false }: { overview: DashboardDataset["playerCountOverview"] | null; mockData?: boolean }) {
  if (mockData) overview = { date: null, isSample: true, games: [...SAMPLE_PLAYER_COUNT_OVERVIEW] };
  const description = !overview
    ? undefined
    : mockData
      ? "Mock data (mockData=true): the built-in sample, not market figures."
      : overview.isSample
        ? "No player counts in the last 3 days: showing the built-in sample."
        : `Peak concurrent players on ${overview.date ? formatDay(overview.date) : "-"}`;
  return (
    <Section id="top-games-section" title="Top games by players" description={description}>
      {!overview ? (
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      ) : (
        <TopGamesList
          games={overview.games.map((game): RankedGame => [game.game_id, game.title, game.player_count, coverUrl({ gameId: game.game_id, filename: null })])}
        />
      )}
    </Section>
  );
}

/** `monthOfHistory` false: the data holds under 30 days of player counts, so no growth is measured (not "none grows"). */
export function TrendingSection({ trending, monthOfHistory = true }: { trending: DashboardDataset["trendingGames"] | null; monthOfHistory?: boolean }) {
  return (
    <Section
      id="trending"
      title="Trending games"
      description="Fastest growing among the 200 most played: last week's average players against the last month's."
    >
      {!trending ? (
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      ) : (
        <TrendingGamesTable
          caption="Trending games"
          csvName="trending-games"
          testId="trending-table"
          empty={monthOfHistory ? "No game is growing right now." : GROWTH_NEEDS_A_MONTH}
          rows={trending}
        />
      )}
    </Section>
  );
}
