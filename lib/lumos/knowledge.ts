import "server-only";
// What the engine knows, loaded through lib/data and cached per database and data version: the lexicon, the
// facts of every game and the latest feature ranks. The version is checked at most every few seconds, so a new
// import or a regenerated market is picked up without restarting, and a question costs no extra query.
import { getDatabase, type Database } from "@/lib/db/client";
import {
  getLumosDataVersion,
  getLumosLexiconSource,
  listLumosFeatureFacts,
  listLumosGameFacts,
  listMonthlyPlayers,
  type LumosFeatureFacts,
  type LumosGameFacts,
  type MonthlyPlayers,
} from "@/lib/data/lumos";
import { compactKnowledge, processSnapshotTarget, readKnowledgeSnapshot, writeKnowledgeSnapshot } from "./knowledge-snapshot";
import { titleOrderInTurns } from "@/lib/market-research/select-games";
import { buildLexiconInTurns, type Lexicon } from "./lexicon";
import { getMarketDate, marketToday } from "@/lib/data/market-date";

export interface Knowledge {
  version: string;
  /** ISO day the player figures end before and release windows are relative to. */
  today: string;
  lexicon: Lexicon;
  games: LumosGameFacts[];
  gamesById: Map<number, LumosGameFacts>;
  features: Map<number, LumosFeatureFacts>;
  /** Each game's average daily peak per month, the last 24 months: market research's share of players by feature. */
  monthlyPlayers: MonthlyPlayers;
  /** Name and type of every classification the lexicon knows (z_BLANK left out). */
  classifications: Map<number, { name: string; typeId: number }>;
  /** Each game's place in title order: market research's sorts break ties by it. */
  titleOrder: Map<number, number>;
}

const VERSION_CHECK_MS = 5_000;

interface CacheSlot {
  db: Database;
  version: string;
  checkedAt: number;
  knowledge: Promise<Knowledge>;
}

const globalForLumos = globalThis as unknown as { lumosKnowledge?: CacheSlot; lumosKnowledgeInFront?: boolean };

/** What depends on the data version only, not on the day: a new day with the same data keeps it. */
type NamesOfVersion = Pick<Knowledge, "version" | "lexicon" | "classifications" | "titleOrder">;

/**
 * Everything the engine knows of a database for a day. `names`, the lexicon, classifications and title order of
 * the same data version (an earlier day's knowledge), are kept instead of built again: the lexicon alone takes
 * seconds of the thread at 100,000 games.
 */
export async function buildKnowledge({
  db,
  today: given,
  version,
  names,
}: {
  db: Database;
  today?: string;
  version?: string;
  names?: NamesOfVersion;
}): Promise<Knowledge> {
  const today = given ?? (await marketToday(db));
  const kept = names && names.version === version ? names : undefined;
  const [resolvedVersion, source, games, features, monthlyPlayers] = await Promise.all([
    version ?? getLumosDataVersion({ db }),
    kept ? null : getLumosLexiconSource({ db }),
    listLumosGameFacts({ db, today }),
    listLumosFeatureFacts({ db }),
    listMonthlyPlayers({ db, today }),
  ]);
  return {
    version: resolvedVersion,
    today,
    lexicon: kept?.lexicon ?? (await buildLexiconInTurns(source!)),
    games,
    gamesById: new Map(games.map((game) => [game.id, game])),
    features: new Map(features.map((feature) => [feature.clsId, feature])),
    monthlyPlayers,
    classifications:
      kept?.classifications ??
      new Map(source!.classifications.map((classification) => [classification.id, { name: classification.name, typeId: classification.typeId }])),
    titleOrder: kept?.titleOrder ?? (await titleOrderInTurns(games)),
  };
}

/**
 * The knowledge of a data version and day: read from the snapshot a previous start, generation or import left
 * (lib/lumos/knowledge-snapshot.ts) when there is one for this code, else built and then stored for the next start.
 * An earlier day's knowledge of the same data (in memory or stored) lends its names to the build.
 */
async function loadKnowledge(db: Database, version: string, today: string, earlier: Knowledge | null, snapshot: boolean): Promise<Knowledge> {
  const target = snapshot ? processSnapshotTarget() : null;
  const stored = target ? await readKnowledgeSnapshot(target.file, { version, code: target.code }) : null;
  if (stored?.today === today) return stored;
  const built = await buildKnowledge({ db, today, version, names: stored ?? earlier ?? undefined });
  if (!target) return built;
  // Kept in the form the next start reads back, which is a third smaller (packing and unpacking 100,000 games takes
  // about two seconds of the thread, in turns, once per data version and day).
  const compact = await compactKnowledge(built, target);
  // In turns, after the answer that asked for it.
  storing = compact.store().catch((error: unknown) => {
    console.warn(`[lumos] The Lumos knowledge could not be stored for the next start: ${error instanceof Error ? error.message : String(error)}`);
  });
  return compact.knowledge;
}

let storing: Promise<void> = Promise.resolve();

/** Resolves once the snapshot of the knowledge last built is written (or could not be). */
export function knowledgeStored(): Promise<void> {
  return storing;
}

/** Builds the knowledge of a database for today and stores it (the end of a generation or an import). */
export async function storeKnowledge({ db, file, code, today }: { db: Database; file: string; code: string; today?: string }): Promise<void> {
  await writeKnowledgeSnapshot(file, await buildKnowledge({ db, today }), code);
}

/**
 * The knowledge of the process-wide database (or of `db`, which tests pass), rebuilt when the data version or the
 * day changes. Only the process-wide database's knowledge is read from and stored to the snapshot.
 */
export async function getKnowledge({ now = Date.now(), db: given }: { now?: number; db?: Database } = {}): Promise<Knowledge> {
  // scripts/serve.mjs keeps the market in its analysis process; a copy in the front process would double the memory.
  if (process.env.LUMOS_PROCESS === "front" && !globalForLumos.lumosKnowledgeInFront) {
    globalForLumos.lumosKnowledgeInFront = true;
    console.warn("[lumos] What Lumos knows was read in the front process: the route that asked belongs in ANALYSIS_ROUTES (scripts/serve.mjs).");
  }
  const db = given ?? (await getDatabase()).db;
  // The day the knowledge counts from is the market date: the data's latest day, never after the clock.
  const today = (await getMarketDate({ db: given, now })).today;
  const slot = globalForLumos.lumosKnowledge;
  if (slot && slot.db === db && now - slot.checkedAt < VERSION_CHECK_MS) {
    const knowledge = await slot.knowledge;
    if (knowledge.today === today) return knowledge;
  }
  const version = await getLumosDataVersion({ db });
  let earlier: Knowledge | null = null;
  if (slot && slot.db === db && slot.version === version) {
    const knowledge = await slot.knowledge.catch(() => null);
    if (knowledge && knowledge.today === today) {
      slot.checkedAt = now;
      return knowledge;
    }
    earlier = knowledge;
  }
  const knowledge = loadKnowledge(db, version, today, earlier, given === undefined);
  globalForLumos.lumosKnowledge = { db, version, checkedAt: now, knowledge };
  knowledge.catch(() => {
    if (globalForLumos.lumosKnowledge?.knowledge === knowledge) globalForLumos.lumosKnowledge = undefined;
  });
  return knowledge;
}

/** Tests and imports call this after changing the data in the same process. */
export function forgetKnowledge() {
  globalForLumos.lumosKnowledge = undefined;
}
