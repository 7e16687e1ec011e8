import { expect, type Page } from "@playwright/test";

/**
 * Waits until every streamed Suspense segment has been moved into place. Since React 19.2 the reveal of a streamed
 * segment is batched (~300 ms), and when hydration client-renders the same boundary first, the page holds a
 * visible copy and the still-hidden streamed copy at once (react/react#37014). Users never see the hidden copy,
 * but a strict Playwright locator finds both, so tests call this after a navigation before reading the page.
 *
 * It also waits until the page has settled, because a click that lands while React is still hydrating or
 * committing can be lost: before hydration it reaches no handler, and with Next 15.5 a <Link> clicked in the
 * moments around a commit on a busy machine can start a navigation that never commits (vercel/next.js#98305, fixed
 * in Next 16). Settled means the app router has committed its state to the history entry (`__NA`, set in an
 * insertion effect of that commit) and the main thread has gone idle since.
 */
export async function whenStreamed(page: Page) {
  await expect(page.locator('div[hidden][id^="S:"]')).toHaveCount(0);
  await page.waitForFunction(() => (window.history.state as { __NA?: boolean } | null)?.__NA === true);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })));
}

export interface Account {
  email: string;
  password: string;
}

export const DEMO = {
  superAdmin: { email: "super@lumos.local", password: "Lumos-Super-2026!" },
  admin: { email: "admin@lumos.local", password: "Lumos-Admin-2026!" },
  analyst: { email: "analyst@lumos.local", password: "Lumos-Analyst-2026!" },
} satisfies Record<string, Account>;

/** Fills and sends the sign-in form of the page that is open (/login-page, /login or /admin-login-page). */
export async function submitSignIn(page: Page, { email, password }: Account) {
  await page.getByTestId("login-identifier").fill(email);
  await page.getByTestId("login-password").fill(password);
  await page.getByTestId("login-submit").click();
}

/** Signs in as the demo analyst through /login-page and waits for `path` to have streamed in. */
export async function signInAsAnalyst(page: Page, path = "/") {
  await page.goto(`/login-page?callbackUrl=${encodeURIComponent(path)}`);
  await submitSignIn(page, DEMO.analyst);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
  await whenStreamed(page);
}

/** Signs in through /admin-login-page and waits for the admin area. */
export async function signInAsAdministrator(page: Page, account: Account) {
  await page.goto("/admin-login-page");
  await submitSignIn(page, account);
  await expect(page).toHaveURL(/\/admin-page$/);
  await whenStreamed(page);
  await expect(page.getByTestId("admin-area")).toBeVisible();
}

/**
 * The mail outbox of the admin area (/admin-page?tab=outbox), read by a signed-in administrator: the newest mail to
 * an address with a subject, waited for because the application sends mail in the background.
 */
export class Outbox {
  constructor(readonly page: Page) {}

  async latestText({ to, subject }: { to: string; subject: string }): Promise<string> {
    let text = "";
    await expect(async () => {
      await this.page.goto("/admin-page?tab=outbox");
      await whenStreamed(this.page);
      const mail = this.page
        .locator(`[data-testid="outbox-row"][data-to="${to}"]`)
        .filter({ has: this.page.getByTestId("outbox-subject").getByText(subject, { exact: true }) });
      await expect(mail.first()).toBeVisible({ timeout: 1_000 });
      text = (await mail.first().getByTestId("outbox-text").textContent()) ?? "";
    }).toPass({ timeout: 20_000 });
    return text;
  }

  async count(to: string): Promise<number> {
    await this.page.goto("/admin-page?tab=outbox");
    await whenStreamed(this.page);
    return this.page.locator(`[data-testid="outbox-row"][data-to="${to}"]`).count();
  }
}

/** The 6-digit code of a sign-up or password-reset mail: it stands alone on its line. */
export function codeIn(mailText: string): string {
  const code = /^\s*(\d{6})\s*$/m.exec(mailText)?.[1];
  expect(code, `a 6-digit code in the mail:\n${mailText}`).toBeDefined();
  return code!;
}

/** The path and query of the first link in a mail to this application (the host depends on NEXTAUTH_URL). */
export function linkIn(mailText: string, path: string): string {
  const url = new RegExp(`https?://[^\\s]+${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^\\s]*`).exec(mailText)?.[0];
  expect(url, `a link to ${path} in the mail:\n${mailText}`).toBeDefined();
  const parsed = new URL(url!);
  return `${parsed.pathname}${parsed.search}`;
}
