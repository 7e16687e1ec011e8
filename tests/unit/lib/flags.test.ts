import { FLAG_DEFAULTS, flagsFor } from "@/lib/flags";

describe("flagsFor", () => {
  it("gives the specification's defaults without overrides", () => {
    expect(flagsFor(new URLSearchParams())).toEqual({ adminAccess: true, askllm: true, oldSidebar: false, mockData: false });
    expect(flagsFor(new URLSearchParams())).toEqual(FLAG_DEFAULTS);
  });

  it.each([
    ["adminAccess=false", { adminAccess: false }],
    ["adminAccess=0", { adminAccess: false }],
    ["adminAccess=TRUE", { adminAccess: true }],
    ["askllm=off", { askllm: false }],
    ["sidebar=old", { oldSidebar: true }],
    ["sidebar=new", { oldSidebar: false }],
    ["mockData=true", { mockData: true }],
  ])("%s overrides its flag", (query, expected) => {
    expect(flagsFor(new URLSearchParams(query))).toMatchObject(expected);
  });

  it("leaves the default for a malformed value", () => {
    expect(flagsFor(new URLSearchParams("adminAccess=maybe&sidebar=sideways&askllm="))).toEqual(FLAG_DEFAULTS);
  });
});
