import { safeCallbackUrl } from "@/lib/auth/callback-url";

describe("safeCallbackUrl", () => {
  it.each([
    ["/", "/"],
    ["/game-breakdown-page?id=42", "/game-breakdown-page?id=42"],
    ["/feature-breakdown-page?cls_id=7&feat=Roguelike#top", "/feature-breakdown-page?cls_id=7&feat=Roguelike#top"],
    ["/adminv2", "/adminv2"],
    ["  /search-page?q=racing  ", "/search-page?q=racing"],
    ["/a/../admin-page", "/admin-page"],
    // Still a path on this origin: an encoded newline is a literal path segment, not a line break.
    ["/%0a/evil.example", "/%0a/evil.example"],
  ])("keeps the same-origin path %j", (value, expected) => {
    expect(safeCallbackUrl(value)).toBe(expected);
  });

  it.each([
    "https://evil.example/",
    "http://localhost:3000/admin-page",
    "//evil.example",
    "//evil.example/path",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "data:text/html,hi",
    "evil.example",
    "",
    "/login-page",
    "/login?callbackUrl=/x",
    "/admin-login-page",
    "/loginpage",
  ])("refuses %j", (value) => {
    expect(safeCallbackUrl(value)).toBe("/");
  });

  it("refuses values that are not strings and uses the fallback given", () => {
    expect(safeCallbackUrl(undefined)).toBe("/");
    expect(safeCallbackUrl(["/a", "/b"])).toBe("/");
    expect(safeCallbackUrl(null, "/admin-page")).toBe("/admin-page");
    expect(safeCallbackUrl("//evil.example", "/admin-page")).toBe("/admin-page");
  });
});
