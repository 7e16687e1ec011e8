import { z } from "zod";
import { parseJsonBody, withUser } from "@/lib/api/handler";
import { listConversationMessages } from "@/lib/data/conversations";
import { AppError } from "@/lib/server/errors";

export const dynamic = "force-dynamic";

// Specification 000 §7: "body of messages: conversation id, limit 50, offset 0".
const body = z.object({
  conversation_id: z.string({ error: "conversation_id is required" }).uuid("conversation_id must be a conversation id"),
  limit: z
    .number({ error: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(200, "limit must be at most 200")
    .default(50),
  offset: z.number({ error: "offset must be a whole number" }).int("offset must be a whole number").min(0, "offset must be 0 or more").default(0),
  include_system: z.boolean({ error: "include_system must be true or false" }).default(false),
});

export const POST = withUser("chat", async (request, user) => {
  const { conversation_id, limit, offset, include_system } = await parseJsonBody(request, body, "chat");
  const messages = await listConversationMessages({ conversationId: conversation_id, userId: user.id, limit, offset, includeSystem: include_system });
  if (!messages) throw new AppError("not_found:chat", "Conversation not found.");
  return Response.json({ messages });
});
