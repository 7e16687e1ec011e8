"use client";

// The browser's reads of datasets and API lists go through SWR: one request for identical keys at the same time,
// revalidation when the page regains focus where a list can change under the user, and the persisted cache policy
// as SWR's cache (swr-cache.ts; the provider and its options are in swr-provider.tsx).
import { useEffect } from "react";
import useSWR, { useSWRConfig, type SWRResponse } from "swr";
import type { AgeTier } from "./cache-policy";
import { loadDataset } from "./datasets";
import { apiGet } from "./fetcher";
import { PolicyCache, cacheKey } from "./swr-cache";
import { useHydrated } from "./use-hydrated";

/**
 * The key once hydrated: reads start after hydration, so the first client render matches the server's (a loading
 * state) whatever the local cache holds. Each reader and key counts once in the cache stats (a hit or a miss).
 */
function useReadKey(key: string | null, tier: AgeTier | undefined): string | null {
  const ready = useHydrated() ? key : null;
  const { cache } = useSWRConfig();
  useEffect(() => {
    if (ready && cache instanceof PolicyCache) cache.touch(ready, tier ? { tier } : {});
  }, [cache, ready, tier]);
  return ready;
}

export interface ReadOptions {
  /** How long the answer is kept; datasets default to 6 hours, other reads to the policy's default. */
  tier?: AgeTier;
  /** Read again when the page regains focus (lists other people change). */
  revalidateOnFocus?: boolean;
  /** Show what is cached and read again at once on every mount (stale while revalidating). */
  revalidateOnMount?: boolean;
  /** false: kept in memory for this page only, never in local storage (personal data). */
  persist?: boolean;
}

/**
 * A named dataset (GET /api/static-json?url=<name>). A failure is logged (specification 000 §7) and reported as
 * `error`; `mutate()` reads it again from the network. A null name waits.
 */
export function useDataset<T>(name: string | null, { tier, revalidateOnFocus }: ReadOptions = {}): SWRResponse<T, Error> {
  const key = useReadKey(name ? cacheKey("dataset", name) : null, tier);
  return useSWR<T, Error>(key, () => loadDataset<T>(name!), {
    revalidateOnFocus,
    onError: (error) => console.error(`[datasets] Failed to fetch ${name}`, error),
  });
}

/**
 * The cache key of an API read, for mutate(). Reads that are not persisted (people's addresses, the user's own
 * questions) live in memory for this page only.
 */
export const apiKey = (path: string, { persist = true }: Pick<ReadOptions, "persist"> = {}) => cacheKey(persist ? "api" : "page", path);

/** A JSON read of the API (GET through the fetcher: bearer token and the 401 rule). A null path waits. */
export function useApi<T>(path: string | null, { tier, persist, revalidateOnFocus, revalidateOnMount }: ReadOptions = {}): SWRResponse<T, Error> {
  const key = useReadKey(path ? apiKey(path, { persist }) : null, tier);
  return useSWR<T, Error>(key, () => apiGet<T>(path!), { revalidateOnFocus, revalidateOnMount });
}
