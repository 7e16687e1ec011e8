/** @jest-environment jsdom */
// The feature breakdown's streamed sections: the players chart reads month by month (ranks are a month's), its share
// axis keeps a small share's ticks apart, and an empty trending list says why.
import { render, screen } from "@testing-library/react";
import { FeatureHistorySection, FeatureTrendingSection } from "@/components/feature-breakdown/sections";
import { getMarketDate, type MarketDate } from "@/lib/data/market-date";
import { datasets } from "@/lib/datasets/registry";

jest.mock("server-only", () => ({}));
jest.mock("@/lib/data/market-date", () => ({ getMarketDate: jest.fn() }));
jest.mock("@/lib/datasets/registry", () => ({ datasets: { featureTrendingGames: jest.fn(), featurePlayerHistory: jest.fn() } }));
jest.mock("@/components/charts/line-chart-canvas", () => ({ __esModule: true, default: () => null }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }) }));

const marketDate = getMarketDate as jest.MockedFunction<typeof getMarketDate>;
const trending = datasets.featureTrendingGames as jest.MockedFunction<typeof datasets.featureTrendingGames>;
const history = datasets.featurePlayerHistory as jest.MockedFunction<typeof datasets.featurePlayerHistory>;

const oneImportedDay: MarketDate = { today: "2026-12-05", latestDay: "2026-12-04", stale: false, monthOfHistory: false, historyStart: "2026-12-04" };
const twoYears: MarketDate = { today: "2026-12-05", latestDay: "2026-12-04", stale: false, monthOfHistory: true, historyStart: null };

describe("FeatureTrendingSection", () => {
  it("says growth needs 30 days of counts when the data holds fewer (a first import)", async () => {
    trending.mockResolvedValueOnce([]);
    marketDate.mockResolvedValueOnce(oneImportedDay);
    render(await FeatureTrendingSection({ clsId: 365, dataSource: "cache" }));
    expect(screen.getByTestId("section-feature-trending")).toHaveTextContent("Growth needs 30 days of player counts; the data holds fewer.");
    expect(screen.getByTestId("section-feature-trending")).not.toHaveTextContent("is growing right now");
  });

  it("says no game grows when a month of counts shows none", async () => {
    trending.mockResolvedValueOnce([]);
    marketDate.mockResolvedValueOnce(twoYears);
    render(await FeatureTrendingSection({ clsId: 365, dataSource: "cache" }));
    expect(screen.getByTestId("section-feature-trending")).toHaveTextContent("No game with this feature is growing right now.");
  });
});

describe("FeatureHistorySection", () => {
  it("labels each point with its month and says the latest month's figures", async () => {
    history.mockResolvedValueOnce({
      clsId: 365,
      monthly: [
        { date: "2026-11-01", player_count: 9_800, market_share: 0.15, cls_rank: 291 },
        { date: "2026-12-01", player_count: 10_400, market_share: 0.17, cls_rank: 289 },
      ],
    });
    render(await FeatureHistorySection({ clsId: 365, dataSource: "cache" }));
    const section = screen.getByTestId("section-feature-history");
    expect(section).toHaveTextContent("month by month");
    expect(section.querySelector("[data-chart-summary]")?.getAttribute("data-chart-summary")).toBe("Players with this feature: 10.4K in Dec 2026.");
  });
});
