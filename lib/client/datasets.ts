// Named datasets read in the browser (specification 000 §7): GET /api/static-json?url=<dataset name> answers
// { success, data, error }. Reads go through the fetcher (bearer token, 401 rule, retries for GETs) and the cache
// policy (cache-first, 6 hours unless the caller names a shorter tier).
import { browserCachePolicy, type CachePolicy, type FetchOptions } from "./cache-policy";
import { apiGet } from "./fetcher";

export interface StaticJsonResponse<T> {
  success: boolean;
  data: T | null;
  error: string | null;
}

export const datasetCacheKey = (name: string) => `dataset:${name}`;

export const staticJsonPath = (name: string) => `/static-json?${new URLSearchParams({ url: name })}`;

/** Reads one dataset; throws the ApiError (or the dataset's own error) when it cannot. */
export async function readDataset<T>(name: string, options: FetchOptions = {}, cache: CachePolicy = browserCachePolicy()): Promise<T> {
  return cache.fetch<T>(
    datasetCacheKey(name),
    async () => {
      const body = await apiGet<StaticJsonResponse<T>>(staticJsonPath(name));
      if (!body?.success || body.data === null || body.data === undefined) throw new Error(body?.error || `Dataset ${name} has no data`);
      return body.data;
    },
    { kind: "dataset", ...options },
  );
}

/** The specification's rule: a failure to fetch a dataset is logged and returns nothing. */
export async function fetchDataset<T>(name: string, options: FetchOptions = {}, cache?: CachePolicy): Promise<T | null> {
  try {
    return await readDataset<T>(name, options, cache);
  } catch (error) {
    console.error(`[datasets] Failed to fetch ${name}`, error);
    return null;
  }
}
