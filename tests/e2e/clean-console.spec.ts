import { expect, test, type Page } from "@playwright/test";
import { ROUTES } from "@/lib/shell/routes";
import { DEMO, submitSignIn, whenStreamed } from "./support";

// A walk through every screen of lib/shell/routes.ts (public ones signed out, the rest as the super-admin, who may open
// them all): no console error, no uncaught exception, no failed request and no answer of 400 or more, the icon,
// the web manifest and robots.txt included. A screen added to the route table is walked without touching this file.

/** Screens that show nothing without a query: a real game, feature and classification type, read from the data. */
const QUERIES: Record<string, string> = {
  "/game-breakdown-page": "?id={game}",
  "/feature-breakdown-page": "?cls_id={feature}",
  "/feature-breakdown-modal-page": "?cls_id={feature}",
  "/category-page": "?cls_type_id=17",
  "/search-page": "?q=ps5",
  "/brain": "?q=racing+games+with+over+5M+players",
};

/** Everything that went wrong on the page since it was watched, as readable lines. */
function watch(page: Page): string[] {
  const problems: string[] = [];
  const where = () => new URL(page.url()).pathname;
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`${where()}: console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`${where()}: uncaught ${error.name}: ${error.message}`));
  page.on("requestfailed", (request) => {
    const failure = request.failure()?.errorText ?? "failed";
    // A navigation cancels the previous page's prefetches and streams: nothing the user asked for was lost.
    if (failure === "net::ERR_ABORTED") return;
    problems.push(`${where()}: ${request.method()} ${request.url()} ${failure}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${where()}: ${response.request().method()} ${response.url()} answered ${response.status()}`);
  });
  return problems;
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await whenStreamed(page);
  await page.waitForLoadState("load");
  // Icons, the manifest and late client reads are asked for after load.
  await page.waitForLoadState("networkidle");
}

test("the icon, web manifest and robots.txt are served and linked from every page", async ({ page, request }) => {
  for (const path of ["/favicon.ico", "/icon.svg", "/apple-touch-icon.png", "/icon-192.png", "/icon-512.png"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toMatch(/^image\//);
  }
  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as { name: string; icons: Array<{ src: string; sizes: string }> };
  expect(body.name).toBe("Lumos");
  expect(body.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/User-agent: \*\s+Disallow: \/\s*$/);

  await page.goto("/login-page");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
});

test("public screens load without a console error or a failed request", async ({ page }) => {
  test.setTimeout(180_000);
  const problems = watch(page);
  for (const route of ROUTES.filter((candidate) => candidate.access === "public")) await visit(page, route.path);
  expect(problems, problems.join("\n")).toEqual([]);
});

test("signed-in and admin screens load without a console error or a failed request", async ({ page }) => {
  test.setTimeout(300_000);
  const problems = watch(page);
  await page.goto("/login-page");
  await submitSignIn(page, DEMO.superAdmin);
  await expect(page).toHaveURL(/:\d+\/$/, { timeout: 20_000 });
  await whenStreamed(page);
  const game = (await page.getByTestId("top-games").locator("li a").first().getAttribute("href"))!.split("id=")[1];
  await visit(page, `/game-breakdown-page?id=${game}`);
  const feature = /cls_id=(\d+)/.exec((await page.getByTestId("feature-tag").first().getAttribute("href"))!)![1];

  const screens = ROUTES.filter((route) => route.access !== "public").map((route) =>
    `${route.path}${QUERIES[route.path] ?? ""}`.replace("{game}", game).replace("{feature}", feature),
  );
  for (const path of screens) await visit(page, path);
  expect(problems, problems.join("\n")).toEqual([]);
});
