"use client";

import { useId } from "react";
import { BarChart } from "@/components/charts/bar-chart";
import { LineChart } from "@/components/charts/line-chart";
import { SteadyLink } from "@/components/navigation/steady-link";
import type { ResultsContent } from "@/lib/chat/reducer";
import { toCsv } from "@/lib/ui/csv";
import { formatCompact, formatInteger, formatMoney, formatPercent, truncate, type ValueFormat } from "@/lib/ui/format";
import type { StatsGroup, StatsSummary } from "@/lib/lumos/events";
import { chatTexts } from "@/lib/ui/texts/chat";
import { focusRing } from "./focus-ring";
import { useChat } from "./chat-provider";

type StatsContent = Extract<ResultsContent, { type: "stats" }>;
type Unit = StatsSummary["unit"];

const CHART_COLOR = "#6366f1";
const linkClass = `rounded text-indigo-700 hover:underline dark:text-indigo-300 ${focusRing}`;
const chipClass = `rounded-full border border-indigo-200 bg-white px-3 py-1 text-left text-sm text-indigo-800 hover:bg-indigo-50 disabled:opacity-60 dark:border-indigo-800 dark:bg-slate-900 dark:text-indigo-200 dark:hover:bg-slate-800 ${focusRing}`;
// As the other results tables: cells leave more room to the figures in a narrow chat.
const th = "px-1.5 py-1.5 text-left text-xs font-semibold uppercase text-slate-500 @md:px-2 @md:tracking-wide dark:text-slate-400";
const td = "px-1.5 py-1.5 align-top @md:px-2";

const groupColumn = (stats: StatsSummary) => (stats.groupBy ? chatTexts.stats.groupColumns[stats.groupBy] : chatTexts.stats.groupColumn);
/** A count's figure is its games, as is a ratio's of two sets' games: the games column alone says it. */
const hasFigureColumn = (stats: StatsSummary) => stats.aggregate !== "count" && !(stats.aggregate === "ratio" && stats.metric === null);
/** The figures set beside each group's own (the same in every group), by their labels. */
const besideLabels = (groups: readonly StatsGroup[]) => groups[0]?.figures?.map((figure) => figure.label) ?? [];
/** Chart.js cuts a long category label at the canvas edge; the table beside it has the whole name. */
const CHART_LABEL_MAX = 20;

/** How the chart's axis writes the figures: compact enough for a narrow chat, in the figure's unit. */
export function axisFormat(unit: Unit, values: readonly number[]): ValueFormat {
  const largest = Math.max(0, ...values.map(Math.abs));
  switch (unit) {
    case "count":
      return "compact";
    case "percent":
      return "percent";
    case "usd":
      return largest >= 100_000 ? "revenue" : largest >= 1_000 ? "usd" : "arpu";
    case "number":
      return largest >= 1_000 ? "compact" : "score";
  }
}

/** A figure the answer sent unformatted (the ends of a median's middle half), written as the answer writes figures. */
function formatFigure(unit: Unit, value: number): string {
  if (unit === "usd") return formatMoney(value);
  if (unit === "percent") return formatPercent(value);
  return formatCompact(value);
}

const UNIT_SUFFIX: Record<Unit, string> = { count: "", number: "", usd: " (USD)", percent: " (%)" };

/** The groups as CSV with their exact figures (the unit in the header), and a file name from the figure's label. */
export function statsCsv(stats: StatsSummary, groups: readonly StatsGroup[]): { fileName: string; csv: string } {
  const figure = hasFigureColumn(stats);
  const csv = toCsv(
    [groupColumn(stats), chatTexts.stats.gamesColumn, ...(figure ? [`${stats.label}${UNIT_SUFFIX[stats.unit]}`] : []), ...besideLabels(groups)],
    groups.map((group) => [group.label, group.games, ...(figure ? [group.value] : []), ...(group.figures ?? []).map((beside) => beside.value)]),
  );
  const name = `${stats.label}${stats.groupBy ? ` by ${chatTexts.stats.groupColumns[stats.groupBy]}` : ""}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return { fileName: `${name || "market-figures"}.csv`, csv };
}

function downloadCsv({ fileName, csv }: { fileName: string; csv: string }) {
  const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The headline: the figure, what it is, and how many games it was taken over. */
function StatsFigure({ stats }: { stats: StatsSummary }) {
  return (
    <div data-testid="chat-stats-figure">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{stats.label}</p>
      <p data-testid="chat-stats-value" className="text-3xl font-semibold tabular-nums text-slate-900 dark:text-slate-100">
        {stats.formatted}
      </p>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        {chatTexts.stats.gamesCounted(stats.games - stats.missing)}
        {stats.missing > 0 ? (
          <>
            {" · "}
            <span data-testid="chat-stats-missing">{chatTexts.stats.leftOut(stats.missing)}</span>
          </>
        ) : null}
      </p>
      <p data-testid="chat-stats-filters" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        <span className="font-medium">{chatTexts.stats.filters}:</span> {stats.filters || chatTexts.stats.noFilters}
      </p>
    </div>
  );
}

function StatsTable({ stats, groups, complete }: { stats: StatsSummary; groups: StatsGroup[]; complete: boolean }) {
  const ranged = groups.some((group) => group.low !== undefined && group.high !== undefined);
  const figure = hasFigureColumn(stats);
  const besides = besideLabels(groups);
  return (
    <div className="space-y-1">
      {complete && (
        <div className="flex justify-end">
          <button
            type="button"
            data-testid="chat-stats-csv"
            onClick={() => downloadCsv(statsCsv(stats, groups))}
            className={`rounded-md border border-slate-300 px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
          >
            {chatTexts.stats.downloadCsv}
          </button>
        </div>
      )}
      <div className="@container overflow-x-auto">
        <table data-testid="chat-stats-table" className="w-full text-sm">
          <caption className="sr-only">{chatTexts.stats.byGroup(stats.label, groupColumn(stats))}</caption>
          <thead>
            <tr>
              <th scope="col" className={th}>
                {groupColumn(stats)}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {chatTexts.stats.gamesColumn}
              </th>
              {figure && (
                <th scope="col" className={`${th} text-right`}>
                  {stats.label}
                </th>
              )}
              {besides.map((label) => (
                <th key={label} scope="col" className={`${th} text-right`}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {groups.map((group) => (
              <tr key={group.key} data-testid="chat-stats-row">
                <th scope="row" className={`${td} min-w-0 text-left font-normal text-slate-800 wrap-anywhere dark:text-slate-100`}>
                  {group.label}
                </th>
                <td className={`${td} text-right tabular-nums`}>{formatInteger(group.games)}</td>
                {figure && (
                  <td className={`${td} whitespace-nowrap text-right tabular-nums`}>
                    {group.formatted}
                    {group.low !== undefined && group.high !== undefined ? (
                      <span className="block text-xs text-slate-500 dark:text-slate-400">
                        <span className="sr-only">{chatTexts.stats.middleHalfLabel}: </span>
                        {formatFigure(stats.unit, group.low)}–{formatFigure(stats.unit, group.high)}
                      </span>
                    ) : null}
                  </td>
                )}
                {(group.figures ?? []).map((beside) => (
                  <td key={beside.label} className={`${td} whitespace-nowrap text-right tabular-nums`}>
                    {beside.formatted}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {ranged && <p className="text-xs text-slate-500 dark:text-slate-400">{chatTexts.stats.middleHalf}</p>}
    </div>
  );
}

/** Years and months as a line (in their order, a gap where a group has no figure); named groups as bars, largest first. */
function StatsChart({ stats, groups }: { stats: StatsSummary; groups: StatsGroup[] }) {
  const plotted = groups.filter((group): group is StatsGroup & { value: number } => group.value !== null);
  if (!stats.chart || plotted.length < 2) return null;
  const format = axisFormat(
    stats.unit,
    plotted.map((group) => group.value),
  );
  const summary = chatTexts.stats.chartSummary(chatTexts.stats.byGroup(stats.label, groupColumn(stats)), groups);
  return (
    <div data-testid="chat-stats-chart" data-chart={stats.chart}>
      {stats.chart === "line" ? (
        <LineChart
          labels={groups.map((group) => group.label)}
          series={[{ label: stats.label, values: groups.map((group) => group.value), color: CHART_COLOR }]}
          format={format}
          summary={summary}
          height={200}
        />
      ) : (
        <BarChart
          horizontal
          labels={plotted.map((group) => truncate(group.label, CHART_LABEL_MAX))}
          values={plotted.map((group) => group.value)}
          label={stats.label}
          color={CHART_COLOR}
          format={format}
          summary={summary}
          height={Math.max(120, 40 + 26 * plotted.length)}
        />
      )}
    </div>
  );
}

/** Where to go from the figure: market research with the filters it can show, and the counted games as a list. */
function StatsWaysOn({ stats }: { stats: StatsSummary }) {
  const { send, state } = useChat();
  const noteId = useId();
  const notCarried = stats.notCarried.length > 0;
  return (
    <div className="space-y-2">
      <p className="text-sm">
        <SteadyLink
          href={stats.marketResearchHref}
          className={linkClass}
          aria-describedby={notCarried ? noteId : undefined}
          data-testid="chat-stats-market-research"
        >
          {chatTexts.stats.openInMarketResearch}
        </SteadyLink>
        {notCarried ? (
          <span id={noteId} data-testid="chat-stats-not-carried" className="ml-2 inline-block text-xs text-slate-500 dark:text-slate-400">
            {chatTexts.stats.notCarried(stats.notCarried)}
          </span>
        ) : null}
      </p>
      {stats.listQuestion ? (
        <button
          type="button"
          data-testid="chat-stats-list"
          title={stats.listQuestion}
          disabled={state.isProcessing}
          onClick={() => send(stats.listQuestion)}
          className={chipClass}
        >
          {chatTexts.stats.listGames}
        </button>
      ) : null}
    </div>
  );
}

/**
 * A market-statistics answer: the figure, its groups as a table (with a CSV of their exact figures) and a chart, and
 * the ways on. The header shows once streaming is complete, as with every results message; the subtitle is not shown,
 * since the engine's subtitle is the filters, which the figure already states.
 */
export function StatsResults({ content, complete }: { content: StatsContent; complete: boolean }) {
  const { stats, data: groups } = content;
  return (
    <section
      data-testid="chat-stats"
      data-complete={complete}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
    >
      {complete && content.header ? (
        <h2 data-testid="chat-results-header" className="text-sm font-semibold text-slate-900 dark:text-slate-100">
          {content.header}
        </h2>
      ) : null}
      <StatsFigure stats={stats} />
      {groups.length > 0 && <StatsTable stats={stats} groups={groups} complete={complete} />}
      <StatsChart stats={stats} groups={groups} />
      <StatsWaysOn stats={stats} />
    </section>
  );
}
