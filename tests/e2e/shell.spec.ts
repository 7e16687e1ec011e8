import { expect, test, type Page } from "@playwright/test";
import { DEMO, submitSignIn, whenStreamed } from "./support";

async function signIn(page: Page, origin = "") {
  await page.goto(`${origin}/login-page`);
  await submitSignIn(page, DEMO.analyst);
  await expect(page).toHaveURL(/:\d+\/$/, { timeout: 20_000 });
  await whenStreamed(page);
}

test("the new sidebar groups the screens, marks the open one and stays shrunk to icons after a reload", async ({ page }) => {
  await signIn(page);
  const sidebar = page.getByTestId("sidebar");
  await expect(sidebar).toHaveAttribute("data-variant", "new");
  await expect(sidebar.getByRole("heading", { name: "Explore" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute("aria-current", "page");
  // Analysts do not see the administration group.
  await expect(sidebar.getByRole("link", { name: "Users and groups", exact: true })).toHaveCount(0);

  await sidebar.getByRole("link", { name: "Categories", exact: true }).click();
  await expect(page).toHaveURL(/\/categories-page$/);
  await whenStreamed(page);
  await expect(sidebar.getByRole("link", { name: "Categories", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(sidebar.getByRole("link", { name: "Dashboard", exact: true })).not.toHaveAttribute("aria-current", "page");

  const wide = (await sidebar.boundingBox())!.width;
  await page.getByTestId("sidebar-collapse").click();
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");
  expect((await sidebar.boundingBox())!.width).toBeLessThan(wide / 2);
  await page.reload();
  await whenStreamed(page);
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");
  // Icons only, still named for screen readers and keyboard users.
  await expect(sidebar.getByRole("link", { name: "Search", exact: true })).toBeVisible();
  await page.getByTestId("sidebar-collapse").click();
  await expect(sidebar).toHaveAttribute("data-collapsed", "false");
});

test("sidebar=old shows the old flat sidebar, kept while navigating inside the app", async ({ page }) => {
  await signIn(page);
  await page.goto("/categories-page?sidebar=old");
  await whenStreamed(page);
  const sidebar = page.getByTestId("sidebar");
  await expect(sidebar).toHaveAttribute("data-variant", "old");
  await expect(sidebar.getByRole("heading")).toHaveCount(0);
  await expect(page.getByTestId("sidebar-collapse")).toHaveCount(0);
  await sidebar.getByRole("link", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/search-page$/);
  await expect(sidebar).toHaveAttribute("data-variant", "old");
  await page.goto("/search-page");
  await whenStreamed(page);
  await expect(page.getByTestId("sidebar")).toHaveAttribute("data-variant", "new");
});

test("on a 390 px phone the sidebar opens as a drawer from the menu button and Escape closes it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  const sidebar = page.getByTestId("sidebar");
  await expect(sidebar).toBeHidden();
  await page.getByTestId("menu-button").click();
  await expect(sidebar).toBeVisible();
  await expect(page.getByTestId("menu-button")).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(sidebar).toBeHidden();
  await page.getByTestId("menu-button").click();
  await sidebar.getByRole("link", { name: "Categories", exact: true }).click();
  await expect(page).toHaveURL(/\/categories-page$/);
  await expect(sidebar).toBeHidden();
  // Nothing is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the support chat loads only on the production host, started with the user's id, name and email", async ({ page, baseURL }) => {
  const loads: string[] = [];
  await page.route("https://widget.intercom.io/**", async (route) => {
    loads.push(route.request().url());
    // Stands in for the vendor's script: remembers the calls queued before it loaded.
    await route.fulfill({ contentType: "text/javascript", body: "window.__supportCalls = (window.Intercom && window.Intercom.q) || [];" });
  });
  await signIn(page);
  await expect(page.getByTestId("current-user")).toBeVisible();
  await expect(page.locator('script[data-testid="support-chat-script"]')).toHaveCount(0);
  expect(loads).toEqual([]);

  // The e2e server names localhost:<port> its production host (playwright.config.ts).
  const production = baseURL!.replace("127.0.0.1", "localhost");
  await signIn(page, production);
  await expect(page.locator('script[data-testid="support-chat-script"]')).toHaveCount(1);
  await expect.poll(() => loads).toEqual(["https://widget.intercom.io/widget/e2e-support"]);
  // The request is answered before the browser runs the script: wait for it to have run.
  const handle = await page.waitForFunction(() => (window as unknown as { __supportCalls?: unknown[][] }).__supportCalls);
  const calls = (await handle.jsonValue()) as unknown[][];
  expect(calls[0]).toEqual(["boot", { app_id: "e2e-support", user_id: expect.any(String), name: "analyst", email: DEMO.analyst.email }]);
});

test("player stats are live by default and worked out from the cached history with playerStatsSource=cloudfront", async ({ page }) => {
  await signIn(page);
  const id = (await page.getByTestId("top-games").locator("li").first().getByRole("link").getAttribute("href"))!.split("id=")[1];
  const statsOf = async (query: string) => {
    await page.goto(`/game-breakdown-page?id=${id}${query}`);
    await whenStreamed(page);
    const rows = page.getByTestId("player-stats").getByTestId("table-row");
    await expect(rows).toHaveCount(9);
    return (await rows.locator("td:nth-child(3)").allTextContents()).map((text) => Number(text.replace(/,/g, "")));
  };
  const live = await statsOf("");
  const cached = await statsOf("&playerStatsSource=cloudfront");
  const graphql = await statsOf("&dataSource=graphql&playerStatsSource=graphql");
  expect(graphql).toEqual(live);
  // The same averages (the live query rounds to cents first); "all time" is bounded by the two cached years.
  for (let i = 0; i < 8; i++) expect(Math.abs(cached[i] - live[i])).toBeLessThanOrEqual(1);
  expect(cached[8]).toBeLessThanOrEqual(live[8]);
  expect(live.slice(0, 8).some((value) => value > 0)).toBe(true);
});

test("mockData=true shows the built-in sample in the top games, said to be mock data; without it the market's own games", async ({ page }) => {
  await signIn(page);
  await expect(page.getByTestId("top-games").locator("li").first()).not.toContainText("Sample:");
  await page.goto("/?mockData=true");
  await whenStreamed(page);
  await expect(page.getByTestId("top-games").locator("li")).toHaveCount(10);
  await expect(page.getByTestId("top-games").locator("li").first()).toContainText("Sample: Battle Royale");
  await expect(page.getByText("Mock data (mockData=true): the built-in sample, not market figures.")).toBeVisible();
});
