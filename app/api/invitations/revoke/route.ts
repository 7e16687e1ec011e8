import { adminRoute, parseJsonBody } from "@/lib/api/handler";
import { revokeInvitationById } from "@/lib/accounts/invitations";
import { invitationIdBody } from "@/lib/accounts/schemas";
import { json } from "@/lib/accounts/route-handlers";

export const dynamic = "force-dynamic";

/** POST /api/invitations/revoke { id } → 200 { success, invitation, changed }. An accepted invitation: 400. */
export const POST = adminRoute("invitations", async (request, admin) => {
  const { id } = await parseJsonBody(request, invitationIdBody, "invitations", { form: true });
  return json(await revokeInvitationById({ actor: admin, id }));
});
