import { parseJsonBody } from "@/lib/api/handler";
import { requireAdmin } from "@/lib/auth/guard";
import { ADMIN_SURFACE } from "@/lib/data/admin";
import { updateGroup } from "@/lib/data/groups";
import { errorResponse } from "@/lib/errors";
import { updateGroupBody } from "./schema";

export const dynamic = "force-dynamic";

/**
 * POST /api/update-group { group_name, description?, precedence?, new_group_name? } → { group }. Only the fields
 * sent change; description null clears it. 404 for an unknown group, 400 naming new_group_name when it is taken.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const actor = await requireAdmin(request);
    const body = await parseJsonBody(request, updateGroupBody, ADMIN_SURFACE);
    const group = await updateGroup({
      actor,
      name: body.group_name,
      changes: { description: body.description, precedence: body.precedence, newName: body.new_group_name },
    });
    return Response.json({ group });
  } catch (error) {
    return errorResponse(error, ADMIN_SURFACE);
  }
}
