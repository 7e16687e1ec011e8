import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, submitSignIn, whenStreamed, type Account } from "./support";

// axe on every screen, light and dark: no serious or critical violation (the market research, user dashboard and
// Lumos chat screens are checked in their own specs, in the states they are driven into there). Ids of a real game
// and feature are read from the dashboard, so deep links point at data.

const PUBLIC_SCREENS = [
  "/login-page",
  "/login",
  "/admin-login-page",
  "/signup-page",
  "/signup-confirm-page",
  "/password-reset-page",
  "/maintenance-page",
  "/application-error-page",
  "/something-went-wrong-page",
  "/unauthorized-page",
  "/not-found-page",
];
const SIGNED_IN_SCREENS = [
  "/",
  "/about",
  "/brain?q=racing+games+with+over+5M+players",
  "/categories-page",
  "/category-page?cls_type_id=17",
  "/search-page?q=ps5",
  "/game-breakdown-page?id={game}",
  "/feature-breakdown-page?cls_id={feature}",
  "/feature-breakdown-modal-page?cls_id={feature}",
];
const ADMIN_SCREENS = ["/admin-page", "/admin-page?tab=groups", "/admin-page?tab=outbox", "/admin-v2", "/invite-users-page"];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(" "))
          .join(" | ")}`,
    );
}

async function check(page: Page, paths: string[]) {
  const found: string[] = [];
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const path of paths) {
      await page.goto(path);
      await whenStreamed(page);
      await page.waitForLoadState("load");
      for (const violation of await seriousViolations(page)) found.push(`${theme} ${path}: ${violation}`);
    }
  }
  expect(found, found.join("\n")).toEqual([]);
}

async function signIn(page: Page, account: Account) {
  await page.goto("/login-page");
  await submitSignIn(page, account);
  await expect(page).toHaveURL(/:\d+\/$/, { timeout: 20_000 });
  await whenStreamed(page);
}

test("public screens have no serious or critical accessibility violation", async ({ page }) => {
  // Eleven screens in two themes: more than the default minute on a loaded machine.
  test.setTimeout(180_000);
  await check(page, PUBLIC_SCREENS);
});

test("signed-in screens have no serious or critical accessibility violation", async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO.analyst);
  const game = (await page.getByTestId("top-games").locator("li a").first().getAttribute("href"))!.split("id=")[1];
  await page.goto(`/game-breakdown-page?id=${game}`);
  await whenStreamed(page);
  const feature = /cls_id=(\d+)/.exec((await page.getByTestId("feature-tag").first().getAttribute("href"))!)![1];
  await check(
    page,
    SIGNED_IN_SCREENS.map((path) => path.replace("{game}", game).replace("{feature}", feature)),
  );
});

test("admin screens have no serious or critical accessibility violation", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/admin-login-page");
  await submitSignIn(page, DEMO.admin);
  await expect(page).toHaveURL(/\/admin-page$/);
  await check(page, ADMIN_SCREENS);
});
