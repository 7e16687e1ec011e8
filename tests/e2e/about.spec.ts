import { expect, test } from "@playwright/test";
import { whenStreamed } from "./support";

test("/about says what the installation covers, and /brain shows how a question is read", async ({ page }) => {
  await page.goto("/login-page?callbackUrl=%2Fabout");
  await page.getByTestId("login-identifier").fill("analyst@lumos.local");
  await page.getByTestId("login-password").fill("Lumos-Analyst-2026!");
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/about$/);
  await whenStreamed(page);
  await expect(page.getByTestId("about-coverage")).toContainText(/covers \d[\d.]*K? games/);

  await page.getByRole("link", { name: "How Lumos reads a question" }).click();
  await page.getByTestId("brain-input").fill("racing games with over 5M players");
  await page.getByRole("button", { name: "Read it" }).click();
  await expect(page).toHaveURL(/\/brain\?q=racing/);
  await whenStreamed(page);
  await expect(page.getByTestId("brain-query-type")).toHaveText("game_search");
  await expect(page.getByTestId("brain-parsed")).toContainText("5000000");
  await expect(page.getByTestId("brain-parsed")).toContainText("Racing");
});
