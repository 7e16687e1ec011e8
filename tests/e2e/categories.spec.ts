import { expect, test } from "@playwright/test";
import { whenStreamed } from "./support";

test("categories: 18 tiles, a category lists its classifications by rank, and one opens its feature breakdown", async ({ page }) => {
  await page.goto("/login-page?callbackUrl=%2Fcategoriespage");
  await page.getByTestId("login-identifier").fill("analyst@lumos.local");
  await page.getByTestId("login-password").fill("Lumos-Analyst-2026!");
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/categoriespage$/);
  await whenStreamed(page);
  const tiles = page.getByTestId("category-tiles").getByRole("link");
  await expect(tiles).toHaveCount(18);
  await tiles.filter({ hasText: /^Theme/ }).click();
  await expect(page).toHaveURL(/\/category-page\?cls_type_id=17/);
  await whenStreamed(page);
  await expect(page.getByTestId("category-name")).toHaveText("Theme");
  // Ranks are of a month's players (the monthly averages), so the month is named, not its first day.
  await expect(page.getByTestId("category-ranking")).toHaveText(/^\d+ classifications, ranked by their games' players in [A-Z][a-z]{2} \d{4}\.$/);

  // The table streams in after the header: wait for its rows before reading them.
  const rows = page.getByTestId("category-table").getByTestId("table-row");
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(5);
  const ranks = (await rows.locator("td:first-child").allTextContents()).filter((r) => r !== "-").map(Number);
  expect(ranks.slice(0, 5)).toEqual([1, 2, 3, 4, 5]);

  const name = (await rows.first().locator("td:nth-child(2)").textContent())!.trim();
  await rows.first().getByRole("link").click();
  await whenStreamed(page);
  await expect(page.getByTestId("feature-name")).toHaveText(name);
});

test("an unknown category says so", async ({ page }) => {
  await page.goto("/login-page?callbackUrl=%2Fcategory-page%3Fcls_type_id%3D999999");
  await page.getByTestId("login-identifier").fill("analyst@lumos.local");
  await page.getByTestId("login-password").fill("Lumos-Analyst-2026!");
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("category-not-found")).toContainText('There is no category with the id "999999".');
});
