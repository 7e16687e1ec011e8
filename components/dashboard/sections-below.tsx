"use client";
// The dashboard's sections below the fold: its top features, market movers and upcoming games. The page sends their
// skeletons; once it has hydrated, this reads their data in one request (GET /api/dashboard/sections,
// lib/dashboard/below-the-fold.ts) and draws them (components/ui/sections-after-page.tsx). A result is only drawn for
// the page of upcoming games and the data source it was asked for.
import { SteadyLink } from "@/components/navigation/steady-link";
import { DataTable } from "@/components/tables/data-table";
import { gameHref, UpcomingGamesTable } from "@/components/tables/game-tables";
import { Section, SectionMessage, UNAVAILABLE } from "@/components/ui/section";
import { SectionAfterPage, useSectionsData } from "@/components/ui/sections-after-page";
import type { DashboardSectionsBelowTheFold } from "@/lib/dashboard/below-the-fold";
import type { DashboardDataset } from "@/lib/datasets/registry";
import { dashboardHref } from "@/lib/dashboard/hrefs";
import { sourceParam, type DataSourceKind } from "@/lib/shell/flags";
import { useRef } from "react";
import { LINK_CLASS, TopFeatureLists, type RankedFeature } from "./lists";

type Parts = DashboardSectionsBelowTheFold;

/**
 * The sections below the fold, in the page's layout: skeletons until their data has come, then the sections.
 * `params` are the dashboard's own query parameters, which its links to other pages of upcoming games keep.
 */
export function DashboardSectionsBelow({
  upcomingPage,
  dataSource,
  params,
}: {
  upcomingPage: number;
  dataSource: DataSourceKind;
  params: Record<string, string>;
}) {
  const key = new URLSearchParams({ upcoming_page: String(upcomingPage), dataSource: sourceParam(dataSource) }).toString();
  const parts = useSectionsData<Parts>(`/api/dashboard/sections?${key}`);
  // Another page of upcoming games reads the sections again; the top features and market movers, the same for every
  // page, stay as they were meanwhile (for the same data source), while the upcoming games wait for their own page.
  const kept = useRef<{ dataSource: DataSourceKind; parts: Parts } | null>(null);
  if (parts) kept.current = { dataSource, parts };
  const steady = parts === undefined && kept.current?.dataSource === dataSource ? kept.current.parts : parts;
  const hrefForPage = (page: number) => dashboardHref(params, "upcoming_page", page > 1 ? String(page) : null);
  return (
    <>
      <SectionAfterPage data={steady} id="top-features" title="Top features">
        {(p) => <TopFeaturesSection features={p.topFeatures} />}
      </SectionAfterPage>
      <SectionAfterPage data={steady} id="movers" title="Market movers">
        {(p) => <MarketMoversSection movers={p.marketMovers} />}
      </SectionAfterPage>
      <SectionAfterPage data={parts} id="upcoming" title="Upcoming games">
        {(p) => <UpcomingSection upcoming={p.upcoming} page={upcomingPage} hrefForPage={hrefForPage} />}
      </SectionAfterPage>
    </>
  );
}

/** A page of upcoming games, with links to the pages before and after it (the dashboard's own address, changed). */
export function UpcomingSection({
  upcoming,
  page,
  hrefForPage,
}: {
  upcoming: DashboardDataset["upcomingGames"] | null;
  page: number;
  hrefForPage: (page: number) => string;
}) {
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

/**
 * The biggest risers in revenue, sentiment and wishlists. A game without the weeks or months its change needs is left
 * out, so an empty table means none of the 20 most played has them (one imported snapshot has neither), and says so.
 */
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
      empty: "A week-on-week change needs two weeks of revenue estimates; the data holds fewer.",
    },
    {
      key: "sentiment" as const,
      title: "Sentiment",
      change: "sentiment_change",
      value: "sentiment",
      valueLabel: "Score",
      format: "score" as const,
      changeLabel: "Month on month (points)",
      empty: "A month-on-month change needs two months of sentiment scores; the data holds fewer.",
    },
    {
      key: "wishlists" as const,
      title: "Wishlists",
      change: "wishlist_change",
      value: "wishlists",
      valueLabel: "Wishlists",
      format: "compact" as const,
      changeLabel: "Over 4 weeks",
      empty: "A change over 4 weeks needs five weeks of wishlist counts; the data holds fewer.",
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
                empty={table.empty}
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
