import { expect, test, type Page } from "@playwright/test";
import { DEMO, submitSignIn, whenStreamed } from "./support";

async function signInToDashboard(page: Page) {
  await page.goto("/login-page?callbackUrl=%2Fdashboard-page");
  await submitSignIn(page, DEMO.analyst);
  await expect(page).toHaveURL(/\/dashboard-page$/, { timeout: 30_000 });
  await whenStreamed(page);
}

test("a top feature opens in a dialog over the dashboard, batched through Apollo, and Escape returns focus to it", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await signInToDashboard(page);
  const opener = page.getByTestId("top-features-genres").getByTestId("top-feature-link").first();
  const featureName = ((await opener.textContent()) ?? "").replace(/^\d+\.\s*/, "");
  expect(featureName).not.toBe("");
  // The anchor itself is the full page, for ctrl-click and new tabs.
  await expect(opener).toHaveAttribute("href", /^\/feature-breakdown-page\?cls_id=\d+&feat=.+&cat=Genre&cls_type_id=1$/);

  const batch = page.waitForRequest((request) => request.url().endsWith("/api/graphql/batch") && request.method() === "POST");
  await opener.click();
  await expect(page).toHaveURL(/\/feature-breakdown-modal-page\?cls_id=\d+&feat=[^&]+&cat=Genre&cls_type_id=1$/);
  const sent = (await batch).postDataJSON() as Array<{ operationName: string; query: string }>;
  expect(sent.length).toBeGreaterThanOrEqual(2);
  expect(sent.map((item) => item.operationName)).toEqual(expect.arrayContaining(["FeatureById", "FeatureTrendTags", "FeatureRankHistory"]));
  expect((await batch).headers()["authorization"]).toMatch(/^Bearer .+/);

  const dialog = page.getByRole("dialog", { name: featureName });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("feature-preview-name")).toHaveText(featureName);
  await expect(dialog.getByTestId("feature-preview-type")).toHaveText("Genre");
  await expect(dialog.getByTestId("feature-preview-rank")).toHaveText(/^#\d+$/);
  await expect(dialog.getByTestId("feature-preview-share")).toHaveText(/^\d+\.\d%$/);
  await expect(dialog.getByTestId("feature-preview-date")).toHaveText(/^[A-Z][a-z]{2} \d{4}$/);
  await expect(dialog.getByTestId("feature-preview-chart").locator("canvas")).toBeVisible();
  await expect(dialog.getByTestId("feature-preview-trending")).toHaveAttribute("data-state", "ready");
  await expect(dialog.getByTestId("feature-preview-full")).toHaveAttribute("href", /^\/feature-breakdown-page\?cls_id=\d+/);
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  // The dashboard is still there underneath.
  await expect(page.getByTestId("top-features-genres")).toBeAttached();
  await expect(page.getByTestId("trending-table")).toBeVisible();
  await page.screenshot({ path: "/tmp/client-modal-light.png" });
  // Focus moved into the dialog and stays there.
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);

  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/dashboard-page$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(opener).toBeFocused();

  // Opened again: Apollo's cache-first answers without another batch; the close button and the backdrop go back too.
  let batches = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/graphql/batch")) batches++;
  });
  await opener.click();
  await expect(page.getByRole("dialog", { name: featureName })).toBeVisible();
  await expect(page.getByTestId("feature-preview-name")).toHaveText(featureName);
  expect(batches).toBe(0);
  await page.getByTestId("feature-modal-close").click();
  await expect(page).toHaveURL(/\/dashboard-page$/);
  await opener.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.getByTestId("feature-modal-backdrop").click({ position: { x: 5, y: 5 } });
  await expect(page).toHaveURL(/\/dashboard-page$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // "Open full breakdown" leaves the dialog for the page.
  await opener.click();
  await page.getByTestId("feature-preview-full").click();
  await expect(page).toHaveURL(/\/feature-breakdown-page\?cls_id=\d+/);
  await whenStreamed(page);
  await expect(page.getByTestId("feature-name")).toHaveText(featureName);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a reload of the dialog's address renders the full-page variant, and a dataset read twice comes from the cache", async ({ page }) => {
  await signInToDashboard(page);
  const opener = page.getByTestId("top-features-themes").getByTestId("top-feature-link").first();
  const featureName = ((await opener.textContent()) ?? "").replace(/^\d+\.\s*/, "");
  await opener.click();
  await expect(page.getByRole("dialog", { name: featureName })).toBeVisible();
  await expect(page.getByTestId("feature-preview-trending")).toHaveAttribute("data-state", "ready");

  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("lumos.cache") ?? "null"));
  expect(stored.version).toBe("1.0");
  const keys = (stored.entries as Array<[string]>).map(([key]) => key);
  expect(keys.some((key) => /^dataset:feature_breakdown_\d+_trending_games$/.test(key))).toBe(true);

  const datasetReads: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/static-json")) datasetReads.push(request.url());
  });
  await page.reload();
  await whenStreamed(page);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("feature-modal-page")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: featureName })).toBeVisible();
  await expect(page.getByTestId("feature-preview-trending")).toHaveAttribute("data-state", "ready");
  // The trending games came from local storage: the reload asked the server for no dataset.
  expect(datasetReads).toEqual([]);

  await page.emulateMedia({ colorScheme: "dark" });
  await page.getByTestId("theme-select").selectOption("dark");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.screenshot({ path: "/tmp/client-modal-page-dark.png", fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard-page");
  await whenStreamed(page);
  await page.getByTestId("top-features-genres").getByTestId("top-feature-link").first().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByTestId("feature-preview-name")).toBeVisible();
  await page.screenshot({ path: "/tmp/client-modal-dark-390.png" });
});

test("an unknown feature id shows the not-found state", async ({ page }) => {
  await signInToDashboard(page);
  await page.goto("/feature-breakdown-modal-page?cls_id=999999&feat=Nothing");
  await whenStreamed(page);
  await expect(page.getByTestId("feature-preview-not-found")).toContainText('There is no feature with the id "999999".');
});
