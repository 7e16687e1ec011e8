// The browser's one cache policy (specification 000 §9): at most 5,000 entries, age tiers short 5 min, medium
// 30 min, long 6 h, day 24 h, default life 6 hours, least recently used evicted, persisted in local storage as
// version 1.0 with the hit/miss/eviction stats saved every 10 s, half the entries dropped when the storage quota is
// exceeded, cache-first by default. The assistant side keeps answers 10 minutes and game metadata 15 minutes.
//
// The core is pure: the clock, the storage and the timer are injected, so every rule is tested with a fake clock and
// a storage that runs out of room.

import { CACHE_TIERS, type CacheTier } from "@/lib/domain/cache-tiers";

/** The browser's age tiers are the server's cache tiers. */
export const AGE_TIERS = CACHE_TIERS;
export type AgeTier = CacheTier;

/** Default life by kind of entry. */
export const KIND_LIFE = { dataset: AGE_TIERS.long, gameMetadata: 15 * 60_000, assistant: 10 * 60_000 } as const;
export type EntryKind = keyof typeof KIND_LIFE;

export const CACHE_LIMITS = {
  maxEntries: 5000,
  defaultLifeMs: AGE_TIERS.long,
  statsIntervalMs: 10_000,
  version: "1.0",
  storageKey: "lumos.cache",
} as const;

export const FETCH_POLICIES = ["cache-first", "network-first", "cache-only", "network-only"] as const;
export type FetchPolicy = (typeof FETCH_POLICIES)[number];

export interface CacheClock {
  now(): number;
}

/** The part of window.localStorage the cache uses. */
export interface CacheStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface CacheStats {
  hits: number;
  misses: number;
  evictions: number;
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

/** What lies in storage under `storageKey`: entries oldest use first. */
interface StoredCache {
  version: string;
  savedAt: number;
  entries: Array<[string, Entry]>;
}

interface StoredStats extends CacheStats {
  version: string;
  savedAt: number;
}

export interface Lifetime {
  /** An exact life in milliseconds; wins over tier and kind. */
  ttlMs?: number;
  tier?: AgeTier;
  kind?: EntryKind;
}

export interface FetchOptions extends Lifetime {
  policy?: FetchPolicy;
}

/** cache-only found nothing (or only an expired entry). */
export class CacheMissError extends Error {
  constructor(readonly key: string) {
    super(`Nothing cached for ${key}`);
    this.name = "CacheMissError";
  }
}

export function lifeOf({ ttlMs, tier, kind }: Lifetime = {}): number {
  if (ttlMs !== undefined) return ttlMs;
  if (tier) return AGE_TIERS[tier];
  if (kind) return KIND_LIFE[kind];
  return CACHE_LIMITS.defaultLifeMs;
}

/** Browsers name it differently (Chrome/Safari QuotaExceededError with code 22, Firefox NS_ERROR_DOM_QUOTA_REACHED). */
export function isQuotaError(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === "QuotaExceededError" || name === "NS_ERROR_DOM_QUOTA_REACHED" || code === 22 || code === 1014;
}

export interface CachePolicyOptions {
  clock?: CacheClock;
  /** null: memory only (server rendering, storage disabled). */
  storage?: CacheStorage | null;
  storageKey?: string;
  maxEntries?: number;
  statsIntervalMs?: number;
  /** Starts the periodic stats save; answers a function that stops it. */
  every?: (ms: number, run: () => void) => () => void;
  warn?: (message: string, detail?: unknown) => void;
}

const realClock: CacheClock = { now: () => Date.now() };
const realEvery = (ms: number, run: () => void) => {
  const timer = setInterval(run, ms);
  return () => clearInterval(timer);
};

export class CachePolicy {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly clock: CacheClock;
  private readonly storage: CacheStorage | null;
  private readonly storageKey: string;
  private readonly statsKey: string;
  private readonly maxEntries: number;
  private readonly statsIntervalMs: number;
  private readonly every: NonNullable<CachePolicyOptions["every"]>;
  private readonly warn: NonNullable<CachePolicyOptions["warn"]>;
  private counters: CacheStats = { hits: 0, misses: 0, evictions: 0 };
  private stopStats: (() => void) | null = null;

  constructor(options: CachePolicyOptions = {}) {
    this.clock = options.clock ?? realClock;
    this.storage = options.storage ?? null;
    this.storageKey = options.storageKey ?? CACHE_LIMITS.storageKey;
    this.statsKey = `${this.storageKey}.stats`;
    this.maxEntries = options.maxEntries ?? CACHE_LIMITS.maxEntries;
    this.statsIntervalMs = options.statsIntervalMs ?? CACHE_LIMITS.statsIntervalMs;
    this.every = options.every ?? realEvery;
    this.warn = options.warn ?? ((message, detail) => console.warn(`[cache] ${message}`, detail ?? ""));
    this.restore();
  }

  get size(): number {
    return this.entries.size;
  }

  stats(): CacheStats & { size: number } {
    return { ...this.counters, size: this.entries.size };
  }

  /** The cached value, or undefined when there is none or it has expired. A hit makes the entry the most recently used. */
  get<T>(key: string): T | undefined {
    const entry = this.freshEntry(key);
    if (!entry) {
      this.counters.misses++;
      return undefined;
    }
    this.counters.hits++;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value as T;
  }

  /** The cached value without counting a hit or a miss and without making it the most recently used. */
  peek<T>(key: string): T | undefined {
    return this.freshEntry(key)?.value as T | undefined;
  }

  has(key: string): boolean {
    return this.freshEntry(key) !== undefined;
  }

  set(key: string, value: unknown, lifetime: Lifetime = {}): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.clock.now() + lifeOf(lifetime) });
    while (this.entries.size > this.maxEntries) this.evictOldest();
    this.persist();
  }

  delete(key: string): void {
    if (this.entries.delete(key)) this.persist();
  }

  clear(): void {
    this.entries.clear();
    this.inFlight.clear();
    this.storage?.removeItem(this.storageKey);
  }

  /**
   * Reads through the cache by policy. cache-first: a fresh entry answers, otherwise the loader runs and its answer
   * is kept. network-first: the loader runs; when it fails, a fresh entry answers instead. cache-only: a fresh entry
   * or CacheMissError. network-only: the loader always runs (its answer is still kept for cache-first readers).
   * Identical keys loading at the same time share one load.
   */
  async fetch<T>(key: string, load: () => Promise<T>, { policy = "cache-first", ...lifetime }: FetchOptions = {}): Promise<T> {
    if (policy === "cache-first" || policy === "cache-only") {
      const cached = this.get<T>(key);
      if (cached !== undefined) return cached;
      if (policy === "cache-only") throw new CacheMissError(key);
    }
    try {
      return await this.loadOnce(key, load, lifetime);
    } catch (error) {
      if (policy === "network-first") {
        const cached = this.get<T>(key);
        if (cached !== undefined) return cached;
      }
      throw error;
    }
  }

  /** Writes the entries to storage. When the quota is exceeded, the least recently used half goes and it is tried once more. */
  persist(): void {
    if (!this.storage) return;
    if (this.write()) return;
    const drop = Math.ceil(this.entries.size / 2);
    for (let i = 0; i < drop; i++) this.evictOldest();
    if (!this.write()) this.warn("storage is full even after dropping half the entries; the cache lives in memory only until the next save");
  }

  saveStats(): void {
    if (!this.storage) return;
    const stored: StoredStats = { version: CACHE_LIMITS.version, savedAt: this.clock.now(), ...this.counters };
    try {
      this.storage.setItem(this.statsKey, JSON.stringify(stored));
    } catch (error) {
      this.warn("could not save the cache stats", error);
    }
  }

  /** Saves the stats every 10 s until stop() (idempotent). */
  startStats(): () => void {
    this.stopStats ??= this.every(this.statsIntervalMs, () => this.saveStats());
    return () => this.stop();
  }

  stop(): void {
    this.stopStats?.();
    this.stopStats = null;
  }

  private freshEntry(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private loadOnce<T>(key: string, load: () => Promise<T>, lifetime: Lifetime): Promise<T> {
    const running = this.inFlight.get(key);
    if (running) return running as Promise<T>;
    const promise = (async () => {
      try {
        const value = await load();
        this.set(key, value, lifetime);
        return value;
      } finally {
        this.inFlight.delete(key);
      }
    })();
    this.inFlight.set(key, promise);
    return promise;
  }

  private evictOldest(): void {
    const oldest = this.entries.keys().next();
    if (oldest.done) return;
    this.entries.delete(oldest.value);
    this.counters.evictions++;
  }

  /** true when written; false only for a quota error (anything else is warned about and counts as written). */
  private write(): boolean {
    const now = this.clock.now();
    const live = [...this.entries].filter(([, entry]) => entry.expiresAt > now);
    const stored: StoredCache = { version: CACHE_LIMITS.version, savedAt: now, entries: live };
    try {
      this.storage!.setItem(this.storageKey, JSON.stringify(stored));
      return true;
    } catch (error) {
      if (isQuotaError(error)) return false;
      this.warn("could not save the cache", error);
      return true;
    }
  }

  /** Loads what a previous visit stored; a blob of another version (or unreadable) is discarded. */
  private restore(): void {
    if (!this.storage) return;
    let raw: string | null = null;
    try {
      raw = this.storage.getItem(this.storageKey);
    } catch {
      return;
    }
    if (raw) {
      const stored = parseStored<StoredCache>(raw);
      if (!stored || stored.version !== CACHE_LIMITS.version || !Array.isArray(stored.entries)) {
        this.storage.removeItem(this.storageKey);
      } else {
        const now = this.clock.now();
        for (const item of stored.entries) {
          if (!Array.isArray(item) || typeof item[0] !== "string") continue;
          const [key, entry] = item;
          if (entry && typeof entry.expiresAt === "number" && entry.expiresAt > now) this.entries.set(key, { value: entry.value, expiresAt: entry.expiresAt });
        }
        while (this.entries.size > this.maxEntries) this.evictOldest();
      }
    }
    const stats = parseStored<StoredStats>(this.storage.getItem(this.statsKey) ?? "");
    if (stats && stats.version === CACHE_LIMITS.version) {
      this.counters = { hits: Number(stats.hits) || 0, misses: Number(stats.misses) || 0, evictions: Number(stats.evictions) || 0 };
    }
  }
}

function parseStored<T>(raw: string): T | null {
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === "object" ? (value as T) : null;
  } catch {
    return null;
  }
}

let browserCache: CachePolicy | null = null;

/** The page's one cache, persisted in localStorage (memory only where there is none). */
export function browserCachePolicy(): CachePolicy {
  if (!browserCache) {
    let storage: CacheStorage | null = null;
    try {
      storage = typeof window !== "undefined" ? window.localStorage : null;
    } catch {
      storage = null; // storage disabled by the browser's privacy settings
    }
    browserCache = new CachePolicy({ storage });
    if (typeof window !== "undefined") {
      browserCache.startStats();
      window.addEventListener("pagehide", () => browserCache?.saveStats());
    }
  }
  return browserCache;
}
