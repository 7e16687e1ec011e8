import { expect, test } from "@playwright/test";

test("the health check reports the database up", async ({ request }) => {
  const response = await request.get("/_healthz");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.database.status).toBe("up");
  expect(body.database.kind).toBe("pglite");
});

test("the dashboard shows the top games by players with drawn covers", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Top games by players" })).toBeVisible();
  const rows = page.getByTestId("top-games").locator("li");
  await expect(rows).toHaveCount(10);
  const cover = rows.first().locator("img");
  await expect(cover).toHaveJSProperty("complete", true);
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId("summary-games")).toHaveText("400");
});

test("an unknown path shows the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
