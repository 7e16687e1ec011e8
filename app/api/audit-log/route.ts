import { parseQuery } from "@/lib/api/handler";
import { requireAdmin } from "@/lib/auth/guard";
import { ADMIN_SURFACE, listAuditLog } from "@/lib/data/admin";
import { errorResponse } from "@/lib/errors";
import { auditLogQuery } from "./schema";

export const dynamic = "force-dynamic";

/** GET /api/audit-log?page=&action= → { entries, pageInfo }: what administrators did, newest first, 100 a page. */
export async function GET(request: Request): Promise<Response> {
  try {
    await requireAdmin(request);
    const query = parseQuery(request, auditLogQuery, ADMIN_SURFACE);
    return Response.json(await listAuditLog({ page: query.page, action: query.action }), { headers: { "cache-control": "no-store" } });
  } catch (error) {
    return errorResponse(error, ADMIN_SURFACE);
  }
}
