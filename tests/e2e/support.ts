import { expect, type Page } from "@playwright/test";

/**
 * Waits until every streamed Suspense segment has been moved into place. Since React 19.2 the reveal of a streamed
 * segment is batched (~300 ms), and when hydration client-renders the same boundary first, the page holds a
 * visible copy and the still-hidden streamed copy at once (react/react#37014). Users never see the hidden copy,
 * but a strict Playwright locator finds both, so tests call this after a navigation before reading the page.
 */
export async function whenStreamed(page: Page) {
  await expect(page.locator('div[hidden][id^="S:"]')).toHaveCount(0);
}
