import { featureLink, openFeature } from "@/lib/ui/feature-links";

describe("feature links", () => {
  it("sets each of cls_id, feat, cat and cls_type_id only when present", () => {
    expect(featureLink({ cls_id: 12, name: "Roguelike & Co", type: "Genre", cls_type_id: 1 })).toBe(
      "/feature-breakdown-page?cls_id=12&feat=Roguelike+%26+Co&cat=Genre&cls_type_id=1",
    );
    expect(featureLink({ cls_id: 12 }, "/feature-breakdown-modal-page")).toBe("/feature-breakdown-modal-page?cls_id=12");
    expect(featureLink({ name: "Horror", cls_type_id: 17 })).toBe("/feature-breakdown-page?feat=Horror&cls_type_id=17");
  });

  it("has no link for a feature without any id", () => {
    expect(featureLink({ name: "Horror", type: "Theme" })).toBeNull();
    expect(featureLink({ cls_id: 0, cls_type_id: null })).toBeNull();
  });
});

describe("a click on a feature tag", () => {
  it("opens the dialog address of a tag with an id", () => {
    const navigate = jest.fn();
    const warn = jest.fn();
    expect(openFeature({ cls_id: 5, name: "Puzzle" }, navigate, warn)).toBe(true);
    expect(navigate).toHaveBeenCalledWith("/feature-breakdown-modal-page?cls_id=5&feat=Puzzle");
    expect(warn).not.toHaveBeenCalled();
  });

  it("is skipped with a warning when the tag has no id at all", () => {
    const navigate = jest.fn();
    const warn = jest.fn();
    expect(openFeature({ name: "Puzzle", type: "Genre" }, navigate, warn)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no id"), { name: "Puzzle", type: "Genre" });
  });
});
