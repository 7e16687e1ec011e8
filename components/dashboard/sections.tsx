// The dashboard's sections, all from the `dashboard` dataset except the upcoming pages after the first.
import { Section, SectionMessage, UNAVAILABLE } from "@/components/ui/section";
import { SteadyLink } from "@/components/navigation/steady-link";
import { DataTable } from "@/components/tables/data-table";
import { gameHref, TrendingGamesTable, UpcomingGamesTable } from "@/components/tables/game-tables";
import { coverUrl } from "@/lib/art/urls";
import { listUpcomingGames } from "@/lib/data/catalog";
import { SAMPLE_PLAYER_COUNT_OVERVIEW } from "@/lib/datasets/fallbacks";
import { marketSummary, type DashboardDataset } from "@/lib/datasets/registry";
import { formatCompact, formatDay } from "@/lib/ui/format";
import { LINK_CLASS, TopFeatureLists, TopGamesList, type RankedFeature, type RankedGame } from "./lists";

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
          empty={monthOfHistory ? "No game is growing right now." : "Growth needs 30 days of player counts; the data holds fewer."}
          rows={trending}
        />
      )}
    </Section>
  );
}

export async function UpcomingSection({
  first,
  page,
  hrefForPage,
}: {
  first: DashboardDataset["upcomingGames"] | null;
  page: number;
  hrefForPage: (page: number) => string;
}) {
  const upcoming = page === 1 ? first : await listUpcomingGames({ currentPage: page, perPage: 10 }).catch(() => null);
  const info = upcoming?.pageInfo;
  return (
    <Section id="upcoming" title="Upcoming games" description="Soonest first, by release date and time.">
      {!upcoming ? (
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      ) : (
        <>
          <UpcomingGamesTable
            caption="Upcoming games"
            csvName={`upcoming-games-page-${page}`}
            testId="upcoming-table"
            empty="No upcoming games."
            rows={upcoming.data}
          />
          {info && info.lastPage > 1 && (
            <nav aria-label="Upcoming pages" className="mt-3 flex items-center justify-between text-sm">
              {info.prevPage ? (
                <SteadyLink href={hrefForPage(info.prevPage)} scroll={false} className={LINK_CLASS} data-testid="upcoming-prev">
                  ← Previous
                </SteadyLink>
              ) : (
                <span />
              )}
              <span className="text-slate-500" data-testid="upcoming-page">
                Page {info.currentPage} of {info.lastPage}
              </span>
              {info.nextPage ? (
                <SteadyLink href={hrefForPage(info.nextPage)} scroll={false} className={LINK_CLASS} data-testid="upcoming-next">
                  Next →
                </SteadyLink>
              ) : (
                <span />
              )}
            </nav>
          )}
        </>
      )}
    </Section>
  );
}

export function MarketMoversSection({ movers }: { movers: DashboardDataset["marketMovers"] | null }) {
  const tables = [
    {
      key: "revenue" as const,
      title: "Revenue",
      change: "revenue_change",
      value: "weekly_revenue",
      valueLabel: "Last week",
      format: "usd" as const,
      changeLabel: "Week on week",
    },
    {
      key: "sentiment" as const,
      title: "Sentiment",
      change: "sentiment_change",
      value: "sentiment",
      valueLabel: "Score",
      format: "score" as const,
      changeLabel: "Month on month (points)",
    },
    {
      key: "wishlists" as const,
      title: "Wishlists",
      change: "wishlist_change",
      value: "wishlists",
      valueLabel: "Wishlists",
      format: "compact" as const,
      changeLabel: "Over 4 weeks",
    },
  ];
  return (
    <Section id="movers" title="Market movers" description="The biggest risers among the 20 most played games.">
      {!movers ? (
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          {tables.map((table) => (
            <div key={table.key}>
              <h3 className="mb-1 text-sm font-semibold">{table.title}</h3>
              <DataTable
                caption={`Market movers in ${table.title.toLowerCase()}`}
                csvName={`market-movers-${table.key}`}
                testId={`movers-${table.key}`}
                empty="No change to report."
                columns={[
                  { key: "title", label: "Game", href: "href" },
                  { key: table.value, label: table.valueLabel, format: table.format },
                  { key: table.change, label: table.changeLabel, format: table.key === "sentiment" ? "score" : "signed-percent" },
                ]}
                rows={movers[table.key].map((row) => ({ ...row, href: gameHref(row.game_id) }))}
              />
            </div>
          ))}
        </div>
      )}
    </Section>
  );
}

export function TopFeaturesSection({ features }: { features: DashboardDataset["topFeatures"] | null }) {
  const groups = [
    { key: "genres", title: "Genres", type: "Genre", typeId: 1 },
    { key: "themes", title: "Themes", type: "Theme", typeId: 17 },
    { key: "subGenres", title: "Sub-genres", type: "Sub-Genre", typeId: 16 },
  ] as const;
  return (
    <Section id="top-features" title="Top features this month" description="By players of the games that have them, at the latest ranking.">
      {!features ? (
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      ) : (
        <TopFeatureLists
          lists={groups.map((group) => ({
            ...group,
            features: (features[group.key] ?? []).map((feature): RankedFeature => [feature.cls_id, feature.cls_rank, feature.cls_name, feature.market_share]),
          }))}
        />
      )}
    </Section>
  );
}
