// SWR's cache provider over the browser's one cache policy (cache-policy.ts), so that every read SWR makes keeps the
// specified rules: at most 5,000 entries, the age tiers, least recently used evicted, persisted in local storage,
// hit/miss/eviction stats.
//
// SWR keeps a state per key ({ data, error, isValidating, isLoading } and a few private fields) and reads it on every
// render. Only the data of persisted keys ("dataset:<name>", "api:<path>") belongs in the policy: errors, loading
// flags and every other key ("page:<path>" for personal data, SWR's own bookkeeping) live in memory for this page,
// and a failed load is never cached. The policy's expiry decides when data is gone: an expired entry reads as no
// data, so SWR loads it again. Reads through here do not count as hits or make an entry recently used (SWR reads
// on every render); `touch` does both, once per mounted reader (swr.tsx).
import type { Cache, State } from "swr";
import type { CachePolicy, Lifetime } from "./cache-policy";

export type KeyKind = "dataset" | "api" | "page";

export const cacheKey = (kind: KeyKind, name: string) => `${kind}:${name}`;

const persisted = (key: string) => key.startsWith("dataset:") || key.startsWith("api:");

export class PolicyCache implements Cache {
  private readonly states = new Map<string, State>();
  private readonly lifetimes = new Map<string, Lifetime>();

  constructor(private readonly policy: CachePolicy) {}

  keys(): IterableIterator<string> {
    return this.states.keys();
  }

  get(key: string): State | undefined {
    const state = this.states.get(key);
    if (!persisted(key)) return state;
    const data = this.policy.peek(key);
    if (data === undefined && !state) return undefined;
    return { ...state, data };
  }

  set(key: string, value: State): void {
    if (!persisted(key)) {
      this.states.set(key, value);
      return;
    }
    const { data, ...rest } = value;
    this.states.set(key, rest);
    // Written only when the data is new: SWR sets the state again for every loading flag.
    if (data !== undefined && data !== this.policy.peek(key))
      this.policy.set(key, data, this.lifetimes.get(key) ?? (key.startsWith("dataset:") ? { kind: "dataset" } : {}));
  }

  delete(key: string): void {
    this.states.delete(key);
    if (persisted(key)) this.policy.delete(key);
  }

  /**
   * A newly mounted reader: how long its answer is kept (the tier it names), one read in the stats (a hit or a
   * miss), and the entry becomes the most recently used.
   */
  touch(key: string, lifetime: Lifetime): void {
    if (!persisted(key)) return;
    this.lifetimes.set(key, lifetime);
    this.policy.get(key);
  }
}
