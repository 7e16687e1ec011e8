import { supportChatAppId, supportChatBootSettings } from "@/lib/shell/support-chat";

describe("supportChatAppId", () => {
  const base = { productionHost: "lumos.example.com", appId: "abc123" };

  it.each([
    ["lumos.example.com", "abc123"],
    ["LUMOS.example.com", "abc123"],
    ["lumos.example.com:443", "abc123"],
    ["localhost:3000", null],
    ["staging.lumos.example.com", null],
    ["lumos.example.com.evil.test", null],
    [null, null],
  ])("on host %s loads %s", (host, expected) => {
    expect(supportChatAppId({ ...base, host })).toBe(expected);
  });

  it("needs both the production host and the app id to be configured", () => {
    expect(supportChatAppId({ host: "lumos.example.com", productionHost: undefined, appId: "abc123" })).toBeNull();
    expect(supportChatAppId({ host: "lumos.example.com", productionHost: "lumos.example.com", appId: undefined })).toBeNull();
  });

  it("accepts a production host written as a URL, and honours a port when one is given", () => {
    expect(supportChatAppId({ host: "lumos.example.com", productionHost: "https://lumos.example.com/", appId: "x" })).toBe("x");
    expect(supportChatAppId({ host: "lumos.example.com:8443", productionHost: "lumos.example.com:8443", appId: "x" })).toBe("x");
    expect(supportChatAppId({ host: "lumos.example.com:9000", productionHost: "lumos.example.com:8443", appId: "x" })).toBeNull();
  });
});

describe("supportChatBootSettings", () => {
  it("starts the messenger with the user's id, name and email", () => {
    expect(supportChatBootSettings("abc123", { id: "u-1", username: "ana", email: "ana@studio.test" })).toEqual({
      app_id: "abc123",
      user_id: "u-1",
      name: "ana",
      email: "ana@studio.test",
    });
  });
});
