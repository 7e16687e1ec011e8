"use client";

import Link from "next/link";
import { useEffect, type ComponentProps, type MouseEvent } from "react";

/**
 * How long a client-side navigation may take before the address is loaded as a whole page instead. Next 15.5 can
 * leave a <Link> navigation uncommitted for good on a busy machine (vercel/next.js#98305, fixed in Next 16): the
 * request is answered but the page never changes, so without this the click would do nothing.
 */
export const SOFT_NAVIGATION_GRACE_MS = 3000;

interface NavigationWindow {
  location: { href: string; pathname: string; search: string; assign(url: string): void };
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

// One watch at a time: a newer click replaces the older one's.
let watch: { handle: unknown; view: NavigationWindow } | null = null;

export function stopWatchingNavigation(): void {
  if (watch) watch.view.clearTimeout(watch.handle);
  watch = null;
}

/** After a click on a link to `href`, loads `href` as a whole page if the address has not become it in time. */
export function watchSoftNavigation(href: string, view: NavigationWindow = window as unknown as NavigationWindow, graceMs = SOFT_NAVIGATION_GRACE_MS): void {
  stopWatchingNavigation();
  const target = new URL(href, view.location.href);
  const handle = view.setTimeout(() => {
    watch = null;
    if (view.location.pathname !== target.pathname || view.location.search !== target.search) view.location.assign(target.href);
  }, graceMs);
  watch = { handle, view };
}

function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A next/link for a string address whose click never comes to nothing: if the client-side navigation has not
 * arrived after SOFT_NAVIGATION_GRACE_MS, the page is loaded the classic way. Leaving the page (this link unmounts)
 * ends the watch.
 */
export function SteadyLink({ href, onClick, ...props }: Omit<ComponentProps<typeof Link>, "href"> & { href: string }) {
  useEffect(() => stopWatchingNavigation, []);
  return (
    <Link
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!opensElsewhere(event)) watchSoftNavigation(href);
      }}
      {...props}
    />
  );
}
