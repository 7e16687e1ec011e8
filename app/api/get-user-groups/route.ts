import { adminRoute, parseJsonBody } from "@/lib/api/handler";
import { ADMIN_SURFACE, getUserOrThrow } from "@/lib/data/admin";
import { listUserGroups } from "@/lib/data/groups";
import { userRefOf } from "@/lib/validations/admin";
import { getUserGroupsBody } from "./schema";

export const dynamic = "force-dynamic";

/** POST /api/get-user-groups { username | user_id } → { user_id, username, groups } by precedence (the first is the user's group claim). */
export const POST = adminRoute(ADMIN_SURFACE, async (request) => {
  const body = await parseJsonBody(request, getUserGroupsBody, ADMIN_SURFACE);
  const user = await getUserOrThrow({ ref: userRefOf(body) });
  return Response.json({ user_id: user.id, username: user.username, groups: await listUserGroups({ userId: user.id }) });
});
