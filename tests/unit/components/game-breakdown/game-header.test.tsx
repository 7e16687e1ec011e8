/** @jest-environment jsdom */
// The game header's estimated figures say on the screen how they are estimated: a note per figure naming the method
// and its inputs, reachable without hovering, and tied to its figure for screen readers.
import { render, screen, within } from "@testing-library/react";
import { GameHeader } from "@/components/game-breakdown/game-header";
import type { GameMetadata } from "@/lib/datasets/registry";

jest.mock("server-only", () => ({}));
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
  usePathname: () => "/",
  useSearchParams: () => new URLSearchParams(),
}));

const game = {
  id: 7,
  title: "Sunken Isle Survivors",
  coverUrl: "/api/art/covers/7",
  releaseDateDisplay: "Aug 14, 2023",
  released: true,
  launchPrice: "$29.99",
  isFreeToPlay: false,
  developers: [],
  publishers: [],
  platforms: [],
  services: [],
  ageRatings: { pegiLike: [], esrbLike: [] },
  steamAppId: null,
  players24h: 1_200,
  allTimePeak: 9_000,
  copiesSold: 420_000,
  totalPlayers: 400_000,
  lifetimeRevenue: 4_360_000,
  arpu: 10.9,
  featureGroups: [],
} as unknown as GameMetadata;

describe("GameHeader estimate notes", () => {
  it("says under the tiles how copies, revenue and ARPU are estimated, with the method and its inputs", () => {
    render(<GameHeader game={game} />);
    const notes = screen.getByTestId("header-estimate-notes");
    expect(notes.tagName).toBe("DETAILS");
    expect(within(notes).getByText("How these figures are estimated").tagName).toBe("SUMMARY");
    expect(screen.getByTestId("estimate-note-copies_sold")).toHaveTextContent(
      "Copies Sold: Review multiplier (Boxleiter)The game's Steam reviews × the review multiplier of its release year (60 for 2013 and before, falling to 30 from 2023",
    );
    expect(screen.getByTestId("estimate-note-revenue")).toHaveTextContent("Lifetime revenue: Copies × net price");
    expect(screen.getByTestId("estimate-note-revenue")).toHaveTextContent("70% after the store's cut, 92% after refunds and taxes, 85% for regional prices");
    expect(screen.getByTestId("estimate-note-arpu")).toHaveTextContent("ARPU: Revenue per player");
    expect(screen.getByTestId("estimate-note-arpu")).toHaveTextContent("This game: $4.36M ÷ 400,000 players.");
  });

  it("ties each estimated tile to its note, and leaves measured figures without one", () => {
    render(<GameHeader game={game} />);
    expect(screen.getByTestId("stat-copies-sold")).toHaveAccessibleDescription(/^Copies Sold: Review multiplier \(Boxleiter\)/);
    expect(screen.getByTestId("stat-lifetime-revenue")).toHaveAccessibleDescription(/^Lifetime revenue: Copies × net price/);
    expect(screen.getByTestId("stat-arpu")).toHaveAccessibleDescription(/^ARPU: Revenue per player/);
    expect(screen.getByTestId("stat-all-time-peak")).not.toHaveAttribute("aria-describedby");
  });

  it("shows '-', not 0, for the players of a game without player counts on record", () => {
    render(<GameHeader game={{ ...game, players24h: null, allTimePeak: null }} />);
    expect(screen.getByTestId("stat-players-24h-")).toHaveTextContent(/^-$/);
    expect(screen.getByTestId("stat-all-time-peak")).toHaveTextContent(/^-$/);
  });
});
