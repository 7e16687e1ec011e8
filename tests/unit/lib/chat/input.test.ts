import { canSend, FILE_ACCEPT, isRoomy, wordCount } from "@/lib/chat/input";

describe("chat input rules", () => {
  it("takes the roomy layout from six words on", () => {
    expect(isRoomy("one two three four five")).toBe(false);
    expect(isRoomy("  one two three\nfour five six ")).toBe(true);
    expect(wordCount("   ")).toBe(0);
  });
  it("sends only trimmed, non-empty text while idle", () => {
    expect(canSend("  \n ", false)).toBe(false);
    expect(canSend("racing games", false)).toBe(true);
    expect(canSend("racing games", true)).toBe(false);
  });
  it("accepts the specification's file types", () => {
    expect(FILE_ACCEPT.split(",")).toEqual([".pdf", ".doc", ".docx", ".txt", ".png", ".jpg", ".jpeg", ".gif"]);
  });
});
