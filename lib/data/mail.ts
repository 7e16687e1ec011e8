import "server-only";
// The mail outbox: every mail the application writes is recorded here, delivered or not. Without SMTP_URL the
// outbox is where mail ends (administrators read it in the admin area); with it, a row carries sent_at once the
// server accepted the message, or the delivery error.
import { desc, eq, sql } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db/client";
import { mailOutbox, users } from "@/lib/db/schema";
import { pageInfo, type PageInfo } from "./query";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** sent: accepted by the SMTP server; failed: delivery failed (see error); outbox: kept here only, or still on its way. */
export type OutboxStatus = "sent" | "failed" | "outbox";

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
  status: OutboxStatus;
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

export async function markMailSent({ id, sentAt = new Date(), db }: { id: number; sentAt?: Date; db?: Database }): Promise<void> {
  const database = db ?? (await getDb());
  await database.update(mailOutbox).set({ sentAt, error: null }).where(eq(mailOutbox.id, id));
}

export async function markMailFailed({ id, error, db }: { id: number; error: string; db?: Database }): Promise<void> {
  const database = db ?? (await getDb());
  await database.update(mailOutbox).set({ error: error.slice(0, MAX_ERROR_LENGTH) }).where(eq(mailOutbox.id, id));
}

/** The outbox, newest first. */
/**
 * The outbox, newest first. Mail to an administrator's address (admin or super-admin) holds codes and links that
 * would let a reader act as that administrator, so only a super-admin sees it; an admin sees every other mail.
 */
export async function listOutbox({ page = 1, perPage = OUTBOX_PER_PAGE, viewerRole, db }: { page?: number; perPage?: number; viewerRole: string; db?: Database }): Promise<{ messages: OutboxMessageView[]; pageInfo: PageInfo }> {
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
    database.select({ total: sql<number>`count(*)::int` }).from(mailOutbox).where(visible),
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
      status: row.sentAt ? "sent" : row.error ? "failed" : "outbox",
    })),
    pageInfo: pageInfo(Number(count.total), size, current, rows.length),
  };
}
