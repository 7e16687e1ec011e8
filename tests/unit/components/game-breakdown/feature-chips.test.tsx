/** @jest-environment jsdom */
// The game breakdown's features are drawn in the browser from compact groups: a tag with an address opens its
// feature, one without stays plain text (000 §5), and a part is labelled only when its group has several.
import { render, screen, within } from "@testing-library/react";
import { FeatureChips } from "@/components/game-breakdown/feature-chips";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }) }));

describe("FeatureChips", () => {
  it("links each tag with an address, labels the parts of a group with several, and leaves a tag without an id as text", () => {
    render(
      <FeatureChips
        groups={[
          [
            "Gameplay",
            [
              [
                "Main Concepts",
                [
                  ["Survival", "/feature-breakdown-page?cls_id=7"],
                  ["Crafting", "/feature-breakdown-page?cls_id=9"],
                ],
              ],
              ["Camera", [["First person", null]]],
            ],
          ],
          ["Steam Tags", [[null, [["Co-op", "/feature-breakdown-page?feat=Co-op&cls_type_id=30"]]]]],
        ]}
      />,
    );
    expect(screen.getByText("Gameplay").tagName).toBe("DT");
    expect(screen.getByText("Main Concepts")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Survival" })).toHaveAttribute("href", "/feature-breakdown-page?cls_id=7");
    expect(screen.getByText("First person").tagName).toBe("SPAN");
    expect(screen.queryByRole("link", { name: "First person" })).toBeNull();
    const steamTags = screen.getByText("Steam Tags").parentElement!;
    expect(within(steamTags).getAllByRole("definition")).toHaveLength(1);
    expect(within(steamTags).getByRole("definition").querySelectorAll("span.mr-1")).toHaveLength(0);
    expect(screen.getAllByTestId("feature-tag").map((tag) => tag.textContent)).toEqual(["Survival", "Crafting", "Co-op"]);
  });
});
