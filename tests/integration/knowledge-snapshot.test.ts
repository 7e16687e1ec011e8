// What Lumos knows is kept on disk between starts: a server that finds a snapshot of its data version, day and code
// answers from it at once, anything else is rebuilt from the database, and a damaged file is never trusted.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { useDatabaseForTests, type DatabaseHandle } from "@/lib/db/client";
import { buildKnowledge, forgetKnowledge, getKnowledge, knowledgeStored, storeKnowledge, type Knowledge } from "@/lib/lumos/knowledge";
import { compactKnowledge, knowledgeSnapshotFile, readKnowledgeSnapshot, SOURCE_FINGERPRINT_ENV, writeKnowledgeSnapshot } from "@/lib/lumos/knowledge-snapshot";
import { createTestDatabase } from "./helpers/test-database";

const TODAY = new Date().toISOString().slice(0, 10);
const CODE = "fingerprint-of-this-code";

/** The knowledge with its lexicon's index as a plain map: one read back makes each key's readings on first look-up. */
const withPlainIndex = (knowledge: Knowledge | null) =>
  knowledge && { ...knowledge, lexicon: { ...knowledge.lexicon, index: new Map(knowledge.lexicon.index) } };

describe("Lumos knowledge snapshot", () => {
  let handle: DatabaseHandle;
  let dataDir: string;
  let file: string;
  let built: Knowledge;
  const saved = { dataDir: process.env.DATA_DIR, code: process.env[SOURCE_FINGERPRINT_ENV] };

  beforeAll(async () => {
    ({ handle } = await createTestDatabase({ games: 120, today: TODAY }));
    useDatabaseForTests(handle);
    built = await buildKnowledge({ db: handle.db, today: TODAY });
  });
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lumos-knowledge-"));
    file = knowledgeSnapshotFile(dataDir);
    forgetKnowledge();
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.env.DATA_DIR = saved.dataDir;
    if (saved.code === undefined) delete process.env[SOURCE_FINGERPRINT_ENV];
    else process.env[SOURCE_FINGERPRINT_ENV] = saved.code;
    forgetKnowledge();
  });
  afterAll(async () => {
    useDatabaseForTests(undefined);
    await handle.close();
  });

  it("reads back what was stored, shared objects and all, for the same data version and code only", async () => {
    await writeKnowledgeSnapshot(file, built, CODE);
    const key = { version: built.version, code: CODE };
    const read = (await readKnowledgeSnapshot(file, key))!;
    expect(withPlainIndex(read)).toEqual(withPlainIndex(built));
    // The lexicon's senses point at its entries, and gamesById at the games: one object each, not copies.
    expect(read.gamesById.get(read.games[0].id)).toBe(read.games[0]);
    expect(read.lexicon.index.get(read.lexicon.entries[0].aliases[0])?.some((sense) => sense.entries.includes(read.lexicon.entries[0]))).toBe(true);
    expect(await readKnowledgeSnapshot(file, { ...key, version: `${built.version}+1` })).toBeNull();
    expect(await readKnowledgeSnapshot(file, { ...key, code: "other code" })).toBeNull();
    expect(fs.readdirSync(dataDir)).toEqual(["lumos-knowledge.bin"]);
  });

  it("reads back a list longer than one part of the file (the lexicon's entries: 127,659 at 100,000 games)", async () => {
    // 40,000 more lexicon entries: the list is stored in parts of 16,384 items and joined in order on reading.
    const many = 40_000;
    const games = Array.from({ length: many }, (_, index) => ({ ...built.games[index % built.games.length], id: index + 1, title: `Game ${index}` }));
    const entries = [
      ...built.lexicon.entries,
      ...Array.from({ length: many }, (_, index) => ({ kind: "game" as const, id: index + 1, canonical: `Game ${index}`, aliases: [`game ${index}`] })),
    ];
    const large: Knowledge = { ...built, games, gamesById: new Map(games.map((game) => [game.id, game])), lexicon: { ...built.lexicon, entries } };
    await writeKnowledgeSnapshot(file, large, CODE);
    const read = (await readKnowledgeSnapshot(file, { version: built.version, code: CODE }))!;
    expect(read.games.map((game) => game.title)).toEqual(games.map((game) => game.title));
    expect(read.lexicon.entries).toEqual(entries);
    expect(read.gamesById.get(many)).toBe(read.games[many - 1]);
  });

  it("keeps knowledge just built in the form a start reads back, and stores it only when asked", async () => {
    const compact = await compactKnowledge(built, { file, code: CODE });
    expect(withPlainIndex(compact.knowledge)).toEqual(withPlainIndex(built));
    expect(compact.knowledge.games).not.toBe(built.games);
    expect(compact.knowledge.gamesById.get(compact.knowledge.games[0].id)).toBe(compact.knowledge.games[0]);
    expect(fs.existsSync(file)).toBe(false);
    await compact.store();
    expect(withPlainIndex(await readKnowledgeSnapshot(file, { version: built.version, code: CODE }))).toEqual(withPlainIndex(compact.knowledge));
  });

  it("rebuilds instead of trusting a damaged or missing file", async () => {
    const key = { version: built.version, code: CODE };
    expect(await readKnowledgeSnapshot(file, key)).toBeNull();
    await writeKnowledgeSnapshot(file, built, CODE);
    fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2));
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      expect(await readKnowledgeSnapshot(file, key)).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("could not be read"));
    } finally {
      warn.mockRestore();
    }
  });

  it("answers from the stored snapshot at start, without building, when the server knows its code", async () => {
    process.env.DATA_DIR = dataDir;
    process.env[SOURCE_FINGERPRINT_ENV] = CODE;
    await storeKnowledge({ db: handle.db, file, code: CODE, today: TODAY });
    // A mark only the stored copy carries: the knowledge the server uses came from the file, not from the tables.
    const stored = (await readKnowledgeSnapshot(file, { version: built.version, code: CODE }))!;
    stored.games[0].title = "Read From The Snapshot";
    await writeKnowledgeSnapshot(file, stored, CODE);
    const knowledge = await getKnowledge();
    expect(knowledge.games[0].title).toBe("Read From The Snapshot");
  });

  it("builds from the database when nothing fits and stores it for the next start", async () => {
    process.env.DATA_DIR = dataDir;
    process.env[SOURCE_FINGERPRINT_ENV] = CODE;
    await writeKnowledgeSnapshot(file, { ...built, version: "an older import" }, CODE);
    const knowledge = await getKnowledge();
    expect(knowledge.version).toBe(built.version);
    expect(knowledge.games.map((game) => game.title)).toEqual(built.games.map((game) => game.title));
    // Stored after the answer, in turns of the event loop.
    await knowledgeStored();
    expect(withPlainIndex(await readKnowledgeSnapshot(file, { version: built.version, code: CODE }))).toEqual(withPlainIndex(knowledge));
  });

  it("on another day of the same data, keeps the stored names and reads the day's figures anew", async () => {
    process.env.DATA_DIR = dataDir;
    process.env[SOURCE_FINGERPRINT_ENV] = CODE;
    await writeKnowledgeSnapshot(file, built, CODE);
    const stored = (await readKnowledgeSnapshot(file, { version: built.version, code: CODE }))!;
    // Marks only the stored copy carries: a name of the lexicon, and a figure of the day.
    stored.lexicon.entries[0].canonical = "Kept From The Stored Day";
    stored.games[0].peakPlayers = -1;
    await writeKnowledgeSnapshot(file, { ...stored, today: "2001-01-01" }, CODE);
    const knowledge = await getKnowledge();
    expect(knowledge.today).toBe(TODAY);
    expect(knowledge.lexicon.entries[0].canonical).toBe("Kept From The Stored Day");
    expect(knowledge.games[0].peakPlayers).toBe(built.games[0].peakPlayers);
    await knowledgeStored();
    expect((await readKnowledgeSnapshot(file, { version: built.version, code: CODE }))!.today).toBe(TODAY);
  });

  it("keeps the names of the day before in memory when the day changes and the data does not", async () => {
    // The knowledge counts from the market date, which follows the clock only while the data reaches past it: two
    // clock days before the data's latest day are two days of the same data.
    const threeDaysBefore = Date.parse(`${TODAY}T12:00:00Z`) - 3 * 86_400_000;
    const first = await getKnowledge({ now: threeDaysBefore });
    const nextDay = await getKnowledge({ now: threeDaysBefore + 86_400_000 });
    expect(nextDay.today).not.toBe(first.today);
    expect(nextDay.lexicon).toBe(first.lexicon);
    expect(nextDay.titleOrder).toBe(first.titleOrder);
    expect(nextDay.games).not.toBe(first.games);
  });

  it("keeps no snapshot when the code is unknown (tests, a bare next start)", async () => {
    process.env.DATA_DIR = dataDir;
    delete process.env[SOURCE_FINGERPRINT_ENV];
    await getKnowledge();
    await knowledgeStored();
    expect(fs.existsSync(file)).toBe(false);
  });
});
