import { adminRoute, parseJsonBody } from "@/lib/api/handler";
import { ADMIN_SURFACE, assertMayActOnUser, getUserOrThrow, withAllowedActions } from "@/lib/data/admin";
import { removeUserFromGroup } from "@/lib/data/groups";
import { userRefOf } from "@/lib/validations/admin";
import { removeUserFromGroupBody } from "./schema";

export const dynamic = "force-dynamic";

/**
 * POST /api/remove-user-from-group { username | user_id, group_name } → { user, group_name, changed }. Removing a
 * non-member answers changed: false. Admins change analysts' groups; an administrator's groups need a super-admin.
 */
export const POST = adminRoute(ADMIN_SURFACE, async (request, actor) => {
  const body = await parseJsonBody(request, removeUserFromGroupBody, ADMIN_SURFACE);
  const target = await getUserOrThrow({ ref: userRefOf(body) });
  assertMayActOnUser(actor, target);
  const { changed } = await removeUserFromGroup({ actor, user: target, groupName: body.group_name });
  const user = await getUserOrThrow({ ref: { userId: target.id } });
  return Response.json({ user: withAllowedActions(actor, user), group_name: body.group_name, changed });
});
