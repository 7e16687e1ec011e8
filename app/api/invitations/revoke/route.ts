import { revokeInvitationById } from "@/lib/accounts/invitations";
import { invitationIdBody } from "@/lib/accounts/schemas";
import { adminRoute, json, readJsonBody } from "@/lib/accounts/route-handlers";

export const dynamic = "force-dynamic";

/** POST /api/invitations/revoke { id } → 200 { success, invitation, changed }. An accepted invitation: 400. */
export const POST = adminRoute("invitations", async (request, admin) => {
  const { id } = await readJsonBody(request, invitationIdBody, "invitations");
  return json(await revokeInvitationById({ actor: admin, id }));
});
