import "server-only";
// What Lumos knows, kept on disk between starts: building it reads every game (about 25 s at 100,000 games), reading
// it back about a second (its big parts are stored as columns, lib/lumos/packed-knowledge.ts). A snapshot is used only for the data version and code it was made for, and whole
// only for its day (on another day its names, the slowest part to build, are kept and the figures read anew).
import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import type { Knowledge } from "./knowledge";
import { runSteps, runStepsInTurns, type Steps } from "@/lib/server/turns";
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
const FORMAT = 2;

/** The knowledge with its three big parts packed as columns (lib/lumos/packed-knowledge.ts). */
type StoredKnowledge = Omit<Knowledge, "gamesById" | "games" | "lexicon" | "monthlyPlayers" | "titleOrder"> & {
  games: PackedGames;
  lexicon: PackedLexicon;
  monthlyPlayers: PackedMonthlyPlayers;
  titleOrder: PackedNumberMap;
};

interface Snapshot {
  format: number;
  code: string;
  knowledge: StoredKnowledge;
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

function writeStored(file: string, stored: StoredKnowledge, code: string): void {
  const snapshot: Snapshot = { format: FORMAT, code, knowledge: stored };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  try {
    fs.writeFileSync(partial, v8.serialize(snapshot), { mode: 0o600 });
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** Writes the snapshot next to its final name and renames it, so a reader never sees half a file. */
export function writeKnowledgeSnapshot(file: string, knowledge: Knowledge, code: string): void {
  writeStored(file, runSteps(packKnowledge(knowledge)), code);
}

/**
 * Knowledge just built, in the form a start reads back from its snapshot, and a write of that snapshot to run later.
 * Built from the database, its lists keep the room they grew into and each game's texts are copies of their own: at
 * 100,000 games it holds about 100 MB more than the same knowledge read back (361 against 257 MB of heap). The
 * packing is the snapshot's, done once for both, in turns of the serving thread (about 1.5 s of it at 100,000 games).
 */
export async function compactKnowledge(knowledge: Knowledge, target: { file: string; code: string }): Promise<{ knowledge: Knowledge; store: () => void }> {
  const stored = await runStepsInTurns(packKnowledge(knowledge));
  return { knowledge: await runStepsInTurns(unpackKnowledge(stored)), store: () => writeStored(target.file, stored, target.code) };
}

/**
 * The knowledge stored for this data version and code, of whatever day it was built for (the caller uses it whole
 * for the same day, or its names for another); null when there is none, it is for other data or code, or it
 * cannot be read (a damaged file is then rebuilt, not trusted). Read in turns of the serving thread but for the
 * file's decoding (about 0.3 s at 100,000 games).
 */
export async function readKnowledgeSnapshot(file: string, key: SnapshotKey): Promise<Knowledge | null> {
  let snapshot: Snapshot;
  try {
    snapshot = v8.deserialize(await fs.promises.readFile(file)) as Snapshot;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT")
      console.warn(`[lumos] The stored Lumos knowledge in ${file} could not be read; it will be built again.`);
    return null;
  }
  const stored = snapshot?.knowledge;
  if (snapshot?.format !== FORMAT || snapshot.code !== key.code || stored?.version !== key.version) return null;
  return runStepsInTurns(unpackKnowledge(stored));
}
