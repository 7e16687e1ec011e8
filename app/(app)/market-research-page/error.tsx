"use client";

import { SteadyLink } from "@/components/navigation/steady-link";
import { ApplicationErrorScreen, ErrorScreen, isOutage } from "@/components/layout/application-error-screen";
import { useScreenError } from "@/components/layout/use-screen-error";
import { statusPageTexts } from "@/lib/ui/texts/status-pages";

/** The market-research segment's error boundary: what happened in words for people, a retry and a way out. */
export default function MarketResearchError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const retry = useScreenError(error, reset);
  if (isOutage(error)) return <ApplicationErrorScreen onRetry={retry} />;
  return (
    <ErrorScreen
      testId="market-research-error"
      retryTestId="market-research-retry"
      title={statusPageTexts.somethingWentWrongTitle}
      body="The market research could not be loaded right now. Try again, or reset the filters."
      onRetry={retry}
    >
      <SteadyLink
        href="/market-research-page"
        className="rounded text-sm font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
      >
        Reset filters
      </SteadyLink>
    </ErrorScreen>
  );
}
