// Rows an import keeps but lists as suspect: a release before any game was sold or after the data's as-of date, more
// owners than Steam has accounts, a list price over $1,000.
import { findSuspectRows, suspectReasons } from "@/lib/import/suspect";
import type { ImportGame } from "@/lib/domain/import/types";

const AS_OF = "2023-08-15";
const game = (overrides: Partial<ImportGame> = {}): ImportGame => ({
  appId: 10,
  title: "Counter-Strike",
  releaseDate: { year: 2000, month: 11, day: 1 },
  priceUsd: 9.99,
  developers: null,
  publishers: null,
  genres: null,
  tags: null,
  positive: 200,
  negative: 10,
  ownersMin: 10_000_000,
  ownersMax: 20_000_000,
  peakPlayers: 10_000,
  formats: ["steamspy"],
  origins: [{ file: "a.csv", line: 2 }],
  ...overrides,
});

describe("suspect import rows", () => {
  it("finds nothing wrong with a plausible game, nor with one that has no date, price or owners", () => {
    expect(suspectReasons(game(), AS_OF)).toEqual([]);
    expect(suspectReasons(game({ releaseDate: null, priceUsd: null, ownersMin: null, ownersMax: null }), AS_OF)).toEqual([]);
    // The as-of day itself and $1,000 exactly are still plausible.
    expect(suspectReasons(game({ releaseDate: { year: 2023, month: 8, day: 15 }, priceUsd: 1000 }), AS_OF)).toEqual([]);
  });

  it("names each implausible figure or date, with its value", () => {
    expect(suspectReasons(game({ releaseDate: { year: 1900, month: 1, day: 1 } }), AS_OF)).toEqual(["released 1900-01-01, before any game was sold"]);
    expect(suspectReasons(game({ releaseDate: { year: 2023, month: 12, day: null } }), AS_OF)).toEqual([
      "released 2023-12-01, after the data's as-of date 2023-08-15",
    ]);
    expect(suspectReasons(game({ ownersMin: 2_000_000_000, ownersMax: 5_000_000_000, priceUsd: 4999.5 }), AS_OF)).toEqual([
      "2,000,000,000 owners at least, more than Steam has accounts",
      "priced $5,000, over $1,000",
    ]);
  });

  it("names reviews more than the owners can have written, as another app's", () => {
    // Rainbow Six Siege's alternate apps: the store page's 376,369 reviews on an app of at most 20,000 owners.
    expect(suspectReasons(game({ positive: 312_232, negative: 64_137, ownersMin: 0, ownersMax: 20_000 }), AS_OF)).toEqual([
      "376,369 reviews, more than its 20,000 owners at most: another app's reviews (an edition or test server sharing the store page); copies are estimated from the owners",
    ]);
    expect(suspectReasons(game({ positive: 20_000, negative: 0, ownersMin: 0, ownersMax: 20_000 }), AS_OF)).toEqual([]);
  });

  it("lists suspect games at the first row that gave them, in file and line order", () => {
    const rows = findSuspectRows(
      [
        game({ appId: 3, title: "Late", releaseDate: { year: 2024, month: 1, day: 2 }, origins: [{ file: "b.json", line: 4 }] }),
        game({ appId: 2, title: "Fine" }),
        game({
          appId: 1,
          title: "Dear",
          priceUsd: 2500,
          origins: [
            { file: "a.csv", line: 9 },
            { file: "b.json", line: 2 },
          ],
        }),
      ],
      AS_OF,
    );
    expect(rows).toEqual([
      { file: "a.csv", line: 9, appId: 1, title: "Dear", reasons: ["priced $2,500, over $1,000"] },
      { file: "b.json", line: 4, appId: 3, title: "Late", reasons: ["released 2024-01-02, after the data's as-of date 2023-08-15"] },
    ]);
  });
});
