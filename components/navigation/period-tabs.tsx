// A row of period links (the game breakdown's players chart, the dashboard's market overview): each period is a
// link, so a chosen view can be shared, and the chosen one is marked as the current page.
import { SteadyLink } from "./steady-link";

export function PeriodTabs<P extends string>({
  label,
  periods,
  current,
  labels,
  hrefFor,
  testIdPrefix,
}: {
  label: string;
  periods: readonly P[];
  current: P;
  labels: Readonly<Record<P, string>>;
  hrefFor: (period: P) => string;
  testIdPrefix: string;
}) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1">
      {periods.map((period) => (
        <SteadyLink
          key={period}
          href={hrefFor(period)}
          scroll={false}
          aria-current={period === current ? "page" : undefined}
          data-testid={`${testIdPrefix}-${period}`}
          className={`rounded-md px-2 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-indigo-500 ${period === current ? "bg-indigo-600 text-white" : "bg-slate-100 hover:bg-slate-200 dark:bg-slate-800 dark:hover:bg-slate-700"}`}
        >
          {labels[period]}
        </SteadyLink>
      ))}
    </nav>
  );
}
