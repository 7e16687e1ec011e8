/** The dialog's and the page's placeholder while the feature loads. */
export function PreviewSkeleton({ name }: { name?: string }) {
  return (
    <div role="status" aria-label={`Loading ${name ?? "the feature"}`} data-testid="feature-preview-loading" className="space-y-4">
      <div className="h-4 w-24 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-16 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
        ))}
      </div>
      <div className="h-40 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
    </div>
  );
}
