import { adminRoute, parseJsonBody } from "@/lib/api/handler";
import { ADMIN_SURFACE } from "@/lib/data/admin";
import { createGroup } from "@/lib/data/groups";
import { createGroupBody } from "./schema";

export const dynamic = "force-dynamic";

/** POST /api/create-group { group_name, description?, precedence? } → 201 { group }; 400 when the name is taken. Admins and super-admins. */
export const POST = adminRoute(ADMIN_SURFACE, async (request, actor) => {
  const body = await parseJsonBody(request, createGroupBody, ADMIN_SURFACE);
  const group = await createGroup({ actor, name: body.group_name, description: body.description ?? null, precedence: body.precedence ?? 0 });
  return Response.json({ group }, { status: 201 });
});
