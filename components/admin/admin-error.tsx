"use client";

import { ScreenError } from "@/components/layout/screen-error";

/** The error boundary of the admin segments. */
export function AdminError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ScreenError {...props} testId="admin-error" />;
}
