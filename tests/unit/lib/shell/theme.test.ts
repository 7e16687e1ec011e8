import { isDark, isTheme } from "@/lib/shell/theme";

describe("theme", () => {
  it.each([
    ["light", false, false],
    ["light", true, false],
    ["dark", false, true],
    ["system", true, true],
    ["system", false, false],
  ] as const)("%s with the system preferring dark=%s is dark=%s", (theme, systemDark, dark) => {
    expect(isDark(theme, systemDark)).toBe(dark);
  });

  it("accepts only the three themes from storage", () => {
    expect(["light", "dark", "system", null, "Dark", ""].map(isTheme)).toEqual([true, true, true, false, false, false]);
  });
});
