"use client";

import { useEffect } from "react";
import { texts } from "@/lib/texts";
import { Button } from "@/components/ui/button";

/** The error boundary of the admin segments: what went wrong in words for people, and a retry. */
export function AdminError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main data-testid="admin-error" className="mx-auto max-w-lg space-y-4 px-6 py-16 text-center">
      <h1 className="text-2xl font-bold">{texts.statusPages.somethingWentWrongTitle}</h1>
      <p className="text-slate-600 dark:text-slate-400">{texts.errors.somethingWentWrongSubtitle}</p>
      <Button data-testid="admin-error-retry" onClick={reset}>
        {texts.statusPages.retry}
      </Button>
    </main>
  );
}
