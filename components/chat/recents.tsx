"use client";

import { truncate } from "@/lib/ui/format";
import { chatTexts } from "@/lib/ui/texts/chat";
import { errorTexts } from "@/lib/ui/texts/errors";
import { focusRing } from "./focus-ring";
import { useApi } from "@/lib/client/swr";
import { RECENTS_READ, isSessionExpired, useChat, type RecentConversation } from "./chat-provider";
import { PlusIcon } from "./icons";

/** Specification 000 §9: message preview 50 characters. */
export const PREVIEW_LENGTH = 50;

/** The user's 10 most recent conversations; selecting one loads it (and moves it to the top). */
export function Recents({ onSelect }: { onSelect?: () => void }) {
  const { recentsPath, loadConversation, newConversation, state } = useChat();
  // The cached list shows at once and is read again on every opening and when the page regains focus.
  const read = useApi<{ conversations: RecentConversation[] }>(recentsPath, { ...RECENTS_READ, revalidateOnMount: true, revalidateOnFocus: true });
  const items = read.data?.conversations ?? null;
  // 'Session expired' is not shown here: the fetcher is already signing out (000 §8).
  const failed = !items && !read.isValidating && read.error !== undefined && !isSessionExpired(read.error);
  return (
    <nav aria-label={chatTexts.recents} data-testid="chat-recents" className="flex min-h-0 flex-col gap-2">
      <button
        type="button"
        data-testid="chat-new"
        onClick={() => {
          newConversation();
          onSelect?.();
        }}
        className={`flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800 ${focusRing}`}
      >
        <PlusIcon /> {chatTexts.newConversation}
      </button>
      <h2 className="px-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{chatTexts.recents}</h2>
      {!items && !failed ? (
        <p role="status" className="px-1 text-sm text-slate-500 dark:text-slate-400">
          {chatTexts.recentsLoading}
        </p>
      ) : failed ? (
        <p role="alert" className="px-1 text-sm text-red-700 dark:text-red-300">
          {chatTexts.recentsFailed}{" "}
          <button type="button" onClick={() => void read.mutate()} className={`underline ${focusRing}`}>
            {errorTexts.retrySearch.split(" ")[0]}
          </button>
        </p>
      ) : items!.length === 0 ? (
        <p className="px-1 text-sm text-slate-500 dark:text-slate-400">{chatTexts.recentsEmpty}</p>
      ) : (
        <ul className="min-h-0 space-y-0.5 overflow-y-auto">
          {items!.map((conversation) => {
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
