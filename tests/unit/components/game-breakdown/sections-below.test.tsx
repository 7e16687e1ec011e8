/** @jest-environment jsdom */
// The game breakdown's symbiotic games: with no game found, the section says why: too few days of player counts
// to correlate (a first import of real data holds one day), or no game close enough.
import { act, render, screen } from "@testing-library/react";
import { GameSectionsBelow } from "@/components/game-breakdown/sections-below";
import type { GameSectionsBelowTheFold } from "@/lib/game-breakdown/below-the-fold";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }) }));
jest.mock("@/components/charts/line-chart-canvas", () => ({ __esModule: true, default: () => null }));

function parts(monthOfHistory: boolean): GameSectionsBelowTheFold {
  return {
    competitors: [],
    symbiotic: [],
    fit: null,
    revenue: null,
    sentiment: null,
    wishlists: null,
    social: null,
    videos: null,
    screenshots: null,
    monthOfHistory,
  };
}

async function symbioticSection(data: GameSectionsBelowTheFold) {
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ success: true, data }) })) as unknown as typeof fetch;
  await act(async () => {
    render(<GameSectionsBelow gameId={7} title="Dota 2" sources={{ gameBreakdown: "cache", marketingStrategy: "cache" }} />);
  });
  return screen.getByTestId("section-symbiotic");
}

describe("GameSectionsBelow, symbiotic games", () => {
  it("says that fewer than 30 days of player counts leave nothing to correlate", async () => {
    const section = await symbioticSection(parts(false));
    expect(section).toHaveTextContent("Symbiotic games need 30 days of daily player counts to compare; the data holds fewer.");
    expect(section).not.toHaveTextContent("No games share this game's audience closely enough.");
  });

  it("says no game is close enough when the counts cover a month", async () => {
    const section = await symbioticSection(parts(true));
    expect(section).toHaveTextContent("No games share this game's audience closely enough.");
  });
});
