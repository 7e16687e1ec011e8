// Lumos proven on real data: the Steam data of ../shared/realdata imported into a fresh database, every real-data
// labelled question (tests/fixtures/lumos/real-questions.ts) answered by the built-in parser and engine, and the games
// it selects (in order, for a ranking) compared with the answer computed from the CSV files alone
// (tests/fixtures/lumos/real-market.ts). Every question must match.
import { REAL_QUESTIONS } from "../fixtures/lumos/real-questions";
import {
  describeMiss,
  expectedAnswer,
  openRealMarket,
  readRealGames,
  realDataAvailable,
  REAL_DATA_DIR,
  scoreQuestion,
  type RealGame,
  type RealMarket,
} from "../fixtures/lumos/real-market";
import { listUpcomingGames } from "@/lib/data/catalog";
import { getMarketDate } from "@/lib/data/market-date";
import { listGameIdsForDatapoint } from "@/lib/data/market-research";
import { getDataset } from "@/lib/datasets/registry";
import { listGamePlayerStats, listTopGamesByPlayers } from "@/lib/data/players";
import { executeQuery } from "@/lib/lumos/execute";
import { buildKnowledge } from "@/lib/lumos/knowledge";
import { parseQuestion } from "@/lib/lumos/parse";
import { createMigratedDatabase } from "./helpers/test-database";

// Importing 61,200 games and building what Lumos knows of them takes about a minute on a 2-core machine.
jest.setTimeout(600_000);

describe("Lumos on the real Steam data", () => {
  let market: RealMarket;

  beforeAll(async () => {
    if (!realDataAvailable()) throw new Error(`The real data is missing: ${REAL_DATA_DIR} must hold both CSV files (see its README).`);
    market = await openRealMarket(() => createMigratedDatabase());
  });
  afterAll(() => market?.handle.close());

  it("has at least 60 questions of every kind, each with a well-posed expected answer", () => {
    expect(REAL_QUESTIONS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(REAL_QUESTIONS.map((item) => item.id)).size).toBe(REAL_QUESTIONS.length);
    const kinds = new Set(REAL_QUESTIONS.map((item) => item.kind));
    for (const kind of [
      "company",
      "short_form",
      "genre",
      "tag",
      "release",
      "price",
      "reviews",
      "sentiment",
      "owners",
      "players",
      "combination",
      "ranking",
      "negation",
      "typo",
      "paraphrase",
    ])
      expect(kinds).toContain(kind);
    const games = readRealGames();
    expect(games.length).toBe(61_200);
    // An empty expectation proves nothing: every question has games to find (and a ranking is not tied at its last place).
    for (const item of REAL_QUESTIONS) expect([item.id, expectedAnswer(item.expect, games).appIds.length > 0]).toEqual([item.id, true]);
  });

  it.each(REAL_QUESTIONS.map((item) => [item.id, item.question, item] as const))("%s %s", async (_id, _question, item) => {
    const result = await scoreQuestion(item, market);
    if (!result.exact) throw new Error(describeMiss(result));
    expect(result.exact).toBe(true);
  });

  // The Steam games CSV gives no genre and no company: whether its games are indie, or Ubisoft's, is not known, and an
  // answer that counts only the games it could check says how many it could not (counted here from the files).
  it.each([
    [
      "indie games of 2019",
      ["indie games released in 2019", "how many indie games were released in 2019", "what percentage of games released in 2019 are indie"],
      "genre",
      "Indie (genre)",
      (game: RealGame) => game.genres.length === 0,
    ],
    [
      "Ubisoft games of 2019",
      ["Ubisoft games released in 2019", "how many Ubisoft games were released in 2019"],
      "publisher or developer",
      "by Ubisoft or by Ubisoft Montreal or 14 other companies",
      (game: RealGame) => game.publisher === "" && game.developer === "",
    ],
  ] as const)(
    "says how many %s could not be checked for want of data, in the list, the count and the share",
    async (_name, questions, noun, label, unrecorded) => {
      const byAppId = new Map(readRealGames().map((game) => [game.appId, game]));
      const unknown = expectedAnswer({ released: { year: 2019 } }).appIds.filter((appId) => unrecorded(byAppId.get(appId)!)).length;
      expect(unknown).toBeGreaterThan(1_000);
      const sentence = `${unknown.toLocaleString("en-US")} other games meet the other filters but have no ${noun} on record, so whether they are ${label} is not known.`;
      for (const question of questions) {
        const parsed = parseQuestion(question, market.knowledge.lexicon, { today: market.knowledge.today });
        const answer = await executeQuery(parsed, market.knowledge);
        expect([question, answer.text]).toEqual([question, expect.stringContaining(sentence)]);
      }
    },
  );

  // The import is as of Aug 15, 2023 (SteamSpy's ccu is the peak of Aug 14); the clock here is years later. Every
  // figure counts from the data's own latest day, so nothing reads as 30 days of zeros.
  const NOW = Date.parse("2026-11-25T12:00:00Z");

  it("has its market date on the day after its player counts, marked as behind the clock", async () => {
    // One imported day is no month of history: week-on-month growth is left out rather than read as +329%.
    expect(await getMarketDate({ db: market.handle.db, now: NOW })).toEqual({
      today: "2023-08-15",
      latestDay: "2023-08-14",
      stale: true,
      monthOfHistory: false,
      historyStart: "2023-08-14",
    });
  });

  it("gives the most played game's peak of its latest day, as SteamSpy's ccu, with no date asked for", async () => {
    const top = readRealGames().reduce((best, game) => ((game.players ?? 0) > (best.players ?? 0) ? game : best));
    const gameId = [...market.appIdOf].find(([, appId]) => appId === top.appId)![0];
    const [stats] = (await listGamePlayerStats({ gameIds: [gameId], db: market.handle.db })).items;
    expect(stats.one_day).toBe(top.players);
    // One day on record: every window is that day, not a thirtieth of it (docs/decisions.md, "Player stats and periods").
    expect([stats.one_week, stats.one_month, stats.one_year]).toEqual([top.players, top.players, top.players]);
    const ranked = await listTopGamesByPlayers({ db: market.handle.db, limit: 3 });
    expect(ranked.date).toBe("2023-08-14");
    expect(ranked.games[0]).toMatchObject({ gameId, playerCount: top.players });
  });

  it("builds what Lumos knows for that day without being told it: every game with a ccu has a peak, the others no figure", async () => {
    const knowledge = await buildKnowledge({ db: market.handle.db });
    expect(knowledge.today).toBe("2023-08-15");
    const withPeak = knowledge.games.filter((game) => (game.peakPlayers ?? 0) > 0).length;
    expect(withPeak).toBe(readRealGames().filter((game) => game.players !== null).length);
    // The Steam games CSV has no player counts: its games' peak is unknown, not 0 (Mini Motorways is no dead game).
    expect(knowledge.games.filter((game) => game.peakPlayers === null)).toHaveLength(readRealGames().filter((game) => game.players === null).length);
    expect(knowledge.games.filter((game) => game.growth !== null)).toEqual([]);
    // Neither file gives followers (the import writes the required column as 0): no game has a followers figure. The
    // launch peak is SteamSpy's ccu, so only the games with one have a launch peak figure.
    expect(knowledge.games.filter((game) => game.followers !== null)).toEqual([]);
    expect(knowledge.games.filter((game) => game.launchPeakPlayers !== null)).toHaveLength(withPeak);
  });

  it("counts a game as released by the data's day, not the clock's: market research's upcoming games are Lumos's", async () => {
    // As of 2023-08-15, Starfield (Sep 5, 2023) and Cities: Skylines II (Oct 24, 2023) are still to come; a game the
    // files date by its month alone ("Jan 2017") came out once that month ended.
    const asOf = "2023-08-15";
    const expected = readRealGames()
      .filter((game) => (game.released === null ? game.reviews === 0 && game.owners === 0 && game.players === null : game.released > asOf))
      .map((game) => game.appId)
      .sort((a, b) => a - b);
    const upcoming = (await listGameIdsForDatapoint({ datapointId: "upcoming", db: market.handle.db }))
      .map((id) => market.appIdOf.get(id)!)
      .sort((a, b) => a - b);
    expect(upcoming).toEqual(expected);
    expect(expected).toEqual(expect.arrayContaining([1716740, 949230]));
    const released = await listGameIdsForDatapoint({ datapointId: "released", db: market.handle.db });
    expect(released.length + upcoming.length).toBe(61_200);
    const knowledge = await buildKnowledge({ db: market.handle.db });
    const answer = await executeQuery(parseQuestion("how many upcoming games are there", knowledge.lexicon, { today: knowledge.today }), knowledge);
    expect(answer.text).toBe(`${expected.length.toLocaleString("en-US")} games meet the filter (upcoming).`);
    expect(knowledge.games.filter((game) => !game.released)).toHaveLength(expected.length);
    // The dashboard's upcoming games by the same rule: those dated the data's day itself (Moving Out 2) are out.
    const dashboard = await listUpcomingGames({ perPage: 10, currentPage: 1, db: market.handle.db });
    expect(dashboard.pageInfo.total).toBe(expected.length);
    expect(dashboard.data[0].release_date_time).toBe("2023-08-16T00:00:00Z");
  });

  it("finds widely reviewed games whose titles are everyday words (Among Us, It Takes Two) or typed short (GTA V), and no game 'The Game'", async () => {
    const knowledge = await buildKnowledge({ db: market.handle.db });
    const titles = (question: string) =>
      parseQuestion(question, knowledge.lexicon, { today: knowledge.today }).entities.titles.include.map((ref) => market.appIdOf.get(Number(ref.id)));
    expect(titles("who made Among Us")).toEqual([945360]);
    expect(titles("It Takes Two revenue")).toEqual([1426210]);
    expect(titles("the game with the most reviews")).toEqual([]);
    // The short forms analysts type for the best-known games.
    expect(titles("GTA V copies sold")).toEqual([271590]);
    expect(titles("CS:GO players")).toEqual([730]);
    expect(titles("apex")).toEqual([1172470]);
  });

  it("keeps every premium game's ARPU at or below its list price, the owners below its reviews' copies included", async () => {
    const knowledge = await buildKnowledge({ db: market.handle.db });
    const premium = knowledge.games.filter((game) => (game.price ?? 0) > 0 && game.arpu !== null);
    expect(premium.length).toBeGreaterThan(50_000);
    expect(premium.filter((game) => game.arpu! > game.price!).map((game) => `${game.title}: ARPU ${game.arpu} at $${game.price}`)).toEqual([]);
    // Rainbow Six Siege's alternate apps carry the store page's reviews on at most 20,000 owners.
    const siege = knowledge.games.filter((game) => game.title === "Tom Clancy's Rainbow Six® Siege");
    expect(siege.length).toBe(4);
    for (const app of siege) expect(app.copiesSold).toBe(10_000);
  });

  it("says which games run on Linux is not known, the files naming no platform, rather than that none does", async () => {
    const knowledge = await buildKnowledge({ db: market.handle.db });
    const answer = await executeQuery(parseQuestion("how many games support Linux", knowledge.lexicon, { today: knowledge.today }), knowledge);
    expect(answer.text).toBe(
      "The data records no game on Linux: every game in it is recorded on Windows alone, so which games also run on Linux is not known.",
    );
  });

  it("gives a game without player counts no players in its page's header or player stats, not 0", async () => {
    const uncounted = readRealGames().find((game) => game.players === null)!;
    const counted = readRealGames().find((game) => game.players !== null)!;
    const idOf = (appId: number) => [...market.appIdOf].find(([, each]) => each === appId)![0];
    const header = async (appId: number) =>
      (await getDataset(`game_breakdown_${idOf(appId)}_metadata`, { db: market.handle.db, today: "2023-08-15" })) as {
        players24h: number | null;
        allTimePeak: number | null;
      };
    expect(await header(uncounted.appId)).toMatchObject({ players24h: null, allTimePeak: null });
    expect(await header(counted.appId)).toMatchObject({ players24h: counted.players, allTimePeak: counted.players });
    // Its players section has no day of counts, so the player-stats table shows no figure in any window.
    const days = async (appId: number) =>
      ((await getDataset(`game_breakdown_${idOf(appId)}_player_count_history`, { db: market.handle.db, today: "2023-08-15" })) as { daily: unknown[] }).daily
        .length;
    expect(await days(uncounted.appId)).toBe(0);
    expect(await days(counted.appId)).toBe(1);
  });
});
