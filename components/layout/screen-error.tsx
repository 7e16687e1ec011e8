"use client";

import { errorTexts } from "@/lib/ui/texts/errors";
import { statusPageTexts } from "@/lib/ui/texts/status-pages";
import { ApplicationErrorScreen, ErrorScreen, isOutage } from "./application-error-screen";
import { useScreenError } from "./use-screen-error";

/** A screen's error boundary: what went wrong in words for people, and a retry that renders the segment again. */
export function ScreenError({ error, reset, testId = "screen-error" }: { error: Error & { digest?: string }; reset: () => void; testId?: string }) {
  const retry = useScreenError(error, reset);
  if (isOutage(error)) return <ApplicationErrorScreen onRetry={retry} />;
  return <ErrorScreen testId={testId} title={statusPageTexts.somethingWentWrongTitle} body={errorTexts.somethingWentWrongSubtitle} onRetry={retry} />;
}
