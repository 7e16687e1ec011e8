import { parseQuery, withUser } from "@/lib/api/handler";
import { listConversations } from "@/lib/data/conversations";
import { AppError } from "@/lib/server/errors";
import { conversationsQuerySchema } from "@/lib/lumos/requests";

export const dynamic = "force-dynamic";

export const GET = withUser<{ userId: string }>("chat", async (request, user, { userId }) => {
  const { limit, include_inactive } = parseQuery(request, conversationsQuerySchema, "chat");
  // Another user's list is as absent as one that does not exist.
  if (userId !== user.id && userId !== user.sub) throw new AppError("not_found:chat", "Conversations not found.");
  return Response.json({ conversations: await listConversations({ userId: user.id, limit, includeInactive: include_inactive }), user_id: userId });
});
