import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page, type Response } from "@playwright/test";
import { DEMO, signInAsAdministrator, submitSignIn, whenStreamed, type Account } from "./support";

interface PageView {
  name: string;
  subject: string | null;
  path: string;
}

/** The tracker's call for a location, answered (the view is stored when it answers 201). */
function pageViewSent(page: Page, path: RegExp): Promise<Response> {
  return page.waitForResponse((response) => {
    const request = response.request();
    if (!response.url().endsWith("/api/page-views") || request.method() !== "POST") return false;
    return path.test((JSON.parse(request.postData() ?? "{}") as { path?: string }).path ?? "");
  });
}

/** A fresh analyst account (created by the super-admin in a context of its own), so no other test's views or follows show. */
async function newAnalyst(browser: Browser): Promise<Account> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInAsAdministrator(admin, DEMO.superAdmin);
  const username = `e2e-userdash-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = { email: `${username}@example.test`, password: "Indigo-Orchard-52!" };
  const created = await admin.request.post("/api/create-user", { data: { username, email: account.email, password: account.password } });
  expect(created.status()).toBe(201);
  await context.close();
  return account;
}

async function ownPageViews(page: Page): Promise<PageView[]> {
  const response = await page.request.get("/api/page-views?limit=100");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { page_views: PageView[] }).page_views;
}

test("follows a game, sees it with the viewed game and feature on the user dashboard, and the page views are recorded", async ({ page, browser }) => {
  const analyst = await newAnalyst(browser);
  // Signing in: the sign-in screen's view is recorded without a user.
  const loginView = pageViewSent(page, /^\/login-page/);
  await page.goto("/login-page");
  const login = await loginView;
  expect(login.status()).toBe(201);
  expect((await login.json()).page_view).toMatchObject({ name: "login", subject: null, path: "/login-page" });
  const dashboardView = pageViewSent(page, /^\/$/);
  await submitSignIn(page, analyst);
  await expect(page).toHaveURL(/127.0.0.1:\d+\/$/, { timeout: 20_000 });
  await whenStreamed(page);
  expect((await dashboardView).status()).toBe(201);

  const links = page.getByTestId("top-games").getByRole("link");
  const [first, second] = await Promise.all(
    [0, 1].map(async (index) => ({ title: (await links.nth(index).textContent())!.trim(), href: (await links.nth(index).getAttribute("href"))! })),
  );
  const gameId = new URL(first.href, "http://x").searchParams.get("id")!;
  const otherId = new URL(second.href, "http://x").searchParams.get("id")!;

  // A deep link to the game breakdown; follow the game.
  const gameView = pageViewSent(page, new RegExp(`^/game-breakdown-page\\?id=${gameId}$`));
  await page.goto(`/game-breakdown-page?id=${gameId}`);
  await whenStreamed(page);
  expect((await gameView).status()).toBe(201);
  await expect(page.getByTestId("game-title")).toHaveText(first.title);
  const follow = page.getByTestId("follow-button");
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  await page
    .locator("header")
    .filter({ has: page.getByTestId("game-title") })
    .screenshot({ path: "/tmp/userdash-follow-light.png" });
  await expect(follow).toContainText("Follow");
  const followed = page.waitForResponse((r) => r.url().endsWith(`/api/follows/${gameId}`) && r.request().method() === "PUT");
  await follow.click();
  await expect(follow).toHaveAttribute("aria-pressed", "true");
  await expect(follow).toContainText("Following");
  expect((await followed).status()).toBe(200);
  await page.emulateMedia({ colorScheme: "dark" });
  await follow.focus();
  await page
    .locator("header")
    .filter({ has: page.getByTestId("game-title") })
    .screenshot({ path: "/tmp/userdash-following-dark.png" });
  await page.emulateMedia({ colorScheme: "light" });

  // A feature of the game, opened from its tag (a client navigation).
  const tag = page.getByTestId("feature-tag").first();
  const featureName = (await tag.textContent())!.trim();
  const featureView = pageViewSent(page, /^\/feature-breakdown-page\?cls_id=\d+/);
  await tag.click();
  await expect(page).toHaveURL(/\/feature-breakdown-page\?cls_id=\d+/);
  await whenStreamed(page);
  expect((await featureView).status()).toBe(201);
  const clsId = new URL(page.url()).searchParams.get("cls_id")!;
  await expect(page.getByTestId("feature-name")).toHaveText(featureName);

  // The run-together path of another game counts as a game view.
  const runTogetherView = pageViewSent(page, new RegExp(`^/gamebreakdownpage\\?id=${otherId}$`));
  await page.goto(`/gamebreakdownpage?id=${otherId}`);
  await whenStreamed(page);
  expect((await runTogetherView).status()).toBe(201);
  await expect(page.getByTestId("game-title")).toHaveText(second.title);
  await expect(page.getByTestId("follow-button")).toHaveAttribute("aria-pressed", "false");

  // A question to Lumos starts a conversation.
  const question = "Which racing games on PC have more than 10k players and ARPU above $2?";
  const asked = await page.request.post("/api/lumos/chat", { data: { message: question } });
  expect(asked.status()).toBe(200);

  // The user dashboard, from the header.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Your dashboard" }).click();
  await expect(page).toHaveURL(/\/user-dashboard-page$/);
  await whenStreamed(page);
  const followedTable = page.getByTestId("followed-games-table");
  await expect(followedTable.getByTestId("table-row")).toHaveCount(1);
  await expect(followedTable.getByTestId("table-row").first().getByRole("link", { name: first.title })).toHaveAttribute(
    "href",
    `/game-breakdown-page?id=${gameId}`,
  );
  await expect(followedTable.getByTestId("table-row").first().locator("td").nth(2)).toHaveText(/^([+-]?\d+\.\d%|-)$/);
  await expect(followedTable.getByTestId("export-csv")).toBeVisible();

  const recentGames = page.getByTestId("recent-game");
  await expect(recentGames).toHaveCount(2);
  await expect(recentGames.first()).toHaveAttribute("data-game-id", otherId);
  await expect(recentGames.nth(1)).toHaveAttribute("data-game-id", gameId);
  await expect(recentGames.nth(1).getByRole("link", { name: first.title })).toBeVisible();
  const recentFeature = page.locator(`[data-testid="recent-feature"][data-cls-id="${clsId}"]`);
  await expect(recentFeature.getByRole("link", { name: featureName })).toHaveAttribute("href", new RegExp(`^/feature-breakdown-page\\?cls_id=${clsId}&`));
  const conversation = page.getByTestId("conversation-item");
  await expect(conversation).toHaveCount(1);
  await expect(conversation.getByTestId("conversation-link")).toHaveAttribute("href", /^\/lumos-page\?conversation=[0-9a-f-]{36}$/);
  // The preview is the question cut to 50 characters, ending '...'.
  await expect(conversation.getByTestId("conversation-preview")).toHaveText(`${question.slice(0, 47)}...`);
  await expect(conversation.getByTestId("conversation-messages")).toHaveText("2 messages");

  const axe = await new AxeBuilder({ page }).include('[data-testid="user-dashboard"]').withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  await page.emulateMedia({ colorScheme: "light" });
  await page.screenshot({ path: "/tmp/userdash-light.png", fullPage: true });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.screenshot({ path: "/tmp/userdash-dark.png", fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "/tmp/userdash-mobile-dark.png", fullPage: true });
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Unfollow from the game breakdown: the dashboard then says how to follow one.
  await page.goto(`/game-breakdown-page?id=${gameId}`);
  await whenStreamed(page);
  await expect(page.getByTestId("follow-button")).toHaveAttribute("aria-pressed", "true");
  const unfollowed = page.waitForResponse((r) => r.url().endsWith(`/api/follows/${gameId}`) && r.request().method() === "DELETE");
  await page.getByTestId("follow-button").click();
  await expect(page.getByTestId("follow-button")).toHaveAttribute("aria-pressed", "false");
  expect((await unfollowed).status()).toBe(200);
  await page.goto("/user-dashboard-page");
  await whenStreamed(page);
  await expect(page.getByTestId("followed-games-empty")).toContainText("Press Follow on a game's breakdown");
  await expect(page.getByTestId("recent-game")).toHaveCount(2);

  // The page-view records, as the signed-in user reads them.
  const views = await ownPageViews(page);
  expect(views).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: "dashboard", subject: null, path: "/" }),
      expect.objectContaining({ name: "game", subject: gameId, path: `/game-breakdown-page?id=${gameId}` }),
      expect.objectContaining({ name: "feature", subject: clsId, path: `/feature-breakdown-page?cls_id=${clsId}` }),
      expect.objectContaining({ name: "game", subject: otherId, path: `/gamebreakdownpage?id=${otherId}` }),
    ]),
  );
  // The user dashboard itself is not one of the tracked names.
  expect(views.filter((view) => view.path.startsWith("/user-dashboard-page"))).toEqual([]);
});

test("the user dashboard tells a new user how to fill each section", async ({ page, browser }) => {
  const analyst = await newAnalyst(browser);
  await page.goto("/login-page?callbackUrl=%2Fuserdashboardpage");
  await submitSignIn(page, analyst);
  await expect(page).toHaveURL(/\/userdashboardpage$/, { timeout: 20_000 });
  await whenStreamed(page);
  await expect(page.getByRole("heading", { level: 1, name: "Your dashboard" })).toBeVisible();
  await expect(page.getByTestId("conversations-empty").getByRole("link", { name: "Ask Lumos" })).toHaveAttribute("href", "/lumos-page");
  await expect(page.getByTestId("recent-games-empty")).toContainText("Open a game");
  await expect(page.getByTestId("recent-features-empty")).toContainText("Open a genre, theme or other feature");
  await expect(page.getByTestId("followed-games-empty")).toBeVisible();
  await expect(page.getByTestId("saved-questions-empty")).toContainText("Ask Lumos a question that lists games and press Save question");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.screenshot({ path: "/tmp/userdash-empty-dark.png", fullPage: true });
});

test("saves a question from a Lumos answer and keeps it on the user dashboard: its games, digest, name and removal", async ({ page, browser }) => {
  const analyst = await newAnalyst(browser);
  const question = "racing games with more than 100 peak players";
  await page.goto(`/login-page?callbackUrl=${encodeURIComponent(`/lumos-page?query=${encodeURIComponent(question)}`)}`);
  await submitSignIn(page, analyst);
  await expect(page.getByTestId("chat-answer-text").last()).toHaveAttribute("data-complete", "true", { timeout: 30_000 });
  const header = (await page.getByTestId("chat-results-header").first().textContent())!;
  const matches = Number(/\((\d+) Perfect Match/.exec(header)![1]);
  expect(matches).toBeGreaterThan(0);

  await page.getByTestId("chat-save-question").first().click();
  const saved = page.getByTestId("chat-question-saved");
  await expect(saved).toContainText("Saved to your dashboard");
  await saved.getByRole("link", { name: "Your dashboard" }).click();
  await expect(page).toHaveURL(/\/user-dashboard-page#saved-questions$/);
  await whenStreamed(page);

  // The dashboard's count is the chat's, and nothing has changed since saving.
  const item = page.getByTestId("saved-question");
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId("saved-question-name")).toHaveText(question);
  await expect(item.getByTestId("saved-question-total")).toHaveText(`${matches} ${matches === 1 ? "game matches" : "games match"}`);
  await expect(item.getByTestId("saved-question-unchanged")).toHaveText("No change since you last looked.");
  await expect(item.getByTestId("saved-question-top").getByRole("link").first()).toHaveAttribute("href", /\/game-breakdown-page\?id=\d+/);
  await expect(item.getByRole("link", { name: "Open in Lumos" })).toHaveAttribute("href", `/lumos-page?${new URLSearchParams({ query: question })}`);

  // The daily digest and the name are kept by the server: they survive a reload.
  await item.getByTestId("saved-question-digest").check();
  await expect(item.getByTestId("saved-question-digest")).toBeEnabled();
  await item.getByTestId("saved-question-rename").click();
  await item.getByTestId("saved-question-name-input").fill("Racing with an audience");
  await item.getByTestId("saved-question-name-save").click();
  await expect(item.getByTestId("saved-question-name")).toHaveText("Racing with an audience");
  await page.reload();
  await whenStreamed(page);
  await expect(page.getByTestId("saved-question-name")).toHaveText("Racing with an audience");
  await expect(page.getByTestId("saved-question-digest")).toBeChecked();

  // A name the server refuses is said where the user typed it, and the old name stays.
  await page.getByTestId("saved-question-rename").click();
  await page.getByTestId("saved-question-name-input").fill("   ");
  await page.getByTestId("saved-question-name-save").click();
  await expect(page.getByTestId("saved-question-error")).toHaveText("name must not be empty");
  await expect(page.getByTestId("saved-question-name")).toHaveText("Racing with an audience");

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByTestId("saved-question-delete").click();
  await expect(page.getByTestId("saved-questions-empty")).toContainText("No saved questions yet");
});
