import { CONSECUTIVE_LOCKOUT_SECONDS, MAX_CONSECUTIVE_FAILURES, MAX_HOURLY_FAILURES, clientAddressFrom, createSignInLimiter } from "@/lib/auth/rate-limit";

const alice = { account: "user:alice", address: "203.0.113.1" };

type Limiter = Awaited<ReturnType<typeof createSignInLimiter>>;
type Subject = typeof alice;

/** One attempt that ends in a wrong password; throws if the limiter refused it. */
async function fail(limiter: Limiter, subject: Subject) {
  const attempt = await limiter.begin(subject);
  if (attempt.refused) throw new Error(`refused: wait ${attempt.refused.retryAfterSeconds} s`);
  await attempt.failed();
}

async function succeed(limiter: Limiter, subject: Subject) {
  const attempt = await limiter.begin(subject);
  if (attempt.refused) throw new Error(`refused: wait ${attempt.refused.retryAfterSeconds} s`);
  await attempt.succeeded();
}

/** The wait the limiter asks of the subject's next attempt, or null when it would be let through. */
async function refusal(limiter: Limiter, subject: Subject) {
  return (await limiter.begin(subject)).refused;
}

describe("SignInLimiter (memory)", () => {
  it("locks an account after 10 consecutive failures, for 15 minutes", async () => {
    const limiter = await createSignInLimiter({ store: "memory" });
    for (let attempt = 1; attempt <= MAX_CONSECUTIVE_FAILURES; attempt++) await fail(limiter, alice);
    const locked = await refusal(limiter, alice);
    expect(locked?.retryAfterSeconds).toBeGreaterThan(CONSECUTIVE_LOCKOUT_SECONDS - 5);
    expect(locked?.retryAfterSeconds).toBeLessThanOrEqual(CONSECUTIVE_LOCKOUT_SECONDS);
    // The same account from another address is locked too, and another account from the same address.
    expect(await refusal(limiter, { ...alice, address: "198.51.100.9" })).not.toBeNull();
    expect(await refusal(limiter, { account: "user:bob", address: alice.address })).not.toBeNull();
    expect(await refusal(limiter, { account: "user:bob", address: "198.51.100.9" })).toBeNull();
  });

  it("lets at most 10 of 20 simultaneous attempts for one account through, and locks it when they fail", async () => {
    const limiter = await createSignInLimiter({ store: "memory" });
    const attempts = await Promise.all(Array.from({ length: 20 }, (_, index) => limiter.begin({ ...alice, address: `198.51.100.${index}` })));
    const through = attempts.filter((attempt) => !attempt.refused);
    expect(through).toHaveLength(MAX_CONSECUTIVE_FAILURES);
    for (const attempt of attempts) if (attempt.refused) expect(attempt.refused.retryAfterSeconds).toBeLessThanOrEqual(CONSECUTIVE_LOCKOUT_SECONDS);
    await Promise.all(through.map((attempt) => !attempt.refused && attempt.failed()));
    expect((await refusal(limiter, { ...alice, address: "192.0.2.77" }))?.retryAfterSeconds).toBeGreaterThan(CONSECUTIVE_LOCKOUT_SECONDS - 5);
  });

  it("gives back what a refused attempt took, so a locked address cannot lock another account", async () => {
    const limiter = await createSignInLimiter({ store: "memory" });
    for (let attempt = 1; attempt <= MAX_CONSECUTIVE_FAILURES; attempt++) await fail(limiter, { account: `user:other${attempt}`, address: alice.address });
    for (let attempt = 1; attempt <= 2 * MAX_CONSECUTIVE_FAILURES; attempt++) expect(await refusal(limiter, alice)).not.toBeNull();
    expect(await refusal(limiter, { ...alice, address: "198.51.100.9" })).toBeNull();
  });

  it("starts the count again after a success", async () => {
    const limiter = await createSignInLimiter({ store: "memory" });
    for (let attempt = 1; attempt < MAX_CONSECUTIVE_FAILURES; attempt++) await fail(limiter, alice);
    await succeed(limiter, alice);
    for (let attempt = 1; attempt < MAX_CONSECUTIVE_FAILURES; attempt++) await fail(limiter, alice);
    expect(await refusal(limiter, alice)).toBeNull();
  });

  it("locks after 100 failures within the hour even when successes interrupt them", async () => {
    const limiter = await createSignInLimiter({ store: "memory" });
    for (let attempt = 1; attempt <= MAX_HOURLY_FAILURES; attempt++) {
      await fail(limiter, alice);
      if (attempt % 5 === 0 && attempt < MAX_HOURLY_FAILURES) await succeed(limiter, alice);
    }
    const locked = await refusal(limiter, alice);
    expect(locked?.retryAfterSeconds).toBeGreaterThan(CONSECUTIVE_LOCKOUT_SECONDS);
    expect(locked?.retryAfterSeconds).toBeLessThanOrEqual(3600);
  });

  it("treats identifiers case-insensitively", async () => {
    const limiter = await createSignInLimiter({ store: "memory" });
    for (let attempt = 1; attempt <= MAX_CONSECUTIVE_FAILURES; attempt++)
      await fail(limiter, { account: "unknown:Someone@Example.com", address: `a${attempt}` });
    expect(await refusal(limiter, { account: "unknown:someone@example.com", address: "fresh" })).not.toBeNull();
  });
});

describe("clientAddressFrom", () => {
  it.each([
    [{ "x-forwarded-for": "198.51.100.7" }, "198.51.100.7"],
    [{ "x-forwarded-for": "10.0.0.1, 203.0.113.9" }, "203.0.113.9"],
    [{ "x-real-ip": "203.0.113.4" }, "unknown"],
    [{}, "unknown"],
  ])("%j → %s", (headers, expected) => {
    expect(clientAddressFrom(headers)).toBe(expected);
    expect(clientAddressFrom(new Headers(headers))).toBe(expected);
  });
});
