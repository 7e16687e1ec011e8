import { adminRoute, parseJsonBody } from "@/lib/api/handler";
import { ADMIN_SURFACE } from "@/lib/data/admin";
import { updateGroup } from "@/lib/data/groups";
import { updateGroupBody } from "./schema";

export const dynamic = "force-dynamic";

/**
 * POST /api/update-group { group_name, description?, precedence?, new_group_name? } → { group }. Only the fields
 * sent change; description null clears it. 404 for an unknown group, 400 naming new_group_name when it is taken.
 */
export const POST = adminRoute(ADMIN_SURFACE, async (request, actor) => {
  const body = await parseJsonBody(request, updateGroupBody, ADMIN_SURFACE);
  const group = await updateGroup({
    actor,
    name: body.group_name,
    changes: { description: body.description, precedence: body.precedence, newName: body.new_group_name },
  });
  return Response.json({ group });
});
