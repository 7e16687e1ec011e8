"use client";

// The floating Lumos widget of every signed-in screen (specification 000 §2, §4 "Widget states"): the collapsed bar
// bottom right, the expanded chatbox and the right sidebar; hidden where the specification says. The expanded views
// are loaded on first use, so the bar stays small on every page.
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";
import { COLLAPSED_HEIGHT, COLLAPSED_WIDTH, EDGE_MARGIN } from "@/lib/chat/geometry";
import { isChatHiddenOn } from "@/lib/chat/routes";
import { chatTexts } from "@/lib/ui/texts/chat";
import { focusRing } from "./focus-ring";
import { useChat, type WidgetMode } from "./chat-provider";
import { SidebarIcon, SparkIcon } from "./icons";

const FloatingChatbox = dynamic(() => import("./floating-chatbox").then((m) => m.FloatingChatbox), { ssr: false });
const ChatSidebar = dynamic(() => import("./chat-sidebar").then((m) => m.ChatSidebar), { ssr: false });

export function ChatWidget() {
  const pathname = usePathname();
  const { mode, setMode, state, unseenAnswer, markSeen } = useChat();
  const bar = useRef<HTMLButtonElement>(null);
  // Focus returning to the bar after the chatbox closes must not open it again.
  const quietFocus = useRef(false);
  const hidden = isChatHiddenOn(pathname);

  const collapse = useCallback(() => {
    setMode("collapsed");
    quietFocus.current = true;
    requestAnimationFrame(() => {
      bar.current?.focus();
      quietFocus.current = false;
    });
  }, [setMode]);
  const go = useCallback((next: WidgetMode) => (next === "collapsed" ? collapse() : setMode(next)), [collapse, setMode]);

  useEffect(() => {
    if (mode !== "collapsed") markSeen();
  }, [mode, state.finishedAnswers, markSeen]);

  if (hidden) return null;

  const label = state.isProcessing ? chatTexts.thinkingCollapsed : unseenAnswer ? chatTexts.doneCollapsed : chatTexts.inputPlaceholder;
  return (
    <>
      {mode === "collapsed" && (
        <div
          data-testid="chat-bar"
          className="fixed z-40 flex max-w-[calc(100vw-40px)] items-center gap-1 rounded-full border border-slate-200 bg-white pl-1 pr-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
          style={{ width: COLLAPSED_WIDTH, height: COLLAPSED_HEIGHT, right: EDGE_MARGIN, bottom: EDGE_MARGIN }}
        >
          <button
            ref={bar}
            type="button"
            data-testid="chat-bar-open"
            title={chatTexts.barTooltip}
            aria-label={`${chatTexts.barTooltip} ${label}`}
            aria-haspopup="dialog"
            onFocus={() => {
              if (!quietFocus.current) setMode("expanded");
            }}
            onClick={() => setMode("expanded")}
            className={`flex h-full min-w-0 flex-1 items-center gap-2 rounded-full px-2 text-left text-sm ${state.isProcessing || unseenAnswer ? "font-medium text-indigo-700 dark:text-indigo-300" : "text-slate-500 dark:text-slate-400"} ${focusRing}`}
          >
            <span className={state.isProcessing ? "animate-pulse text-indigo-500" : "text-indigo-500"}>
              <SparkIcon />
            </span>
            <span className="truncate" data-testid="chat-bar-text">
              {label}
            </span>
          </button>
          <button
            type="button"
            data-testid="chat-sidebar-toggle"
            aria-label={chatTexts.openSidebar}
            aria-expanded={false}
            title={chatTexts.openInSidebar}
            onClick={() => setMode("sidebar")}
            className={`rounded-full p-1.5 text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800 ${focusRing}`}
          >
            <SidebarIcon />
          </button>
        </div>
      )}
      {mode === "expanded" && <FloatingChatbox onModeChange={go} />}
      {mode === "sidebar" && <ChatSidebar onModeChange={go} />}
    </>
  );
}
