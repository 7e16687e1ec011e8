"use client";
// Market research's table of matched games, drawn from compact rows ([id, title, ...the shown columns' values]): the
// page sends each game's values once instead of a server-rendered tree of every cell, and the "Export this page"
// button writes the same values. Sort headers and page links write the view's canonical URL (ViewLink).
import { SteadyLink } from "@/components/navigation/steady-link";
import { Section } from "@/components/ui/section";
import { gameHref } from "@/components/tables/game-tables";
import { formatValue } from "@/lib/ui/format";
import {
  EXPORT_PATH,
  MARKET_COLUMNS,
  MAX_EXPORT_ROWS,
  PAGE_SIZES,
  defaultDirection,
  marketResearchHref,
  toSearchParams,
  type MarketResearchQuery,
  type SortKey,
} from "@/lib/market-research/market-research-query";
import { ExportPageButton } from "./export-page-button";
import { ViewLink } from "./view-navigation";
import { LINK } from "./no-match";

/** One matched game as the table receives it: its id, its title, then its values of `query.columns`, in order. */
export type ResultRow = [id: number, title: string, ...values: Array<string | number | null>];

function SortHeader({
  query,
  sortKey,
  label,
  title,
  numeric,
}: {
  query: MarketResearchQuery;
  sortKey: SortKey;
  label: string;
  title?: string;
  numeric: boolean;
}) {
  const active = query.sort === sortKey;
  const direction = active ? (query.direction === "asc" ? "desc" : "asc") : defaultDirection(sortKey);
  return (
    <th
      scope="col"
      aria-sort={active ? (query.direction === "asc" ? "ascending" : "descending") : undefined}
      className={`px-2 py-2 font-medium ${numeric ? "text-right" : ""}`}
    >
      <ViewLink
        href={marketResearchHref(query, { sort: sortKey, direction })}
        title={title}
        data-testid={`sort-${sortKey}`}
        className="inline-flex items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:text-slate-100"
      >
        {label}
        <span aria-hidden="true">{active ? (query.direction === "desc" ? "▼" : "▲") : ""}</span>
        {active && <span className="sr-only">{query.direction === "desc" ? "(sorted descending)" : "(sorted ascending)"}</span>}
      </ViewLink>
    </th>
  );
}

function pageNumbers(current: number, last: number): number[] {
  const pages = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2]);
  return [...pages].filter((page) => page >= 1 && page <= last).sort((a, b) => a - b);
}

function Pagination({ query, page, lastPage }: { query: MarketResearchQuery; page: number; lastPage: number }) {
  const pages = pageNumbers(page, lastPage);
  const item =
    "inline-flex min-w-8 justify-center rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:hover:bg-slate-800";
  return (
    <nav aria-label="Result pages" className="mt-4 flex flex-wrap items-center justify-between gap-3" data-testid="market-pagination">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {page > 1 ? (
            <ViewLink href={marketResearchHref(query, { page: page - 1 })} className={item} data-testid="page-prev" rel="prev">
              ← Prev
            </ViewLink>
          ) : (
            <span className={`${item} cursor-not-allowed opacity-50`} aria-disabled="true">
              ← Prev
            </span>
          )}
        </li>
        {pages.map((number, index) => (
          <li key={number} className="flex items-center gap-1">
            {index > 0 && number - pages[index - 1] > 1 && <span aria-hidden="true">…</span>}
            <ViewLink
              href={marketResearchHref(query, { page: number })}
              aria-current={number === page ? "page" : undefined}
              className={`${item} ${number === page ? "border-indigo-500 bg-indigo-50 font-semibold dark:bg-indigo-950" : ""}`}
              data-testid={`page-link-${number}`}
            >
              <span className="sr-only">Page </span>
              {number}
            </ViewLink>
          </li>
        ))}
        <li>
          {page < lastPage ? (
            <ViewLink href={marketResearchHref(query, { page: page + 1 })} className={item} data-testid="page-next" rel="next">
              Next →
            </ViewLink>
          ) : (
            <span className={`${item} cursor-not-allowed opacity-50`} aria-disabled="true">
              Next →
            </span>
          )}
        </li>
      </ul>
      <div className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <span data-testid="page-status">
          Page {page} of {lastPage}
        </span>
        <span aria-hidden="true">·</span>
        <span>Per page:</span>
        {PAGE_SIZES.map((size) =>
          size === query.perPage ? (
            <span key={size} className="font-semibold text-slate-900 dark:text-slate-100" aria-current="true">
              {size}
            </span>
          ) : (
            <ViewLink key={size} href={marketResearchHref(query, { perPage: size, page: 1 })} className={LINK} data-testid={`per-${size}`}>
              {size}
            </ViewLink>
          ),
        )}
      </div>
    </nav>
  );
}

/** The page of matched games with its sort headers, its pages and its exports; `notes` goes under the table. */
export function ResultsTable({
  query,
  rows,
  page,
  lastPage,
  from,
  to,
  total,
  notes,
}: {
  query: MarketResearchQuery;
  rows: ResultRow[];
  page: number;
  lastPage: number;
  from: number;
  to: number;
  total: number;
  notes: React.ReactNode;
}) {
  const columns = query.columns.map((key) => MARKET_COLUMNS.find((column) => column.key === key)!);
  const header = ["Title", ...columns.map((column) => column.label)];
  const exportAll = new URLSearchParams(toSearchParams({ ...query, page: 1 }));
  return (
    <Section
      id="results"
      title="Games"
      description={`${formatValue("integer", from)}–${formatValue("integer", to)} of ${formatValue("integer", total)} games. Sort by any column; open a game for its breakdown.`}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <ExportPageButton header={header} rows={rows.map(([, ...cells]) => cells)} fileName={`market-research-page-${page}`} />
          {total <= MAX_EXPORT_ROWS ? (
            <a
              href={`${EXPORT_PATH}${exportAll.size ? `?${exportAll}` : ""}`}
              download="market-research.csv"
              data-testid="export-all"
              className="rounded-md border border-slate-300 px-2 py-1 text-xs font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              Export all {formatValue("integer", total)} (CSV)
            </a>
          ) : (
            <span className="text-xs text-slate-500">Narrow the filters to {formatValue("integer", MAX_EXPORT_ROWS)} games to export them all.</span>
          )}
        </div>
      }
    >
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="market-table">
          <caption className="sr-only">
            Games matching the filters, sorted by {query.sort === "title" ? "title" : MARKET_COLUMNS.find((column) => column.key === query.sort)?.label}{" "}
            {query.direction === "asc" ? "ascending" : "descending"}
          </caption>
          <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500 dark:border-slate-700 dark:text-slate-400">
            <tr>
              <SortHeader query={query} sortKey="title" label="Title" numeric={false} />
              {columns.map((column) => (
                <SortHeader
                  key={column.key}
                  query={query}
                  sortKey={column.key}
                  label={column.label}
                  title={column.description}
                  numeric={column.format !== "text"}
                />
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {rows.map(([id, title, ...values]) => (
              <tr key={id} data-testid="market-row" data-game-id={id}>
                <td className="max-w-64 px-2 py-1.5">
                  <SteadyLink href={gameHref(id)} className={LINK}>
                    {title}
                  </SteadyLink>
                </td>
                {columns.map((column, index) => (
                  <td key={column.key} className={`px-2 py-1.5 ${column.format !== "text" ? "text-right tabular-nums" : ""}`}>
                    {column.format === "text" ? (values[index] ?? "-") : formatValue(column.format, values[index] as number | null)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination query={query} page={page} lastPage={lastPage} />
      {notes}
    </Section>
  );
}
