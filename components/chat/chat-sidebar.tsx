"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { debounce, SIDEBAR_TRANSITION_MS, SIDEBAR_WIDTH, sidebarPushes, WINDOW_RESIZE_DEBOUNCE_MS } from "@/lib/chat/geometry";
import { lumosPageHref } from "@/lib/chat/routes";
import { chatTexts } from "@/lib/ui/texts/chat";
import { focusRing } from "./focus-ring";
import { useChat, type WidgetMode } from "./chat-provider";
import { ConversationView } from "./conversation-view";
import { WidgetHeader } from "./widget-header";

/**
 * The right sidebar, 480 px wide. On wide windows it pushes the page aside (the body gets a matching right padding);
 * on narrow ones it covers the page. Minimise returns to the floating chatbox and expand opens the full-screen page,
 * each after 100 ms (specification 000 §4); close returns to the collapsed bar.
 */
export function ChatSidebar({ onModeChange }: { onModeChange: (mode: WidgetMode) => void }) {
  const router = useRouter();
  const { stop } = useChat();
  const root = useRef<HTMLElement>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  useEffect(() => {
    const body = document.body;
    const previous = { padding: body.style.paddingRight, transition: body.style.transition };
    body.style.transition = "padding-right 200ms ease";
    const apply = () => {
      body.style.paddingRight = sidebarPushes({ width: window.innerWidth, height: window.innerHeight }) ? `${SIDEBAR_WIDTH}px` : "";
    };
    apply();
    body.dataset.lumosSidebar = "open";
    const onResize = debounce(apply, WINDOW_RESIZE_DEBOUNCE_MS);
    window.addEventListener("resize", onResize);
    const pending = timers.current;
    return () => {
      onResize.cancel();
      window.removeEventListener("resize", onResize);
      body.style.paddingRight = previous.padding;
      delete body.dataset.lumosSidebar;
      setTimeout(() => (body.style.transition = previous.transition), 250);
      pending.forEach(clearTimeout);
    };
  }, []);

  const later = (fn: () => void) => timers.current.push(setTimeout(fn, SIDEBAR_TRANSITION_MS));

  return (
    <aside
      ref={root}
      onKeyDown={(event) => {
        // Escape closes from anywhere inside; an edit box that handles its own Escape stops it first.
        if (event.key === "Escape" && !event.defaultPrevented) {
          event.preventDefault();
          onModeChange("collapsed");
        }
      }}
      aria-label={chatTexts.sidebarLabel}
      data-testid="chat-sidebar"
      className={`fixed inset-y-0 right-0 z-40 flex w-full flex-col border-l border-slate-200 bg-white shadow-xl transition-transform duration-200 motion-reduce:transition-none dark:border-slate-800 dark:bg-slate-950 ${shown ? "translate-x-0" : "translate-x-full"}`}
      style={{ maxWidth: SIDEBAR_WIDTH }}
    >
      <button
        type="button"
        data-testid="chat-sidebar-toggle"
        aria-expanded={true}
        aria-label={chatTexts.closeSidebar}
        title={chatTexts.closeSidebar}
        onClick={() => onModeChange("collapsed")}
        className={`absolute left-0 top-1/2 hidden h-12 w-4 -translate-x-full -translate-y-1/2 items-center justify-center rounded-l-md border border-r-0 border-slate-200 bg-white text-xs text-slate-500 sm:flex dark:border-slate-800 dark:bg-slate-950 dark:text-slate-400 ${focusRing}`}
      >
        ›
      </button>
      <WidgetHeader
        title={chatTexts.widgetTitle}
        actions={{
          onMinimise: () => later(() => onModeChange("expanded")),
          onFullScreen: () => later(() => router.push(lumosPageHref({ fromSidebar: true }))),
          onClose: () => {
            stop();
            onModeChange("collapsed");
          },
          minimiseLabel: chatTexts.minimiseSidebar,
          closeLabel: chatTexts.closeSidebar,
        }}
      />
      <ConversationView variant="widget" autoFocus />
    </aside>
  );
}
