"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/db/unavailable";
import { statusPageTexts } from "@/lib/ui/texts/status-pages";

/** Whether a screen's error is the database being unreachable (lib/db/unavailable.ts): an outage, not a bug. */
export function isOutage(error: Error & { digest?: string }): boolean {
  return error.digest === DATABASE_UNAVAILABLE_DIGEST;
}

/** The body every screen error shows: a title, a sentence for people, a retry and any further way out. */
export function ErrorScreen({
  testId,
  retryTestId = `${testId}-retry`,
  title,
  body,
  onRetry,
  children,
}: {
  testId: string;
  retryTestId?: string;
  title: string;
  body: string;
  onRetry: () => void;
  children?: ReactNode;
}) {
  return (
    <main data-testid={testId} className="mx-auto max-w-lg space-y-4 px-6 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-slate-600 dark:text-slate-400">{body}</p>
      <div className="flex items-center justify-center gap-4">
        <Button data-testid={retryTestId} onClick={onRetry} className="focus-visible:outline-2 focus-visible:outline-indigo-500">
          {statusPageTexts.retry}
        </Button>
        {children}
      </div>
    </main>
  );
}

/**
 * The application-error page (/application-error-page's title and text), shown by a signed-in screen's error
 * boundary while the database cannot be reached. In place rather than a redirect: the address stays, so the retry
 * or a reload brings the screen back as soon as the database is.
 */
export function ApplicationErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorScreen
      testId="application-error-page"
      retryTestId="application-error-retry"
      title={statusPageTexts.applicationErrorTitle}
      body={statusPageTexts.applicationErrorBody}
      onRetry={onRetry}
    />
  );
}
