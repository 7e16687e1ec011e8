// The three row mappers: what each source field becomes, and the reason a bad row is refused with.
import { lumosRowToGame } from "@/lib/import/lumos-json";
import { steamGamesRowToGame } from "@/lib/import/steam-games";
import { readTags, splitGenres, steamSpyRowToGame } from "@/lib/import/steamspy";
import type { ImportGame } from "@/lib/domain/import/types";
import { RowError } from "@/lib/domain/import/values";

const origin = { file: "f.csv", line: 2 };

const refusal = (run: () => ImportGame): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof RowError) return error.message;
    throw error;
  }
  throw new Error("expected the row to be refused");
};

const steamSpyRow = (overrides: Record<string, unknown> = {}) => ({
  appid: "883710",
  name: "Resident Evil 2",
  developer: "CAPCOM Co., Ltd.",
  publisher: "CAPCOM Co., Ltd.\t\t",
  score_rank: "",
  positive: "95400",
  negative: "4300",
  userscore: "0",
  owners: "2,000,000 .. 5,000,000",
  average_forever: "1200",
  average_2weeks: "30",
  median_forever: "600",
  median_2weeks: "20",
  price: "1599",
  initialprice: "3999",
  discount: "60",
  languages: "English, Japanese",
  genre: "Action, Adventure",
  ccu: "4111",
  tags: `{'Survival Horror': 2100, 'Action': 900, "Rock 'n' Roll": 1000}`,
  ...overrides,
});

describe("a SteamSpy record", () => {
  it("becomes a game with list price in dollars, split companies, genres, tags by votes, owners and ccu", () => {
    expect(steamSpyRowToGame(steamSpyRow(), origin)).toEqual({
      appId: 883710,
      title: "Resident Evil 2",
      releaseDate: null,
      priceUsd: 39.99,
      developers: ["CAPCOM Co., Ltd."],
      publishers: ["CAPCOM Co., Ltd."],
      genres: ["Action", "Adventure"],
      tags: [
        { name: "Survival Horror", votes: 2100 },
        { name: "Rock 'n' Roll", votes: 1000 },
        { name: "Action", votes: 900 },
      ],
      positive: 95400,
      negative: 4300,
      ownersMin: 2_000_000,
      ownersMax: 5_000_000,
      peakPlayers: 4111,
      formats: ["steamspy"],
      origins: [origin],
    });
  });

  it.each<[string, Record<string, unknown>, Partial<ImportGame>]>([
    ["empty lists read as unknown", { developer: "", publisher: " ", genre: "", tags: "[]" }, { developers: null, publishers: null, genres: null, tags: null }],
    [
      "JSON numbers and a tags object",
      { appid: 883710, positive: 10, negative: 0, ccu: 0, tags: { FPS: 3, Action: 7 } },
      {
        positive: 10,
        negative: 0,
        peakPlayers: 0,
        tags: [
          { name: "Action", votes: 7 },
          { name: "FPS", votes: 3 },
        ],
      },
    ],
    ["a JSON empty tags list", { tags: [] }, { tags: null }],
    ["the current price when the list price is missing", { initialprice: "", price: "999" }, { priceUsd: 9.99 }],
    ["the current price when a damaged row has a zero list price", { initialprice: "0", price: "499" }, { priceUsd: 4.99 }],
    ["a free game", { initialprice: "0", price: "0" }, { priceUsd: 0 }],
    ["a release date when the record has one", { release_date: "Jan 24, 2019" }, { releaseDate: { year: 2019, month: 1, day: 24 } }],
    ["a title with an HTML entity", { name: "Tom &amp; Jerry " }, { title: "Tom & Jerry" }],
    ["no owners", { owners: "" }, { ownersMin: null, ownersMax: null }],
  ])("reads %s", (_, overrides, expected) => {
    expect(steamSpyRowToGame(steamSpyRow(overrides), origin)).toMatchObject(expected);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["a missing app id", { appid: "" }, "missing appid"],
    ["a missing name", { name: "  " }, "missing name"],
    ["an unparseable count", { positive: "lots" }, 'positive: "lots" is not a whole number'],
    ["a count too large for the database", { negative: "2147483648" }, "negative: 2147483648 is too large (at most 2147483647)"],
    ["reviews too many together", { positive: "2000000000", negative: "2000000000" }, "positive + negative: 4000000000 reviews is too large"],
    ["a bad owners range", { owners: "lots" }, 'owners: "lots" is not a range like "1,000,000 .. 2,000,000"'],
    ["a price in dollars", { initialprice: "39.99" }, 'initialprice: "39.99" is not a whole number'],
    ["a tags text that is no dict", { tags: "{'FPS': }" }, 'tags: not a dict literal (expected a whole number but found "}" at character 9)'],
    ["tags votes that are no numbers", { tags: { FPS: "many" } }, 'tags: votes of "FPS": "many" is not a whole number'],
    ["a tags list", { tags: ["FPS"] }, "tags: expected an object of tag → votes, found a non-empty list"],
    ["a bad ccu", { ccu: "-1" }, 'ccu: "-1" is not a whole number'],
  ])("refuses %s", (_, overrides, reason) => {
    expect(refusal(() => steamSpyRowToGame(steamSpyRow(overrides), origin))).toBe(reason);
  });

  it.each([
    ["Action, Free to Play, Strategy", ["Action", "Free to Play", "Strategy"]],
    ["Action,Indie", ["Action", "Indie"]],
    ["Action, action, ", ["Action"]],
    ["", []],
  ])("splits genres %j", (raw, genres) => {
    expect(splitGenres(raw)).toEqual(genres);
  });

  it("keeps tag order stable for ties and drops repeated names", () => {
    expect(readTags("{'B': 5, 'A': 5, 'C': 9, 'b': 1}")).toEqual([
      { name: "C", votes: 9 },
      { name: "B", votes: 5 },
      { name: "A", votes: 5 },
    ]);
  });
});

const steamGamesRow = (overrides: Record<string, unknown> = {}) => ({
  name: "Train Bandit",
  release_date: "Oct 12, 2017",
  price: "0.99",
  positive: "53",
  negative: "5",
  app_id: "655370",
  min_owners: "0",
  max_owners: "20000",
  hltb_single: "",
  ...overrides,
});

describe("a Steam games CSV row", () => {
  it("becomes a game with a release date, a dollar price and owners", () => {
    expect(steamGamesRowToGame(steamGamesRow(), origin)).toEqual({
      appId: 655370,
      title: "Train Bandit",
      releaseDate: { year: 2017, month: 10, day: 12 },
      priceUsd: 0.99,
      developers: null,
      publishers: null,
      genres: null,
      tags: null,
      positive: 53,
      negative: 5,
      ownersMin: 0,
      ownersMax: 20_000,
      peakPlayers: null,
      formats: ["steam-games"],
      origins: [origin],
    });
  });

  it("reads a month-only date and a padded name", () => {
    expect(steamGamesRowToGame(steamGamesRow({ release_date: "Oct 2017", name: " Train Bandit\t" }), origin)).toMatchObject({
      title: "Train Bandit",
      releaseDate: { year: 2017, month: 10, day: null },
    });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ app_id: "" }, "missing app_id"],
    [{ app_id: "x1" }, 'app_id: "x1" is not a whole number'],
    [{ name: "" }, "missing name"],
    [{ release_date: "Someday 2019" }, 'release_date: cannot read "Someday 2019" as a date (expected "Oct 12, 2017" or "Oct 2017")'],
    [{ price: "free" }, 'price: "free" is not a price in dollars'],
    [{ min_owners: "50000", max_owners: "20000" }, 'owners: "50000 .. 20000" has its minimum above its maximum'],
    [{ negative: "1.5" }, 'negative: "1.5" is not a whole number'],
  ])("refuses %j", (overrides, reason) => {
    expect(refusal(() => steamGamesRowToGame(steamGamesRow(overrides), origin))).toBe(reason);
  });
});

describe("a Lumos JSON game", () => {
  const full = {
    app_id: 2000001,
    title: " Harbor Lights ",
    release_date: "2024-03-05",
    price_usd: 19.99,
    developers: ["Studio Nord AB", "studio nord ab"],
    publishers: ["CAPCOM Co., Ltd."],
    genres: ["Strategy"],
    tags: { Strategy: 120, "Base Building": 180 },
    positive: 900,
    negative: 100,
    owners_min: 50_000,
    owners_max: 100_000,
    peak_players: 321,
  };

  it("becomes a game as the schema describes it", () => {
    expect(lumosRowToGame(full, origin)).toEqual({
      appId: 2000001,
      title: "Harbor Lights",
      releaseDate: { year: 2024, month: 3, day: 5 },
      priceUsd: 19.99,
      developers: ["Studio Nord AB"],
      publishers: ["CAPCOM Co., Ltd."],
      genres: ["Strategy"],
      tags: [
        { name: "Base Building", votes: 180 },
        { name: "Strategy", votes: 120 },
      ],
      positive: 900,
      negative: 100,
      ownersMin: 50_000,
      ownersMax: 100_000,
      peakPlayers: 321,
      formats: ["lumos-json"],
      origins: [origin],
    });
  });

  it("needs only app_id and title", () => {
    expect(lumosRowToGame({ app_id: 5, title: "Bare", release_date: null, price_usd: null }, origin)).toMatchObject({
      releaseDate: null,
      priceUsd: null,
      developers: null,
      tags: null,
      positive: null,
      ownersMin: null,
      peakPlayers: null,
    });
    expect(lumosRowToGame({ app_id: 5, title: "Month", release_date: "2023-11" }, origin).releaseDate).toEqual({ year: 2023, month: 11, day: null });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ app_id: undefined }, "app_id: required"],
    [{ app_id: "10" }, "app_id: must be a whole number from 1 to 2147483647"],
    [{ app_id: 1.5 }, "app_id: must be a whole number from 1 to 2147483647"],
    [{ app_id: 0 }, "app_id: must be a whole number from 1 to 2147483647"],
    [{ title: undefined }, "title: required"],
    [{ title: 7 }, "title: must be text"],
    [{ title: "  " }, "title: must not be empty"],
    [{ release_date: "2023-02-29" }, "release_date: expected a date YYYY-MM-DD (or YYYY-MM when only the month is known)"],
    [{ release_date: "05-03-2024" }, "release_date: expected a date YYYY-MM-DD (or YYYY-MM when only the month is known)"],
    [{ price_usd: -1 }, "price_usd: Too small: expected number to be >=0"],
    [{ owner_min: 5 }, "unknown field owner_min"],
    [{ owners_max: undefined }, "owners_max: owners_min and owners_max go together"],
    [{ owners_min: 200_000 }, "owners_min: is above owners_max"],
    [{ tags: { FPS: 1.5 } }, "tags.FPS: Invalid input: expected int, received number"],
    [{ developers: "Valve" }, "developers: Invalid input: expected array, received string"],
    [{ positive: 2_000_000_000, negative: 2_000_000_000 }, "positive: positive + negative is too large"],
  ])("refuses %j", (overrides, reason) => {
    expect(refusal(() => lumosRowToGame({ ...full, ...overrides }, origin))).toBe(reason);
  });

  it("refuses a record that is not an object", () => {
    expect(refusal(() => lumosRowToGame("Harbor Lights", origin))).toMatch(/expected object/);
  });
});
