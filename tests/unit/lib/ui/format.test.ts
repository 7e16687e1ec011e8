import {
  formatAxisTick,
  formatCompact,
  formatCount,
  formatInteger,
  formatMoney,
  formatMultiple,
  formatOrdinal,
  formatPercent,
  formatPeriod,
  formatScore,
  formatValue,
} from "@/lib/ui/format";

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

describe("counts, shares, scores and spreads in one format", () => {
  it("writes a share already in percent with one decimal and no sign, and a missing one as '-'", () => {
    expect(formatPercent(12.345)).toBe("12.3%");
    expect(formatPercent(85)).toBe("85.0%");
    expect(formatPercent(null)).toBe("-");
    expect(formatValue("percent", 3.06)).toBe("3.1%");
  });

  it("writes an exact count with thousands separators", () => {
    expect(formatInteger(1_234_567.4)).toBe("1,234,567");
    expect(formatInteger(undefined)).toBe("-");
    expect(formatValue("integer", 15_300_000)).toBe("15,300,000");
  });

  it("writes players compactly with capital units", () => {
    expect(formatCompact(1_200_000)).toBe("1.2M");
    expect(formatCompact(10_000)).toBe("10K");
    expect(formatCompact(1_500_000_000)).toBe("1.5B");
  });

  it("writes a score with one decimal and a spread with ×", () => {
    expect(formatScore(84.96)).toBe("85.0");
    expect(formatScore(null)).toBe("-");
    expect(formatMultiple(2.345)).toBe("2.3×");
  });
});

describe("dated chart labels", () => {
  it("writes a day as the day columns do, a month as the month columns do, and leaves other labels", () => {
    expect(formatPeriod("2026-10-27")).toBe("Oct 27, 2026");
    expect(formatPeriod("2026-11-17T00:00:00.000Z")).toBe("Nov 17, 2026");
    expect(formatPeriod("2026-10")).toBe("Oct 2026");
    expect(formatPeriod("Q4-2026")).toBe("Q4-2026");
  });
});

describe("chart axis ticks", () => {
  const ticks = (...values: number[]) => values.map((value) => ({ value }));

  it("writes a small share's ticks with the decimals their step needs, each once", () => {
    const small = ticks(0, 0.02, 0.04, 0.06, 0.08, 0.1, 0.12, 0.14, 0.16, 0.18, 0.2);
    const labels = small.map((tick) => formatAxisTick("percent", tick.value, small));
    expect(labels.slice(0, 3)).toEqual(["0.00%", "0.02%", "0.04%"]);
    expect(new Set(labels).size).toBe(labels.length);
    const tiny = ticks(0, 0.0005, 0.001);
    expect(tiny.map((tick) => formatAxisTick("percent", tick.value, tiny))).toEqual(["0.0000%", "0.0005%", "0.0010%"]);
  });

  it("keeps one decimal for ordinary shares, and other formats as the screens write them", () => {
    const shares = ticks(0, 10, 20, 30);
    expect(shares.map((tick) => formatAxisTick("percent", tick.value, shares))).toEqual(["0.0%", "10.0%", "20.0%", "30.0%"]);
    const tenths = ticks(0, 0.1, 0.2);
    expect(tenths.map((tick) => formatAxisTick("percent", tick.value, tenths))).toEqual(["0.0%", "0.1%", "0.2%"]);
    expect(formatAxisTick("compact", 12_000, ticks(0, 2_000))).toBe("12K");
    expect(formatAxisTick("percent", 0.2, ticks(0.2))).toBe("0.2%");
  });
});

describe("counts with their noun", () => {
  it("writes thousands with separators and the singular for one", () => {
    expect(formatCount(61_198, "game", "games")).toBe("61,198 games");
    expect(formatCount(1, "game", "games")).toBe("1 game");
    expect(formatCount(0, "match", "matches")).toBe("0 matches");
  });
});

describe("ranks in words", () => {
  it("writes the ordinal's ending, the teens included", () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112, 113].map(formatOrdinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "101st",
      "111th",
      "112th",
      "113th",
    ]);
  });
});
