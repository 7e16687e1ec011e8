"use client";

import { SteadyLink } from "@/components/navigation/steady-link";
import { useMemo, useState } from "react";
import { toCsv } from "@/lib/ui/csv";
import { formatValue, type ValueFormat } from "@/lib/ui/format";

export type Cell = string | number | boolean | null;
export type Row = Record<string, Cell>;

export interface Column {
  key: string;
  label: string;
  format?: ValueFormat;
  /** The row key holding the link this cell opens. */
  href?: string;
  /** Explains the column on hover (e.g. 'Average Revenue Per User'). */
  title?: string;
}

type Sort = { key: string; direction: "ascending" | "descending" } | null;

function compare(a: Cell, b: Cell): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), "en", { numeric: true, sensitivity: "base" });
}

/**
 * A table that sorts on any column (click or Enter on the header) and exports exactly the rows it shows, in the
 * order it shows them, as CSV with the full-precision values.
 */
export function DataTable({
  columns,
  rows,
  csvName,
  caption,
  empty = "No data yet.",
  testId,
}: {
  columns: Column[];
  rows: Row[];
  csvName: string;
  caption: string;
  empty?: string;
  testId?: string;
}) {
  const [sort, setSort] = useState<Sort>(null);
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const factor = sort.direction === "ascending" ? 1 : -1;
    return [...rows].sort((a, b) => {
      const order = compare(a[sort.key] ?? null, b[sort.key] ?? null);
      return a[sort.key] === null || b[sort.key] === null ? order : order * factor;
    });
  }, [rows, sort]);

  const toggle = (key: string) =>
    setSort((current) =>
      current?.key === key ? { key, direction: current.direction === "descending" ? "ascending" : "descending" } : { key, direction: "descending" },
    );

  const exportCsv = () => {
    const csv = toCsv(
      columns.map((c) => c.label),
      sorted.map((row) => columns.map((c) => row[c.key] ?? null)),
    );
    const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `${csvName}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };

  if (rows.length === 0) return <p className="py-6 text-center text-sm text-slate-500">{empty}</p>;
  return (
    <div data-testid={testId}>
      <div className="mb-2 flex justify-end">
        <button
          type="button"
          onClick={exportCsv}
          className="rounded-md border border-slate-300 px-2 py-1 text-xs font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:hover:bg-slate-800"
          data-testid="export-csv"
        >
          Export CSV
        </button>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-500 dark:border-slate-700 dark:text-slate-400">
            <tr>
              {columns.map((column) => {
                const numeric = column.format && column.format !== "text";
                const active = sort?.key === column.key;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={active ? sort.direction : undefined}
                    className={`px-2 py-2 font-medium ${numeric ? "text-right" : ""}`}
                  >
                    <button
                      type="button"
                      title={column.title}
                      onClick={() => toggle(column.key)}
                      className="inline-flex items-center gap-1 rounded hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:text-slate-100"
                    >
                      {column.label}
                      <span aria-hidden="true">{active ? (sort.direction === "descending" ? "▼" : "▲") : ""}</span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {sorted.map((row, index) => (
              <tr key={index} data-testid="table-row">
                {columns.map((column) => {
                  const format = column.format ?? "text";
                  const text = formatValue(format, row[column.key] as string | number | null);
                  const href = column.href ? row[column.href] : null;
                  return (
                    <td key={column.key} className={`px-2 py-1.5 ${format !== "text" ? "text-right tabular-nums" : ""}`}>
                      {typeof href === "string" ? (
                        <SteadyLink
                          href={href}
                          className="font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
                        >
                          {text}
                        </SteadyLink>
                      ) : (
                        text
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
