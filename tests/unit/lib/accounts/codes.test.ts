import {
  CODE_LENGTH,
  CODE_TTL_MS,
  MAX_CODE_ATTEMPTS,
  codeExpiresAt,
  codeMatches,
  codeState,
  generateCode,
  hashCode,
  isWellFormedCode,
  normalizeCode,
} from "@/lib/accounts/codes";

const SECRET = "unit-test-secret";

describe("generateCode", () => {
  it("gives six decimal digits, leading zeros kept", () => {
    for (let i = 0; i < 2000; i++) expect(generateCode()).toMatch(/^\d{6}$/);
  });

  it("draws from the whole range: across many draws the first digit takes every value", () => {
    const firstDigits = new Set(Array.from({ length: 3000 }, () => generateCode()[0]));
    expect([...firstDigits].sort()).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]);
  });

  it("does not repeat itself (3,000 draws from a million give few collisions)", () => {
    const codes = Array.from({ length: 3000 }, generateCode);
    expect(new Set(codes).size).toBeGreaterThan(2950);
  });
});

describe("normalizeCode and isWellFormedCode", () => {
  it.each([
    ["123456", "123456", true],
    [" 123 456 ", "123456", true],
    ["123-456", "123456", true],
    ["012345", "012345", true],
    ["12345", "12345", false],
    ["1234567", "1234567", false],
    ["12345a", "12345a", false],
    ["１２３４５６", "１２３４５６", false], // full-width digits are not ASCII digits
    ["", "", false],
  ])("%j → %j (well formed: %s)", (input, normalized, wellFormed) => {
    expect(normalizeCode(input)).toBe(normalized);
    expect(isWellFormedCode(normalizeCode(input))).toBe(wellFormed);
  });

  it("CODE_LENGTH is 6", () => expect(CODE_LENGTH).toBe(6));
});

describe("hashCode and codeMatches", () => {
  const base = { code: "042917", email: "jane@example.com", purpose: "signup" as const, secret: SECRET };

  it("stores a 64-hex-digit digest that does not contain the code", () => {
    const hash = hashCode(base);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(base.code);
  });

  it("is deterministic and ignores the case of the address", () => {
    expect(hashCode(base)).toBe(hashCode({ ...base, email: "Jane@Example.COM" }));
  });

  it.each([
    ["another code", { code: "042918" }],
    ["another address", { email: "john@example.com" }],
    ["another purpose", { purpose: "password_reset" as const }],
    ["another secret", { secret: "other-secret" }],
  ])("differs for %s", (_name, change) => {
    expect(hashCode({ ...base, ...change })).not.toBe(hashCode(base));
  });

  it("matches the right code only", () => {
    const stored = hashCode(base);
    expect(codeMatches(stored, base)).toBe(true);
    expect(codeMatches(stored, { ...base, code: "042918" })).toBe(false);
    expect(codeMatches(stored, { ...base, purpose: "password_reset" })).toBe(false);
    expect(codeMatches(stored, { ...base, email: "other@example.com" })).toBe(false);
  });

  it("refuses a stored value that is not a digest of the same length", () => {
    expect(codeMatches("abcd", base)).toBe(false);
    expect(codeMatches("", base)).toBe(false);
  });
});

describe("codeExpiresAt and codeState", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  const fresh = { expiresAt: codeExpiresAt(now), attempts: 0, consumedAt: null };

  it("a code lives 15 minutes", () => {
    expect(CODE_TTL_MS).toBe(15 * 60 * 1000);
    expect(codeExpiresAt(now).toISOString()).toBe("2026-06-15T12:15:00.000Z");
  });

  it.each([
    ["just issued", fresh, now, "usable"],
    ["one millisecond before expiry", fresh, new Date(now.getTime() + CODE_TTL_MS - 1), "usable"],
    ["at the expiry instant", fresh, new Date(now.getTime() + CODE_TTL_MS), "expired"],
    ["long after expiry", fresh, new Date(now.getTime() + 24 * 60 * 60 * 1000), "expired"],
    ["after 4 attempts", { ...fresh, attempts: MAX_CODE_ATTEMPTS - 1 }, now, "usable"],
    ["after 5 attempts", { ...fresh, attempts: MAX_CODE_ATTEMPTS }, now, "exhausted"],
    ["used", { ...fresh, consumedAt: now }, now, "consumed"],
    ["used and expired", { ...fresh, consumedAt: now }, new Date(now.getTime() + CODE_TTL_MS), "consumed"],
    ["exhausted and expired", { ...fresh, attempts: MAX_CODE_ATTEMPTS }, new Date(now.getTime() + CODE_TTL_MS), "expired"],
  ])("%s → %s", (_name, code, at, expected) => {
    expect(codeState(code, at)).toBe(expected);
  });

  it("allows at most 5 attempts", () => expect(MAX_CODE_ATTEMPTS).toBe(5));
});
