import { formatMonthOfDay, formatReleaseDate, MONTH_INDEX, monthIndexOf, parseReleaseDate, releaseYearOf } from "@/lib/domain/dates";

describe("parseReleaseDate", () => {
  it.each([
    ["05-03-2024", "exact-day", 2024, "2024-03-05", "2024-03-05"],
    ["5-3-2024", "exact-day", 2024, "2024-03-05", "2024-03-05"],
    ["29-02-2024", "exact-day", 2024, "2024-02-29", "2024-02-29"],
    ["31-12-2026", "exact-day", 2026, "2026-12-31", "2026-12-31"],
    [" 01-01-2027 ", "exact-day", 2027, "2027-01-01", "2027-01-01"],
    ["Q1-2027", "quarter", 2027, "2027-01-01", "2027-03-31"],
    ["Q2-2027", "quarter", 2027, "2027-04-01", "2027-06-30"],
    ["Q3-2027", "quarter", 2027, "2027-07-01", "2027-09-30"],
    ["Q4-2026", "quarter", 2026, "2026-10-01", "2026-12-31"],
    ["q3-2027", "quarter", 2027, "2027-07-01", "2027-09-30"],
    ["H1-2027", "half", 2027, "2027-01-01", "2027-06-30"],
    ["H2-2027", "half", 2027, "2027-07-01", "2027-12-31"],
    ["h2-2027", "half", 2027, "2027-07-01", "2027-12-31"],
    ["11-2026", "month", 2026, "2026-11-01", "2026-11-30"],
    ["02-2024", "month", 2024, "2024-02-01", "2024-02-29"],
    ["02-2023", "month", 2023, "2023-02-01", "2023-02-28"],
    ["3-2026", "month", 2026, "2026-03-01", "2026-03-31"],
    ["12-2026", "month", 2026, "2026-12-01", "2026-12-31"],
    ["TBA 2028", "tba-year", 2028, "2028-01-01", "2028-12-31"],
    ["tba 2028", "tba-year", 2028, "2028-01-01", "2028-12-31"],
  ])("reads %j as a %s of %i from %s to %s", (text, kind, year, earliest, latest) => {
    expect(parseReleaseDate(text)).toEqual({ kind, year, earliest, latest });
  });

  it.each([["TBA"], ["tba"], [" TBA "]])("reads %j as to be announced, with no year and no days", (text) => {
    expect(parseReleaseDate(text)).toEqual({ kind: "tba", year: null, earliest: null, latest: null });
  });

  it.each([
    ["31-02-2024"],
    ["29-02-2023"],
    ["31-04-2026"],
    ["00-01-2024"],
    ["32-01-2024"],
    ["01-13-2024"],
    ["01-00-2024"],
    ["Q5-2024"],
    ["Q0-2024"],
    ["H3-2024"],
    ["H0-2024"],
    ["13-2024"],
    ["00-2024"],
    ["2024"],
    ["2024-03-05"],
    ["05/03/2024"],
    ["05-03-24"],
    ["Q3 2027"],
    ["TBA2028"],
    ["TBA 28"],
    ["TBD"],
    ["Coming soon"],
    [""],
  ])("refuses %j instead of shifting it to another day", (text) => {
    expect(parseReleaseDate(text)).toBeNull();
  });
});

describe("month names", () => {
  it("maps January to 0 through December to 11", () => {
    expect(Object.entries(MONTH_INDEX)).toEqual([
      ["January", 0],
      ["February", 1],
      ["March", 2],
      ["April", 3],
      ["May", 4],
      ["June", 5],
      ["July", 6],
      ["August", 7],
      ["September", 8],
      ["October", 9],
      ["November", 10],
      ["December", 11],
    ]);
  });

  it.each([
    ["January", 0],
    ["january", 0],
    ["JANUARY", 0],
    ["Jan", 0],
    ["jan", 0],
    ["Sep", 8],
    ["September", 8],
    [" may ", 4],
    ["Dec", 11],
    ["december", 11],
    ["Sept", null],
    ["Ja", null],
    ["Decembe", null],
    ["Mayo", null],
    ["Month", null],
    ["", null],
  ])("looks up %j as %p", (name, expected) => {
    expect(monthIndexOf(name)).toBe(expected);
  });
});

describe("releaseYearOf", () => {
  it.each([
    ["2024", 2024],
    ["Q3-2027", 2027],
    ["Q5-2024", 2024],
    ["3-2026", 2026],
    ["11-2026", 2026],
    ["05-03-2024", 2024],
    ["H2-2027", 2027],
    ["2024-03-05", 2024],
    ["2024-2025", 2024],
    [" 2024 ", 2024],
    ["TBA 2028", 2028],
    ["tba  2029", 2029],
    ["TBA", null],
    ["Q3-27", null],
    ["20245", null],
    ["abc-2024x", null],
    ["", null],
    [null, null],
    [undefined, null],
  ])("finds the year of %j: %p", (text, expected) => {
    expect(releaseYearOf(text)).toBe(expected);
  });
});

describe("formatReleaseDate", () => {
  it.each([
    ["05-03-2024", "Mar 5, 2024"],
    ["01-01-2026", "Jan 1, 2026"],
    ["14-02-2026", "Feb 14, 2026"],
    ["29-02-2024", "Feb 29, 2024"],
    ["30-04-2026", "Apr 30, 2026"],
    ["31-05-2026", "May 31, 2026"],
    ["15-06-2026", "Jun 15, 2026"],
    ["04-07-2026", "Jul 4, 2026"],
    ["20-08-2026", "Aug 20, 2026"],
    ["09-09-2026", "Sep 9, 2026"],
    ["10-10-2026", "Oct 10, 2026"],
    ["11-11-2026", "Nov 11, 2026"],
    ["31-12-2025", "Dec 31, 2025"],
    // A month-only date reads as every other month does (the real Steam data has 100 of them).
    ["11-2018", "Nov 2018"],
    ["1-2026", "Jan 2026"],
  ])("shows %j as %j", (text, shown) => {
    expect(formatReleaseDate(text)).toBe(shown);
  });

  it.each([["31-02-2024"], ["00-01-2024"], ["13-2026"], ["Q3-2027"], ["H2-2027"], ["TBA 2028"], ["TBA"], ["soon"], [""]])(
    "shows %j exactly as given",
    (text) => {
      expect(formatReleaseDate(text)).toBe(text);
    },
  );
});

describe("formatMonthOfDay", () => {
  it("writes the month of an ISO day or month as the display format does", () => {
    expect(formatMonthOfDay("2013-11-15")).toBe("Nov 2013");
    expect(formatMonthOfDay("2024-01")).toBe("Jan 2024");
  });
});
