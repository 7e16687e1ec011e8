import { Suspense } from "react";
import { MarketOverviewSection } from "@/components/dashboard/market-overview";
import {
  MarketMoversSection,
  MarketSummarySection,
  TopFeaturesSection,
  TopGamesSection,
  TrendingSection,
  UpcomingSection,
} from "@/components/dashboard/sections";
import { BelowTheFold } from "@/components/ui/below-the-fold";
import { SectionBelowTheFold, SectionSkeleton } from "@/components/ui/section";
import { requirePageUser } from "@/lib/auth/guard";
import { getMarketDate } from "@/lib/data/market-date";
import { datasets } from "@/lib/datasets/registry";
import { parseId } from "@/lib/domain/ids";
import { dataSourcesFor, flagsFor, queryOf } from "@/lib/shell/flags";
import { DEFAULT_OVERVIEW_PERIOD, parseOverviewPeriod, type OverviewPeriod } from "@/lib/market-research/market-overview";

export const dynamic = "force-dynamic";

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The dashboard: /, /dashboard-page and /home-page (and their run-together forms). */
export default async function DashboardPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageUser();
  const params = await searchParams;
  const query = queryOf(params);
  const dataSource = dataSourcesFor(query).dashboard;
  const { mockData } = flagsFor(query);
  const upcomingPage = parseId(first(params.upcoming_page)) ?? 1;
  const overviewPeriod = parseOverviewPeriod(first(params.overview));
  /** The dashboard's link with one parameter changed (left out at its default), the others kept. */
  const hrefWith = (name: string, value: string | null) => {
    const query = new URLSearchParams();
    for (const [key, other] of Object.entries(params)) if (typeof other === "string" && key !== name) query.set(key, other);
    if (value !== null) query.set(name, value);
    const text = query.toString();
    return text ? `?${text}` : "?";
  };
  const hrefForPage = (page: number) => hrefWith("upcoming_page", page > 1 ? String(page) : null);
  const hrefForPeriod = (period: OverviewPeriod) => hrefWith("overview", period === DEFAULT_OVERVIEW_PERIOD ? null : period);
  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Lumos</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">The games market at a glance.</p>
      </header>
      <Suspense fallback={<SectionSkeleton title="Market summary" height="h-16" />}>
        <MarketSummarySection />
      </Suspense>
      <Suspense fallback={<SectionSkeleton title="Market overview" height="h-72" />}>
        <MarketOverviewSection period={overviewPeriod} hrefForPeriod={hrefForPeriod} />
      </Suspense>
      <Suspense fallback={<SectionSkeleton title="Dashboard" height="h-96" />}>
        <DashboardSections dataSource={dataSource} mockData={mockData} upcomingPage={upcomingPage} hrefForPage={hrefForPage} />
      </Suspense>
    </main>
  );
}

async function DashboardSections({
  dataSource,
  mockData,
  upcomingPage,
  hrefForPage,
}: {
  dataSource: "cache" | "graphql";
  mockData: boolean;
  upcomingPage: number;
  hrefForPage: (page: number) => string;
}) {
  const [data, marketDate] = await Promise.all([datasets.dashboard({ dataSource }), getMarketDate().catch(() => null)]);
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-2">
        <TopGamesSection overview={data?.playerCountOverview ?? null} mockData={mockData} />
        <TrendingSection trending={data?.trendingGames ?? null} monthOfHistory={marketDate?.monthOfHistory ?? true} />
      </div>
      <BelowTheFold fallback={<SectionSkeleton title="Top features" />}>
        <TopFeaturesSection features={data?.topFeatures ?? null} />
      </BelowTheFold>
      <BelowTheFold fallback={<SectionSkeleton title="Market movers" />}>
        <MarketMoversSection movers={data?.marketMovers ?? null} />
      </BelowTheFold>
      <SectionBelowTheFold title="Upcoming games">
        <UpcomingSection first={data?.upcomingGames ?? null} page={upcomingPage} hrefForPage={hrefForPage} />
      </SectionBelowTheFold>
    </>
  );
}
