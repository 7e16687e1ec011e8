import { mergeByAppId, mergeGame } from "@/lib/import/merge";
import type { FileReadResult, ImportGame } from "@/lib/domain/import/types";

const game = (overrides: Partial<ImportGame>): ImportGame => ({
  appId: 1,
  title: "Game",
  releaseDate: null,
  priceUsd: null,
  developers: null,
  publishers: null,
  genres: null,
  tags: null,
  positive: null,
  negative: null,
  ownersMin: null,
  ownersMax: null,
  peakPlayers: null,
  formats: [],
  origins: [],
  ...overrides,
});

const file = (name: string, games: ImportGame[]): FileReadResult => ({ file: name, format: "steamspy", rowsRead: games.length, games, rejected: [] });

describe("merging rows by app id", () => {
  const spy = game({
    appId: 883710,
    title: "Resident Evil 2",
    priceUsd: 39.99,
    developers: ["CAPCOM Co., Ltd."],
    genres: ["Action"],
    tags: [{ name: "Zombies", votes: 5 }],
    positive: 95400,
    negative: 4300,
    ownersMin: 2_000_000,
    ownersMax: 5_000_000,
    peakPlayers: 4111,
    formats: ["steamspy"],
    origins: [{ file: "spy.csv", line: 3 }],
  });
  const csv = game({
    appId: 883710,
    title: "RESIDENT EVIL 2",
    releaseDate: { year: 2019, month: 1, day: 24 },
    priceUsd: 39.99,
    positive: 96000,
    negative: 4400,
    ownersMin: 1_000_000,
    ownersMax: 2_000_000,
    formats: ["steam-games"],
    origins: [{ file: "games.csv", line: 2 }],
  });

  it("gives a SteamSpy row the Steam CSV's release date and lets the later file win what both know", () => {
    expect(mergeGame(spy, csv)).toEqual({
      appId: 883710,
      title: "RESIDENT EVIL 2",
      releaseDate: { year: 2019, month: 1, day: 24 },
      priceUsd: 39.99,
      developers: ["CAPCOM Co., Ltd."],
      publishers: null,
      genres: ["Action"],
      tags: [{ name: "Zombies", votes: 5 }],
      positive: 96000,
      negative: 4400,
      ownersMin: 1_000_000,
      ownersMax: 2_000_000,
      peakPlayers: 4111,
      formats: ["steamspy", "steam-games"],
      origins: [
        { file: "spy.csv", line: 3 },
        { file: "games.csv", line: 2 },
      ],
    });
  });

  it("keeps what the later file does not know, owners as a pair", () => {
    const merged = mergeGame(csv, game({ appId: 883710, title: "RE2", ownersMin: null, ownersMax: null, positive: null, formats: ["lumos-json"] }));
    expect(merged).toMatchObject({ title: "RE2", ownersMin: 1_000_000, ownersMax: 2_000_000, positive: 96000, releaseDate: csv.releaseDate });
  });

  it("counts the games and the app ids found in several files, in first-seen order", () => {
    const merged = mergeByAppId([
      file("a", [game({ appId: 3 }), game({ appId: 1 })]),
      file("b", [game({ appId: 2 }), game({ appId: 1, title: "One" })]),
      file("c", [game({ appId: 1, title: "Uno", positive: 5 }), game({ appId: 3 })]),
    ]);
    expect(merged.games.map((g) => g.appId)).toEqual([3, 1, 2]);
    expect(merged.inSeveralFiles).toBe(2);
    expect(merged.games[1]).toMatchObject({ title: "Uno", positive: 5 });
  });

  it("lets the row with more reviews win whichever file comes last: two files are two snapshots of a game", () => {
    // DAVE THE DIVER in the real files: the Steam games CSV from its early access, SteamSpy's dump of 2023.
    const early = game({
      appId: 1868140,
      title: "DAVE THE DIVER",
      releaseDate: { year: 2022, month: 10, day: 26 },
      priceUsd: 17.99,
      positive: 557,
      negative: 27,
      ownersMin: 20_000,
      ownersMax: 50_000,
      formats: ["steam-games"],
      origins: [{ file: "games.csv", line: 9 }],
    });
    const recent = game({
      appId: 1868140,
      title: "DAVE THE DIVER",
      priceUsd: 19.99,
      genres: ["Adventure"],
      positive: 42_172,
      negative: 1_260,
      ownersMin: 1_000_000,
      ownersMax: 2_000_000,
      peakPlayers: 34_929,
      formats: ["steamspy"],
      origins: [{ file: "spy.csv", line: 4 }],
    });
    const spyFirst = mergeByAppId([file("spy.csv", [recent]), file("games.csv", [early])]).games[0];
    const csvFirst = mergeByAppId([file("games.csv", [early]), file("spy.csv", [recent])]).games[0];
    const expected = { priceUsd: 19.99, positive: 42_172, negative: 1_260, ownersMin: 1_000_000, ownersMax: 2_000_000, peakPlayers: 34_929 };
    expect(spyFirst).toMatchObject({ ...expected, releaseDate: early.releaseDate, genres: ["Adventure"] });
    expect(csvFirst).toMatchObject({ ...expected, releaseDate: early.releaseDate, genres: ["Adventure"] });
    expect(spyFirst.origins).toEqual([recent.origins[0], early.origins[0]]);
  });

  it("merges nothing into nothing", () => {
    expect(mergeByAppId([])).toEqual({ games: [], inSeveralFiles: 0 });
  });
});
