/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { fireEvent } from "@testing-library/react";
import { CompaniesTable, FeaturesTable, GamesTable, ThemesTable } from "@/components/chat/results";
import type { CompanyRow, FeatureRow, GameRow, ThemeRow } from "@/lib/lumos/events";

// Their game and feature links navigate through the app router.
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }) }));

const theme = (over: Partial<ThemeRow>): ThemeRow => ({
  theme_id: 17,
  themeName: "Horror & Dread",
  player_count: 1_250_000,
  arpu: null,
  platform: "Windows",
  publisher: "Umbral",
  growth: 4.25,
  popularity: 12.34,
  match_reasoning: "",
  ...over,
});
const feature = (over: Partial<FeatureRow>): FeatureRow => ({
  feature_id: 41,
  featureName: "Crafting",
  player_count: 980,
  total_players: 5000,
  arpu: null,
  sentiment: 81.26,
  growth: -2.5,
  platform: "Windows",
  publisher: "Umbral",
  match_reasoning: "",
  ...over,
});

describe("theme and feature tables of a Lumos answer", () => {
  const headers = () => screen.getAllByRole("columnheader").map((th) => th.textContent?.trim());
  /** The cells of a body row (row 0 is the first after the header row). */
  const cells = (row: number) =>
    within(screen.getAllByRole("row")[row + 1])
      .getAllByRole("cell")
      .map((td) => td.textContent?.trim());

  it("shows a theme's players, popularity and signed growth, links it to its feature breakdown and leaves ARPU out when no row has it", () => {
    render(<ThemesTable rows={[theme({}), theme({ theme_id: 18, themeName: "Cozy", growth: null })]} />);
    expect(screen.getByRole("table")).toHaveAttribute("data-kind", "themes");
    expect(headers()).toHaveLength(4);
    expect(cells(0)).toEqual(["Horror & Dread", "1.3M", "12.3%", "+4.3%"]);
    expect(cells(1)[3]).toBe("-");
    expect(screen.getByRole("link", { name: "Horror & Dread" })).toHaveAttribute("href", "/feature-breakdown-page?cls_id=17&feat=Horror%20%26%20Dread");
  });

  it("shows a feature's growth and sentiment, and the ARPU column as soon as one row has ARPU", () => {
    render(<FeaturesTable rows={[feature({}), feature({ feature_id: 42, featureName: "Base Building", arpu: 2.5, sentiment: null })]} />);
    expect(screen.getByRole("table")).toHaveAttribute("data-kind", "features");
    expect(headers()).toHaveLength(5);
    expect(cells(0)).toEqual(["Crafting", "980", "-2.5%", "81.3%", "-"]);
    expect(cells(1)).toEqual(["Base Building", "980", "-2.5%", "-", "$2.50"]);
  });

  it("shows the figure a ranking is by after the name when the table has no column of its own for it", () => {
    render(
      <FeaturesTable
        rows={[
          feature({ figure: { label: "Revenue", value: "$22.6B" } }),
          feature({ feature_id: 42, featureName: "Base Building", figure: { label: "Revenue", value: "-" } }),
        ]}
      />,
    );
    expect(headers()[1]).toBe("Revenue");
    expect(cells(0)).toEqual(["Crafting", "$22.6B", "980", "-2.5%", "81.3%"]);
    expect(cells(1)[1]).toBe("-");
  });
});

describe("the games table of a Lumos answer", () => {
  const game = (over: Partial<GameRow>): GameRow => ({
    game_id: 7,
    gameName: "Sector 2042",
    developers: [],
    coverUrl: "/c.svg",
    box_art_url: "/c.svg",
    releasedDate: null,
    descriptiveGenres: [],
    player_count: 12_300,
    playerCountStatus: "increased",
    revenue: 2_400_000,
    platform: "Windows, PlayStation 5, PlayStation 4, Xbox Series X, Xbox One, Nintendo Switch, Mac",
    arpu: 1.5,
    publisher: "Umbral",
    match_reasoning: "",
    ...over,
  });
  const headers = () => screen.getAllByRole("columnheader").map((th) => th.textContent?.trim());

  it("adds a column for each figure the question asked for, in its order, before the platforms and ARPU", () => {
    render(
      <GamesTable
        close={false}
        rows={[
          game({
            figures: [
              { metric: "revenue", label: "Revenue", value: "$2.4M" },
              { metric: "copies_sold", label: "Copies sold", value: "80K" },
            ],
          }),
        ]}
      />,
    );
    expect(headers()).toEqual(["Game", expect.stringMatching(/^Players/), "Revenue", "Copies sold", "Platform", expect.stringMatching(/^ARPU/)]);
    const cells = within(screen.getAllByRole("row")[1])
      .getAllByRole("cell")
      .map((td) => td.textContent?.trim());
    expect(cells.slice(1, 4)).toEqual(["12.3K", "$2.4M", "80K"]);
  });

  it("shortens a long list of platforms to the first and how many follow, whole on hover and on a tap", () => {
    render(<GamesTable close={false} rows={[game({})]} />);
    const [underName, inColumn] = screen.getAllByTestId("chat-truncated");
    for (const platforms of [underName, inColumn]) {
      expect(platforms).toHaveAttribute("title", game({}).platform);
      expect(platforms).toHaveTextContent(/^Windows \+6$/);
    }
    fireEvent.click(underName);
    expect(underName).toHaveAttribute("aria-expanded", "true");
    expect(underName).toHaveTextContent(game({}).platform);
  });
});

describe("the companies table of a Lumos answer", () => {
  const company = (over: Partial<CompanyRow>): CompanyRow => ({
    company_id: 3,
    companyName: "Sixfold Interactive",
    games: 12,
    player_count: 45_600,
    revenue: 5_400_000,
    topGame: "Return to Virelia",
    match_reasoning: "",
    ...over,
  });

  it("shows each company's games, players and revenue, and the figure it is ranked by when that is another one", () => {
    render(
      <CompaniesTable
        rows={[
          company({ figure: { label: "Sentiment", value: "91.0%" } }),
          company({ company_id: 4, companyName: "Lowtide Play", games: 3, revenue: null, figure: { label: "Sentiment", value: "88.5%" } }),
        ]}
      />,
    );
    expect(screen.getByRole("table")).toHaveAttribute("data-kind", "companies");
    const headers = screen.getAllByRole("columnheader").map((th) => th.textContent?.trim());
    expect(headers).toEqual(["Company", "Games", "Sentiment", expect.stringMatching(/^Players/), "Revenue", "Biggest game"]);
    const cells = (row: number) =>
      within(screen.getAllByRole("row")[row + 1])
        .getAllByRole("cell")
        .map((td) => td.textContent?.trim());
    expect(cells(0).slice(1, 5)).toEqual(["12", "91.0%", "45.6K", "$5.40M"]);
    expect(cells(1).slice(1, 5)).toEqual(["3", "88.5%", "45.6K", "-"]);
  });
});
