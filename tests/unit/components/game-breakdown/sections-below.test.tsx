/** @jest-environment jsdom */
// The game breakdown's symbiotic games: with no game found, the section says why: too few days of player counts
// to correlate (a first import of real data holds one day), or no game close enough. Its sentiment: a game without
// monthly scores (an imported one) shows the share of its reviews that are positive, the figure Lumos gives.
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

async function section(data: GameSectionsBelowTheFold, id: string) {
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ success: true, data }) })) as unknown as typeof fetch;
  await act(async () => {
    render(<GameSectionsBelow gameId={7} title="Dota 2" sources={{ gameBreakdown: "cache", marketingStrategy: "cache" }} />);
  });
  return screen.getByTestId(id);
}
const symbioticSection = (data: GameSectionsBelowTheFold) => section(data, "section-symbiotic");

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

describe("GameSectionsBelow, sentiment", () => {
  const sentiment = (scores: Array<{ month: string; score: number }>, positive: number, negative: number, reviewScore: number | null) => ({
    ...parts(true),
    sentiment: {
      game_id: 7,
      monthly_scores: scores,
      overall_average: scores.length ? scores.reduce((sum, m) => sum + m.score, 0) / scores.length : null,
      positive_reviews: positive,
      negative_reviews: negative,
      review_score: reviewScore,
    },
  });

  it("gives a game without monthly scores the share of its reviews that are positive", async () => {
    const shown = await section(sentiment([], 1_659_573, 355_797, 82.3), "section-sentiment");
    expect(shown).toHaveTextContent("82.3 out of 100, from its reviews.");
    expect(shown).toHaveTextContent("No monthly sentiment scores for this game: 82.3% of its 2,015,370 reviews are positive");
  });

  it("says there is no sentiment when a game has neither monthly scores nor 10 reviews", async () => {
    const shown = await section(sentiment([], 6, 2, null), "section-sentiment");
    expect(shown).toHaveTextContent("No sentiment data for this game.");
    expect(shown).not.toHaveTextContent("from its reviews");
  });

  it("keeps the monthly scores' average where a game has them", async () => {
    const shown = await section(
      sentiment(
        [
          { month: "2026-10", score: 70 },
          { month: "2026-11", score: 80 },
        ],
        900,
        100,
        90,
      ),
      "section-sentiment",
    );
    expect(shown).toHaveTextContent("Average 75.0 out of 100.");
    expect(shown).not.toHaveTextContent("from its reviews");
  });
});
