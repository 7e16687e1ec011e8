// Every screen of the specification (000 §2) in one place: its hyphenated path, its run-together variant, who may
// open it and the page-view name it is tracked under. Pure and edge-safe: middleware, guards, links and tests read it.

export type RouteAccess = "public" | "user" | "admin";
/** Specification 000 §2: page-view names tracked. */
export type PageViewName = "dashboard" | "research" | "admin" | "search" | "login" | "signup" | "lumos" | "game" | "feature";

export interface RouteDefinition {
  /** Canonical (hyphenated) path. */
  path: string;
  /** The same path without hyphens, answered as well (specification 000 §2); null when it has no hyphen. */
  variant: string | null;
  access: RouteAccess;
  pageView: PageViewName | null;
  /** The query parameter whose value the page view records (game: id, feature: cls_id). */
  pageViewParam?: string;
  title: string;
}

type RouteInput = Omit<RouteDefinition, "variant">;

function withVariant(route: RouteInput): RouteDefinition {
  const variant = route.path.replaceAll("-", "");
  return { ...route, variant: variant === route.path ? null : variant };
}

export const ROUTES: readonly RouteDefinition[] = (
  [
    { path: "/", access: "user", pageView: "dashboard", title: "Dashboard" },
    { path: "/dashboard-page", access: "user", pageView: "dashboard", title: "Dashboard" },
    { path: "/home-page", access: "user", pageView: "dashboard", title: "Dashboard" },
    { path: "/about", access: "user", pageView: null, title: "About" },
    { path: "/login-page", access: "public", pageView: "login", title: "Sign in" },
    { path: "/login", access: "public", pageView: "login", title: "Sign in" },
    { path: "/admin-login-page", access: "public", pageView: "login", title: "Administrator sign-in" },
    { path: "/signup-page", access: "public", pageView: "signup", title: "Sign up" },
    { path: "/signup-confirm-page", access: "public", pageView: "signup", title: "Confirm sign-up" },
    { path: "/password-reset-page", access: "public", pageView: null, title: "Reset password" },
    { path: "/admin-page", access: "admin", pageView: "admin", title: "Administration" },
    { path: "/admin-v2", access: "admin", pageView: "admin", title: "Administration" },
    { path: "/invite-users-page", access: "admin", pageView: "admin", title: "Invite users" },
    { path: "/search-page", access: "user", pageView: "search", title: "Search" },
    { path: "/market-research-page", access: "user", pageView: "research", title: "Market research" },
    { path: "/categories-page", access: "user", pageView: null, title: "Categories" },
    { path: "/category-page", access: "user", pageView: null, title: "Category" },
    { path: "/game-breakdown-page", access: "user", pageView: "game", pageViewParam: "id", title: "Game breakdown" },
    { path: "/feature-breakdown-page", access: "user", pageView: "feature", pageViewParam: "cls_id", title: "Feature breakdown" },
    { path: "/feature-breakdown-modal-page", access: "user", pageView: "feature", pageViewParam: "cls_id", title: "Feature breakdown" },
    { path: "/lumos-page", access: "user", pageView: "lumos", title: "Lumos" },
    { path: "/user-dashboard-page", access: "user", pageView: null, title: "Your dashboard" },
    { path: "/brain", access: "user", pageView: null, title: "Brain" },
    { path: "/maintenance-page", access: "public", pageView: null, title: "Maintenance" },
    { path: "/application-error-page", access: "public", pageView: null, title: "Application error" },
    { path: "/something-went-wrong-page", access: "public", pageView: null, title: "Something went wrong" },
    { path: "/unauthorized-page", access: "public", pageView: null, title: "Access denied" },
    { path: "/not-found-page", access: "public", pageView: null, title: "Page not found" },
  ] satisfies RouteInput[]
).map(withVariant);

export const LOGIN_PATH = "/login-page";
export const ADMIN_LOGIN_PATH = "/admin-login-page";
export const UNAUTHORIZED_PATH = "/unauthorized-page";
export const HOME_PATH = "/";
/** Request header middleware sets on page requests: the location asked for (path and query), for page guards. */
export const LOCATION_HEADER = "x-lumos-location";

/** API and infrastructure paths that answer without a session (their handlers decide for themselves: /api/page-views takes
 * the sign-in and sign-up screens' views anonymously and answers everything else only with a session). */
export const PUBLIC_API_PREFIXES = ["/api/auth", "/api/signin", "/api/status", "/api/healthz", "/_healthz", "/api/art", "/api/page-views"] as const;

const byPath = new Map(ROUTES.map((route) => [route.path, route]));
const byVariant = new Map(ROUTES.filter((route) => route.variant).map((route) => [route.variant!, route]));

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix.endsWith("/") ? prefix : `${prefix}/`);
}

/** The canonical path of a run-together variant (/gamebreakdownpage → /game-breakdown-page), or null. */
export function canonicalPath(pathname: string): string | null {
  return byVariant.get(pathname.toLowerCase())?.path ?? null;
}

/** The route a (canonical) path belongs to: the route itself, or the route it is nested under. */
export function findRoute(pathname: string): RouteDefinition | null {
  const exact = byPath.get(pathname);
  if (exact) return exact;
  let best: RouteDefinition | null = null;
  for (const route of ROUTES) {
    if (route.path !== "/" && startsWithSegment(pathname, route.path) && (!best || route.path.length > best.path.length)) best = route;
  }
  return best;
}

export function isPublicPath(pathname: string): boolean {
  if (PUBLIC_API_PREFIXES.some((prefix) => startsWithSegment(pathname, prefix))) return true;
  return findRoute(canonicalPath(pathname) ?? pathname)?.access === "public";
}

/** Specification 000 §2: an unauthenticated visitor goes to admin login when the path starts with /admin. */
export function loginPathFor(pathname: string): string {
  return pathname.startsWith("/admin") ? ADMIN_LOGIN_PATH : LOGIN_PATH;
}

/** Where to send a visitor without a session; the original location (path and query) travels in callbackUrl. */
export function loginRedirectPath(location: string, { expired = false }: { expired?: boolean } = {}): string {
  const pathname = location.split(/[?#]/, 1)[0] || "/";
  const params = new URLSearchParams();
  if (expired) params.set("reason", "expired");
  if (location && location !== "/") params.set("callbackUrl", location);
  const query = params.toString();
  return `${loginPathFor(pathname)}${query ? `?${query}` : ""}`;
}
