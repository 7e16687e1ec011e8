import "server-only";
import { LRUCache } from "lru-cache";
import type { Database } from "@/lib/db/client";
import { CACHE_TIERS, type CacheTier } from "@/lib/domain/cache-tiers";
import { createContext } from "@/lib/graphql/context";
import { getMarketDate } from "@/lib/data/market-date";
import { getLumosDataVersion } from "@/lib/data/lumos";
import { directSource, graphqlSource, type DataSource } from "./source";

/**
 * At most 5,000 datasets kept on the server, least recently used dropped first; each is fresh for its tier. One build
 * of a dataset runs at a time however many requests ask for it, and once its tier has passed the old copy is still
 * answered while the new one is built (lru-cache's fetch): at 100,000 games the dashboard takes seconds to build, and
 * every request arriving meanwhile used to build it again, all queued on the one-session embedded database.
 *
 * A copy whose tier has passed is built again only if the data changed since it was built (the data version: games,
 * companies, classifications, the latest day of player counts, the last import or generation). Otherwise it is kept,
 * fresh for another tier: rebuilding the 100,000-game dashboard every 5 minutes from unchanged data occupied the
 * database for about a second each time, and every request that needed it meanwhile waited.
 *
 * The cache holds the built value itself, deeply frozen, and hands the same object to every reader: nothing is
 * serialised on the way in or out (the HTTP edge serialises once), and a reader that tried to change a shared
 * dataset would throw instead of changing it for everyone.
 */
export const DATASET_CACHE_MAX = 5000;

interface BuildContext {
  name: string;
  build: () => Promise<unknown>;
  db: Database | undefined;
}

/** A box, because lru-cache keeps no null or undefined values and a dataset may be empty; with the data version it was built from. */
type Entry = { value: unknown; version: string };

/** How long one reading of the data version answers for every dataset whose tier has passed. */
const VERSION_CHECK_MS = 5_000;
const versions = new WeakMap<Database | typeof globalThis, { at: number; version: Promise<string> }>();

/** The data version of `db` (the process-wide database when undefined), read at most once every VERSION_CHECK_MS. */
function dataVersion(db: Database | undefined): Promise<string> {
  const key = db ?? globalThis;
  const now = Date.now();
  const known = versions.get(key);
  if (known && now - known.at < VERSION_CHECK_MS) return known.version;
  const version = getLumosDataVersion({ db });
  versions.set(key, { at: now, version });
  version.catch(() => versions.delete(key));
  return version;
}

const globalForDatasets = globalThis as typeof globalThis & { lumosDatasetCache?: LRUCache<string, Entry, BuildContext> };
function cache(): LRUCache<string, Entry, BuildContext> {
  globalForDatasets.lumosDatasetCache ??= new LRUCache<string, Entry, BuildContext>({
    max: DATASET_CACHE_MAX,
    ttlAutopurge: false,
    // A rebuild that fails keeps the copy before it (and is tried again on the next request).
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (_key, stale, { context }) => {
      try {
        const version = await dataVersion(context.db);
        // The data is as it was: the copy is still right, and fresh for another tier.
        if (stale && stale.version === version) return stale;
        return { value: deepFreeze((await context.build()) ?? null), version };
      } catch (error) {
        console.error(`[datasets] ${context.name} could not be built:`, error instanceof Error ? error.message : error);
        throw error;
      }
    },
  });
  return globalForDatasets.lumosDatasetCache;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export interface DatasetOptions {
  db?: Database;
  today?: string;
  /** "graphql" builds from live GraphQL queries and skips the cache; "cache" (default) reads through it. */
  dataSource?: "cache" | "graphql";
}

/**
 * A dataset as its readers get it: `name` is its key (with the id, as the specification names it), `build` composes it
 * from the named queries. Through the cache of its tier by default; a failure while building is logged and answers
 * null (section 8: a dataset that cannot be fetched returns nothing).
 */
export async function cachedDataset<T>(
  name: string,
  tier: CacheTier,
  build: (source: DataSource) => Promise<T>,
  { db, today, dataSource = "cache" }: DatasetOptions = {},
): Promise<T | null> {
  // Every date of a dataset counts from one day: the one asked for, or the market date (the data's latest day).
  const marketDate = await getMarketDate({ db });
  const context = { ...createContext({ db }), today: today ?? marketDate.today, monthOfHistory: marketDate.monthOfHistory };
  if (dataSource === "graphql") {
    try {
      return (await build(graphqlSource(context))) ?? null;
    } catch (error) {
      console.error(`[datasets] ${name} could not be built:`, error instanceof Error ? error.message : error);
      return null;
    }
  }
  try {
    const entry = await cache().fetch(`${context.today}|${name}`, {
      context: { name, build: () => build(directSource(context)), db },
      ttl: CACHE_TIERS[tier],
      allowStale: true,
    });
    // The value stored for this key is the one `build` made for it.
    return (entry?.value ?? null) as T | null;
  } catch {
    return null;
  }
}

export function clearDatasetCache() {
  cache().clear();
  versions.delete(globalThis);
}
