// The element that opened the breakdown dialog, so closing it can give focus back (links keep no focus on click in
// every browser, so document.activeElement alone is not enough).
let opener: HTMLElement | null = null;

export function rememberModalOpener(element: HTMLElement | null): void {
  opener = element;
}

export function hasModalOpener(): boolean {
  return opener !== null && opener.isConnected;
}

/** Gives focus back to the opener if it is still on the page; answers whether it could. */
export function restoreModalOpenerFocus(): boolean {
  const element = opener;
  opener = null;
  if (!element || !element.isConnected) return false;
  element.focus({ preventScroll: true });
  return true;
}
