// Where the floating widget and the sidebar are hidden (specification 000 §2): the full-screen page, every admin
// path (the admin-only routes: /admin-page, /admin-v2, /invite-users-page and their run-together variants), the user
// dashboard and market research. Pure, for usePathname() in the widget.
import { canonicalPath, findRoute } from "@/lib/shell/routes";

export const LUMOS_PAGE_PATH = "/lumos-page";
const HIDDEN_PATHS = [LUMOS_PAGE_PATH, "/user-dashboard-page", "/market-research-page"];

export function isChatHiddenOn(pathname: string | null | undefined): boolean {
  if (!pathname) return true;
  const path = (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname).toLowerCase();
  const canonical = canonicalPath(path) ?? path;
  if (canonical.startsWith("/admin")) return true;
  if (HIDDEN_PATHS.some((hidden) => canonical === hidden || canonical.startsWith(`${hidden}/`))) return true;
  return findRoute(canonical)?.access === "admin";
}

/** The full-screen page; fromSidebar=true when the sidebar's expand opened it. */
export function lumosPageHref({ fromSidebar = false, conversation, query }: { fromSidebar?: boolean; conversation?: string; query?: string } = {}): string {
  const params = new URLSearchParams();
  if (fromSidebar) params.set("fromSidebar", "true");
  if (conversation) params.set("conversation", conversation);
  if (query) params.set("query", query);
  const search = params.toString();
  return search ? `${LUMOS_PAGE_PATH}?${search}` : LUMOS_PAGE_PATH;
}
