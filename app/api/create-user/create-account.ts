import "server-only";
import { randomBytes } from "node:crypto";
import type { z } from "zod";
import type { SessionUser } from "@/lib/auth/guard";
import { hashPassword } from "@/lib/auth/password";
import { validateNewPassword } from "@/lib/auth/password-policy";
import type { Role } from "@/lib/auth/session-policy";
import { ADMIN_SURFACE, assertMayCreateRole, createUserAccount, withAllowedActions, type AdminUserView } from "@/lib/data/admin";
import { AppError } from "@/lib/server/errors";
import type { createUserBody } from "./schema";

export type CreateAccountInput = Omit<z.infer<typeof createUserBody>, "role">;

/**
 * create-user and create-admin-user: role check, password policy, then the account. Without a password the account
 * gets a random one nobody knows (`password_set: false`); the administrator then sends a reset (reset-user-password),
 * which the admin screen does at once.
 */
export async function createAccount(actor: SessionUser, input: CreateAccountInput, role: Role): Promise<{ user: AdminUserView; password_set: boolean }> {
  assertMayCreateRole(actor, role);
  let secret = input.password;
  if (secret !== undefined) {
    const problem = validateNewPassword(secret, { username: input.username, email: input.email });
    if (problem) throw new AppError(`bad_request:${ADMIN_SURFACE}`, problem, "password");
  }
  secret ??= randomBytes(32).toString("base64url");
  const user = await createUserAccount({
    actor,
    account: { username: input.username, email: input.email, passwordHash: await hashPassword(secret), role, groupName: input.group_name ?? null },
  });
  return { user: withAllowedActions(actor, user), password_set: input.password !== undefined };
}
