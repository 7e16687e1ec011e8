// Light, dark or system theme, remembered in local storage (specification 000 §1). The script runs in <head>
// before the page paints, so a dark-theme user never sees a light flash.
export const THEME_STORAGE_KEY = "lumos-theme";
export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/** Whether the page is dark for a chosen theme and the system preference. */
export function isDark(theme: Theme, systemPrefersDark: boolean): boolean {
  return theme === "dark" || (theme === "system" && systemPrefersDark);
}

export const THEME_SCRIPT = `(function(){try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t!=="light"&&t!=="dark")t="system";var d=t==="dark"||(t==="system"&&matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.classList.toggle("dark",d);document.documentElement.dataset.theme=t;}catch(e){}})();`;

/** The colours of a chart's lines, in order: five stay apart on the light and the dark theme. */
export const SERIES_COLORS = ["#6366f1", "#f59e0b", "#10b981", "#ef4444", "#0ea5e9"] as const;
