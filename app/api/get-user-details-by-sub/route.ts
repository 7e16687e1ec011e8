import { adminRoute, parseJsonBody } from "@/lib/api/handler";
import { ADMIN_SURFACE, getUserOrThrow, withAllowedActions } from "@/lib/data/admin";
import { getUserDetailsBySubBody } from "./schema";

export const dynamic = "force-dynamic";

/** POST /api/get-user-details-by-sub { sub } → { user } as get-user-details; 404 for nobody. */
export const POST = adminRoute(ADMIN_SURFACE, async (request, actor) => {
  const body = await parseJsonBody(request, getUserDetailsBySubBody, ADMIN_SURFACE);
  return Response.json({ user: withAllowedActions(actor, await getUserOrThrow({ ref: { sub: body.sub } })) });
});
