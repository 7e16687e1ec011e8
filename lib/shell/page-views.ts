// What a location counts as (specification 000 §2: "Page-view names tracked: dashboard, research, admin, search,
// login, signup, {product}, game (with id), feature (with cls_id)"). Pure: the server decides the name with it, and
// the browser's tracker uses the same key to tell a new view from a change of filters on the same screen.
import { parseId } from "@/lib/domain/ids";
import { canonicalPath, ROUTES, type PageViewName, type RouteAccess } from "@/lib/shell/routes";

export interface ResolvedPageView {
  name: PageViewName;
  /** The game id (game) or cls_id (feature) as a positive whole number in text; null otherwise. */
  subject: string | null;
  /** The path as opened (a run-together variant stays as it was) plus only the recorded parameter. */
  path: string;
  /** Who may open the screen: anonymous views are stored only for public ones (sign-in, sign-up). */
  access: RouteAccess;
}

/** Longest location accepted from a browser (path and query). */
export const MAX_LOCATION_LENGTH = 2048;

const BASE = "http://lumos.local";
const byPath = new Map(ROUTES.map((route) => [route.path, route]));

/**
 * The page view a location (path and query, as the address bar shows it) stands for, or null when the location is
 * not one of the tracked screens. Only an exact screen counts: a path nested under a screen is the not-found page.
 * Other query parameters (filters, a sign-in callbackUrl, an e-mail address) are never kept.
 */
export function resolvePageView(location: string): ResolvedPageView | null {
  if (!location.startsWith("/") || location.startsWith("//") || location.length > MAX_LOCATION_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(location, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const opened = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
  const route = byPath.get(canonicalPath(opened) ?? opened);
  if (!route?.pageView) return null;
  const id = route.pageViewParam ? parseId(url.searchParams.get(route.pageViewParam) ?? "") : null;
  const subject = id === null ? null : String(id);
  return {
    name: route.pageView,
    subject,
    path: subject !== null && route.pageViewParam ? `${opened}?${route.pageViewParam}=${subject}` : opened,
    access: route.access,
  };
}

/** What makes two locations the same view: the screen and its subject, not the other query parameters. */
export function pageViewKey(location: string): string | null {
  const view = resolvePageView(location);
  if (!view) return null;
  const canonical = canonicalPath(view.path.split("?", 1)[0]) ?? view.path.split("?", 1)[0];
  return `${view.name}|${canonical}|${view.subject ?? ""}`;
}
