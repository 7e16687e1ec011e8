import { adminRoute, parseJsonBody } from "@/lib/api/handler";
import { sendInvitation } from "@/lib/accounts/invitations";
import { invitationBody } from "@/lib/accounts/schemas";
import { appBaseUrl, json } from "@/lib/accounts/route-handlers";

export const dynamic = "force-dynamic";

/**
 * POST /api/send-invitation { email, role?: "analyst" | "admin", group_name? } → 200 { success, invitation, delivery }.
 * Admins only (401/403); an admin invites analysts, a super-admin analysts and admins. 400 names the field
 * (a duplicate is a 400 on `email`).
 */
export const POST = adminRoute("invitations", async (request, admin) => {
  const body = await parseJsonBody(request, invitationBody, "invitations", { form: true });
  return json(await sendInvitation({ actor: admin, email: body.email, role: body.role, groupName: body.group_name || null, baseUrl: appBaseUrl(request) }));
});
