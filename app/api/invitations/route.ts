import { adminRoute, parseQuery } from "@/lib/api/handler";
import { listInvitationsForAdmin } from "@/lib/accounts/invitations";
import { invitationListQuery } from "@/lib/accounts/schemas";
import { json } from "@/lib/accounts/route-handlers";

export const dynamic = "force-dynamic";

/**
 * GET /api/invitations?status=pending|accepted|revoked|expired&page=1&per_page=25 → 200 { invitations: [{ id, email,
 * role, group_name, invited_by, created_at, expires_at, accepted_at, revoked_at, status }], pageInfo }, newest first.
 */
export const GET = adminRoute("invitations", async (request) => {
  const query = parseQuery(request, invitationListQuery, "invitations", { form: true });
  return json(await listInvitationsForAdmin({ status: query.status, page: query.page, perPage: query.per_page }));
});
