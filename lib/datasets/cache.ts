import "server-only";
import { LRUCache } from "lru-cache";
import type { Database } from "@/lib/db/client";
import { createContext } from "@/lib/graphql/context";
import { CACHE_TIERS, resolveDataset } from "./registry";
import { directSource, graphqlSource } from "./source";

/** At most 5,000 datasets kept on the server, least recently used dropped first; each lives as long as its tier. */
export const DATASET_CACHE_MAX = 5000;

const globalForDatasets = globalThis as typeof globalThis & { lumosDatasetCache?: LRUCache<string, string> };
function cache(): LRUCache<string, string> {
  globalForDatasets.lumosDatasetCache ??= new LRUCache<string, string>({ max: DATASET_CACHE_MAX, ttlAutopurge: false });
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
  const context = createContext({ db, today });
  const key = `${context.today}|${name}`;
  if (dataSource === "cache") {
    const hit = cache().get(key);
    if (hit !== undefined) return JSON.parse(hit);
  }
  try {
    const source = dataSource === "graphql" ? graphqlSource(context) : directSource(context);
    const data = await resolved.definition.build(source, resolved.id);
    const text = JSON.stringify(data ?? null);
    if (dataSource === "cache") cache().set(key, text, { ttl: CACHE_TIERS[resolved.definition.tier] });
    return JSON.parse(text);
  } catch (error) {
    console.error(`[datasets] ${name} could not be built:`, error instanceof Error ? error.message : error);
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
