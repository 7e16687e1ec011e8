import { detectCsvFormat, detectJsonFormat, fileKindOf, jsonRecordLines } from "@/lib/import/detect";

const STEAMSPY_HEADER =
  "appid,name,developer,publisher,score_rank,positive,negative,userscore,owners,average_forever,average_2weeks,median_forever,median_2weeks,price,initialprice,discount,languages,genre,ccu,tags".split(
    ",",
  );
const STEAM_GAMES_HEADER = "name,release_date,price,positive,negative,app_id,min_owners,max_owners,hltb_single".split(",");

describe("format detection", () => {
  it.each([
    ["dump.csv", "csv"],
    ["DUMP.CSV", "csv"],
    ["games.json", "json"],
    ["/data/x.Json", "json"],
    ["games.tsv", null],
    ["games.csv.gz", null],
    ["games", null],
  ])("reads the kind of %j from its extension", (file, kind) => {
    expect(fileKindOf(file)).toBe(kind);
  });

  it.each<[string, string[], string]>([
    ["a SteamSpy dump", STEAMSPY_HEADER, "steamspy"],
    ["a SteamSpy dump with a BOM and odd case", ["\uFEFFAppID", " Name ", "OWNERS"], "steamspy"],
    ["the Steam games CSV", STEAM_GAMES_HEADER, "steam-games"],
    ["a Steam games CSV without optional columns", ["app_id", "name", "release_date"], "steam-games"],
  ])("recognises %s", (_, header, format) => {
    expect(detectCsvFormat(header)).toEqual({ format });
  });

  it.each<[string, string[], RegExp]>([
    ["an unknown header", ["title", "year", "score"], /is not a recognised CSV: its header \(title, year, score\) has neither/],
    ["an empty header", [""], /its header \(empty\)/],
    ["a SteamSpy dump without owners", ["appid", "name", "positive"], /looks like a SteamSpy dump \(it has appid\) but lacks the column owners$/],
    [
      "a Steam games CSV without name and date",
      ["app_id", "price"],
      /looks like a Steam games CSV \(it has app_id\) but lacks the columns name, release_date$/,
    ],
  ])("refuses %s", (_, header, message) => {
    const detection = detectCsvFormat(header);
    expect("error" in detection && detection.error).toMatch(message);
  });

  it.each<[string, unknown, { format: string; count: number; container: string; keys: string[] | null }]>([
    ["a list of Lumos games", [{ app_id: 1, title: "A" }], { format: "lumos-json", count: 1, container: "root", keys: null }],
    [
      "{ games: [...] }",
      {
        games: [
          { app_id: 1, title: "A" },
          { app_id: 2, title: "B" },
        ],
      },
      { format: "lumos-json", count: 2, container: "games", keys: null },
    ],
    ["an empty list", [], { format: "lumos-json", count: 0, container: "root", keys: null }],
    ["a list of SteamSpy records", [{ appid: 10, name: "Counter-Strike" }], { format: "steamspy", count: 1, container: "root", keys: null }],
    [
      "a SteamSpy dump keyed by app id",
      { "570": { appid: 570 }, "10": { appid: 10 } },
      { format: "steamspy", count: 2, container: "root", keys: ["10", "570"] },
    ],
    ["SteamSpy records under games", { games: [{ appid: 10 }] }, { format: "steamspy", count: 1, container: "games", keys: null }],
  ])("recognises %s", (_, root, expected) => {
    const detection = detectJsonFormat(root);
    if ("error" in detection) throw new Error(detection.error);
    expect({ format: detection.format, count: detection.records.length, container: detection.container, keys: detection.keys }).toEqual(expected);
  });

  it.each<[string, unknown, RegExp]>([
    ["a bare object", { name: "x" }, /expected a list of games, \{ "games": \[...\] \}, or a SteamSpy dump keyed by app id/],
    ["a number", 42, /is not a recognised JSON file/],
    ["records of another kind", [{ id: 1, name: "x" }], /its first record \(fields id, name\) has neither appid \(SteamSpy\) nor app_id and title/],
  ])("refuses %s", (_, root, message) => {
    const detection = detectJsonFormat(root);
    expect("error" in detection && detection.error).toMatch(message);
  });
});

describe("line numbers of JSON records", () => {
  it("finds the line each element of a list starts on", () => {
    const text = '[\n  {"app_id": 1, "title": "a, [b]"},\n\n  {"app_id": 2,\n   "title": "c\\"}"}, {"app_id": 3}\n]';
    expect(jsonRecordLines(text, "root")).toEqual([
      { key: null, line: 2 },
      { key: null, line: 4 },
      { key: null, line: 5 },
    ]);
  });

  it("finds the elements of the games member, not of other members", () => {
    const text = '{\n "note": [1, 2],\n "games": [\n  {"app_id": 1,\n   "tags": {"a": 1}},\n  {"app_id": 2}\n ]\n}';
    expect(jsonRecordLines(text, "games").map((entry) => entry.line)).toEqual([4, 6]);
  });

  it("names the records of an object keyed by app id", () => {
    const text = '{\n  "570": {\n    "appid": 570\n  },\n  "10": { "appid": 10 }\n}';
    expect(jsonRecordLines(text, "root")).toEqual([
      { key: "570", line: 2 },
      { key: "10", line: 5 },
    ]);
  });

  it("handles empty containers and scalars", () => {
    expect(jsonRecordLines("[]", "root")).toEqual([]);
    expect(jsonRecordLines('{"games": []}', "games")).toEqual([]);
    expect(jsonRecordLines('[1, true, null, "x"]', "root")).toHaveLength(4);
  });
});
