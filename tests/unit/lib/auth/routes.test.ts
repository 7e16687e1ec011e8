import { ADMIN_LOGIN_PATH, LOGIN_PATH, ROUTES, canonicalPath, findRoute, isPublicPath, loginPathFor, loginRedirectPath } from "@/lib/shell/routes";

describe("the route table", () => {
  it("lists every route of the specification once", () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      "/",
      "/dashboard-page",
      "/home-page",
      "/about",
      "/login-page",
      "/login",
      "/admin-login-page",
      "/signup-page",
      "/signup-confirm-page",
      "/password-reset-page",
      "/admin-page",
      "/admin-v2",
      "/invite-users-page",
      "/search-page",
      "/market-research-page",
      "/categories-page",
      "/category-page",
      "/game-breakdown-page",
      "/feature-breakdown-page",
      "/lumos-page",
      "/user-dashboard-page",
      "/maintenance-page",
      "/application-error-page",
      "/something-went-wrong-page",
      "/unauthorized-page",
      "/not-found-page",
      "/feature-breakdown-modal-page",
      "/brain",
    ]) {
      expect(paths).toContain(path);
    }
  });

  it("maps every run-together variant to its canonical path", () => {
    const withVariants = ROUTES.filter((route) => route.variant);
    expect(withVariants.length).toBeGreaterThan(20);
    for (const route of withVariants) {
      expect(route.variant).toBe(route.path.replaceAll("-", ""));
      expect(canonicalPath(route.variant!)).toBe(route.path);
    }
    const variants = withVariants.map((route) => route.variant);
    expect(new Set(variants).size).toBe(variants.length);
  });

  it.each([
    ["/loginpage", "/login-page"],
    ["/gamebreakdownpage", "/game-breakdown-page"],
    ["/adminv2", "/admin-v2"],
    ["/adminpage", "/admin-page"],
    ["/featurebreakdownpage", "/feature-breakdown-page"],
    ["/somethingwentwrongpage", "/something-went-wrong-page"],
    ["/lumospage", "/lumos-page"],
    ["/LoginPage", "/login-page"],
  ])("%s → %s", (variant, canonical) => {
    expect(canonicalPath(variant)).toBe(canonical);
  });

  it.each(["/", "/login-page", "/login", "/about", "/brain", "/no-such-page", "/api/status"])("%s is not a variant", (path) => {
    expect(canonicalPath(path)).toBeNull();
  });

  it("marks the public pages of the specification public and nothing else", () => {
    const publicPaths = ROUTES.filter((route) => route.access === "public")
      .map((route) => route.path)
      .sort();
    expect(publicPaths).toEqual(
      [
        "/admin-login-page",
        "/application-error-page",
        "/login",
        "/login-page",
        "/maintenance-page",
        "/not-found-page",
        "/password-reset-page",
        "/signup-confirm-page",
        "/signup-page",
        "/something-went-wrong-page",
        "/unauthorized-page",
      ].sort(),
    );
  });

  it("marks the admin screens admin", () => {
    expect(ROUTES.filter((route) => route.access === "admin").map((route) => route.path)).toEqual(["/admin-page", "/admin-v2", "/invite-users-page"]);
  });

  it("records the page-view names of the specification", () => {
    expect(findRoute("/game-breakdown-page")).toMatchObject({ pageView: "game", pageViewParam: "id" });
    expect(findRoute("/feature-breakdown-page")).toMatchObject({ pageView: "feature", pageViewParam: "cls_id" });
    expect(findRoute("/")?.pageView).toBe("dashboard");
    expect(findRoute("/market-research-page")?.pageView).toBe("research");
    expect(findRoute("/lumos-page")?.pageView).toBe("lumos");
    expect(new Set(ROUTES.map((route) => route.pageView).filter(Boolean))).toEqual(
      new Set(["dashboard", "research", "admin", "search", "login", "signup", "lumos", "game", "feature"]),
    );
  });

  it("finds nested paths under their route and nothing for unknown ones", () => {
    expect(findRoute("/admin-page/users")?.path).toBe("/admin-page");
    expect(findRoute("/no-such-page")).toBeNull();
    expect(findRoute("/login-pages")).toBeNull();
  });
});

describe("public paths", () => {
  it.each([
    ["/login-page", true],
    ["/loginpage", true],
    ["/admin-login-page", true],
    ["/api/auth/session", true],
    ["/api/signin", true],
    ["/api/status", true],
    ["/api/healthz", true],
    ["/_healthz", true],
    ["/api/art/covers/1", true],
    ["/api/page-views", true],
    ["/", false],
    ["/admin-page", false],
    ["/adminv2", false],
    ["/api/graphql", false],
    ["/api/authx", false],
  ])("%s → %s", (path, expected) => {
    expect(isPublicPath(path)).toBe(expected);
  });
});

describe("login redirects", () => {
  it("sends admin paths to the admin sign-in and the rest to the sign-in", () => {
    expect(loginPathFor("/admin-page")).toBe(ADMIN_LOGIN_PATH);
    expect(loginPathFor("/adminv2")).toBe(ADMIN_LOGIN_PATH);
    expect(loginPathFor("/game-breakdown-page")).toBe(LOGIN_PATH);
    expect(loginPathFor("/invite-users-page")).toBe(LOGIN_PATH);
  });

  it("carries the original location, path and query, in callbackUrl", () => {
    expect(loginRedirectPath("/game-breakdown-page?id=42")).toBe("/login-page?callbackUrl=%2Fgame-breakdown-page%3Fid%3D42");
    expect(loginRedirectPath("/adminv2?tab=groups", { expired: true })).toBe("/admin-login-page?reason=expired&callbackUrl=%2Fadminv2%3Ftab%3Dgroups");
    expect(loginRedirectPath("/")).toBe("/login-page");
    const url = new URL(loginRedirectPath("/feature-breakdown-page?cls_id=7&feat=Roguelike&cat=Genre"), "http://x");
    expect(url.searchParams.get("callbackUrl")).toBe("/feature-breakdown-page?cls_id=7&feat=Roguelike&cat=Genre");
  });
});
