import { adminRoute, parseJsonBody } from "@/lib/api/handler";
import { resendInvitation } from "@/lib/accounts/invitations";
import { invitationIdBody } from "@/lib/accounts/schemas";
import { appBaseUrl, json } from "@/lib/accounts/route-handlers";

export const dynamic = "force-dynamic";

/** POST /api/invitations/resend { id } → 200 { success, invitation, delivery }: a new link, valid 7 days; the old one stops working. */
export const POST = adminRoute("invitations", async (request, admin) => {
  const { id } = await parseJsonBody(request, invitationIdBody, "invitations", { form: true });
  return json(await resendInvitation({ actor: admin, id, baseUrl: appBaseUrl(request) }));
});
