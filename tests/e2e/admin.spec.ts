import { expect, test, type Locator, type Page } from "@playwright/test";
import { whenStreamed } from "./support";

const ADMIN = { email: "admin@lumos.local", password: "Lumos-Admin-2026!" };

/** The admin area as an administrator sees it: tabs, the groups tab's forms and the members list. */
class AdminArea {
  constructor(readonly page: Page) {}

  async signInAsAdmin() {
    await this.page.goto("/admin-login-page");
    await this.page.getByTestId("login-identifier").fill(ADMIN.email);
    await this.page.getByTestId("login-password").fill(ADMIN.password);
    await this.page.getByTestId("login-submit").click();
    await expect(this.page).toHaveURL(/\/admin-page$/);
    await whenStreamed(this.page);
    await expect(this.page.getByTestId("admin-area")).toBeVisible();
  }

  tab(name: "users" | "groups" | "audit" | "outbox"): Locator {
    return this.page.getByTestId(`tab-${name}`);
  }

  async openGroupsTab() {
    await this.tab("groups").click();
    await expect(this.page.getByTestId("admin-area")).toHaveAttribute("data-tab", "groups");
  }

  async createGroup(name: string, description: string) {
    await this.page.getByTestId("create-group-name").fill(name);
    await this.page.getByTestId("create-group-description").fill(description);
    await this.page.getByTestId("create-group-submit").click();
    await expect(this.page).toHaveURL(new RegExp(`group=${encodeURIComponent(name)}`));
    await expect(this.page.getByTestId("group-detail-name")).toHaveText(name);
  }

  memberRows(): Locator {
    return this.page.getByTestId("group-member-row");
  }

  async addMember(username: string) {
    await this.page.getByTestId("group-member-username").fill(username);
    await this.page.getByTestId("group-member-add").click();
    await expect(this.page.getByTestId("group-members-notice")).toContainText(username);
  }
}

test("an administrator creates a group, adds the analyst, pages through the members and finds it all in the audit log", async ({ page }) => {
  const admin = new AdminArea(page);
  const group = `e2e-researchers-${Date.now().toString(36)}`;

  await admin.signInAsAdmin();
  await admin.openGroupsTab();
  await admin.createGroup(group, "Created by the end-to-end test");
  await expect(page.locator(`[data-testid="group-row"][data-group="${group}"]`)).toBeVisible();

  await admin.addMember("analyst");
  await expect(page.locator('[data-testid="group-member-row"][data-username="analyst"]')).toBeVisible();

  // Eleven more members through the API the screen itself uses (the browser's session cookie authenticates them),
  // so the group has 12 members: a full first page of 10 and a second page of 2.
  for (let index = 0; index < 11; index++) {
    const username = `${group}-m${String(index).padStart(2, "0")}`;
    const created = await page.request.post("/api/create-user", { data: { username, email: `${username}@example.test` } });
    expect(created.status()).toBe(201);
    const added = await page.request.post("/api/add-user-to-group", { data: { username, group_name: group } });
    expect(added.status()).toBe(200);
  }
  await page.reload();
  await whenStreamed(page);
  await expect(admin.memberRows()).toHaveCount(10);
  await expect(page.getByTestId("group-members-previous")).toBeDisabled();
  await page.getByTestId("group-members-next").click();
  await expect(admin.memberRows()).toHaveCount(2);
  await expect(page.getByTestId("group-members-page")).toHaveText("Page 2");
  await expect(page.getByTestId("group-members-next")).toBeDisabled();
  const secondPage = await admin.memberRows().evaluateAll((rows) => rows.map((row) => row.getAttribute("data-username")));
  await page.getByTestId("group-members-previous").click();
  await expect(admin.memberRows()).toHaveCount(10);
  const firstPage = await admin.memberRows().evaluateAll((rows) => rows.map((row) => row.getAttribute("data-username")));
  expect(firstPage).toContain("analyst");
  expect(firstPage.filter((name) => secondPage.includes(name))).toEqual([]);
  await expect(page.locator(`[data-testid="group-row"][data-group="${group}"] [data-testid="group-row-members"]`)).toHaveText("12");

  await admin.tab("audit").click();
  await expect(page.getByTestId("admin-area")).toHaveAttribute("data-tab", "audit");
  const created = page.locator('[data-testid="audit-row"][data-action="create-group"]').filter({ hasText: group });
  await expect(created).toHaveCount(1);
  await expect(created.getByTestId("audit-actor")).toHaveText("admin");
  const added = page
    .locator('[data-testid="audit-row"][data-action="add-user-to-group"]')
    .filter({ has: page.getByTestId("audit-target").getByText("analyst", { exact: true }) });
  await expect(added.filter({ hasText: group })).toHaveCount(1);
});

test("with ?adminAccess=false the admin area is shown as to anyone without access", async ({ page }) => {
  const admin = new AdminArea(page);
  await admin.signInAsAdmin();
  await page.goto("/admin-page?adminAccess=false");
  await expect(page).toHaveURL(/\/unauthorized-page/);
  await page.goto("/admin-page?adminAccess=true");
  await whenStreamed(page);
  await expect(page.getByTestId("admin-area")).toBeVisible();
});

test("the dense layout at /admin-v2 shows the same area with a side menu", async ({ page }) => {
  const admin = new AdminArea(page);
  await admin.signInAsAdmin();
  await page.getByTestId("admin-layout-switch").click();
  await expect(page).toHaveURL(/\/admin-v2$/);
  await whenStreamed(page);
  await expect(page.getByTestId("admin-area")).toHaveAttribute("data-layout", "dense");
  await expect(page.locator('[data-testid="user-row"][data-username="analyst"]')).toBeVisible();
});
