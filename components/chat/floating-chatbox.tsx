"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import {
  clampBox,
  clampPosition,
  clampSize,
  debounce,
  openingBox,
  POSITION_SAVE_DEBOUNCE_MS,
  RESIZE_THROTTLE_MS,
  throttle,
  WINDOW_RESIZE_DEBOUNCE_MS,
  type Box,
} from "@/lib/chat/geometry";
import { lumosPageHref } from "@/lib/chat/routes";
import { readSavedBox, saveBox } from "@/lib/chat/storage";
import { chatTexts } from "@/lib/ui/texts/chat";
import { focusRing } from "./focus-ring";
import { useChat, type WidgetMode } from "./chat-provider";
import { ConversationView } from "./conversation-view";
import { WidgetHeader } from "./widget-header";

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * The expanded floating chatbox: opened at its saved box (clamped to this window) or anchored above the bar; moved
 * by its header, resized from its top-left corner (both also with the arrow keys), saved 500 ms after the last change.
 */
export function FloatingChatbox({ onModeChange }: { onModeChange: (mode: WidgetMode) => void }) {
  const router = useRouter();
  const { stop } = useChat();
  const { box, boxRef, apply } = useChatboxBox();
  const root = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  const startDrag = (event: React.PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const start = { x: event.clientX, y: event.clientY, box: boxRef.current };
    trackPointer((e) => {
      const size = { width: start.box.width, height: start.box.height };
      apply({ ...clampPosition({ x: start.box.x + e.clientX - start.x, y: start.box.y + e.clientY - start.y }, size, viewport()), ...size });
    });
  };
  const startResize = (event: React.PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const start = { x: event.clientX, y: event.clientY, box: boxRef.current };
    trackPointer((e) => apply(resizeTo(start.box, e.clientX - start.x, e.clientY - start.y)));
  };
  const arrows: Record<string, [number, number]> = { ArrowLeft: [-10, 0], ArrowRight: [10, 0], ArrowUp: [0, -10], ArrowDown: [0, 10] };

  return (
    <div
      ref={root}
      onKeyDown={(event) => {
        // Escape closes from anywhere inside; an edit box that handles its own Escape stops it first.
        if (event.key === "Escape" && !event.defaultPrevented) {
          event.preventDefault();
          onModeChange("collapsed");
        }
      }}
      role="dialog"
      aria-label={chatTexts.chatboxLabel}
      data-testid="chat-box"
      className={`fixed z-40 flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl transition-opacity duration-200 motion-reduce:transition-none dark:border-slate-700 dark:bg-slate-950 ${shown ? "opacity-100" : "opacity-0"}`}
      style={{ left: box.x, top: box.y, width: box.width, height: box.height }}
    >
      <button
        type="button"
        data-testid="chat-resize"
        aria-label={chatTexts.resizeHandle}
        onPointerDown={startResize}
        onKeyDown={(event) => {
          const step = arrows[event.key];
          if (!step) return;
          event.preventDefault();
          apply(resizeTo(boxRef.current, step[0], step[1]));
        }}
        className={`absolute left-0 top-0 z-20 h-4 w-4 cursor-nwse-resize rounded-br bg-transparent hover:bg-slate-200 dark:hover:bg-slate-700 ${focusRing}`}
      />
      <WidgetHeader
        title={chatTexts.widgetTitle}
        dragProps={
          {
            onPointerDown: startDrag,
            tabIndex: 0,
            role: "button",
            "aria-label": chatTexts.dragHandle,
            "data-testid": "chat-drag",
            onKeyDown: (event) => {
              const step = arrows[event.key];
              if (!step) return;
              event.preventDefault();
              const current = boxRef.current;
              apply({ ...current, ...clampPosition({ x: current.x + step[0], y: current.y + step[1] }, current, viewport()) });
            },
          } as React.HTMLAttributes<HTMLDivElement>
        }
        actions={{
          onSidebar: () => onModeChange("sidebar"),
          onMinimise: () => onModeChange("collapsed"),
          onFullScreen: () => router.push(lumosPageHref()),
          onClose: () => {
            // Close ends what Lumos is doing; minimise lets an answer finish behind the bar (docs/decisions.md).
            stop();
            onModeChange("collapsed");
          },
        }}
      />
      <ConversationView variant="widget" autoFocus />
    </div>
  );
}

/** The chatbox's place and size: kept inside the window as it resizes, and saved a while after each change. */
function useChatboxBox() {
  const [box, setBox] = useState<Box>(() => openingBox(readSavedBox(storage()), viewport()));
  const boxRef = useRef(box);
  boxRef.current = box;

  const save = useMemo(() => debounce((next: Box) => saveBox(storage(), next), POSITION_SAVE_DEBOUNCE_MS), []);
  const apply = useMemo(
    () =>
      throttle((next: Box) => {
        setBox(next);
        save(next);
      }, RESIZE_THROTTLE_MS),
    [save],
  );
  useEffect(
    () => () => {
      apply.cancel();
      save.flush();
    },
    [apply, save],
  );

  // Window resizes (debounced 150 ms) keep the box inside the window.
  useEffect(() => {
    const onResize = debounce(() => setBox((current) => clampBox(current, viewport())), WINDOW_RESIZE_DEBOUNCE_MS);
    window.addEventListener("resize", onResize);
    return () => {
      onResize.cancel();
      window.removeEventListener("resize", onResize);
    };
  }, []);
  return { box, boxRef, apply };
}

/** Calls `move` with each pointer move until the pointer is released. */
function trackPointer(move: (event: PointerEvent) => void) {
  const up = () => {
    window.removeEventListener("pointermove", move);
    window.removeEventListener("pointerup", up);
  };
  window.addEventListener("pointermove", move);
  window.addEventListener("pointerup", up);
}

/** Resized from the top-left corner: the bottom-right corner stays where it is. */
function resizeTo(from: Box, dx: number, dy: number): Box {
  const view = viewport();
  const right = from.x + from.width;
  const bottom = from.y + from.height;
  const size = clampSize({ width: from.width - dx, height: from.height - dy }, view);
  return clampBox({ x: right - size.width, y: bottom - size.height, ...size }, view);
}
