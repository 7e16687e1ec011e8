import { formatPrice, mostCommonPrice, parsePrice } from "@/lib/domain/prices";

describe("parsePrice", () => {
  it.each<[string | null | undefined, number | null]>([
    ["$19.99", 19.99],
    ["$1,299.99", 1299.99],
    ["19.99", 19.99],
    ["$0.00", 0],
    [" $ 5 ", 5],
    ["$.99", 0.99],
    ["$10.", 10],
    ["Free", null],
    ["N/A", null],
    ["", null],
    ["$", null],
    ["-5", null],
    ["$19.99abc", null],
    ["1.2.3", null],
    ["NaN", null],
    ["Infinity", null],
    [null, null],
    [undefined, null],
  ])("reads %p as %p", (msrp, amount) => {
    expect(parsePrice(msrp)).toBe(amount);
  });
});

describe("mostCommonPrice", () => {
  it.each<[string, Array<string | null | undefined>, string | null]>([
    ["nothing to choose from", [], null],
    ["a single price", ["$19.99"], "$19.99"],
    ["the most common price, even when lower", ["$19.99", "$29.99", "$19.99"], "$19.99"],
    ["the highest price on a two-way tie", ["$19.99", "$29.99"], "$29.99"],
    ["the highest amount, not the highest text, on a tie", ["$9.99", "$1,299.99", "$99.99"], "$1,299.99"],
    ["the highest of the tied prices only", ["$5.00", "$40.00", "$5.00", "$40.00", "$10.00"], "$40.00"],
    ["the tie between whole and cent prices by amount", ["$9.99", "$10"], "$10"],
    ["a free price when it is the most common", ["$0.00", "$0.00", "$59.99"], "$0.00"],
    ["one price among non-numeric texts", ["Free", "N/A", "$4.99"], "$4.99"],
    ["a numeric price over a more common non-numeric text", ["Free", "Free", "$4.99"], "$4.99"],
    ["no price when none is numeric", ["", null, undefined, "TBA"], null],
    ["one amount however it is written, as first written", ["$1,000.00", "$1000.00", "$500.00"], "$1,000.00"],
  ])("gives %s", (_case, msrps, expected) => {
    expect(mostCommonPrice(msrps)).toBe(expected);
  });

  it("does not depend on the order of the publications", () => {
    const msrps = ["$29.99", "$19.99", "$39.99", "$19.99", "$29.99"];
    expect(mostCommonPrice(msrps)).toBe("$29.99");
    expect(mostCommonPrice([...msrps].reverse())).toBe("$29.99");
  });
});

describe("formatPrice", () => {
  it.each<[number | string | null | undefined, string]>([
    [0, "Free"],
    ["$0.00", "Free"],
    [19.99, "$19.99"],
    [5, "$5.00"],
    [1299.99, "$1,299.99"],
    ["$1,299.99", "$1,299.99"],
    ["59.99", "$59.99"],
    [null, "-"],
    [undefined, "-"],
    [Number.NaN, "-"],
    [Number.POSITIVE_INFINITY, "-"],
    [-1, "-"],
    ["N/A", "-"],
  ])("shows %p as %j", (price, shown) => {
    expect(formatPrice(price)).toBe(shown);
  });
});
