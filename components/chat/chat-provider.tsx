"use client";

// One chat for the signed-in screens: the collapsed bar, the floating chatbox, the sidebar and the full-screen page
// all show the same conversation (the provider lives in app/(app)/layout.tsx, so it survives client navigation).
// The stream reader and its zod schema are imported on first send, keeping them out of the collapsed bar's bundle.
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { useSession } from "next-auth/react";
import { useSWRConfig } from "swr";
import { ApiError, apiGet } from "@/lib/client/fetcher";
import { apiKey } from "@/lib/client/swr";
import { chatReducer, initialChatState, messagesFromServer, type ChatMessage, type ChatState, type ServerMessage } from "@/lib/chat/reducer";
import { errorTexts } from "@/lib/ui/texts/errors";

/** Specification 000 §9: conversations limit 10; messages limit 50, offset 0 (message updates: lib/chat/stream.ts). */
export const CONVERSATIONS_LIMIT = 10;
export const MESSAGES_LIMIT = 50;
/** Specification 000 §4: an edited message is re-sent after 100 ms. */
export const EDIT_RESEND_DELAY_MS = 100;

export type WidgetMode = "collapsed" | "expanded" | "sidebar";

export interface RecentConversation {
  conversation_id: string;
  conversation_title: string;
  last_activity_at: string;
  message_count: number;
}

/** The recents list is read through SWR (components/chat/recents.tsx), in memory only: it quotes the user's questions. */
export const RECENTS_READ = { persist: false } as const;

export const recentsPath = (userId: string) =>
  `/api/assistant/users/${encodeURIComponent(userId)}/conversations?limit=${CONVERSATIONS_LIMIT}&include_inactive=true`;

export interface ChatContextValue {
  state: ChatState;
  send(text: string): void;
  stop(): void;
  editAndResend(messageId: string, text: string): void;
  loadConversation(id: string, options?: { force?: boolean }): Promise<void>;
  newConversation(): void;
  conversationLoading: boolean;
  conversationError: string | null;
  /** Where the user's recent conversations are read (null until the session is known). */
  recentsPath: string | null;
  refreshRecents(): void;
  mode: WidgetMode;
  setMode(mode: WidgetMode): void;
  /** Answers finished while the user was not looking (the bar's 'Done! Click to see answer'). */
  unseenAnswer: boolean;
  markSeen(): void;
  draft: string;
  setDraft(text: string): void;
  /** Bumped when something asks the input to take focus (Modify your query, Pick criteria). */
  focusRequest: number;
  requestInputFocus(): void;
}

const ChatContext = createContext<ChatContextValue | null>(null);

export function useChat(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value) throw new Error("useChat outside ChatProvider");
  return value;
}

let turnCounter = 0;
const nextTurn = () => `turn-${Date.now().toString(36)}-${++turnCounter}`;

export const isSessionExpired = (error: unknown) => error instanceof ApiError && (error.httpStatus === 401 || error.message.includes("Session expired"));

export function ChatProvider({ children }: { children: React.ReactNode }) {
  const { data: session } = useSession();
  const userId = session?.user?.id ?? null;
  const [conversationError, setConversationError] = useState<string | null>(null);
  const { state, dispatch, stateRef, controllerRef, send, stop, editAndResend } = useChatTurns(userId, setConversationError);
  const cache = useRef(new Map<string, ChatMessage[]>());
  const [conversationLoading, setConversationLoading] = useState(false);
  const [mode, setMode] = useState<WidgetMode>("collapsed");
  const [seenAnswers, setSeenAnswers] = useState(0);
  const [draft, setDraft] = useState("");
  const [focusRequest, setFocusRequest] = useState(0);
  const { conversationsPath, refreshRecents, moveToTop } = useRecents(userId);

  // A finished answer is kept for the conversation, so loading it again needs no request; the recents move too.
  useEffect(() => {
    if (!state.isProcessing && state.conversationId && state.messages.length) cache.current.set(state.conversationId, state.messages);
  }, [state.isProcessing, state.conversationId, state.messages]);
  useEffect(() => {
    if (state.finishedAnswers > 0) refreshRecents();
  }, [state.finishedAnswers, refreshRecents]);

  const loadConversation = useCallback(
    async (id: string, { force = false }: { force?: boolean } = {}) => {
      if (stateRef.current.isProcessing) stop();
      moveToTop(id);
      setConversationError(null);
      const cached = cache.current.get(id);
      if (cached && !force) {
        dispatch({ type: "load", conversationId: id, messages: cached });
        return;
      }
      setConversationLoading(true);
      try {
        const body = await apiGet<{ messages: ServerMessage[] }>(
          `/api/assistant/conversations/${encodeURIComponent(id)}/messages?limit=${MESSAGES_LIMIT}&offset=0`,
        );
        const messages = messagesFromServer(body.messages);
        cache.current.set(id, messages);
        dispatch({ type: "load", conversationId: id, messages });
      } catch (error) {
        // Specification 000 §8: 'Session expired' errors are swallowed here (the fetcher is already signing out).
        if (!isSessionExpired(error)) setConversationError(errorTexts.conversationLoadFailed);
      } finally {
        setConversationLoading(false);
      }
    },
    [moveToTop, stop, stateRef, dispatch],
  );

  const newConversation = useCallback(() => {
    if (stateRef.current.isProcessing) {
      controllerRef.current?.abort();
      controllerRef.current = null;
    }
    setConversationError(null);
    dispatch({ type: "new" });
  }, [stateRef, controllerRef, dispatch]);

  const markSeen = useCallback(() => setSeenAnswers(stateRef.current.finishedAnswers), [stateRef]);
  const requestInputFocus = useCallback(() => setFocusRequest((n) => n + 1), []);

  const value = useMemo<ChatContextValue>(
    () => ({
      state,
      send,
      stop,
      editAndResend,
      loadConversation,
      newConversation,
      conversationLoading,
      conversationError,
      recentsPath: conversationsPath,
      refreshRecents,
      mode,
      setMode,
      unseenAnswer: state.finishedAnswers > seenAnswers,
      markSeen,
      draft,
      setDraft,
      focusRequest,
      requestInputFocus,
    }),
    [
      state,
      send,
      stop,
      editAndResend,
      loadConversation,
      newConversation,
      conversationLoading,
      conversationError,
      conversationsPath,
      refreshRecents,
      mode,
      seenAnswers,
      markSeen,
      draft,
      focusRequest,
      requestInputFocus,
    ],
  );
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}

/** The conversation shown and its turns: a question streams its answer in, stop aborts it, an edit re-sends it. */
function useChatTurns(userId: string | null, setConversationError: (error: string | null) => void) {
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const controllerRef = useRef<AbortController | null>(null);

  const send = useCallback(
    (raw: string) => {
      const text = raw.trim();
      const current = stateRef.current;
      if (!text || current.isTyping || current.isProcessing) return;
      const turn = nextTurn();
      dispatch({ type: "send", text, turn, timestamp: Date.now() });
      setConversationError(null);
      const controller = new AbortController();
      controllerRef.current = controller;
      // The stream reader comes with its first use, outside the bundle every signed-in page loads.
      void import("@/lib/chat/stream").then(
        ({ streamAnswer }) => streamAnswer({ text, userId, conversationId: current.conversationId, controller, controllerRef, dispatch }),
        () => {
          if (controllerRef.current === controller) controllerRef.current = null;
          if (!controller.signal.aborted) dispatch({ type: "fail", timestamp: Date.now() });
        },
      );
    },
    [userId, setConversationError],
  );

  const stop = useCallback(() => {
    if (!stateRef.current.isProcessing) return;
    controllerRef.current?.abort();
    controllerRef.current = null;
    dispatch({ type: "stop", timestamp: Date.now() });
  }, []);

  const editAndResend = useCallback(
    (messageId: string, raw: string) => {
      const text = raw.trim();
      const original = stateRef.current.messages.find((m) => m.id === messageId);
      // Specification 000 §4 and §5: re-sent after 100 ms, and only when the text changed.
      if (!original || original.type !== "user" || !text || text === original.text || stateRef.current.isProcessing) return;
      dispatch({ type: "edit", messageId });
      setTimeout(() => send(text), EDIT_RESEND_DELAY_MS);
    },
    [send],
  );

  return { state, dispatch, stateRef, controllerRef, send, stop, editAndResend };
}

/** Where the user's recent conversations are read, a refresh of them, and moving one to the top in place. */
function useRecents(userId: string | null) {
  const conversationsPath = userId ? recentsPath(userId) : null;
  const { mutate, cache: swrCache } = useSWRConfig();
  const recentsKey = conversationsPath ? apiKey(conversationsPath, RECENTS_READ) : null;
  const refreshRecents = useCallback(() => {
    if (recentsKey) void mutate(recentsKey);
  }, [mutate, recentsKey]);

  const moveToTop = useCallback(
    (id: string) => {
      if (!recentsKey) return;
      // Before the list has arrived there is nothing to reorder, and a mutation now would make SWR drop the answer
      // of the read in flight (the list would stay 'Loading' for good): the read's own answer will be in order.
      if (swrCache.get(recentsKey)?.data === undefined) return;
      const reorder = (current?: { conversations: RecentConversation[] }) => {
        const found = current?.conversations.find((c) => c.conversation_id === id);
        return found ? { conversations: [found, ...current!.conversations.filter((c) => c.conversation_id !== id)] } : current;
      };
      void mutate(recentsKey, reorder, { revalidate: false });
    },
    [mutate, swrCache, recentsKey],
  );
  return { conversationsPath, refreshRecents, moveToTop };
}
