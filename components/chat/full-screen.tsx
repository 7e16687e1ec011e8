"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { chatTexts } from "@/lib/ui/texts/chat";
import { focusRing } from "./focus-ring";
import { useChat } from "./chat-provider";
import { ConversationView } from "./conversation-view";
import { HistoryIcon } from "./icons";
import { Recents } from "./recents";

/** Specification 000 §4: a query passed in from outside is sent 500 ms after the full-screen page opens. */
export const EXTERNAL_QUERY_DELAY_MS = 500;

/** /lumos-page: recents on the left (a drawer on narrow screens), the conversation in the middle. */
export function LumosFullScreen({ conversation, query, fromSidebar }: { conversation: string | null; query: string | null; fromSidebar: boolean }) {
  const router = useRouter();
  const { send, loadConversation, setMode, state } = useChat();
  const [drawer, setDrawer] = useState(false);
  const handled = useRef<string | null>(null);

  // Opened from the chatbox, the widget waits collapsed for the next page; from the sidebar, the sidebar does.
  useEffect(() => {
    if (!fromSidebar) setMode("collapsed");
  }, [fromSidebar, setMode]);

  useEffect(() => {
    const key = `${conversation ?? ""}|${query ?? ""}`;
    if (handled.current === key) return;
    handled.current = key;
    if (conversation && conversation !== state.conversationId) void loadConversation(conversation);
    if (!query) return;
    const timer = setTimeout(() => {
      send(query);
      // The query is sent once: a reload of the page must not ask it again.
      const url = new URL(window.location.href);
      url.searchParams.delete("query");
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
    }, EXTERNAL_QUERY_DELAY_MS);
    return () => {
      clearTimeout(timer);
      handled.current = null;
    };
    // state.conversationId is read once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversation, query, loadConversation, send]);

  return (
    <div data-testid="lumos-page" className="flex h-[calc(100dvh-57px)] min-h-[420px]">
      <h1 className="sr-only">Lumos</h1>
      <aside
        className={`${drawer ? "fixed inset-y-0 left-0 z-30 flex w-72 shadow-xl" : "hidden"} flex-col gap-3 border-r border-slate-200 bg-white p-3 md:static md:flex md:w-64 md:shadow-none dark:border-slate-800 dark:bg-slate-950`}
      >
        {fromSidebar && (
          <button
            type="button"
            data-testid="chat-back-to-sidebar"
            onClick={() => {
              setMode("sidebar");
              router.back();
            }}
            className={`rounded-lg px-2 py-1 text-left text-sm text-indigo-700 hover:underline dark:text-indigo-300 ${focusRing}`}
          >
            ← {chatTexts.backToSidebar}
          </button>
        )}
        <Recents onSelect={() => setDrawer(false)} />
      </aside>
      {drawer && (
        <button type="button" aria-label={chatTexts.closeButton} className="fixed inset-0 z-20 bg-black/30 md:hidden" onClick={() => setDrawer(false)} />
      )}
      <main className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-center gap-2 px-4 pt-2 md:hidden">
          <button
            type="button"
            aria-expanded={drawer}
            aria-label={chatTexts.showRecents}
            onClick={() => setDrawer((d) => !d)}
            className={`rounded-md p-1.5 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 ${focusRing}`}
          >
            <HistoryIcon />
          </button>
        </div>
        <ConversationView variant="full" autoFocus={!query} />
      </main>
    </div>
  );
}
