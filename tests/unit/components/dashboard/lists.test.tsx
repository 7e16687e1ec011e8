/** @jest-environment jsdom */
// The dashboard's ranked lists are drawn in the browser from compact rows: rank, link, cover and figures must read as
// the server-rendered lists did.
import { render, screen, within } from "@testing-library/react";
import { TopFeatureLists, TopGamesList } from "@/components/dashboard/lists";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }) }));

describe("TopGamesList", () => {
  it("ranks the games, links each to its breakdown with its cover and players, and leaves a sample game without a link", () => {
    render(
      <TopGamesList
        games={[
          [1063, "Sunken Isle Survivors", 1_417_569, "/api/art/covers/1063"],
          [-1, "Sample game", 900, "/api/art/covers/-1"],
        ]}
      />,
    );
    const [first, second] = within(screen.getByTestId("top-games")).getAllByRole("listitem");
    expect(first).toHaveTextContent(/^1Sunken Isle Survivors1\.4M$/);
    expect(within(first).getByRole("link", { name: "Sunken Isle Survivors" })).toHaveAttribute("href", "/game-breakdown-page?id=1063");
    expect(first.querySelector("img")).toHaveAttribute("src", "/api/art/covers/1063");
    expect(within(first).getByTitle("1,417,569 players")).toBeInTheDocument();
    expect(within(second).queryByRole("link")).toBeNull();
    expect(second).toHaveTextContent(/^2Sample game900$/);
  });
});

describe("TopFeatureLists", () => {
  it("shows each type's features with rank and share, each opening its breakdown", () => {
    render(
      <TopFeatureLists
        lists={[
          { key: "genres", title: "Genres", type: "Genre", typeId: 1, features: [[12, 1, "Shooter", 21.5]] },
          { key: "themes", title: "Themes", type: "Theme", typeId: 17, features: [] },
        ]}
      />,
    );
    const genres = screen.getByTestId("top-features-genres");
    expect(genres).toHaveTextContent("1. Shooter21.5%");
    expect(within(genres).getByRole("link", { name: "1. Shooter" })).toHaveAttribute(
      "href",
      "/feature-breakdown-page?cls_id=12&feat=Shooter&cat=Genre&cls_type_id=1",
    );
    // A type without a ranked feature (imported Steam data has no themes) says so instead of an empty column.
    const themes = screen.getByTestId("top-features-themes");
    expect(within(themes).queryAllByRole("listitem")).toHaveLength(0);
    expect(themes).toHaveTextContent("No themes ranked this month.");
  });
});
