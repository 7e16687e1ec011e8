"use client";

import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip, type ChartOptions, type Tick } from "chart.js";
import { Bar } from "react-chartjs-2";
import { formatAxisTick, formatValue, type ValueFormat } from "@/lib/ui/format";

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

const AXIS = "#94a3b8"; // slate-400: readable on both themes
const GRID = "rgba(148, 163, 184, 0.2)";

/**
 * A bar chart over categories (release years, platforms). The axis writes compact numbers, the tooltip the
 * category and the exact value. The wrapper carries a text summary for screen readers; the numbers are also in a
 * table beside it.
 */
export default function BarChartCanvas({
  labels,
  values,
  label,
  color,
  format,
  height = 240,
  horizontal = false,
}: {
  labels: string[];
  values: number[];
  label: string;
  color: string;
  format: ValueFormat;
  /** Read to screen readers by ChartPlaceholder (line-chart.tsx / bar-chart.tsx), not by the canvas. */
  summary: string;
  height?: number;
  horizontal?: boolean;
}) {
  const exact: ValueFormat = format === "compact" ? "integer" : format;
  const valueAxis = {
    beginAtZero: true,
    ticks: { color: AXIS, callback: (value: string | number, _index: number, ticks: Tick[]) => formatAxisTick(format, Number(value), ticks) },
    grid: { color: GRID },
  };
  const categoryAxis = { ticks: { color: AXIS, autoSkip: true, maxRotation: 0 }, grid: { display: false } };
  const options: ChartOptions<"bar"> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    indexAxis: horizontal ? "y" : "x",
    plugins: {
      legend: { display: false },
      tooltip: { callbacks: { label: (item) => `${label}: ${formatValue(exact, horizontal ? item.parsed.x : item.parsed.y)}` } },
    },
    scales: horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
  };
  const data = { labels, datasets: [{ label, data: values, backgroundColor: `${color}cc`, borderColor: color, borderWidth: 1, borderRadius: 3 }] };
  return (
    <div style={{ height }} className="relative w-full min-w-0 max-w-full overflow-hidden">
      <Bar data={data} options={options} aria-hidden="true" />
    </div>
  );
}
