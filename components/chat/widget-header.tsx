"use client";

import { useState } from "react";
import { chatTexts } from "@/lib/ui/texts/chat";
import { focusRing } from "./focus-ring";
import { useChat } from "./chat-provider";
import { CloseIcon, FullScreenIcon, HistoryIcon, MinimiseIcon, PlusIcon, SidebarIcon } from "./icons";
import { Recents } from "./recents";

const iconButton = `rounded-md p-1.5 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 ${focusRing}`;

export interface HeaderActions {
  onSidebar?: () => void;
  onMinimise: () => void;
  onFullScreen: () => void;
  onClose: () => void;
  minimiseLabel?: string;
  closeLabel?: string;
}

/** The widget's header (specification 000 §2): history and new conversation, then 'Expand to right', minimise, full screen, close. */
export function WidgetHeader({ actions, dragProps, title }: { actions: HeaderActions; dragProps?: React.HTMLAttributes<HTMLDivElement>; title: string }) {
  const { newConversation } = useChat();
  const [history, setHistory] = useState(false);
  return (
    <div className="relative">
      <div className="flex items-center gap-1 border-b border-slate-200 px-2 py-1.5 dark:border-slate-800">
        <div
          {...dragProps}
          className={`flex min-w-0 flex-1 items-center gap-2 px-1 text-sm font-semibold text-slate-900 select-none dark:text-slate-100 ${dragProps ? "cursor-move" : ""}`}
        >
          {title}
        </div>
        <button
          type="button"
          data-testid="chat-history"
          aria-label={chatTexts.showRecents}
          aria-expanded={history}
          title={chatTexts.showRecents}
          onClick={() => setHistory((h) => !h)}
          className={iconButton}
        >
          <HistoryIcon />
        </button>
        <button
          type="button"
          aria-label={chatTexts.newConversation}
          title={chatTexts.newConversation}
          onClick={newConversation}
          className={iconButton}
          data-testid="chat-header-new"
        >
          <PlusIcon />
        </button>
        {actions.onSidebar && (
          <button
            type="button"
            data-testid="chat-to-sidebar"
            aria-label={chatTexts.openInSidebar}
            title={chatTexts.openInSidebar}
            onClick={actions.onSidebar}
            className={iconButton}
          >
            <SidebarIcon />
          </button>
        )}
        <button
          type="button"
          data-testid="chat-minimise"
          aria-label={actions.minimiseLabel ?? chatTexts.minimiseButton}
          title={actions.minimiseLabel ?? chatTexts.minimiseButton}
          onClick={actions.onMinimise}
          className={iconButton}
        >
          <MinimiseIcon />
        </button>
        <button
          type="button"
          data-testid="chat-fullscreen"
          aria-label={chatTexts.fullScreenButton}
          title={chatTexts.fullScreenButton}
          onClick={actions.onFullScreen}
          className={iconButton}
        >
          <FullScreenIcon />
        </button>
        <button
          type="button"
          data-testid="chat-close"
          aria-label={actions.closeLabel ?? chatTexts.closeButton}
          title={actions.closeLabel ?? chatTexts.closeButton}
          onClick={actions.onClose}
          className={iconButton}
        >
          <CloseIcon />
        </button>
      </div>
      {history && (
        <div className="absolute inset-x-0 top-full z-10 max-h-80 overflow-y-auto border-b border-slate-200 bg-white p-2 shadow-md dark:border-slate-800 dark:bg-slate-900">
          <Recents onSelect={() => setHistory(false)} />
        </div>
      )}
    </div>
  );
}
