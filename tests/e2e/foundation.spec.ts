import { expect, test, type Page } from "@playwright/test";
import { whenStreamed } from "./support";

async function signIn(page: Page, email: string, password: string) {
  await page.getByTestId("login-identifier").fill(email);
  await page.getByTestId("login-password").fill(password);
  await page.getByTestId("login-submit").click();
}

test("the health check reports the database up", async ({ request }) => {
  const response = await request.get("/_healthz");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.database.status).toBe("up");
  // playwright.config.ts starts the app on Postgres when DATABASE_URL is set.
  expect(body.database.kind).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
});

test("a visitor signs in and sees the top games by players with drawn covers", async ({ page }) => {
  await page.goto("/");
  await whenStreamed(page);
  await expect(page).toHaveURL(/\/login-page/);
  await signIn(page, "analyst@lumos.local", "Lumos-Analyst-2026!");
  await expect(page.getByRole("heading", { name: "Top games by players" })).toBeVisible();
  await expect(page).toHaveURL(/127.0.0.1:\d+\/$/);
  await whenStreamed(page);
  const rows = page.getByTestId("top-games").locator("li");
  await expect(rows).toHaveCount(10);
  const cover = rows.first().locator("img");
  await expect(cover).toHaveJSProperty("complete", true);
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId("summary-games")).toHaveText("400");
});

test("a deep link survives sign-in, and a wrong password is refused without saying why", async ({ page }) => {
  await page.goto("/dashboard-page?from=e2e");
  await whenStreamed(page);
  await expect(page).toHaveURL(/callbackUrl=%2Fdashboard-page%3Ffrom%3De2e/);
  await signIn(page, "analyst@lumos.local", "not the password");
  await expect(page.getByTestId("login-error")).toHaveText("Incorrect email or password.");
  await signIn(page, "analyst@lumos.local", "Lumos-Analyst-2026!");
  await expect(page).toHaveURL(/\/dashboard-page\?from=e2e$/);
});

test("an unknown path shows the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  await whenStreamed(page);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
