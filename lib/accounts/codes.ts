// One-time codes (sign-up confirmation, password reset): the rules, without the database.
//
// A code is 6 decimal digits drawn with crypto.randomInt (uniform, no modulo bias), valid for 15 minutes,
// good for at most 5 attempts (the 5th wrong one kills it) and for one use. Only a keyed SHA-256 (HMAC) of the
// code is stored, bound to the address and the purpose: a leaked table does not give the codes away (a bare
// SHA-256 of a 6-digit number is reversed by trying the million candidates), and a code mailed for one purpose
// or address is worthless for another.
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/auth/secret";
import type { CodePurpose } from "@/lib/domain/one-time-codes";

export {
  CODE_PURPOSES,
  CODE_TTL_MINUTES,
  CODE_TTL_MS,
  MAX_CODE_ATTEMPTS,
  codeExpiresAt,
  codeState,
  type CodePurpose,
  type CodeState,
  type StoredCode,
} from "@/lib/domain/one-time-codes";

export const CODE_LENGTH = 6;

/** A fresh code: CODE_LENGTH digits, leading zeros kept ("004217"). */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
}

/** What a person typed, reduced to digits: "123 456" and "123-456" are the code 123456. */
export function normalizeCode(input: string): string {
  return input.replace(/[\s-]/g, "");
}

export function isWellFormedCode(code: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);
}

/** HMAC-SHA-256(secret, purpose:email:code), hex. The email is compared in lower case. */
export function hashCode({ code, email, purpose, secret = authSecret() }: { code: string; email: string; purpose: CodePurpose; secret?: string }): string {
  return createHmac("sha256", `lumos/one-time-code/${secret}`).update(`${purpose}:${email.trim().toLowerCase()}:${code}`).digest("hex");
}

/** Constant-time comparison of a stored hash with the hash of a candidate code. */
export function codeMatches(storedHash: string, candidate: { code: string; email: string; purpose: CodePurpose; secret?: string }): boolean {
  const expected = Buffer.from(storedHash, "hex");
  const actual = Buffer.from(hashCode(candidate), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
