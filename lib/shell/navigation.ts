// The signed-in navigation, once: the new sidebar groups it, the old sidebar (sidebar=old) lists it flat.
import { canonicalPath } from "./routes";

export type NavIcon = "dashboard" | "research" | "categories" | "search" | "lumos" | "user" | "admin" | "invite" | "about" | "brain";

export interface NavItem {
  href: string;
  label: string;
  icon: NavIcon;
  /** Shown to administrators only (the pages check the role themselves). */
  adminOnly?: boolean;
  /** Other paths that belong to this item (the dashboard answers on three). */
  aliases?: string[];
}

export const NAV_GROUPS: ReadonlyArray<{ label: string; items: NavItem[] }> = [
  {
    label: "Explore",
    items: [
      { href: "/", label: "Dashboard", icon: "dashboard", aliases: ["/dashboard-page", "/home-page"] },
      { href: "/market-research-page", label: "Market research", icon: "research" },
      { href: "/categories-page", label: "Categories", icon: "categories", aliases: ["/category-page"] },
      { href: "/search-page", label: "Search", icon: "search" },
    ],
  },
  {
    label: "Assistant",
    items: [
      { href: "/lumos-page", label: "Lumos", icon: "lumos" },
      { href: "/user-dashboard-page", label: "Your dashboard", icon: "user" },
    ],
  },
  {
    label: "Administration",
    items: [
      { href: "/admin-page", label: "Users and groups", icon: "admin", adminOnly: true, aliases: ["/admin-v2"] },
      { href: "/invite-users-page", label: "Invite users", icon: "invite", adminOnly: true },
    ],
  },
  {
    label: "Lumos",
    items: [
      { href: "/about", label: "About", icon: "about" },
      { href: "/brain", label: "How Lumos thinks", icon: "brain" },
    ],
  },
];

/** The groups a user sees: administration only for administrators, and no empty group. */
export function navigationFor({ isAdmin }: { isAdmin: boolean }) {
  return NAV_GROUPS.map((group) => ({ ...group, items: group.items.filter((item) => isAdmin || !item.adminOnly) })).filter((group) => group.items.length > 0);
}

/** Whether the page at `pathname` (run-together paths included) belongs to this item. */
export function isActiveItem(item: NavItem, pathname: string): boolean {
  const path = canonicalPath(pathname) ?? pathname;
  return [item.href, ...(item.aliases ?? [])].includes(path);
}
