/** @jest-environment jsdom */
// Market research's summary tiles: a figure is summed over the matched games that have it, "-" when none has, and its
// hover text says how many of the matched games it adds up (games to come have no players or revenue, not 0).
import { render, screen } from "@testing-library/react";
import { SummarySection } from "@/components/market-research/sections";
import { parseMarketResearchQuery } from "@/lib/market-research/market-research-query";
import type { MarketResearchSummary } from "@/lib/market-research/select-games";

const mockSummary: { current: MarketResearchSummary } = {
  current: { games: 0, totalPlayers: { sum: 0, games: 0 }, totalRevenue: { sum: 0, games: 0 }, peakPlayers: { sum: 0, games: 0 } },
};
jest.mock("@/lib/market-research/load", () => ({ loadSelection: async () => ({ summary: mockSummary.current }) }));

const { query } = parseMarketResearchQuery({});

async function renderSummary(summary: MarketResearchSummary) {
  mockSummary.current = summary;
  render(await SummarySection({ query }));
  const tile = (testId: string) => screen.getByTestId(testId);
  return { players: tile("summary-players"), revenue: tile("summary-revenue"), peak: tile("summary-peak") };
}

describe("SummarySection", () => {
  it("sums over every matched game when each has the figure", async () => {
    const { revenue, peak } = await renderSummary({
      games: 3,
      totalPlayers: { sum: 30_000, games: 3 },
      totalRevenue: { sum: 2_500_000, games: 3 },
      peakPlayers: { sum: 1_200, games: 3 },
    });
    expect(revenue).toHaveTextContent("$2.50M");
    expect(revenue).toHaveAttribute("title", "$2,500,000: the sum over the matched games");
    expect(peak).toHaveAttribute("title", "1,200: the sum of each game's peak of the last 30 days over the matched games");
  });

  it("names how many of the matched games a sum adds up when some lack the figure", async () => {
    const { players, revenue } = await renderSummary({
      games: 319,
      totalPlayers: { sum: 40_000, games: 12 },
      totalRevenue: { sum: 1_000_000, games: 12 },
      peakPlayers: { sum: 900, games: 12 },
    });
    expect(revenue).toHaveTextContent("$1.00M");
    expect(revenue).toHaveAttribute("title", "$1,000,000: the sum over the 12 of the 319 matched games with an estimate");
    expect(players).toHaveAttribute("title", "40,000: the sum over the 12 of the 319 matched games with an estimate");
  });

  it("shows no figure, not 0, when no matched game has it", async () => {
    const { players, revenue, peak } = await renderSummary({
      games: 319,
      totalPlayers: { sum: 0, games: 0 },
      totalRevenue: { sum: 0, games: 0 },
      peakPlayers: { sum: 0, games: 319 },
    });
    expect(revenue).toHaveTextContent(/^-$/);
    expect(players).toHaveTextContent(/^-$/);
    expect(revenue).toHaveAttribute("title", "None of the 319 matched games has an estimate");
    expect(peak).toHaveTextContent(/^0$/);
  });
});
