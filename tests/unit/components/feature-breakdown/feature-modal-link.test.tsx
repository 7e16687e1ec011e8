/** @jest-environment jsdom */
import { act } from "react";
import { FeatureModalLink } from "@/components/feature-breakdown/feature-modal-link";
import { domRootPerTest } from "../dom-root";

const push = jest.fn();
jest.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const dom = domRootPerTest();
beforeEach(() => push.mockReset());

const render = (element: React.ReactElement) => act(() => dom.root.render(element));

describe("a top feature's link", () => {
  it("points at the full page and opens the dialog on a plain click", () => {
    render(<FeatureModalLink feature={{ cls_id: 7, name: "Horror", type: "Theme", cls_type_id: 17 }}>Horror</FeatureModalLink>);
    const link = dom.container.querySelector("a")!;
    expect(link.getAttribute("href")).toBe("/feature-breakdown-page?cls_id=7&feat=Horror&cat=Theme&cls_type_id=17");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    act(() => link.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(push).toHaveBeenCalledWith("/feature-breakdown-modal-page?cls_id=7&feat=Horror&cat=Theme&cls_type_id=17", { scroll: false });
  });

  it("leaves a ctrl, cmd or shift click to the browser (the full page, in a new tab or window)", () => {
    render(<FeatureModalLink feature={{ cls_id: 7, name: "Horror" }}>Horror</FeatureModalLink>);
    const link = dom.container.querySelector("a")!;
    for (const modifier of ["ctrlKey", "metaKey", "shiftKey"] as const) {
      const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, [modifier]: true });
      document.addEventListener("click", (event) => event.preventDefault(), { once: true }); // after React: jsdom would navigate otherwise
      act(() => link.dispatchEvent(click));
    }
    expect(push).not.toHaveBeenCalled();
  });

  it("is plain text when the feature has no id", () => {
    render(<FeatureModalLink feature={{ name: "Untagged" }}>Untagged</FeatureModalLink>);
    expect(dom.container.querySelector("a")).toBeNull();
    expect(dom.container.textContent).toBe("Untagged");
  });
});
