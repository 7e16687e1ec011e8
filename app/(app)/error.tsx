"use client";

import { ScreenError } from "@/components/layout/screen-error";

/** Every signed-in screen without a boundary of its own: an error keeps the sidebar and header and offers a retry. */
export default function SignedInError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ScreenError {...props} />;
}
