"use client";
// Market research's sections below the fold, the distribution and the share of players by feature. The page sends
// skeletons in their place; once it has hydrated, this reads them for the view's filters and chart type in one
// request (GET /api/market-research/sections, lib/market-research/below-the-fold.ts) and draws them. A new sort or
// page keeps them; a result is only drawn for the view it was asked for.
import { BarChart } from "@/components/charts/bar-chart";
import { LineChart } from "@/components/charts/line-chart";
import { DataTable } from "@/components/tables/data-table";
import { LazyDetails } from "@/components/ui/lazy-details";
import { Section, SectionMessage } from "@/components/ui/section";
import { SectionAfterPage, useSectionsData } from "@/components/ui/sections-after-page";
import type { MarketResearchBelowTheFold } from "@/lib/market-research/below-the-fold";
import { sectionsParams, type MarketResearchQuery } from "@/lib/market-research/market-research-query";
import { SERIES_COLORS } from "@/lib/shell/theme";
import { formatMonth, formatPercent } from "@/lib/ui/format";
import { FeatureTypeSelect } from "./feature-type-select";
import { NoMatch } from "./no-match";

type Parts = MarketResearchBelowTheFold;

export function MarketResearchSectionsBelow({ query, types }: { query: MarketResearchQuery; types: Array<{ id: number; name: string }> }) {
  const key = sectionsParams(query).toString();
  const parts = useSectionsData<Parts>(`/api/market-research/sections${key ? `?${key}` : ""}`);
  const part = (id: string, title: string, height: string, draw: (parts: Parts) => React.ReactNode) => (
    <SectionAfterPage data={parts} id={id} title={title} height={height}>
      {draw}
    </SectionAfterPage>
  );
  return (
    <>
      {part("distribution", "Distribution", "h-72", (parts) => (
        <DistributionView parts={parts} />
      ))}
      {part("feature-share", "Share of players by feature over time", "h-80", (parts) => (
        <FeatureShareView query={query} types={types} parts={parts} />
      ))}
    </>
  );
}

/** How the matched games spread over release years and platforms. */
function DistributionView({ parts }: { parts: Parts }) {
  if (parts.matched === 0) {
    return (
      <Section id="distribution" title="Distribution">
        <NoMatch />
      </Section>
    );
  }
  const years = parts.byReleaseYear;
  const yearLabel = (year: number | null) => (year === null ? "TBA" : String(year));
  const platforms = parts.byPlatform.slice(0, 10);
  return (
    <Section id="distribution" title="Distribution" description="Matched games by release year and by platform (a game on several platforms counts on each).">
      <div className="grid gap-6 lg:grid-cols-2">
        <figure className="min-w-0" data-testid="chart-release-years">
          <figcaption className="mb-2 text-sm font-medium">Games by release year</figcaption>
          <BarChart
            labels={years.map((bucket) => yearLabel(bucket.year))}
            values={years.map((bucket) => bucket.games)}
            label="Games"
            color="#6366f1"
            format="compact"
            summary={`Games by release year: ${years.map((bucket) => `${yearLabel(bucket.year)} ${bucket.games}`).join(", ")}.`}
          />
          <LazyDetails
            className="mt-2 text-sm"
            summaryClassName="cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-indigo-500"
            summary="Show the numbers"
          >
            <DataTable
              caption="Games and peak players by release year"
              csvName="market-research-release-years"
              columns={[
                { key: "year", label: "Release year" },
                { key: "games", label: "Games", format: "integer" },
                { key: "peak", label: "Peak players (30 days)", format: "compact" },
              ]}
              rows={years.map((bucket) => ({ year: yearLabel(bucket.year), games: bucket.games, peak: bucket.peakPlayers }))}
            />
          </LazyDetails>
        </figure>
        <figure className="min-w-0" data-testid="chart-platforms">
          <figcaption className="mb-2 text-sm font-medium">Games by platform{parts.byPlatform.length > 10 ? " (top 10)" : ""}</figcaption>
          <BarChart
            horizontal
            labels={platforms.map((bucket) => bucket.name)}
            values={platforms.map((bucket) => bucket.games)}
            label="Games"
            color="#10b981"
            format="compact"
            summary={`Games by platform: ${platforms.map((bucket) => `${bucket.name} ${bucket.games}`).join(", ")}.`}
          />
          <LazyDetails
            className="mt-2 text-sm"
            summaryClassName="cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-indigo-500"
            summary="Show the numbers"
          >
            <DataTable
              caption="Games and peak players by platform"
              csvName="market-research-platforms"
              columns={[
                { key: "platform", label: "Platform" },
                { key: "games", label: "Games", format: "integer" },
                { key: "peak", label: "Peak players (30 days)", format: "compact" },
              ]}
              rows={parts.byPlatform.map((bucket) => ({ platform: bucket.name, games: bucket.games, peak: bucket.peakPlayers }))}
            />
          </LazyDetails>
        </figure>
      </div>
    </Section>
  );
}

const monthLabel = formatMonth;

/** Share of the matched games' players by feature, month by month, for the top features of a classification type. */
function FeatureShareView({ query, types, parts }: { query: MarketResearchQuery; types: Array<{ id: number; name: string }>; parts: Parts }) {
  const history = parts.featureShare;
  const typeName = types.find((type) => type.id === query.featureTypeId)?.name ?? "Feature";
  const latest = history.months.length - 1;
  return (
    <Section
      id="feature-share"
      title="Share of players by feature over time"
      description={`Each month, the players of the matched games carrying a ${typeName.toLowerCase()} feature as a share of all their players (a game with several features counts for each). Top ${history.features.length || 5} by players in the latest month.`}
      actions={<FeatureTypeSelect key={query.featureTypeId} query={query} types={types} />}
    >
      {parts.matched === 0 ? (
        <NoMatch />
      ) : history.features.length === 0 ? (
        <SectionMessage>The matched games have no player counts with a {typeName.toLowerCase()} feature in the last two years.</SectionMessage>
      ) : (
        <div data-testid="feature-share">
          <LineChart
            labels={history.months.map(monthLabel)}
            series={history.features.map((feature, index) => ({
              label: feature.name,
              values: feature.shares,
              color: SERIES_COLORS[index % SERIES_COLORS.length],
            }))}
            format="percent"
            summary={`Share of players by ${typeName.toLowerCase()}, ${monthLabel(history.months[0])} to ${monthLabel(history.months[latest])}: ${history.features.map((feature) => `${feature.name} ${formatPercent(feature.shares[latest])}`).join(", ")} in the latest month.`}
            height={300}
          />
          <div className="mt-4">
            <DataTable
              testId="feature-share-table"
              caption={`Share of players by ${typeName.toLowerCase()} in ${monthLabel(history.months[latest])}`}
              csvName="market-research-feature-share"
              columns={[
                { key: "feature", label: typeName, href: "href" },
                { key: "share", label: `Share, ${monthLabel(history.months[latest])}`, format: "percent" },
                // With one month of counts (a first import of real data) that month is the first as well.
                ...(latest > 0 ? [{ key: "first", label: `Share, ${monthLabel(history.months[0])}`, format: "percent" as const }] : []),
                { key: "players", label: "Players (monthly average of daily peaks)", format: "compact" },
              ]}
              rows={history.features.map((feature) => ({
                feature: feature.name,
                href: `/feature-breakdown-page?cls_id=${feature.cls_id}`,
                share: feature.shares[latest],
                first: feature.shares[0],
                players: feature.players[latest],
              }))}
            />
          </div>
        </div>
      )}
    </Section>
  );
}
