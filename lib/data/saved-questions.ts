import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import type { WatchSnapshot } from "@/lib/watchlists/watch";
import { selectRows } from "./query";

// Saved questions (lib/watchlists): each is its owner's alone. Every read and write names the user, so another
// user's id reads as missing.

type Db = { db?: Database };

/** The most saved questions one account keeps. */
export const MAX_SAVED_QUESTIONS = 50;

export interface SavedQuestion {
  id: string;
  name: string;
  question: string;
  digest: boolean;
  created_at: string;
  seen_at: string;
  seen_snapshot: WatchSnapshot;
  digest_snapshot: WatchSnapshot;
}

interface Row extends Omit<SavedQuestion, "created_at" | "seen_at"> {
  created_at: string | Date;
  seen_at: string | Date;
}

const COLUMNS = sql`id, name, question, digest, created_at, seen_at, seen_snapshot, digest_snapshot`;

const toSaved = (row: Row): SavedQuestion => ({
  ...row,
  created_at: new Date(row.created_at).toISOString(),
  seen_at: new Date(row.seen_at).toISOString(),
});

const json = (snapshot: WatchSnapshot) => sql`${JSON.stringify(snapshot)}::jsonb`;

/** Saves a question with its first snapshot (seen and digest alike); null when the user has reached the limit. */
export async function createSavedQuestion({
  userId,
  name,
  question,
  digest,
  snapshot,
  db,
}: { userId: string; name: string; question: string; digest: boolean; snapshot: WatchSnapshot } & Db): Promise<SavedQuestion | null> {
  const [row] = await selectRows<Row>(
    sql`insert into saved_questions (user_id, name, question, digest, seen_snapshot, digest_snapshot)
        select ${userId}::uuid, ${name}, ${question}, ${digest}, ${json(snapshot)}, ${json(snapshot)}
        where (select count(*) from saved_questions where user_id = ${userId}::uuid) < ${MAX_SAVED_QUESTIONS}
        returning ${COLUMNS}`,
    db,
  );
  return row ? toSaved(row) : null;
}

/** The user's saved questions, newest first. */
export async function listSavedQuestions({ userId, db }: { userId: string } & Db): Promise<SavedQuestion[]> {
  const rows = await selectRows<Row>(sql`select ${COLUMNS} from saved_questions where user_id = ${userId}::uuid order by created_at desc, id`, db);
  return rows.map(toSaved);
}

export async function getSavedQuestion({ userId, id, db }: { userId: string; id: string } & Db): Promise<SavedQuestion | null> {
  const [row] = await selectRows<Row>(sql`select ${COLUMNS} from saved_questions where id = ${id}::uuid and user_id = ${userId}::uuid`, db);
  return row ? toSaved(row) : null;
}

/** Renames a saved question or switches its digest; null when the user has no such question. */
export async function updateSavedQuestion({
  userId,
  id,
  name,
  digest,
  db,
}: { userId: string; id: string; name?: string; digest?: boolean } & Db): Promise<SavedQuestion | null> {
  const [row] = await selectRows<Row>(
    sql`update saved_questions set name = coalesce(${name ?? null}, name), digest = coalesce(${digest ?? null}::boolean, digest)
        where id = ${id}::uuid and user_id = ${userId}::uuid returning ${COLUMNS}`,
    db,
  );
  return row ? toSaved(row) : null;
}

/** Marks a saved question seen: its changes are counted from this snapshot on. */
export async function markSavedQuestionSeen({
  userId,
  id,
  snapshot,
  db,
}: { userId: string; id: string; snapshot: WatchSnapshot } & Db): Promise<SavedQuestion | null> {
  const [row] = await selectRows<Row>(
    sql`update saved_questions set seen_snapshot = ${json(snapshot)}, seen_at = ${snapshot.at}::timestamptz
        where id = ${id}::uuid and user_id = ${userId}::uuid returning ${COLUMNS}`,
    db,
  );
  return row ? toSaved(row) : null;
}

export async function deleteSavedQuestion({ userId, id, db }: { userId: string; id: string } & Db): Promise<boolean> {
  const rows = await selectRows(sql`delete from saved_questions where id = ${id}::uuid and user_id = ${userId}::uuid returning id`, db);
  return rows.length > 0;
}

export interface DueDigest {
  id: string;
  user_id: string;
  email: string;
  username: string;
  name: string;
  question: string;
  digest_snapshot: WatchSnapshot;
}

/**
 * Claims the digest questions of up to `users` users not yet covered on `day` (UTC): each claimed question is marked
 * with the day in the same statement, so of several instances running at once only one claims it.
 */
export async function claimDueDigests({ day, users = 20, db }: { day: string; users?: number } & Db): Promise<DueDigest[]> {
  return selectRows<DueDigest>(
    sql`with due as (
          select distinct s.user_id from saved_questions s join users u on u.id = s.user_id
          where s.digest and u.status = 'active' and (s.digest_sent_on is null or s.digest_sent_on < ${day}::date)
          limit ${users}),
        claimed as (
          update saved_questions s set digest_sent_on = ${day}::date from due
          where s.user_id = due.user_id and s.digest and (s.digest_sent_on is null or s.digest_sent_on < ${day}::date)
          returning s.id, s.user_id, s.name, s.question, s.digest_snapshot, s.created_at)
        select c.id, c.user_id, u.email, u.username, c.name, c.question, c.digest_snapshot
        from claimed c join users u on u.id = c.user_id order by c.user_id, c.created_at desc`,
    db,
  );
}

export async function storeDigestSnapshot({ id, snapshot, db }: { id: string; snapshot: WatchSnapshot } & Db): Promise<void> {
  await selectRows(sql`update saved_questions set digest_snapshot = ${json(snapshot)} where id = ${id}::uuid`, db);
}
