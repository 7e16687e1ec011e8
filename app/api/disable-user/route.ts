import { adminRoute, parseJsonBody } from "@/lib/api/handler";
import { revokeUserTokens } from "@/lib/auth/session";
import { ADMIN_SURFACE, assertMayActOnUser, getUserOrThrow, setUserStatus, withAllowedActions } from "@/lib/data/admin";
import { userRefOf } from "@/lib/validations/admin";
import { disableUserBody } from "./schema";

export const dynamic = "force-dynamic";

/**
 * POST /api/disable-user { username | user_id } → { user }. The account can no longer sign in, and every session and
 * token it holds ends at once (revoked, so enabling it later does not bring them back). Not yourself, not the last
 * active super-admin; admins disable analysts only.
 */
export const POST = adminRoute(ADMIN_SURFACE, async (request, actor) => {
  const body = await parseJsonBody(request, disableUserBody, ADMIN_SURFACE);
  const target = await getUserOrThrow({ ref: userRefOf(body) });
  assertMayActOnUser(actor, target);
  const user = await setUserStatus({ actor, target, status: "disabled" });
  await revokeUserTokens({ userId: target.id });
  return Response.json({ user: withAllowedActions(actor, user) });
});
