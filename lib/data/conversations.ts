import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { selectRows } from "./query";

// Lumos conversations and their messages (specification 000 §3). Every read and write names the owner, so a
// conversation of another user is indistinguishable from one that does not exist.

type Db = { db?: Database };

export interface Conversation {
  conversation_id: string;
  /** 'Conversation {id}' unless a title was set. */
  conversation_title: string;
  created_at: string;
  updated_at: string;
  last_activity_at: string;
  message_count: number;
  is_active: boolean;
}

export type MessageRole = "user" | "assistant" | "system";

export interface ConversationMessage {
  id: string;
  message_id: string;
  conversation_id: string;
  message_sequence: number;
  message_role: MessageRole;
  content: string;
  created_at: string;
  token_count: number | null;
  processing_time_ms: number | null;
  message_metadata: Record<string, unknown> | null;
}

interface ConversationRow {
  id: string;
  title: string | null;
  created_at: string;
  updated_at: string;
  last_activity_at: string;
  message_count: number;
  is_active: boolean;
}

const iso = (value: string | Date) => new Date(value).toISOString();

function toConversation(row: ConversationRow): Conversation {
  return {
    conversation_id: row.id,
    conversation_title: row.title ?? `Conversation ${row.id}`,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    last_activity_at: iso(row.last_activity_at),
    message_count: Number(row.message_count),
    is_active: row.is_active !== false,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isConversationId = (value: string) => UUID.test(value);

/** The user's conversations, most recently active first. */
export async function listConversations({
  userId,
  limit = 10,
  includeInactive = true,
  db,
}: { userId: string; limit?: number; includeInactive?: boolean } & Db): Promise<Conversation[]> {
  const rows = await selectRows<ConversationRow>(
    sql`select id, title, created_at, updated_at, last_activity_at, message_count, is_active from conversations
        where user_id = ${userId}::uuid ${includeInactive ? sql`` : sql`and is_active`}
        order by last_activity_at desc, created_at desc limit ${limit}`,
    db,
  );
  return rows.map(toConversation);
}

/** Whether a conversation exists at all, and whether it is this user's. */
export async function findConversation({
  id,
  userId,
  db,
}: { id: string; userId: string } & Db): Promise<{ exists: boolean; conversation: Conversation | null }> {
  if (!isConversationId(id)) return { exists: false, conversation: null };
  const [row] = await selectRows<ConversationRow & { user_id: string }>(
    sql`select id, user_id, title, created_at, updated_at, last_activity_at, message_count, is_active from conversations where id = ${id}::uuid`,
    db,
  );
  if (!row) return { exists: false, conversation: null };
  return { exists: true, conversation: row.user_id === userId ? toConversation(row) : null };
}

export async function createConversation({ userId, title = null, db }: { userId: string; title?: string | null } & Db): Promise<Conversation> {
  const [row] = await selectRows<ConversationRow>(
    sql`insert into conversations (user_id, title) values (${userId}::uuid, ${title})
        returning id, title, created_at, updated_at, last_activity_at, message_count, is_active`,
    db,
  );
  return toConversation(row);
}

interface MessageRow {
  id: string;
  conversation_id: string;
  message_sequence: number;
  message_role: MessageRole;
  content: string;
  created_at: string;
  token_count: number | null;
  processing_time_ms: number | null;
  message_metadata: unknown;
}

function toMessage(row: MessageRow): ConversationMessage {
  let metadata = row.message_metadata;
  if (typeof metadata === "string") {
    try {
      metadata = JSON.parse(metadata);
    } catch {
      metadata = null;
    }
  }
  return {
    id: row.id,
    message_id: row.id,
    conversation_id: row.conversation_id,
    message_sequence: Number(row.message_sequence),
    message_role: row.message_role,
    content: row.content,
    created_at: iso(row.created_at),
    token_count: row.token_count,
    processing_time_ms: row.processing_time_ms,
    message_metadata: metadata && typeof metadata === "object" ? (metadata as Record<string, unknown>) : null,
  };
}

/** A conversation's messages in order; null when the conversation is not this user's. */
export async function listConversationMessages({
  conversationId,
  userId,
  limit = 50,
  offset = 0,
  includeSystem = false,
  db,
}: { conversationId: string; userId: string; limit?: number; offset?: number; includeSystem?: boolean } & Db): Promise<ConversationMessage[] | null> {
  const { conversation } = await findConversation({ id: conversationId, userId, db });
  if (!conversation) return null;
  const rows = await selectRows<MessageRow>(
    sql`select id, conversation_id, message_sequence, message_role, content, created_at, token_count, processing_time_ms, message_metadata
        from messages where conversation_id = ${conversationId}::uuid ${includeSystem ? sql`` : sql`and message_role <> 'system'`}
        order by message_sequence limit ${limit} offset ${offset}`,
    db,
  );
  return rows.map(toMessage);
}

/** A rough token count (about four characters a token), stored for the specification's token_count field. */
export const estimateTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

/**
 * Appends a message with the next sequence number and moves the conversation's counters and activity in the same
 * statement. Two writers racing for one sequence number collide on the unique index; the loser retries.
 */
export async function appendMessage({
  conversationId,
  role,
  content,
  metadata = null,
  processingTimeMs = null,
  db,
}: {
  conversationId: string;
  role: MessageRole;
  content: string;
  metadata?: Record<string, unknown> | null;
  processingTimeMs?: number | null;
} & Db): Promise<ConversationMessage> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await selectRows<MessageRow>(
        sql`with next as (select coalesce(max(message_sequence), 0) + 1 as sequence from messages where conversation_id = ${conversationId}::uuid),
                 inserted as (
                   insert into messages (conversation_id, message_sequence, message_role, content, message_metadata, token_count, processing_time_ms)
                   select ${conversationId}::uuid, next.sequence, ${role}, ${content}, ${metadata === null ? null : JSON.stringify(metadata)}::jsonb,
                          ${estimateTokens(content)}, ${processingTimeMs} from next
                   returning id, conversation_id, message_sequence, message_role, content, created_at, token_count, processing_time_ms, message_metadata),
                 touched as (
                   update conversations set message_count = message_count + 1, last_activity_at = now(), updated_at = now()
                   where id = ${conversationId}::uuid returning id)
            select inserted.* from inserted, touched`,
        db,
      );
      return toMessage(row);
    } catch (error) {
      const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
      if (code === "23505" && attempt < 5) continue;
      throw error;
    }
  }
}

export interface ConversationPreview {
  conversation_id: string;
  /** The newest question asked in the conversation (the newest answer when it has no question), untruncated. */
  content: string;
}

/** What to preview each of the user's conversations by; conversations of other users are left out. */
export async function listConversationPreviews({
  userId,
  conversationIds,
  db,
}: { userId: string; conversationIds: string[] } & Db): Promise<ConversationPreview[]> {
  const ids = conversationIds.filter(isConversationId);
  if (ids.length === 0) return [];
  return selectRows<ConversationPreview>(
    sql`select distinct on (m.conversation_id) m.conversation_id::text as conversation_id, m.content
        from messages m join conversations c on c.id = m.conversation_id
        where c.user_id = ${userId}::uuid and m.conversation_id = any(${sql.param(ids)}::uuid[]) and m.message_role <> 'system'
        order by m.conversation_id, (m.message_role = 'user') desc, m.message_sequence desc`,
    db,
  );
}
