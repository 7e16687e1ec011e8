// How long a cached answer lives, by tier (specification 000 §9): the same four tiers on the server's dataset cache
// (lib/datasets) and in the browser's cache policy (lib/client/cache-policy.ts).
export const CACHE_TIERS = { short: 5 * 60_000, medium: 30 * 60_000, long: 6 * 60 * 60_000, day: 24 * 60 * 60_000 } as const;
export type CacheTier = keyof typeof CACHE_TIERS;
