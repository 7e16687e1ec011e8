import "server-only";
// The bodies and queries of the Lumos and assistant endpoints (specification 000 §7), and the chat call they
// share. 400s name the field; a conversation that is not the caller's answers 404 (docs/lumos.md).
import { z } from "zod";
import { parseJsonBody } from "@/lib/api/handler";
import type { SessionUser } from "@/lib/auth/guard";
import { findConversation, isConversationId } from "@/lib/data/conversations";
import { AppError } from "@/lib/server/errors";
import { MAX_MESSAGE_LENGTH, streamChat } from "./chat";

const conversationId = z.string().uuid("conversation_id must be a conversation id");

const askLlmFlag = z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")], { error: "askllm must be true or false" });

/** The askllm flag of a chat or search call: the body's field, else the address's query parameter; default on. */
export function readAskLlm(request: Request, body: { askllm?: boolean }, surface: string): boolean {
  if (body.askllm !== undefined) return body.askllm;
  const parameter = new URL(request.url).searchParams.get("askllm");
  if (parameter === null) return true;
  const parsed = askLlmFlag.safeParse(parameter.toLowerCase());
  if (!parsed.success) throw new AppError(`bad_request:${surface}`, "askllm must be true or false", "askllm");
  return parsed.data;
}

export const chatBodySchema = z
  .object({
    message: z
      .string({ error: "message must be a text" })
      .trim()
      .min(1, "message must not be empty")
      .max(MAX_MESSAGE_LENGTH, `message must be at most ${MAX_MESSAGE_LENGTH} characters`),
    conversation_id: z.union([conversationId, z.null()]).optional(),
    /** The user id field named after the identity provider (the shell sends the user id or 'anonymous'). */
    user_id: z.string().optional(),
    cognito_user_id: z.string().optional(),
    /** false turns the hosted model off for this question (also ?askllm=false on the address). */
    askllm: askLlmFlag.optional(),
  })
  .passthrough();

export const conversationsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(100, "limit must be at most 100")
    .default(10),
  include_inactive: z
    .enum(["true", "false"], { error: "include_inactive must be true or false" })
    .default("true")
    .transform((value) => value === "true"),
});

export const messagesQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(200, "limit must be at most 200")
    .default(50),
  offset: z.coerce.number({ error: "offset must be a whole number" }).int("offset must be a whole number").min(0, "offset must be 0 or more").default(0),
  include_system: z
    .enum(["true", "false"], { error: "include_system must be true or false" })
    .default("false")
    .transform((value) => value === "true"),
});

/**
 * The conversation a chat continues: 400 when the id is not a conversation id at all; the same 404 when no such
 * conversation exists and when it is someone else's, so ids cannot be probed.
 */
export async function resolveChatConversation(id: string | null | undefined, user: SessionUser, surface: string): Promise<string | null> {
  if (!id) return null;
  if (!isConversationId(id)) throw new AppError(`bad_request:${surface}`, "conversation_id must be a conversation id (a UUID)", "conversation_id");
  const found = await findConversation({ id, userId: user.id });
  if (!found.conversation) throw new AppError(`not_found:${surface}`, "Conversation not found.");
  return found.conversation.conversation_id;
}

/** POST /api/assistant/chat/stream and POST /api/lumos/chat. */
export async function handleChat(request: Request, user: SessionUser, surface: string): Promise<Response> {
  const body = await parseJsonBody(request, chatBodySchema, surface);
  const askLlm = readAskLlm(request, body, surface);
  const conversation = await resolveChatConversation(body.conversation_id, user, surface);
  return streamChat({ message: body.message, userId: user.id, conversationId: conversation, signal: request.signal, askLlm });
}
