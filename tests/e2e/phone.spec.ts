import { expect, test } from "@playwright/test";
import { DEMO, submitSignIn, whenStreamed } from "./support";

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
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) tooWide.push(`${screen}: ${overflow} px too wide`);
  }
  expect(tooWide).toEqual([]);
});
