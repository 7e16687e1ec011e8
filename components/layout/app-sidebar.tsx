"use client";

import { SteadyLink } from "@/components/navigation/steady-link";
import { usePathname } from "next/navigation";
import { useSession } from "next-auth/react";
import { useEffect } from "react";
import { isAdminRole } from "@/lib/auth/session-policy";
import { isActiveItem, navigationFor } from "@/lib/shell/navigation";
import { NavIcon } from "./nav-icon";
import { useNavigation } from "./navigation-provider";

const focus = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500";

/**
 * The navigation of signed-in screens. "new" (the default) groups the screens with icons and can shrink to icons
 * only; "old" (`?sidebar=old`, 000 §1) is the earlier flat list of links. On narrow screens both open as a drawer
 * from the header's menu button.
 */
export function AppSidebar({ variant }: { variant: "new" | "old" }) {
  const pathname = usePathname() ?? "/";
  const { data: session } = useSession();
  const { drawerOpen, setDrawerOpen, collapsed, toggleCollapsed } = useNavigation();
  const groups = navigationFor({ isAdmin: isAdminRole(session?.user.role) });
  const iconsOnly = variant === "new" && collapsed && !drawerOpen;

  useEffect(() => {
    if (!drawerOpen) return;
    const close = (event: KeyboardEvent) => event.key === "Escape" && setDrawerOpen(false);
    window.addEventListener("keydown", close);
    return () => window.removeEventListener("keydown", close);
  }, [drawerOpen, setDrawerOpen]);

  const width = variant === "old" ? "w-48" : iconsOnly ? "w-16" : "w-60";
  return (
    <>
      {drawerOpen && <div className="fixed inset-0 z-30 bg-slate-900/40 md:hidden" onClick={() => setDrawerOpen(false)} aria-hidden="true" />}
      <aside
        id="app-sidebar"
        aria-label="Sidebar"
        data-testid="sidebar"
        data-variant={variant}
        data-collapsed={iconsOnly}
        className={`${drawerOpen ? "fixed inset-y-0 left-0 z-40 flex" : "hidden"} ${width} shrink-0 flex-col border-r border-slate-200 bg-white md:sticky md:top-0 md:flex md:h-screen dark:border-slate-800 dark:bg-surface-dark-muted`}
      >
        <SteadyLink href="/" className={`flex h-14 items-center gap-2 px-4 text-lg font-bold tracking-tight text-brand-700 dark:text-brand-300 ${focus}`}>
          {variant === "new" && <NavIcon name="lumos" className="h-6 w-6 shrink-0" />}
          <span className={iconsOnly ? "sr-only" : ""}>Lumos</span>
        </SteadyLink>
        <nav aria-label="Main" className="flex-1 overflow-y-auto px-2 pb-4">
          {variant === "old" ? (
            <ul className="space-y-0.5 text-sm">
              {groups
                .flatMap((group) => group.items)
                .map((item) => (
                  <li key={item.href}>
                    <SteadyLink
                      href={item.href}
                      aria-current={isActiveItem(item, pathname) ? "page" : undefined}
                      className={`block rounded px-3 py-1.5 text-slate-700 hover:bg-slate-100 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-[current=page]:text-brand-300 ${focus}`}
                    >
                      {item.label}
                    </SteadyLink>
                  </li>
                ))}
            </ul>
          ) : (
            groups.map((group) => (
              <div key={group.label} className="mt-3 first:mt-0">
                <h2 className={`px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400 ${iconsOnly ? "sr-only" : ""}`}>
                  {group.label}
                </h2>
                <ul className="space-y-0.5 text-sm">
                  {group.items.map((item) => (
                    <li key={item.href}>
                      <SteadyLink
                        href={item.href}
                        title={iconsOnly ? item.label : undefined}
                        aria-current={isActiveItem(item, pathname) ? "page" : undefined}
                        className={`flex items-center gap-3 rounded-md px-3 py-2 text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-medium aria-[current=page]:text-brand-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-brand-900/50 dark:aria-[current=page]:text-brand-100 ${focus}`}
                      >
                        <NavIcon name={item.icon} className="h-5 w-5 shrink-0" />
                        <span className={iconsOnly ? "sr-only" : ""}>{item.label}</span>
                      </SteadyLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))
          )}
        </nav>
        {variant === "new" && (
          <button
            type="button"
            onClick={toggleCollapsed}
            aria-expanded={!iconsOnly}
            aria-controls="app-sidebar"
            data-testid="sidebar-collapse"
            className={`m-2 hidden items-center gap-3 rounded-md px-3 py-2 text-sm text-slate-500 hover:bg-slate-100 md:flex dark:text-slate-400 dark:hover:bg-slate-800 ${focus}`}
          >
            <svg
              viewBox="0 0 24 24"
              className={`h-5 w-5 shrink-0 ${iconsOnly ? "rotate-180" : ""}`}
              fill="none"
              stroke="currentColor"
              strokeWidth={1.8}
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M15 6l-6 6 6 6" />
            </svg>
            <span className={iconsOnly ? "sr-only" : ""}>{iconsOnly ? "Expand sidebar" : "Collapse sidebar"}</span>
          </button>
        )}
      </aside>
    </>
  );
}
