"use client";

import { useEffect, useState } from "react";
import { isDark, isTheme, THEME_STORAGE_KEY, THEMES, type Theme } from "@/lib/shell/theme";

const LABELS: Record<Theme, string> = { light: "Light", dark: "Dark", system: "System" };

function apply(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle("dark", isDark(theme, window.matchMedia("(prefers-color-scheme: dark)").matches));
  root.dataset.theme = theme;
}

/** Light / dark / system, remembered in this browser; "system" follows the operating system as it changes. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>("system");
  // Disabled until hydrated: a choice made before React listens would change the control but not the theme.
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    setTheme(isTheme(stored) ? stored : "system");
    setReady(true);
  }, []);

  useEffect(() => {
    if (theme !== "system") return;
    const media = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = () => apply("system");
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, [theme]);

  const choose = (next: Theme) => {
    setTheme(next);
    window.localStorage.setItem(THEME_STORAGE_KEY, next);
    apply(next);
  };

  return (
    <label className="flex shrink-0 items-center gap-1 text-xs text-slate-500">
      <span className="sr-only">Theme</span>
      <select
        value={theme}
        disabled={!ready}
        onChange={(event) => choose(event.target.value as Theme)}
        data-testid="theme-select"
        className="rounded-md border border-slate-300 bg-white px-1.5 py-1 text-xs text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        {THEMES.map((value) => (
          <option key={value} value={value}>
            {LABELS[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
