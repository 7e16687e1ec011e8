"use client";

// SWR's configuration, in a module of its own: the signed-in layout holds the provider, and a page loads SWR and the
// cache policy for it, not the readers of swr.tsx with the fetcher and the session client behind them.
import { SWRConfig, type SWRConfiguration } from "swr";
import { browserCachePolicy } from "./cache-policy";
import { PolicyCache } from "./swr-cache";

let pageCache: PolicyCache | null = null;

/** The page's SWR cache over the persisted policy; the server renders with an empty one of its own per request. */
export function swrCache(): PolicyCache {
  pageCache ??= new PolicyCache(browserCachePolicy());
  return pageCache;
}

export const swrOptions: SWRConfiguration = {
  provider: () => (typeof window === "undefined" ? new Map() : swrCache()),
  // Cache-first: a fresh entry answers without a request; the policy's expiry decides when it is gone.
  revalidateIfStale: false,
  revalidateOnFocus: false,
  // The fetchers retry by the specification's rule (apiGet: 3 attempts, 1 s apart, for what a retry can fix), so
  // an error reaches the screen once, after the last attempt, instead of flashing between SWR's own retries.
  shouldRetryOnError: false,
};

export function SWRProvider({ children }: { children: React.ReactNode }) {
  return <SWRConfig value={swrOptions}>{children}</SWRConfig>;
}
