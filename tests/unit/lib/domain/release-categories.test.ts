import {
  customRangeCategories,
  releaseLine,
  filterByReleaseDate,
  filterByReleaseDateCategories,
  isInReleaseDateCategory,
  isReleaseDateCategory,
  RELEASE_DATE_CATEGORIES,
  RELEASE_DATE_FILTER_OPTIONS,
  releaseDateCategoriesOf,
  releaseDateFilterCategories,
  type ReleaseDateCategory,
} from "@/lib/domain/release-categories";

const TODAY = "2026-06-15";
const PAST_ALL_WINDOWS: ReleaseDateCategory[] = ["Last2Months", "Last6Months", "Last1Year", "Last5Years", "Released"];

describe("releaseDateCategoriesOf", () => {
  it.each<[string, ReleaseDateCategory[]]>([
    // Exact days around today and each window boundary (60, 180, 365, 1825 days).
    ["15-06-2026", PAST_ALL_WINDOWS],
    ["14-06-2026", PAST_ALL_WINDOWS],
    ["16-04-2026", PAST_ALL_WINDOWS],
    ["15-04-2026", ["Last6Months", "Last1Year", "Last5Years", "Released"]],
    ["17-12-2025", ["Last6Months", "Last1Year", "Last5Years", "Released"]],
    ["16-12-2025", ["Last1Year", "Last5Years", "Released"]],
    ["15-06-2025", ["Last1Year", "Last5Years", "Released"]],
    ["14-06-2025", ["Last5Years", "Released"]],
    ["16-06-2021", ["Last5Years", "Released"]],
    ["15-06-2021", ["Released"]],
    ["05-03-2019", ["Released"]],
    ["16-06-2026", ["Next2Months", "FutureThisYear", "UnReleased"]],
    ["14-08-2026", ["Next2Months", "FutureThisYear", "UnReleased"]],
    ["15-08-2026", ["FutureThisYear", "UnReleased"]],
    ["31-12-2026", ["FutureThisYear", "UnReleased"]],
    ["01-01-2027", ["FutureNextYear", "UnReleased"]],
    ["31-12-2027", ["FutureNextYear", "UnReleased"]],
    ["01-01-2028", ["FutureBeyondNextYear", "UnReleased"]],
    ["01-01-2030", ["FutureBeyondNextYear", "UnReleased"]],
    // Announced periods: released only once their last day has come; otherwise to be confirmed.
    ["Q1-2026", ["Last6Months", "Last1Year", "Last5Years", "Released"]],
    ["Q2-2026", ["Next2Months", "FutureThisYear", "UnReleased", "ToBeConfirmed"]],
    ["Q3-2026", ["Next2Months", "FutureThisYear", "UnReleased", "ToBeConfirmed"]],
    ["Q4-2026", ["FutureThisYear", "UnReleased", "ToBeConfirmed"]],
    ["Q3-2027", ["FutureNextYear", "UnReleased", "ToBeConfirmed"]],
    ["H1-2026", ["Next2Months", "FutureThisYear", "UnReleased", "ToBeConfirmed"]],
    ["H2-2026", ["Next2Months", "FutureThisYear", "UnReleased", "ToBeConfirmed"]],
    ["H2-2027", ["FutureNextYear", "UnReleased", "ToBeConfirmed"]],
    ["H2-2025", ["Last6Months", "Last1Year", "Last5Years", "Released"]],
    ["H1-2025", ["Last1Year", "Last5Years", "Released"]],
    ["05-2026", PAST_ALL_WINDOWS],
    ["06-2026", ["Next2Months", "FutureThisYear", "UnReleased", "ToBeConfirmed"]],
    ["08-2026", ["Next2Months", "FutureThisYear", "UnReleased", "ToBeConfirmed"]],
    ["09-2026", ["FutureThisYear", "UnReleased", "ToBeConfirmed"]],
    ["11-2026", ["FutureThisYear", "UnReleased", "ToBeConfirmed"]],
    ["01-2027", ["FutureNextYear", "UnReleased", "ToBeConfirmed"]],
    ["TBA 2026", ["Next2Months", "FutureThisYear", "UnReleased", "ToBeConfirmed"]],
    ["TBA 2027", ["FutureNextYear", "UnReleased", "ToBeConfirmed"]],
    ["TBA 2028", ["FutureBeyondNextYear", "UnReleased", "ToBeConfirmed"]],
    ["TBA 2020", ["Released"]],
    // To be announced: no year at all, so in no year-based category.
    ["TBA", ["UnReleased", "ToBeAnnounced"]],
    // Unreadable texts are in no category (only "all time" shows them).
    ["31-02-2024", []],
    ["Q5-2026", []],
    ["H3-2026", []],
    ["13-2026", []],
    ["Coming soon", []],
    ["", []],
  ])("puts %j in %j on 2026-06-15", (releaseDate, expected) => {
    expect(releaseDateCategoriesOf(releaseDate, TODAY)).toEqual(expected);
  });

  it.each<[string, string, ReleaseDateCategory[]]>([
    ["2026-12-31", "01-01-2027", ["Next2Months", "FutureNextYear", "UnReleased"]],
    ["2026-12-31", "TBA 2027", ["Next2Months", "FutureNextYear", "UnReleased", "ToBeConfirmed"]],
    ["2027-01-01", "31-12-2026", PAST_ALL_WINDOWS],
    ["2027-01-01", "Q4-2026", PAST_ALL_WINDOWS],
    ["2027-01-01", "01-01-2028", ["FutureNextYear", "UnReleased"]],
  ])("on %s puts %j in %j (the year turns over)", (today, releaseDate, expected) => {
    expect(releaseDateCategoriesOf(releaseDate, today)).toEqual(expected);
  });

  it("gives the same answer for a Date as for its ISO day", () => {
    expect(releaseDateCategoriesOf("Q3-2026", new Date("2026-06-15T18:00:00Z"))).toEqual(releaseDateCategoriesOf("Q3-2026", TODAY));
  });

  it.each<[ReleaseDateCategory, string, string]>([
    ["Last2Months", "01-06-2026", "01-01-2026"],
    ["Last6Months", "01-01-2026", "01-06-2025"],
    ["Last1Year", "01-07-2025", "01-01-2025"],
    ["Last5Years", "01-01-2022", "01-01-2021"],
    ["Next2Months", "01-08-2026", "01-09-2026"],
    ["FutureThisYear", "Q4-2026", "Q1-2027"],
    ["FutureNextYear", "H1-2027", "TBA 2028"],
    ["FutureBeyondNextYear", "TBA 2028", "TBA"],
    ["Released", "15-06-2026", "16-06-2026"],
    ["UnReleased", "TBA", "Q1-2026"],
    ["ToBeAnnounced", "TBA", "TBA 2027"],
    ["ToBeConfirmed", "TBA 2027", "01-07-2027"],
  ])("isInReleaseDateCategory: %s holds %j but not %j", (category, inside, outside) => {
    expect(isInReleaseDateCategory(inside, category, TODAY)).toBe(true);
    expect(isInReleaseDateCategory(outside, category, TODAY)).toBe(false);
  });
});

describe("release-date filter options", () => {
  it("lists the options of section 2 in order, with all time as the default", () => {
    expect(RELEASE_DATE_FILTER_OPTIONS.map((option) => option.label)).toEqual([
      "all time",
      "last 2 months",
      "last 6 months",
      "last 1 year",
      "last 5 years",
      "next 2 months",
      "releasing this year",
      "releasing next year",
      "releasing later",
      "all released games",
      "unreleased games",
      "to be announced",
      "to be confirmed",
    ]);
    expect(RELEASE_DATE_FILTER_OPTIONS[0]).toEqual({ value: "all", label: "all time", category: null });
  });

  it("maps each of the twelve categories to exactly one option", () => {
    const categories = RELEASE_DATE_FILTER_OPTIONS.map((option) => option.category).filter((c) => c !== null);
    expect(categories).toEqual([...RELEASE_DATE_CATEGORIES]);
  });

  it.each(RELEASE_DATE_FILTER_OPTIONS.map((option) => [option.label, option.value, option.category] as const))(
    "the option %j (value %j) selects %p",
    (_label, value, category) => {
      expect(releaseDateFilterCategories(value, TODAY)).toEqual(category === null ? null : [category]);
    },
  );

  it.each([
    ["Released", true],
    ["ToBeConfirmed", true],
    ["released", false],
    ["Unreleased", false],
    ["all", false],
    ["", false],
  ])("isReleaseDateCategory(%j) is %s", (value, expected) => {
    expect(isReleaseDateCategory(value)).toBe(expected);
  });

  it.each<[string | null | undefined, ReleaseDateCategory[] | null]>([
    ["all", null],
    ["", null],
    [null, null],
    [undefined, null],
    ["last2months", null],
    ["upcoming", null],
    ["custom_2026-07-01_2026-08-31", ["FutureThisYear"]],
    ["custom_2026-07-01", null],
  ])("the filter value %p selects %p", (value, expected) => {
    expect(releaseDateFilterCategories(value, TODAY)).toEqual(expected);
  });
});

describe("customRangeCategories", () => {
  it.each<[string, ReleaseDateCategory[]]>([
    // Entirely in the future: every year bucket the range touches.
    ["custom_2026-07-01_2026-08-31", ["FutureThisYear"]],
    ["custom_2026-06-16_2026-06-16", ["FutureThisYear"]],
    ["custom_2027-01-01_2027-12-31", ["FutureNextYear"]],
    ["custom_2028-01-01_2029-01-01", ["FutureBeyondNextYear"]],
    ["custom_2026-07-01_2027-03-01", ["FutureThisYear", "FutureNextYear"]],
    ["custom_2027-06-01_2030-01-01", ["FutureNextYear", "FutureBeyondNextYear"]],
    ["custom_2026-07-01_2028-03-01", ["FutureThisYear", "FutureNextYear", "FutureBeyondNextYear"]],
    // Entirely in the past: one bucket by the days from its end to today.
    ["custom_2026-01-01_2026-06-15", ["Last2Months"]],
    ["custom_2026-06-15_2026-06-15", ["Last2Months"]],
    ["custom_2026-01-01_2026-04-16", ["Last2Months"]],
    ["custom_2026-01-01_2026-04-15", ["Last6Months"]],
    ["custom_2025-01-01_2025-12-17", ["Last6Months"]],
    ["custom_2025-01-01_2025-12-16", ["Last1Year"]],
    ["custom_2025-01-01_2025-06-15", ["Last1Year"]],
    ["custom_2025-01-01_2025-06-14", ["Last5Years"]],
    ["custom_2010-01-01_2012-12-31", ["Last5Years"]],
    // Mixed past and future.
    ["custom_2026-01-01_2026-12-31", ["Last1Year", "FutureThisYear"]],
    ["custom_2026-06-15_2026-06-16", ["Last1Year", "FutureThisYear"]],
    ["custom_2020-01-01_2030-01-01", ["Last1Year", "FutureThisYear"]],
    // Day-month-year days are accepted too, alone or mixed with ISO days.
    ["custom_01-07-2026_31-08-2026", ["FutureThisYear"]],
    ["custom_2026-01-01_16-04-2026", ["Last2Months"]],
  ])("maps %j to %j on 2026-06-15", (range, expected) => {
    expect(customRangeCategories(range, TODAY)).toEqual(expected);
  });

  it.each([
    ["custom_2026-01-01"],
    ["custom_2026-01-01_2026-02-01_2026-03-01"],
    ["custom__"],
    ["custom_2026-13-01_2026-12-31"],
    ["custom_2026-02-30_2026-03-01"],
    ["custom_31-02-2026_01-03-2026"],
    ["custom_yesterday_today"],
    ["custom_Q3-2026_Q4-2026"],
    ["custom_2026/01/01_2026/02/01"],
    ["custom_2026-12-31_2026-01-01"],
    ["custom_2026-07-02_2026-07-01"],
    ["range_2026-01-01_2026-02-01"],
    [""],
  ])("refuses the malformed range %j (null: unfiltered)", (range) => {
    expect(customRangeCategories(range, TODAY)).toBeNull();
  });
});

describe("filtering a list by release date", () => {
  const games = [
    { title: "Out last week", releaseDate: "08-06-2026" },
    { title: "Out in 2019", releaseDate: "05-03-2019" },
    { title: "Next month", releaseDate: "07-2026" },
    { title: "Late this year", releaseDate: "Q4-2026" },
    { title: "Next year", releaseDate: "H2-2027" },
    { title: "Someday", releaseDate: "TBA" },
    { title: "Broken date", releaseDate: "31-02-2026" },
  ];
  const releaseDateOf = (game: (typeof games)[number]) => game.releaseDate;
  const titles = (list: typeof games) => list.map((game) => game.title);

  it.each<[string | null, string[]]>([
    ["Released", ["Out last week", "Out in 2019"]],
    ["Last2Months", ["Out last week"]],
    ["UnReleased", ["Next month", "Late this year", "Next year", "Someday"]],
    ["Next2Months", ["Next month"]],
    ["FutureThisYear", ["Next month", "Late this year"]],
    ["ToBeConfirmed", ["Next month", "Late this year", "Next year"]],
    ["ToBeAnnounced", ["Someday"]],
    ["custom_2026-07-01_2026-12-31", ["Next month", "Late this year"]],
    ["custom_2026-07-01_2027-12-31", ["Next month", "Late this year", "Next year"]],
    ["custom_2026-05-01_2026-06-10", ["Out last week"]],
  ])("the filter %j keeps %j", (filterValue, expected) => {
    expect(titles(filterByReleaseDate(games, filterValue, releaseDateOf, TODAY))).toEqual(expected);
  });

  it.each([["all"], [null], ["custom_2026-07-01"], ["custom_2026-12-31_2026-01-01"], ["custom_a_b"], ["nonsense"]])(
    "the filter %p returns the whole list, unparseable dates included",
    (filterValue) => {
      expect(filterByReleaseDate(games, filterValue, releaseDateOf, TODAY)).toEqual(games);
    },
  );

  it("keeps an item in any of several categories and leaves the input list alone", () => {
    const input = [...games];
    const kept = filterByReleaseDateCategories(input, ["Last2Months", "ToBeAnnounced"], releaseDateOf, TODAY);
    expect(titles(kept)).toEqual(["Out last week", "Someday"]);
    expect(input).toEqual(games);
  });

  it("returns a copy for unfiltered lists, so callers may sort it without touching the source", () => {
    const unfiltered = filterByReleaseDateCategories(games, null, releaseDateOf, TODAY);
    expect(unfiltered).toEqual(games);
    expect(unfiltered).not.toBe(games);
  });
});

describe("a game page's release line", () => {
  it.each([
    [{ dateDisplay: "Aug 14, 2023", released: true, played: true }, "Released Aug 14, 2023"],
    [{ dateDisplay: "Q4 2026", released: false, played: false }, "Releases Q4 2026"],
    [{ dateDisplay: null, released: false, played: true }, "Released, date unknown"],
    [{ dateDisplay: null, released: false, played: false }, "Release date not announced"],
  ])("%j reads %s", (game, line) => {
    expect(releaseLine(game)).toBe(line);
  });
});
