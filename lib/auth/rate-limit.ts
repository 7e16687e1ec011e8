import "server-only";
// Sign-in attempt limits, per account and per client address (each counted separately):
// - 10 consecutive failures lock the key for 15 minutes; a successful sign-in clears the consecutive count;
// - 100 failures within an hour lock the key until that hour's window ends.
// Every attempt takes its points before the password is checked (atomically, see `begin`), so a locked key cannot
// be probed further and a burst of parallel attempts cannot slip past the limit.
// Store: process memory by default; with DATABASE_URL the counters live in Postgres (table auth_rate_limits,
// created by rate-limiter-flexible itself), so every instance behind a load balancer shares them, with a memory
// limiter as insurance when the database cannot answer.
import { createHash } from "node:crypto";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

export const MAX_CONSECUTIVE_FAILURES = 10;
export const CONSECUTIVE_LOCKOUT_SECONDS = 15 * 60;
/** How long a run of failures is remembered when no success ends it. */
const CONSECUTIVE_WINDOW_SECONDS = 24 * 60 * 60;
export const MAX_HOURLY_FAILURES = 100;
const HOURLY_WINDOW_SECONDS = 60 * 60;
export const RATE_LIMIT_TABLE = "auth_rate_limits";

export interface SignInSubject {
  /** The account tried: its user id when it exists, otherwise the identifier typed (so unknown names are limited too). */
  account: string;
  /** The client address, see `clientAddressFrom`. */
  address: string;
}

/** A pg Pool, a pg Client, or anything answering `query({ text, values, name })` the same way. */
export interface PostgresQueryClient {
  query(query: { text: string; values?: unknown[]; name?: string }): Promise<{ rows: Record<string, unknown>[] }>;
}

export type SignInLimiterStore = { store: "memory" } | { store: "postgres"; client: PostgresQueryClient; storeType?: "pool" | "client" };

function hashKey(kind: string, value: string): string {
  return `${kind}:${createHash("sha256").update(value.trim().toLowerCase()).digest("hex")}`;
}

/** What a sign-in attempt gets from the limiter: refused with a wait, or let through to be told how it ended. */
export type SignInAttempt = { refused: { retryAfterSeconds: number } } | { refused: null; failed(): Promise<void>; succeeded(): Promise<void> };

export class SignInLimiter {
  constructor(
    private readonly consecutive: RateLimiterAbstract,
    private readonly hourly: RateLimiterAbstract,
  ) {}

  private keys(subject: SignInSubject): string[] {
    return [hashKey("account", subject.account), hashKey("address", subject.address)];
  }

  /**
   * Takes one point from every counter of the subject before the password is checked. Each take is one atomic
   * increment in the store (a single Postgres upsert, shared by every instance), so however many attempts arrive
   * at once, at most MAX_CONSECUTIVE_FAILURES are let through; a refused attempt gives back what it took.
   */
  async begin(subject: SignInSubject): Promise<SignInAttempt> {
    const keys = this.keys(subject);
    const taken: Array<{ limiter: RateLimiterAbstract; key: string; res: RateLimiterRes }> = [];
    let waitMs = 0;
    for (const key of keys) {
      for (const [limiter, longestWaitMs] of [
        [this.consecutive, CONSECUTIVE_LOCKOUT_SECONDS * 1000],
        [this.hourly, HOURLY_WINDOW_SECONDS * 1000],
      ] as const) {
        try {
          taken.push({ limiter, key, res: await limiter.consume(key, 1) });
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          // Over the consecutive limit without a lock yet (attempts still in flight): their failure sets the lock.
          waitMs = Math.max(waitMs, Math.min(remaining(error), longestWaitMs));
        }
      }
    }
    if (waitMs > 0) {
      await Promise.all(taken.map(({ limiter, key }) => limiter.reward(key, 1)));
      return { refused: { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } };
    }
    return {
      refused: null,
      failed: async () => {
        for (const { limiter, key, res } of taken) {
          if (limiter === this.consecutive && res.consumedPoints >= MAX_CONSECUTIVE_FAILURES) await limiter.block(key, CONSECUTIVE_LOCKOUT_SECONDS);
        }
      },
      // A success ends the run of failures and is not a failure of the hour.
      succeeded: async () => {
        await Promise.all(keys.map((key) => this.consecutive.delete(key)));
        await Promise.all(keys.map((key) => this.hourly.reward(key, 1)));
      },
    };
  }
}

function remaining(res: RateLimiterRes): number {
  // -1 means "never expires" in rate-limiter-flexible; none of these limiters is configured that way.
  return res.msBeforeNext < 0 ? CONSECUTIVE_LOCKOUT_SECONDS * 1000 : res.msBeforeNext;
}

const consecutiveOptions = { keyPrefix: "signin_consecutive", points: MAX_CONSECUTIVE_FAILURES, duration: CONSECUTIVE_WINDOW_SECONDS };
const hourlyOptions = { keyPrefix: "signin_hourly", points: MAX_HOURLY_FAILURES, duration: HOURLY_WINDOW_SECONDS };

async function postgresLimiter(
  options: typeof consecutiveOptions,
  client: PostgresQueryClient,
  storeType: "pool" | "client" | undefined,
): Promise<RateLimiterAbstract> {
  let limiter: RateLimiterPostgres | undefined;
  await new Promise<void>((resolve, reject) => {
    limiter = new RateLimiterPostgres(
      {
        ...options,
        storeClient: client,
        storeType,
        tableName: RATE_LIMIT_TABLE,
        insuranceLimiter: new RateLimiterMemory(options),
      },
      (error?: unknown) => (error ? reject(error) : resolve()),
    );
  });
  return limiter!;
}

/** A limiter on the given store (tests build their own; the app uses `signInLimiter()`). */
export async function createSignInLimiter(store: SignInLimiterStore): Promise<SignInLimiter> {
  if (store.store === "memory") return new SignInLimiter(new RateLimiterMemory(consecutiveOptions), new RateLimiterMemory(hourlyOptions));
  // One after the other: concurrent CREATE TABLE IF NOT EXISTS of the same table can collide in Postgres.
  const consecutive = await postgresLimiter(consecutiveOptions, store.client, store.storeType);
  const hourly = await postgresLimiter(hourlyOptions, store.client, store.storeType);
  return new SignInLimiter(consecutive, hourly);
}

const globalForLimiter = globalThis as typeof globalThis & { lumosSignInLimiter?: Promise<SignInLimiter> };

/** The process's sign-in limiter: memory, or Postgres when the app runs on DATABASE_URL. */
export function signInLimiter(): Promise<SignInLimiter> {
  if (!globalForLimiter.lumosSignInLimiter) {
    globalForLimiter.lumosSignInLimiter = (async () => {
      const { getDatabase } = await import("@/lib/db/client");
      const handle = await getDatabase();
      if (handle.kind === "postgres" && handle.pool) {
        return createSignInLimiter({ store: "postgres", client: handle.pool as unknown as PostgresQueryClient, storeType: "pool" });
      }
      return createSignInLimiter({ store: "memory" });
    })().catch((error) => {
      globalForLimiter.lumosSignInLimiter = undefined;
      throw error;
    });
  }
  return globalForLimiter.lumosSignInLimiter;
}

/** Tests hand the process a limiter of their own (or undefined to start afresh). */
export function useSignInLimiterForTests(limiter: SignInLimiter | undefined) {
  globalForLimiter.lumosSignInLimiter = limiter ? Promise.resolve(limiter) : undefined;
}

/**
 * The client address: the last X-Forwarded-For hop. The server `npm start` runs (scripts/serve.mjs) writes exactly
 * one, the socket's address or with TRUST_PROXY the one the proxies in front saw, whatever the client sent.
 */
export function clientAddressFrom(headers: Headers | Record<string, string | string[] | undefined>): string {
  const read = (name: string): string | undefined => {
    if (headers instanceof Headers) return headers.get(name) ?? undefined;
    const value = headers[name];
    return Array.isArray(value) ? value.join(",") : value;
  };
  const forwarded = read("x-forwarded-for")
    ?.split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded?.at(-1) ?? "unknown";
}
