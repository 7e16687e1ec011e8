import { formatMoney, formatValue } from "@/lib/ui/format";

describe("money as people read it", () => {
  it("keeps cents below $1,000 and three significant digits with a unit above", () => {
    expect(formatMoney(59.99)).toBe("$59.99");
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney(999.99)).toBe("$999.99");
    expect(formatMoney(2_384.5)).toBe("$2.38K");
    expect(formatMoney(512_000)).toBe("$512K");
    expect(formatMoney(4_361_000)).toBe("$4.36M");
    expect(formatMoney(20_984_600_000)).toBe("$21.0B");
    expect(formatMoney(69_796_800_000)).toBe("$69.8B");
    expect(formatMoney(-1_500_000)).toBe("-$1.50M");
  });

  it("rounds up into the next unit instead of writing four digits", () => {
    expect(formatMoney(999.996)).toBe("$1.00K");
    expect(formatMoney(999_950)).toBe("$1.00M");
    expect(formatMoney(999_950_000)).toBe("$1.00B");
  });

  it("says a missing amount with a dash", () => {
    expect(formatMoney(null)).toBe("-");
    expect(formatMoney(Number.NaN)).toBe("-");
  });

  it("writes revenue columns with it, and exact amounts in whole dollars from $1,000", () => {
    expect(formatValue("revenue", 69_796_800_000)).toBe("$69.8B");
    expect(formatValue("usd", 2_384_023.95)).toBe("$2,384,024");
    expect(formatValue("usd", 59.99)).toBe("$59.99");
  });
});

describe("days in one format", () => {
  it("writes a day column's ISO days and timestamps as 'Aug 14, 2023', and a missing day as '-'", () => {
    expect(formatValue("day", "2023-08-14")).toBe("Aug 14, 2023");
    expect(formatValue("day", "2026-11-17T00:00:00.000Z")).toBe("Nov 17, 2026");
    expect(formatValue("day", null)).toBe("-");
    expect(formatValue("day", "Q4-2026")).toBe("-");
  });
});
