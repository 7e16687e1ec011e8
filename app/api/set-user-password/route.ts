import { adminRoute, parseJsonBody } from "@/lib/api/handler";
import { hashPassword } from "@/lib/auth/password";
import { validateNewPassword } from "@/lib/auth/password-policy";
import { revokeUserTokens } from "@/lib/auth/session";
import { ADMIN_SURFACE, assertMayActOnUser, getUserOrThrow, setUserPasswordHash } from "@/lib/data/admin";
import { AppError } from "@/lib/server/errors";
import { userRefOf } from "@/lib/validations/admin";
import { setUserPasswordBody } from "./schema";

export const dynamic = "force-dynamic";

/**
 * POST /api/set-user-password { username | user_id, password } → { user_id, tokens_revoked: true }. The password
 * policy applies (400 naming password); every session and token of the account ends. Not for your own account
 * (change it through the password reset), admins set analysts' passwords only.
 */
export const POST = adminRoute(ADMIN_SURFACE, async (request, actor) => {
  const body = await parseJsonBody(request, setUserPasswordBody, ADMIN_SURFACE);
  const target = await getUserOrThrow({ ref: userRefOf(body) });
  assertMayActOnUser(actor, target);
  const problem = validateNewPassword(body.password, { username: target.username, email: target.email });
  if (problem) throw new AppError(`bad_request:${ADMIN_SURFACE}`, problem, "password");
  await setUserPasswordHash({ actor, target, passwordHash: await hashPassword(body.password) });
  await revokeUserTokens({ userId: target.id });
  return Response.json({ user_id: target.id, tokens_revoked: true });
});
