import { MIN_AUTH_SECRET_LENGTH, MissingAuthSecretError, ShortAuthSecretError, authSecret, authSecretProblem } from "@/lib/auth/secret";

const long = "x".repeat(MIN_AUTH_SECRET_LENGTH);

describe("authSecretProblem", () => {
  it.each([
    [undefined, MissingAuthSecretError],
    ["", MissingAuthSecretError],
    ["   ", MissingAuthSecretError],
    ["short-secret", ShortAuthSecretError],
    [`  ${"x".repeat(MIN_AUTH_SECRET_LENGTH - 1)}  `, ShortAuthSecretError],
  ])("refuses %p in production", (secret, error) => {
    const problem = authSecretProblem(secret, true);
    expect(problem).toBeInstanceOf(error);
    expect(problem?.message).toMatch(/^NEXTAUTH_SECRET /);
    expect(problem?.message).not.toContain("\n");
  });

  it("accepts 32 characters or more in production, and the 43 that `npm start` generates", () => {
    expect(authSecretProblem(long, true)).toBeNull();
    expect(authSecretProblem("a".repeat(43), true)).toBeNull();
  });

  it("accepts anything outside production", () => {
    expect(authSecretProblem(undefined, false)).toBeNull();
    expect(authSecretProblem("short", false)).toBeNull();
  });
});

describe("authSecret", () => {
  const saved = { secret: process.env.NEXTAUTH_SECRET, nodeEnv: process.env.NODE_ENV };
  const env = process.env as Record<string, string | undefined>;
  afterEach(() => {
    env.NEXTAUTH_SECRET = saved.secret;
    env.NODE_ENV = saved.nodeEnv;
  });

  it("throws for a short secret in production and returns a long one", () => {
    env.NODE_ENV = "production";
    env.NEXTAUTH_SECRET = "too-short";
    expect(() => authSecret()).toThrow("NEXTAUTH_SECRET must be at least 32 characters long");
    env.NEXTAUTH_SECRET = long;
    expect(authSecret()).toBe(long);
  });

  it("falls back to the development secret outside production", () => {
    env.NODE_ENV = "test";
    delete env.NEXTAUTH_SECRET;
    expect(authSecret().length).toBeGreaterThanOrEqual(MIN_AUTH_SECRET_LENGTH);
  });
});
