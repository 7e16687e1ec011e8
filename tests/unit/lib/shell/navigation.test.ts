import { isActiveItem, NAV_GROUPS, navigationFor } from "@/lib/shell/navigation";
import { ROUTES } from "@/lib/shell/routes";

const allItems = NAV_GROUPS.flatMap((group) => group.items);
const item = (href: string) => allItems.find((entry) => entry.href === href)!;

describe("navigationFor", () => {
  it("shows the administration group to administrators only", () => {
    const analyst = navigationFor({ isAdmin: false }).flatMap((group) => group.items.map((entry) => entry.href));
    const admin = navigationFor({ isAdmin: true }).flatMap((group) => group.items.map((entry) => entry.href));
    expect(analyst).not.toContain("/admin-page");
    expect(analyst).not.toContain("/invite-users-page");
    expect(navigationFor({ isAdmin: false }).map((group) => group.label)).not.toContain("Administration");
    expect(admin).toEqual(expect.arrayContaining(["/admin-page", "/invite-users-page", "/market-research-page", "/lumos-page"]));
  });

  it("links only to screens of the specification's route table", () => {
    const paths = new Set(ROUTES.map((route) => route.path));
    for (const entry of allItems) for (const path of [entry.href, ...(entry.aliases ?? [])]) expect(paths.has(path)).toBe(true);
  });
});

describe("isActiveItem", () => {
  it.each([
    ["/", "/", true],
    ["/", "/home-page", true],
    ["/", "/dashboardpage", true],
    ["/categories-page", "/category-page", true],
    ["/categories-page", "/categoriespage", true],
    ["/market-research-page", "/marketresearchpage", true],
    ["/", "/search-page", false],
    ["/admin-page", "/adminv2", true],
  ])("%s is active on %s: %s", (href, pathname, expected) => {
    expect(isActiveItem(item(href), pathname)).toBe(expected);
  });
});
