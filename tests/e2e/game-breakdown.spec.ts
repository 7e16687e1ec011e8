import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { whenStreamed } from "./support";

async function signInAsAnalyst(page: Page) {
  await page.goto("/login-page");
  await page.getByTestId("login-identifier").fill("analyst@lumos.local");
  await page.getByTestId("login-password").fill("Lumos-Analyst-2026!");
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/127.0.0.1:\d+\/$/);
  await whenStreamed(page);
}

test("the top game opens its breakdown: header, features, players by period, competitors exported as CSV", async ({ page }) => {
  await signInAsAnalyst(page);
  const top = page.getByTestId("top-games").locator("li").first().getByRole("link");
  const title = (await top.textContent())!.trim();
  await top.click();
  await expect(page).toHaveURL(/\/game-breakdown-page\?id=\d+$/);
  await whenStreamed(page);
  await expect(page.getByTestId("game-title")).toHaveText(title);
  await expect(page.getByTestId("stat-players-24h-")).not.toHaveText("-");
  await expect(page.getByTestId("feature-tag").first()).toHaveAttribute("href", /\/feature-breakdown-page\?cls_id=\d+&feat=.+&cat=.+&cls_type_id=\d+/);

  // 30 daily points by default; the 12-week window has one point per week.
  await expect(page.getByTestId("players-chart")).toHaveAttribute("data-points", "30");
  await page.getByTestId("period-weekly").click();
  // The address changes when the server has rendered the new window: allow a busy machine its time.
  await expect(page).toHaveURL(/period=weekly/, { timeout: 20_000 });
  await expect(page.getByTestId("players-chart")).toHaveAttribute("data-points", "12");
  await expect(page.getByTestId("period-weekly")).toHaveAttribute("aria-current", "page");

  const stats = page.getByTestId("player-stats").getByTestId("table-row");
  await expect(stats).toHaveCount(9);
  await expect(stats.last()).toContainText("All time");

  // The CSV holds the rows the table shows, in its order, with full-precision numbers.
  const competitors = page.getByTestId("competitors-table");
  const rows = competitors.getByTestId("table-row");
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  // Every column is in sight without scrolling the table sideways (the Competition column was cut in half).
  const overflow = await competitors.locator(".overflow-x-auto").evaluate((box) => box.scrollWidth - box.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const shownTitles = await rows.locator("td:first-child").allTextContents();
  const download = page.waitForEvent("download");
  await competitors.getByTestId("export-csv").click();
  const file = await (await download).path();
  const lines = fs.readFileSync(file, "utf8").trimEnd().split("\r\n");
  expect(lines[0]).toBe("Game,Similarity,Shared features,Released,Peak players (30 days),Competition");
  expect(lines).toHaveLength(count + 1);
  expect(lines.slice(1).map((line) => (line.startsWith('"') ? line.slice(1, line.indexOf('"', 1)) : line.split(",")[0]))).toEqual(shownTitles);

  // Sorting by a column re-orders the table, and the export follows it.
  await competitors.getByRole("button", { name: "Shared features" }).click();
  const shared = (await rows.locator("td:nth-child(3)").allTextContents()).map(Number);
  expect(shared).toEqual([...shared].sort((a, b) => b - a));

  // The weekly revenue figures are rendered when their disclosure is opened, one row a week of the chart.
  const revenue = page.getByTestId("section-revenue");
  const weeks = Number(/over (\d+) weeks/.exec((await revenue.locator("[data-chart-summary]").getAttribute("data-chart-summary"))!)![1]);
  await expect(revenue.getByRole("table", { name: "Weekly revenue estimate" })).toHaveCount(0);
  await revenue.getByText("Weekly figures").click();
  await expect(revenue.getByRole("table", { name: "Weekly revenue estimate" }).getByTestId("table-row")).toHaveCount(weeks);

  // The estimate methods side by side, each saying how it is estimated, with their spread and the ARPU's inputs.
  const methods = revenue.getByRole("table", { name: "Estimates side by side" }).getByTestId("table-row");
  await expect(methods).toHaveCount(3);
  await expect(methods.nth(0)).toContainText("Reviews × multiplier (Boxleiter)");
  await expect(methods.nth(0)).toContainText(/reviews × \d+ \(the Boxleiter multiplier of \d{4}\)/);
  await expect(methods.nth(1)).toContainText("Owners × net price");
  await expect(methods.nth(2)).toContainText(/players at the launch-day peak × 20 first-week/);
  await expect(revenue.getByTestId("estimate-spread")).toHaveText(/^The methods (agree within|disagree by) \d+\.\d×/);
  await expect(revenue.getByTestId("arpu-note")).toContainText(/^ARPU \$\d+\.\d\d \(.+ ÷ [\d,]+ players\)\. (A copy nets \d+% of list|Free to play)/);

  // Every estimated figure says on the screen how it is estimated, reachable by keyboard and tied to its figure.
  const headerNotes = page.getByTestId("header-estimate-notes");
  await headerNotes.getByText("How these figures are estimated").focus();
  await page.keyboard.press("Enter");
  await expect(headerNotes.getByTestId("estimate-note-copies_sold")).toBeVisible();
  await expect(headerNotes.getByTestId("estimate-note-copies_sold")).toContainText("Copies Sold: Review multiplier (Boxleiter)");
  await expect(headerNotes.getByTestId("estimate-note-revenue")).toContainText("after the store's cut");
  await expect(page.getByTestId("stat-arpu")).toHaveAccessibleDescription(/^ARPU: Revenue per player/);
  const revenueNotes = revenue.getByTestId("revenue-estimate-notes");
  await revenueNotes.getByText("How these figures are estimated").click();
  await expect(revenueNotes.getByTestId("estimate-note-copies_sold")).toContainText(/This game: [\d,]+ reviews × \d+\./);
});

test("sections below the fold are read in one request after the page has hydrated, and say so when it fails", async ({ page }) => {
  await signInAsAnalyst(page);
  const href = (await page.getByTestId("top-games").locator("li").first().getByRole("link").getAttribute("href"))!;
  const gameId = new URL(href, "http://lumos.local").searchParams.get("id");
  // The page the server writes: the header, features and players, and only skeletons for the sections below them,
  // neither drawn nor in its payload.
  const html = await (await page.request.get(href)).text();
  expect(html).toContain('data-testid="section-players"');
  for (const id of ["competitors", "symbiotic", "persona", "revenue", "sentiment", "wishlists", "social", "videos", "screenshots"]) {
    expect(html).not.toContain(`data-testid="section-${id}"`);
  }
  expect(html).toContain('aria-label="Loading Top competitors"');
  expect(html).not.toContain("Features behind the persona fit");
  // In the browser, every section is drawn from one request for this game.
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto(href);
  for (const id of ["competitors", "symbiotic", "persona", "revenue", "sentiment", "wishlists", "social", "videos", "screenshots"]) {
    await expect(page.getByTestId(`section-${id}`)).toBeVisible();
  }
  await expect(page.getByRole("status", { name: "Loading Top competitors" })).toHaveCount(0);
  const reads = requests.filter((url) => url.includes("/api/game-breakdown/sections"));
  expect(reads).toHaveLength(1);
  expect(new URL(reads[0]).searchParams.get("id")).toBe(gameId);
  // When that request fails, each section says it could not be loaded; the page above them stays.
  await page.route("**/api/game-breakdown/sections?**", (route) => route.fulfill({ status: 503, body: "{}" }));
  await page.reload();
  for (const id of ["competitors", "revenue", "screenshots"]) {
    await expect(page.getByTestId(`section-${id}`)).toContainText("This section could not be loaded right now.");
  }
  await expect(page.getByTestId("players-chart")).toBeVisible();
});

test("a missing or unknown game id shows a clear not-found state", async ({ page }) => {
  await signInAsAnalyst(page);
  await page.goto("/game-breakdown-page?id=99999999");
  await whenStreamed(page);
  await expect(page.getByTestId("game-not-found")).toContainText('There is no game with the id "99999999".');
  await page.goto("/gamebreakdownpage?id=abc");
  await whenStreamed(page);
  await expect(page.getByTestId("game-not-found")).toBeVisible();
  await page.goto("/game-breakdown-page");
  await whenStreamed(page);
  await expect(page.getByTestId("game-not-found")).toContainText("No game was given");
});

test("a feature tag opens the feature breakdown: rank, players, share, history, trending, upcoming and symbiotic features", async ({ page }) => {
  await signInAsAnalyst(page);
  await page.getByTestId("top-games").locator("li").first().getByRole("link").click();
  await whenStreamed(page);
  const tag = page.getByTestId("feature-tag").first();
  const name = (await tag.textContent())!.trim();
  await tag.click();
  await expect(page).toHaveURL(/\/feature-breakdown-page\?cls_id=\d+/);
  await whenStreamed(page);
  await expect(page.getByTestId("feature-name")).toHaveText(name);
  await expect(page.getByTestId("feature-rank")).toHaveText(/^#\d+$/);
  await expect(page.getByTestId("feature-share")).toHaveText(/^\d+\.\d%$/);
  // The ranking's month (ranks are of a month's players), as every other month reads.
  await expect(page.getByTestId("feature-rank-date")).toHaveText(/^Ranked by players in [A-Z][a-z]{2} \d{4}\.$/);
  expect(Number(await page.getByTestId("feature-history").getAttribute("data-points"))).toBeGreaterThan(1);
  for (const id of ["feature-trending", "feature-upcoming", "symbiotic-features"]) await expect(page.getByTestId(`section-${id}`)).toBeVisible();

  // A symbiotic feature opens its own breakdown.
  const next = page.getByTestId("symbiotic-features-table").getByRole("link").first();
  if (await next.count()) {
    const other = (await next.textContent())!.trim();
    const href = (await next.getAttribute("href"))!;
    await next.click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
    await whenStreamed(page);
    await expect(page.getByTestId("feature-name")).toHaveText(other);
  }
});

test("a feature without an id, or an unknown one, shows a clear not-found state", async ({ page }) => {
  await signInAsAnalyst(page);
  await page.goto("/featurebreakdownpage?feat=Horror&cat=Theme");
  await whenStreamed(page);
  await expect(page.getByTestId("feature-not-found")).toContainText('"Horror" has no feature id, so it cannot be opened.');
  await page.goto("/feature-breakdown-page?cls_id=99999999");
  await whenStreamed(page);
  await expect(page.getByTestId("feature-not-found")).toContainText('There is no feature with the id "99999999".');
});
