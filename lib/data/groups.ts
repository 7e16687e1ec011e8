import "server-only";
// Groups and memberships for the administration. Lists page with opaque next_token values (specification 000 §7:
// list-users-in-group answers users and next_token). A token carries the sort key of the last row handed out, so a
// page never skips or repeats a row when members are added or removed between two calls.
import { sql } from "drizzle-orm";
import type { Actor, Role } from "@/lib/domain/roles";
import { getDb, type Database } from "@/lib/db/client";
import { AppError } from "@/lib/server/errors";
import { texts } from "@/lib/ui/texts";
import { ADMIN_SURFACE, isUniqueViolation, recordAudit, type AdminUserRecord } from "./admin";
import type { AccountStatus } from "./users";
import { selectRows, type SqlExecutor } from "./query";

export interface GroupRecord {
  id: string;
  group_name: string;
  description: string | null;
  /** Lower comes first: a user's group claim is their group with the lowest precedence. */
  precedence: number;
  member_count: number;
  created_at: string;
  updated_at: string;
}

export interface GroupMemberRecord {
  id: string;
  sub: string;
  username: string;
  email: string;
  role: Role;
  status: AccountStatus;
  /** When the user joined the group. */
  added_at: string;
}

export const GROUPS_PER_PAGE = 20;
export const MEMBERS_PER_PAGE = 10;

// ---------------------------------------------------------------------------------------------------
// next_token: base64url of the last row's sort key
// ---------------------------------------------------------------------------------------------------

type SortKey = [string | number, string];

export function encodePageToken(kind: "groups" | "members", key: SortKey): string {
  return Buffer.from(JSON.stringify({ t: kind, k: key })).toString("base64url");
}

/** The sort key a token carries; 400 naming next_token for anything this service did not issue for this list. */
export function decodePageToken(kind: "groups" | "members", token: string | null | undefined): SortKey | null {
  if (token === null || token === undefined || token === "") return null;
  try {
    const parsed = JSON.parse(Buffer.from(token, "base64url").toString("utf8")) as { t?: unknown; k?: unknown };
    const key = parsed.k;
    if (parsed.t === kind && Array.isArray(key) && key.length === 2 && typeof key[1] === "string") {
      if (kind === "groups" && Number.isInteger(key[0])) return [key[0] as number, key[1]];
      if (kind === "members" && typeof key[0] === "string" && /^[0-9a-f-]{36}$/i.test(key[1])) return [key[0], key[1]];
    }
  } catch {
    // fall through
  }
  throw new AppError(`bad_request:${ADMIN_SURFACE}`, texts.admin.invalidNextToken, "next_token");
}

const iso = (value: Date | string) => new Date(value).toISOString();

// ---------------------------------------------------------------------------------------------------
// Groups
// ---------------------------------------------------------------------------------------------------

interface GroupRow {
  id: string;
  name: string;
  description: string | null;
  precedence: number;
  member_count: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const groupColumns = sql`g.id, g.name, g.description, g.precedence, g.created_at, g.updated_at,
  (select count(*)::int from memberships m where m.group_id = g.id) as member_count`;

function toGroupRecord(row: GroupRow): GroupRecord {
  return {
    id: row.id,
    group_name: row.name,
    description: row.description,
    precedence: Number(row.precedence),
    member_count: Number(row.member_count),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** Groups by precedence, then name; `limit` a page. */
export async function listGroups({
  nextToken,
  limit = GROUPS_PER_PAGE,
  db,
}: {
  nextToken?: string | null;
  limit?: number;
  db?: Database;
}): Promise<{ groups: GroupRecord[]; next_token: string | null }> {
  const after = decodePageToken("groups", nextToken);
  const rows = await selectRows<GroupRow>(
    sql`select ${groupColumns} from groups g
        ${after ? sql`where (g.precedence, g.name) > (${after[0]}::int, ${after[1]}::text)` : sql``}
        order by g.precedence, g.name limit ${limit + 1}`,
    db,
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { groups: page.map(toGroupRecord), next_token: rows.length > limit ? encodePageToken("groups", [Number(last.precedence), last.name]) : null };
}

export async function getGroup({ name, db }: { name: string; db?: SqlExecutor }): Promise<GroupRecord | null> {
  const [row] = await selectRows<GroupRow>(sql`select ${groupColumns} from groups g where g.name = ${name}`, db);
  return row ? toGroupRecord(row) : null;
}

export async function getGroupOrThrow({ name, db }: { name: string; db?: SqlExecutor }): Promise<GroupRecord> {
  const group = await getGroup({ name, db });
  if (!group) throw new AppError(`not_found:${ADMIN_SURFACE}`, texts.admin.groupNotFound(name), "group_name");
  return group;
}

const groupExists = (name: string, field = "group_name") => new AppError(`bad_request:${ADMIN_SURFACE}`, texts.admin.groupExists(name), field);

export async function createGroup({
  actor,
  name,
  description = null,
  precedence = 0,
  db,
}: {
  actor: Actor;
  name: string;
  description?: string | null;
  precedence?: number;
  db?: Database;
}): Promise<GroupRecord> {
  const database = db ?? (await getDb());
  try {
    return await database.transaction(async (tx) => {
      const [created] = await selectRows<{ id: string }>(
        sql`insert into groups (name, description, precedence) values (${name}, ${description}, ${precedence}) on conflict (name) do nothing returning id`,
        tx,
      );
      if (!created) throw groupExists(name);
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: "create-group",
        targetType: "group",
        targetId: created.id,
        detail: { group_name: name, description, precedence },
      });
      return getGroupOrThrow({ name, db: tx });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw groupExists(name);
    throw error;
  }
}

export interface GroupChanges {
  description?: string | null;
  precedence?: number;
  newName?: string;
}

/** Changes a group's description, precedence or name; only the fields given change. Audited with before and after. */
export async function updateGroup({ actor, name, changes, db }: { actor: Actor; name: string; changes: GroupChanges; db?: Database }): Promise<GroupRecord> {
  const database = db ?? (await getDb());
  const finalName = changes.newName ?? name;
  try {
    return await database.transaction(async (tx) => {
      const before = await getGroupOrThrow({ name, db: tx });
      if (changes.newName !== undefined && changes.newName !== name && (await getGroup({ name: changes.newName, db: tx })))
        throw groupExists(changes.newName, "new_group_name");
      const sets = [sql`updated_at = now()`];
      if (changes.description !== undefined) sets.push(sql`description = ${changes.description}`);
      if (changes.precedence !== undefined) sets.push(sql`precedence = ${changes.precedence}`);
      if (changes.newName !== undefined) sets.push(sql`name = ${changes.newName}`);
      await tx.execute(sql`update groups set ${sql.join(sets, sql`, `)} where id = ${before.id}::uuid`);
      const after = await getGroupOrThrow({ name: finalName, db: tx });
      await recordAudit(tx, {
        actorUserId: actor.id,
        action: "update-group",
        targetType: "group",
        targetId: before.id,
        detail: {
          group_name: after.group_name,
          before: { group_name: before.group_name, description: before.description, precedence: before.precedence },
          after: { group_name: after.group_name, description: after.description, precedence: after.precedence },
        },
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw groupExists(finalName, "new_group_name");
    throw error;
  }
}

/**
 * Deletes a group and its memberships. A group with administrators in it can only be deleted by a super-admin:
 * admins may not change administrator accounts, and a membership is part of the account (it names their group claim).
 */
export async function deleteGroup({ actor, name, db }: { actor: Actor; name: string; db?: Database }): Promise<void> {
  const database = db ?? (await getDb());
  await database.transaction(async (tx) => {
    const group = await getGroupOrThrow({ name, db: tx });
    if (actor.role !== "super-admin") {
      const [privileged] = await selectRows<{ count: number }>(
        sql`select count(*)::int as count from memberships m join users u on u.id = m.user_id where m.group_id = ${group.id}::uuid and u.role <> 'analyst'`,
        tx,
      );
      if (Number(privileged.count) > 0) throw new AppError(`forbidden:${ADMIN_SURFACE}`, texts.admin.groupHasAdministrators);
    }
    await tx.execute(sql`delete from groups where id = ${group.id}::uuid`);
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "delete-group",
      targetType: "group",
      targetId: group.id,
      detail: { group_name: group.group_name, member_count: group.member_count },
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// Members
// ---------------------------------------------------------------------------------------------------

/** Members of a group by username (case-insensitive), `limit` a page (default 10). */
export async function listGroupMembers({
  groupName,
  nextToken,
  limit = MEMBERS_PER_PAGE,
  db,
}: {
  groupName: string;
  nextToken?: string | null;
  limit?: number;
  db?: Database;
}): Promise<{ users: GroupMemberRecord[]; next_token: string | null }> {
  const database = db ?? (await getDb());
  const after = decodePageToken("members", nextToken);
  const group = await getGroupOrThrow({ name: groupName, db: database });
  const rows = await selectRows<Omit<GroupMemberRecord, "added_at"> & { added_at: Date | string; sort_name: string }>(
    sql`select u.id, u.sub, u.username, u.email, u.role, u.status, m.created_at as added_at, lower(u.username) as sort_name
        from memberships m join users u on u.id = m.user_id
        where m.group_id = ${group.id}::uuid
        ${after ? sql`and (lower(u.username), u.id) > (${after[0]}::text, ${after[1]}::uuid)` : sql``}
        order by lower(u.username), u.id limit ${limit + 1}`,
    database,
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    users: page.map((row) => ({
      id: row.id,
      sub: row.sub,
      username: row.username,
      email: row.email,
      role: row.role,
      status: row.status,
      added_at: iso(row.added_at),
    })),
    next_token: rows.length > limit ? encodePageToken("members", [last.sort_name, last.id]) : null,
  };
}

/** Adds a user to a group; adding a member again changes nothing (`changed: false`) and writes no audit entry. */
export async function addUserToGroup({
  actor,
  user,
  groupName,
  db,
}: {
  actor: Actor;
  user: AdminUserRecord;
  groupName: string;
  db?: Database;
}): Promise<{ changed: boolean }> {
  const database = db ?? (await getDb());
  return database.transaction(async (tx) => {
    const group = await getGroupOrThrow({ name: groupName, db: tx });
    const inserted = await selectRows<{ user_id: string }>(
      sql`insert into memberships (user_id, group_id) values (${user.id}::uuid, ${group.id}::uuid) on conflict do nothing returning user_id`,
      tx,
    );
    if (!inserted.length) return { changed: false };
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "add-user-to-group",
      targetType: "user",
      targetId: user.id,
      detail: { username: user.username, group_name: group.group_name },
    });
    return { changed: true };
  });
}

/** Removes a user from a group; removing a non-member changes nothing (`changed: false`) and writes no audit entry. */
export async function removeUserFromGroup({
  actor,
  user,
  groupName,
  db,
}: {
  actor: Actor;
  user: AdminUserRecord;
  groupName: string;
  db?: Database;
}): Promise<{ changed: boolean }> {
  const database = db ?? (await getDb());
  return database.transaction(async (tx) => {
    const group = await getGroupOrThrow({ name: groupName, db: tx });
    const deleted = await selectRows<{ user_id: string }>(
      sql`delete from memberships where user_id = ${user.id}::uuid and group_id = ${group.id}::uuid returning user_id`,
      tx,
    );
    if (!deleted.length) return { changed: false };
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: "remove-user-from-group",
      targetType: "user",
      targetId: user.id,
      detail: { username: user.username, group_name: group.group_name },
    });
    return { changed: true };
  });
}

/** A user's groups by precedence (the first one is their group claim). */
export async function listUserGroups({ userId, db }: { userId: string; db?: Database }): Promise<GroupRecord[]> {
  const rows = await selectRows<GroupRow>(
    sql`select ${groupColumns} from groups g join memberships um on um.group_id = g.id where um.user_id = ${userId}::uuid order by g.precedence, g.name`,
    db,
  );
  return rows.map(toGroupRecord);
}

/** Every group's name by precedence: the group pickers of the admin screens. */
export async function listGroupNames({ db }: { db?: Database } = {}): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(sql`select name from groups order by precedence, name`, db);
  return rows.map((row) => row.name);
}
