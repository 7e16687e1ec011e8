import { MAX_ID, parseId, parseIds } from "@/lib/domain/ids";

describe("parseId", () => {
  it.each<[unknown, number | null]>([
    [1, 1],
    [42, 42],
    ["1", 1],
    ["42", 42],
    [" 42 ", 42],
    ["007", 7],
    [MAX_ID, 2147483647],
    ["2147483647", 2147483647],
    [2147483648, null],
    ["2147483648", null],
    ["99999999999999999999", null],
    [0, null],
    ["0", null],
    [-1, null],
    ["-1", null],
    [1.5, null],
    ["1.5", null],
    ["12abc", null],
    ["abc", null],
    ["", null],
    ["  ", null],
    ["1e3", null],
    ["+5", null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
    [{}, null],
    [[1], null],
    [true, null],
    [BigInt(5), null],
  ])("reads %p as %p", (value, expected) => {
    expect(parseId(value)).toBe(expected);
  });
});

describe("parseIds", () => {
  it.each<[string, unknown[], number[]]>([
    ["nothing from nothing", [], []],
    ["the valid ids in order", ["1", "abc", 2, "0", 3.5, "12abc", 7, null], [1, 2, 7]],
    ["each id once, at its first place", [5, "3", "5", 3, 9], [5, 3, 9]],
    ["nothing when none is valid", ["x", -2, "", 0], []],
  ])("keeps %s", (_case, values, expected) => {
    expect(parseIds(values)).toEqual(expected);
  });
});
