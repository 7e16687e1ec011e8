"use client";

// What a feature is, read in the browser: three named GraphQL queries that Apollo sends as one batch to
// /api/graphql/batch, and the feature's trending games from the dataset cache.
import { gql } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { SteadyLink } from "@/components/navigation/steady-link";
import { LineChart } from "@/components/charts/line-chart";
import { SectionMessage } from "@/components/ui/section";
import { TrendingGamesTable } from "@/components/tables/game-tables";
import { useDataset } from "@/lib/client/swr";
import type { TrendingGame } from "@/lib/datasets/registry";
import { featureLink } from "@/lib/ui/feature-links";
import { formatCompact, formatMonth, formatPercent } from "@/lib/ui/format";
import { PreviewSkeleton } from "./preview-skeleton";

export const FEATURE_BY_ID = gql`
  query FeatureById($ids: [Int!]) {
    fetchPaginatedClassifications(id: $ids) {
      data {
        id
        name
        description
        classification_type_id
        classification_type_name
      }
    }
  }
`;

export const FEATURE_TREND_TAGS = gql`
  query FeatureTrendTags($ids: [Int!]!) {
    fetchFeatureTags(cls_id: $ids) {
      cls_id
      month_year
      trend_tag
    }
  }
`;

export const FEATURE_RANK_HISTORY = gql`
  query FeatureRankHistory($clsId: Int) {
    fetchFeatureRanks(cls_id: $clsId, limit: 1000) {
      items {
        date
        cls_rank
        player_count
        market_share
      }
      nextToken
    }
  }
`;

interface FeatureByIdData {
  fetchPaginatedClassifications: {
    data: Array<{ id: number; name: string; description: string | null; classification_type_id: number; classification_type_name: string }>;
  };
}
interface FeatureTrendTagsData {
  fetchFeatureTags: Array<{ cls_id: number; month_year: string; trend_tag: string }>;
}
interface FeatureRankHistoryData {
  fetchFeatureRanks: { items: Array<{ date: string; cls_rank: number; player_count: number; market_share: number }>; nextToken: string | null };
}

/** Months of player history the small chart shows. */
const HISTORY_MONTHS = 24;

const TREND_STYLE: Record<string, string> = {
  Rising: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200",
  Declining: "bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-200",
};

const buttonClass = "rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500";

export interface FeaturePreviewProps {
  clsId: number | null;
  feat?: string;
  cat?: string;
  clsTypeId?: number | null;
  /** The id the heading carries, for a dialog's aria-labelledby. */
  titleId: string;
  heading?: "h1" | "h2";
}

export function FeaturePreview(props: FeaturePreviewProps) {
  const Heading = props.heading ?? "h2";
  if (props.clsId === null) {
    return (
      <div data-testid="feature-preview-not-found">
        <Heading id={props.titleId} className="text-xl font-bold">
          Feature not found
        </Heading>
        <SectionMessage>{props.feat ? `"${props.feat}" has no feature id, so it cannot be opened.` : "No feature was given."}</SectionMessage>
      </div>
    );
  }
  return <FeaturePreviewOf {...props} clsId={props.clsId} />;
}

function FeaturePreviewOf({ clsId, feat, cat, clsTypeId, titleId, heading = "h2" }: FeaturePreviewProps & { clsId: number }) {
  const Heading = heading;
  const feature = useQuery<FeatureByIdData>(FEATURE_BY_ID, { variables: { ids: [clsId] } });
  const tags = useQuery<FeatureTrendTagsData>(FEATURE_TREND_TAGS, { variables: { ids: [clsId] } });
  const ranks = useQuery<FeatureRankHistoryData>(FEATURE_RANK_HISTORY, { variables: { clsId } });

  if (feature.error || tags.error || ranks.error) {
    const error = feature.error ?? tags.error ?? ranks.error;
    console.error("[feature-preview] Failed to load the feature", error);
    return (
      <LoadFailed
        heading={heading}
        titleId={titleId}
        name={feat}
        onRetry={() => {
          void feature.refetch();
          void tags.refetch();
          void ranks.refetch();
        }}
      />
    );
  }
  if (!feature.data || !tags.data || !ranks.data) {
    return (
      <>
        <Heading id={titleId} className="sr-only">
          {feat ?? "Feature"}
        </Heading>
        <PreviewSkeleton name={feat} />
      </>
    );
  }
  const found = feature.data.fetchPaginatedClassifications.data[0];
  if (!found) {
    return (
      <div data-testid="feature-preview-not-found">
        <Heading id={titleId} className="text-xl font-bold">
          Feature not found
        </Heading>
        <SectionMessage>{`There is no feature with the id "${clsId}".`}</SectionMessage>
      </div>
    );
  }
  const history = ranks.data.fetchFeatureRanks.items;
  const latest = history.at(-1) ?? null;
  const tag = [...tags.data.fetchFeatureTags].sort((a, b) => b.month_year.localeCompare(a.month_year))[0] ?? null;
  const recent = history.slice(-HISTORY_MONTHS);
  const fullHref = featureLink({
    cls_id: clsId,
    name: found.name,
    type: cat ?? found.classification_type_name,
    cls_type_id: clsTypeId ?? found.classification_type_id,
  })!;
  const tiles = [
    { label: "Rank", value: latest ? `#${latest.cls_rank}` : "-", testId: "feature-preview-rank" },
    { label: "Players", value: latest ? formatCompact(latest.player_count) : "-", testId: "feature-preview-players" },
    { label: "Market share", value: latest ? formatPercent(latest.market_share) : "-", testId: "feature-preview-share" },
    { label: "Ranked for", value: latest ? formatMonth(latest.date) : "-", testId: "feature-preview-date" },
  ];

  return (
    <div className="space-y-5" data-testid="feature-preview" data-cls-id={clsId}>
      <div>
        <p className="text-xs font-medium uppercase tracking-wide text-indigo-700 dark:text-indigo-300" data-testid="feature-preview-type">
          {found.classification_type_name}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Heading id={titleId} className="text-xl font-bold tracking-tight" data-testid="feature-preview-name">
            {found.name}
          </Heading>
          {tag && (
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${TREND_STYLE[tag.trend_tag] ?? "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200"}`}
              title={`Trend for ${tag.month_year}`}
              data-testid="feature-preview-trend"
            >
              {tag.trend_tag}
            </span>
          )}
        </div>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{found.description || "No description has been written for this feature yet."}</p>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
            <dt className="text-xs text-slate-500 dark:text-slate-400">{tile.label}</dt>
            <dd className="text-lg font-semibold tabular-nums" data-testid={tile.testId}>
              {tile.value}
            </dd>
          </div>
        ))}
      </dl>

      <PlayersByMonth titleId={titleId} name={found.name} recent={recent} />

      <TrendingWith clsId={clsId} name={found.name} titleId={titleId} />

      <div className="flex justify-end">
        <SteadyLink href={fullHref} className={`${buttonClass} bg-indigo-600 text-white hover:bg-indigo-700`} data-testid="feature-preview-full">
          Open full breakdown
        </SteadyLink>
      </div>
    </div>
  );
}

/** The feature could not be read: says so, with a button that reads it again. */
function LoadFailed({ heading: Heading, titleId, name, onRetry }: { heading: "h1" | "h2"; titleId: string; name?: string; onRetry: () => void }) {
  return (
    <div data-testid="feature-preview-error" role="alert">
      <Heading id={titleId} className="text-xl font-bold">
        {name ?? "Feature"}
      </Heading>
      <SectionMessage tone="error">This feature could not be loaded right now.</SectionMessage>
      <div className="text-center">
        <button type="button" data-testid="feature-preview-retry" className={`${buttonClass} bg-indigo-600 text-white hover:bg-indigo-700`} onClick={onRetry}>
          Try again
        </button>
      </div>
    </div>
  );
}

/** The small chart of the feature's players over its last HISTORY_MONTHS months. */
function PlayersByMonth({ titleId, name, recent }: { titleId: string; name: string; recent: FeatureRankHistoryData["fetchFeatureRanks"]["items"] }) {
  return (
    <section aria-labelledby={`${titleId}-history`}>
      <h3 id={`${titleId}-history`} className="mb-1 text-sm font-semibold">
        Players by month
      </h3>
      {recent.length === 0 ? (
        <SectionMessage>No player history for this feature yet.</SectionMessage>
      ) : (
        <div data-testid="feature-preview-chart">
          <LineChart
            labels={recent.map((r) => formatMonth(r.date))}
            series={[{ label: "Players", values: recent.map((r) => r.player_count), color: "#6366f1" }]}
            format="compact"
            height={180}
            summary={`Players of games with ${name} over the last ${recent.length} months, from ${formatCompact(recent[0].player_count)} to ${formatCompact(recent.at(-1)!.player_count)}.`}
          />
        </div>
      )}
    </section>
  );
}

function TrendingWith({ clsId, name, titleId }: { clsId: number; name: string; titleId: string }) {
  // The server rebuilds this dataset every 5 minutes; the browser keeps it no longer.
  const trending = useDataset<TrendingGame[]>(`feature_breakdown_${clsId}_trending_games`, { tier: "short" });
  const status = trending.data ? "ready" : trending.error && !trending.isValidating ? "error" : "loading";
  return (
    <section aria-labelledby={`${titleId}-trending`} data-testid="feature-preview-trending" data-state={status}>
      <h3 id={`${titleId}-trending`} className="mb-1 text-sm font-semibold">
        Top trending games with {name}
      </h3>
      {status === "loading" ? (
        <div role="status" aria-label="Loading trending games" className="h-32 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
      ) : status === "error" ? (
        <div className="text-center">
          <SectionMessage tone="error">The trending games could not be loaded right now.</SectionMessage>
          <button
            type="button"
            onClick={() => void trending.mutate()}
            className={`${buttonClass} border border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800`}
          >
            Try again
          </button>
        </div>
      ) : (
        <TrendingGamesTable
          caption={`Trending games with ${name}`}
          csvName={`feature-${clsId}-trending-games`}
          testId="feature-preview-trending-table"
          empty="No game with this feature is growing right now."
          rows={trending.data!.slice(0, 5)}
        />
      )}
    </section>
  );
}
