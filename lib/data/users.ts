import "server-only";
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import type { Database } from "@/lib/db/client";
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
