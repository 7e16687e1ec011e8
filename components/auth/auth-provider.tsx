"use client";

import { SessionProvider } from "next-auth/react";

/** The client-side session for signed-in screens. Loaded from /api/auth/session on mount (a page load refreshes it). */
export function AuthProvider({ children }: { children: React.ReactNode }) {
  return <SessionProvider refetchOnWindowFocus>{children}</SessionProvider>;
}
