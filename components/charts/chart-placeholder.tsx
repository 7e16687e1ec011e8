/**
 * Holds a chart's height so nothing moves when the canvas arrives, and carries its text summary for screen readers
 * (and for readers without JavaScript) from the server's first HTML.
 */
export function ChartPlaceholder({ height, summary, children }: { height: number; summary: string; children: React.ReactNode }) {
  return (
    <div style={{ minHeight: height }} className="relative w-full min-w-0 max-w-full" data-chart-summary={summary}>
      <p className="sr-only">{summary}</p>
      {children}
    </div>
  );
}
