import "server-only";
// The administration's accounts and audit log, and the rules of who may do what to whom. (The mail outbox the admin
// area shows is read by lib/data/mail.ts listOutbox.)
//
// Records travel as the admin API's wire shapes (snake_case, like the specification's group_name and next_token;
// timestamps as ISO strings), so routes and server pages hand them on unchanged.
//
// Who may do what (the specification leaves it open, 000 §6; written down in docs/decisions.md):
// - analysts: nothing here (403);
// - admins: read every account; create analysts; disable, enable, delete, set or reset the password of analysts and
//   change their groups; everything on groups except deleting a group that has administrators in it;
// - super-admins: everything, including creating and deleting admins and super-admins;
// - nobody acts on their own account here (no self-disable, self-delete, own password or own groups), and the last
//   active super-admin can be neither deleted nor disabled.
import { sql, type SQL } from "drizzle-orm";
import type { Actor, Role } from "@/lib/domain/roles";
import { getDb, type Database } from "@/lib/db/client";
import { AppError } from "@/lib/server/errors";
import { texts } from "@/lib/ui/texts";
import { pageInfo, selectRows, type PageInfo, type SqlExecutor } from "./query";
import type { AccountStatus } from "./users";

export const ADMIN_SURFACE = "admin";

export type { SqlExecutor };

const iso = (value: Date | string | null | undefined): string | null => (value === null || value === undefined ? null : new Date(value).toISOString());

/** Postgres unique_violation (23505), wherever the driver or drizzle put it in the cause chain. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 5; depth++) {
    if (current.code === "23505") return true;
    current = current.cause as typeof current;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------
// Who may do what
// ---------------------------------------------------------------------------------------------------

export type UserAction = "disable" | "enable" | "delete" | "set_password" | "reset_password" | "manage_groups";
export const USER_ACTIONS: readonly UserAction[] = ["disable", "enable", "delete", "set_password", "reset_password", "manage_groups"];

type Target = { id: string; role: string };

/** Why an actor may not act on a target, or null when they may. */
function refusal(actor: Actor, target: Target): string | null {
  if (actor.role !== "admin" && actor.role !== "super-admin") return texts.auth.forbidden;
  if (actor.id === target.id) return texts.admin.notOnYourself;
  if (target.role !== "analyst" && actor.role !== "super-admin") return texts.admin.adminAccountsReadOnly;
  return null;
}

/** The actions an actor may take on an account (what the admin screen offers and the routes allow). */
export function allowedUserActions(actor: Actor, target: Target): UserAction[] {
  return refusal(actor, target) ? [] : [...USER_ACTIONS];
}

/** Throws 403 unless the actor may act on the target. */
export function assertMayActOnUser(actor: Actor, target: Target): void {
  const reason = refusal(actor, target);
  if (reason) throw new AppError(`forbidden:${ADMIN_SURFACE}`, reason);
}

/** The roles an actor may give a new account: admins create analysts; super-admins any role. */
export function creatableRoles(role: string): Role[] {
  if (role === "super-admin") return ["analyst", "admin", "super-admin"];
  if (role === "admin") return ["analyst"];
  return [];
}

export function assertMayCreateRole(actor: Actor, role: string): void {
  if (!creatableRoles(actor.role).includes(role as Role)) {
    throw new AppError(`forbidden:${ADMIN_SURFACE}`, role === "analyst" ? texts.auth.forbidden : texts.admin.onlySuperAdminCreatesAdmins);
  }
}

// ---------------------------------------------------------------------------------------------------
// Accounts
// ---------------------------------------------------------------------------------------------------

export interface AdminUserRecord {
  id: string;
  sub: string;
  username: string;
  email: string;
  role: Role;
  status: AccountStatus;
  /** Group names by precedence (lowest first). */
  groups: string[];
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
  email_verified_at: string | null;
}

/** An account as one admin sees it: with the actions that admin may take on it. */
export interface AdminUserView extends AdminUserRecord {
  allowed_actions: UserAction[];
}

export function withAllowedActions(actor: Actor, user: AdminUserRecord): AdminUserView {
  return { ...user, allowed_actions: allowedUserActions(actor, user) };
}

interface UserRow {
  id: string;
  sub: string;
  username: string;
  email: string;
  role: Role;
  status: AccountStatus;
  groups: string[] | null;
  created_at: Date | string;
  updated_at: Date | string;
  last_sign_in_at: Date | string | null;
  email_verified_at: Date | string | null;
}

const userColumns = sql`u.id, u.sub, u.username, u.email, u.role, u.status, u.created_at, u.updated_at, u.last_sign_in_at, u.email_verified_at,
  coalesce((select array_agg(g.name order by g.precedence, g.name) from memberships m join groups g on g.id = m.group_id where m.user_id = u.id), '{}') as groups`;

function toUserRecord(row: UserRow): AdminUserRecord {
  return {
    id: row.id,
    sub: row.sub,
    username: row.username,
    email: row.email,
    role: row.role,
    status: row.status,
    groups: row.groups ?? [],
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    last_sign_in_at: iso(row.last_sign_in_at),
    email_verified_at: iso(row.email_verified_at),
  };
}

/** How a request names an account: by id, by username (case-insensitive) or by token subject. */
export type UserRef = { userId: string } | { username: string } | { sub: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function refCondition(ref: UserRef): SQL | null {
  if ("userId" in ref) return UUID.test(ref.userId) ? sql`u.id = ${ref.userId}::uuid` : null;
  if ("sub" in ref) return UUID.test(ref.sub) ? sql`u.sub = ${ref.sub}::uuid` : null;
  return sql`lower(u.username) = ${ref.username.trim().toLowerCase()}`;
}

export async function getUser({ ref, db }: { ref: UserRef; db?: Database }): Promise<AdminUserRecord | null> {
  const condition = refCondition(ref);
  if (!condition) return null;
  const [row] = await selectRows<UserRow>(sql`select ${userColumns} from users u where ${condition} limit 1`, db);
  return row ? toUserRecord(row) : null;
}

/** The account a request names, or 404 'No user matches …'. */
export async function getUserOrThrow({ ref, db }: { ref: UserRef; db?: Database }): Promise<AdminUserRecord> {
  const user = await getUser({ ref, db });
  if (!user) throw new AppError(`not_found:${ADMIN_SURFACE}`, texts.admin.userNotFound);
  return user;
}

export const USERS_PER_PAGE = 20;

export interface UserListFilter {
  /** Part of a username or email address, case-insensitive. */
  search?: string | null;
  status?: AccountStatus | null;
  role?: Role | null;
  page?: number;
  perPage?: number;
}

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Accounts for the admin screen, newest first, filtered and paged. */
export async function listUsers({
  search,
  status,
  role,
  page = 1,
  perPage = USERS_PER_PAGE,
  db,
}: UserListFilter & { db?: Database }): Promise<{ users: AdminUserRecord[]; pageInfo: PageInfo }> {
  const conditions: SQL[] = [];
  const term = search?.trim();
  if (term) conditions.push(sql`(u.username ilike ${likePattern(term)} or u.email ilike ${likePattern(term)})`);
  if (status) conditions.push(sql`u.status = ${status}`);
  if (role) conditions.push(sql`u.role = ${role}`);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const database = db ?? (await getDb());
  const [rows, [count]] = await Promise.all([
    selectRows<UserRow>(
      sql`select ${userColumns} from users u ${where} order by u.created_at desc, u.id limit ${perPage} offset ${(page - 1) * perPage}`,
      database,
    ),
    selectRows<{ total: number }>(sql`select count(*)::int as total from users u ${where}`, database),
  ]);
  return { users: rows.map(toUserRecord), pageInfo: pageInfo(Number(count.total), perPage, page, rows.length) };
}

export interface NewUserAccount {
  username: string;
  email: string;
  passwordHash: string;
  role: Role;
  groupName?: string | null;
}

/** Creates an active, verified account (an administrator vouches for it), optionally in one group; audited. */
export async function createUserAccount({ actor, account, db }: { actor: Actor; account: NewUserAccount; db?: Database }): Promise<AdminUserRecord> {
  const database = db ?? (await getDb());
  const username = account.username.trim();
  // Stored in lower case, as sign-up stores addresses (lib/data/users.ts createUnconfirmedUser).
  const email = account.email.trim().toLowerCase();
  const takenField = async () => {
    const [taken] = await selectRows<{ field: "username" | "email" }>(
      sql`select case when lower(email) = ${email.toLowerCase()} then 'email' else 'username' end as field
          from users where lower(email) = ${email.toLowerCase()} or lower(username) = ${username.toLowerCase()}
          order by (lower(email) = ${email.toLowerCase()}) desc limit 1`,
      database,
    );
    return taken?.field ?? null;
  };
  const taken = await takenField();
  if (taken) throw fieldTaken(taken);
  let id: string;
  try {
    id = await database.transaction(async (tx) => {
      let groupId: string | null = null;
      if (account.groupName) {
        const [group] = await selectRows<{ id: string }>(sql`select id from groups where name = ${account.groupName}`, tx);
        if (!group) throw new AppError(`not_found:${ADMIN_SURFACE}`, texts.admin.groupNotFound(account.groupName), "group_name");
        groupId = group.id;
      }
      const [created] = await selectRows<{ id: string }>(
        sql`insert into users (username, email, password_hash, role, status, email_verified_at)
            values (${username}, ${email}, ${account.passwordHash}, ${account.role}, 'active', now()) returning id`,
        tx,
      );
      if (groupId) await tx.execute(sql`insert into memberships (user_id, group_id) values (${created.id}, ${groupId})`);
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: account.role === "analyst" ? "create-user" : "create-admin-user",
        targetType: "user",
        targetId: created.id,
        detail: { username, email, role: account.role, group_name: account.groupName ?? null },
      });
      return created.id;
    });
  } catch (error) {
    // Another request took the name or address between the check and the insert.
    if (isUniqueViolation(error)) throw fieldTaken((await takenField()) ?? "username");
    throw error;
  }
  return getUserOrThrow({ ref: { userId: id }, db: database });
}

function fieldTaken(field: "username" | "email"): AppError {
  return new AppError(`bad_request:${ADMIN_SURFACE}`, field === "email" ? texts.admin.emailTaken : texts.admin.usernameTaken, field);
}

/** A super-admin who is the last active one cannot be removed or disabled; checked in the same statement as the change. */
const notLastActiveSuperAdmin = (targetId: string) =>
  sql`(role <> 'super-admin' or status <> 'active' or exists (select 1 from users o where o.role = 'super-admin' and o.status = 'active' and o.id <> ${targetId}::uuid))`;

/**
 * Under Postgres' read committed, two super-admins removing each other at once would both still see the other
 * active (write skew). Locking the active super-admins' rows first, in one order, makes the second change wait
 * for the first and then see its result. PGlite runs one transaction at a time, where this lock costs nothing.
 */
async function lockActiveSuperAdmins(executor: SqlExecutor): Promise<void> {
  await executor.execute(sql`select id from users where role = 'super-admin' and status = 'active' order by id for update`);
}

/** Deletes an account (memberships and conversations go with it); refuses the last active super-admin. Audited. */
export async function deleteUserAccount({ actor, target, db }: { actor: Actor; target: AdminUserRecord; db?: Database }): Promise<void> {
  const database = db ?? (await getDb());
  await database.transaction(async (tx) => {
    await lockActiveSuperAdmins(tx);
    const deleted = await selectRows<{ id: string }>(
      sql`delete from users where id = ${target.id}::uuid and ${notLastActiveSuperAdmin(target.id)} returning id`,
      tx,
    );
    if (!deleted.length) throw await missingOrLastSuperAdmin(tx, target.id);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "delete-user",
      targetType: "user",
      targetId: target.id,
      detail: { username: target.username, email: target.email, role: target.role },
    });
  });
}

async function missingOrLastSuperAdmin(executor: SqlExecutor, id: string): Promise<AppError> {
  const [still] = await selectRows<{ id: string }>(sql`select id from users where id = ${id}::uuid`, executor);
  return still ? new AppError(`forbidden:${ADMIN_SURFACE}`, texts.admin.lastSuperAdmin) : new AppError(`not_found:${ADMIN_SURFACE}`, texts.admin.userNotFound);
}

/**
 * disable-user and enable-user. Enabling also activates an unconfirmed account (the administrator vouches for the
 * address). Disabling refuses the last active super-admin. The caller revokes the account's tokens after disabling.
 */
export async function setUserStatus({
  actor,
  target,
  status,
  db,
}: {
  actor: Actor;
  target: AdminUserRecord;
  status: "active" | "disabled";
  db?: Database;
}): Promise<AdminUserRecord> {
  const database = db ?? (await getDb());
  await database.transaction(async (tx) => {
    if (status === "disabled") await lockActiveSuperAdmins(tx);
    const guard = status === "disabled" ? sql`and ${notLastActiveSuperAdmin(target.id)}` : sql``;
    const verified = status === "active" ? sql`, email_verified_at = coalesce(email_verified_at, now())` : sql``;
    const updated = await selectRows<{ id: string }>(
      sql`update users set status = ${status}, updated_at = now() ${verified} where id = ${target.id}::uuid ${guard} returning id`,
      tx,
    );
    if (!updated.length) throw await missingOrLastSuperAdmin(tx, target.id);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: status === "disabled" ? "disable-user" : "enable-user",
      targetType: "user",
      targetId: target.id,
      detail: { username: target.username, previous_status: target.status },
    });
  });
  return getUserOrThrow({ ref: { userId: target.id }, db: database });
}

/** set-user-password: stores a new hash (the caller checked the policy and revokes the tokens after). Audited. */
export async function setUserPasswordHash({
  actor,
  target,
  passwordHash,
  db,
}: {
  actor: Actor;
  target: AdminUserRecord;
  passwordHash: string;
  db?: Database;
}): Promise<void> {
  const database = db ?? (await getDb());
  await database.transaction(async (tx) => {
    const updated = await selectRows<{ id: string }>(
      sql`update users set password_hash = ${passwordHash}, updated_at = now() where id = ${target.id}::uuid returning id`,
      tx,
    );
    if (!updated.length) throw new AppError(`not_found:${ADMIN_SURFACE}`, texts.admin.userNotFound);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "set-user-password",
      targetType: "user",
      targetId: target.id,
      detail: { username: target.username },
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// Audit log
// ---------------------------------------------------------------------------------------------------

export interface AuditEntry {
  actorUserId: string | null;
  /** The admin route's name: create-group, disable-user, … */
  action: string;
  targetType: "user" | "group" | "invitation" | null;
  targetId: string | null;
  detail?: Record<string, unknown> | null;
}

export async function recordAudit(executor: SqlExecutor, entry: AuditEntry): Promise<void> {
  await executor.execute(
    sql`insert into audit_log (actor_user_id, action, target_type, target_id, detail)
        values (${entry.actorUserId}, ${entry.action}, ${entry.targetType}, ${entry.targetId}, ${entry.detail ? JSON.stringify(entry.detail) : null}::jsonb)`,
  );
}

/** An audit entry for an action whose own work happens elsewhere (a password reset started by an administrator). */
export async function recordAdminAction({ actor, db, ...entry }: Omit<AuditEntry, "actorUserId"> & { actor: Actor; db?: Database }): Promise<void> {
  await recordAudit(db ?? (await getDb()), { ...entry, actorUserId: actor.id });
}

export interface AuditLogRecord {
  id: number;
  action: string;
  actor_user_id: string | null;
  /** The actor's username now, or null once the account is gone. */
  actor_username: string | null;
  target_type: string | null;
  target_id: string | null;
  /** What the target is called now (username or group name), else what the entry recorded. */
  target_label: string | null;
  detail: Record<string, unknown> | null;
  created_at: string;
}

export const AUDIT_ENTRIES_PER_PAGE = 100;

/** The audit log, newest first, 100 a page. */
export async function listAuditLog({
  page = 1,
  perPage = AUDIT_ENTRIES_PER_PAGE,
  action,
  db,
}: {
  page?: number;
  perPage?: number;
  action?: string | null;
  db?: Database;
}): Promise<{ entries: AuditLogRecord[]; pageInfo: PageInfo }> {
  const database = db ?? (await getDb());
  const where = action ? sql`where a.action = ${action}` : sql``;
  const [rows, [count]] = await Promise.all([
    selectRows<Omit<AuditLogRecord, "created_at"> & { created_at: Date | string }>(
      sql`select a.id, a.action, a.actor_user_id, actor.username as actor_username, a.target_type, a.target_id, a.detail, a.created_at,
            coalesce(target_user.username, target_group.name, a.detail->>'username', a.detail->>'group_name', a.detail->>'email') as target_label
          from audit_log a
          left join users actor on actor.id = a.actor_user_id
          left join users target_user on a.target_type = 'user' and target_user.id::text = a.target_id
          left join groups target_group on a.target_type = 'group' and target_group.id::text = a.target_id
          ${where}
          order by a.created_at desc, a.id desc
          limit ${perPage} offset ${(page - 1) * perPage}`,
      database,
    ),
    selectRows<{ total: number }>(sql`select count(*)::int as total from audit_log a ${where}`, database),
  ]);
  return {
    entries: rows.map((row) => ({ ...row, id: Number(row.id), created_at: iso(row.created_at)! })),
    pageInfo: pageInfo(Number(count.total), perPage, page, rows.length),
  };
}
