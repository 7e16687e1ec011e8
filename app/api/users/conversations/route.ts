import { z } from "zod";
import { parseJsonBody, withUser } from "@/lib/api/handler";
import { listConversations } from "@/lib/data/conversations";
import { AppError } from "@/lib/server/errors";

export const dynamic = "force-dynamic";

const body = z.object({
  user_id: z.string().optional(),
  limit: z
    .number({ error: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(100, "limit must be at most 100")
    .default(10),
  include_inactive: z.boolean({ error: "include_inactive must be true or false" }).default(true),
});

/** The application call behind the conversation list: the signed-in user's conversations. */
export const POST = withUser("chat", async (request, user) => {
  const { user_id, limit, include_inactive } = await parseJsonBody(request, body, "chat");
  if (user_id !== undefined && user_id !== user.id && user_id !== user.sub) throw new AppError("not_found:chat", "Conversations not found.");
  return Response.json({ conversations: await listConversations({ userId: user.id, limit, includeInactive: include_inactive }), user_id: user.id });
});
