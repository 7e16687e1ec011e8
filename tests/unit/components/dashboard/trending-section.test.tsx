/** @jest-environment jsdom */
// The dashboard's trending games: an empty list says why — no game grows, or the data is too short to measure growth.
import { render, screen } from "@testing-library/react";
import { TrendingSection } from "@/components/dashboard/sections";

jest.mock("server-only", () => ({}));
jest.mock("@/lib/data/catalog", () => ({ listUpcomingGames: jest.fn() }));
jest.mock("@/lib/datasets/registry", () => ({ marketSummary: jest.fn() }));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => "/",
  useSearchParams: () => new URLSearchParams(),
}));

describe("TrendingSection", () => {
  it("says no game is growing when a month of counts shows none", () => {
    render(<TrendingSection trending={[]} />);
    expect(screen.getByTestId("section-trending")).toHaveTextContent("No game is growing right now.");
  });

  it("says growth needs 30 days of counts when the data holds fewer (one imported day)", () => {
    render(<TrendingSection trending={[]} monthOfHistory={false} />);
    expect(screen.getByTestId("section-trending")).toHaveTextContent("Growth needs 30 days of player counts; the data holds fewer.");
    expect(screen.getByTestId("section-trending")).not.toHaveTextContent("No game is growing");
  });
});
