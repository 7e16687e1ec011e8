import { adminRoute, parseJsonBody } from "@/lib/api/handler";
import { sendBulkInvitations } from "@/lib/accounts/invitations";
import { bulkInvitationBody } from "@/lib/accounts/schemas";
import { appBaseUrl, json } from "@/lib/accounts/route-handlers";

export const dynamic = "force-dynamic";

/**
 * POST /api/send-bulk { emails: string[] | csv: string, role?, group_name? } → 200
 * { success, summary: { total, sent, duplicate, malformed, failed }, results: [{ line, input, email, status, reason,
 * invitation_id, delivery }] }. At most 500 addresses a call.
 */
export const POST = adminRoute("invitations", async (request, admin) => {
  const body = await parseJsonBody(request, bulkInvitationBody, "invitations", { form: true });
  const source = body.csv !== undefined ? { csv: body.csv } : { emails: body.emails ?? [] };
  return json(await sendBulkInvitations({ actor: admin, source, role: body.role, groupName: body.group_name || null, baseUrl: appBaseUrl(request) }));
});
