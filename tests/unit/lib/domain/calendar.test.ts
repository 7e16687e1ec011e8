import { dayNumberOf, daysInMonth, isLeapYear, isoDateOf, isValidCalendarDate, parseIsoDate, toDayNumber } from "@/lib/domain/calendar";

const DAY_MS = 86_400_000;

describe("calendar day arithmetic", () => {
  it("agrees with the JavaScript Date (UTC) for every day from 1900 to 2100", () => {
    const first = Date.UTC(1900, 0, 1) / DAY_MS;
    const last = Date.UTC(2100, 11, 31) / DAY_MS;
    const mismatches: string[] = [];
    for (let day = first; day <= last; day++) {
      const iso = new Date(day * DAY_MS).toISOString().slice(0, 10);
      const [year, month, date] = iso.split("-").map(Number);
      if (isoDateOf(day) !== iso || dayNumberOf(year, month - 1, date) !== day) mismatches.push(iso);
    }
    expect(mismatches).toEqual([]);
  });

  it.each([
    [2024, true],
    [2023, false],
    [1900, false],
    [2000, true],
    [2100, false],
  ])("knows whether %i is a leap year (%s)", (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });

  it.each([
    [2024, 1, 29],
    [2023, 1, 28],
    [2026, 0, 31],
    [2026, 3, 30],
    [2026, 10, 30],
    [2026, 11, 31],
  ])("gives %i-%i %i days", (year, monthIndex, days) => {
    expect(daysInMonth(year, monthIndex)).toBe(days);
  });

  it.each([
    [2024, 1, 29, true],
    [2023, 1, 29, false],
    [2026, 3, 31, false],
    [2026, 0, 0, false],
    [2026, 11, 31, true],
    [2026, 12, 1, false],
    [2026, -1, 1, false],
    [2026, 0, 1.5, false],
  ])("checks %i, month index %i, day %i is a real day: %s", (year, monthIndex, day, valid) => {
    expect(isValidCalendarDate(year, monthIndex, day)).toBe(valid);
  });

  it.each([
    ["2024-02-29", "2024-02-29"],
    ["2026-06-15", "2026-06-15"],
    ["2023-02-29", null],
    ["2024-2-29", null],
    ["29-02-2024", null],
    ["2024-13-01", null],
    ["", null],
    ["yesterday", null],
  ])("reads the strict ISO day %j", (text, expected) => {
    const day = parseIsoDate(text);
    expect(day === null ? null : isoDateOf(day)).toBe(expected);
  });

  it.each([
    ["2026-06-15", "2026-06-15"],
    [new Date("2026-06-15T00:00:00Z"), "2026-06-15"],
    [new Date("2026-06-15T23:59:59Z"), "2026-06-15"],
    [new Date("2026-06-15T23:30:00-05:00"), "2026-06-16"],
  ])("reads today %p as the UTC calendar day %s", (today, expected) => {
    expect(isoDateOf(toDayNumber(today))).toBe(expected);
  });

  it.each([["2026-02-30"], ["15-06-2026"], [""], [new Date("not a date")]])("refuses the invalid today %p instead of guessing", (today) => {
    expect(() => toDayNumber(today)).toThrow(RangeError);
  });
});
