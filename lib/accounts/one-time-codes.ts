import "server-only";
// Issuing and checking one-time codes: the rules of ./codes.ts on the rows of lib/data/codes.ts.
import { claimOneTimeCodeAttempt, consumeOneTimeCode, replaceOneTimeCode } from "@/lib/data/codes";
import type { Database } from "@/lib/db/client";
import { codeExpiresAt, codeMatches, generateCode, hashCode, type CodePurpose } from "./codes";

/** A new code for an address and purpose; every earlier one stops working. The code goes into a mail only. */
export async function issueOneTimeCode({
  email,
  purpose,
  userId,
  now = new Date(),
}: {
  email: string;
  purpose: CodePurpose;
  userId: string | null;
  now?: Date;
}): Promise<{ code: string; expiresAt: Date }> {
  const code = generateCode();
  const expiresAt = codeExpiresAt(now);
  await replaceOneTimeCode({ email, purpose, userId, codeHash: hashCode({ code, email, purpose }), expiresAt });
  return { code, expiresAt };
}

export interface CheckedCode {
  codeId: string;
  userId: string | null;
}

/**
 * Checks a code, spending one of its attempts. Null for every kind of failure alike (wrong, expired, out of
 * attempts, used, never issued), so the answer tells nothing about the address. A right code stays valid until
 * `spendOneTimeCode`, so the caller can still refuse the request (a password the policy rejects) without burning it.
 */
export async function checkOneTimeCode({
  email,
  purpose,
  code,
  now = new Date(),
}: {
  email: string;
  purpose: CodePurpose;
  code: string;
  now?: Date;
}): Promise<CheckedCode | null> {
  const attempt = await claimOneTimeCodeAttempt({ email, purpose, now });
  if (attempt.state !== "usable") return null;
  if (!codeMatches(attempt.codeHash, { code, email, purpose })) return null;
  return { codeId: attempt.id, userId: attempt.userId };
}

/** Uses a checked code up (inside the caller's transaction when given); false when a parallel request used it first. */
export function spendOneTimeCode({ codeId, now = new Date(), db }: { codeId: string; now?: Date; db?: Database }): Promise<boolean> {
  return consumeOneTimeCode({ id: codeId, now, db });
}
