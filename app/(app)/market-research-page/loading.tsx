import { SectionSkeleton } from "@/components/ui/section";

export default function Loading() {
  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6" data-testid="market-research-loading">
      <div className="h-8 w-56 animate-pulse rounded bg-slate-200 dark:bg-slate-700" />
      <SectionSkeleton title="Filters" height="h-32" />
      <SectionSkeleton title="Games" height="h-96" />
    </main>
  );
}
