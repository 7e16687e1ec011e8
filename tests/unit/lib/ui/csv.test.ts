import { csvField, toCsv } from "@/lib/ui/csv";

describe("csvField", () => {
  it.each([
    ["plain", "plain"],
    ["CAPCOM Co., Ltd.", '"CAPCOM Co., Ltd."'],
    ['The "Best" Game', '"The ""Best"" Game"'],
    ["two\nlines", '"two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ["+1", "'+1"],
    ["-rm", "'-rm"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["", ""],
  ])("writes %j as %j", (input, expected) => {
    expect(csvField(input)).toBe(expected);
  });

  it("writes numbers exactly, negative ones without an apostrophe, and empty for missing values", () => {
    expect(csvField(1234567.891)).toBe("1234567.891");
    expect(csvField(-2.5)).toBe("-2.5");
    expect(csvField(Number.NaN)).toBe("");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField(true)).toBe("true");
  });
});

describe("toCsv", () => {
  it("joins a header and rows with CRLF line ends", () => {
    expect(
      toCsv(
        ["Game", "Players"],
        [
          ["Doom", 10],
          ["A, B", 2],
        ],
      ),
    ).toBe('Game,Players\r\nDoom,10\r\n"A, B",2\r\n');
  });
});
