import { parseJsonBody } from "@/lib/api/handler";
import { requireAdmin } from "@/lib/auth/guard";
import { ADMIN_SURFACE, getUserOrThrow, withAllowedActions } from "@/lib/data/admin";
import { errorResponse } from "@/lib/errors";
import { getUserDetailsBySubBody } from "./schema";

export const dynamic = "force-dynamic";

/** POST /api/get-user-details-by-sub { sub } → { user } as get-user-details; 404 for nobody. */
export async function POST(request: Request): Promise<Response> {
  try {
    const actor = await requireAdmin(request);
    const body = await parseJsonBody(request, getUserDetailsBySubBody, ADMIN_SURFACE);
    return Response.json({ user: withAllowedActions(actor, await getUserOrThrow({ ref: { sub: body.sub } })) });
  } catch (error) {
    return errorResponse(error, ADMIN_SURFACE);
  }
}
