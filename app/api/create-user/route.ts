import { adminRoute, parseJsonBody } from "@/lib/api/handler";
import { ADMIN_SURFACE } from "@/lib/data/admin";
import { createAccount } from "./create-account";
import { createUserBody } from "./schema";

export const dynamic = "force-dynamic";

/**
 * POST /api/create-user { username, email, password?, role? (analyst), group_name? } → 201 { user, password_set }.
 * Admins create analysts; admin and super-admin accounts need a super-admin (403). 400 names the field: a taken
 * username or email, a password the policy refuses, an unknown group (404).
 */
export const POST = adminRoute(ADMIN_SURFACE, async (request, actor) => {
  const { role, ...input } = await parseJsonBody(request, createUserBody, ADMIN_SURFACE);
  return Response.json(await createAccount(actor, input, role ?? "analyst"), { status: 201 });
});
