// The sections of /market-research-page above the fold, the summary and the games. Each loads the view's selection
// through lib/market-research/load.ts (once per request) and is streamed in its own <Suspense>; every link writes the
// canonical URL, so a view is shareable as it is shown. The sections below the fold are in sections-below.tsx.
import { Section } from "@/components/ui/section";
import { EstimateNotes } from "@/components/ui/estimate-notes";
import { formatValue } from "@/lib/ui/format";
import { MARKET_COLUMNS, type MarketResearchQuery } from "@/lib/market-research/market-research-query";
import { rowCells, type SummedFigure } from "@/lib/market-research/select-games";
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

interface SummedTile {
  label: string;
  figure: SummedFigure;
  format: "compact" | "revenue";
  exactFormat: "integer" | "usd";
  /** What the sum is, before "the matched games". */
  what: string;
  /** What a game needs to be counted. */
  noun: string;
  testId: string;
}

/**
 * A figure summed over the matched games that have it: "-" when none has, and its hover text names how many of the
 * matched games it adds up when some do not (a game not out yet has no players or revenue, one without player counts
 * no peak), so that a sum of none never reads as 0.
 */
function SummedFigureTile({ tile, matched }: { tile: SummedTile; matched: number }) {
  const { figure, what, noun } = tile;
  const exact = formatValue(tile.exactFormat, figure.sum);
  const count = (value: number) => formatValue("integer", value);
  const detail =
    matched === 0
      ? "No game matches the filters"
      : figure.games === 0
        ? `None of the ${count(matched)} matched games has ${noun}`
        : figure.games === matched
          ? `${exact}: ${what} the matched games`
          : `${exact}: ${what} the ${count(figure.games)} of the ${count(matched)} matched games with ${noun}`;
  const value = figure.games === 0 ? "-" : formatValue(tile.format, figure.sum);
  return <Figure label={tile.label} value={value} exact={detail} testId={tile.testId} />;
}

/** Games matched, their total players, total revenue and summed peak players, each over the games that have it. */
export async function SummarySection({ query }: { query: MarketResearchQuery }) {
  const { summary } = await loadSelection(query);
  const tiles: SummedTile[] = [
    {
      label: "Total players",
      figure: summary.totalPlayers,
      format: "compact",
      exactFormat: "integer",
      what: "the sum over",
      noun: "an estimate",
      testId: "summary-players",
    },
    {
      label: "Total revenue",
      figure: summary.totalRevenue,
      format: "revenue",
      exactFormat: "usd",
      what: "the sum over",
      noun: "an estimate",
      testId: "summary-revenue",
    },
    {
      label: "Peak players (30 days)",
      figure: summary.peakPlayers,
      format: "compact",
      exactFormat: "integer",
      what: "the sum of each game's peak of the last 30 days over",
      noun: "player counts",
      testId: "summary-peak",
    },
  ];
  return (
    <div>
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="market-summary" aria-label="Summary of the matched games">
        <Figure label="Games matched" value={formatValue("integer", summary.games)} exact={formatValue("integer", summary.games)} testId="summary-games" />
        {tiles.map((tile) => (
          <SummedFigureTile key={tile.testId} tile={tile} matched={summary.games} />
        ))}
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
