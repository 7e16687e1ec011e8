import { parseJsonBody } from "@/lib/api/handler";
import { requireAdmin } from "@/lib/auth/guard";
import { ADMIN_SURFACE } from "@/lib/data/admin";
import { createGroup } from "@/lib/data/groups";
import { errorResponse } from "@/lib/errors";
import { createGroupBody } from "./schema";

export const dynamic = "force-dynamic";

/** POST /api/create-group { group_name, description?, precedence? } → 201 { group }; 400 when the name is taken. Admins and super-admins. */
export async function POST(request: Request): Promise<Response> {
  try {
    const actor = await requireAdmin(request);
    const body = await parseJsonBody(request, createGroupBody, ADMIN_SURFACE);
    const group = await createGroup({ actor, name: body.group_name, description: body.description ?? null, precedence: body.precedence ?? 0 });
    return Response.json({ group }, { status: 201 });
  } catch (error) {
    return errorResponse(error, ADMIN_SURFACE);
  }
}
