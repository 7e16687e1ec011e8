"use client";

import { Button } from "@/components/ui/button";
import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/db/unavailable";
import { texts } from "@/lib/texts";

/** Whether a screen's error is the database being unreachable (lib/db/unavailable.ts): an outage, not a bug. */
export function isOutage(error: Error & { digest?: string }): boolean {
  return error.digest === DATABASE_UNAVAILABLE_DIGEST;
}

/**
 * The application-error page (/application-error-page's title and text), shown by a signed-in screen's error
 * boundary while the database cannot be reached. In place rather than a redirect: the address stays, so the retry
 * or a reload brings the screen back as soon as the database is.
 */
export function ApplicationErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <main data-testid="application-error-page" className="mx-auto max-w-lg space-y-4 px-6 py-16 text-center">
      <h1 className="text-2xl font-bold">{texts.statusPages.applicationErrorTitle}</h1>
      <p className="text-slate-600 dark:text-slate-400">{texts.statusPages.applicationErrorBody}</p>
      <Button data-testid="application-error-retry" onClick={onRetry}>
        {texts.statusPages.retry}
      </Button>
    </main>
  );
}
