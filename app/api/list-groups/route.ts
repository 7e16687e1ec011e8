import { adminRoute, parseJsonBody } from "@/lib/api/handler";
import { ADMIN_SURFACE } from "@/lib/data/admin";
import { listGroups } from "@/lib/data/groups";
import { listGroupsBody } from "./schema";

export const dynamic = "force-dynamic";

/** POST /api/list-groups { next_token?, limit? (1–60, default 20) } → { groups, next_token }; next_token is null on the last page. */
export const POST = adminRoute(ADMIN_SURFACE, async (request) => {
  const body = await parseJsonBody(request, listGroupsBody, ADMIN_SURFACE);
  return Response.json(await listGroups({ nextToken: body.next_token, limit: body.limit }));
});
