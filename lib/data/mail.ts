import "server-only";
// The mail outbox: every mail the application writes is recorded here, delivered or not. Without SMTP_URL the
// outbox is where mail ends (administrators read it in the admin area); with it, a row carries sent_at once the
// server accepted the message, or the delivery error.
import { and, asc, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db/client";
import { mailOutbox, users } from "@/lib/db/schema";
import { pageInfo, type PageInfo } from "./query";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/**
 * sent: accepted by the SMTP server; retrying: delivery failed (see error) and is tried again at next_attempt_at;
 * failed: delivery failed and was given up; outbox: kept here only, or still on its way.
 */
export type OutboxStatus = "sent" | "retrying" | "failed" | "outbox";

/** Wire shape of the admin area (snake_case, ISO timestamps), the same as lib/data/admin.ts reads. */
export interface OutboxMessageView {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: string;
  sent_at: string | null;
  error: string | null;
  attempts: number;
  next_attempt_at: string | null;
  status: OutboxStatus;
}

/** A mail whose delivery is due again, claimed by one instance (see claimDueMail). */
export interface DueMail extends OutgoingMail {
  id: number;
  attempts: number;
}

export const OUTBOX_PER_PAGE = 25;
const MAX_ERROR_LENGTH = 500;

export async function recordMail({ mail, db }: { mail: OutgoingMail; db?: Database }): Promise<{ id: number }> {
  const database = db ?? (await getDb());
  const [row] = await database
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null })
    .returning({ id: mailOutbox.id });
  return { id: row.id };
}

export async function markMailSent({ id, attempts, sentAt = new Date(), db }: { id: number; attempts: number; sentAt?: Date; db?: Database }): Promise<void> {
  const database = db ?? (await getDb());
  await database.update(mailOutbox).set({ sentAt, error: null, attempts, nextAttemptAt: null }).where(eq(mailOutbox.id, id));
}

/** Records a failed attempt; `nextAttemptAt` null means no further attempt (lib/mail/retry-policy.ts). */
export async function markMailFailed({
  id,
  error,
  attempts,
  nextAttemptAt,
  db,
}: {
  id: number;
  error: string;
  attempts: number;
  nextAttemptAt: Date | null;
  db?: Database;
}): Promise<void> {
  const database = db ?? (await getDb());
  await database
    .update(mailOutbox)
    .set({ error: error.slice(0, MAX_ERROR_LENGTH), attempts, nextAttemptAt })
    .where(eq(mailOutbox.id, id));
}

/**
 * Claims up to `limit` unsent mails whose next attempt is due by `now`, pushing their next attempt to `leaseUntil`
 * so no other instance takes them meanwhile (rows another instance is claiming at this moment are skipped). A
 * process that dies before recording the outcome leaves the mail to be tried again when the lease ends.
 */
export async function claimDueMail({ now, leaseUntil, limit, db }: { now: Date; leaseUntil: Date; limit: number; db?: Database }): Promise<DueMail[]> {
  const database = db ?? (await getDb());
  const due = database
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await database.update(mailOutbox).set({ nextAttemptAt: leaseUntil }).where(inArray(mailOutbox.id, due)).returning({
    id: mailOutbox.id,
    to: mailOutbox.to,
    subject: mailOutbox.subject,
    text: mailOutbox.text,
    html: mailOutbox.html,
    attempts: mailOutbox.attempts,
  });
  return rows.sort((a, b) => a.id - b.id);
}

function outboxStatus(row: { sentAt: Date | null; error: string | null; nextAttemptAt: Date | null }): OutboxStatus {
  if (row.sentAt) return "sent";
  if (!row.error) return "outbox";
  return row.nextAttemptAt ? "retrying" : "failed";
}

/**
 * The outbox, newest first. Mail to an administrator's address (admin or super-admin) holds codes and links that
 * would let a reader act as that administrator, so only a super-admin sees it; an admin sees every other mail.
 */
export async function listOutbox({
  page = 1,
  perPage = OUTBOX_PER_PAGE,
  viewerRole,
  db,
}: {
  page?: number;
  perPage?: number;
  viewerRole: string;
  db?: Database;
}): Promise<{ messages: OutboxMessageView[]; pageInfo: PageInfo }> {
  const database = db ?? (await getDb());
  const size = Math.min(Math.max(1, Math.trunc(perPage)), 100);
  const current = Math.max(1, Math.trunc(page));
  const visible =
    viewerRole === "super-admin"
      ? sql`true`
      : sql`not exists (select 1 from ${users} u where lower(u.email) = lower(${mailOutbox.to}) and u.role in ('admin', 'super-admin'))`;
  const [rows, [count]] = await Promise.all([
    database
      .select()
      .from(mailOutbox)
      .where(visible)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(size)
      .offset((current - 1) * size),
    database
      .select({ total: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(visible),
  ]);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      created_at: row.createdAt.toISOString(),
      sent_at: row.sentAt?.toISOString() ?? null,
      error: row.error,
      attempts: row.attempts,
      next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
      status: outboxStatus(row),
    })),
    pageInfo: pageInfo(Number(count.total), size, current, rows.length),
  };
}
