/** @jest-environment jsdom */
// Market research's share of players by feature: its table compares the latest month with the first, and says the
// latest month once when the data holds one month (a first import of real data).
import { act, render, screen, within } from "@testing-library/react";
import { MarketResearchSectionsBelow } from "@/components/market-research/sections-below";
import type { MarketResearchBelowTheFold } from "@/lib/market-research/below-the-fold";
import { parseMarketResearchQuery } from "@/lib/market-research/market-research-query";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }) }));
jest.mock("@/components/charts/line-chart-canvas", () => ({ __esModule: true, default: () => null }));
jest.mock("@/components/charts/bar-chart-canvas", () => ({ __esModule: true, default: () => null }));

const { query } = parseMarketResearchQuery({});
const types = [{ id: 1, name: "Genre" }];

function parts(months: string[]): MarketResearchBelowTheFold {
  const series = (cls_id: number, name: string, shares: number[]) => ({ cls_id, name, shares, players: shares.map((share) => share * 1000) });
  return {
    matched: 2,
    byReleaseYear: [],
    byPlatform: [],
    featureShare: {
      classification_type_id: 1,
      months,
      totals: months.map(() => 100_000),
      features: [series(11, "Action", months.length === 1 ? [77.5] : [60, 77.5]), series(12, "Indie", months.length === 1 ? [21.2] : [30, 21.2])],
    },
  };
}

async function renderWith(data: MarketResearchBelowTheFold) {
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ success: true, data }) })) as unknown as typeof fetch;
  await act(async () => {
    render(<MarketResearchSectionsBelow query={query} types={types} />);
  });
  return screen.getByTestId("feature-share-table");
}

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole("columnheader")
    .map((cell) => cell.textContent?.trim());

describe("MarketResearchSectionsBelow, share of players by feature", () => {
  it("compares the latest month's share with the first month's", async () => {
    const table = await renderWith(parts(["2026-11", "2026-12"]));
    expect(headers(table)).toEqual(["Genre", "Share, Dec 2026", "Share, Nov 2026", "Players (monthly average of daily peaks)"]);
    expect(within(table).getAllByTestId("table-row")[0]).toHaveTextContent(/Action\s*77\.5%\s*60\.0%/);
  });

  it("shows one share column when the data holds a single month", async () => {
    const table = await renderWith(parts(["2026-12"]));
    expect(headers(table)).toEqual(["Genre", "Share, Dec 2026", "Players (monthly average of daily peaks)"]);
    expect(within(table).getAllByTestId("table-row")[0]).toHaveTextContent(/Action\s*77\.5%\s*77\.5K/);
  });
});
