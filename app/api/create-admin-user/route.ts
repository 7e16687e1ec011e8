import { adminRoute, parseJsonBody } from "@/lib/api/handler";
import { createAccount } from "@/app/api/create-user/create-account";
import { ADMIN_SURFACE, assertMayCreateRole } from "@/lib/data/admin";
import { createAdminUserBody } from "./schema";

export const dynamic = "force-dynamic";

/** POST /api/create-admin-user { username, email, password?, group_name? } → 201 { user, password_set } with role admin. Super-admins only. */
export const POST = adminRoute(ADMIN_SURFACE, async (request, actor) => {
  // Refused before the body is read: an admin learns nothing from this route.
  assertMayCreateRole(actor, "admin");
  const input = await parseJsonBody(request, createAdminUserBody, ADMIN_SURFACE);
  return Response.json(await createAccount(actor, input, "admin"), { status: 201 });
});
