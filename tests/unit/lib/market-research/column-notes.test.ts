// Market research's estimated columns say how they are estimated (issue 15, part 3): the column chooser and the
// notes under the table name the method and its inputs, and the model's own constants.
import { MARKET_COLUMNS } from "@/lib/market-research/market-research-query";
import { formatValue } from "@/lib/ui/format";

const column = (key: string) => MARKET_COLUMNS.find((c) => c.key === key)!;

describe("market research column notes", () => {
  it("marks exactly the estimated columns, each with its method", () => {
    expect(MARKET_COLUMNS.filter((c) => "estimate" in c).map((c) => c.key)).toEqual(["total_players", "copies_sold", "revenue", "arpu"]);
    expect(column("copies_sold").description).toContain("Review multiplier (Boxleiter): the game's Steam reviews × the review multiplier of its release year");
    expect(column("total_players").description).toContain("Owners estimate: SteamSpy's owners range (its midpoint)");
    expect(column("revenue").description).toContain("Copies × net price: copies sold");
    expect(column("revenue").description).toContain("3% of players pay, $25.00 a year each, for up to 5 years of play");
    expect(column("arpu").description).toContain("Revenue per player: lifetime revenue ÷ total players");
  });

  it("writes sentiment as a share, not as a change", () => {
    expect(column("sentiment").format).toBe("percent");
    expect(formatValue(column("sentiment").format, 85)).toBe("85.0%");
  });
});
