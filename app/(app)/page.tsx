import { Suspense } from "react";
import { MarketOverviewSection } from "@/components/dashboard/market-overview";
import { MarketSummarySection, TopGamesSection, TrendingSection } from "@/components/dashboard/sections";
import { DashboardSectionsBelow } from "@/components/dashboard/sections-below";
import { SectionSkeleton } from "@/components/ui/section";
import { requirePageUser } from "@/lib/auth/guard";
import { getMarketDate } from "@/lib/data/market-date";
import { dashboardHref } from "@/lib/dashboard/hrefs";
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
  // The dashboard's own parameters, which a link changing one of them keeps.
  const own = Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const hrefForPeriod = (period: OverviewPeriod) => dashboardHref(own, "overview", period === DEFAULT_OVERVIEW_PERIOD ? null : period);
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
        <DashboardSections dataSource={dataSource} mockData={mockData} />
      </Suspense>
      <DashboardSectionsBelow upcomingPage={upcomingPage} dataSource={dataSource} params={own} />
    </main>
  );
}

async function DashboardSections({ dataSource, mockData }: { dataSource: "cache" | "graphql"; mockData: boolean }) {
  const [data, marketDate] = await Promise.all([datasets.dashboard({ dataSource }), getMarketDate().catch(() => null)]);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <TopGamesSection overview={data?.playerCountOverview ?? null} mockData={mockData} />
      <TrendingSection trending={data?.trendingGames ?? null} monthOfHistory={marketDate?.monthOfHistory ?? true} />
    </div>
  );
}
