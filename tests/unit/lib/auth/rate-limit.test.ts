import {
  CONSECUTIVE_LOCKOUT_SECONDS,
  MAX_CONSECUTIVE_FAILURES,
  MAX_HOURLY_FAILURES,
  clientAddressFrom,
  createSignInLimiter,
} from "@/lib/auth/rate-limit";

const alice = { account: "user:alice", address: "203.0.113.1" };

describe("SignInLimiter (memory)", () => {
  it("locks an account after 10 consecutive failures, for 15 minutes", async () => {
    const limiter = await createSignInLimiter({ store: "memory" });
    for (let attempt = 1; attempt <= MAX_CONSECUTIVE_FAILURES; attempt++) {
      expect(await limiter.check(alice)).toBeNull();
      await limiter.recordFailure(alice);
    }
    const locked = await limiter.check(alice);
    expect(locked?.retryAfterSeconds).toBeGreaterThan(CONSECUTIVE_LOCKOUT_SECONDS - 5);
    expect(locked?.retryAfterSeconds).toBeLessThanOrEqual(CONSECUTIVE_LOCKOUT_SECONDS);
    // The same account from another address is locked too, and another account from the same address.
    expect(await limiter.check({ ...alice, address: "198.51.100.9" })).not.toBeNull();
    expect(await limiter.check({ account: "user:bob", address: alice.address })).not.toBeNull();
    expect(await limiter.check({ account: "user:bob", address: "198.51.100.9" })).toBeNull();
  });

  it("starts the count again after a success", async () => {
    const limiter = await createSignInLimiter({ store: "memory" });
    for (let attempt = 1; attempt < MAX_CONSECUTIVE_FAILURES; attempt++) await limiter.recordFailure(alice);
    await limiter.recordSuccess(alice);
    for (let attempt = 1; attempt < MAX_CONSECUTIVE_FAILURES; attempt++) await limiter.recordFailure(alice);
    expect(await limiter.check(alice)).toBeNull();
  });

  it("locks after 100 failures within the hour even when successes interrupt them", async () => {
    const limiter = await createSignInLimiter({ store: "memory" });
    for (let attempt = 1; attempt <= MAX_HOURLY_FAILURES; attempt++) {
      await limiter.recordFailure(alice);
      if (attempt % 5 === 0) await limiter.recordSuccess(alice);
    }
    const locked = await limiter.check(alice);
    expect(locked?.retryAfterSeconds).toBeGreaterThan(CONSECUTIVE_LOCKOUT_SECONDS);
    expect(locked?.retryAfterSeconds).toBeLessThanOrEqual(3600);
  });

  it("treats identifiers case-insensitively", async () => {
    const limiter = await createSignInLimiter({ store: "memory" });
    for (let attempt = 1; attempt <= MAX_CONSECUTIVE_FAILURES; attempt++) await limiter.recordFailure({ account: "unknown:Someone@Example.com", address: `a${attempt}` });
    expect(await limiter.check({ account: "unknown:someone@example.com", address: "fresh" })).not.toBeNull();
  });
});

describe("clientAddressFrom", () => {
  it.each([
    [{ "x-forwarded-for": "198.51.100.7" }, "198.51.100.7"],
    [{ "x-forwarded-for": "10.0.0.1, 203.0.113.9" }, "203.0.113.9"],
    [{ "x-real-ip": "203.0.113.4" }, "203.0.113.4"],
    [{}, "unknown"],
  ])("%j → %s", (headers, expected) => {
    expect(clientAddressFrom(headers)).toBe(expected);
    expect(clientAddressFrom(new Headers(headers))).toBe(expected);
  });
});
