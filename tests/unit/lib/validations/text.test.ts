import { firstUnstorableText } from "@/lib/validations/text";

describe("firstUnstorableText", () => {
  it.each([
    ["clean text, emoji and other scripts", { name: "Röm ☕ 🎮 ゲーム", tags: ["a", "b"] }, null],
    ["a NUL inside a nested field", { group: { name: "x\u0000y" } }, ["group", "name"]],
    ["a lone high surrogate", { group_name: "\ud800" }, ["group_name"]],
    ["a lone low surrogate in a list", { ids: ["ok", "\udc00"] }, ["ids", "1"]],
    ["a NUL in an object key names the object", { filters: { "a\u0000": 1 } }, ["filters"]],
    ["a bare string", "\u0000", []],
    ["numbers, booleans and null", { n: 1, b: true, z: null }, null],
  ])("%s", (_label, value, expected) => {
    expect(firstUnstorableText(value)).toEqual(expected);
  });

  it("walks deeply nested input without recursion", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(firstUnstorableText(deep)).toHaveLength(100_000);
  });
});
