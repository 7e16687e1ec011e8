import fs from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { answerTo, ask, askAndWait, openChatbox } from "./chat";
import { signInAsAnalyst as signIn, whenStreamed } from "./support";

// Market statistics in the chat (docs/lumos.md, "Market statistics"): the figure, its groups as a table, chart and
// CSV, and the ways on, against the e2e market (400 games, seed "e2e"), whose games were released over many years
// and on many platforms, and which has RPGs.
const BY_YEAR = "how many games were released each year";
const RPG_PRICE = "average price of RPGs";
const BY_PLATFORM = "number of games per platform";
const TWO_FIGURES = "average and median price of RPGs";
const STATS_HEADER = "Here's what I found! ✨ (Market Figures) ✨";

/** Asks a market-statistics question and gives the results block its answer added. */
async function askForFigure(scope: Locator, question: string, act = () => ask(scope, question)): Promise<{ answer: Locator; stats: Locator }> {
  const blocks = scope.getByTestId("chat-stats");
  const before = await blocks.count();
  const answer = await answerTo(scope, question, act);
  await expect(blocks).toHaveCount(before + 1);
  const stats = blocks.nth(before);
  await expect(stats).toHaveAttribute("data-complete", "true");
  await expect(stats.getByTestId("chat-results-header")).toHaveText(STATS_HEADER);
  return { answer, stats };
}

/** The table's rows as [group, games, figure?] cells, as shown. */
async function rowsOf(stats: Locator): Promise<string[][]> {
  const rows = stats.getByTestId("chat-stats-row");
  const cells: string[][] = [];
  for (const row of await rows.all()) cells.push((await row.locator("th, td").allTextContents()).map((text) => text.trim()));
  return cells;
}

/** "371 games counted" under the figure. */
async function gamesCounted(stats: Locator): Promise<number> {
  const text =
    (await stats
      .getByTestId("chat-stats-figure")
      .locator("p", { hasText: / counted/ })
      .textContent()) ?? "";
  const counted = /^([\d,]+) games? counted/.exec(text)?.[1];
  expect(counted, `games counted in: ${text}`).toBeDefined();
  return Number(counted!.replace(/,/g, ""));
}

/** The steps behind an answer, opened as a user opens them once the answer is done. */
async function expectMarketAnalysisSteps(scope: Locator) {
  const thinking = scope.getByTestId("chat-thinking").last();
  await expect(thinking).toHaveAttribute("data-complete", "true");
  await thinking.getByTestId("chat-thinking-toggle").click();
  const steps = thinking.getByTestId("chat-thinking-steps");
  await expect(steps.getByText("Agent: Market Analysis Agent", { exact: true })).toBeVisible();
  await expect(steps.getByText("Type: market_stats", { exact: true })).toBeVisible();
}

const number = (text: string) => Number(text.replace(/,/g, ""));

test("a breakdown by year in the full-screen chat: figure, steps, table, line chart, CSV and market research; a filtered average lists its games; both come back on reload", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "/lumos-page");
  const full = page.getByTestId("lumos-page");

  // 1. Games per release year: the count first, then one row per year, oldest first with no year skipped.
  const byYear = await askForFigure(full, BY_YEAR);
  const yearValue = byYear.stats.getByTestId("chat-stats-value");
  await expect(yearValue).toHaveText(/^\d{1,3}(,\d{3})*$/);
  const total = number((await yearValue.textContent())!);
  expect(total).toBeGreaterThan(0);
  expect(await gamesCounted(byYear.stats)).toBe(total);
  await expectMarketAnalysisSteps(full);

  const yearTable = byYear.stats.getByTestId("chat-stats-table");
  await expect(yearTable.locator("thead th")).toHaveText(["Year", "Games"]);
  const years = await rowsOf(byYear.stats);
  expect(years.length).toBeGreaterThanOrEqual(2);
  const labels = years.map(([year]) => Number(year));
  expect(labels).toEqual(labels.map((_, index) => labels[0] + index));
  // Each game has one release year: the years add up to the count, less the games said to have no release date.
  const undated = /([\d,]+) games? ha(?:s|ve) no release date/.exec((await byYear.answer.textContent()) ?? "")?.[1];
  expect(years.reduce((sum, [, games]) => sum + number(games), 0) + (undated ? number(undated) : 0)).toBe(total);

  const yearChart = byYear.stats.getByTestId("chat-stats-chart");
  await expect(yearChart).toHaveAttribute("data-chart", "line");
  await expect(yearChart.locator("canvas")).toBeVisible();
  await expect(yearChart.locator("[data-chart-summary]")).toHaveAttribute(
    "data-chart-summary",
    new RegExp(`^Number of games by year: ${years[0][0]} ${years[0][1]}, (.*, )?${years.at(-1)![0]} ${years.at(-1)![1]}\\.$`),
  );

  // The CSV holds the table's rows, in its order, with exact numbers.
  const download = page.waitForEvent("download");
  await byYear.stats.getByTestId("chat-stats-csv").click();
  expect((await download).suggestedFilename()).toBe("number-of-games-by-year.csv");
  const lines = fs
    .readFileSync((await (await download).path())!, "utf8")
    .trimEnd()
    .split("\r\n");
  expect(lines[0]).toBe("Year,Games");
  expect(lines).toHaveLength(years.length + 1);
  expect(lines.slice(1)).toEqual(years.map(([year, games]) => `${year},${number(games)}`));

  // Years not begun yet are said to hold games announced for them; the e2e market's "today" is the machine's date.
  const lastYear = Number(years.at(-1)![0]);
  if (lastYear > new Date().getUTCFullYear()) await expect(byYear.answer).toContainText("Games not out yet are counted in the year they are announced for");
  // No filter: market research opens on every game; the answer says it counted standalone games only.
  await expect(byYear.stats.getByTestId("chat-stats-market-research")).toHaveText("Open in market research");
  await expect(byYear.stats.getByTestId("chat-stats-market-research")).toHaveAttribute("href", "/market-research-page");
  await expect(byYear.stats.getByTestId("chat-stats-not-carried")).toHaveText(
    "Market research cannot filter by: standalone games only (no DLCs, expansions, bundles or software)",
  );

  const current = full.locator('[data-testid="chat-recent"][aria-current="true"]');
  await expect(current).toHaveText(BY_YEAR);
  const conversation = await current.getAttribute("data-id");

  // 2. A genre filter market research cannot carry is named beside the link; "List these games" lists the counted games.
  const rpg = await askForFigure(full, RPG_PRICE);
  await expectMarketAnalysisSteps(full);
  const rpgValue = rpg.stats.getByTestId("chat-stats-value");
  await expect(rpgValue).toHaveText(/^\$\d[\d,.]*[kM]?$/);
  const rpgFigure = (await rpgValue.textContent())!;
  const rpgGames = await gamesCounted(rpg.stats);
  expect(rpgGames).toBeGreaterThan(0);
  await expect(rpg.stats.getByTestId("chat-stats-table").locator("thead th")).toHaveText(["Group", "Games", "Average price"]);
  expect(await rowsOf(rpg.stats)).toEqual([[`All ${rpgGames.toLocaleString("en-US")} games`, rpgGames.toLocaleString("en-US"), rpgFigure]]);
  await expect(rpg.stats.getByTestId("chat-stats-chart")).toHaveCount(0);
  // Market research filters by the genre too: the link carries it, and only the scope of standalone games is said.
  await expect(rpg.stats.getByTestId("chat-stats-market-research")).toHaveAttribute("href", /^\/market-research-page\?feature=\d+&(.+&)?sort=price(&|$)/);
  const rpgHref = (await rpg.stats.getByTestId("chat-stats-market-research").getAttribute("href"))!;
  await expect(rpg.stats.getByTestId("chat-stats-not-carried")).toHaveText(
    "Market research cannot filter by: standalone games only (no DLCs, expansions, bundles or software)",
  );

  const list = rpg.stats.getByTestId("chat-stats-list");
  await expect(list).toHaveText("List these games");
  const listQuestion = (await list.getAttribute("title"))!;
  expect(listQuestion).toMatch(/RPG/i);
  const listed = await answerTo(full, listQuestion, () => list.click());
  await expect(listed).toContainText(`I found ${rpgGames.toLocaleString("en-US")} games`);
  const games = full.getByTestId("chat-results").last();
  await expect(games.getByTestId("chat-results-header")).toHaveText(`Here's what I found! ✨ (${rpgGames} Perfect ${rpgGames === 1 ? "Match" : "Matches"}) ✨`);
  await expect(games.getByTestId("chat-results-table")).toHaveAttribute("data-kind", "games");
  expect(await games.getByTestId("chat-result-row").count()).toBe(Math.min(rpgGames, 10));
  await expect(games.getByTestId("chat-result-link").first()).toHaveAttribute("href", /^\/game-breakdown-page\?id=\d+$/);

  // The year breakdown's link leads to market research.
  await byYear.stats.getByTestId("chat-stats-market-research").click();
  await expect(page).toHaveURL(/\/market-research-page$/, { timeout: 20_000 });
  await whenStreamed(page);
  await expect(page.getByTestId("market-research")).toBeVisible();
  // The average's link opens market research on the RPGs, said in the view's description, with a way back to every game.
  await page.goto(rpgHref);
  await whenStreamed(page);
  await expect(page.getByTestId("market-description")).toContainText("with RPG (genre)");
  await expect(page.getByTestId("remove-features")).toHaveText("show every game, not only RPG (genre)");

  // 3. The conversation, loaded afresh, shows the same figures and tables.
  await page.goto(`/lumos-page?conversation=${conversation}`);
  await whenStreamed(page);
  await expect(full.getByTestId("chat-user-message")).toHaveText([BY_YEAR, RPG_PRICE, listQuestion]);
  const reloaded = full.getByTestId("chat-stats");
  await expect(reloaded).toHaveCount(2);
  await expect(reloaded.nth(0).getByTestId("chat-results-header")).toHaveText(STATS_HEADER);
  await expect(reloaded.nth(0).getByTestId("chat-stats-value")).toHaveText(total.toLocaleString("en-US"));
  expect(await rowsOf(reloaded.nth(0))).toEqual(years);
  await expect(reloaded.nth(0).getByTestId("chat-stats-chart")).toHaveAttribute("data-chart", "line");
  await expect(reloaded.nth(0).getByTestId("chat-stats-csv")).toBeVisible();
  await expect(reloaded.nth(1).getByTestId("chat-stats-value")).toHaveText(rpgFigure);
  expect(await rowsOf(reloaded.nth(1))).toEqual([[`All ${rpgGames.toLocaleString("en-US")} games`, rpgGames.toLocaleString("en-US"), rpgFigure]]);
  await expect(reloaded.nth(1).getByTestId("chat-stats-not-carried")).toHaveText(
    "Market research cannot filter by: standalone games only (no DLCs, expansions, bundles or software)",
  );
  expect(await full.getByTestId("chat-results").last().getByTestId("chat-result-row").count()).toBe(Math.min(rpgGames, 10));
});

/** Sideways overflow of the page, and of the chatbox's own scroller (the chatbox is fixed: it never widens the page). */
async function overflows(page: Page, chat: Locator) {
  return {
    page: await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    chat: await chat.getByTestId("chat-messages").evaluate((element) => element.scrollWidth - element.clientWidth),
  };
}

/** Every part of a results block lies within the chatbox, and its table needs no sideways scrolling. */
async function expectFits(chat: Locator, stats: Locator) {
  const box = (await chat.boundingBox())!;
  for (const part of [stats, stats.getByTestId("chat-stats-table"), stats.getByTestId("chat-stats-market-research")]) {
    const bounds = (await part.boundingBox())!;
    expect(bounds.x).toBeGreaterThanOrEqual(box.x);
    expect(bounds.x + bounds.width).toBeLessThanOrEqual(box.x + box.width);
  }
  const table = stats.getByTestId("chat-stats-table");
  expect(await table.evaluate((element) => element.scrollWidth <= (element.parentElement?.clientWidth ?? 0) + 1)).toBe(true);
}

test("a breakdown by platform fits the floating chatbox, and two figures at once are asked back as buttons", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await openChatbox(page);
  const chat = page.getByTestId("chat-box");
  expect((await chat.boundingBox())!.width).toBeLessThanOrEqual(420);

  // 4. Named groups, highest first, as bars; the whole answer fits the 420 px chatbox.
  const byPlatform = await askForFigure(chat, BY_PLATFORM);
  await expect(byPlatform.stats.getByTestId("chat-stats-value")).toHaveText(/^\d{1,3}(,\d{3})*$/);
  await expect(byPlatform.stats.getByTestId("chat-stats-table").locator("thead th")).toHaveText(["Platform", "Games"]);
  const platforms = await rowsOf(byPlatform.stats);
  expect(platforms.length).toBeGreaterThanOrEqual(2);
  const named = platforms.filter(([label]) => !label.startsWith("Other")).map(([, games]) => number(games));
  expect(named).toEqual([...named].sort((a, b) => b - a));
  const chart = byPlatform.stats.getByTestId("chat-stats-chart");
  await expect(chart).toHaveAttribute("data-chart", "bar");
  await expect(chart.locator("canvas")).toBeVisible();
  await expectFits(chat, byPlatform.stats);
  expect(await overflows(page, chat)).toEqual({ page: 0, chat: 0 });

  // 5. Two ways of taking the figure at once: the answer asks which one, with a button for each; one gives a figure.
  const blocks = chat.getByTestId("chat-stats");
  const asked = await askAndWait(chat, TWO_FIGURES);
  await expect(asked).toContainText("which one did you mean?");
  await expect(blocks).toHaveCount(1);
  const offered = chat.getByTestId("chat-followups").last().getByTestId("chat-followup");
  await expect(offered).toHaveText(["Average", "Median"]);
  await expect(offered.nth(0)).toHaveAttribute("title", "average price of RPGs");
  await expect(offered.nth(1)).toHaveAttribute("title", "median price of RPGs");
  const median = await askForFigure(chat, "median price of RPGs", () => offered.nth(1).click());
  await expect(median.stats.getByTestId("chat-stats-value")).toHaveText(/^\$\d[\d,.]*[kM]?$/);
  await expect(median.stats.getByTestId("chat-stats-table").locator("thead th")).toHaveText(["Group", "Games", "Median price"]);
  await expect(median.stats.getByTestId("chat-stats-not-carried")).toHaveText(
    "Market research cannot filter by: standalone games only (no DLCs, expansions, bundles or software)",
  );
  await expectMarketAnalysisSteps(chat);
  await expectFits(chat, median.stats);
  expect(await overflows(page, chat)).toEqual({ page: 0, chat: 0 });
  await page.screenshot({ path: "/tmp/chat-stats-chatbox.png" });
});
