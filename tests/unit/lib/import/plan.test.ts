import { boxleiterMultiplier, freeToPlayArpu, netShareOfList } from "@/lib/domain/estimates";
import { dlcFromTitle } from "@/lib/domain/import/dlc";
import {
  chooseClassification,
  companySizeFor,
  estimateMarketStats,
  mergeSources,
  planGame,
  releasesByAppId,
  type ExistingGame,
} from "@/lib/domain/import/plan";
import type { ImportGame } from "@/lib/domain/import/types";

const game = (overrides: Partial<ImportGame> = {}): ImportGame => ({
  appId: 883710,
  title: "Resident Evil 2",
  releaseDate: { year: 2019, month: 1, day: 24 },
  priceUsd: 39.99,
  developers: ["CAPCOM Co., Ltd."],
  publishers: ["CAPCOM Co., Ltd."],
  genres: ["Action"],
  tags: null,
  positive: 95_400,
  negative: 4_600,
  ownersMin: 2_000_000,
  ownersMax: 5_000_000,
  peakPlayers: 4111,
  formats: ["steamspy", "steam-games"],
  origins: [],
  ...overrides,
});

describe("DLC by title", () => {
  it.each([
    ["Resident Evil 2 - Original Soundtrack", "Resident Evil 2"],
    ["We Happy Few - Soundtrack and Digital Goods Bundle", "We Happy Few"],
    ["Celeste Original Soundtrack", "Celeste"],
    ["Hades Soundtrack", "Hades"],
    ["Hollow Knight - OST", "Hollow Knight"],
    ["Far Cry® 5 - Season Pass", "Far Cry® 5"],
    ["Far Cry 5 Season Pass", "Far Cry 5"],
    ["CRYENGINE - Wwise Project DLC", "CRYENGINE"],
    ["Fallout 4 - Nuka-World DLC", "Fallout 4"],
    ["Borderlands 2 DLC Pack", "Borderlands 2"],
  ])("%j is DLC of %j", (title, baseTitle) => {
    expect(dlcFromTitle(title)).toEqual({ baseTitle });
  });

  it.each([
    ["DLC Quest"],
    ["Sinless + OST"],
    ["Rambo The Video Game + Baker Team DLC"],
    ["LOST EMBER"],
    ["BLOCKPOST"],
    ["The Soundtrack of My Life"],
    ["Season Pass Simulator 2024"],
    ["Expansion"],
    ["The Jackbox Party Pack 6"],
  ])("%j stays a main game", (title) => {
    expect(dlcFromTitle(title)).toBeNull();
  });
});

describe("the market estimates of an imported game", () => {
  // Two years out, a copy nets 70% (store cut) × 92% (refunds, taxes) × 85% (regional prices) × the share of list
  // paid after two years of discounts (40% at their deepest, reached with a two-year time constant): 40.9% of list.
  const netShareAtTwoYears = 0.7 * 0.92 * 0.85 * (1 - 0.4 * (1 - Math.exp(-730 / 365.25 / 2)));

  it("uses the generator's models: copies = reviews × Boxleiter multiplier, revenue = copies × price × what a copy nets at its age", () => {
    expect(netShareAtTwoYears).toBeCloseTo(0.409, 3);
    const stats = estimateMarketStats({
      positive: 900,
      negative: 100,
      priceUsd: 19.99,
      releaseYear: 2019,
      ageDays: 730,
      ownersMin: 50_000,
      ownersMax: 100_000,
      launchPeakPlayers: 321,
      followers: 0,
    });
    expect(boxleiterMultiplier(2019)).toBe(42);
    expect(stats).toEqual({
      isFreeToPlay: false,
      launchPrice: 19.99,
      reviewCount: 1000,
      positiveReviewRatio: 0.9,
      positiveReviews: 900,
      negativeReviews: 100,
      boxleiterMultiplier: 42,
      copiesSoldBoxleiter: 42_000,
      predictedRevenueBoxleiter: Math.round(netShareAtTwoYears * 19.99 * 42_000 * 100) / 100,
      totalPlayers: 75_000,
      lifetimeRevenue: Math.round(netShareAtTwoYears * 19.99 * 42_000 * 100) / 100,
      launchPeakPlayers: 321,
      followers: 0,
      ownersMin: 50_000,
      ownersMax: 100_000,
      isEstimated: true,
    });
  });

  it.each([
    [2005, 60],
    [2013, 60],
    [2016, 51],
    [2023, 30],
    [2030, 30],
  ])("takes the multiplier of release year %i (%i)", (releaseYear, multiplier) => {
    expect(
      estimateMarketStats({
        positive: 1,
        negative: 0,
        priceUsd: 1,
        releaseYear,
        ageDays: 0,
        ownersMin: null,
        ownersMax: null,
        launchPeakPlayers: 0,
        followers: 0,
      }).boxleiterMultiplier,
    ).toBe(multiplier);
  });

  it("estimates the copies from the owners when the reviews are more than the owners can have written", () => {
    const inputs = { priceUsd: 19.99, releaseYear: 2015, ageDays: 2_800, launchPeakPlayers: 0, followers: 0 };
    const borrowed = estimateMarketStats({ ...inputs, positive: 312_232, negative: 64_137, ownersMin: 0, ownersMax: 20_000 });
    expect(borrowed.copiesSoldBoxleiter).toBe(10_000);
    expect(borrowed.totalPlayers).toBe(10_000);
    expect(borrowed.lifetimeRevenue).toBeLessThan(10_000 * 19.99);
    // The reviews stay as the file gives them, and a game whose owners could have written them keeps the multiplier.
    expect(borrowed.reviewCount).toBe(376_369);
    const own = estimateMarketStats({ ...inputs, positive: 15_000, negative: 5_000, ownersMin: 0, ownersMax: 20_000 });
    expect(own.copiesSoldBoxleiter).toBe(20_000 * boxleiterMultiplier(2015));
  });

  it("gives a free game without players no revenue, a game without reviews ratio 0 and copies for players when owners are unknown", () => {
    const stats = estimateMarketStats({
      positive: 0,
      negative: 0,
      priceUsd: 0,
      releaseYear: 2020,
      ageDays: 900,
      ownersMin: null,
      ownersMax: null,
      launchPeakPlayers: 0,
      followers: 0,
    });
    expect(stats).toMatchObject({
      isFreeToPlay: true,
      reviewCount: 0,
      positiveReviewRatio: 0,
      copiesSoldBoxleiter: 0,
      predictedRevenueBoxleiter: 0,
      totalPlayers: 0,
      lifetimeRevenue: 0,
      ownersMin: null,
    });
    const noOwners = estimateMarketStats({
      positive: 10,
      negative: 0,
      priceUsd: 0,
      releaseYear: 2020,
      ageDays: 900,
      ownersMin: null,
      ownersMax: null,
      launchPeakPlayers: 0,
      followers: 0,
    });
    expect(noOwners.totalPlayers).toBe(10 * boxleiterMultiplier(2020));
  });

  it("earns a free-to-play game its players' in-game spending: 3% pay $25 a year, for at most five years", () => {
    const young = estimateMarketStats({
      positive: 900,
      negative: 100,
      priceUsd: 0,
      releaseYear: 2021,
      ageDays: 730,
      ownersMin: 50_000,
      ownersMax: 100_000,
      launchPeakPlayers: 0,
      followers: 0,
    });
    expect(young.lifetimeRevenue).toBeCloseTo(75_000 * 0.03 * 25 * (730 / 365.25), 1);
    const old = estimateMarketStats({
      positive: 900,
      negative: 100,
      priceUsd: 0,
      releaseYear: 2012,
      ageDays: 4000,
      ownersMin: 50_000,
      ownersMax: 100_000,
      launchPeakPlayers: 0,
      followers: 0,
    });
    expect(old.lifetimeRevenue).toBeCloseTo(75_000 * 0.03 * 25 * 5, 1);
  });
});

describe("planning a game's rows", () => {
  const existing: ExistingGame = {
    id: 7,
    source: "steamspy",
    gameTypeId: 0,
    parentGameId: null,
    publicationDate: "24-01-2019",
    stats: {
      launchPrice: 29.99,
      reviewCount: 1000,
      positiveReviewRatio: 0.8,
      positiveReviews: 800,
      negativeReviews: 200,
      ownersMin: 20_000,
      ownersMax: 50_000,
      launchPeakPlayers: 500,
      followers: 42,
    },
  };

  it("writes a new game's publication date, msrp, sources and estimates", () => {
    const plan = planGame(game(), null, "2023-08-15");
    expect(plan).toMatchObject({
      title: "Resident Evil 2",
      gameTypeId: 0,
      dlcBaseTitle: null,
      source: "steam-games+steamspy",
      publicationDate: "24-01-2019",
      publicationDateTime: "2019-01-24T00:00:00.000Z",
      msrp: "$39.99",
      peakPlayers: 4111,
    });
    expect(plan.stats).toMatchObject({
      reviewCount: 100_000,
      boxleiterMultiplier: 42,
      copiesSoldBoxleiter: 4_200_000,
      launchPeakPlayers: 4111,
      totalPlayers: 3_500_000,
    });
  });

  it("stores a month-only date as MM-YYYY from the first of the month", () => {
    const plan = planGame(game({ releaseDate: { year: 2017, month: 10, day: null } }), null, "2023-08-15");
    expect(plan).toMatchObject({ publicationDate: "10-2017", publicationDateTime: "2017-10-01T00:00:00.000Z" });
    expect(plan.stats.boxleiterMultiplier).toBe(48);
  });

  it("falls back on the as-of year for a game without any release date", () => {
    const plan = planGame(game({ releaseDate: null }), null, "2023-08-15");
    expect(plan).toMatchObject({ publicationDate: null, publicationDateTime: null });
    expect(plan.stats.boxleiterMultiplier).toBe(30);
  });

  it("counts a game without a release date as out since its player counts (the day before the as-of date), or of unknown age", () => {
    const copies = (95_400 + 4_600) * 30;
    const played = planGame(game({ releaseDate: null }), null, "2023-08-15");
    expect(played.stats.lifetimeRevenue).toBeCloseTo(copies * 39.99 * netShareOfList(1), 1);
    const unplayed = planGame(game({ releaseDate: null, peakPlayers: null }), null, "2023-08-15");
    // Unknown age: discounts at their full depth (40% off), the least a copy nets.
    expect(unplayed.stats.lifetimeRevenue).toBeCloseTo(copies * 39.99 * 0.7 * 0.92 * 0.85 * 0.6, 1);
    const freeToPlay = planGame(game({ releaseDate: null, peakPlayers: null, priceUsd: 0 }), null, "2023-08-15");
    expect(freeToPlay.stats.lifetimeRevenue).toBeCloseTo(3_500_000 * freeToPlayArpu(0), 1);
  });

  it("counts a game without a release date as old as the games with the nearest app ids when that is older", () => {
    const freeToPlay = game({ appId: 730, releaseDate: null, priceUsd: 0, ownersMin: 100_000_000, ownersMax: 200_000_000 });
    const dated = planGame(freeToPlay, null, "2023-08-15", "2013-07-09");
    // About ten years: five years of in-game spending, $3.75 a player (three months, $0.19, without it).
    expect(dated.stats.lifetimeRevenue).toBeCloseTo(150_000_000 * 3.75, 0);
    expect(planGame(freeToPlay, null, "2023-08-15").stats.lifetimeRevenue).toBeCloseTo(150_000_000 * freeToPlayArpu(1), 0);
    // The Boxleiter multiplier still takes the as-of year: the release year is not known.
    expect(dated.stats.boxleiterMultiplier).toBe(30);
  });

  it("dates each game without a release date by the database's and the import's dated games around its app id", () => {
    const imported = [
      game({ appId: 730, releaseDate: null }),
      game({ appId: 570, releaseDate: { year: 2013, month: 7, day: 9 } }),
      game({ appId: 2_000_000, releaseDate: null }),
      game({ appId: 1_999_990, releaseDate: { year: 2030, month: 1, day: 1 } }),
    ];
    const inDatabase = [
      { appId: 440, releasedOn: "2007-10-10" },
      // The database dates 570 earlier than the import does: the earlier is its first release.
      { appId: 570, releasedOn: "2001-01-01" },
    ];
    const releases = releasesByAppId(imported, inDatabase, "2023-08-15");
    // 730's neighbours: 570 (2001-01-01) and 440 (2007-10-10): the first quarter of two is the earlier. A release after
    // the as-of date dates nothing, so 2,000,000 has the same neighbours.
    expect(releases).toEqual(
      new Map([
        [730, "2001-01-01"],
        [2_000_000, "2001-01-01"],
      ]),
    );
    expect(releasesByAppId([game({ releaseDate: null })], [], "2023-08-15")).toEqual(new Map());
  });

  it("keeps what the database knows and the import does not", () => {
    const plan = planGame(
      game({ releaseDate: null, priceUsd: null, positive: null, negative: null, ownersMin: null, ownersMax: null, peakPlayers: null, formats: ["lumos-json"] }),
      existing,
      "2023-08-15",
    );
    expect(plan).toMatchObject({ source: "lumos-json+steamspy", publicationDate: null, msrp: null, peakPlayers: null });
    expect(plan.stats).toMatchObject({
      launchPrice: 29.99,
      reviewCount: 1000,
      positiveReviewRatio: 0.8,
      positiveReviews: 800,
      negativeReviews: 200,
      boxleiterMultiplier: 42,
      ownersMin: 20_000,
      ownersMax: 50_000,
      launchPeakPlayers: 500,
      followers: 42,
    });
  });

  it("types DLC by title and keeps an existing game's own type otherwise", () => {
    expect(planGame(game({ title: "Resident Evil 2 - Original Soundtrack" }), null, "2023-08-15")).toMatchObject({
      gameTypeId: 1,
      dlcBaseTitle: "Resident Evil 2",
    });
    expect(planGame(game(), { ...existing, gameTypeId: 4 }, "2023-08-15").gameTypeId).toBe(4);
    expect(planGame(game(), null, "2023-08-15").gameTypeId).toBe(0);
  });

  it("types a game in Steam's Early Access genre as Early Access, and as a main game once its genres drop it", () => {
    expect(planGame(game({ genres: ["Action", "Early Access"] }), null, "2023-08-15").gameTypeId).toBe(6);
    expect(planGame(game({ genres: ["Action"] }), { ...existing, gameTypeId: 6 }, "2023-08-15").gameTypeId).toBe(0);
    // Genres not given (the Steam games CSV has none): the type stays as it is.
    expect(planGame(game({ genres: null }), { ...existing, gameTypeId: 6 }, "2023-08-15").gameTypeId).toBe(6);
    expect(planGame(game({ genres: ["Action"] }), { ...existing, gameTypeId: 4 }, "2023-08-15").gameTypeId).toBe(4);
    // A soundtrack in early access is still an add-on.
    expect(planGame(game({ title: "Resident Evil 2 - Original Soundtrack", genres: ["Early Access"] }), null, "2023-08-15").gameTypeId).toBe(1);
  });

  it("types an application in one of Steam's software genres as Software, whatever else it lists, and a game once they go", () => {
    expect(
      planGame(game({ title: "Blender", genres: ["Animation & Modeling", "Design & Illustration", "Video Production"] }), null, "2023-08-15").gameTypeId,
    ).toBe(7);
    expect(planGame(game({ title: "Wallpaper Engine", genres: ["Casual", "Indie", "Photo Editing", "Utilities"] }), null, "2023-08-15").gameTypeId).toBe(7);
    expect(planGame(game({ title: "Soundpad", genres: ["Audio Production", "Early Access"] }), null, "2023-08-15").gameTypeId).toBe(7);
    // Games that teach are games; a file without genres leaves the type as it is.
    expect(planGame(game({ genres: ["Education", "Simulation"] }), null, "2023-08-15").gameTypeId).toBe(0);
    expect(planGame(game({ genres: null }), { ...existing, gameTypeId: 7 }, "2023-08-15").gameTypeId).toBe(7);
    expect(planGame(game({ genres: ["Action"] }), { ...existing, gameTypeId: 7 }, "2023-08-15").gameTypeId).toBe(0);
  });

  it.each([
    [null, ["steamspy"], "steamspy"],
    ["demo", ["steamspy", "steam-games"], "demo+steam-games+steamspy"],
    ["steamspy", ["steamspy"], "steamspy"],
    ["steam-games+steamspy", ["lumos-json"], "lumos-json+steam-games+steamspy"],
  ])("records the sources of %j plus %j as %j", (before, formats, after) => {
    expect(mergeSources(before, formats)).toBe(after);
  });
});

describe("company sizes and classification matches", () => {
  it.each<[string, Array<{ indieLabelled: boolean | null; players: number }>, string]>([
    ["all games labelled Indie", [{ indieLabelled: true, players: 35_000_000 }], "Indie"],
    [
      "one game of many labelled Indie",
      [
        { indieLabelled: true, players: 100_000 },
        { indieLabelled: false, players: 15_000_000 },
      ],
      "AAA",
    ],
    ["a 5-million-player game", [{ indieLabelled: false, players: 5_000_000 }], "AAA"],
    ["a 500,000-player game", [{ indieLabelled: null, players: 500_000 }], "AA"],
    ["small games", [{ indieLabelled: null, players: 499_999 }], "Indie"],
    ["no genres and no players", [{ indieLabelled: null, players: 0 }], "Indie"],
  ])("%s → %s", (_, games, size) => {
    expect(companySizeFor(games)).toBe(size);
  });

  it("prefers the preferred type, then a current classification, then the lowest id", () => {
    const horrorGenre = { id: 12, typeId: 1, deprecated: false };
    const horrorTheme = { id: 300, typeId: 17, deprecated: false };
    expect(chooseClassification([horrorTheme, horrorGenre], 1)).toBe(horrorGenre);
    expect(chooseClassification([horrorTheme, horrorGenre], 13)).toBe(horrorGenre);
    expect(chooseClassification([horrorTheme, horrorGenre], 17)).toBe(horrorTheme);
    const old = { id: 5, typeId: 13, deprecated: true };
    const current = { id: 9, typeId: 13, deprecated: false };
    expect(chooseClassification([old, current], 13)).toBe(current);
    expect(chooseClassification([old], 13)).toBe(old);
    expect(chooseClassification([], 13)).toBeNull();
  });
});
