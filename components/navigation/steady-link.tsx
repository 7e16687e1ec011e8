"use client";

import Link from "next/link";
import { useEffect, useRef, useState, type ComponentProps, type MouseEvent } from "react";

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

interface Watch {
  handle: unknown;
  view: NavigationWindow;
}

// One watch at a time: a newer click replaces the older one's.
let watch: Watch | null = null;

/** Ends the running watch, or only `which` when given (a link ending the watch it started, not another's). */
export function stopWatchingNavigation(which?: Watch | null): void {
  if (!watch || (which !== undefined && which !== watch)) return;
  watch.view.clearTimeout(watch.handle);
  watch = null;
}

/**
 * After a click on a link to `href`, loads `href` as a whole page if the click came to nothing: the address is still
 * the one the click was made on. Arriving at `href`, or going anywhere else meanwhile, ends the watch quietly.
 */
export function watchSoftNavigation(href: string, view: NavigationWindow = window as unknown as NavigationWindow, graceMs = SOFT_NAVIGATION_GRACE_MS): Watch {
  stopWatchingNavigation();
  const target = new URL(href, view.location.href);
  const clickedOn = view.location.href;
  const handle = view.setTimeout(() => {
    watch = null;
    const arrived = view.location.pathname === target.pathname && view.location.search === target.search;
    if (!arrived && view.location.href === clickedOn) view.location.assign(target.href);
  }, graceMs);
  watch = { handle, view };
  return watch;
}

function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A next/link for a string address whose click never comes to nothing: if the client-side navigation has not
 * arrived after SOFT_NAVIGATION_GRACE_MS, the page is loaded the classic way. Every in-app link uses it (an ESLint rule
 * keeps next/link out of the rest of the code). When the clicked link goes away (its page was left), its watch ends.
 *
 * It prefetches its destination when the user shows intent (the pointer enters it, it takes focus, a touch starts),
 * not when it scrolls into view, as Next's guide on prefetching shows: every link in view used to be prefetched, and
 * one market-research view, with its 25 games, sort headers, pages and sidebar, sent 56 prefetch requests, each
 * costing the server about half a page (docs/decisions.md, "Links prefetch on intent"). `prefetch={false}` still
 * turns prefetching off altogether.
 */
export function SteadyLink({
  href,
  onClick,
  onMouseEnter,
  onFocus,
  onTouchStart,
  prefetch,
  ...props
}: Omit<ComponentProps<typeof Link>, "href"> & { href: string }) {
  const started = useRef<Watch | null>(null);
  const [intent, setIntent] = useState(false);
  useEffect(() => () => stopWatchingNavigation(started.current), []);
  return (
    <Link
      href={href}
      prefetch={intent && prefetch !== false ? (prefetch ?? null) : false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        setIntent(true);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        setIntent(true);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        setIntent(true);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!opensElsewhere(event)) started.current = watchSoftNavigation(href);
      }}
      {...props}
    />
  );
}
