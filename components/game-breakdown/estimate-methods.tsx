// The revenue section's comparison of estimate methods (issue 15, part 3): copies and net revenue by the review
// multiplier, the owners estimate and the launch-day peak, each with the inputs it used, their spread (flagged past
// 2×) and how the ARPU is made.
import { DataTable } from "@/components/tables/data-table";
import type { RevenueEstimate } from "@/lib/data/market";
import { SPREAD_FLAG } from "@/lib/domain/estimates";
import { formatArpu, formatMultiple, formatValue } from "@/lib/ui/format";

export function EstimateMethods({ revenue, gameId }: { revenue: RevenueEstimate; gameId: number }) {
  const methods = revenue.estimate_methods;
  if (methods.length === 0) return null;
  const unit = revenue.is_free_to_play ? "Players" : "Copies";
  const spread = revenue.estimate_spread;
  return (
    <div className="mb-4 space-y-3" data-testid="estimate-methods">
      <DataTable
        caption="Estimates side by side"
        csvName={`game-${gameId}-estimates`}
        columns={[
          { key: "label", label: "Method" },
          { key: "copies", label: unit, format: "integer" },
          { key: "revenue", label: "Net revenue", format: "revenue" },
          { key: "note", label: "How this is estimated" },
        ]}
        rows={methods.map((m) => ({ label: m.label, copies: m.copies, revenue: m.revenue, note: m.note }))}
      />
      {spread === null ? (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="estimate-spread">
          Only one method has the inputs for this game: there is no spread to compare.
        </p>
      ) : revenue.estimates_disagree ? (
        <p
          role="note"
          className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          data-testid="estimate-spread"
          data-disagree="true"
        >
          The methods disagree by {formatMultiple(spread)} (more than {formatMultiple(SPREAD_FLAG)}): read this game&apos;s copies and revenue as a range, not a
          point.
        </p>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="estimate-spread" data-disagree="false">
          The methods agree within {formatMultiple(spread)}.
        </p>
      )}
      {revenue.arpu !== null && revenue.arpu_note ? (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="arpu-note">
          <span className="font-medium text-slate-800 dark:text-slate-100">ARPU {formatArpu(revenue.arpu)}</span> (
          {formatValue("revenue", revenue.lifetime_revenue)} ÷ {formatValue("integer", revenue.total_players)} players). {revenue.arpu_note}
        </p>
      ) : null}
    </div>
  );
}
