"use client";

import { useRouter } from "next/navigation";
import { startTransition, useEffect } from "react";

/**
 * What every screen's error boundary does: logs the error in the browser, and gives a retry that fetches the page
 * from the server again (the failure may have happened there) before rendering the segment anew.
 */
export function useScreenError(error: Error, reset: () => void): () => void {
  const router = useRouter();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return () =>
    startTransition(() => {
      router.refresh();
      reset();
    });
}
