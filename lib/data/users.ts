import "server-only";
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import { getDb, type Database } from "@/lib/db/client";
import { groups, memberships, users } from "@/lib/db/schema";
import { DEMO_ACCOUNTS, DEMO_GROUPS } from "@/lib/demo/accounts";

/** Creates the demo groups and accounts that do not exist yet; existing ones are left as they are. */
export async function ensureDemoAccounts({ db }: { db: Database }): Promise<{ created: string[] }> {
  const created: string[] = [];
  for (const group of DEMO_GROUPS) {
    await db.insert(groups).values(group).onConflictDoNothing({ target: groups.name });
  }
  for (const account of DEMO_ACCOUNTS) {
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
