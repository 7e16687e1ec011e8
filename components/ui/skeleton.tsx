/** A grey placeholder where content is loading. */
export function Skeleton({ className = "h-4 w-full" }: { className?: string }) {
  return <div aria-hidden className={`animate-pulse rounded-md bg-slate-200 dark:bg-slate-800 ${className}`} />;
}

/** Placeholder rows for a table section. */
export function TableSkeleton({ rows = 6, testId }: { rows?: number; testId?: string }) {
  return (
    <div
      role="status"
      aria-busy
      data-testid={testId}
      className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-surface-dark-muted"
    >
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-6 w-full" />
      ))}
    </div>
  );
}
