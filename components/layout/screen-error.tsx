"use client";

import { Button } from "@/components/ui/button";
import { texts } from "@/lib/texts";
import { ApplicationErrorScreen, isOutage } from "./application-error-screen";
import { useScreenError } from "./use-screen-error";

/** A screen's error boundary: what went wrong in words for people, and a retry that renders the segment again. */
export function ScreenError({ error, reset, testId = "screen-error" }: { error: Error & { digest?: string }; reset: () => void; testId?: string }) {
  const retry = useScreenError(error, reset);
  if (isOutage(error)) return <ApplicationErrorScreen onRetry={retry} />;
  return (
    <main data-testid={testId} className="mx-auto max-w-lg space-y-4 px-6 py-16 text-center">
      <h1 className="text-2xl font-bold">{texts.statusPages.somethingWentWrongTitle}</h1>
      <p className="text-slate-600 dark:text-slate-400">{texts.errors.somethingWentWrongSubtitle}</p>
      <Button data-testid={`${testId}-retry`} onClick={retry}>
        {texts.statusPages.retry}
      </Button>
    </main>
  );
}
