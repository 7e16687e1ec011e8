import { COMMON_PASSWORDS } from "@/lib/auth/common-passwords";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, validateNewPassword } from "@/lib/auth/password-policy";
import { texts } from "@/lib/ui/texts";

const tooShort = texts.password.tooShort(PASSWORD_MIN_LENGTH);
const tooLong = texts.password.tooLong(PASSWORD_MAX_LENGTH);

describe("validateNewPassword", () => {
  it.each([
    ["", tooShort],
    ["a1b2c3d", tooShort],
    ["Ab3$xyz", tooShort],
    ["🔒🔒🔒🔒🔒🔒🔒", tooShort], // 7 code points (14 UTF-16 units)
    ["🔒🔒🔒🔒🔒🔒🔒🔒", null], // 8 code points
    ["Lumos-Analyst-2026!", null],
    ["correct horse battery staple", null],
    ["x".repeat(7) + "Q", null],
    ["k".repeat(PASSWORD_MAX_LENGTH), null],
    ["k".repeat(PASSWORD_MAX_LENGTH + 1), tooLong],
    ["password", texts.password.tooCommon],
    ["PASSWORD", texts.password.tooCommon],
    ["Password1", texts.password.tooCommon],
    ["P@ssw0rd", texts.password.tooCommon],
    ["12345678", texts.password.tooCommon],
    ["qwertyuiop", texts.password.tooCommon],
    ["iloveyou", texts.password.tooCommon],
    ["Sunshine", texts.password.tooCommon],
    ["  football  ", texts.password.tooCommon],
    [" ".repeat(8), texts.password.onlySpaces],
    ["\t \u00a0\u3000 \n  ", texts.password.onlySpaces], // tabs, no-break and ideographic spaces, a newline
    ["ﬁ".repeat(4), null], // NFKC: four "ﬁ" ligatures are the eight letters "fifififi"
    ["ﬁ".repeat(3) + "x", tooShort], // 4 code points, 7 once normalised
  ])("%j → %s", (password, expected) => {
    expect(validateNewPassword(password)).toBe(expected);
  });

  it("never truncates: a long password differing only after 72 characters is still a different valid password", () => {
    const prefix = "v".repeat(72);
    expect(validateNewPassword(`${prefix}A`)).toBeNull();
    expect(validateNewPassword(`${prefix}B`)).toBeNull();
  });

  it("refuses the account's own username or email when given", () => {
    expect(validateNewPassword("analyst-one", { username: "Analyst-One" })).toBe(texts.password.sameAsAccount);
    expect(validateNewPassword("someone@lumos.local", { email: "someone@lumos.local" })).toBe(texts.password.sameAsAccount);
    expect(validateNewPassword("analyst-one!", { username: "analyst-one" })).toBeNull();
  });
});

describe("the common-password list", () => {
  it("holds about a thousand or more lower-case entries with the usual suspects", () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(1000);
    for (const entry of COMMON_PASSWORDS) expect(entry).toBe(entry.toLowerCase());
    for (const known of ["123456", "password", "qwerty", "letmein", "trustno1", "baseball", "superman", "1qaz2wsx"]) {
      expect(COMMON_PASSWORDS.has(known)).toBe(true);
    }
  });

  it("rejects every listed entry long enough to pass the length rule", () => {
    const eligible = [...COMMON_PASSWORDS].filter((entry) => [...entry].length >= PASSWORD_MIN_LENGTH);
    expect(eligible.length).toBeGreaterThan(400);
    for (const entry of eligible) expect(validateNewPassword(entry)).toBe(texts.password.tooCommon);
  });
});

describe("hashing normalises the password (NIST SP 800-63B)", () => {
  it("accepts the same password typed composed or decomposed, with a ligature or its letters", async () => {
    const stored = await hashPassword("Café-ﬁsh-2026"); // é composed (U+00E9), "ﬁ" ligature
    expect(await verifyPassword(stored, "Cafe\u0301-fish-2026")).toBe(true); // e + combining acute, plain "fi"
    expect(await verifyPassword(stored, "Cafe-fish-2026")).toBe(false);
  });

  it("still accepts a password hashed before normalisation, exactly as it was typed", async () => {
    const { hash } = await import("@node-rs/argon2");
    const legacy = await hash("ﬁne-old-password");
    expect(await verifyPassword(legacy, "ﬁne-old-password")).toBe(true);
  });
});
