import fc from "fast-check";
import {
  DEFAULT_COLUMNS,
  DEFAULT_QUERY,
  MARKET_COLUMNS,
  customRange,
  exactDays,
  exactDaysOf,
  marketResearchHref,
  parseMarketResearchQuery,
  releaseLabel,
  sectionsParams,
  toSearchParams,
  type MarketResearchQuery,
} from "@/lib/market-research/market-research-query";
import { RELEASE_DATE_FILTER_OPTIONS } from "@/lib/domain/release-categories";

const parse = (search: string) => parseMarketResearchQuery(new URLSearchParams(search));

describe("parseMarketResearchQuery", () => {
  it("gives the specification's defaults for an empty address: all sizes, all platforms, all time, all statuses", () => {
    const { query, notes } = parse("");
    expect(notes).toEqual([]);
    expect(query).toEqual(DEFAULT_QUERY);
    expect(query.sizes).toEqual(["Indie", "AA", "AAA"]);
    expect(query.platformId).toBeNull();
    expect(query.release).toBe("all");
    expect(query.status).toBe("all");
  });

  it.each([
    ["size=Indie", ["Indie"]],
    ["size=indie,aaa", ["Indie", "AAA"]],
    ["size=AAA&size=AA", ["AA", "AAA"]],
  ])("reads developer sizes from %s", (search, sizes) => {
    expect(parse(search).query.sizes).toEqual(sizes);
  });

  it("drops an unknown developer size with a note and keeps the known ones", () => {
    const { query, notes } = parse("size=Indie,Huge");
    expect(query.sizes).toEqual(["Indie"]);
    expect(notes).toEqual([expect.objectContaining({ param: "size", message: expect.stringContaining("Huge") })]);
  });

  it("reads every release-date option of the specification", () => {
    for (const option of RELEASE_DATE_FILTER_OPTIONS) {
      const { query, notes } = parse(`release=${option.value}`);
      expect(notes).toEqual([]);
      expect(query.release).toBe(option.value);
    }
  });

  it("turns the form's custom range into custom_{start}_{end} and keeps a canonical one", () => {
    expect(parse("release=custom&from=2025-01-01&to=2025-03-31").query.release).toBe("custom_2025-01-01_2025-03-31");
    expect(parse("release=custom_2025-01-01_2025-03-31").query.release).toBe("custom_2025-01-01_2025-03-31");
    expect(parse("release=custom&from=2025-01-01&to=2025-01-01").query.release).toBe("custom_2025-01-01_2025-01-01");
    // Ticked "Exactly these days": the days themselves.
    expect(parse("release=custom&from=2025-01-01&to=2025-03-31&exact=1").query.release).toBe("days_2025-01-01_2025-03-31");
  });

  it("keeps exact days, either side open, as they are written", () => {
    expect(parse("release=days_2023-01-01_2023-12-31").query.release).toBe("days_2023-01-01_2023-12-31");
    expect(parse("release=days_2020-01-01_").query.release).toBe("days_2020-01-01_");
    expect(parse("release=days__2019-12-31").query.release).toBe("days__2019-12-31");
    expect(exactDaysOf("days__2019-12-31")).toEqual({ start: null, end: "2019-12-31" });
    expect(exactDays("2023-01-01", null)).toBe("days_2023-01-01_");
    expect(exactDays(null, null)).toBeNull();
  });

  it.each([
    "release=days__",
    "release=days_2023-12-31_2023-01-01",
    "release=days_2023-02-30_",
    "release=days_2023-01-01",
    "release=custom&from=2025-01-01&exact=1",
    "release=custom&from=2025-03-31&to=2025-01-01&exact=1",
    "release=custom&from=2025-03-31&to=2025-01-01",
    "release=custom&from=2025-02-30&to=2025-03-01",
    "release=custom&from=2025-01-01",
    "release=custom_2025-01-01",
    "release=custom_2025-01-01_2025-13-01",
    "release=custom_01-01-2025_2025-03-01_x",
    "release=LastCentury",
  ])("resets a malformed release value to all time with a note (%s)", (search) => {
    const { query, notes } = parse(search);
    expect(query.release).toBe("all");
    expect(notes.map((note) => note.param)).toEqual(["release"]);
  });

  it.each([
    ["platform=abc", "platform"],
    ["platform=-3", "platform"],
    ["status=soon", "status"],
    ["datapoint=everything", "datapoint"],
    ["sort=hype", "sort"],
    ["dir=up", "dir"],
    ["page=0", "page"],
    ["page=two", "page"],
    ["per=100", "per"],
    ["cls_type=genre", "cls_type"],
    ["cols=hype", "cols"],
  ])("ignores %s with a note naming %s", (search, param) => {
    const { query, notes } = parse(search);
    expect(notes.map((note) => note.param)).toEqual([param]);
    expect(query).toEqual(DEFAULT_QUERY);
  });

  it("reads a platform, status, data point, columns, sort, page and page size", () => {
    const { query, notes } = parse("platform=264&status=upcoming&datapoint=premium&cols=revenue,price,hype&sort=price&dir=asc&page=3&per=50&cls_type=17");
    expect(query).toMatchObject({
      platformId: 264,
      status: "upcoming",
      datapoint: "premium",
      columns: ["revenue", "price"],
      sort: "price",
      direction: "asc",
      page: 3,
      perPage: 50,
      featureTypeId: 17,
    });
    expect(notes.map((note) => note.param)).toEqual(["cols"]);
  });

  it("sorts text columns A to Z and figures highest first unless a direction is given", () => {
    expect(parse("sort=title").query.direction).toBe("asc");
    expect(parse("sort=release_date").query.direction).toBe("asc");
    expect(parse("sort=revenue").query.direction).toBe("desc");
    expect(parse("sort=title&dir=desc").query.direction).toBe("desc");
  });

  it("accepts a value given as an array by the framework", () => {
    expect(parseMarketResearchQuery({ size: ["Indie", "AA"], platform: "3" }).query).toMatchObject({ sizes: ["Indie", "AA"], platformId: 3 });
  });
});

describe("toSearchParams and marketResearchHref", () => {
  it("writes nothing for the default view", () => {
    expect(toSearchParams(DEFAULT_QUERY).toString()).toBe("");
    expect(marketResearchHref(DEFAULT_QUERY)).toBe("/market-research-page");
  });

  it("writes only what differs, in a fixed order", () => {
    const query: MarketResearchQuery = {
      ...DEFAULT_QUERY,
      sizes: ["AAA", "Indie"],
      platformId: 48,
      release: "custom_2024-01-01_2024-06-30",
      sort: "title",
      direction: "asc",
      page: 2,
    };
    expect(marketResearchHref(query)).toBe("/market-research-page?size=Indie%2CAAA&platform=48&release=custom_2024-01-01_2024-06-30&sort=title&page=2");
  });

  it("goes back to page 1 when a filter or the sort changes, not when the chart type or the columns change", () => {
    const onPage3 = { ...DEFAULT_QUERY, page: 3 };
    expect(marketResearchHref(onPage3, { platformId: 3 })).toBe("/market-research-page?platform=3");
    expect(marketResearchHref(onPage3, { sort: "revenue" })).toBe("/market-research-page?sort=revenue");
    expect(marketResearchHref(onPage3, { featureTypeId: 17 })).toBe("/market-research-page?cls_type=17&page=3");
    expect(marketResearchHref(onPage3, { page: 4 })).toBe("/market-research-page?page=4");
  });

  it("round-trips every view: parsing the canonical address gives the view back with no note", () => {
    const sizes = fc.subarray(["Indie", "AA", "AAA"] as const, { minLength: 1 });
    const release = fc.oneof(
      fc.constantFrom(...RELEASE_DATE_FILTER_OPTIONS.map((option) => option.value as string)),
      fc
        .tuple(fc.date({ min: new Date("2000-01-01"), max: new Date("2040-12-31"), noInvalidDate: true }), fc.integer({ min: 0, max: 4000 }))
        .map(([start, days]) => {
          const from = start.toISOString().slice(0, 10);
          const to = new Date(start.getTime() + days * 86_400_000).toISOString().slice(0, 10);
          return customRange(from, to)!;
        }),
      fc
        .tuple(fc.date({ min: new Date("2000-01-01"), max: new Date("2040-12-31"), noInvalidDate: true }), fc.integer({ min: 0, max: 4000 }), fc.nat(2))
        .map(([start, days, open]) => {
          const from = start.toISOString().slice(0, 10);
          const to = new Date(start.getTime() + days * 86_400_000).toISOString().slice(0, 10);
          return exactDays(open === 1 ? null : from, open === 2 ? null : to)!;
        }),
    );
    const view = fc.record({
      sizes,
      platformId: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
      featureIds: fc.uniqueArray(fc.integer({ min: 1, max: 100_000 }), { maxLength: 8 }),
      release,
      status: fc.constantFrom("all" as const, "upcoming" as const),
      datapoint: fc.constantFrom(...(["all_games", "released", "upcoming", "free_to_play", "premium", "top_100_players", "early_access", "dlc"] as const)),
      columns: fc.subarray(
        MARKET_COLUMNS.map((column) => column.key),
        { minLength: 1 },
      ),
      sort: fc.constantFrom("title" as const, ...MARKET_COLUMNS.map((column) => column.key)),
      direction: fc.constantFrom("asc" as const, "desc" as const),
      page: fc.integer({ min: 1, max: 999 }),
      perPage: fc.constantFrom(25 as const, 50 as const),
      featureTypeId: fc.integer({ min: 1, max: 200 }),
    });
    fc.assert(
      fc.property(view, (query) => {
        const { query: back, notes } = parseMarketResearchQuery(toSearchParams(query));
        expect(notes).toEqual([]);
        expect(back).toEqual({
          ...query,
          sizes: ["Indie", "AA", "AAA"].filter((size) => (query.sizes as string[]).includes(size)),
          featureIds: [...query.featureIds].sort((a, b) => a - b),
          columns: MARKET_COLUMNS.map((c) => c.key).filter((key) => query.columns.includes(key)),
        });
        expect(toSearchParams(back).toString()).toBe(toSearchParams(query).toString());
      }),
    );
  });

  it("reads features as classification ids every game must carry, and names what is not an id", () => {
    const { query, notes } = parseMarketResearchQuery(new URLSearchParams({ feature: "104,7,104,RPG,0" }));
    expect(query.featureIds).toEqual([7, 104]);
    expect(notes).toEqual([{ param: "feature", message: "Feature “RPG, 0” is not a classification id and was ignored." }]);
    expect(toSearchParams(query).get("feature")).toBe("7,104");
  });

  it("keeps the default columns out of the address", () => {
    expect(toSearchParams({ ...DEFAULT_QUERY, columns: [...DEFAULT_COLUMNS] }).has("cols")).toBe(false);
  });
});

describe("sectionsParams", () => {
  it("keeps a view's filters and chart type, and leaves out its sort, page, page size and columns", () => {
    const { query } = parseMarketResearchQuery(
      new URLSearchParams(
        "size=Indie&platform=6&feature=3,1&release=Last5Years&status=upcoming&datapoint=premium&cls_type=2&sort=revenue&dir=asc&page=4&per=50&cols=revenue",
      ),
    );
    expect(Object.fromEntries(sectionsParams(query))).toEqual({
      size: "Indie",
      platform: "6",
      feature: "1,3",
      release: "Last5Years",
      status: "upcoming",
      datapoint: "premium",
      cls_type: "2",
    });
    expect(sectionsParams(DEFAULT_QUERY).toString()).toBe("");
    // A sort or page of the same view asks for the same sections.
    expect(sectionsParams({ ...query, sort: "title", page: 1 }).toString()).toBe(sectionsParams(query).toString());
  });
});

describe("releaseLabel", () => {
  it("names an option as the specification does", () => {
    expect(releaseLabel("Next2Months", "2025-06-01")).toBe("next 2 months");
    expect(releaseLabel("FutureBeyondNextYear", "2025-06-01")).toBe("releasing later");
  });

  it("says which categories a custom range is read as on the day, and gives exact days as they are", () => {
    // 001 §4: a range wholly past goes by how long ago it ends; one across today is the last year and this year.
    expect(releaseLabel("custom_2025-01-01_2025-02-01", "2025-06-01")).toBe("2025-01-01 to 2025-02-01, read as last 6 months");
    expect(releaseLabel("custom_2023-01-01_2023-12-31", "2023-08-14")).toBe("2023-01-01 to 2023-12-31, read as last 1 year and releasing this year");
    expect(releaseLabel("days_2023-01-01_2023-08-14", "2023-08-14")).toBe("2023-01-01 to 2023-08-14");
    expect(releaseLabel("days_2020-01-01_", "2023-08-14")).toBe("on or after 2020-01-01");
    expect(releaseLabel("days__2019-12-31", "2023-08-14")).toBe("on or before 2019-12-31");
  });
});
