import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { formatMoney } from "@/lib/ui/format";
import { whenStreamed } from "./support";

const UNITS: Record<string, number> = { "": 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12 };
/** "$1.23M" → 1,230,000; NaN for "-". */
const amountOf = (text: string) => {
  const match = /^(-?)\$([\d.]+)([KMBT]?)$/.exec(text);
  return match ? (match[1] ? -1 : 1) * Number(match[2]) * UNITS[match[3]] : Number.NaN;
};

/** RFC 4180 as lib/ui/csv.ts writes it: quoted fields, doubled quotes, CRLF lines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = "";
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") endField();
    else if (char === "\r" && text[i + 1] === "\n") {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += char;
  }
  return rows;
}

const count = async (page: Page) => Number((await page.getByTestId("summary-games").textContent())!.replace(/,/g, ""));
async function titles(page: Page) {
  await expect(page.getByTestId("market-row").first()).toBeVisible();
  return page.getByTestId("market-row").locator("td:first-child").allTextContents();
}
/** Navigations render on the server of a shared, busy machine. */
const SLOW = { timeout: 20_000 };
const iso = (date: Date) => date.toISOString().slice(0, 10);

async function signIn(page: Page) {
  await page.goto("/login-page?callbackUrl=%2Fmarket-research-page");
  await page.getByTestId("login-identifier").fill("analyst@lumos.local");
  await page.getByTestId("login-password").fill("Lumos-Analyst-2026!");
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/market-research-page$/, SLOW);
  await whenStreamed(page);
}

async function apply(page: Page, url: RegExp) {
  await page.getByTestId("filter-apply").click();
  await expect(page).toHaveURL(url, SLOW);
  await whenStreamed(page);
  await expect(page.getByTestId("filter-apply")).toBeEnabled();
}

test("filters rewrite the URL and the results; sorting, paging, CSV export and a deep link show the same view", async ({ page, context }) => {
  await signIn(page);
  await expect(page.getByTestId("market-row")).toHaveCount(25);
  const all = await count(page);
  expect(all).toBeGreaterThan(50);
  await expect(page.getByTestId("page-status")).toHaveText(`Page 1 of ${Math.ceil(all / 25)}`);
  await expect(page.getByTestId("chart-release-years").locator("canvas")).toBeVisible();
  await expect(page.getByTestId("feature-share").locator("canvas")).toBeVisible();
  await expect(page.getByTestId("feature-share-table").getByTestId("table-row")).toHaveCount(5);
  // The estimated figures and columns say how they are estimated, under the summary and under the table.
  await page.getByTestId("summary-estimate-notes").getByText("How these figures are estimated").click();
  await expect(page.getByTestId("summary-estimate-notes").getByTestId("estimate-note-revenue")).toContainText("Total revenue: Copies × net price");
  await page.getByTestId("results-estimate-notes").getByText("How these figures are estimated").click();
  await expect(page.getByTestId("results-estimate-notes").locator("dt")).toHaveText([
    "Total players: Owners estimate",
    "Revenue: Copies × net price",
    "ARPU: Revenue per player",
  ]);

  // Platform: exactly one.
  const platform = page.getByTestId("filter-platform");
  const value = await platform.locator("option").nth(2).getAttribute("value");
  await platform.selectOption(value!);
  await apply(page, new RegExp(`platform=${value}$`));
  const onPlatform = await count(page);
  expect(onPlatform).toBeLessThan(all);
  expect(onPlatform).toBeGreaterThan(0);

  // Developer size: Indie only.
  await page.getByTestId("filter-size-AA").uncheck();
  await page.getByTestId("filter-size-AAA").uncheck();
  await apply(page, /size=Indie&platform=/);
  expect(await count(page)).toBeLessThan(onPlatform);

  // Release window: one option of the specification.
  await page.getByTestId("filter-platform").selectOption("all");
  await page.getByTestId("filter-release").selectOption("Last5Years");
  await apply(page, /\?size=Indie&release=Last5Years$/);
  await expect(page.getByTestId("market-description")).toContainText("release date: last 5 years");
  const lastFiveYears = await count(page);

  // A custom range from a year ago to a month ago becomes custom_{start}_{end}.
  const from = iso(new Date(Date.now() - 365 * 86_400_000));
  const to = iso(new Date(Date.now() - 30 * 86_400_000));
  await page.getByTestId("filter-release").selectOption("custom");
  await page.getByTestId("filter-from").fill(from);
  await page.getByTestId("filter-to").fill(to);
  await apply(page, new RegExp(`release=custom_${from}_${to}$`));
  await expect(page.getByTestId("market-description")).toContainText(`${from} to ${to}`);
  expect(await count(page)).toBeLessThanOrEqual(lastFiveYears);

  // Reset, then sort by revenue (highest first, then lowest first) on the server.
  await page.getByTestId("filter-reset").click();
  await expect(page).toHaveURL(/\/market-research-page$/, SLOW);
  await whenStreamed(page);
  expect(await count(page)).toBe(all);
  await page.getByTestId("sort-revenue").click();
  await expect(page).toHaveURL(/sort=revenue$/, SLOW);
  await whenStreamed(page);
  await expect(page.getByTestId("market-table").locator('th[aria-sort="descending"]')).toContainText("Revenue");
  const revenueColumn = (await page.getByTestId("market-table").locator("thead th").allTextContents()).findIndex((text) => text.startsWith("Revenue")) + 1;
  // Revenue as the table writes it ($4.90K, $1.23M, $21.0B): the texts, and the amounts they stand for.
  const moneyTexts = async () => (await page.getByTestId("market-row").locator(`td:nth-child(${revenueColumn})`).allTextContents()).map((text) => text.trim());
  const money = async () => (await moneyTexts()).map(amountOf);
  const descending = await money();
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  await page.getByTestId("sort-revenue").click();
  await expect(page).toHaveURL(/sort=revenue&dir=asc$/, SLOW);
  await whenStreamed(page);
  await expect(page.getByTestId("market-table").locator('th[aria-sort="ascending"]')).toContainText("Revenue");
  const ascending = await money();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  // Page 2 holds the next 25 games.
  const firstPage = await titles(page);
  await page.getByTestId("page-next").click();
  await expect(page).toHaveURL(/sort=revenue&dir=asc&page=2$/, SLOW);
  await whenStreamed(page);
  await expect(page.getByTestId("page-status")).toHaveText(/^Page 2 of /);
  const secondPage = await titles(page);
  expect(secondPage).toHaveLength(25);
  expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);

  // The page export holds what the table shows, in its order, with full-precision numbers.
  const download = page.waitForEvent("download");
  await page.getByTestId("export-page").click();
  const csv = parseCsv(fs.readFileSync((await (await download).path())!, "utf8"));
  const headers = (await page.getByTestId("market-table").locator("thead th").allTextContents()).map((text) =>
    text.replace(/[▲▼]|\(sorted (ascending|descending)\)/g, "").trim(),
  );
  expect(csv[0]).toEqual(headers);
  expect(csv.slice(1).map((row) => row[0])).toEqual(secondPage);
  const exported = csv.slice(1).map((row) => Number(row[revenueColumn - 1]));
  expect(exported).toEqual([...exported].sort((a, b) => a - b));
  const shown = await moneyTexts();
  exported.forEach((revenue, index) => expect(formatMoney(revenue)).toBe(shown[index]));

  // "Export all" answers every matching game of the view.
  const href = await page.getByTestId("export-all").getAttribute("href");
  const all_rows = parseCsv(await (await page.request.get(href!)).text());
  expect(all_rows).toHaveLength(all + 1);
  expect(all_rows.slice(26, 51).map((row) => row[0])).toEqual(secondPage);

  // A deep link opened in a fresh page shows the same view.
  const shared = page.url();
  const fresh = await context.newPage();
  await fresh.goto(shared);
  await whenStreamed(fresh);
  expect(await titles(fresh)).toEqual(secondPage);
  await expect(fresh.getByTestId("page-status")).toHaveText(/^Page 2 of /);
  await expect(fresh.getByTestId("summary-games")).toHaveText((await page.getByTestId("summary-games").textContent()) as string);
  await fresh.close();
});

test("a sort, a page and a new filter show at once that the view is updating, and the old rows are never shown as the new ones", async ({ page }) => {
  await signIn(page);
  const view = page.getByTestId("market-view");
  await expect(view).toHaveAttribute("aria-busy", "false");
  // The server takes its time over every new view (as on a large catalogue): 1.5 s before each answer.
  let held = 0;
  await page.route(/\/market-research-page\?/, async (route) => {
    if (route.request().headers()["rsc"] !== "1") return route.continue();
    held++;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const before = await titles(page);

  await page.getByTestId("sort-title").click();
  // At once, long before the answer: busy, dimmed, said so.
  await expect(page.getByTestId("market-updating")).toHaveText("Updating the view…", { timeout: 500 });
  await expect(view).toHaveAttribute("aria-busy", "true");
  await expect(page.getByTestId("market-updating")).toBeHidden(SLOW);
  await expect(page).toHaveURL(/sort=title/, SLOW);
  await whenStreamed(page);
  await expect(view).toHaveAttribute("aria-busy", "false");
  expect(await titles(page)).not.toEqual(before);

  await page.getByTestId("page-next").click();
  await expect(page.getByTestId("market-updating")).toBeVisible({ timeout: 500 });
  await expect(page).toHaveURL(/page=2/, SLOW);
  await expect(page.getByTestId("market-updating")).toBeHidden(SLOW);

  await page.getByTestId("filter-size-AAA").uncheck();
  await page.getByTestId("filter-apply").click();
  await expect(page.getByTestId("market-updating")).toBeVisible({ timeout: 500 });
  await expect(page).toHaveURL(/size=Indie%2CAA|size=Indie,AA|size=Indie&size=AA/, SLOW);
  await expect(page.getByTestId("market-updating")).toBeHidden(SLOW);
  expect(held).toBeGreaterThanOrEqual(3);
});

test("the distribution and feature share are read once per view's filters after the page, and say so when that fails", async ({ page }) => {
  const reads: URL[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/market-research/sections")) reads.push(new URL(request.url()));
  });
  await signIn(page);
  await expect(page.getByTestId("feature-share").locator("canvas")).toBeVisible(SLOW);
  expect(reads).toHaveLength(1);
  // A sort or a page keeps them: the same games, the same distribution and shares.
  await page.getByTestId("sort-title").click();
  await expect(page).toHaveURL(/sort=title/, SLOW);
  await whenStreamed(page);
  await expect(page.getByTestId("chart-release-years").locator("canvas")).toBeVisible();
  expect(reads).toHaveLength(1);
  // New filters read them anew, for those filters.
  await page.getByTestId("filter-size-AAA").uncheck();
  await apply(page, /size=Indie%2CAA|size=Indie,AA/);
  await expect(page.getByTestId("feature-share").locator("canvas")).toBeVisible(SLOW);
  expect(reads).toHaveLength(2);
  expect(reads[1].searchParams.get("size")).toBe("Indie,AA");
  expect(reads[1].searchParams.has("sort")).toBe(false);
  // A failed read: each section says it could not be loaded; the games above them stay.
  await page.route("**/api/market-research/sections**", (route) => route.fulfill({ status: 503, body: "{}" }));
  await page.reload();
  for (const id of ["distribution", "feature-share"]) {
    await expect(page.getByTestId(`section-${id}`)).toContainText("This section could not be loaded right now.", SLOW);
  }
  await expect(page.getByTestId("market-row").first()).toBeVisible();
});

test("a deep link with filters, a value that is not understood and a view without games", async ({ page }) => {
  await signIn(page);
  await page.goto("/market-research-page?status=upcoming&datapoint=all_games&cols=release_date,wishlists&per=50");
  await whenStreamed(page);
  await expect(page.getByTestId("filter-status")).toHaveValue("upcoming");
  await expect(page.getByTestId("market-table").locator("thead th")).toHaveText([/Title/, /Release date/, /Wishlists/]);
  expect(await page.getByTestId("market-row").count()).toBeLessThanOrEqual(50);

  await page.goto("/market-research-page?release=someday&platform=99999");
  await whenStreamed(page);
  await expect(page.getByTestId("query-notes")).toContainText("Release date “someday” is not an option");
  await expect(page.getByTestId("query-notes")).toContainText("There is no platform with the id 99999");
  await expect(page.getByTestId("market-row").first()).toBeVisible();

  // Form-style address (as sent without JavaScript) is rewritten to the canonical one.
  await page.goto("/market-research-page?size=Indie&size=AA&size=AAA&platform=all&release=custom&from=2090-01-01&to=2090-12-31&status=all");
  await expect(page).toHaveURL(/\/market-research-page\?release=custom_2090-01-01_2090-12-31$/, SLOW);
  await whenStreamed(page);
  await expect(page.getByTestId("market-description")).toContainText("release date: 2090-01-01 to 2090-12-31, read as releasing later");
  // Ticked "Exactly these days": the exact days, no longer read as the options.
  await page.goto("/market-research-page?release=custom&from=2090-01-01&to=2090-12-31&exact=1&status=all");
  await expect(page).toHaveURL(/\/market-research-page\?release=days_2090-01-01_2090-12-31$/, SLOW);
  await whenStreamed(page);
  await expect(page.getByTestId("market-description")).toHaveText("All games · release date: 2090-01-01 to 2090-12-31");

  // A game released by a dated publication has no TBA earliest date: this view is empty.
  await page.goto("/market-research-page?datapoint=released&release=ToBeAnnounced");
  await whenStreamed(page);
  await expect(page.getByTestId("market-empty").first()).toContainText("No game matches these filters.");
  await expect(page.getByTestId("summary-games")).toHaveText("0");
  await page.getByTestId("market-empty").first().getByRole("link", { name: "Reset filters" }).click();
  await expect(page).toHaveURL(/\/market-research-page$/, SLOW);
  await expect(page.getByTestId("market-row").first()).toBeVisible();
});

/** Serious and critical WCAG A/AA problems inside the screen (the shared header is not this screen's). */
async function accessibilityProblems(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="market-research"]').withTags(["wcag2a", "wcag2aa"]).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    );
}

test("the screen in light and dark, at 1280 and 390 px wide, without accessibility problems", async ({ page }) => {
  await signIn(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "/tmp/market-light-1280.png", fullPage: true });
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.getByTestId("theme-select").selectOption("dark");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.screenshot({ path: "/tmp/market-dark-1280.png", fullPage: true });
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await whenStreamed(page);
  await page.screenshot({ path: "/tmp/market-dark-390-top.png" });
  await page.getByTestId("section-results").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/market-dark-390-results.png" });
  await page.getByTestId("section-feature-share").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/market-dark-390-share.png" });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByTestId("theme-select").selectOption("light");
  await page.getByTestId("section-results").scrollIntoViewIfNeeded();
  await page.screenshot({ path: "/tmp/market-light-390-results.png" });
});
