"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useEffect, useRef } from "react";
import { pageViewKey } from "@/lib/shell/page-views";

export const PAGE_VIEWS_ENDPOINT = "/api/page-views";

/** Sends the location; the server decides what it counts as. Tracking never gets in the user's way: failures are dropped. */
function sendPageView(location: string) {
  fetch(PAGE_VIEWS_ENDPOINT, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ path: location }),
    credentials: "same-origin",
    keepalive: true,
  }).catch(() => {});
}

function Tracker() {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const lastKey = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    // The address bar, not the router's pathname: a run-together path (/gamebreakdownpage) stays as the user opened it.
    const location = `${window.location.pathname}${window.location.search}`;
    const key = pageViewKey(location);
    // Changing a filter on the same screen (the period of a game's players) is not another view.
    if (key === lastKey.current) return;
    lastKey.current = key;
    if (key === null) return;
    const doc = document as Document & { prerendering?: boolean };
    // A page the browser prerenders speculatively is counted only once the user actually opens it.
    if (doc.prerendering) doc.addEventListener("prerenderingchange", () => sendPageView(location), { once: true });
    else sendPageView(location);
  }, [pathname, query]);

  return null;
}

/**
 * Records a page view on the first load and on every client navigation to another tracked screen (specification
 * 000 §2). Runs in the browser only, after the page is shown, so router prefetches never count.
 */
export function PageViewTracker() {
  return (
    <Suspense fallback={null}>
      <Tracker />
    </Suspense>
  );
}
