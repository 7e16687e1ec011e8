import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { answerTo, ask, askAndWait, openChatbox } from "./chat";
import { signInAsAnalyst as signIn, whenStreamed } from "./support";

// The Lumos chat interface (issue 7): the collapsed bar, the floating chatbox, the sidebar and /lumos-page, against
// the real engine and API. Two filters nobody meets (no game has 900M peak players) give close matches only.
const CLOSE_ONLY = "PC games with over 900M peak players";

/** No axe violations inside the chat's own markup. */
async function expectAccessible(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Holds the chat stream's request back, so a test can act while Lumos is still working. */
async function slowStream(page: Page, ms: number) {
  await page.route("**/api/assistant/chat/stream", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  });
}

test("a question from the collapsed bar ends in a close-matches table, with the bar's states and keyboard focus", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  const bar = page.getByTestId("chat-bar");
  await expect(bar).toBeVisible();
  await expect(page.getByTestId("chat-bar-open")).toHaveAttribute("title", "Lumos!");
  const box = await bar.boundingBox();
  expect(box).toMatchObject({ width: 368, height: 36, x: 1280 - 368 - 20, y: 900 - 36 - 20 });

  await openChatbox(page);
  const chat = page.getByTestId("chat-box");
  await expect(chat.getByText("Hey, I'm Lumos!")).toBeVisible();
  await expect(chat.getByText("What can I help you discover?")).toBeVisible();
  await expect(chat.getByTestId("chat-suggestion")).toHaveCount(3);
  await expect(chat.getByTestId("chat-input")).toHaveAttribute("placeholder", "Ask any gaming question....");
  await expect(chat.getByTestId("chat-send")).toBeDisabled();
  await expect(chat.getByTestId("chat-file")).toHaveAttribute("accept", ".pdf,.doc,.docx,.txt,.png,.jpg,.jpeg,.gif");
  // The word threshold of 6: from six words the input takes its roomy layout.
  await chat.getByTestId("chat-input").fill("one two three four five");
  await expect(chat.getByTestId("chat-input-form")).toHaveAttribute("data-layout", "compact");
  await chat.getByTestId("chat-input").fill("one two three four five six");
  await expect(chat.getByTestId("chat-input-form")).toHaveAttribute("data-layout", "roomy");
  // Shift+Enter adds a line instead of sending.
  await chat.getByTestId("chat-input").fill("racing");
  await chat.getByTestId("chat-input").press("Shift+Enter");
  await expect(chat.getByTestId("chat-input")).toHaveValue("racing\n");
  await expect(chat.getByTestId("chat-user-message")).toHaveCount(0);

  // Minimised while Lumos works, the bar says so, then that the answer is ready.
  await slowStream(page, 1500);
  await ask(chat, CLOSE_ONLY);
  await expect(chat.getByText("Lumos is Thinking...")).toBeVisible();
  await chat.getByTestId("chat-minimise").click();
  await expect(page.getByTestId("chat-bar-text")).toHaveText("Lumos is thinking..");
  await expect(page.getByTestId("chat-bar-text")).toHaveText("Done! Click to see answer", { timeout: 20_000 });
  await page.getByTestId("chat-bar-open").click();

  const results = chat.getByTestId("chat-results");
  await expect(results.getByTestId("chat-results-header")).toHaveText(/^Here's the next best thing! \(\d+ Close Match(es)?\)$/);
  await expect(chat.getByTestId("chat-cta-criteria")).toHaveText("Pick criteria");
  await expect(chat.getByTestId("chat-cta-refine")).toHaveText("Fine-tune the search");
  await expect(chat.getByTestId("chat-cta-close")).toHaveText(/^Show close matches \(1 of 2 filters\)$/);
  await chat.getByTestId("chat-cta-close").click();
  const rows = results.getByTestId("chat-result-row");
  expect(await rows.count()).toBeGreaterThan(0);
  await expect(results.getByTestId("chat-result-missed").first()).toBeVisible();
  await expect(results.getByTestId("chat-result-link").first()).toHaveAttribute("href", /^\/game-breakdown-page\?id=\d+$/);
  await expect(chat.getByTestId("chat-thinking")).toHaveAttribute("data-complete", "true");
  await page.screenshot({ path: "/tmp/chat-chatbox-light.png" });
  await expectAccessible(page, '[data-testid="chat-box"]');

  // Escape closes the chatbox and gives focus back to the bar, without opening it again.
  await chat.getByTestId("chat-input").press("Escape");
  await expect(page.getByTestId("chat-box")).toHaveCount(0);
  await expect(page.getByTestId("chat-bar-open")).toBeFocused();
  await page.screenshot({ path: "/tmp/chat-collapsed-light.png" });
});

test("stop mid-answer, then edit and re-send a question", async ({ page }) => {
  await signIn(page);
  await openChatbox(page);
  const chat = page.getByTestId("chat-box");
  await slowStream(page, 4000);
  await ask(chat, "racing games");
  await chat.getByTestId("chat-stop").click();
  await expect(chat.getByTestId("chat-stopped")).toHaveText("Generation stopped by user.");
  await expect(chat.getByTestId("chat-send")).toBeVisible();
  await page.unroute("**/api/assistant/chat/stream");

  await askAndWait(chat, "racing games");
  // Screen readers hear the finished answer once, through the polite live region.
  await expect(page.getByTestId("chat-announcer")).toContainText("Lumos answered.");
  // Escape cancels an edit; Enter with unchanged text re-sends nothing.
  await chat.getByTestId("chat-edit").last().click();
  await chat.getByTestId("chat-edit-input").fill("changed my mind");
  await chat.getByTestId("chat-edit-input").press("Escape");
  await expect(chat.getByTestId("chat-user-message").last()).toHaveText("racing games");
  await expect(page.getByTestId("chat-box")).toBeVisible();
  // Enter saves and re-sends the changed question after 100 ms; its answer replaces the one to "racing games".
  const racingAnswer = (await chat.getByTestId("chat-answer-text").last().textContent())!;
  await chat.getByTestId("chat-edit").last().click();
  await chat.getByTestId("chat-edit-input").fill("upcoming games on PS5");
  await chat.getByTestId("chat-edit-input").press("Enter");
  await expect(chat.getByTestId("chat-user-message").last()).toHaveText("upcoming games on PS5");
  await expect(chat.getByTestId("chat-user-message").filter({ hasText: /^racing games$/ })).toHaveCount(1);
  await expect(chat.getByTestId("chat-answer-text").last()).not.toHaveText(racingAnswer, { timeout: 20_000 });
  await expect(chat.getByTestId("chat-answer-text").last()).toHaveAttribute("data-complete", "true", { timeout: 20_000 });
});

test("the sidebar pushes the page, and its minimise, expand and close lead where they should", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await openChatbox(page);
  await page.getByTestId("chat-to-sidebar").click();
  const sidebar = page.getByTestId("chat-sidebar");
  await expect(sidebar).toBeVisible();
  await expect(page.getByTestId("chat-box")).toHaveCount(0);
  await expect(page.getByTestId("chat-bar")).toHaveCount(0);
  // Measured once its 200 ms slide-in has ended (mid-slide Chromium reports 479.9999 px).
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(480);
  await expect(page.locator("body")).toHaveCSS("padding-right", "480px");
  await page.screenshot({ path: "/tmp/chat-sidebar-light.png" });

  await sidebar.getByTestId("chat-minimise").click();
  await expect(page.getByTestId("chat-box")).toBeVisible();
  await expect(page.locator("body")).toHaveCSS("padding-right", "0px");

  await page.getByTestId("chat-to-sidebar").click();
  await page.getByTestId("chat-sidebar").getByTestId("chat-close").click();
  await expect(page.getByTestId("chat-bar")).toBeVisible();
  await expect(page.getByTestId("chat-sidebar")).toHaveCount(0);

  // The bar's toggle opens the sidebar; the sidebar's toggle closes it.
  await page.getByTestId("chat-sidebar-toggle").click();
  await expect(page.getByTestId("chat-sidebar")).toBeVisible();
  await expect(page.getByTestId("chat-sidebar-toggle")).toHaveAttribute("aria-expanded", "true");
  await page.getByTestId("chat-sidebar-toggle").click();
  await expect(page.getByTestId("chat-bar")).toBeVisible();

  await page.getByTestId("chat-sidebar-toggle").click();
  await page.getByTestId("chat-sidebar").getByTestId("chat-fullscreen").click();
  await expect(page).toHaveURL(/\/lumos-page\?fromSidebar=true$/);
  await expect(page.getByTestId("lumos-page")).toBeVisible();
  await expect(page.getByTestId("chat-sidebar")).toHaveCount(0);
  await page.getByTestId("chat-back-to-sidebar").click();
  await expect(page.getByTestId("chat-sidebar")).toBeVisible();
});

test("the chatbox's moved position survives a reload, and the bar stays bottom right", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await openChatbox(page);
  const before = (await page.getByTestId("chat-box").boundingBox())!;
  const handle = (await page.getByTestId("chat-drag").boundingBox())!;
  await page.mouse.move(handle.x + 20, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x - 180, handle.y - 80, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await page.getByTestId("chat-box").boundingBox())!.x).toBeLessThan(before.x - 150);
  const moved = (await page.getByTestId("chat-box").boundingBox())!;
  await page.waitForTimeout(700); // position saving is debounced 500 ms
  await page.reload();
  await whenStreamed(page);
  const bar = (await page.getByTestId("chat-bar").boundingBox())!;
  expect(bar).toMatchObject({ x: 1280 - 368 - 20, y: 900 - 36 - 20 });
  await openChatbox(page);
  const restored = (await page.getByTestId("chat-box").boundingBox())!;
  expect(Math.round(restored.x)).toBe(Math.round(moved.x));
  expect(Math.round(restored.y)).toBe(Math.round(moved.y));
  // The keyboard moves it too, and never closer than 20 px to an edge.
  // Each press goes to the drag handle (locator.press focuses it first): the chatbox may still move focus to its
  // input while it settles after the reload, and presses sent elsewhere would not move it.
  const drag = page.getByTestId("chat-drag");
  for (let i = 0; i < 150; i++) await drag.press("ArrowLeft");
  await expect.poll(async () => (await page.getByTestId("chat-box").boundingBox())!.x).toBe(20);
});

test("the full-screen page asks a query from outside, and a conversation reloads from the recents", async ({ page }) => {
  await signIn(page);
  await page.goto(`/lumos-page?query=${encodeURIComponent(CLOSE_ONLY)}`);
  await whenStreamed(page);
  const full = page.getByTestId("lumos-page");
  await expect(full.getByTestId("chat-input")).toHaveAttribute("placeholder", "Ask anything—how a game plays, performs, or earns.");
  await expect(full.getByTestId("chat-user-message")).toHaveText(CLOSE_ONLY);
  await expect(full.getByTestId("chat-results-header")).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/lumos-page$/);
  await expect(page.getByTestId("chat-bar")).toHaveCount(0);
  await page.screenshot({ path: "/tmp/chat-fullscreen-light.png" });
  await expectAccessible(page, '[data-testid="lumos-page"]');

  await full.getByTestId("chat-new").click();
  await expect(full.getByTestId("chat-welcome")).toBeVisible();
  const recent = full.getByTestId("chat-recent").first();
  await expect(recent).toHaveText(CLOSE_ONLY);
  const id = await recent.getAttribute("data-id");
  await recent.click();
  await expect(full.getByTestId("chat-user-message")).toHaveText(CLOSE_ONLY);
  await expect(full.getByTestId("chat-results-header")).toHaveText(/Close Match/);

  // A fresh page load rebuilds the tables from the stored conversation.
  await page.goto(`/lumos-page?conversation=${id}`);
  await whenStreamed(page);
  await expect(full.getByTestId("chat-user-message")).toHaveText(CLOSE_ONLY);
  await expect(full.getByTestId("chat-results-header")).toHaveText(/Close Match/);
  await full.getByTestId("chat-cta-close").click();
  expect(await full.getByTestId("chat-result-row").count()).toBeGreaterThan(0);
  // The recents load after the conversation (their own request): as long as the answer may take on a busy machine.
  await expect(full.getByTestId("chat-recent").first()).toHaveAttribute("aria-current", "true", { timeout: 20_000 });
});

test("the widget is hidden on the full-screen page, admin paths, the user dashboard and market research", async ({ page }) => {
  await signIn(page);
  for (const path of ["/search-page", "/about"]) {
    await page.goto(path);
    await whenStreamed(page);
    await expect(page.getByTestId("chat-bar")).toBeVisible();
  }
  for (const path of ["/lumos-page", "/lumospage", "/market-research-page", "/user-dashboard-page", "/admin-page", "/invite-users-page"]) {
    await page.goto(path);
    await whenStreamed(page);
    await expect(page.getByTestId("chat-bar"), path).toHaveCount(0);
  }
});

test("every mode in the dark theme, and the chatbox on a phone", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.screenshot({ path: "/tmp/chat-collapsed-dark.png" });
  await openChatbox(page);
  await ask(page.getByTestId("chat-box"), CLOSE_ONLY);
  await page.getByTestId("chat-cta-close").click();
  await page.screenshot({ path: "/tmp/chat-chatbox-dark.png" });
  await page.getByTestId("chat-to-sidebar").click();
  await expect(page.getByTestId("chat-sidebar")).toBeVisible();
  await page.screenshot({ path: "/tmp/chat-sidebar-dark.png" });
  await expectAccessible(page, '[data-testid="chat-sidebar"]');
  await page.getByTestId("chat-sidebar").getByTestId("chat-fullscreen").click();
  await expect(page.getByTestId("lumos-page")).toBeVisible();
  await page.screenshot({ path: "/tmp/chat-fullscreen-dark.png" });

  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await whenStreamed(page);
  await openChatbox(page);
  const box = (await page.getByTestId("chat-box").boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(20);
  expect(box.x + box.width).toBeLessThanOrEqual(390 - 20);
  await page.screenshot({ path: "/tmp/chat-chatbox-phone.png" });
});

/** The results table's width beside the width its chat gives it: a table that fits needs no sideways scrolling. */
async function tableFits(scope: ReturnType<Page["getByTestId"]>) {
  const table = scope.getByTestId("chat-results-table").last();
  return table.evaluate((element) => element.scrollWidth <= (element.parentElement?.clientWidth ?? 0) + 1);
}

test("a ranked question shows the figure it ranks by and fits the chatbox and a phone; a name Lumos cannot place is offered back as buttons", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await openChatbox(page);
  const chat = page.getByTestId("chat-box");
  await askAndWait(chat, "top 5 racing games by revenue");
  await expect(chat.getByTestId("chat-figure-column")).toHaveText(["Revenue"]);
  await expect(chat.getByTestId("chat-result-row")).toHaveCount(5);
  await expect(chat.getByTestId("chat-result-row").first()).toContainText("$");
  expect(await tableFits(chat)).toBe(true);

  // "Shadows" begins several titles: before "games" it is a series, the games whose titles begin with it.
  const series = await askAndWait(chat, "Shadows games on PS5");
  await expect(series).toContainText("(titled Shadows…, on PlayStation 5)");

  // "Virelia" is a word inside several titles but begins none and names nothing: the answer says so and searches nothing.
  const unplaced = await askAndWait(chat, "Virelia games on PS5");
  await expect(unplaced).toContainText('I could not place "Virelia" in the data');
  const offered = chat.getByTestId("chat-followup");
  await expect(offered).toHaveCount(5);
  await expect(offered.first()).toHaveText(/^\S.* Virelia \(game\)$/);
  const title = (await offered.first().textContent())!.replace(/ \(game\)$/, "");
  const placed = await answerTo(chat, `${title} games on PS5`, () => offered.first().click());
  await expect(placed).not.toContainText("could not place");

  // With no perfect match, "Pick criteria" offers the filters as chips to switch off, and searches again without them.
  // (Earlier answers may have calls to action of their own: the last answer's are used.)
  await askAndWait(chat, CLOSE_ONLY);
  const last = chat.getByTestId("chat-results").last();
  await last.getByTestId("chat-cta-criteria").click();
  const chips = last.getByTestId("chat-criterion");
  await expect(chips).toHaveText(["on Windows", "peak players in the last month over 900M"]);
  await expect(last.getByTestId("chat-criteria-again")).toBeDisabled();
  await chips.nth(1).click();
  await expect(chips.nth(1)).toHaveAttribute("aria-pressed", "false");
  await answerTo(chat, "PC games", () => last.getByTestId("chat-criteria-again").click());

  // "Fine-tune the search" opens the same filters as fields to edit.
  await askAndWait(chat, CLOSE_ONLY);
  const tuned = chat.getByTestId("chat-results").last();
  await tuned.getByTestId("chat-cta-refine").click();
  const fields = tuned.getByTestId("chat-fine-tune-field");
  await expect(fields).toHaveCount(2);
  await expect(fields.nth(1)).toHaveValue("over 900M peak players");
  await fields.nth(1).fill("over 100k peak players");
  await answerTo(chat, "PC games with over 100k peak players", () => tuned.getByTestId("chat-fine-tune-again").click());
  await expectAccessible(page, '[data-testid="chat-box"]');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await whenStreamed(page);
  await openChatbox(page);
  const phone = page.getByTestId("chat-box");
  await askAndWait(phone, "top 5 racing games by revenue");
  await expect(phone.getByTestId("chat-arpu-column").last()).toBeVisible();
  expect(await tableFits(phone)).toBe(true);
  await page.screenshot({ path: "/tmp/chat-ranked-phone.png" });
});
