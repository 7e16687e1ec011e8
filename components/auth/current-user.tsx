"use client";

import { useSession } from "next-auth/react";
import { authTexts } from "@/lib/ui/texts/auth";

/** Who is signed in; 'Loading authentication...' while the session loads (specification 000 §2). */
export function CurrentUser() {
  const { data: session, status } = useSession();
  if (status === "loading" && !session) {
    return (
      <span data-testid="auth-loading" className="min-w-0 truncate text-slate-500" role="status" title={authTexts.loadingAuthentication}>
        {authTexts.loadingAuthentication}
      </span>
    );
  }
  if (!session) return null;
  return (
    <span data-testid="current-user" className="flex min-w-0 items-center gap-2">
      <span className="min-w-0 truncate font-medium" title={session.user.username}>
        {session.user.username}
      </span>
      {session.user.role !== "analyst" && (
        <span
          data-testid="current-user-role"
          className="shrink-0 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-700 dark:bg-brand-900 dark:text-brand-100"
        >
          {session.user.role}
        </span>
      )}
    </span>
  );
}
