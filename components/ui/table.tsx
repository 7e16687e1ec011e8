import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";

export type TableDensity = "comfortable" | "compact";

const DENSITY: Record<TableDensity, string> = {
  comfortable: "[&_td]:px-3 [&_td]:py-2.5 [&_th]:px-3 [&_th]:py-2",
  compact: "text-xs [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1",
};

/** A data table; `density` sets the cell padding of every row at once. Scrolls sideways on narrow screens. */
export function Table({ density = "comfortable", className = "", children, ...props }: HTMLAttributes<HTMLTableElement> & { density?: TableDensity }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-surface-dark-muted">
      <table className={`w-full border-collapse text-left text-sm ${DENSITY[density]} ${className}`} {...props}>
        {children}
      </table>
    </div>
  );
}

export function THead({ children }: { children: ReactNode }) {
  return <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500 dark:bg-slate-900 dark:text-slate-400">{children}</thead>;
}

export function TBody({ children }: { children: ReactNode }) {
  return <tbody className="divide-y divide-slate-100 dark:divide-slate-800">{children}</tbody>;
}

export function Tr({ selected = false, className = "", ...props }: HTMLAttributes<HTMLTableRowElement> & { selected?: boolean }) {
  return <tr aria-selected={selected || undefined} className={`${selected ? "bg-brand-50 dark:bg-brand-900/40" : ""} ${className}`} {...props} />;
}

export function Th({ className = "", ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" className={`font-medium ${className}`} {...props} />;
}

export function Td({ className = "", ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={`align-top ${className}`} {...props} />;
}

/** A row spanning the table for "nothing here" messages. */
export function EmptyRow({ colSpan, children, testId }: { colSpan: number; children: ReactNode; testId?: string }) {
  return (
    <tr>
      <td colSpan={colSpan} data-testid={testId} className="text-center text-slate-500">
        {children}
      </td>
    </tr>
  );
}
