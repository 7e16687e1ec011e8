"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { usePathname } from "next/navigation";

const COLLAPSED_KEY = "lumos.sidebar.collapsed";

interface NavigationState {
  /** The drawer on narrow screens. */
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
  /** The new sidebar shows icons only; remembered in this browser. */
  collapsed: boolean;
  toggleCollapsed: () => void;
}

const NavigationContext = createContext<NavigationState | null>(null);

export function NavigationProvider({ children }: { children: React.ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const pathname = usePathname();

  useEffect(() => {
    setCollapsed(window.localStorage.getItem(COLLAPSED_KEY) === "true");
  }, []);
  // A link followed in the drawer closes it.
  useEffect(() => setDrawerOpen(false), [pathname]);

  const toggleCollapsed = useCallback(() => {
    setCollapsed((value) => {
      window.localStorage.setItem(COLLAPSED_KEY, String(!value));
      return !value;
    });
  }, []);
  const value = useMemo(() => ({ drawerOpen, setDrawerOpen, collapsed, toggleCollapsed }), [drawerOpen, collapsed, toggleCollapsed]);
  return <NavigationContext.Provider value={value}>{children}</NavigationContext.Provider>;
}

export function useNavigation(): NavigationState {
  const state = useContext(NavigationContext);
  if (!state) throw new Error("useNavigation outside NavigationProvider");
  return state;
}

/** The header's menu button on narrow screens: opens the sidebar as a drawer. */
export function MenuButton() {
  const { drawerOpen, setDrawerOpen } = useNavigation();
  return (
    <button
      type="button"
      onClick={() => setDrawerOpen(!drawerOpen)}
      aria-expanded={drawerOpen}
      aria-controls="app-sidebar"
      data-testid="menu-button"
      className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 md:hidden dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <span className="sr-only">{drawerOpen ? "Close menu" : "Open menu"}</span>
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true">
        <path d={drawerOpen ? "M6 6l12 12M18 6 6 18" : "M4 7h16M4 12h16M4 17h16"} />
      </svg>
    </button>
  );
}
