import { expect, test } from "@playwright/test";
import { whenStreamed } from "./support";

test("search forgives a typo in a title and reads ps5 as the PlayStation 5, and results open their breakdowns", async ({ page }) => {
  await page.goto("/login-page");
  await page.getByTestId("login-identifier").fill("analyst@lumos.local");
  await page.getByTestId("login-password").fill("Lumos-Analyst-2026!");
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/127.0.0.1:\d+\/$/);
  await whenStreamed(page);
  const title = (await page.getByTestId("top-games").locator("li").first().getByRole("link").textContent())!.trim();
  // Drop one letter inside the title's longest word: a typo, not a prefix.
  const longest = title.split(" ").reduce((a, b) => (b.length > a.length ? b : a));
  const typo = title.replace(longest, longest.slice(0, -2) + longest.slice(-1));

  await page.getByRole("searchbox", { name: "Search games, features and companies" }).first().fill(typo);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search-page\?q=/);
  await whenStreamed(page);
  const hit = page.getByTestId("search-games").getByTestId("search-hit").filter({ hasText: title });
  await expect(hit).toHaveAttribute("data-match", "typo");
  await hit.getByRole("link", { name: title }).click();
  await whenStreamed(page);
  await expect(page.getByTestId("game-title")).toHaveText(title);

  await page.goto("/searchpage?q=ps5");
  await whenStreamed(page);
  const platform = page.getByTestId("search-platforms").getByTestId("search-hit").first();
  await expect(platform).toContainText("PlayStation 5");
  await expect(platform.getByRole("link")).not.toHaveCount(0);

  await page.goto("/search-page?q=zzqqxxv");
  await whenStreamed(page);
  await expect(page.getByTestId("search-empty")).toContainText("Nothing matches");
});
