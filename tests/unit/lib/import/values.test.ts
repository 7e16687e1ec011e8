import {
  cleanText,
  dayBefore,
  decodeEntities,
  earliestIsoDay,
  msrpText,
  ownersMidpoint,
  parseAppId,
  parseCents,
  parseIsoDate,
  parseOwnerBounds,
  parseOwnersRange,
  parsePublicationDateText,
  parseSteamDate,
  parseUsd,
  parseWholeNumber,
  publicationDateText,
  RowError,
} from "@/lib/domain/import/values";

const reason = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof RowError) return error.message;
    throw error;
  }
  throw new Error("expected a RowError");
};

describe("owners ranges", () => {
  it.each([
    ["1,000,000 .. 2,000,000", { min: 1_000_000, max: 2_000_000 }],
    ["0 .. 20,000", { min: 0, max: 20_000 }],
    ["200,000,000 .. 500,000,000", { min: 200_000_000, max: 500_000_000 }],
    ["  20000 .. 50000 ", { min: 20_000, max: 50_000 }],
    ["20,000..50,000", { min: 20_000, max: 50_000 }],
  ])("reads %j", (raw, expected) => {
    expect(parseOwnersRange(raw)).toEqual(expected);
  });

  it.each([[""], ["   "], [null], [undefined]])("reads %j as unknown", (raw) => {
    expect(parseOwnersRange(raw)).toBeNull();
  });

  it.each([
    ["many", 'owners: "many" is not a range like "1,000,000 .. 2,000,000"'],
    ["1,000,000", 'owners: "1,000,000" is not a range like "1,000,000 .. 2,000,000"'],
    ["1,000,000 - 2,000,000", 'owners: "1,000,000 - 2,000,000" is not a range like "1,000,000 .. 2,000,000"'],
    ["1,0000 .. 2,000", 'owners: "1,0000 .. 2,000" is not a range like "1,000,000 .. 2,000,000"'],
    ["2,000,000 .. 1,000,000", 'owners: "2,000,000 .. 1,000,000" has its minimum above its maximum'],
  ])("refuses %j", (raw, message) => {
    expect(reason(() => parseOwnersRange(raw))).toBe(message);
  });

  it.each([
    ["0", "20000", { min: 0, max: 20_000 }],
    ["", "", null],
    ["50000", "100000", { min: 50_000, max: 100_000 }],
  ])("reads the Steam CSV's min_owners %j and max_owners %j", (min, max, expected) => {
    expect(parseOwnerBounds(min, max)).toEqual(expected);
  });

  it("refuses half a range and an inverted one", () => {
    expect(reason(() => parseOwnerBounds("100", ""))).toMatch(/must both be given/);
    expect(reason(() => parseOwnerBounds("50000", "20000"))).toBe('owners: "50000 .. 20000" has its minimum above its maximum');
  });

  it.each([
    [{ min: 0, max: 20_000 }, 10_000],
    [{ min: 1_000_000, max: 2_000_000 }, 1_500_000],
    [{ min: 5, max: 6 }, 6],
  ])("estimates %j by its midpoint", (range, midpoint) => {
    expect(ownersMidpoint(range)).toBe(midpoint);
  });
});

describe("prices", () => {
  it.each([
    ["999", 9.99],
    ["0", 0],
    ["5999", 59.99],
    [1599, 15.99],
    ["1", 0.01],
    ["", null],
  ])("reads SteamSpy cents %j as dollars", (raw, dollars) => {
    expect(parseCents(raw, "price")).toBe(dollars);
  });

  it.each([["9.99"], ["-100"], ["ten"]])("refuses cents %j", (raw) => {
    expect(reason(() => parseCents(raw, "initialprice"))).toBe(`initialprice: ${JSON.stringify(raw)} is not a whole number`);
  });

  it.each([
    ["0.99", 0.99],
    ["0.0", 0],
    ["59.99", 59.99],
    ["$19.99", 19.99],
    [14.989999, 14.99],
    ["", null],
  ])("reads dollars %j", (raw, dollars) => {
    expect(parseUsd(raw, "price")).toBe(dollars);
  });

  it.each([["free"], ["-1.00"], ["1,99"]])("refuses dollars %j", (raw) => {
    expect(reason(() => parseUsd(raw, "price"))).toBe(`price: ${JSON.stringify(raw)} is not a price in dollars`);
  });

  it.each([
    [0, "$0.00"],
    [9.99, "$9.99"],
    [59.9, "$59.90"],
    [1234.5, "$1234.50"],
  ])("writes %j as msrp %j", (price, text) => {
    expect(msrpText(price)).toBe(text);
  });
});

describe("whole numbers and app ids", () => {
  it.each([
    ["216345", 216345],
    ["12.0", 12],
    [0, 0],
    [" 7 ", 7],
    ["", null],
    [null, null],
  ])("reads %j", (raw, value) => {
    expect(parseWholeNumber(raw, "positive")).toBe(value);
  });

  it.each([
    ["lots", 'positive: "lots" is not a whole number'],
    ["1.5", 'positive: "1.5" is not a whole number'],
    ["-3", 'positive: "-3" is not a whole number'],
    ["1e3", 'positive: "1e3" is not a whole number'],
    [2.5, "positive: 2.5 is not a whole number"],
    ["3000000000", "positive: 3000000000 is too large (at most 2147483647)"],
  ])("refuses %j", (raw, message) => {
    expect(reason(() => parseWholeNumber(raw, "positive", 2_147_483_647))).toBe(message);
  });

  it("requires a positive app id that fits an integer column", () => {
    expect(parseAppId("730")).toBe(730);
    expect(reason(() => parseAppId("", "appid"))).toBe("missing appid");
    expect(reason(() => parseAppId(undefined, "app_id"))).toBe("missing app_id");
    expect(reason(() => parseAppId("0"))).toBe("app id: 0 is not an app id");
    expect(reason(() => parseAppId("abc"))).toBe('app id: "abc" is not a whole number');
    expect(reason(() => parseAppId("99999999999"))).toMatch(/too large/);
  });
});

describe("dates", () => {
  it.each([
    ["Oct 12, 2017", { year: 2017, month: 10, day: 12 }],
    ["Feb 3, 2020", { year: 2020, month: 2, day: 3 }],
    ["Sep 8, 2016", { year: 2016, month: 9, day: 8 }],
    ["Sept 8, 2016", { year: 2016, month: 9, day: 8 }],
    ["October 12, 2017", { year: 2017, month: 10, day: 12 }],
    ["12 Oct, 2017", { year: 2017, month: 10, day: 12 }],
    ["12 Oct 2017", { year: 2017, month: 10, day: 12 }],
    ["Feb 29, 2020", { year: 2020, month: 2, day: 29 }],
    ["Oct 2017", { year: 2017, month: 10, day: null }],
    ["May 2020", { year: 2020, month: 5, day: null }],
    ["December 2015", { year: 2015, month: 12, day: null }],
    ["2019-01-24", { year: 2019, month: 1, day: 24 }],
  ])("reads the Steam date %j", (raw, date) => {
    expect(parseSteamDate(raw)).toEqual(date);
  });

  it.each([[""], ["Coming soon"], ["To be announced"], [null]])("reads %j as no date", (raw) => {
    expect(parseSteamDate(raw)).toBeNull();
  });

  it.each([["Someday 2019"], ["Feb 30, 2020"], ["Feb 29, 2019"], ["Q1 2024"], ["13/10/2017"], ["Oct 32, 2017"], ["Foo 2017"]])("refuses %j", (raw) => {
    expect(reason(() => parseSteamDate(raw))).toBe(`release_date: cannot read ${JSON.stringify(raw)} as a date (expected "Oct 12, 2017" or "Oct 2017")`);
  });

  it.each([
    ["2024-03-05", { year: 2024, month: 3, day: 5 }],
    ["2023-11", { year: 2023, month: 11, day: null }],
    ["2024-02-29", { year: 2024, month: 2, day: 29 }],
    ["2023-02-29", null],
    ["2023-13", null],
    ["05-03-2024", null],
    ["2024-3-5", null],
  ])("reads the JSON date %j", (raw, date) => {
    expect(parseIsoDate(raw)).toEqual(date);
  });

  it.each([
    [{ year: 2017, month: 10, day: 12 }, "12-10-2017", "2017-10-12"],
    [{ year: 2019, month: 1, day: 4 }, "04-01-2019", "2019-01-04"],
    [{ year: 2017, month: 10, day: null }, "10-2017", "2017-10-01"],
  ])("stores %j as the publication date %j, earliest day %j", (date, text, earliest) => {
    expect(publicationDateText(date)).toBe(text);
    expect(earliestIsoDay(date)).toBe(earliest);
    expect(parsePublicationDateText(text)).toEqual(date);
  });

  it.each([["Q3-2026"], ["TBA"], ["TBA 2027"], [null]])("reads back no exact date from %j", (text) => {
    expect(parsePublicationDateText(text)).toBeNull();
  });

  it.each([
    ["2023-08-15", "2023-08-14"],
    ["2024-03-01", "2024-02-29"],
    ["2024-01-01", "2023-12-31"],
  ])("takes the day before %j for yesterday's peak", (asOf, day) => {
    expect(dayBefore(asOf)).toBe(day);
  });
});

describe("names", () => {
  it.each([
    ["Ubisoft Entertainment\t\t\t\t", "Ubisoft Entertainment"],
    ["CAPCOM Co., Ltd. ", "CAPCOM Co., Ltd."],
    ["  Train Bandit  ", "Train Bandit"],
    ["Aspyr (Mac, Linux, &amp; Windows Update)", "Aspyr (Mac, Linux, & Windows Update)"],
    ["Tom &amp; Jerry&#39;s &#x41; &unknown;", "Tom & Jerry's A &unknown;"],
    ["\t ", null],
    [null, null],
  ])("cleans %j", (raw, clean) => {
    expect(cleanText(raw)).toBe(clean);
  });

  it("leaves text without entities alone", () => {
    expect(decodeEntities("Half-Life 2: Episode One")).toBe("Half-Life 2: Episode One");
  });
});
