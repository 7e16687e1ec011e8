import { adminRoute, parseJsonBody } from "@/lib/api/handler";
import { ADMIN_SURFACE, assertMayActOnUser, getUserOrThrow, withAllowedActions } from "@/lib/data/admin";
import { addUserToGroup } from "@/lib/data/groups";
import { userRefOf } from "@/lib/validations/admin";
import { addUserToGroupBody } from "./schema";

export const dynamic = "force-dynamic";

/**
 * POST /api/add-user-to-group { username | user_id, group_name } → { user, group_name, changed }. Adding a member
 * again answers changed: false. Admins change analysts' groups; an administrator's groups need a super-admin.
 */
export const POST = adminRoute(ADMIN_SURFACE, async (request, actor) => {
  const body = await parseJsonBody(request, addUserToGroupBody, ADMIN_SURFACE);
  const target = await getUserOrThrow({ ref: userRefOf(body) });
  assertMayActOnUser(actor, target);
  const { changed } = await addUserToGroup({ actor, user: target, groupName: body.group_name });
  const user = await getUserOrThrow({ ref: { userId: target.id } });
  return Response.json({ user: withAllowedActions(actor, user), group_name: body.group_name, changed });
});
