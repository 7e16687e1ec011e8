// The frame every breakdown section shares: a titled card, its skeleton while it streams, and the states for
// data that could not be loaded or does not exist.
import { Suspense } from "react";
import { BelowTheFold } from "./below-the-fold";

export function Section({
  id,
  title,
  description,
  children,
  actions,
}: {
  id: string;
  title: string;
  description?: string;
  children: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} data-testid={`section-${id}`} className="min-w-0 rounded-xl bg-white p-5 shadow-sm dark:bg-surface-dark-muted">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {title}
          </h2>
          {description && <p className="text-sm text-slate-500 dark:text-slate-400">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function SectionSkeleton({ title, height = "h-64" }: { title: string; height?: string }) {
  return (
    <div role="status" aria-label={`Loading ${title}`} className="min-w-0 rounded-xl bg-white p-5 shadow-sm dark:bg-surface-dark-muted">
      <div className="mb-3 h-5 w-48 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
      <div className={`${height} animate-pulse rounded bg-slate-100 dark:bg-slate-800`} />
    </div>
  );
}

/**
 * A section below the fold: streamed like the others, but drawn in the browser (components/ui/below-the-fold.tsx),
 * with its skeleton until then.
 */
export function SectionBelowTheFold({ title, height, children }: { title: string; height?: string; children: React.ReactNode }) {
  const skeleton = <SectionSkeleton title={title} height={height} />;
  return (
    <BelowTheFold fallback={skeleton}>
      <Suspense fallback={skeleton}>{children}</Suspense>
    </BelowTheFold>
  );
}

export function SectionMessage({ children, tone = "muted" }: { children: React.ReactNode; tone?: "muted" | "error" }) {
  return <p className={`py-6 text-center text-sm ${tone === "error" ? "text-red-700 dark:text-red-300" : "text-slate-500"}`}>{children}</p>;
}

/** Said when a dataset could not be built (the failure is logged on the server). */
export const UNAVAILABLE = "This section could not be loaded right now. Reload the page to try again.";
