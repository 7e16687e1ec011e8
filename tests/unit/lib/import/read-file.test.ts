// Reading the fixture files: formats detected, rows mapped, rejections with the line they are on.
import path from "node:path";
import { readImportFile } from "@/lib/import/read-file";
import { formatRejections } from "@/lib/import/report";
import { ImportFileError } from "@/lib/import/types";

const fixture = (name: string) => path.join("tests", "fixtures", "import", name);

describe("reading import files", () => {
  it("reads the SteamSpy CSV dump and points at each bad row", async () => {
    const result = await readImportFile(fixture("steamspy.csv"));
    expect(result).toMatchObject({ format: "steamspy", rowsRead: 10 });
    expect(result.games.map((game) => game.appId)).toEqual([10, 883710, 552520, 8930, 883711, 105600]);
    expect(formatRejections(result.rejected)).toEqual([
      `${fixture("steamspy.csv")}:7: positive: "lots" is not a whole number`,
      `${fixture("steamspy.csv")}:8: missing appid`,
      `${fixture("steamspy.csv")}:9: duplicate app id 10 (first on line 2)`,
      `${fixture("steamspy.csv")}:10: tags: not a dict literal (expected a whole number but found "}" at character 9)`,
    ]);
    const farCry = result.games.find((game) => game.appId === 552520)!;
    expect(farCry).toMatchObject({ publishers: ["Ubisoft Entertainment"], developers: ["Ubisoft Montreal", "Ubisoft Toronto"], priceUsd: 59.99 });
    const civ = result.games.find((game) => game.appId === 8930)!;
    expect(civ.developers).toEqual(["Firaxis Games", "Feral Interactive (Mac), Inc.", "Aspyr (Mac, Linux, & Windows Update)"]);
    const re2 = result.games.find((game) => game.appId === 883710)!;
    expect(re2.tags?.map((tag) => tag.name)).toEqual(["Survival Horror", "Action", "Zombies", "Shoot 'Em Up"]);
    expect(result.games.find((game) => game.appId === 10)!.tags?.map((tag) => tag.name)).toContain("1990's");
  });

  it("reads the Steam games CSV with its month-only date", async () => {
    const result = await readImportFile(fixture("steam-games.csv"));
    expect(result).toMatchObject({ format: "steam-games", rowsRead: 8 });
    expect(result.games.find((game) => game.appId === 700000)!.releaseDate).toEqual({ year: 2017, month: 10, day: null });
    expect(result.games.find((game) => game.appId === 655370)!.title).toBe("Train Bandit");
    expect(result.rejected.map((row) => `${row.line}: ${row.reason}`)).toEqual([
      '7: release_date: cannot read "Someday 2019" as a date (expected "Oct 12, 2017" or "Oct 2017")',
      '8: owners: "50000 .. 20000" has its minimum above its maximum',
    ]);
  });

  it("reads the Lumos JSON and the SteamSpy JSON dump, with the line of each bad record", async () => {
    const lumos = await readImportFile(fixture("lumos-games.json"));
    expect(lumos).toMatchObject({ format: "lumos-json", rowsRead: 5 });
    expect(lumos.games.map((game) => game.appId)).toEqual([2000001, 2000002, 655370]);
    expect(lumos.rejected.map((row) => `${row.line}: ${row.reason}`)).toEqual([
      "27: release_date: expected a date YYYY-MM-DD (or YYYY-MM when only the month is known)",
      "28: unknown field owner_min",
    ]);
    const spy = await readImportFile(fixture("steamspy-api.json"));
    expect(spy).toMatchObject({ format: "steamspy", rowsRead: 3 });
    expect(spy.games.map((game) => game.appId).sort()).toEqual([1091500, 570]);
    expect(spy.rejected).toEqual([{ file: fixture("steamspy-api.json"), line: 33, reason: 'owners: "many" is not a range like "1,000,000 .. 2,000,000"' }]);
  });

  it.each([
    ["unrecognised.csv", /unrecognised\.csv: is not a recognised CSV: its header \(title, year, score\)/],
    ["missing.csv", /missing\.csv: cannot be opened \(ENOENT\)/],
    ["notes.txt", /notes\.txt: has an unsupported extension/],
  ])("refuses %s as a whole", async (name, message) => {
    const read = readImportFile(fixture(name));
    await expect(read).rejects.toThrow(ImportFileError);
    await expect(readImportFile(fixture(name))).rejects.toThrow(message);
  });
});

describe("the rejection list", () => {
  it("lists at most 50 rows, then a count", () => {
    const rejected = Array.from({ length: 53 }, (_, index) => ({ file: "f.csv", line: index + 2, reason: "missing appid" }));
    const lines = formatRejections(rejected);
    expect(lines).toHaveLength(51);
    expect(lines[0]).toBe("f.csv:2: missing appid");
    expect(lines[49]).toBe("f.csv:51: missing appid");
    expect(lines[50]).toBe("…and 3 more rejected rows");
    expect(formatRejections(rejected.slice(0, 51))[50]).toBe("…and 1 more rejected row");
    expect(formatRejections([])).toEqual([]);
  });
});
