// The streamed sections of the feature breakdown, each from its named dataset.
import { LineChart } from "@/components/charts/line-chart";
import { Section, SectionMessage, UNAVAILABLE } from "@/components/ui/section";
import { featureLink } from "@/lib/ui/feature-links";
import { DataTable } from "@/components/tables/data-table";
import { GROWTH_NEEDS_A_MONTH, TrendingGamesTable, UpcomingGamesTable } from "@/components/tables/game-tables";
import { getMarketDate } from "@/lib/data/market-date";
import { datasets } from "@/lib/datasets/registry";
import { formatCompact, formatMonth, formatPercent } from "@/lib/ui/format";

export interface FeatureSectionProps {
  clsId: number;
  dataSource: "cache" | "graphql";
}

export async function FeatureHistorySection({ clsId, dataSource }: FeatureSectionProps) {
  const history = await datasets.featurePlayerHistory(clsId, { dataSource });
  const points = history?.monthly ?? [];
  return (
    <Section
      id="feature-history"
      title="Players and market share"
      description="Players of games with this feature and their share of all players, month by month (the average of each day's peak)."
    >
      {!history ? (
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      ) : points.length === 0 ? (
        <SectionMessage>No ranking history for this feature.</SectionMessage>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2" data-testid="feature-history" data-points={points.length}>
          <LineChart
            labels={points.map((p) => formatMonth(p.date))}
            series={[{ label: "Players", values: points.map((p) => p.player_count), color: "#6366f1" }]}
            format="compact"
            summary={`Players with this feature: ${formatCompact(points.at(-1)!.player_count)} in ${formatMonth(points.at(-1)!.date)}.`}
          />
          <LineChart
            labels={points.map((p) => formatMonth(p.date))}
            series={[{ label: "Market share", values: points.map((p) => p.market_share), color: "#10b981" }]}
            format="percent"
            summary={`Market share ${formatPercent(points.at(-1)!.market_share)} in ${formatMonth(points.at(-1)!.date)}.`}
          />
        </div>
      )}
    </Section>
  );
}

export async function SymbioticFeaturesSection({ clsId, dataSource }: FeatureSectionProps) {
  const rows = await datasets.featureSymbioticData(clsId, { dataSource });
  return (
    <Section
      id="symbiotic-features"
      title="Symbiotic features"
      description="Features that go with this one among the 300 games with most players in the last 30 days."
    >
      {!rows ? (
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      ) : (
        <DataTable
          caption="Symbiotic features"
          csvName={`feature-${clsId}-symbiotic-features`}
          testId="symbiotic-features-table"
          empty="No feature goes with this one more than chance among the top games."
          columns={[
            { key: "cls_name", label: "Feature", href: "href" },
            { key: "classification_type_name", label: "Type" },
            { key: "co_occurrence", label: "Co-occurrence", format: "percent", title: "Share of the top games with this feature that also have the other" },
            { key: "lift", label: "Lift", format: "score", title: "Above 1: they go together more often than chance" },
            { key: "games", label: "Games", format: "integer" },
          ]}
          rows={rows.map((row) => ({
            ...row,
            co_occurrence: row.co_occurrence * 100,
            href: featureLink({ cls_id: row.cls_id, name: row.cls_name, type: row.classification_type_name }),
          }))}
        />
      )}
    </Section>
  );
}

export async function FeatureTrendingSection({ clsId, dataSource }: FeatureSectionProps) {
  const [rows, marketDate] = await Promise.all([datasets.featureTrendingGames(clsId, { dataSource }), getMarketDate().catch(() => null)]);
  return (
    <Section
      id="feature-trending"
      title="Trending games"
      description="Games with this feature growing fastest: last week's average players against the last month's."
    >
      {!rows ? (
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      ) : (
        <TrendingGamesTable
          caption="Trending games with this feature"
          csvName={`feature-${clsId}-trending-games`}
          testId="feature-trending-table"
          empty={marketDate?.monthOfHistory === false ? GROWTH_NEEDS_A_MONTH : "No game with this feature is growing right now."}
          rows={rows}
        />
      )}
    </Section>
  );
}

export async function FeatureUpcomingSection({ clsId, dataSource }: FeatureSectionProps) {
  const page = await datasets.featureUpcomingGames(clsId, { dataSource });
  return (
    <Section id="feature-upcoming" title="Upcoming games" description="Unreleased games with this feature, soonest first.">
      {!page ? (
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      ) : (
        <UpcomingGamesTable
          caption="Upcoming games with this feature"
          csvName={`feature-${clsId}-upcoming-games`}
          testId="feature-upcoming-table"
          empty="No upcoming game has this feature."
          rows={page.data}
        />
      )}
    </Section>
  );
}
