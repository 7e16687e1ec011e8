import fs from "node:fs";
import path from "node:path";
import { GENRE_AFFINITY, genreAffinity } from "@/lib/demo/genre-affinity";
import { fitGenreAffinity } from "../../../../scripts/fit-genre-affinity";

const STEAMSPY = path.join(process.cwd(), "..", "shared", "realdata", "steamspy_top999_2023_schoto.csv");

describe("the genre affinities the demo market is drawn with", () => {
  it("are the ones the real SteamSpy tags give (run scripts/fit-genre-affinity.ts when they drift)", () => {
    expect(GENRE_AFFINITY).toEqual(fitGenreAffinity(fs.readFileSync(STEAMSPY, "utf8")));
  });

  it("read either order of a pair, and 1 for a pair the real data shows no preference for", () => {
    expect(genreAffinity("Visual Novel", "Shooter")).toBe(genreAffinity("Shooter", "Visual Novel"));
    expect(genreAffinity("Shooter", "Battle Royale")).toBeGreaterThan(2);
    expect(genreAffinity("Action", "Adventure")).toBe(1);
  });
});
