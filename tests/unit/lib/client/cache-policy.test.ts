/** @jest-environment jsdom */
import { AGE_TIERS, CACHE_LIMITS, CacheMissError, CachePolicy, KIND_LIFE, isQuotaError, lifeOf, type CacheStorage } from "@/lib/client/cache-policy";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

class FakeClock {
  constructor(public time = 1_700_000_000_000) {}
  now = () => this.time;
  advance(ms: number) {
    this.time += ms;
  }
}

/** A Map-backed storage that throws the browser's quota error when a write would go over `capacity` characters. */
class FakeStorage implements CacheStorage {
  readonly items = new Map<string, string>();
  writes = 0;
  quotaErrors = 0;
  constructor(public capacity = Number.POSITIVE_INFINITY) {}
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.writes++;
    const others = [...this.items].filter(([k]) => k !== key).reduce((sum, [, v]) => sum + v.length, 0);
    if (others + value.length > this.capacity) {
      this.quotaErrors++;
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    }
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  json(key: string) {
    const raw = this.items.get(key);
    return raw ? JSON.parse(raw) : null;
  }
}

function setup(options: { capacity?: number; maxEntries?: number } = {}) {
  const clock = new FakeClock();
  const storage = new FakeStorage(options.capacity);
  const timers: Array<{ ms: number; run: () => void; stopped: boolean }> = [];
  const every = (ms: number, run: () => void) => {
    const timer = { ms, run, stopped: false };
    timers.push(timer);
    return () => {
      timer.stopped = true;
    };
  };
  const warn = jest.fn();
  const make = () => new CachePolicy({ clock, storage, every, warn, maxEntries: options.maxEntries });
  return { clock, storage, timers, warn, make, cache: make() };
}

describe("limits and tiers (000 §9)", () => {
  it("holds at most 5,000 entries, 6 hours by default, in tiers of 5 min, 30 min, 6 h and 24 h", () => {
    expect(CACHE_LIMITS.maxEntries).toBe(5000);
    expect(CACHE_LIMITS.defaultLifeMs).toBe(6 * HOUR);
    expect(CACHE_LIMITS.statsIntervalMs).toBe(10_000);
    expect(CACHE_LIMITS.version).toBe("1.0");
    expect(AGE_TIERS).toEqual({ short: 5 * MINUTE, medium: 30 * MINUTE, long: 6 * HOUR, day: 24 * HOUR });
    expect(KIND_LIFE).toEqual({ dataset: 6 * HOUR, gameMetadata: 15 * MINUTE, assistant: 10 * MINUTE });
  });

  it("chooses the life: exact ms, then tier, then kind, then the 6-hour default", () => {
    expect(lifeOf({ ttlMs: 1234, tier: "day", kind: "assistant" })).toBe(1234);
    expect(lifeOf({ tier: "short", kind: "assistant" })).toBe(5 * MINUTE);
    expect(lifeOf({ kind: "gameMetadata" })).toBe(15 * MINUTE);
    expect(lifeOf({})).toBe(6 * HOUR);
  });

  it("keeps a 5,000th entry and evicts the least recently used when the 5,001st arrives", () => {
    const { cache } = setup();
    for (let i = 0; i < 5000; i++) cache.set(`k${i}`, i);
    expect(cache.size).toBe(5000);
    expect(cache.has("k0")).toBe(true);
    cache.set("k5000", 5000);
    expect(cache.size).toBe(5000);
    expect(cache.has("k0")).toBe(false);
    expect(cache.has("k1")).toBe(true);
    expect(cache.stats().evictions).toBe(1);
  });
});

describe("expiry", () => {
  it("serves an entry until its tier runs out, then misses", () => {
    const { cache, clock } = setup();
    cache.set("trending", [1, 2], { tier: "short" });
    clock.advance(5 * MINUTE - 1);
    expect(cache.get("trending")).toEqual([1, 2]);
    clock.advance(1);
    expect(cache.get("trending")).toBeUndefined();
  });

  it("keeps an entry without a life for 6 hours, game metadata 15 minutes and assistant answers 10 minutes", () => {
    const { cache, clock } = setup();
    cache.set("plain", "p");
    cache.set("meta", "m", { kind: "gameMetadata" });
    cache.set("answer", "a", { kind: "assistant" });
    clock.advance(10 * MINUTE);
    expect([cache.has("plain"), cache.has("meta"), cache.has("answer")]).toEqual([true, true, false]);
    clock.advance(5 * MINUTE);
    expect([cache.has("plain"), cache.has("meta")]).toEqual([true, false]);
    clock.advance(6 * HOUR - 15 * MINUTE);
    expect(cache.has("plain")).toBe(false);
  });
});

describe("least recently used eviction", () => {
  it("evicts the entry read longest ago, not the one written first", () => {
    const { cache } = setup({ maxEntries: 3 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    expect(cache.get("a")).toBe(1); // a is now the most recently used
    cache.set("d", 4);
    expect(cache.has("b")).toBe(false);
    expect(["a", "c", "d"].every((key) => cache.has(key))).toBe(true);
  });
});

describe("persistence in local storage", () => {
  it("stores version 1.0 and a new page restores the entries with their expiry and order", () => {
    const { storage, make, clock } = setup({ maxEntries: 2 });
    const first = make();
    first.set("a", { n: 1 }, { tier: "short" });
    first.set("b", "two");
    expect(storage.json(CACHE_LIMITS.storageKey)).toMatchObject({
      version: "1.0",
      entries: [
        ["a", { value: { n: 1 } }],
        ["b", { value: "two" }],
      ],
    });

    clock.advance(MINUTE);
    const second = make();
    expect(second.get("a")).toEqual({ n: 1 });
    second.set("c", 3); // b was used least recently after the restore and a's read
    expect(second.has("b")).toBe(false);
    clock.advance(4 * MINUTE);
    expect(make().has("a")).toBe(false);
  });

  it("discards a stored blob of another version", () => {
    const { storage, make } = setup();
    storage.setItem(
      CACHE_LIMITS.storageKey,
      JSON.stringify({ version: "0.9", savedAt: 0, entries: [["a", { value: 1, expiresAt: Number.MAX_SAFE_INTEGER }]] }),
    );
    const cache = make();
    expect(cache.has("a")).toBe(false);
    expect(storage.getItem(CACHE_LIMITS.storageKey)).toBeNull();
  });

  it("discards a blob that is not JSON instead of failing", () => {
    const { storage, make } = setup();
    storage.setItem(CACHE_LIMITS.storageKey, "{not json");
    expect(make().size).toBe(0);
    expect(storage.getItem(CACHE_LIMITS.storageKey)).toBeNull();
  });
});

describe("quota exceeded", () => {
  it("drops the least recently used half and retries once", () => {
    const value = "x".repeat(100);
    const { cache, storage } = setup({ capacity: 1000 });
    for (let i = 0; i < 8; i++) cache.set(`k${i}`, value); // each entry stores ~140 characters: 8 do not fit
    expect(storage.quotaErrors).toBeGreaterThan(0);
    const stored = storage.json(CACHE_LIMITS.storageKey) as { entries: Array<[string]> };
    const keys = stored.entries.map(([key]) => key);
    expect(keys.at(-1)).toBe("k7"); // the newest survived
    expect(keys).not.toContain("k0"); // the oldest went
    expect(cache.size).toBe(keys.length);
    expect(cache.stats().evictions).toBeGreaterThan(0);
  });

  it("tries only once more: when even half does not fit, it warns instead of dropping the rest", () => {
    const { cache, storage, warn } = setup({ capacity: 400 });
    cache.set("a", 1);
    cache.set("b", 2);
    cache.set("c", 3);
    cache.set("d", 4);
    expect(storage.quotaErrors).toBe(0);
    storage.items.set("another-app", "y".repeat(380)); // someone else filled the storage
    const writes = storage.writes;
    cache.set("e", 5);
    expect(storage.writes - writes).toBe(2);
    expect(storage.quotaErrors).toBe(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(2); // half of the five went, no more
    expect(cache.get("e")).toBe(5);
  });

  it("recognises the quota errors of Chrome, Safari and Firefox and nothing else", () => {
    expect(isQuotaError(new DOMException("full", "QuotaExceededError"))).toBe(true);
    expect(isQuotaError({ name: "NS_ERROR_DOM_QUOTA_REACHED" })).toBe(true);
    expect(isQuotaError({ code: 22 })).toBe(true);
    expect(isQuotaError(new Error("disk"))).toBe(false);
  });
});

describe("stats", () => {
  it("counts hits, misses and evictions and saves them every 10 s", () => {
    const { cache, storage, timers } = setup({ maxEntries: 1 });
    const stop = cache.startStats();
    expect(timers).toHaveLength(1);
    expect(timers[0].ms).toBe(10_000);
    cache.set("a", 1);
    cache.get("a");
    cache.get("missing");
    cache.set("b", 2);
    expect(storage.getItem(`${CACHE_LIMITS.storageKey}.stats`)).toBeNull();
    timers[0].run();
    expect(storage.json(`${CACHE_LIMITS.storageKey}.stats`)).toMatchObject({ version: "1.0", hits: 1, misses: 1, evictions: 1 });
    cache.startStats();
    expect(timers).toHaveLength(1); // one timer however often it is started
    stop();
    expect(timers[0].stopped).toBe(true);
  });

  it("a new page continues the saved counts", () => {
    const { cache, make } = setup();
    cache.get("nothing");
    cache.saveStats();
    expect(make().stats()).toMatchObject({ misses: 1, hits: 0 });
  });
});

describe("fetch policies", () => {
  it("cache-first is the default: the second read does not load", async () => {
    const { cache } = setup();
    const load = jest.fn().mockResolvedValue("fresh");
    expect(await cache.fetch("k", load)).toBe("fresh");
    expect(await cache.fetch("k", load)).toBe("fresh");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("cache-first loads again once the entry expired", async () => {
    const { cache, clock } = setup();
    const load = jest.fn().mockResolvedValueOnce("old").mockResolvedValueOnce("new");
    await cache.fetch("k", load, { tier: "short" });
    clock.advance(AGE_TIERS.short);
    expect(await cache.fetch("k", load, { tier: "short" })).toBe("new");
  });

  it("network-first loads every time and falls back to the cache when the load fails", async () => {
    const { cache } = setup();
    const load = jest.fn().mockResolvedValueOnce("one").mockResolvedValueOnce("two").mockRejectedValueOnce(new Error("offline"));
    expect(await cache.fetch("k", load, { policy: "network-first" })).toBe("one");
    expect(await cache.fetch("k", load, { policy: "network-first" })).toBe("two");
    expect(await cache.fetch("k", load, { policy: "network-first" })).toBe("two");
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("network-first without a cached value passes the failure on", async () => {
    const { cache } = setup();
    await expect(cache.fetch("k", () => Promise.reject(new Error("offline")), { policy: "network-first" })).rejects.toThrow("offline");
  });

  it("cache-only never loads: a miss is a CacheMissError", async () => {
    const { cache } = setup();
    const load = jest.fn().mockResolvedValue("x");
    await expect(cache.fetch("k", load, { policy: "cache-only" })).rejects.toBeInstanceOf(CacheMissError);
    cache.set("k", "cached");
    expect(await cache.fetch("k", load, { policy: "cache-only" })).toBe("cached");
    expect(load).not.toHaveBeenCalled();
  });

  it("network-only always loads and keeps the answer for later cache-first reads", async () => {
    const { cache } = setup();
    cache.set("k", "stale");
    const load = jest.fn().mockResolvedValue("live");
    expect(await cache.fetch("k", load, { policy: "network-only" })).toBe("live");
    expect(await cache.fetch("k", jest.fn())).toBe("live");
  });

  it("a failed load is not cached", async () => {
    const { cache } = setup();
    await expect(cache.fetch("k", () => Promise.reject(new Error("500")))).rejects.toThrow("500");
    expect(await cache.fetch("k", () => Promise.resolve("ok"))).toBe("ok");
  });

  it("identical keys loading at the same time share one load", async () => {
    const { cache } = setup();
    let resolve!: (value: string) => void;
    const load = jest.fn(() => new Promise<string>((r) => (resolve = r)));
    const both = Promise.all([cache.fetch("k", load), cache.fetch("k", load, { policy: "network-only" }), cache.fetch("other", () => Promise.resolve("o"))]);
    resolve("once");
    expect(await both).toEqual(["once", "once", "o"]);
    expect(load).toHaveBeenCalledTimes(1);
    const again = cache.fetch("k", load, { policy: "network-only" }); // finished loads are not shared
    expect(load).toHaveBeenCalledTimes(2);
    resolve("twice");
    expect(await again).toBe("twice");
  });
});
