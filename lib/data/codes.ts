import "server-only";
// One-time codes in the database. The rules (length, lifetime, attempts, hashing) are lib/accounts/codes.ts;
// here they are applied atomically: a new code replaces every earlier one for the same address and purpose, and
// an attempt is counted under a row lock before the comparison, so parallel guesses cannot share one attempt.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { codeState, type CodePurpose, type CodeState } from "@/lib/domain/one-time-codes";
import { getDb, type Database } from "@/lib/db/client";
import { oneTimeCodes } from "@/lib/db/schema";

/** Serialises writers of one address and purpose (Postgres advisory lock, released at commit). */
async function lockCodes(tx: Database, email: string, purpose: CodePurpose) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`one-time-code:${purpose}:${email}`}))`);
}

export async function replaceOneTimeCode({
  email,
  purpose,
  userId,
  codeHash,
  expiresAt,
  db,
}: {
  email: string;
  purpose: CodePurpose;
  userId: string | null;
  codeHash: string;
  expiresAt: Date;
  db?: Database;
}): Promise<{ id: string }> {
  const database = db ?? (await getDb());
  const address = email.toLowerCase();
  return database.transaction(async (tx) => {
    await lockCodes(tx as unknown as Database, address, purpose);
    await tx.delete(oneTimeCodes).where(and(sql`lower(${oneTimeCodes.email}) = ${address}`, eq(oneTimeCodes.purpose, purpose)));
    const [row] = await tx.insert(oneTimeCodes).values({ email: address, purpose, userId, codeHash, expiresAt }).returning({ id: oneTimeCodes.id });
    return row;
  });
}

export type CodeAttempt =
  { state: "usable"; id: string; userId: string | null; codeHash: string; attempts: number } | { state: Exclude<CodeState, "usable"> | "missing" };

/**
 * Counts one attempt against the latest unused code of an address and purpose and hands back its hash to compare.
 * A code that is missing, expired or out of attempts is reported as such and not counted.
 */
export async function claimOneTimeCodeAttempt({
  email,
  purpose,
  now = new Date(),
  db,
}: {
  email: string;
  purpose: CodePurpose;
  now?: Date;
  db?: Database;
}): Promise<CodeAttempt> {
  const database = db ?? (await getDb());
  const address = email.toLowerCase();
  return database.transaction(async (tx): Promise<CodeAttempt> => {
    const [code] = await tx
      .select()
      .from(oneTimeCodes)
      .where(and(sql`lower(${oneTimeCodes.email}) = ${address}`, eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1)
      .for("update");
    if (!code) return { state: "missing" };
    const state = codeState(code, now);
    if (state !== "usable") return { state };
    const [counted] = await tx
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(eq(oneTimeCodes.id, code.id))
      .returning({ attempts: oneTimeCodes.attempts });
    return { state: "usable", id: code.id, userId: code.userId, codeHash: code.codeHash, attempts: counted.attempts };
  });
}

/** Marks a code used; false when another request used it first. */
export async function consumeOneTimeCode({ id, now = new Date(), db }: { id: string; now?: Date; db?: Database }): Promise<boolean> {
  const database = db ?? (await getDb());
  const rows = await database
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

export async function deleteOneTimeCodes({ email, purpose, db }: { email: string; purpose: CodePurpose; db?: Database }): Promise<void> {
  const database = db ?? (await getDb());
  await database.delete(oneTimeCodes).where(and(sql`lower(${oneTimeCodes.email}) = ${email.toLowerCase()}`, eq(oneTimeCodes.purpose, purpose)));
}
