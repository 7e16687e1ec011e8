"use client";

import { CategoryScale, Chart as ChartJS, Filler, Legend, LinearScale, LineElement, PointElement, Tooltip, type ChartOptions, type Tick } from "chart.js";
import { Line } from "react-chartjs-2";
import { formatAxisTick, formatValue, type ValueFormat } from "@/lib/ui/format";

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, Tooltip, Legend, Filler);

export interface ChartSeries {
  label: string;
  values: Array<number | null>;
  color: string;
  /** A series on a scale of its own, drawn on the right (a weekly figure beside its running total). */
  axis?: "right";
}

const AXIS = "#94a3b8"; // slate-400: readable on both themes
const GRID = "rgba(148, 163, 184, 0.2)";

/**
 * A line chart over dated labels. The tooltip shows the date and each series' exact value (all digits, not the
 * compact axis form). The wrapper carries a text summary for screen readers; every chart sits beside a table or
 * an export of the same numbers.
 */
export default function LineChartCanvas({
  labels,
  series,
  format,
  tooltipFormat,
  height = 260,
}: {
  labels: string[];
  series: ChartSeries[];
  /** How the axis writes values. */
  format: ValueFormat;
  /** How the tooltip writes them: exact by default (all digits where the axis is compact). */
  tooltipFormat?: ValueFormat;
  /** Read to screen readers by ChartPlaceholder (line-chart.tsx / bar-chart.tsx), not by the canvas. */
  summary: string;
  height?: number;
}) {
  const exact: ValueFormat = tooltipFormat ?? (format === "compact" ? "integer" : format);
  // Two scales when a series asks for its own: a weekly figure is not drawn flat at 0 under its running total.
  const right = series.find((s) => s.axis === "right");
  const left = series.filter((s) => s.axis !== "right");
  const options: ChartOptions<"line"> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    interaction: { mode: "index", intersect: false },
    plugins: {
      legend: { display: series.length > 1, labels: { color: AXIS, boxWidth: 12 } },
      tooltip: { callbacks: { label: (item) => `${item.dataset.label}: ${formatValue(exact, item.parsed.y)}` } },
    },
    scales: {
      x: { ticks: { color: AXIS, maxTicksLimit: 8, autoSkip: true, maxRotation: 0 }, grid: { display: false } },
      y: {
        beginAtZero: true,
        ticks: { color: AXIS, callback: (value, _index, ticks) => formatAxisTick(format, Number(value), ticks) },
        grid: { color: GRID },
        ...(right ? { title: { display: true, text: left.map((s) => s.label).join(", "), color: AXIS } } : {}),
      },
      ...(right
        ? {
            y1: {
              position: "right" as const,
              beginAtZero: true,
              ticks: { color: AXIS, callback: (value: string | number, _index: number, ticks: Tick[]) => formatAxisTick(format, Number(value), ticks) },
              grid: { display: false },
              title: { display: true, text: right.label, color: AXIS },
            },
          }
        : {}),
    },
  };
  const data = {
    labels,
    datasets: series.map((s) => ({
      label: s.label,
      yAxisID: s.axis === "right" ? "y1" : "y",
      data: s.values,
      borderColor: s.color,
      backgroundColor: `${s.color}22`,
      fill: series.length === 1,
      pointRadius: labels.length > 40 ? 0 : 2,
      borderWidth: 2,
      tension: 0.2,
    })),
  };
  return (
    <div style={{ height }} className="relative w-full min-w-0 max-w-full overflow-hidden">
      {/* The summary is read from ChartPlaceholder; the drawing itself is not announced. */}
      <Line data={data} options={options} aria-hidden="true" />
    </div>
  );
}
