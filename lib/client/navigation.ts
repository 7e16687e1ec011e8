// The browser's location, behind two functions so the fetcher can be tested without a window.

/** The page's origin ("" outside a browser, which leaves request paths relative). */
export function currentOrigin(): string {
  return typeof window === "undefined" ? "" : window.location.origin;
}

/** A full navigation: server pages render again with whatever session cookie is left. */
export function navigateTo(path: string): void {
  if (typeof window !== "undefined") window.location.assign(path);
}
