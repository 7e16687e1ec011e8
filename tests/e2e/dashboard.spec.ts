import { expect, test } from "@playwright/test";
import { signInAsAnalyst, whenStreamed } from "./support";

test("the dashboard shows trending games, top features, market movers and pages through upcoming games by link", async ({ page }) => {
  await page.goto("/login-page?callbackUrl=%2Fdashboard-page");
  await page.getByTestId("login-identifier").fill("analyst@lumos.local");
  await page.getByTestId("login-password").fill("Lumos-Analyst-2026!");
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/dashboard-page$/);
  await whenStreamed(page);

  // The sections stream in after the shell: wait for the trending rows themselves before reading them.
  const trending = page.getByTestId("trending-table").getByTestId("table-row");
  await expect(trending.first()).toBeVisible();
  expect(await trending.count()).toBeGreaterThan(0);
  const growth = await trending.locator("td:nth-child(3)").allTextContents();
  for (const value of growth) expect(value).toMatch(/^[+-]?\d+\.\d%$/);
  expect(growth.map((g) => Number.parseFloat(g))).toEqual([...growth.map((g) => Number.parseFloat(g))].sort((a, b) => b - a));

  await expect(page.getByTestId("top-features-genres").locator("li")).toHaveCount(5);
  await expect(page.getByTestId("top-features-genres").locator("li").first()).toContainText(/^1\. /);

  const upcoming = page.getByTestId("upcoming-table").getByTestId("table-row");
  await expect(upcoming).toHaveCount(10);
  const firstPage = await upcoming.locator("td:first-child").allTextContents();
  // A page change arrives by client navigation, or after SOFT_NAVIGATION_GRACE_MS as a whole page when Next leaves
  // the navigation hanging (components/navigation/steady-link.tsx); either way the next page shows.
  const paged = { timeout: 15_000 };
  await page.getByTestId("upcoming-next").click();
  await expect(page).toHaveURL(/upcoming_page=2/, paged);
  await expect(page.getByTestId("upcoming-page")).toHaveText(/^Page 2 of \d+$/, paged);
  await whenStreamed(page);
  await expect(page.getByTestId("upcoming-table").getByTestId("table-row").first().locator("td").first()).not.toHaveText(firstPage[0]);
  const secondPage = await page.getByTestId("upcoming-table").getByTestId("table-row").locator("td:first-child").allTextContents();
  expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);
  await page.getByTestId("upcoming-prev").click();
  await expect(page.getByTestId("upcoming-page")).toHaveText(/^Page 1 of \d+$/, paged);
});

test("the theme is chosen in the header, applies at once and is remembered after a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/login-page");
  await page.getByTestId("login-identifier").fill("analyst@lumos.local");
  await page.getByTestId("login-password").fill("Lumos-Analyst-2026!");
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/127.0.0.1:\d+\/$/);
  await whenStreamed(page);
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/dark/);
  await page.getByTestId("theme-select").selectOption("dark");
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await whenStreamed(page);
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByTestId("theme-select")).toHaveValue("dark");
  await page.getByTestId("theme-select").selectOption("system");
  await expect(html).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveClass(/dark/);
});

test("the market overview draws the top games' players and the genres' share, and its period switch is a link", async ({ page }) => {
  await signInAsAnalyst(page, "/");
  const overview = page.getByTestId("market-overview");
  await expect(overview).toBeVisible({ timeout: 20_000 });
  // Twelve months by default (fewer only when the data is younger), one line a game or genre, each said in text.
  const months = Number(await overview.getAttribute("data-months"));
  expect(months).toBeGreaterThan(1);
  expect(months).toBeLessThanOrEqual(12);
  await expect(page.getByTestId("overview-period-12m")).toHaveAttribute("aria-current", "page");
  const games = page.getByTestId("overview-top-games").locator("[data-chart-summary]");
  await expect(games).toHaveAttribute("data-chart-summary", /^Average daily peak players, \w{3} \d{4} to \w{3} \d{4}: .+ in the latest month\.$/);
  const genres = page.getByTestId("overview-genre-share").locator("[data-chart-summary]");
  await expect(genres).toHaveAttribute("data-chart-summary", /^Share of players by genre, .+: (.+ \d+\.\d%, ){4}.+ \d+\.\d% in the latest month\.$/);
  await expect(page.getByTestId("overview-top-games").locator("canvas")).toBeVisible();

  await page.getByTestId("overview-period-6m").click();
  await expect(page).toHaveURL(/[?&]overview=6m/, { timeout: 15_000 });
  await expect(page.getByTestId("overview-period-6m")).toHaveAttribute("aria-current", "page", { timeout: 15_000 });
  await expect(page.getByTestId("market-overview")).toHaveAttribute("data-months", String(Math.min(6, months)));
  // The link is the view: opened afresh it shows the same period.
  await page.goto("/?overview=24m");
  await whenStreamed(page);
  await expect(page.getByTestId("overview-period-24m")).toHaveAttribute("aria-current", "page", { timeout: 20_000 });
  expect(Number(await page.getByTestId("market-overview").getAttribute("data-months"))).toBeGreaterThanOrEqual(months);
});
