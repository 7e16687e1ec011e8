import { adminRoute, parseQuery } from "@/lib/api/handler";
import { ADMIN_SURFACE, listAuditLog } from "@/lib/data/admin";
import { auditLogQuery } from "./schema";

export const dynamic = "force-dynamic";

/** GET /api/audit-log?page=&action= → { entries, pageInfo }: what administrators did, newest first, 100 a page. */
export const GET = adminRoute(ADMIN_SURFACE, async (request) => {
  const query = parseQuery(request, auditLogQuery, ADMIN_SURFACE);
  return Response.json(await listAuditLog({ page: query.page, action: query.action }), { headers: { "cache-control": "no-store" } });
});
