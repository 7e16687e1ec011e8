import { formatMetric } from "@/lib/lumos/criteria";

describe("figures in Lumos answers use the screens' formats", () => {
  it.each([
    ["price", 59.99, "$59.99"],
    ["price", 2_500, "$2,500"],
    ["arpu", 22.8, "$22.80"],
    ["revenue", 20_984_600_000, "$21.0B"],
    ["sentiment", 85, "85.0%"],
    ["growth", 12.34, "+12.3%"],
    ["peak_players", 1_200_000, "1.2M"],
  ] as const)("writes %s %p as %p", (metric, value, text) => {
    expect(formatMetric(metric, value)).toBe(text);
  });
});
