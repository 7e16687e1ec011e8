import { expect, test, type Page } from "@playwright/test";
import { DEMO, submitSignIn, whenStreamed } from "./support";

/** How many pixels the page is wider than the window (0 when it fits). */
function overflowOf(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

// On a 390 px phone no screen may be wider than the window: wide tables scroll inside their own box, charts and
// sections shrink to the column. A page that is wider than the phone makes the whole page slide sideways.
test("every signed-in screen fits a 390 px phone without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/login-page");
  await submitSignIn(page, DEMO.analyst);
  await expect(page).toHaveURL(/\/$/);
  await whenStreamed(page);
  const gameHref = await page.getByTestId("top-games").getByRole("link").first().getAttribute("href");
  await page.goto(gameHref!);
  await whenStreamed(page);
  const featureHref = await page.locator('a[href*="/feature-breakdown-page?"]').first().getAttribute("href");
  const screens = [
    "/",
    gameHref!,
    featureHref!,
    "/categories-page",
    "/category-page?cls_type_id=1",
    "/market-research-page",
    "/search-page?q=ps5",
    "/user-dashboard-page",
    "/about",
    "/brain",
    "/lumos-page",
  ];
  const tooWide: string[] = [];
  for (const screen of screens) {
    await page.goto(screen);
    await whenStreamed(page);
    // Charts draw after hydration; give them their first layout before measuring.
    await page.waitForLoadState("networkidle");
    const overflow = await overflowOf(page);
    if (overflow > 0) tooWide.push(`${screen}: ${overflow} px too wide`);
  }
  expect(tooWide).toEqual([]);
});

// The header holds 'Loading authentication...' until the session has loaded, and that text is longer than a user's
// name: on a slow connection it pushed Sign out past a phone's edge. The session is held back here so the header is
// measured in that state every time.
test("the header fits a 390 px phone while the session loads, and after", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/login-page");
  await submitSignIn(page, DEMO.analyst);
  await expect(page).toHaveURL(/\/$/);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/auth/session", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/about");
  await whenStreamed(page);
  await expect(page.getByTestId("auth-loading")).toHaveText("Loading authentication...");
  await expect(page.getByTestId("sign-out")).toBeInViewport({ ratio: 1 });
  expect(await overflowOf(page)).toBe(0);
  await page.locator("header").screenshot({ path: "/tmp/phone-header-loading.png" });
  release();
  await expect(page.getByTestId("current-user")).toContainText("analyst");
  await expect(page.getByTestId("sign-out")).toBeInViewport({ ratio: 1 });
  expect(await overflowOf(page)).toBe(0);
});
