import { adminRoute, parseJsonBody } from "@/lib/api/handler";
import { ADMIN_SURFACE } from "@/lib/data/admin";
import { listGroupMembers } from "@/lib/data/groups";
import { texts } from "@/lib/ui/texts";
import { listUsersInGroupBody } from "./schema";

export const dynamic = "force-dynamic";

/**
 * POST /api/list-users-in-group { group_name, user_pool_id?, next_token?, limit? (1–60, default 10) } →
 * { users, next_token } (specification 000 §7); next_token is null on the last page. A caller who may not see
 * members gets 403 'Access denied. You don't have permission to view group members.' (000 §6).
 */
export const POST = adminRoute(
  ADMIN_SURFACE,
  async (request) => {
    const body = await parseJsonBody(request, listUsersInGroupBody, ADMIN_SURFACE);
    return Response.json(await listGroupMembers({ groupName: body.group_name, nextToken: body.next_token, limit: body.limit }));
  },
  { forbidden: texts.groups.membersForbidden },
);
