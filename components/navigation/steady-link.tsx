"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, type ComponentProps, type MouseEvent } from "react";

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

/**
 * Whether a click on an anchor is the browser's to handle: a new tab or window, a download, another frame, a button
 * other than the main one, or a handler that already took it. These are the cases next/link leaves alone too.
 */
export function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute("target");
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== "_self") ||
    event.currentTarget.hasAttribute("download")
  );
}

/** Whether `href` is an address of this app (same origin), which the app router can navigate to in place. */
export function isInApp(href: string): boolean {
  return new URL(href, window.location.href).origin === window.location.origin;
}

export type SteadyLinkProps = Omit<ComponentProps<"a">, "href"> & {
  href: string;
  /** false: never prefetched. Otherwise the destination is prefetched, as next/link does by default, on intent. */
  prefetch?: boolean;
  /** false: the page keeps its scroll position after the navigation. */
  scroll?: boolean;
};

/**
 * An in-app link for a string address whose click never comes to nothing: it navigates in place through the app
 * router, and if that navigation has not arrived after SOFT_NAVIGATION_GRACE_MS, the page is loaded the classic way.
 * Every in-app link uses it (an ESLint rule keeps next/link out of the code). When the clicked link goes away (its
 * page was left), its watch ends.
 *
 * It is a plain anchor with the router's own navigation and prefetch rather than a next/link: a screen holds dozens
 * of links (a market-research view 51, a game breakdown 56), and next/link's state, context and callbacks cost the
 * server's render some 15 µs more a link than an anchor (docs/decisions.md, "In-app links are plain anchors"). A
 * click with a modifier key, on a link with a target or a download, or already handled is left to the browser, as
 * next/link leaves it.
 *
 * It prefetches its destination when the user shows intent (the pointer enters it, it takes focus, a touch starts),
 * not when it scrolls into view, as Next's guide on prefetching shows: every link in view used to be prefetched, and
 * one market-research view, with its 25 games, sort headers, pages and sidebar, sent 56 prefetch requests, each
 * costing the server about half a page (docs/decisions.md, "Links prefetch on intent").
 */
export function SteadyLink({ href, onClick, onMouseEnter, onFocus, onTouchStart, prefetch, scroll, ...props }: SteadyLinkProps) {
  const router = useRouter();
  const started = useRef<Watch | null>(null);
  const prefetched = useRef(false);
  useEffect(() => () => stopWatchingNavigation(started.current), []);
  const showIntent = () => {
    if (prefetch === false || prefetched.current) return;
    prefetched.current = true;
    router.prefetch(href);
  };
  return (
    <a
      href={href}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        showIntent();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        showIntent();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        showIntent();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (opensElsewhere(event) || !isInApp(href)) return;
        event.preventDefault();
        started.current = watchSoftNavigation(href);
        router.push(href, { scroll: scroll !== false });
      }}
      {...props}
    />
  );
}
