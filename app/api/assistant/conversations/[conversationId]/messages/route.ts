import { parseQuery, withUser } from "@/lib/api/handler";
import { listConversationMessages } from "@/lib/data/conversations";
import { AppError } from "@/lib/server/errors";
import { messagesQuerySchema } from "@/lib/lumos/requests";

export const dynamic = "force-dynamic";

export const GET = withUser<{ conversationId: string }>("chat", async (request, user, { conversationId }) => {
  const { limit, offset, include_system } = parseQuery(request, messagesQuerySchema, "chat");
  const messages = await listConversationMessages({ conversationId, userId: user.id, limit, offset, includeSystem: include_system });
  if (!messages) throw new AppError("not_found:chat", "Conversation not found.");
  return Response.json({ messages });
});
