// Reading the fixture files: formats detected, rows mapped, rejections with the line they are on.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { IMPORT_LIMITS, readImportFile } from "@/lib/import/read-file";
import { formatRejections } from "@/lib/import/report";
import { ImportFileError } from "@/lib/domain/import/types";

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

describe("files with nothing to import", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumos-import-nothing-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const header = () => fs.readFileSync(fixture("steamspy.csv"), "utf8").split("\n")[0];

  it("refuses a recognised CSV whose every row is rejected, naming the file and the first reasons", async () => {
    const file = path.join(dir, "all-bad.csv");
    const rows = ["abc", "-1", "", "x1", "y2"].map((appId) => `${appId},Game,Dev,Pub,,1,1,0,"0 .. 20,000",0,0,0,0,99,99,0,English,Action,1,{}`);
    fs.writeFileSync(file, `${header()}\n${rows.join("\n")}\n`);
    const read = readImportFile(file, "all-bad.csv");
    await expect(read).rejects.toThrow(ImportFileError);
    await expect(readImportFile(file, "all-bad.csv")).rejects.toThrow(
      /^all-bad\.csv: has no row that can be imported: all 5 are rejected \(line 2: .+; line 3: .+; line 4: .+; …and 2 more\)$/,
    );
  });

  it("refuses a recognised CSV with a header and no rows", async () => {
    const file = path.join(dir, "header-only.csv");
    fs.writeFileSync(file, `${header()}\n`);
    await expect(readImportFile(file, "header-only.csv")).rejects.toThrow(new ImportFileError("header-only.csv", "has no rows to import"));
  });

  it("keeps a file with one good row among bad ones, listing the bad ones", async () => {
    const file = path.join(dir, "one-good.csv");
    const good = fs.readFileSync(fixture("steamspy.csv"), "utf8").split("\n")[1];
    fs.writeFileSync(file, `${header()}\nabc,Game,Dev,Pub,,1,1,0,"0 .. 20,000",0,0,0,0,99,99,0,English,Action,1,{}\n${good}\n`);
    const result = await readImportFile(file, "one-good.csv");
    expect(result.games.map((game) => game.appId)).toEqual([10]);
    expect(result.rejected).toHaveLength(1);
  });
});

describe("files too big to import", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumos-import-limits-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("refuses a CSV with more rows than an import takes, naming the file and the limit", async () => {
    const limits = { ...IMPORT_LIMITS, rows: 5 };
    await expect(readImportFile(fixture("steamspy.csv"), "steamspy.csv", limits)).rejects.toThrow(
      new ImportFileError("steamspy.csv", "has more than 5 rows, the most one import takes: split it into several files and import them one after another"),
    );
  });

  it("refuses a CSV row longer than a row may be (an unclosed quote), naming the file and the limit", async () => {
    const file = path.join(dir, "unclosed.csv");
    const header = fs.readFileSync(fixture("steamspy.csv"), "utf8").split("\n")[0];
    fs.writeFileSync(file, `${header}\n570,"Dota 2${" and more".repeat(300)}\n`);
    await expect(readImportFile(file, "unclosed.csv", { ...IMPORT_LIMITS, rowCharacters: 1000 })).rejects.toThrow(
      new ImportFileError(
        "unclosed.csv",
        "has a row longer than 1,000 characters, the most one row may hold (an unclosed quote makes the rest of a file one row)",
      ),
    );
  });

  it("refuses a JSON file too big to parse whole before reading it, naming its size and the limit", async () => {
    const limits = { ...IMPORT_LIMITS, jsonBytes: 500 };
    await expect(readImportFile(fixture("steamspy-api.json"), "steamspy-api.json", limits)).rejects.toThrow(
      new ImportFileError(
        "steamspy-api.json",
        "is 1 MB; a JSON file is read whole, so the most one takes is 0.001 MB: split it, or export CSV, which is read row by row",
      ),
    );
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
