"use client";

import { toCsv, type CsvValue } from "@/lib/ui/csv";

/** Downloads the rows the table shows (this page, in its order) as CSV with the full-precision values. */
export function ExportPageButton({ header, rows, fileName }: { header: string[]; rows: CsvValue[][]; fileName: string }) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([toCsv(header, rows)], { type: "text/csv;charset=utf-8" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `${fileName}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <button
      type="button"
      onClick={download}
      data-testid="export-page"
      className="rounded-md border border-slate-300 px-2 py-1 text-xs font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:hover:bg-slate-800"
    >
      Export this page (CSV)
    </button>
  );
}
