"use client";

import Link from "next/link";
import { ApplicationErrorScreen, isOutage } from "@/components/layout/application-error-screen";
import { useScreenError } from "@/components/layout/use-screen-error";
import { Button } from "@/components/ui/button";
import { texts } from "@/lib/texts";

/** The market-research segment's error boundary: what happened in words for people, a retry and a way out. */
export default function MarketResearchError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const retry = useScreenError(error, reset);
  if (isOutage(error)) return <ApplicationErrorScreen onRetry={retry} />;
  return (
    <main data-testid="market-research-error" className="mx-auto max-w-lg space-y-4 px-6 py-16 text-center">
      <h1 className="text-2xl font-bold">{texts.statusPages.somethingWentWrongTitle}</h1>
      <p className="text-slate-600 dark:text-slate-400">The market research could not be loaded right now. Try again, or reset the filters.</p>
      <div className="flex items-center justify-center gap-4">
        <Button data-testid="market-research-retry" onClick={retry} className="focus-visible:outline-2 focus-visible:outline-indigo-500">
          {texts.statusPages.retry}
        </Button>
        <Link href="/market-research-page" className="rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300">
          Reset filters
        </Link>
      </div>
    </main>
  );
}
