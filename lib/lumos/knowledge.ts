import "server-only";
// What the engine knows, loaded through lib/data and cached per database and data version: the lexicon, the
// facts of every game and the latest feature ranks. The version is checked at most every few seconds, so a new
// import or a regenerated market is picked up without restarting, and a question costs no extra query.
import { getDatabase, type Database } from "@/lib/db/client";
import { getLumosDataVersion, getLumosLexiconSource, listLumosFeatureFacts, listLumosGameFacts, type LumosFeatureFacts, type LumosGameFacts } from "@/lib/data/lumos";
import { buildLexicon, type Lexicon } from "./lexicon";

export interface Knowledge {
  version: string;
  /** ISO day the player figures end before and release windows are relative to. */
  today: string;
  lexicon: Lexicon;
  games: LumosGameFacts[];
  gamesById: Map<number, LumosGameFacts>;
  features: Map<number, LumosFeatureFacts>;
}

const VERSION_CHECK_MS = 5_000;

interface CacheSlot {
  db: Database;
  version: string;
  checkedAt: number;
  knowledge: Promise<Knowledge>;
}

const globalForLumos = globalThis as unknown as { lumosKnowledge?: CacheSlot };

export async function buildKnowledge({ db, today = new Date().toISOString().slice(0, 10), version }: { db: Database; today?: string; version?: string }): Promise<Knowledge> {
  const [resolvedVersion, source, games, features] = await Promise.all([
    version ?? getLumosDataVersion({ db }),
    getLumosLexiconSource({ db }),
    listLumosGameFacts({ db, today }),
    listLumosFeatureFacts({ db }),
  ]);
  return {
    version: resolvedVersion,
    today,
    lexicon: buildLexicon(source),
    games,
    gamesById: new Map(games.map((game) => [game.id, game])),
    features: new Map(features.map((feature) => [feature.clsId, feature])),
  };
}

/** The knowledge of the process-wide database, rebuilt when the data version or the day changes. */
export async function getKnowledge({ now = Date.now() }: { now?: number } = {}): Promise<Knowledge> {
  const { db } = await getDatabase();
  const today = new Date(now).toISOString().slice(0, 10);
  const slot = globalForLumos.lumosKnowledge;
  if (slot && slot.db === db && now - slot.checkedAt < VERSION_CHECK_MS) {
    const knowledge = await slot.knowledge;
    if (knowledge.today === today) return knowledge;
  }
  const version = await getLumosDataVersion({ db });
  if (slot && slot.db === db && slot.version === version) {
    const knowledge = await slot.knowledge.catch(() => null);
    if (knowledge && knowledge.today === today) {
      slot.checkedAt = now;
      return knowledge;
    }
  }
  const knowledge = buildKnowledge({ db, today, version });
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
