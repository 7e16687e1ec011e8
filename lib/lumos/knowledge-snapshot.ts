import "server-only";
// What Lumos knows, kept on disk between starts: building it reads every game (about 25 s at 100,000 games), reading
// it back about a second (its big parts are stored as columns, lib/lumos/packed-knowledge.ts). A snapshot is used only for the data version and code it was made for, and whole
// only for its day (on another day its names, the slowest part to build, are kept and the figures read anew).
import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import type { Knowledge } from "./knowledge";
import { runStepsInTurns, type Steps } from "@/lib/server/turns";
import {
  packGamesSteps,
  packLexicon,
  packMonthlyPlayers,
  packNumberMap,
  unpackGamesSteps,
  unpackLexiconSteps,
  unpackMonthlyPlayers,
  unpackNumberMap,
  type PackedGames,
  type PackedLexicon,
  type PackedMonthlyPlayers,
  type PackedNumberMap,
} from "./packed-knowledge";

/** The environment variable carrying the fingerprint of the running code (scripts/start.ts sets it for the server). */
export const SOURCE_FINGERPRINT_ENV = "LUMOS_SOURCE_FINGERPRINT";

/** Raised when the layout of the stored object changes in a way the code fingerprint would not show. */
const FORMAT = 4;

/** The knowledge with its three big parts packed as columns (lib/lumos/packed-knowledge.ts). */
type StoredKnowledge = Omit<Knowledge, "gamesById" | "games" | "lexicon" | "monthlyPlayers" | "titleOrder"> & {
  games: PackedGames;
  lexicon: PackedLexicon;
  monthlyPlayers: PackedMonthlyPlayers;
  titleOrder: PackedNumberMap;
};

/**
 * What the file starts with (after its length, 4 bytes), as JSON: which snapshot it is, and its parts' names and
 * lengths in the order their bytes follow. Each part is serialised on its own (the games' and the lexicon's fields one
 * by one), so that neither writing nor reading holds the serving thread for the whole knowledge at once, and a
 * snapshot of other data or code is turned down before anything is decoded.
 */
interface SnapshotHeader {
  format: number;
  code: string;
  version: string;
  parts: Array<[name: string, bytes: number]>;
}

export interface SnapshotKey {
  version: string;
  /** Fingerprint of the code that builds and reads the knowledge: a snapshot of other code is never read. */
  code: string;
}

/** The snapshot file of a data folder. */
export function knowledgeSnapshotFile(dataDir: string): string {
  return path.join(dataDir, "lumos-knowledge.bin");
}

/** Where this process keeps its snapshot, or null when the code fingerprint is unknown (snapshots are then off). */
export function processSnapshotTarget(): { file: string; code: string } | null {
  const code = process.env[SOURCE_FINGERPRINT_ENV];
  if (!code) return null;
  return { file: knowledgeSnapshotFile(path.resolve(process.env.DATA_DIR || ".data")), code };
}

/** The knowledge as it is stored: its big parts as columns. Yields between columns (lib/server/turns.ts). */
function* packKnowledge(knowledge: Knowledge): Steps<StoredKnowledge> {
  // gamesById is rebuilt on reading: the games are stored once.
  const { version, today, features, classifications } = knowledge;
  const games = yield* packGamesSteps(knowledge.games);
  return {
    version,
    today,
    features,
    classifications,
    titleOrder: packNumberMap(knowledge.titleOrder),
    games,
    lexicon: packLexicon(knowledge.lexicon),
    monthlyPlayers: packMonthlyPlayers(knowledge.monthlyPlayers),
  };
}

/** The knowledge back from its stored form, yielding after every game and every key of the lexicon. */
function* unpackKnowledge(stored: StoredKnowledge): Steps<Knowledge> {
  const games = yield* unpackGamesSteps(stored.games);
  const lexicon = yield* unpackLexiconSteps(stored.lexicon);
  return {
    ...stored,
    games,
    gamesById: new Map(games.map((game) => [game.id, game])),
    lexicon,
    monthlyPlayers: unpackMonthlyPlayers(stored.monthlyPlayers),
    titleOrder: unpackNumberMap(stored.titleOrder),
  };
}

/** Long lists (the lexicon's entries) are cut into parts of this many items. */
const PART_ITEMS = 16_384;

/**
 * The stored knowledge's parts, serialised one at a time: "rest", then "games.<field>" and "lexicon.<field>", a long
 * list as "<group>.<field>#<n>" parts of PART_ITEMS items (at 100,000 games the lexicon's entries alone took 0.2 s to
 * serialise and 0.3 s to read back in one go).
 */
function* serialisedParts(stored: StoredKnowledge): Steps<Array<[string, Buffer]>> {
  const { games, lexicon, ...rest } = stored;
  const parts: Array<[string, Buffer]> = [["rest", v8.serialize(rest)]];
  for (const [group, fields] of [
    ["games", games],
    ["lexicon", lexicon],
  ] as const) {
    for (const [field, value] of Object.entries(fields)) {
      const name = `${group}.${field}`;
      if (!Array.isArray(value) || value.length <= PART_ITEMS) {
        yield;
        parts.push([name, v8.serialize(value)]);
        continue;
      }
      for (let from = 0; from < value.length; from += PART_ITEMS) {
        yield;
        parts.push([`${name}#${from / PART_ITEMS}`, v8.serialize(value.slice(from, from + PART_ITEMS))]);
      }
    }
  }
  return parts;
}

/** The stored knowledge from its parts, deserialised one at a time (the parts of a long list joined in order). */
function* storedFromParts(parts: Array<[string, Buffer]>): Steps<StoredKnowledge> {
  const groups: Record<string, Record<string, unknown>> = { games: {}, lexicon: {} };
  let rest: Record<string, unknown> | undefined;
  for (const [name, bytes] of parts) {
    const value = v8.deserialize(bytes) as unknown;
    const [whole, slice] = name.split("#");
    const [group, field] = whole.split(".");
    if (whole === "rest") rest = value as Record<string, unknown>;
    else if (field === undefined || !groups[group]) throw new Error(`A part of the snapshot has an unknown name: ${name}`);
    else if (slice === undefined) groups[group][field] = value;
    else ((groups[group][field] ??= []) as unknown[]).push(...(value as unknown[]));
    yield;
  }
  if (!rest) throw new Error("The snapshot has no part named rest.");
  return { ...rest, games: groups.games, lexicon: groups.lexicon } as unknown as StoredKnowledge;
}

/** Writes the snapshot beside its final name and renames it, so a reader never sees half a file. */
async function writeStored(file: string, stored: StoredKnowledge, code: string): Promise<void> {
  const parts = await runStepsInTurns(serialisedParts(stored));
  const header: SnapshotHeader = { format: FORMAT, code, version: stored.version, parts: parts.map(([name, bytes]) => [name, bytes.length]) };
  const head = Buffer.from(JSON.stringify(header));
  const headLength = Buffer.alloc(4);
  headLength.writeUInt32LE(head.length);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  try {
    await fs.promises.writeFile(partial, [headLength, head, ...parts.map(([, bytes]) => bytes)], { mode: 0o600 });
    await fs.promises.rename(partial, file);
  } finally {
    await fs.promises.rm(partial, { force: true });
  }
}

/** Stores the knowledge for the next start (the end of a generation or an import). */
export async function writeKnowledgeSnapshot(file: string, knowledge: Knowledge, code: string): Promise<void> {
  await writeStored(file, await runStepsInTurns(packKnowledge(knowledge)), code);
}

/**
 * Knowledge just built, in the form a start reads back from its snapshot, and a write of that snapshot to run later.
 * Built from the database, its lists keep the room they grew into and each game's texts are copies of their own: at
 * 100,000 games it holds about 100 MB more than the same knowledge read back (361 against 257 MB of heap). The
 * packing is the snapshot's, done once for both, in turns of the serving thread (about 1.5 s of it at 100,000 games).
 */
export async function compactKnowledge(
  knowledge: Knowledge,
  target: { file: string; code: string },
): Promise<{ knowledge: Knowledge; store: () => Promise<void> }> {
  const stored = await runStepsInTurns(packKnowledge(knowledge));
  return { knowledge: await runStepsInTurns(unpackKnowledge(stored)), store: () => writeStored(target.file, stored, target.code) };
}

/**
 * The knowledge stored for this data version and code, of whatever day it was built for (the caller uses it whole
 * for the same day, or its names for another); null when there is none, it is for other data or code, or it
 * cannot be read (a damaged file is then rebuilt, not trusted). Read in turns of the serving thread, a part at a time.
 */
export async function readKnowledgeSnapshot(file: string, key: SnapshotKey): Promise<Knowledge | null> {
  let bytes: Buffer;
  try {
    bytes = await fs.promises.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") warnUnreadable(file);
    return null;
  }
  try {
    const { header, headEnd } = snapshotHeader(bytes);
    if (header.format !== FORMAT || header.code !== key.code || header.version !== key.version) return null;
    let at = headEnd;
    const parts = header.parts.map(([name, length]): [string, Buffer] => [name, bytes.subarray(at, (at += length))]);
    if (at !== bytes.length) throw new Error("The snapshot's parts do not fill the file.");
    return await runStepsInTurns(unpackKnowledge(await runStepsInTurns(storedFromParts(parts))));
  } catch {
    warnUnreadable(file);
    return null;
  }
}

/** The header a snapshot file's bytes start with, and where its parts begin; throws when there is none. */
export function snapshotHeader(bytes: Buffer): { header: SnapshotHeader; headEnd: number } {
  const headEnd = 4 + bytes.readUInt32LE(0);
  return { header: JSON.parse(bytes.subarray(4, headEnd).toString("utf8")) as SnapshotHeader, headEnd };
}

function warnUnreadable(file: string) {
  console.warn(`[lumos] The stored Lumos knowledge in ${file} could not be read; it will be built again.`);
}
