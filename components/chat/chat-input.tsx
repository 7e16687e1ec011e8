"use client";

import { useEffect, useId, useRef, useState } from "react";
import { canSend, FILE_ACCEPT, INPUT_MAX_HEIGHT, isRoomy } from "@/lib/chat/input";
import { chatTexts } from "@/lib/ui/texts/chat";
import { useChat } from "./chat-provider";
import { focusRing } from "./focus-ring";
import { PaperclipIcon, SendIcon, StopIcon } from "./icons";

export { FILE_ACCEPT, INPUT_MAX_HEIGHT, WORD_THRESHOLD } from "@/lib/chat/input";

export function ChatInput({ placeholder, autoFocus = false }: { placeholder: string; autoFocus?: boolean }) {
  const { state, send, stop, draft, setDraft, focusRequest } = useChat();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const [hint, setHint] = useState(false);
  const hintId = useId();
  const blank = draft.trim() === "";
  const busy = state.isProcessing || state.isTyping;
  const roomy = isRoomy(draft);

  useEffect(() => {
    const el = textarea.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight, INPUT_MAX_HEIGHT)}px`;
  }, [draft]);
  useEffect(() => {
    if (autoFocus) textarea.current?.focus();
  }, [autoFocus]);
  useEffect(() => {
    if (focusRequest) textarea.current?.focus();
  }, [focusRequest]);

  const submit = () => {
    if (!canSend(draft, busy)) return;
    send(draft);
    setDraft("");
  };

  return (
    <form
      data-testid="chat-input-form"
      data-layout={roomy ? "roomy" : "compact"}
      className={`rounded-2xl border border-slate-300 bg-white p-2 shadow-sm dark:border-slate-700 dark:bg-slate-900 ${roomy ? "flex flex-col gap-1" : "flex items-end gap-2"}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (busy) stop();
        else submit();
      }}
    >
      <label className="sr-only" htmlFor={`${hintId}-input`}>
        {chatTexts.messageLabel}
      </label>
      <textarea
        id={`${hintId}-input`}
        ref={textarea}
        data-testid="chat-input"
        rows={1}
        value={draft}
        placeholder={placeholder}
        maxLength={4000}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          // Specification 000 §2: Enter sends, Shift+Enter adds a line.
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            submit();
          }
        }}
        style={{ maxHeight: INPUT_MAX_HEIGHT }}
        className={`min-h-[36px] resize-none overflow-y-auto bg-transparent px-2 py-2 text-sm text-slate-900 placeholder:text-slate-500 dark:text-slate-100 dark:placeholder:text-slate-400 ${focusRing} rounded-lg ${roomy ? "w-full" : "flex-1"}`}
      />
      <div className={`flex items-center gap-1 ${roomy ? "justify-between" : ""}`}>
        <div className="relative">
          <button
            type="button"
            data-testid="chat-attach"
            aria-label={chatTexts.attachButton}
            aria-describedby={hint ? hintId : undefined}
            title={chatTexts.uploadComingSoon}
            onClick={() => file.current?.click()}
            className={`rounded-lg p-2 text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800 ${focusRing}`}
          >
            <PaperclipIcon />
          </button>
          <input
            ref={file}
            type="file"
            accept={FILE_ACCEPT}
            data-testid="chat-file"
            tabIndex={-1}
            aria-hidden="true"
            className="hidden"
            onChange={(event) => {
              // Nothing is uploaded: the picker is there, the feature is announced as coming.
              event.target.value = "";
              setHint(true);
            }}
          />
          {hint && (
            <p
              id={hintId}
              role="status"
              data-testid="chat-upload-hint"
              className="absolute bottom-full left-0 mb-1 w-max rounded bg-slate-800 px-2 py-1 text-xs text-white dark:bg-slate-200 dark:text-slate-900"
            >
              {chatTexts.uploadComingSoon}
            </p>
          )}
        </div>
        <button
          type="submit"
          data-testid={busy ? "chat-stop" : "chat-send"}
          aria-label={busy ? chatTexts.stopButton : chatTexts.sendButton}
          disabled={!busy && blank}
          className={`rounded-full p-2 text-white ${busy ? "bg-slate-700 hover:bg-slate-800 dark:bg-slate-200 dark:text-slate-900" : "bg-indigo-600 hover:bg-indigo-700"} disabled:cursor-not-allowed disabled:opacity-40 ${focusRing}`}
        >
          {busy ? <StopIcon /> : <SendIcon />}
        </button>
      </div>
    </form>
  );
}
