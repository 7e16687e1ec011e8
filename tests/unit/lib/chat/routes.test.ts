import { isChatHiddenOn, lumosPageHref } from "@/lib/chat/routes";

describe("where the widget is hidden", () => {
  it.each([
    "/lumos-page",
    "/lumospage",
    "/admin-page",
    "/adminpage",
    "/admin-v2",
    "/adminv2",
    "/admin-page/users",
    "/invite-users-page",
    "/inviteuserspage",
    "/user-dashboard-page",
    "/userdashboardpage",
    "/market-research-page",
    "/marketresearchpage",
    "/Market-Research-Page/",
  ])("hides it on %s", (path) => {
    expect(isChatHiddenOn(path)).toBe(true);
  });
  it.each(["/", "/dashboard-page", "/game-breakdown-page", "/gamebreakdownpage", "/search-page", "/about", "/categories-page", "/brain"])(
    "shows it on %s",
    (path) => {
      expect(isChatHiddenOn(path)).toBe(false);
    },
  );
  it("builds the full-screen links", () => {
    expect(lumosPageHref({ fromSidebar: true })).toBe("/lumos-page?fromSidebar=true");
    expect(lumosPageHref({ query: "racing games" })).toBe("/lumos-page?query=racing+games");
  });
});
