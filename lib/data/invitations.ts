import "server-only";
// Invitations in the database. Only the SHA-256 of a token is stored (lib/domain/invitations.ts); the state
// of an invitation follows from its timestamps: accepted, revoked, expired or pending.
import { and, desc, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { invitationStatus, type InvitationStatus } from "@/lib/domain/invitations";
import { getDb, type Database } from "@/lib/db/client";
import { groups, invitations, users } from "@/lib/db/schema";
import { pageInfo, type PageInfo } from "./query";

export interface InvitationRecord {
  id: string;
  email: string;
  role: string;
  groupId: string | null;
  groupName: string | null;
  invitedBy: string | null;
  invitedByUsername: string | null;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
}

/** The admin API's wire shape (snake_case, ISO timestamps). */
export interface InvitationView {
  id: string;
  email: string;
  role: string;
  group_name: string | null;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  revoked_at: string | null;
  status: InvitationStatus;
}

export function toInvitationView(invitation: InvitationRecord, now: Date = new Date()): InvitationView {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    group_name: invitation.groupName,
    invited_by: invitation.invitedByUsername,
    created_at: invitation.createdAt.toISOString(),
    expires_at: invitation.expiresAt.toISOString(),
    accepted_at: invitation.acceptedAt?.toISOString() ?? null,
    revoked_at: invitation.revokedAt?.toISOString() ?? null,
    status: invitationStatus(invitation, now),
  };
}

const inviter = alias(users, "inviter");

const invitationColumns = {
  id: invitations.id,
  email: invitations.email,
  role: invitations.role,
  groupId: invitations.groupId,
  groupName: groups.name,
  invitedBy: invitations.invitedBy,
  invitedByUsername: inviter.username,
  createdAt: invitations.createdAt,
  expiresAt: invitations.expiresAt,
  acceptedAt: invitations.acceptedAt,
  revokedAt: invitations.revokedAt,
};

async function selectInvitations(
  database: Database,
  where: SQL | undefined,
  { limit, offset = 0 }: { limit: number; offset?: number },
): Promise<InvitationRecord[]> {
  return database
    .select(invitationColumns)
    .from(invitations)
    .leftJoin(groups, eq(groups.id, invitations.groupId))
    .leftJoin(inviter, eq(inviter.id, invitations.invitedBy))
    .where(where)
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(limit)
    .offset(offset);
}

function pendingAt(now: Date): SQL {
  return and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, now))!;
}

function statusCondition(status: InvitationStatus, now: Date): SQL {
  switch (status) {
    case "accepted":
      return sql`${invitations.acceptedAt} is not null`;
    case "revoked":
      return and(isNull(invitations.acceptedAt), sql`${invitations.revokedAt} is not null`)!;
    case "expired":
      return and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), sql`${invitations.expiresAt} <= ${now}`)!;
    case "pending":
      return pendingAt(now);
  }
}

export async function findGroupByName({ name, db }: { name: string; db?: Database }): Promise<{ id: string; name: string } | null> {
  const database = db ?? (await getDb());
  const [row] = await database.select({ id: groups.id, name: groups.name }).from(groups).where(eq(groups.name, name)).limit(1);
  return row ?? null;
}

export async function getInvitation({ id, db }: { id: string; db?: Database }): Promise<InvitationRecord | null> {
  const database = db ?? (await getDb());
  const [row] = await selectInvitations(database, eq(invitations.id, id), { limit: 1 });
  return row ?? null;
}

export async function findInvitationByTokenHash({ tokenHash, db }: { tokenHash: string; db?: Database }): Promise<InvitationRecord | null> {
  const database = db ?? (await getDb());
  const [row] = await selectInvitations(database, eq(invitations.tokenHash, tokenHash), { limit: 1 });
  return row ?? null;
}

/** The newest pending invitation of an address. */
export async function findPendingInvitationForEmail({
  email,
  now = new Date(),
  db,
}: {
  email: string;
  now?: Date;
  db?: Database;
}): Promise<InvitationRecord | null> {
  const database = db ?? (await getDb());
  const [row] = await selectInvitations(database, and(sql`lower(${invitations.email}) = ${email.toLowerCase()}`, pendingAt(now)), { limit: 1 });
  return row ?? null;
}

export type DuplicateReason = "already_invited" | "already_a_user";

export type InvitationCreation = { status: "created"; invitation: InvitationRecord } | { status: "duplicate"; reason: DuplicateReason };

/**
 * Creates an invitation unless the address already has an account (other than an unconfirmed sign-up) or a
 * pending invitation. The check and the insert hold a per-address lock, so two admins inviting the same address
 * at once create one invitation.
 */
export async function createInvitationUnlessDuplicate({
  email,
  role,
  groupId,
  tokenHash,
  expiresAt,
  invitedBy,
  now = new Date(),
  db,
}: {
  email: string;
  role: string;
  groupId: string | null;
  tokenHash: string;
  expiresAt: Date;
  invitedBy: string | null;
  now?: Date;
  db?: Database;
}): Promise<InvitationCreation> {
  const database = db ?? (await getDb());
  const address = email.toLowerCase();
  const created = await database.transaction(async (tx): Promise<{ id: string } | DuplicateReason> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invitation:${address}`}))`);
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${address}`, sql`${users.status} <> 'unconfirmed'`))
      .limit(1);
    if (account) return "already_a_user";
    const [pending] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(and(sql`lower(${invitations.email}) = ${address}`, pendingAt(now)))
      .limit(1);
    if (pending) return "already_invited";
    const [row] = await tx
      .insert(invitations)
      .values({ email: address, role, groupId, tokenHash, expiresAt, invitedBy, createdAt: now })
      .returning({ id: invitations.id });
    return row;
  });
  if (typeof created === "string") return { status: "duplicate", reason: created };
  return { status: "created", invitation: (await getInvitation({ id: created.id, db: database }))! };
}

/** A new token and expiry for an invitation neither accepted nor revoked; the old token stops working. */
export async function reissueInvitation({
  id,
  tokenHash,
  expiresAt,
  db,
}: {
  id: string;
  tokenHash: string;
  expiresAt: Date;
  db?: Database;
}): Promise<InvitationRecord | null> {
  const database = db ?? (await getDb());
  const rows = await database
    .update(invitations)
    .set({ tokenHash, expiresAt })
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .returning({ id: invitations.id });
  return rows.length === 1 ? getInvitation({ id, db: database }) : null;
}

/** Revokes an invitation not yet accepted; false when it was accepted or revoked before. */
export async function revokeInvitation({ id, now = new Date(), db }: { id: string; now?: Date; db?: Database }): Promise<boolean> {
  const database = db ?? (await getDb());
  const rows = await database
    .update(invitations)
    .set({ revokedAt: now })
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

/** Marks a pending invitation accepted; false when it is no longer pending (the token cannot be used twice). */
export async function acceptInvitation({ id, now = new Date(), db }: { id: string; now?: Date; db?: Database }): Promise<boolean> {
  const database = db ?? (await getDb());
  const rows = await database
    .update(invitations)
    .set({ acceptedAt: now })
    .where(and(eq(invitations.id, id), pendingAt(now)))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

export async function listInvitations({
  status,
  page = 1,
  perPage = 25,
  now = new Date(),
  db,
}: {
  status?: InvitationStatus;
  page?: number;
  perPage?: number;
  now?: Date;
  db?: Database;
}): Promise<{ invitations: InvitationView[]; pageInfo: PageInfo }> {
  const database = db ?? (await getDb());
  const where = status ? statusCondition(status, now) : undefined;
  const [rows, [count]] = await Promise.all([
    selectInvitations(database, where, { limit: perPage, offset: (page - 1) * perPage }),
    database
      .select({ total: sql<number>`count(*)::int` })
      .from(invitations)
      .where(where),
  ]);
  return {
    invitations: rows.map((row) => toInvitationView(row, now)),
    pageInfo: pageInfo(Number(count.total), perPage, page, rows.length),
  };
}
