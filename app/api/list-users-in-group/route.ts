import { parseJsonBody } from "@/lib/api/handler";
import { requireAdmin } from "@/lib/auth/guard";
import { ADMIN_SURFACE } from "@/lib/data/admin";
import { listGroupMembers } from "@/lib/data/groups";
import { AppError, errorResponse } from "@/lib/errors";
import { texts } from "@/lib/texts";
import { listUsersInGroupBody } from "./schema";

export const dynamic = "force-dynamic";

/**
 * POST /api/list-users-in-group { group_name, user_pool_id?, next_token?, limit? (1–60, default 10) } →
 * { users, next_token } (specification 000 §7); next_token is null on the last page. A caller who may not see
 * members gets 403 'Access denied. You don't have permission to view group members.' (000 §6).
 */
export async function POST(request: Request): Promise<Response> {
  try {
    await requireAdmin(request).catch((error: unknown) => {
      if (error instanceof AppError && error.type === "forbidden") throw new AppError(`forbidden:${ADMIN_SURFACE}`, texts.groups.membersForbidden);
      throw error;
    });
    const body = await parseJsonBody(request, listUsersInGroupBody, ADMIN_SURFACE);
    return Response.json(await listGroupMembers({ groupName: body.group_name, nextToken: body.next_token, limit: body.limit }));
  } catch (error) {
    return errorResponse(error, ADMIN_SURFACE);
  }
}
