import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO, Outbox, codeIn, linkIn, signInAsAdministrator, submitSignIn, whenStreamed, type Account } from "./support";

// Texts users read (lib/ui/texts; the session-expired sentence is the specification's, 000 §4).
const SESSION_EXPIRED = "Session expired. Please log in again.";
const INCORRECT_CREDENTIALS = "Incorrect email or password.";
const RESET_CODE_SENT = "If an account exists for that address, we've sent a code.";
const ACCOUNT_CONFIRMED = "Your account is confirmed. Sign in to continue.";
const PASSWORD_CHANGED = "Your password has been changed and every session was signed out. Sign in with your new password.";
const SIGN_UP_SUBJECT = "Confirm your Lumos account";
const RESET_SUBJECT = "Reset your Lumos password";
const INVITATION_SUBJECT = "You're invited to Lumos";

/** Unique per run and per test, so the suite can run again against the same database. */
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

/** A second browser (its own cookies) where an administrator reads the outbox or acts on accounts. */
async function administratorPage(browser: Browser, account: Account = DEMO.admin): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsAdministrator(page, account);
  return page;
}

async function expectSignedInAt(page: Page, path: RegExp, username: string) {
  await expect(page).toHaveURL(path);
  await whenStreamed(page);
  await expect(page.getByTestId("current-user")).toContainText(username);
}

/**
 * The sign-up form, then the confirmation page with the code from the mail (on the page sign-up led to, or opened
 * afresh from the link in the mail), then the sign-in page's notice.
 */
async function signUpAndConfirm(
  page: Page,
  outbox: Outbox,
  { username, email, password, openMailLink = false }: { username: string; email: string; password: string; openMailLink?: boolean },
) {
  await page.getByTestId("signup-username").fill(username);
  await page.getByTestId("signup-password").fill(password);
  await page.getByTestId("signup-confirm-password").fill(password);
  await page.getByTestId("signup-submit").click();
  await expect(page).toHaveURL(/\/signup-confirm-page\?email=/);
  await expect(page.getByTestId("confirm-email")).toHaveValue(email);
  await expect(page.getByTestId("confirm-notice")).toContainText(email);

  const mail = await outbox.latestText({ to: email, subject: SIGN_UP_SUBJECT });
  if (openMailLink) {
    await page.goto(linkIn(mail, "/signup-confirm-page?email="));
    await whenStreamed(page);
    await expect(page.getByTestId("confirm-email")).toHaveValue(email);
  }
  await page.getByTestId("confirm-code").fill(codeIn(mail));
  await page.getByTestId("confirm-submit").click();
  await expect(page).toHaveURL(/\/login-page\?notice=account-confirmed$/);
  await whenStreamed(page);
  await expect(page.getByTestId("login-account-notice")).toHaveText(ACCOUNT_CONFIRMED);
}

test("a user signs in and out; afterwards protected pages lead to sign-in and the old session cookie is refused", async ({ page, browser }) => {
  await page.goto("/login-page");
  await whenStreamed(page);
  await submitSignIn(page, DEMO.analyst);
  await expectSignedInAt(page, /127\.0\.0\.1:\d+\/$/, "analyst");

  const graphql = { data: { query: "{ __typename }" } };
  expect((await page.request.post("/api/graphql", graphql)).status()).toBe(200);
  const sessionCookies = await page.context().cookies();
  expect(sessionCookies.some((cookie) => cookie.name.includes("next-auth.session-token"))).toBe(true);

  await page.getByTestId("sign-out").click();
  await expect(page).toHaveURL(/\/login-page$/);
  await whenStreamed(page);
  await page.goto("/game-breakdown-page?id=1");
  await expect(page).toHaveURL(/\/login-page\?/);
  await whenStreamed(page);
  await expect(page.getByTestId("login-form")).toBeVisible();

  // Someone who kept a copy of the cookie from before the sign-out gets nothing with it.
  const replay = await browser.newContext();
  await replay.addCookies(sessionCookies);
  const replayPage = await replay.newPage();
  await replayPage.goto("/");
  await expect(replayPage).toHaveURL(/\/login-page\?/);
  await whenStreamed(replayPage);
  await expect(replayPage.getByTestId("current-user")).toHaveCount(0);
  expect((await replay.request.post("/api/graphql", graphql)).status()).toBe(401);
  expect(await (await replay.request.get("/api/auth/session")).json()).not.toHaveProperty("user");
  await replay.close();
});

test("a visitor signs up, confirms with the code from the mail and signs in", async ({ page, browser }) => {
  const username = unique("e2e-signup");
  const email = `${username}@example.test`;
  const password = "Harbour-Lantern-47!";
  const outbox = new Outbox(await administratorPage(browser));

  await page.goto("/login-page");
  await whenStreamed(page);
  await page.getByTestId("login-signup").click();
  await expect(page).toHaveURL(/\/signup-page$/);
  await whenStreamed(page);
  await page.getByTestId("signup-email").fill(email);
  await signUpAndConfirm(page, outbox, { username, email, password });

  await submitSignIn(page, { email, password });
  await expectSignedInAt(page, /127\.0\.0\.1:\d+\/$/, username);
});

test("a password reset by mailed code: the same answer for an unknown address, then the old password fails and the new one works", async ({
  page,
  browser,
}) => {
  const admin = await administratorPage(browser);
  const outbox = new Outbox(admin);
  const username = unique("e2e-reset");
  const email = `${username}@example.test`;
  const oldPassword = "Copper-Meadow-83!";
  const newPassword = "Quiet-Glacier-29!";
  const created = await admin.request.post("/api/create-user", { data: { username, email, password: oldPassword } });
  expect(created.status()).toBe(201);
  const unknown = `${unique("e2e-nobody")}@example.test`;

  await page.goto("/login-page");
  await whenStreamed(page);
  await page.getByTestId("login-forgot-password").click();
  await expect(page).toHaveURL(/\/password-reset-page$/);
  await whenStreamed(page);

  await page.getByTestId("reset-email").fill(unknown);
  await page.getByTestId("reset-send-code").click();
  await expect(page.getByTestId("reset-notice")).toHaveText(RESET_CODE_SENT);
  await expect(page.getByTestId("reset-confirm-email")).toHaveValue(unknown);

  await page.getByTestId("reset-use-another-email").click();
  await page.getByTestId("reset-email").fill(email);
  await page.getByTestId("reset-send-code").click();
  await expect(page.getByTestId("reset-notice")).toHaveText(RESET_CODE_SENT);
  await expect(page.getByTestId("reset-confirm-email")).toHaveValue(email);

  const mail = await outbox.latestText({ to: email, subject: RESET_SUBJECT });
  // The unknown address was asked for first; its request mailed nothing.
  expect(await outbox.count(unknown)).toBe(0);

  // The mail's link opens the code step for that address (a fresh page load).
  await page.goto(linkIn(mail, "/password-reset-page?email="));
  await whenStreamed(page);
  await expect(page.getByTestId("reset-confirm-email")).toHaveValue(email);
  await page.getByTestId("reset-code").fill(codeIn(mail));
  await page.getByTestId("reset-password").fill(newPassword);
  await page.getByTestId("reset-confirm-password").fill(newPassword);
  await page.getByTestId("reset-submit").click();
  await expect(page).toHaveURL(/\/login-page\?notice=password-changed$/);
  await whenStreamed(page);
  await expect(page.getByTestId("login-account-notice")).toHaveText(PASSWORD_CHANGED);

  await submitSignIn(page, { email, password: oldPassword });
  await expect(page.getByTestId("login-error")).toHaveText(INCORRECT_CREDENTIALS);
  await submitSignIn(page, { email, password: newPassword });
  await expectSignedInAt(page, /127\.0\.0\.1:\d+\/$/, username);
});

test("the reset request answers the same for an address with and without an account", async ({ request }) => {
  const known = await request.post("/api/forgot-password", { data: { email: DEMO.analyst.email } });
  const unknown = await request.post("/api/forgot-password", { data: { email: `${unique("e2e-nobody")}@example.test` } });
  expect(unknown.status()).toBe(known.status());
  expect(await unknown.json()).toEqual(await known.json());
});

test("an invitation from /invite-users-page is accepted from the mailed link, and the new user signs in with the invited role", async ({ page, browser }) => {
  // Administrators are invited by a super-admin (an admin invites analysts only), which makes the role visible.
  const inviter = await administratorPage(browser, DEMO.superAdmin);
  const outbox = new Outbox(inviter);
  const username = unique("e2e-invited");
  const email = `${username}@example.test`;
  const password = "Saffron-Lighthouse-61!";

  await inviter.goto("/invite-users-page");
  await whenStreamed(inviter);
  await expect(inviter.getByTestId("pending-invitations")).toBeVisible();
  await inviter.getByTestId("invite-role").selectOption("admin");
  await inviter.getByTestId("invite-group").selectOption("administrators");
  await inviter.getByTestId("invite-email").fill(email);
  await inviter.getByTestId("invite-send").click();
  await expect(inviter.getByTestId("invite-notice")).toContainText(email);
  await expect(inviter.locator(`[data-testid="invitation-row"][data-email="${email}"]`)).toBeVisible();

  const link = linkIn(await outbox.latestText({ to: email, subject: INVITATION_SUBJECT }), "/signup-page?invitation=");
  await page.goto(link);
  await whenStreamed(page);
  await expect(page.getByTestId("signup-invitation-notice")).toHaveText("You were invited as an administrator in the group administrators.");
  const address = page.getByTestId("signup-email");
  await expect(address).toHaveValue(email);
  await expect(address).toHaveAttribute("readonly", "");
  await signUpAndConfirm(page, outbox, { username, email, password, openMailLink: true });

  await submitSignIn(page, { email, password });
  await expectSignedInAt(page, /127\.0\.0\.1:\d+\/$/, username);
  await expect(page.getByTestId("current-user-role")).toHaveText("admin");
  await page.goto("/admin-page");
  await whenStreamed(page);
  await expect(page.getByTestId("admin-area")).toBeVisible();

  // The link was for one use: the invitation is no longer pending, and opening it again offers no form.
  await inviter.goto("/invite-users-page");
  await whenStreamed(inviter);
  await expect(inviter.getByTestId("pending-invitations")).toBeVisible();
  await expect(inviter.locator(`[data-testid="invitation-row"][data-email="${email}"]`)).toHaveCount(0);
  const again = await browser.newPage();
  await again.goto(link);
  await whenStreamed(again);
  await expect(again.getByTestId("signup-invitation-invalid")).toBeVisible();
  await expect(again.getByTestId("signup-form")).toHaveCount(0);
  await again.close();
});

test("a session revoked from elsewhere ends at the next secured call with 'Session expired. Please log in again.'", async ({ page, browser }) => {
  const superAdmin = await administratorPage(browser, DEMO.superAdmin);
  const username = unique("e2e-expiry");
  const account = { email: `${username}@example.test`, password: "Indigo-Orchard-52!" };
  const created = await superAdmin.request.post("/api/create-admin-user", { data: { username, email: account.email, password: account.password } });
  expect(created.status()).toBe(201);

  await signInAsAdministrator(page, account);
  await page.goto("/invite-users-page");
  await whenStreamed(page);
  // The page's own secured call (pending invitations) worked with the session's access token.
  await expect(page.getByTestId("pending-invitations")).toBeVisible();

  const disabled = await superAdmin.request.post("/api/disable-user", { data: { username } });
  expect(disabled.status()).toBe(200);

  await page.getByTestId("invite-email").fill(`${unique("e2e-never-sent")}@example.test`);
  const refused = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/send-invitation" && response.status() === 401);
  await page.getByTestId("invite-send").click();
  await refused;
  await expect(page).toHaveURL(/\/login-page\?reason=expired$/);
  await whenStreamed(page);
  await expect(page.getByTestId("login-notice")).toHaveText(SESSION_EXPIRED);
  await page.goto("/invite-users-page");
  await expect(page).toHaveURL(/\/login-page\?/);
});

test.describe("middleware bypass headers do not open protected pages", () => {
  const bypassHeaders: Record<string, string>[] = [
    { "x-middleware-subrequest": "middleware" },
    { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
    { "x-middleware-subrequest": "src/middleware" },
    { "x-middleware-subrequest": "src/middleware:src/middleware:src/middleware:src/middleware:src/middleware" },
    { "x-middleware-subrequest": "pages/_middleware" },
    { "x-middleware-subrequest": "pages/admin/_middleware" },
    { "x-middleware-skip": "1" },
    { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware", "x-middleware-skip": "1" },
  ];
  const protectedPages = [
    { path: "/", signIn: "/login-page" },
    { path: "/game-breakdown-page?id=1", signIn: "/login-page" },
    { path: "/gamebreakdownpage?id=1", signIn: "/login-page" },
    { path: "/admin-page", signIn: "/admin-login-page" },
    { path: "/invite-users-page", signIn: "/login-page" },
  ];

  for (const { path, signIn } of protectedPages) {
    test(`${path} still redirects to ${signIn}`, async ({ request }) => {
      for (const headers of [{}, ...bypassHeaders]) {
        const response = await request.get(path, { headers, maxRedirects: 0 });
        const what = `${path} with ${JSON.stringify(headers)}`;
        expect(response.status(), what).toBeGreaterThanOrEqual(300);
        expect(response.status(), what).toBeLessThan(400);
        const location = new URL(response.headers()["location"] ?? "", "http://lumos.invalid");
        expect(location.pathname, what).toBe(signIn);
        // The original location travels along (the dashboard, "/", is where sign-in leads anyway).
        expect(location.searchParams.get("callbackUrl") ?? "/", what).toBe(path);
      }
    });
  }
});
