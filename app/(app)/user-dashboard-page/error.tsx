"use client";

import { ApplicationErrorScreen, ErrorScreen, isOutage } from "@/components/layout/application-error-screen";
import { useScreenError } from "@/components/layout/use-screen-error";
import { userDashboardTexts } from "@/lib/ui/texts/user-dashboard";

/** The user dashboard's error boundary: what happened in words for people, and a retry. */
export default function UserDashboardError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const retry = useScreenError(error, reset);
  if (isOutage(error)) return <ApplicationErrorScreen onRetry={retry} />;
  return (
    <ErrorScreen
      testId="user-dashboard-error"
      retryTestId="user-dashboard-retry"
      title={userDashboardTexts.errorTitle}
      body={userDashboardTexts.errorBody}
      onRetry={retry}
    />
  );
}
