import { expect, test, type Page, type Response } from "@playwright/test";
import { DEMO, signInAsAdministrator, submitSignIn, whenStreamed } from "./support";

// Security headers (issue "Production proof", part 3): every screen comes with a nonce-based Content-Security-Policy
// and the other headers, and nothing the app does — Next's scripts, the theme script, charts, the Lumos chat, the
// support chat on the production host — is refused by it.

/** CSP violations seen by the page: the securitypolicyviolation event and Chromium's console reports. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  page.on("console", (message) => {
    const text = message.text();
    if (text.includes("Content Security Policy") || text.includes("Refused to")) violations.push(text);
  });
  return violations;
}

async function expectNoViolations(page: Page, violations: string[]) {
  const fromEvents = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
  expect([...violations, ...fromEvents]).toEqual([]);
}

function expectSecurityHeaders(response: Response | null, path: string) {
  expect(response, path).not.toBeNull();
  const headers = response!.headers();
  const policy = headers["content-security-policy"];
  expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'/);
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
  ]) {
    expect(policy, `${path}: ${directive}`).toContain(directive);
  }
  expect(policy, path).not.toContain("unsafe-eval");
  expect(headers["x-content-type-options"], path).toBe("nosniff");
  expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], path).toBe("DENY");
  for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "browsing-topics=()"])
    expect(headers["permissions-policy"], `${path}: ${feature}`).toContain(feature);
  // The e2e server is plain http.
  expect(headers["strict-transport-security"], path).toBeUndefined();
  return /'nonce-([^']+)'/.exec(policy!)![1];
}

/** Opens `path`, checks the headers of the document response and that the page's scripts carry its nonce. */
async function visit(page: Page, path: string): Promise<string> {
  const response = await page.goto(path);
  const nonce = expectSecurityHeaders(response, path);
  await whenStreamed(page);
  // Inline scripts (the theme script, and Next's flight data, which quotes it once more) run only with the nonce; browsers hide the attribute
  // after parsing, but the property keeps it. Chunks Next adds later are allowed through 'strict-dynamic'.
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll("script:not([src])")]
      .filter((s) => s.textContent?.trim())
      .map((s) => ({ nonce: (s as HTMLScriptElement).nonce, theme: s.textContent!.trim().startsWith("(function(){try{var t=localStorage") })),
  );
  expect(
    inline.filter((script) => script.theme),
    path,
  ).toHaveLength(1);
  expect(
    inline.filter((script) => script.nonce !== nonce),
    path,
  ).toEqual([]);
  return nonce;
}

async function signIn(page: Page, origin = "") {
  await page.goto(`${origin}/login-page`);
  await submitSignIn(page, DEMO.analyst);
  await expect(page).toHaveURL(/:\d+\/$/, { timeout: 20_000 });
  await whenStreamed(page);
}

test("signed-out pages and an unknown path carry the headers, with a new nonce each time", async ({ page }) => {
  const violations = await watchViolations(page);
  const first = await visit(page, "/login-page");
  await expect(page.getByTestId("login-submit")).toBeVisible();
  const second = await visit(page, "/login-page");
  expect(second).not.toBe(first);
  await visit(page, "/maintenance-page");
  const response = await page.goto("/no-such-page-at-all");
  expect(response!.status()).toBe(404);
  expectSecurityHeaders(response, "/no-such-page-at-all");
  await expectNoViolations(page, violations);
});

test("every signed-in screen carries the headers and runs its charts and the Lumos chat without a CSP violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await signIn(page);
  await expectNoViolations(page, violations);
  const game = (await page.getByTestId("top-games").locator("li").first().getByRole("link").getAttribute("href"))!.split("id=")[1];
  await visit(page, `/game-breakdown-page?id=${game}`);
  // Its charts draw on a canvas (chart.js) under the policy.
  await expect(page.locator("canvas").first()).toBeVisible();
  const feature = /cls_id=(\d+)/.exec((await page.getByTestId("feature-tag").first().getAttribute("href"))!)![1];
  await expectNoViolations(page, violations);

  for (const path of [
    "/",
    `/feature-breakdown-page?cls_id=${feature}`,
    "/categories-page",
    "/category-page?cls_type_id=17",
    "/market-research-page",
    "/search-page?q=ps5",
    "/user-dashboard-page",
    "/about",
    "/brain?q=racing+games+with+over+5M+players",
    "/lumos-page",
  ]) {
    await visit(page, path);
    await expectNoViolations(page, violations);
  }

  await visit(page, "/");
  // The Lumos chat streams its answer from the app's own API.
  await page.getByTestId("chat-bar-open").click();
  const chat = page.getByTestId("chat-box");
  await chat.getByTestId("chat-input").fill("PC games with over 900M peak players");
  await chat.getByTestId("chat-input").press("Enter");
  await expect(chat.getByTestId("chat-results").getByTestId("chat-results-header")).toBeVisible({ timeout: 30_000 });
  await expectNoViolations(page, violations);
});

test("the admin screens carry the headers without a CSP violation", async ({ page }) => {
  const violations = await watchViolations(page);
  await signInAsAdministrator(page, DEMO.admin);
  for (const path of ["/admin-page", "/admin-page?tab=groups", "/admin-v2", "/invite-users-page"]) {
    await visit(page, path);
    await expectNoViolations(page, violations);
  }
});

test("the support chat still loads on the production host under the CSP", async ({ page, baseURL }) => {
  const loads: string[] = [];
  await page.route("https://widget.intercom.io/**", async (route) => {
    loads.push(route.request().url());
    // Stands in for the vendor's script, and like it loads a further script (allowed through 'strict-dynamic').
    await route.fulfill({
      contentType: "text/javascript",
      body: "window.__supportCalls = (window.Intercom && window.Intercom.q) || []; var s = document.createElement('script'); s.src = 'https://js.intercomcdn.com/frame.js'; document.head.appendChild(s);",
    });
  });
  await page.route("https://js.intercomcdn.com/**", async (route) => {
    loads.push(route.request().url());
    await route.fulfill({ contentType: "text/javascript", body: "window.__supportFrameLoaded = true;" });
  });
  const violations = await watchViolations(page);
  // The e2e server names localhost:<port> its production host (playwright.config.ts).
  const production = baseURL!.replace("127.0.0.1", "localhost");
  await signIn(page, production);
  // The page the sign-in lands on loads the messenger too, once its session has loaded: let it finish, or its loads
  // would be counted as the next page's.
  await expect.poll(() => loads.length).toBe(2);
  loads.length = 0;
  const response = await page.goto(`${production}/`);
  expect(response!.headers()["content-security-policy"]).toContain("https://widget.intercom.io");
  await whenStreamed(page);
  const script = page.locator('script[data-testid="support-chat-script"]');
  await expect(script).toHaveCount(1);
  await expect.poll(() => loads).toEqual(["https://widget.intercom.io/widget/e2e-support", "https://js.intercomcdn.com/frame.js"]);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __supportFrameLoaded?: boolean }).__supportFrameLoaded)).toBe(true);
  const calls = await page.evaluate(() => (window as unknown as { __supportCalls: unknown[][] }).__supportCalls);
  expect(calls[0]).toEqual(["boot", expect.objectContaining({ app_id: "e2e-support", email: DEMO.analyst.email })]);
  await expectNoViolations(page, violations);
});
