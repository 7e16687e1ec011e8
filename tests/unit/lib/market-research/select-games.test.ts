import type { LumosGameFacts } from "@/lib/data/lumos";
import { DEFAULT_QUERY, MARKET_COLUMNS, type MarketResearchQuery, type SortKey } from "@/lib/market-research/market-research-query";
import {
  buildMarketRows,
  prepareSort,
  prepareView,
  rowCells,
  selectMarketResearch,
  sortRows,
  titleOrder,
  titleOrderInTurns,
  type MarketResearchSelection,
  type MarketRows,
} from "@/lib/market-research/select-games";

const TODAY = "2026-06-15";

function game(id: number, facts: Partial<LumosGameFacts>): LumosGameFacts {
  return {
    id,
    title: `Game ${id}`,
    gameTypeId: 0,
    parentGameId: null,
    publisherIds: [],
    developerIds: [],
    developerSizes: [],
    platformIds: [],
    distributionIds: [],
    classificationIds: [],
    genres: [],
    releaseDate: null,
    releaseDateText: null,
    coverFilename: null,
    released: false,
    freeToPlay: null,
    peakPlayers: 0,
    recordPeakPlayers: 0,
    growth: null,
    totalPlayers: null,
    launchPeakPlayers: null,
    revenue: null,
    copiesSold: null,
    price: null,
    arpu: null,
    sentiment: null,
    wishlists: null,
    followers: null,
    reviews: null,
    positiveReviews: null,
    negativeReviews: null,
    ...facts,
  };
}

const FACTS = [
  game(1, {
    title: "Alpha",
    developerSizes: ["Indie"],
    platformIds: [3, 48],
    releaseDate: "2026-05-01",
    releaseDateText: "01-05-2026",
    peakPlayers: 500,
    totalPlayers: 10_000,
    revenue: 200_000,
    genres: ["Puzzle"],
  }),
  game(2, {
    title: "Bravo",
    developerSizes: ["AAA"],
    platformIds: [264],
    releaseDate: "2020-03-10",
    releaseDateText: "10-03-2020",
    peakPlayers: 9_000,
    totalPlayers: 2_000_000,
    revenue: 50_000_000,
    price: 69.99,
  }),
  game(3, { title: "Charlie", developerSizes: ["AA", "Indie"], platformIds: [3], releaseDate: "2026-10-01", releaseDateText: "Q4-2026", peakPlayers: 0 }),
  game(4, { title: "Delta", developerSizes: [], platformIds: [3], releaseDateText: "TBA", peakPlayers: 0, price: 19.99 }),
  game(5, {
    title: "Echo",
    developerSizes: ["AA"],
    platformIds: [201],
    releaseDate: "2026-06-14",
    releaseDateText: "14-06-2026",
    peakPlayers: 9_000,
    totalPlayers: 50_000,
  }),
];
const ALL_IDS = new Set(FACTS.map((fact) => fact.id));

const select = (change: Partial<MarketResearchQuery>, datapointGameIds: ReadonlySet<number> = ALL_IDS) =>
  selectMarketResearch({ facts: FACTS, datapointGameIds, playersYesterday: new Map([[2, 7_500]]), query: { ...DEFAULT_QUERY, ...change }, today: TODAY });
/** What a selection shows: every row, the count, the summary and the distributions. */
const figures = ({ rows, matched, summary, byReleaseYear, byPlatform }: MarketResearchSelection) => ({ rows, matched, summary, byReleaseYear, byPlatform });
const titles = (change: Partial<MarketResearchQuery>) => select(change).rows.map((row) => row.title);

describe("selectMarketResearch", () => {
  it("keeps every game of the data point by default, most peak players first, ties by title", () => {
    expect(titles({})).toEqual(["Bravo", "Echo", "Alpha", "Charlie", "Delta"]);
    expect(select({}, new Set([1, 4])).rows.map((row) => row.id)).toEqual([1, 4]);
  });

  it("filters by developer size: any developer of a chosen size; all three sizes keep games without a developer", () => {
    expect(titles({ sizes: ["Indie"] })).toEqual(["Alpha", "Charlie"]);
    expect(titles({ sizes: ["AA", "AAA"] })).toEqual(["Bravo", "Echo", "Charlie"]);
    expect(titles({ sizes: ["Indie", "AA", "AAA"] })).toContain("Delta");
  });

  it("filters by platform", () => {
    expect(titles({ platformId: 3 })).toEqual(["Alpha", "Charlie", "Delta"]);
    expect(titles({ platformId: 999 })).toEqual([]);
  });

  it("filters by the release-date categories, custom ranges included", () => {
    expect(titles({ release: "Last2Months" })).toEqual(["Echo", "Alpha"]);
    expect(titles({ release: "Released" })).toEqual(["Bravo", "Echo", "Alpha"]);
    expect(titles({ release: "ToBeAnnounced" })).toEqual(["Delta"]);
    expect(titles({ release: "ToBeConfirmed" })).toEqual(["Charlie"]);
    expect(titles({ release: "FutureThisYear" })).toEqual(["Charlie"]);
    // Ends 10 days ago: last 2 months.
    expect(titles({ release: "custom_2026-01-01_2026-06-05" })).toEqual(["Echo", "Alpha"]);
    // Entirely next year: releasing next year only.
    expect(titles({ release: "custom_2027-01-01_2027-12-31" })).toEqual([]);
  });

  it("filters by exact days, both included and either side open, by the day a release date starts on", () => {
    expect(titles({ release: "days_2026-05-01_2026-06-14" })).toEqual(["Echo", "Alpha"]);
    expect(titles({ release: "days_2026-05-02_2026-06-13" })).toEqual([]);
    expect(titles({ release: "days__2020-03-10" })).toEqual(["Bravo"]);
    // Q4-2026 starts on Oct 1; a game to be announced has no day to be in any range.
    expect(titles({ release: "days_2026-10-01_" })).toEqual(["Charlie"]);
    expect(titles({ release: "days_2000-01-01_" })).not.toContain("Delta");
  });

  it("keeps only unreleased games when the status is upcoming, TBA included", () => {
    expect(titles({ status: "upcoming" })).toEqual(["Charlie", "Delta"]);
  });

  it("sorts by any column, with missing values last in both directions", () => {
    expect(titles({ sort: "price", direction: "desc" })).toEqual(["Bravo", "Delta", "Alpha", "Charlie", "Echo"]);
    expect(titles({ sort: "price", direction: "asc" })).toEqual(["Delta", "Bravo", "Alpha", "Charlie", "Echo"]);
    expect(titles({ sort: "release_date", direction: "asc" })).toEqual(["Bravo", "Alpha", "Echo", "Charlie", "Delta"]);
    expect(titles({ sort: "title", direction: "desc" })).toEqual(["Echo", "Delta", "Charlie", "Bravo", "Alpha"]);
  });

  it("sorts by sentiment with equal sentiments backed by more reviews first in both directions, then by title", () => {
    const facts = [
      game(1, { title: "Few", sentiment: 100, reviews: 12 }),
      game(2, { title: "Many", sentiment: 100, reviews: 20_000 }),
      game(3, { title: "Some", sentiment: 100, reviews: 800 }),
      game(4, { title: "Liked", sentiment: 95, reviews: 50_000 }),
      game(5, { title: "Hated few", sentiment: 10, reviews: 15 }),
      game(6, { title: "Hated many", sentiment: 10, reviews: 3_000 }),
      game(7, { title: "Also few", sentiment: 100, reviews: 12 }),
      game(8, { title: "Unrated", reviews: 3 }),
    ];
    const sorted = (direction: "asc" | "desc") =>
      selectMarketResearch({
        facts,
        datapointGameIds: new Set(facts.map((fact) => fact.id)),
        playersYesterday: new Map(),
        query: { ...DEFAULT_QUERY, sort: "sentiment", direction },
        today: TODAY,
      }).rows.map((row) => row.title);
    expect(sorted("desc")).toEqual(["Many", "Some", "Also few", "Few", "Liked", "Hated many", "Hated few", "Unrated"]);
    expect(sorted("asc")).toEqual(["Hated many", "Hated few", "Liked", "Many", "Some", "Also few", "Few", "Unrated"]);
  });

  it("adds up the summary over the games that have each figure, and spreads games over release years and platforms", () => {
    const selection = select({});
    expect(selection.summary).toEqual({
      games: 5,
      totalPlayers: { sum: 2_060_000, games: 3 },
      totalRevenue: { sum: 50_200_000, games: 2 },
      peakPlayers: { sum: 18_500, games: 5 },
    });
    // Games to come have no revenue or players: a sum of none, not $0.
    expect(select({ status: "upcoming" }).summary).toEqual({
      games: 2,
      totalPlayers: { sum: 0, games: 0 },
      totalRevenue: { sum: 0, games: 0 },
      peakPlayers: { sum: 0, games: 2 },
    });
    expect(selection.byReleaseYear).toEqual([
      { year: 2020, games: 1, peakPlayers: 9_000 },
      { year: 2026, games: 3, peakPlayers: 9_500 },
      { year: null, games: 1, peakPlayers: 0 },
    ]);
    expect(selection.byPlatform[0]).toEqual({ platformId: 3, games: 3, peakPlayers: 500 });
  });

  it("shows yesterday's players and display dates, and writes cells in the column order", () => {
    const [bravo] = select({}).rows;
    expect(bravo.players_24h).toBe(7_500);
    expect(bravo.release_date).toBe("Mar 10, 2020");
    expect(rowCells(bravo, ["revenue", "release_date", "wishlists"])).toEqual(["Bravo", 50_000_000, "Mar 10, 2020", null]);
  });
});

describe("selectMarketResearch over rows built once", () => {
  const PLAYERS = new Map([[2, 7_500]]);
  let built: MarketRows;
  beforeAll(async () => {
    built = await buildMarketRows(FACTS, PLAYERS);
  });
  const views: Array<Partial<MarketResearchQuery>> = [
    {},
    { sort: "title", direction: "asc" },
    { sort: "price", direction: "desc" },
    { sort: "genre", direction: "asc" },
    { sizes: ["AA"], release: "Last5Years" },
    { status: "upcoming", sort: "release_date", direction: "desc" },
  ];

  it.each(views)("gives the same selection as building the rows per view (%o)", (change) => {
    const query = { ...DEFAULT_QUERY, ...change };
    const fresh = selectMarketResearch({ facts: FACTS, datapointGameIds: ALL_IDS, playersYesterday: PLAYERS, query, today: TODAY });
    const reused = selectMarketResearch({ facts: FACTS, datapointGameIds: "all", playersYesterday: new Map(), rows: built, query, today: TODAY });
    expect(figures(reused)).toEqual(figures(fresh));
    expect(reused.page(1, 2).rows).toEqual(fresh.rows.slice(0, 2));
    // The matched games' ids, listed without their rows, in the view's order.
    const ids = fresh.rows.map((row) => row.id);
    expect([...reused.gameIds()]).toEqual(ids);
    expect([...fresh.gameIds()]).toEqual(ids);
  });

  it("takes the facts' title order when it is handed in, with the same selection as working it out", async () => {
    const handed = await buildMarketRows(FACTS, PLAYERS, titleOrder(FACTS));
    expect(handed.titleOrder).toEqual(built.titleOrder);
    for (const change of views) {
      const query = { ...DEFAULT_QUERY, ...change };
      expect(figures(selectMarketResearch({ facts: FACTS, playersYesterday: new Map(), rows: handed, query, today: TODAY }))).toEqual(
        figures(selectMarketResearch({ facts: FACTS, playersYesterday: new Map(), rows: built, query, today: TODAY })),
      );
    }
  });

  it("gives every game the same place in title order when the order is worked out in turns (what Lumos knows builds it so)", async () => {
    // More games than one slice of the sort (256), titles repeating in other cases and ties broken by id.
    const many = Array.from({ length: 1_000 }, (_, index) => ({ id: 1_000 - index, title: `${index % 3 === 0 ? "game" : "Game"} ${index % 97}` }));
    expect(await titleOrderInTurns(many)).toEqual(titleOrder(many));
  });

  it("breaks ties in title order, numbers in titles as text (Game 10 before Game 9), then by id", async () => {
    const tied = [game(9, { title: "Game 9" }), game(10, { title: "Game 10" }), game(11, { title: "game 9" })];
    const rows = await buildMarketRows(tied, new Map());
    const { rows: sorted } = selectMarketResearch({
      facts: tied,
      datapointGameIds: "all",
      playersYesterday: new Map(),
      rows,
      query: DEFAULT_QUERY,
      today: TODAY,
    });
    expect(sorted.map((row) => row.id)).toEqual([10, 9, 11]);
  });
});

describe("prepareSort", () => {
  // Ties, missing values, numbers in titles, titles equal to the collator ("game 9" and "Game 9"), texts in every column.
  const genres = ["Puzzle", "puzzle", "RPG", "Action", "Shooter 2", "Shooter 10"];
  const facts = Array.from({ length: 3_000 }, (_, index) =>
    game(index + 1, {
      title: index % 7 === 0 ? `game ${index % 30}` : `Game ${index % 40}`,
      genres: index % 5 === 0 ? [] : [genres[index % genres.length]],
      developerSizes: index % 3 === 0 ? [] : [["Indie", "AA", "AAA"][index % 3]],
      peakPlayers: (index * 7919) % 50,
      price: index % 4 === 0 ? null : ((index * 31) % 9) * 10,
      revenue: index % 6 === 0 ? null : (index * 104_729) % 1_000,
      sentiment: index % 8 === 0 ? null : [100, 90, 100, 0, 55.5][index % 5],
      reviews: index % 11 === 0 ? null : (index * 7_927) % 60,
      releaseDate: index % 9 === 0 ? null : `20${10 + (index % 15)}-0${1 + (index % 9)}-1${index % 10}`,
      releaseDateText: index % 9 === 0 ? "TBA" : `1${index % 10}-0${1 + (index % 9)}-20${10 + (index % 15)}`,
    }),
  );
  const keys: SortKey[] = ["title", ...MARKET_COLUMNS.map((column) => column.key)];

  it.each(keys.flatMap((key) => (["asc", "desc"] as const).map((direction) => [key, direction] as const)))(
    "orders every row by %s %s exactly as sortRows does",
    async (key, direction) => {
      const built = await buildMarketRows(facts, new Map([[3, 40]]));
      await prepareSort(built, key, direction);
      const expected = sortRows([...built.byId.values()], key, direction, built.titleOrder);
      expect(built.sorted.get(`${key}:${direction}`)!.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    },
  );
});

describe("prepareView", () => {
  const facts = Array.from({ length: 25_000 }, (_, index) =>
    game(index + 1, {
      developerSizes: [["Indie", "AA", "AAA"][index % 3]],
      platformIds: index % 4 === 0 ? [1, 2] : [2],
      classificationIds: index % 5 === 0 ? [7, 9] : [9],
      peakPlayers: (index * 7919) % 500,
      revenue: index % 6 === 0 ? null : (index * 104_729) % 1_000,
      releaseDate: index % 9 === 0 ? null : `20${10 + (index % 15)}-0${1 + (index % 9)}-1${index % 10}`,
      releaseDateText: index % 9 === 0 ? "TBA" : `1${index % 10}-0${1 + (index % 9)}-20${10 + (index % 15)}`,
      released: index % 9 !== 0,
    }),
  );
  const views: Array<Partial<MarketResearchQuery>> = [
    {},
    { platformId: 1, sizes: ["Indie"] },
    { featureIds: [7], release: "Last5Years" },
    { status: "upcoming" },
    { featureIds: [404] },
  ];

  it.each(views)("keeps the same games, summary and distributions as working the view out in one go (%j)", async (view) => {
    const query = { ...DEFAULT_QUERY, ...view };
    const once = selectMarketResearch({ facts, playersYesterday: new Map(), query, today: TODAY });
    const rows = await buildMarketRows(facts, new Map());
    const input = { facts, playersYesterday: new Map<number, number>(), rows, query, today: TODAY };
    await prepareSort(rows, query.sort, query.direction);
    // A clock that moves a millisecond each time it is read: the filter outlasts its budget many times over.
    let clock = 0;
    const now = jest.spyOn(performance, "now").mockImplementation(() => (clock += 1));
    let ticks = 0;
    const ticking = setInterval(() => ticks++, 0);
    await prepareView(input).finally(() => now.mockRestore());
    clearInterval(ticking);
    expect(rows.views.size).toBe(1);
    const prepared = selectMarketResearch(input);
    expect(prepared.rows.map((row) => row.id)).toEqual(once.rows.map((row) => row.id));
    expect({ summary: prepared.summary, years: prepared.byReleaseYear, platforms: prepared.byPlatform }).toEqual({
      summary: once.summary,
      years: once.byReleaseYear,
      platforms: once.byPlatform,
    });
    // The thread handed back while the filter ran: the event loop's timers ran before it finished.
    expect(ticks).toBeGreaterThan(0);
  });
});

describe("a selection's pages", () => {
  const facts = Array.from({ length: 60 }, (_, index) =>
    game(index + 1, { developerSizes: [index % 3 === 0 ? "Indie" : "AA"], platformIds: [1], peakPlayers: (index * 7919) % 97 }),
  );
  const expectedPage = (rows: readonly { id: number }[], page: number, perPage: number) => {
    const lastPage = Math.max(1, Math.ceil(rows.length / perPage));
    const current = Math.min(Math.max(1, page), lastPage);
    const ids = rows.slice((current - 1) * perPage, current * perPage).map((row) => row.id);
    return { ids, page: current, lastPage, from: ids.length ? (current - 1) * perPage + 1 : 0, to: (current - 1) * perPage + ids.length };
  };

  it.each([{}, { sizes: ["Indie"] }, { sizes: ["AAA"] }] as Array<Partial<MarketResearchQuery>>)(
    "cut from the sorted matches, whether every game or some are kept, a page past the last showing the last (%j)",
    async (view) => {
      const query = { ...DEFAULT_QUERY, ...view };
      const rows = await buildMarketRows(facts, new Map());
      const input = { facts, playersYesterday: new Map<number, number>(), rows, query, today: TODAY };
      await Promise.all([prepareSort(rows, query.sort, query.direction), prepareView(input)]);
      const all = selectMarketResearch(input).rows;
      for (const [page, perPage] of [
        [1, 25],
        [2, 7],
        [3, 25],
        [9, 50],
        [0, 10],
      ]) {
        // A fresh selection for each page: a page is read without listing every match first.
        const selection = selectMarketResearch(input);
        const { rows: pageRows, ...place } = selection.page(page, perPage);
        const expected = expectedPage(all, page, perPage);
        expect({ ids: pageRows.map((row) => row.id), ...place }).toEqual(expected);
        expect(selection.matched).toBe(all.length);
      }
    },
  );

  it("of an empty view: one empty page", () => {
    const empty = select({ platformId: 999 });
    expect(empty.matched).toBe(0);
    expect(empty.page(4, 25)).toEqual({ rows: [], page: 1, lastPage: 1, from: 0, to: 0 });
  });
});
