// One-time codes (sign-up confirmation, password reset): how long they live and when they may still be tried.
// Drawing, hashing and comparing them is lib/accounts/codes.ts.

export const CODE_TTL_MINUTES = 15;
export const CODE_TTL_MS = CODE_TTL_MINUTES * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

export const CODE_PURPOSES = ["signup", "password_reset"] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export type CodeState = "usable" | "expired" | "exhausted" | "consumed";

export interface StoredCode {
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
}

export function codeExpiresAt(now: Date = new Date()): Date {
  return new Date(now.getTime() + CODE_TTL_MS);
}

/**
 * Whether a stored code may still be tried. A code is dead once used, at its expiry instant, or after
 * MAX_CODE_ATTEMPTS attempts (an attempt is counted before the comparison, so the 5th try still counts).
 */
export function codeState(code: StoredCode, now: Date = new Date()): CodeState {
  if (code.consumedAt) return "consumed";
  if (now.getTime() >= code.expiresAt.getTime()) return "expired";
  if (code.attempts >= MAX_CODE_ATTEMPTS) return "exhausted";
  return "usable";
}
