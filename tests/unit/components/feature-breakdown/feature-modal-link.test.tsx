/** @jest-environment jsdom */
import { fireEvent, render, screen } from "@testing-library/react";
import { FeatureModalLink } from "@/components/feature-breakdown/feature-modal-link";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

beforeEach(() => push.mockReset());

describe("a top feature's link", () => {
  it("points at the full page and opens the dialog on a plain click", () => {
    render(<FeatureModalLink feature={{ cls_id: 7, name: "Horror", type: "Theme", cls_type_id: 17 }}>Horror</FeatureModalLink>);
    const link = screen.getByRole("link", { name: "Horror" });
    expect(link).toHaveAttribute("href", "/feature-breakdown-page?cls_id=7&feat=Horror&cat=Theme&cls_type_id=17");
    // fireEvent answers false when a handler prevented the browser's own navigation.
    expect(fireEvent.click(link, { button: 0 })).toBe(false);
    expect(push).toHaveBeenCalledWith("/feature-breakdown-modal-page?cls_id=7&feat=Horror&cat=Theme&cls_type_id=17", { scroll: false });
  });

  it("leaves a ctrl, cmd or shift click to the browser (the full page, in a new tab or window)", () => {
    render(<FeatureModalLink feature={{ cls_id: 7, name: "Horror" }}>Horror</FeatureModalLink>);
    const link = screen.getByRole("link", { name: "Horror" });
    for (const modifier of ["ctrlKey", "metaKey", "shiftKey"] as const) {
      document.addEventListener("click", (event) => event.preventDefault(), { once: true }); // after React: jsdom would navigate otherwise
      fireEvent.click(link, { button: 0, [modifier]: true });
    }
    expect(push).not.toHaveBeenCalled();
  });

  it("is plain text when the feature has no id", () => {
    render(<FeatureModalLink feature={{ name: "Untagged" }}>Untagged</FeatureModalLink>);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.getByText("Untagged")).toBeInTheDocument();
  });
});
