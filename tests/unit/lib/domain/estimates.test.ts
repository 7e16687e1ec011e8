import {
  releaseFromNeighbours,
  estimateGame,
  estimateInputsOf,
  freeToPlayArpu,
  lifetimeOverFirstWeek,
  MARKET_RECORDS,
  netShareOfList,
  revenuePerPlayer,
  type EstimateInputs,
  type GameEstimateFacts,
} from "@/lib/domain/estimates";

const premium: EstimateInputs = {
  freeToPlay: false,
  price: 19.99,
  ageDays: 730,
  releaseYear: 2019,
  reviewCount: 1000,
  multiplier: 42,
  ownersRange: { min: 50_000, max: 100_000 },
  owners: 75_000,
  launchPeakPlayers: 400,
};

describe("what a copy nets", () => {
  it("is 70% × 92% × 85% of list at launch, and falls toward 60% of that as discounts deepen over the years", () => {
    expect(netShareOfList(0)).toBeCloseTo(0.7 * 0.92 * 0.85, 6);
    expect(netShareOfList(730)).toBeCloseTo(0.409, 3);
    expect(netShareOfList(365.25 * 10)).toBeCloseTo(0.7 * 0.92 * 0.85 * (1 - 0.4 * (1 - Math.exp(-5))), 6);
    expect(netShareOfList(3650, 0.25)).toBeGreaterThan(netShareOfList(3650, 0.55));
  });

  it("is in-game spending for free-to-play: 3% of players pay $25 a year, counted for 3 months to 5 years", () => {
    expect(freeToPlayArpu(10)).toBeCloseTo(0.03 * 25 * 0.25, 6);
    expect(freeToPlayArpu(365.25 * 2)).toBeCloseTo(1.5, 6);
    expect(freeToPlayArpu(365.25 * 9)).toBeCloseTo(3.75, 6);
  });

  it("runs a launch week forward along the typical sales curve: a quarter of the first year's sales in its first week", () => {
    expect(lifetimeOverFirstWeek(7, false)).toBeCloseTo(1, 6);
    expect(lifetimeOverFirstWeek(365, false)).toBeGreaterThan(3.5);
    expect(lifetimeOverFirstWeek(365, false)).toBeLessThan(5);
    expect(lifetimeOverFirstWeek(3650, false)).toBeGreaterThan(lifetimeOverFirstWeek(365, false));
  });
});

describe("a game's estimates side by side", () => {
  it("gives copies and revenue by reviews, owners and launch players, each with the inputs it used", () => {
    const { methods, spread, disagree, netShare, netShareNote } = estimateGame(premium);
    expect(methods.map((m) => m.method)).toEqual(["reviews", "owners", "launch"]);
    const [reviews, owners, launch] = methods;
    expect(reviews.copies).toBe(42_000);
    expect(reviews.revenue).toBeCloseTo(42_000 * 19.99 * netShareOfList(730), 6);
    expect(reviews.note).toBe("1,000 reviews × 42 (the Boxleiter multiplier of 2019) = 42,000 copies, × $19.99 list × 41% net per copy");
    expect(owners.copies).toBe(75_000);
    expect(owners.note).toBe("SteamSpy's 50,000–100,000 owners (midpoint 75,000) × $19.99 list × 41% net per copy");
    expect(launch.copies).toBeCloseTo(400 * 20 * lifetimeOverFirstWeek(730, false), 6);
    expect(launch.note).toMatch(
      /^400 players at the launch-day peak × 20 first-week copies per player × \d+\.\d \(lifetime ÷ first week on a typical sales curve after 2\.0 years\)/,
    );
    const copies = [42_000, 75_000, launch.copies!];
    expect(spread).toBeCloseTo(Math.max(...copies) / Math.min(...copies), 6);
    expect(disagree).toBe(spread! > 2);
    expect(netShare).toBeCloseTo(0.409, 3);
    expect(netShareNote).toBe(
      "A copy nets 41% of list: 70% after the store's cut, 92% after refunds and taxes, 85% for regional prices, and 75% of list paid on average after 2.0 years of discounts.",
    );
  });

  it("flags methods more than 2× apart, and not methods within 2×", () => {
    expect(estimateGame({ ...premium, owners: 300_000, ownersRange: null })).toMatchObject({ disagree: true });
    const close = estimateGame({ ...premium, owners: 50_000, ownersRange: null, launchPeakPlayers: 0 });
    expect(close.spread).toBeCloseTo(50_000 / 42_000, 6);
    expect(close.disagree).toBe(false);
    expect(close.methods[2]).toEqual({ method: "launch", copies: null, revenue: null, note: "No launch-day peak of players.", bounded: null });
    expect(close.methods[1].note).toBe("50,000 owners × $19.99 list × 41% net per copy");
  });

  it("counts players and in-game spending for a free-to-play game", () => {
    const f2p = estimateGame({ ...premium, freeToPlay: true, price: 0 });
    expect(f2p.methods[0].note).toBe("1,000 reviews × 42 (the Boxleiter multiplier of 2019) = 42,000 players, × $1.50 in-game spending per player");
    expect(f2p.methods[1].revenue).toBeCloseTo(75_000 * 0.03 * 25 * (730 / 365.25), 6);
    expect(f2p.netShare).toBeNull();
    expect(f2p.netShareNote).toMatch(/^Free to play: 3% of players pay, \$25\.00 a year each/);
  });

  it("estimates nothing for a game not out yet, and has no spread with one figure", () => {
    expect(estimateGame({ ...premium, ageDays: null })).toMatchObject({ methods: [], spread: null, disagree: false });
    expect(estimateGame({ ...premium, reviewCount: 0, launchPeakPlayers: 0 })).toMatchObject({ spread: null, disagree: false });
  });
});

describe("estimates within the market's records", () => {
  // A ten-year-old hit: 2M at launch runs forward to about 300M copies, past any game's sales.
  const hit: EstimateInputs = { ...premium, ageDays: 3650, releaseYear: 2016, launchPeakPlayers: 2_000_000, reviewCount: 6_000_000, multiplier: 51 };

  it("holds a method's copies at the best-selling game's 300M, says so and why, and counts revenue and spread on the held figure", () => {
    const raw = 2_000_000 * 20 * lifetimeOverFirstWeek(3650, false);
    expect(raw).toBeGreaterThan(MARKET_RECORDS.copies);
    const { methods, spread } = estimateGame(hit);
    const [reviews, owners, launch] = methods;
    expect(launch.copies).toBe(300_000_000);
    expect(launch.revenue).toBeCloseTo(300_000_000 * 19.99 * netShareOfList(3650), 2);
    expect(launch.bounded).toBe(
      `Bounded at 300,000,000 copies: the method gives ${Math.round(raw).toLocaleString("en-US")}, more than any game has (the best-selling game of all is past 300,000,000 copies on every platform together).`,
    );
    expect(launch.note).toContain(launch.bounded);
    expect(reviews).toMatchObject({ copies: 300_000_000, bounded: expect.stringMatching(/^Bounded at 300,000,000 copies: the method gives 306,000,000,/) });
    expect(owners).toMatchObject({ copies: 75_000, bounded: null });
    expect(spread).toBeCloseTo(300_000_000 / 75_000, 6);
  });

  it("takes a launch peak past Steam's 3.3M concurrent-player record as the record, and says so", () => {
    const launch = estimateGame({ ...premium, launchPeakPlayers: 5_000_000, ageDays: 7 }).methods[2];
    expect(launch.copies).toBeCloseTo(3_300_000 * 20, 0);
    expect(launch.note).toMatch(/^3,300,000 players at the launch-day peak \(the 5,000,000 recorded is past Steam's record of 3,300,000 concurrent players\)/);
  });

  it("never gives copies or players past 300M, whatever the inputs", () => {
    for (const freeToPlay of [false, true])
      for (const ageDays of [0, 365, 3650, 9000])
        for (const launchPeakPlayers of [0, 1000, 3_300_000, 9_000_000])
          for (const reviewCount of [0, 9_999_999])
            for (const owners of [0, 350_000_000]) {
              const methods = estimateGame({ ...premium, freeToPlay, ageDays, launchPeakPlayers, reviewCount, owners, multiplier: 60 }).methods;
              for (const m of methods) expect(m.copies ?? 0).toBeLessThanOrEqual(MARKET_RECORDS.copies);
            }
  });
});

describe("revenue per player", () => {
  const row = { revenue: 1_000_000, totalPlayers: 10_000, copies: 100_000, freeToPlay: false, estimated: true };
  it("divides an imported premium game's revenue by its copies where they are more than its owners", () => {
    expect(revenuePerPlayer(row)).toBe(10);
    expect(revenuePerPlayer({ ...row, copies: 1_000 })).toBe(100);
  });
  it("divides by the total players alone for a free-to-play game, a generated one, and gives none without players or revenue", () => {
    expect(revenuePerPlayer({ ...row, freeToPlay: true })).toBe(100);
    expect(revenuePerPlayer({ ...row, estimated: false })).toBe(100);
    expect(revenuePerPlayer({ ...row, totalPlayers: 0 })).toBeNull();
    expect(revenuePerPlayer({ ...row, revenue: null })).toBeNull();
  });
});

describe("releaseFromNeighbours", () => {
  const game = (appId: number, releasedOn: string) => ({ appId, releasedOn });

  it("is the lower quartile of the releases of the 20 dated games with the nearest app ids", () => {
    // 30 games: app ids 100…2,900 by hundreds, released a month apart from Jan 2010; app 1,000 is the one without a date.
    const dated = Array.from({ length: 30 }, (_, i) => game(100 * (i + 1), `${2010 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}-01`));
    // The 20 nearest to 1,050: 1,000 and 1,100, then outwards: app ids 100 to 2,000 (the 1st to the 20th games), the
    // 5th of whose releases in order is May 2010.
    expect(releaseFromNeighbours(1_050, dated)).toBe("2010-05-01");
    // Below the first dated app id: the 20 lowest.
    expect(releaseFromNeighbours(10, [...dated].reverse())).toBe("2010-05-01");
    // Its own app id, if dated, is not its neighbour: 200 to 2,100.
    expect(releaseFromNeighbours(100, dated)).toBe("2010-06-01");
    // The order of the releases counts, not of the app ids: a re-release of an old app late, the rest early.
    const rereleased = [game(500, "2020-01-01"), game(600, "2021-01-01"), game(700, "2009-01-01"), game(800, "2009-02-01"), game(900, "2009-03-01")];
    expect(releaseFromNeighbours(730, rereleased)).toBe("2009-02-01");
  });

  it("has no answer without dated games, and takes the few there are", () => {
    expect(releaseFromNeighbours(730, [])).toBeNull();
    expect(releaseFromNeighbours(730, [game(570, "2013-07-09"), game(440, "2007-10-10"), game(4000, "2020-01-01")])).toBe("2007-10-10");
  });
});

describe("a game out without a release date", () => {
  const facts: GameEstimateFacts = {
    isFreeToPlay: false,
    launchPrice: 19.99,
    reviewCount: 1000,
    boxleiterMultiplier: 30,
    ownersMin: 50_000,
    ownersMax: 100_000,
    totalPlayers: 75_000,
    launchPeakPlayers: 400,
    releasedOn: null,
    datedLater: false,
    firstPlayerCountDay: null,
    releaseByAppId: null,
  };

  it("is out when it has players, owners or reviews, and as old as its first day of player counts", () => {
    const inputs = estimateInputsOf({ ...facts, firstPlayerCountDay: "2021-08-15" }, "2023-08-15");
    expect(inputs).toMatchObject({ ageDays: 730, ageFrom: "first-player-count", releaseYear: null });
    const { methods, netShare, netShareNote } = estimateGame(inputs);
    expect(methods.map((m) => m.copies)).toEqual([30_000, 75_000, null]);
    expect(methods[0].note).toBe(
      "1,000 reviews × 30 (the Boxleiter multiplier; its release year is unknown) = 30,000 copies, × $19.99 list × 41% net per copy",
    );
    expect(methods[2].note).toBe("The release date is unknown: there is no launch to run the sales curve from.");
    expect(netShare).toBeCloseTo(netShareOfList(730), 6);
    expect(netShareNote).toMatch(/after at least 2\.0 years \(since its first day of player counts; no release date\) of discounts\.$/);
  });

  it("says a short age in days", () => {
    const f2p = estimateGame(estimateInputsOf({ ...facts, isFreeToPlay: true, launchPrice: 0, firstPlayerCountDay: "2023-08-14" }, "2023-08-15"));
    expect(f2p.netShareNote).toBe(
      "Free to play: 3% of players pay, $25.00 a year each, for up to 5 years of play: $0.19 per player after at least 1 day (since its first day of player counts; no release date).",
    );
  });

  it("is out at an unknown age with no player counts: discounts at full depth, three months of in-game spending", () => {
    const inputs = estimateInputsOf({ ...facts, launchPeakPlayers: 0 }, "2023-08-15");
    expect(inputs).toMatchObject({ ageDays: null, ageFrom: "unknown" });
    const premiumEstimate = estimateGame(inputs);
    expect(premiumEstimate.methods.map((m) => m.copies)).toEqual([30_000, 75_000, null]);
    expect(premiumEstimate.netShare).toBeCloseTo(0.7 * 0.92 * 0.85 * 0.6, 6);
    expect(premiumEstimate.netShareNote).toMatch(/60% of list paid on average after discounts at their full depth \(an unknown age/);
    const f2p = estimateGame(estimateInputsOf({ ...facts, isFreeToPlay: true, launchPrice: 0, launchPeakPlayers: 0 }, "2023-08-15"));
    expect(f2p.methods[1].revenue).toBeCloseTo(75_000 * freeToPlayArpu(0), 6);
    expect(f2p.netShareNote).toMatch(/\$0\.19 per player after the least, three months \(an unknown age/);
  });

  it("is not out with no players, owners, reviews or player counts: nothing is estimated", () => {
    const none = { ...facts, reviewCount: 0, totalPlayers: 0, launchPeakPlayers: 0 };
    expect(estimateGame(estimateInputsOf(none, "2023-08-15"))).toMatchObject({ methods: [], netShareNote: "The game is not out yet: nothing is estimated." });
  });

  it("is not out when it is dated later, whatever its figures (a row the import lists as suspect)", () => {
    expect(estimateGame(estimateInputsOf({ ...facts, datedLater: true, firstPlayerCountDay: "2023-08-14" }, "2023-08-15")).methods).toEqual([]);
  });

  it("is as old as the games with the nearest Steam app ids when that is older than its player counts, and says so", () => {
    const f2p = { ...facts, isFreeToPlay: true, launchPrice: 0, totalPlayers: 150_000_000, firstPlayerCountDay: "2023-08-14" };
    const inputs = estimateInputsOf({ ...f2p, releaseByAppId: "2013-07-09" }, "2023-08-15");
    expect(inputs).toMatchObject({ ageDays: 3689, ageFrom: "app-id", releaseYear: null });
    const estimate = estimateGame(inputs);
    // Five years of in-game spending (the model's most), not three months: $3.75 a player, not $0.19.
    expect(estimate.methods[1].revenue).toBeCloseTo(150_000_000 * 3.75, 0);
    expect(estimate.netShareNote).toBe(
      "Free to play: 3% of players pay, $25.00 a year each, for up to 5 years of play: $3.75 per player after about 10.1 years (no release date: a quarter of the 20 dated games with the nearest Steam app ids were out by Jul 2013).",
    );
    // The launch method still needs a real launch day.
    expect(estimate.methods[2].note).toBe("The release date is unknown: there is no launch to run the sales curve from.");
    // Player counts older than the neighbours' releases win: the game is at least that old.
    expect(estimateInputsOf({ ...f2p, firstPlayerCountDay: "2012-01-01", releaseByAppId: "2013-07-09" }, "2023-08-15")).toMatchObject({
      ageFrom: "first-player-count",
    });
    expect(estimateInputsOf({ ...f2p, firstPlayerCountDay: null, launchPeakPlayers: 0, releaseByAppId: "2020-02-01" }, "2023-08-15")).toMatchObject({
      ageDays: 1291,
      ageFrom: "app-id",
    });
  });

  it("counts a dated game's age from its release, whatever its player counts", () => {
    const inputs = estimateInputsOf({ ...facts, releasedOn: "2019-08-15", firstPlayerCountDay: "2021-08-15" }, "2023-08-15");
    expect(inputs).toMatchObject({ ageDays: 1461, ageFrom: "release", releaseYear: 2019 });
  });
});
