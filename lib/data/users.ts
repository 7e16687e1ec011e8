import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db/client";
import { auditLog, groups, memberships, users } from "@/lib/db/schema";
import type { Role } from "@/lib/domain/roles";

/** Groups and accounts to seed, and how a password is hashed (lib/accounts/demo-accounts.ts gives the demo's). */
export interface AccountSeed {
  groups: ReadonlyArray<{ name: string; description: string }>;
  accounts: ReadonlyArray<{ username: string; email: string; password: string; role: Role; group: string }>;
  hashPassword(password: string): Promise<string>;
}

/** Creates the groups and accounts that do not exist yet; existing ones are left as they are. */
export async function ensureDemoAccounts({ db, groups: seedGroups, accounts, hashPassword }: { db: Database } & AccountSeed): Promise<{ created: string[] }> {
  const created: string[] = [];
  for (const group of seedGroups) {
    await db.insert(groups).values(group).onConflictDoNothing({ target: groups.name });
  }
  for (const account of accounts) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${account.email.toLowerCase()}`);
    if (existing) continue;
    const [user] = await db
      .insert(users)
      .values({
        username: account.username,
        email: account.email,
        passwordHash: await hashPassword(account.password),
        role: account.role,
        status: "active",
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.name, account.group));
    await db.insert(memberships).values({ userId: user.id, groupId: group.id }).onConflictDoNothing();
    created.push(account.email);
  }
  return { created };
}

export async function countUsers({ db, role }: { db: Database; role?: string }): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(role ? eq(users.role, role) : undefined);
  return Number(row.count);
}

// ---------------------------------------------------------------------------------------------------
// Authentication: sign-in look-up, session checks, token revocation
// ---------------------------------------------------------------------------------------------------

/** What sessions and tokens need to know about a user. `group` is the first group by precedence (lowest first). */
export interface UserAuthState {
  id: string;
  sub: string;
  username: string;
  email: string;
  role: string;
  status: string;
  tokenVersion: number;
  group: string | null;
}

export interface UserSignInRecord extends UserAuthState {
  passwordHash: string;
}

// Written out with aliases: drizzle leaves column names unqualified inside a select list, and "id" would bind to
// groups.id here instead of users.id.
const firstGroupName = sql<string | null>`(
  select g.name from memberships m join groups g on g.id = m.group_id
  where m.user_id = "users"."id"
  order by g.precedence asc, g.name asc
  limit 1
)`;

const authStateColumns = {
  id: users.id,
  sub: users.sub,
  username: users.username,
  email: users.email,
  role: users.role,
  status: users.status,
  tokenVersion: users.tokenVersion,
  group: firstGroupName,
};

/** The account an email address or a username names (case-insensitive); an email match wins over a username match. */
export async function findUserForSignIn({ identifier, db }: { identifier: string; db?: Database }): Promise<UserSignInRecord | null> {
  const database = db ?? (await getDb());
  const value = identifier.trim().toLowerCase();
  if (!value) return null;
  const [row] = await database
    .select({ ...authStateColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${value} or lower(${users.username}) = ${value}`)
    .orderBy(sql`(lower(${users.email}) = ${value}) desc`)
    .limit(1);
  return row ?? null;
}

/**
 * An active user, analysts before administrators, the earliest first: the server renders its screens once as them
 * before it listens (lib/server/warm-up.ts). Null when there is none.
 */
export async function findWarmUpUserId({ db }: { db?: Database } = {}): Promise<string | null> {
  const database = db ?? (await getDb());
  const [row] = await database
    .select({ id: users.id })
    .from(users)
    .where(eq(users.status, "active"))
    .orderBy(sql`(${users.role} <> 'analyst')`, users.createdAt, users.id)
    .limit(1);
  return row?.id ?? null;
}

export async function getUserAuthState({ id, sub, db }: { id?: string; sub?: string; db?: Database }): Promise<UserAuthState | null> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const key = id ?? sub;
  // A malformed id would make Postgres raise on the uuid cast; it simply names nobody.
  if (!key || !uuid.test(key)) return null;
  const database = db ?? (await getDb());
  const [row] = await database
    .select(authStateColumns)
    .from(users)
    .where(id ? eq(users.id, id) : eq(users.sub, key))
    .limit(1);
  return row ?? null;
}

/** Raises the user's token version, so every session and token minted before is refused. Returns the new version. */
export async function bumpTokenVersion({ userId, db }: { userId: string; db?: Database }): Promise<number | null> {
  const database = db ?? (await getDb());
  const [row] = await database
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion ?? null;
}

export async function recordSignIn({ userId, db }: { userId: string; db?: Database }): Promise<void> {
  const database = db ?? (await getDb());
  await database.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
}

// ---------------------------------------------------------------------------------------------------
// Accounts: sign-up, confirmation, password reset (lib/accounts)
// ---------------------------------------------------------------------------------------------------

export type AccountStatus = "active" | "disabled" | "unconfirmed";

export interface AccountRecord {
  id: string;
  username: string;
  email: string;
  role: string;
  status: AccountStatus;
}

const accountColumns = { id: users.id, username: users.username, email: users.email, role: users.role, status: users.status };

/** The account of an email address (case-insensitive), whatever its status. */
export async function findAccountByEmail({ email, db }: { email: string; db?: Database }): Promise<AccountRecord | null> {
  const database = db ?? (await getDb());
  const [row] = await database
    .select(accountColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ? { ...row, status: row.status as AccountStatus } : null;
}

/** The id of the account holding a username (case-insensitive), or null. */
export async function findUserIdByUsername({ username, db }: { username: string; db?: Database }): Promise<string | null> {
  const database = db ?? (await getDb());
  const [row] = await database
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
    .limit(1);
  return row?.id ?? null;
}

/** The accounts among a list of addresses (lower-cased), with their status. */
export async function listAccountsByEmails({
  emails,
  db,
}: {
  emails: readonly string[];
  db?: Database;
}): Promise<Array<{ email: string; status: AccountStatus }>> {
  if (emails.length === 0) return [];
  const database = db ?? (await getDb());
  const rows = await database
    .select({ email: sql<string>`lower(${users.email})`, status: users.status })
    .from(users)
    .where(sql`lower(${users.email}) = any(${sql.param([...emails])}::text[])`);
  return rows.map((row) => ({ email: row.email, status: row.status as AccountStatus }));
}

/** A new account waiting for its email confirmation: it cannot sign in until activateUser. */
export async function createUnconfirmedUser({
  username,
  email,
  passwordHash,
  db,
}: {
  username: string;
  email: string;
  passwordHash: string;
  db?: Database;
}): Promise<{ id: string }> {
  const database = db ?? (await getDb());
  const [row] = await database
    .insert(users)
    .values({ username, email: email.toLowerCase(), passwordHash, role: "analyst", status: "unconfirmed" })
    .returning({ id: users.id });
  return row;
}

/** A repeated sign-up of a still-unconfirmed account takes the new username and password. */
export async function updateUnconfirmedUser({
  id,
  username,
  passwordHash,
  db,
}: {
  id: string;
  username: string;
  passwordHash: string;
  db?: Database;
}): Promise<boolean> {
  const database = db ?? (await getDb());
  const rows = await database
    .update(users)
    .set({ username, passwordHash, updatedAt: new Date() })
    .where(sql`${users.id} = ${id} and ${users.status} = 'unconfirmed'`)
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Confirms an unconfirmed account: active, email verified, optionally the role and group of the invitation it
 * came with. False when the account is not (or no longer) unconfirmed.
 */
export async function activateUser({
  userId,
  role,
  groupId,
  now = new Date(),
  db,
}: {
  userId: string;
  role?: string | null;
  groupId?: string | null;
  now?: Date;
  db?: Database;
}): Promise<boolean> {
  const database = db ?? (await getDb());
  const rows = await database
    .update(users)
    .set({ status: "active", emailVerifiedAt: now, updatedAt: now, ...(role ? { role } : {}) })
    .where(sql`${users.id} = ${userId} and ${users.status} = 'unconfirmed'`)
    .returning({ id: users.id });
  if (rows.length !== 1) return false;
  if (groupId) await database.insert(memberships).values({ userId, groupId }).onConflictDoNothing();
  return true;
}

/** Stores a new password hash. Callers end the user's sessions (revokeUserTokens) when the owner changed it. */
export async function setPasswordHash({ userId, passwordHash, db }: { userId: string; passwordHash: string; db?: Database }): Promise<boolean> {
  const database = db ?? (await getDb());
  const rows = await database.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length === 1;
}

export interface AuditLogEntry {
  /** Who acted: the signed-in user, or the account owner for self-service actions (sign-up, password reset). */
  actorUserId: string | null;
  action: string;
  targetType: "user" | "invitation" | "group" | "mail" | null;
  targetId: string | null;
  detail?: Record<string, unknown> | null;
}

/** One row of audit_log. Codes, tokens and passwords never go into `detail`. */
export async function recordAuditEntry({ entry, db }: { entry: AuditLogEntry; db?: Database }): Promise<void> {
  const database = db ?? (await getDb());
  await database.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    detail: entry.detail ?? null,
  });
}
