import { adminRoute, parseJsonBody } from "@/lib/api/handler";
import { ADMIN_SURFACE } from "@/lib/data/admin";
import { deleteGroup } from "@/lib/data/groups";
import { deleteGroupBody } from "./schema";

export const dynamic = "force-dynamic";

/**
 * POST /api/delete-group { group_name } → { deleted: true, group_name }. Members keep their accounts. A group with
 * administrators in it needs a super-admin (403 for admins).
 */
export const POST = adminRoute(ADMIN_SURFACE, async (request, actor) => {
  const body = await parseJsonBody(request, deleteGroupBody, ADMIN_SURFACE);
  await deleteGroup({ actor, name: body.group_name });
  return Response.json({ deleted: true, group_name: body.group_name });
});
