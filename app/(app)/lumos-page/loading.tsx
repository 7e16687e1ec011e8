/** While /lumos-page is prepared: the recents column and the conversation's shape. */
export default function LumosPageLoading() {
  return (
    <div className="flex h-[calc(100dvh-57px)]" role="status" aria-label="Loading Lumos" data-testid="lumos-page-loading">
      <div className="hidden w-64 space-y-2 border-r border-slate-200 p-3 md:block dark:border-slate-800">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-8 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800" />
        ))}
      </div>
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6">
        <div className="h-7 w-72 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
        <div className="h-4 w-96 max-w-full animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
      </div>
    </div>
  );
}
