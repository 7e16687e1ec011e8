"use client";

import { useEffect } from "react";
import { truncate } from "@/lib/format";
import { texts } from "@/lib/texts";
import { focusRing } from "./chat-input";
import { useChat } from "./chat-provider";
import { PlusIcon } from "./icons";

/** Specification 000 §9: message preview 50 characters. */
export const PREVIEW_LENGTH = 50;

/** The user's 10 most recent conversations; selecting one loads it (and moves it to the top). */
export function Recents({ onSelect }: { onSelect?: () => void }) {
  const { recents, refreshRecents, loadConversation, newConversation, state } = useChat();
  useEffect(() => {
    if (!recents.items && !recents.loading && !recents.error) refreshRecents();
  }, [recents.items, recents.loading, recents.error, refreshRecents]);
  return (
    <nav aria-label={texts.chat.recents} data-testid="chat-recents" className="flex min-h-0 flex-col gap-2">
      <button
        type="button"
        data-testid="chat-new"
        onClick={() => {
          newConversation();
          onSelect?.();
        }}
        className={`flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800 ${focusRing}`}
      >
        <PlusIcon /> {texts.chat.newConversation}
      </button>
      <h2 className="px-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{texts.chat.recents}</h2>
      {recents.loading && !recents.items ? (
        <p role="status" className="px-1 text-sm text-slate-500 dark:text-slate-400">
          {texts.chat.recentsLoading}
        </p>
      ) : recents.error ? (
        <p role="alert" className="px-1 text-sm text-red-700 dark:text-red-300">
          {recents.error}{" "}
          <button type="button" onClick={refreshRecents} className={`underline ${focusRing}`}>
            {texts.errors.retrySearch.split(" ")[0]}
          </button>
        </p>
      ) : recents.items && recents.items.length === 0 ? (
        <p className="px-1 text-sm text-slate-500 dark:text-slate-400">{texts.chat.recentsEmpty}</p>
      ) : (
        <ul className="min-h-0 space-y-0.5 overflow-y-auto">
          {(recents.items ?? []).map((conversation) => {
            const active = conversation.conversation_id === state.conversationId;
            return (
              <li key={conversation.conversation_id}>
                <button
                  type="button"
                  data-testid="chat-recent"
                  data-id={conversation.conversation_id}
                  aria-current={active ? "true" : undefined}
                  onClick={() => {
                    void loadConversation(conversation.conversation_id);
                    onSelect?.();
                  }}
                  className={`w-full rounded-lg px-2 py-1.5 text-left text-sm ${active ? "bg-indigo-50 font-medium text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200" : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"} ${focusRing}`}
                >
                  {truncate(conversation.conversation_title, PREVIEW_LENGTH)}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
