import "server-only";
import { LRUCache } from "lru-cache";
import type { Database } from "@/lib/db/client";
import { createContext } from "@/lib/graphql/context";
import { CACHE_TIERS, resolveDataset } from "./registry";
import { directSource, graphqlSource } from "./source";
import { getMarketDate } from "@/lib/data/market-date";

/**
 * At most 5,000 datasets kept on the server, least recently used dropped first; each is fresh for its tier. One build
 * of a dataset runs at a time however many requests ask for it, and once its tier has passed the old copy is still
 * answered while the new one is built (lru-cache's fetch): at 100,000 games the dashboard takes seconds to build, and
 * every request arriving meanwhile used to build it again, all queued on the one-session embedded database.
 */
export const DATASET_CACHE_MAX = 5000;

interface BuildContext {
  name: string;
  build: () => Promise<unknown>;
}

const globalForDatasets = globalThis as typeof globalThis & { lumosDatasetCache?: LRUCache<string, string, BuildContext> };
function cache(): LRUCache<string, string, BuildContext> {
  globalForDatasets.lumosDatasetCache ??= new LRUCache<string, string, BuildContext>({
    max: DATASET_CACHE_MAX,
    ttlAutopurge: false,
    // A rebuild that fails keeps the copy before it (and is tried again on the next request).
    allowStaleOnFetchRejection: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (_key, _stale, { context }) => {
      try {
        return JSON.stringify((await context.build()) ?? null);
      } catch (error) {
        console.error(`[datasets] ${context.name} could not be built:`, error instanceof Error ? error.message : error);
        throw error;
      }
    },
  });
  return globalForDatasets.lumosDatasetCache;
}

export class UnknownDatasetError extends Error {}

export interface DatasetOptions {
  db?: Database;
  today?: string;
  /** "graphql" builds from live GraphQL queries and skips the cache; "cache" (default) reads through it. */
  dataSource?: "cache" | "graphql";
}

/**
 * A named dataset. Unknown names throw UnknownDatasetError; a failure while building is logged and answers null
 * (section 8: a dataset that cannot be fetched returns nothing).
 */
export async function getDataset(name: string, { db, today, dataSource = "cache" }: DatasetOptions = {}): Promise<unknown> {
  const resolved = resolveDataset(name);
  if (!resolved) throw new UnknownDatasetError(`No dataset is named ${name}`);
  // Every date of a dataset counts from one day: the one asked for, or the market date (the data's latest day).
  const marketDate = await getMarketDate({ db });
  const context = { ...createContext({ db }), today: today ?? marketDate.today, monthOfHistory: marketDate.monthOfHistory };
  const build = () => resolved.definition.build(dataSource === "graphql" ? graphqlSource(context) : directSource(context), resolved.id);
  try {
    if (dataSource === "graphql") return JSON.parse(JSON.stringify((await build()) ?? null));
    const text = await cache().fetch(`${context.today}|${name}`, { context: { name, build }, ttl: CACHE_TIERS[resolved.definition.tier], allowStale: true });
    return JSON.parse(text!);
  } catch (error) {
    if (dataSource === "graphql") console.error(`[datasets] ${name} could not be built:`, error instanceof Error ? error.message : error);
    return null;
  }
}

export function clearDatasetCache() {
  cache().clear();
}

/** getDataset for a caller that knows the dataset's shape (the screens: the registry exports the types). */
export async function readDataset<T>(name: string, dataSource: DatasetOptions["dataSource"] = "cache"): Promise<T | null> {
  return (await getDataset(name, { dataSource })) as T | null;
}
