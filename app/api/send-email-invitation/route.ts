import { adminRoute, parseJsonBody } from "@/lib/api/handler";
import { sendInvitation } from "@/lib/accounts/invitations";
import { invitationBody } from "@/lib/accounts/schemas";
import { appBaseUrl, json } from "@/lib/accounts/route-handlers";

export const dynamic = "force-dynamic";

/** POST /api/send-email-invitation: the shell names both; the same call as /api/send-invitation. */
export const POST = adminRoute("invitations", async (request, admin) => {
  const body = await parseJsonBody(request, invitationBody, "invitations", { form: true });
  return json(
    await sendInvitation({
      actor: admin,
      email: body.email,
      role: body.role,
      groupName: body.group_name || null,
      baseUrl: appBaseUrl(request),
      via: "send-email-invitation",
    }),
  );
});
