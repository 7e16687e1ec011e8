import { estimateGame, freeToPlayArpu, lifetimeOverFirstWeek, netShareOfList, type EstimateInputs } from "@/lib/domain/estimates";

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
    expect(close.methods[2]).toEqual({ method: "launch", copies: null, revenue: null, note: "No launch-day peak of players." });
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
