"use client";

import { ApplicationErrorScreen, isOutage } from "@/components/layout/application-error-screen";
import { useScreenError } from "@/components/layout/use-screen-error";
import { Button } from "@/components/ui/button";
import { texts } from "@/lib/texts";

/** The user dashboard's error boundary: what happened in words for people, and a retry. */
export default function UserDashboardError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const retry = useScreenError(error, reset);
  if (isOutage(error)) return <ApplicationErrorScreen onRetry={retry} />;
  return (
    <main data-testid="user-dashboard-error" className="mx-auto max-w-lg space-y-4 px-6 py-16 text-center">
      <h1 className="text-2xl font-bold">{texts.userDashboard.errorTitle}</h1>
      <p className="text-slate-600 dark:text-slate-400">{texts.userDashboard.errorBody}</p>
      <Button data-testid="user-dashboard-retry" onClick={retry}>
        {texts.statusPages.retry}
      </Button>
    </main>
  );
}
