import type { Metadata } from "next";
import { SteadyLink } from "@/components/navigation/steady-link";
import { Suspense } from "react";
import { FeatureHistorySection, FeatureTrendingSection, FeatureUpcomingSection, SymbioticFeaturesSection } from "@/components/feature-breakdown/sections";
import { SectionSkeleton } from "@/components/ui/section";
import { requirePageUser } from "@/lib/auth/guard";
import { datasets, type FeatureMetadata } from "@/lib/datasets/registry";
import { parseId } from "@/lib/domain/ids";
import { dataSourcesFor, queryOf } from "@/lib/shell/flags";
import { formatCompact, formatMonth, formatPercent } from "@/lib/ui/format";

export const dynamic = "force-dynamic";

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function readParams(params: SearchParams) {
  return {
    clsId: parseId(first(params.cls_id)),
    feat: first(params.feat),
    dataSource: dataSourcesFor(queryOf(params)).featureBreakdown,
  };
}

async function loadFeature(clsId: number | null, dataSource: "cache" | "graphql"): Promise<FeatureMetadata | null> {
  if (clsId === null) return null;
  return datasets.featureMetadata(clsId, { dataSource });
}

export async function generateMetadata({ searchParams }: { searchParams: Promise<SearchParams> }): Promise<Metadata> {
  const { clsId } = readParams(await searchParams);
  const feature = await loadFeature(clsId, "cache");
  return { title: feature ? feature.name : "Feature not found" };
}

const TREND_STYLE: Record<string, string> = {
  up: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200",
  down: "bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200",
};

/** /feature-breakdown-page?cls_id=…&feat=…&cat=…&cls_type_id=… (and /featurebreakdownpage): one feature through the market. */
export default async function FeatureBreakdownPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageUser();
  const { clsId, feat, dataSource } = readParams(await searchParams);
  const feature = await loadFeature(clsId, dataSource);
  if (!feature || clsId === null) {
    return (
      <main className="mx-auto w-full max-w-xl px-6 py-16 text-center" data-testid="feature-not-found">
        <h1 className="text-2xl font-bold">Feature not found</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          {clsId === null
            ? `${feat ? `"${feat}" has no feature id, so it cannot be opened.` : "No feature was given."}`
            : `There is no feature with the id "${clsId}".`}
        </p>
        <SteadyLink
          href="/"
          className="mt-6 inline-block rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-500"
        >
          Back to the dashboard
        </SteadyLink>
      </main>
    );
  }
  const trend = feature.trendTag === "Rising" ? "up" : feature.trendTag === "Declining" ? "down" : null;
  const tiles = [
    { label: "Rank", value: feature.rank === null ? "-" : `#${feature.rank}`, testId: "feature-rank" },
    { label: "Players", value: formatCompact(feature.playerCount), testId: "feature-players" },
    { label: "Market share", value: formatPercent(feature.marketShare), testId: "feature-share" },
    { label: "Games", value: formatCompact(feature.games), testId: "feature-games" },
  ];
  const props = { clsId, dataSource };
  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6" data-testid="feature-breakdown" data-cls-id={clsId}>
      <header className="rounded-xl bg-white p-5 shadow-sm dark:bg-surface-dark-muted">
        <p className="text-xs font-medium uppercase tracking-wide text-indigo-700 dark:text-indigo-300">{feature.classificationType}</p>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight" data-testid="feature-name">
            {feature.name}
          </h1>
          {feature.trendTag && (
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${trend ? TREND_STYLE[trend] : "bg-slate-100 dark:bg-slate-800"}`}
              data-testid="feature-trend"
              title={feature.trendMonth ? `Trend for ${feature.trendMonth}` : undefined}
            >
              {feature.trendTag}
            </span>
          )}
        </div>
        {feature.description && <p className="mt-2 max-w-3xl text-sm text-slate-600 dark:text-slate-400">{feature.description}</p>}
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {tiles.map((tile) => (
            <div key={tile.label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
              <dt className="text-xs text-slate-500">{tile.label}</dt>
              <dd className="text-xl font-semibold tabular-nums" data-testid={tile.testId}>
                {tile.value}
              </dd>
            </div>
          ))}
        </dl>
        {feature.rankDate && (
          <p className="mt-2 text-xs text-slate-500" data-testid="feature-rank-date">
            Ranked by players in {formatMonth(feature.rankDate)}.
          </p>
        )}
      </header>
      <Suspense fallback={<SectionSkeleton title="Players and market share" height="h-72" />}>
        <FeatureHistorySection {...props} />
      </Suspense>
      <div className="grid gap-6 lg:grid-cols-2">
        <Suspense fallback={<SectionSkeleton title="Trending games" />}>
          <FeatureTrendingSection {...props} />
        </Suspense>
        <Suspense fallback={<SectionSkeleton title="Upcoming games" />}>
          <FeatureUpcomingSection {...props} />
        </Suspense>
      </div>
      <Suspense fallback={<SectionSkeleton title="Symbiotic features" />}>
        <SymbioticFeaturesSection {...props} />
      </Suspense>
    </main>
  );
}
