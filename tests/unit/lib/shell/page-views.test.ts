import { pageViewKey, resolvePageView } from "@/lib/shell/page-views";

describe("resolvePageView", () => {
  it.each([
    ["/", { name: "dashboard", subject: null, path: "/", access: "user" }],
    ["/home-page?upcoming_page=2", { name: "dashboard", subject: null, path: "/home-page", access: "user" }],
    ["/game-breakdown-page?id=42&period=weekly", { name: "game", subject: "42", path: "/game-breakdown-page?id=42", access: "user" }],
    ["/gamebreakdownpage?id=42", { name: "game", subject: "42", path: "/gamebreakdownpage?id=42", access: "user" }],
    ["/game-breakdown-page?id=007", { name: "game", subject: "7", path: "/game-breakdown-page?id=7", access: "user" }],
    ["/game-breakdown-page?id=2147483648", { name: "game", subject: null, path: "/game-breakdown-page", access: "user" }],
    ["/game-breakdown-page?id=-1", { name: "game", subject: null, path: "/game-breakdown-page", access: "user" }],
    ["/game-breakdown-page", { name: "game", subject: null, path: "/game-breakdown-page", access: "user" }],
    ["/feature-breakdown-page?feat=Roguelike&cls_id=17", { name: "feature", subject: "17", path: "/feature-breakdown-page?cls_id=17", access: "user" }],
    ["/featurebreakdownpage?cls_id=17", { name: "feature", subject: "17", path: "/featurebreakdownpage?cls_id=17", access: "user" }],
    ["/lumos-page?fromSidebar=true", { name: "lumos", subject: null, path: "/lumos-page", access: "user" }],
    ["/market-research-page", { name: "research", subject: null, path: "/market-research-page", access: "user" }],
    ["/search-page?q=ps5", { name: "search", subject: null, path: "/search-page", access: "user" }],
    ["/admin-page?tab=groups", { name: "admin", subject: null, path: "/admin-page", access: "admin" }],
    ["/adminv2", { name: "admin", subject: null, path: "/adminv2", access: "admin" }],
    ["/login-page?callbackUrl=%2Fadmin-page", { name: "login", subject: null, path: "/login-page", access: "public" }],
    ["/signup-confirm-page?email=a%40b.example", { name: "signup", subject: null, path: "/signup-confirm-page", access: "public" }],
    ["/search-page/", { name: "search", subject: null, path: "/search-page", access: "user" }],
  ])("%s", (location, expected) => {
    expect(resolvePageView(location)).toEqual(expected);
  });

  it.each([
    "/about",
    "/user-dashboard-page",
    "/categories-page",
    "/password-reset-page",
    "/not-found-page",
    "/game-breakdown-page/1",
    "/nowhere",
    "",
    "game-breakdown-page?id=1",
    "//evil.example/login-page",
    "https://evil.example/login-page",
    `/${"x".repeat(2048)}`,
  ])("%s is not tracked", (location) => {
    expect(resolvePageView(location)).toBeNull();
  });
});

describe("pageViewKey", () => {
  it("is the same for another filter on the same screen and subject", () => {
    expect(pageViewKey("/game-breakdown-page?id=4&period=weekly")).toBe(pageViewKey("/game-breakdown-page?id=4"));
    expect(pageViewKey("/gamebreakdownpage?id=4")).toBe(pageViewKey("/game-breakdown-page?id=4"));
    expect(pageViewKey("/?upcoming_page=3")).toBe(pageViewKey("/"));
  });

  it("differs for another subject or screen, and is null for untracked screens", () => {
    expect(pageViewKey("/game-breakdown-page?id=5")).not.toBe(pageViewKey("/game-breakdown-page?id=4"));
    expect(pageViewKey("/search-page")).not.toBe(pageViewKey("/"));
    expect(pageViewKey("/about")).toBeNull();
  });
});
