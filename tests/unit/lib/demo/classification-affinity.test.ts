import fs from "node:fs";
import path from "node:path";
import { CLASSIFICATION_AFFINITY, classificationAffinity } from "@/lib/demo/classification-affinity";
import { fitClassificationAffinity } from "../../../../scripts/fit-classification-affinity";

const STEAMSPY = path.join(process.cwd(), "..", "shared", "realdata", "steamspy_top999_2023_schoto.csv");

describe("the affinities of genres and other classifications the demo market is drawn with", () => {
  it("are the ones the real SteamSpy tags give (run scripts/fit-classification-affinity.ts when they drift)", () => {
    expect(CLASSIFICATION_AFFINITY).toEqual(fitClassificationAffinity(fs.readFileSync(STEAMSPY, "utf8")));
  });

  it("read 1 for a classification with no Steam tag or a pair the real data shows no preference for", () => {
    expect(classificationAffinity("Shooter", 17, "Military")).toBeGreaterThan(2);
    expect(classificationAffinity("Shooter", 17, "Medieval")).toBeLessThan(0.5);
    expect(classificationAffinity("Shooter", 17, "Samurai")).toBe(1);
    expect(classificationAffinity("Action", 183, "Single-player")).toBe(1);
  });
});
