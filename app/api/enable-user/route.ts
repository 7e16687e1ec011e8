import { adminRoute, parseJsonBody } from "@/lib/api/handler";
import { ADMIN_SURFACE, assertMayActOnUser, getUserOrThrow, setUserStatus, withAllowedActions } from "@/lib/data/admin";
import { userRefOf } from "@/lib/validations/admin";
import { enableUserBody } from "./schema";

export const dynamic = "force-dynamic";

/** POST /api/enable-user { username | user_id } → { user } with status active (an unconfirmed account is confirmed). Admins enable analysts only. */
export const POST = adminRoute(ADMIN_SURFACE, async (request, actor) => {
  const body = await parseJsonBody(request, enableUserBody, ADMIN_SURFACE);
  const target = await getUserOrThrow({ ref: userRefOf(body) });
  assertMayActOnUser(actor, target);
  const user = await setUserStatus({ actor, target, status: "active" });
  return Response.json({ user: withAllowedActions(actor, user) });
});
