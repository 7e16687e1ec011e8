import { adminRoute, parseQuery } from "@/lib/api/handler";
import { ADMIN_SURFACE, listUsers, withAllowedActions } from "@/lib/data/admin";
import { listUsersQuery } from "./schema";

export const dynamic = "force-dynamic";

/**
 * GET /api/list-users?search=&status=&role=&page= → { users, pageInfo }: accounts newest first, 20 a page, each with
 * the actions the caller may take on it (allowed_actions). search matches part of a username or email.
 */
export const GET = adminRoute(ADMIN_SURFACE, async (request, actor) => {
  const query = parseQuery(request, listUsersQuery, ADMIN_SURFACE);
  const { users, pageInfo } = await listUsers({ search: query.search, status: query.status, role: query.role, page: query.page });
  return Response.json({ users: users.map((user) => withAllowedActions(actor, user)), pageInfo }, { headers: { "cache-control": "no-store" } });
});
