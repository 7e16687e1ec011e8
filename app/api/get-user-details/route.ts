import { adminRoute, parseJsonBody } from "@/lib/api/handler";
import { ADMIN_SURFACE, getUserOrThrow, withAllowedActions } from "@/lib/data/admin";
import { userRefOf } from "@/lib/validations/admin";
import { getUserDetailsBody } from "./schema";

export const dynamic = "force-dynamic";

/**
 * POST /api/get-user-details { username | user_id } → { user } (id, sub, username, email, role, status, groups,
 * created_at, updated_at, last_sign_in_at, email_verified_at, allowed_actions); 404 for nobody. Admins read every account.
 */
export const POST = adminRoute(ADMIN_SURFACE, async (request, actor) => {
  const body = await parseJsonBody(request, getUserDetailsBody, ADMIN_SURFACE);
  return Response.json({ user: withAllowedActions(actor, await getUserOrThrow({ ref: userRefOf(body) })) });
});
