// The dashboard's market overview: the top games' players and the genres' share of players, month by month, cut to
// the chosen period.
import type { MonthlyPlayers } from "@/lib/data/lumos";
import { marketOverview, overviewDescription, parseOverviewPeriod } from "@/lib/market-research/market-overview";

const MONTHS = Array.from({ length: 24 }, (_, i) => `${2025 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`);
const ALL_RECORDED = 2 ** 24 - 1;

/** Seven games; game n has n × 100 players every month, and game 7 none in the latest month. */
function source() {
  const byGame: MonthlyPlayers["byGame"] = new Map();
  for (let id = 1; id <= 7; id++) {
    const values = Float64Array.from(MONTHS, (_, month) => (id === 7 && month === 23 ? 0 : id * 100 + month));
    byGame.set(id, { values, recorded: ALL_RECORDED });
  }
  // Genres: Action (10) on games 1–6, RPG (11) on game 6, Puzzle (12) on game 7; a theme (20) on every game.
  const genresOf = (id: number) => [...(id <= 6 ? [10] : [12]), ...(id === 6 ? [11] : []), 20];
  return {
    games: Array.from({ length: 7 }, (_, i) => ({ id: i + 1, title: `Game ${i + 1}` })),
    gamesById: new Map(Array.from({ length: 7 }, (_, i) => [i + 1, { classificationIds: genresOf(i + 1) }])),
    classifications: new Map([
      [10, { name: "Action", typeId: 1 }],
      [11, { name: "RPG", typeId: 1 }],
      [12, { name: "Puzzle", typeId: 1 }],
      [20, { name: "Fantasy", typeId: 17 }],
    ]),
    monthlyPlayers: { months: MONTHS, byGame },
  };
}

describe("the market overview", () => {
  it("reads the period from the link, 12 months unless it names another", () => {
    expect(parseOverviewPeriod("6m")).toBe("6m");
    expect(parseOverviewPeriod("24m")).toBe("24m");
    expect(parseOverviewPeriod(undefined)).toBe("12m");
    expect(parseOverviewPeriod("1y")).toBe("12m");
    expect(parseOverviewPeriod("constructor")).toBe("12m");
  });

  it("names the months it covers, and says so when there is only one (a first import)", () => {
    expect(overviewDescription(["2025-01", "2025-12"])).toMatch(/^Month by month, Jan 2025 to Dec 2025: the players of the five most played games/);
    expect(overviewDescription(["2026-12"])).toMatch(/^Month by month, Dec 2026, the one month with player counts so far: the players/);
    expect(overviewDescription(["2026-12"])).not.toContain("Dec 2026 to Dec 2026");
    expect(overviewDescription([])).toMatch(/^Month by month: the players/);
  });

  it("draws the five games with most players in the latest month, over the period's months", () => {
    const overview = marketOverview(source(), "6m");
    expect(overview.months).toEqual(MONTHS.slice(18));
    expect(overview.games.map((game) => game.title)).toEqual(["Game 6", "Game 5", "Game 4", "Game 3", "Game 2"]);
    expect(overview.games[0].players).toEqual([618, 619, 620, 621, 622, 623]);
    expect(marketOverview(source(), "24m").months).toEqual(MONTHS);
  });

  it("gives each genre's share of all players per month, the genres of most players first, themes left out", () => {
    const overview = marketOverview(source(), "12m");
    // Puzzle's only game had no players in the latest month: it is last, at 0%, after its earlier months.
    expect(overview.genres.map((genre) => genre.name)).toEqual(["Action", "RPG", "Puzzle"]);
    expect(overview.genres[2].shares.at(-1)).toBe(0);
    expect(overview.genres[2].shares[0]).toBeGreaterThan(0);
    const latest = overview.months.length - 1;
    const total = [1, 2, 3, 4, 5, 6].reduce((sum, id) => sum + id * 100 + 23, 0);
    expect(overview.genres[0].shares[latest]).toBeCloseTo(100, 5);
    expect(overview.genres[1].shares[latest]).toBeCloseTo((623 / total) * 100, 5);
    expect(overview.genres[0].shares).toHaveLength(12);
  });

  it("works a period out once per knowledge, and again for a rebuilt knowledge", () => {
    const knowledge = source();
    const first = marketOverview(knowledge, "12m");
    expect(marketOverview(knowledge, "12m")).toBe(first);
    expect(marketOverview(knowledge, "6m")).not.toBe(first);
    // A rebuilt knowledge (here: game 1 now the most played) gets its own overview.
    const rebuilt = source();
    rebuilt.monthlyPlayers.byGame.get(1)!.values[23] = 10_000;
    expect(marketOverview(rebuilt, "12m").games[0].title).toBe("Game 1");
    expect(first.games[0].title).toBe("Game 6");
  });
});
