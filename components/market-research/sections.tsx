// The sections of /market-research-page above the fold, the summary and the games. Each loads the view's selection
// through lib/market-research/load.ts (once per request) and is streamed in its own <Suspense>; every link writes the
// canonical URL, so a view is shareable as it is shown. The sections below the fold are in sections-below.tsx.
import { Section } from "@/components/ui/section";
import { EstimateNotes } from "@/components/ui/estimate-notes";
import { formatValue } from "@/lib/ui/format";
import { MARKET_COLUMNS, type MarketResearchQuery } from "@/lib/market-research/market-research-query";
import { rowCells } from "@/lib/market-research/select-games";
import { loadSelection } from "@/lib/market-research/load";
import { NoMatch } from "./no-match";
import { ResultsTable, type ResultRow } from "./results-table";

function Figure({ label, value, exact, testId }: { label: string; value: string; exact: string; testId: string }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm dark:bg-surface-dark-muted">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums" title={exact} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Games matched, their total players, total revenue and summed peak players. */
export async function SummarySection({ query }: { query: MarketResearchQuery }) {
  const { summary } = await loadSelection(query);
  return (
    <div>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="market-summary" aria-label="Summary of the matched games">
        <Figure label="Games matched" value={formatValue("integer", summary.games)} exact={formatValue("integer", summary.games)} testId="summary-games" />
        <Figure
          label="Total players"
          value={formatValue("compact", summary.totalPlayers)}
          exact={formatValue("integer", summary.totalPlayers)}
          testId="summary-players"
        />
        <Figure
          label="Total revenue"
          value={formatValue("revenue", summary.totalRevenue)}
          exact={formatValue("usd", summary.totalRevenue)}
          testId="summary-revenue"
        />
        <Figure
          label="Peak players (30 days)"
          value={formatValue("compact", summary.peakPlayers)}
          exact={`${formatValue("integer", summary.peakPlayers)}: the sum of each game's peak of the last 30 days`}
          testId="summary-peak"
        />
      </dl>
      <EstimateNotes
        idPrefix="market-summary"
        testId="summary-estimate-notes"
        figures={[
          { figure: "total_players", label: "Total players", detail: "the sum over the matched games" },
          { figure: "revenue", label: "Total revenue", detail: "the sum over the matched games" },
        ]}
      />
    </div>
  );
}

/** The matched games: a server-sorted, paginated table linking to each game's breakdown, with CSV exports. */
export async function ResultsSection({ query }: { query: MarketResearchQuery }) {
  const selection = await loadSelection(query);
  if (selection.matched === 0) {
    return (
      <Section id="results" title="Games">
        <NoMatch />
      </Section>
    );
  }
  const { rows, page, lastPage, from, to } = selection.page(query.page, query.perPage);
  const columns = query.columns.map((key) => MARKET_COLUMNS.find((column) => column.key === key)!);
  return (
    <ResultsTable
      query={query}
      rows={rows.map((row): ResultRow => [row.id, ...rowCells(row, query.columns)])}
      page={page}
      lastPage={lastPage}
      from={from}
      to={to}
      total={selection.matched}
      notes={
        <EstimateNotes
          idPrefix="market-results"
          testId="results-estimate-notes"
          figures={columns.flatMap((column) => ("estimate" in column ? [{ figure: column.estimate, label: column.label }] : []))}
        />
      }
    />
  );
}
