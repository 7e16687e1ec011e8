// Tagging an object's number fields changes how V8 stores them, never what a caller reads or serialises.
import { tagNumberFields } from "@/lib/server/object-shapes";

describe("tagNumberFields", () => {
  it("keeps every key, in its order, with its value", () => {
    const row = { id: 7, title: "Sunken Isle", arpu: 2.5, revenue: 1.5e9, growth: null, platform_ids: [1, 2], released: true };
    const before = JSON.stringify(row);
    const ids = row.platform_ids;
    tagNumberFields(row);
    expect(JSON.stringify(row)).toBe(before);
    expect(row.platform_ids).toBe(ids);
  });

  it("throws on a frozen object rather than leaving a field null", () => {
    const row = Object.freeze({ arpu: 2.5 });
    expect(() => tagNumberFields(row)).toThrow(TypeError);
    expect(row.arpu).toBe(2.5);
  });
});
