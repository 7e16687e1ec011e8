"use client";

import { useState } from "react";
import type { ChatMessage } from "@/lib/chat/reducer";
import { formatArpu, formatCompact } from "@/lib/ui/format";
import type { MetadataCard } from "@/lib/lumos/events";
import { chatTexts } from "@/lib/ui/texts/chat";
import { errorTexts } from "@/lib/ui/texts/errors";
import { focusRing } from "./focus-ring";
import { useChat } from "./chat-provider";

/** Where 'Contact support' writes to (docs/decisions.md). */
export const SUPPORT_EMAIL = "support@lumos.local";

export function UserMessage({ message }: { message: Extract<ChatMessage, { type: "user" }> }) {
  const { state, editAndResend } = useChat();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(message.text);
  if (editing) {
    return (
      <div className="ml-auto w-full max-w-[85%]" data-testid="chat-user-edit">
        <label className="sr-only" htmlFor={`${message.id}-edit`}>
          {chatTexts.editMessage}
        </label>
        <textarea
          id={`${message.id}-edit`}
          data-testid="chat-edit-input"
          autoFocus
          value={text}
          rows={2}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Specification 000 §2: Enter saves, Escape cancels.
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              setEditing(false);
              editAndResend(message.id, text);
            } else if (event.key === "Escape") {
              event.preventDefault();
              event.stopPropagation();
              setText(message.text);
              setEditing(false);
            }
          }}
          className={`w-full resize-none rounded-xl border border-indigo-300 bg-white p-2 text-sm dark:border-indigo-700 dark:bg-slate-900 ${focusRing}`}
        />
        <p className="text-right text-xs text-slate-500 dark:text-slate-400">{chatTexts.editHint}</p>
      </div>
    );
  }
  return (
    <div className="group ml-auto flex max-w-[85%] items-start gap-1">
      <button
        type="button"
        data-testid="chat-edit"
        aria-label={chatTexts.editMessage}
        disabled={state.isProcessing}
        onClick={() => {
          setText(message.text);
          setEditing(true);
        }}
        className={`mt-1 rounded px-1 text-xs text-slate-500 hover:text-indigo-700 disabled:hidden dark:text-slate-400 dark:hover:text-indigo-300 ${focusRing}`}
      >
        ✎
      </button>
      <p data-testid="chat-user-message" className="whitespace-pre-wrap rounded-2xl rounded-tr-sm bg-indigo-600 px-3 py-2 text-sm text-white">
        {message.text}
      </p>
    </div>
  );
}

export function AnswerText({ text, complete }: { text: string; complete: boolean }) {
  return (
    <p data-testid="chat-answer-text" data-complete={complete} className="whitespace-pre-line text-sm leading-relaxed text-slate-800 dark:text-slate-100">
      {text}
    </p>
  );
}

/** Questions the answer offers as buttons: each asks again with a name Lumos could place. */
export function FollowUpButtons({ items }: { items: Extract<ChatMessage, { type: "followups" }>["items"] }) {
  const { send, state } = useChat();
  return (
    <ul aria-label={chatTexts.followUpsLabel} data-testid="chat-followups" className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.question}>
          <button
            type="button"
            data-testid="chat-followup"
            title={item.question}
            disabled={state.isProcessing}
            onClick={() => send(item.question)}
            className={`rounded-full border border-indigo-200 bg-white px-3 py-1 text-left text-sm text-indigo-800 hover:bg-indigo-50 disabled:opacity-60 dark:border-indigo-800 dark:bg-slate-900 dark:text-indigo-200 dark:hover:bg-slate-800 ${focusRing}`}
          >
            {item.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function MetadataCardView({ card }: { card: MetadataCard }) {
  const facts: [string, string][] = [
    [chatTexts.metadata.publisher, card.publisher || "-"],
    [chatTexts.metadata.platform, card.platform || "-"],
    [chatTexts.metadata.players, formatCompact(card.players)],
    [chatTexts.metadata.arpu, card.arpu && card.arpu > 0 ? formatArpu(card.arpu) : "-"],
  ];
  return (
    <section data-testid="chat-metadata" className="rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
      <h2 className="text-sm font-semibold text-slate-900 dark:text-slate-100">{card.header}</h2>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className="font-medium text-slate-800 dark:text-slate-100">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A stop is a quiet line; a failure gets the error state with its three ways on (specification 000 §8). */
export function ErrorMessage({ message }: { message: Extract<ChatMessage, { type: "error" }> }) {
  const { send, setDraft, requestInputFocus, state } = useChat();
  if (message.errorKind === "stopped") {
    return (
      <p data-testid="chat-stopped" className="text-sm italic text-slate-500 dark:text-slate-400">
        {message.text}
      </p>
    );
  }
  const action = `rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:bg-slate-50 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`;
  return (
    <section data-testid="chat-error" role="alert" className="rounded-xl border border-red-200 bg-red-50 p-3 dark:border-red-900 dark:bg-red-950/50">
      <p className="text-sm font-semibold text-red-800 dark:text-red-200">{message.text}</p>
      <p className="mt-1 text-sm text-red-700 dark:text-red-300">{errorTexts.somethingWentWrongSubtitle}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          data-testid="chat-error-retry"
          disabled={state.isProcessing || !message.question}
          onClick={() => send(message.question)}
          className={action}
        >
          {errorTexts.retrySearch}
        </button>
        <button
          type="button"
          data-testid="chat-error-modify"
          onClick={() => {
            setDraft(message.question);
            requestInputFocus();
          }}
          className={action}
        >
          {errorTexts.modifyQuery}
        </button>
        <a
          href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent("Lumos: " + message.text)}&body=${encodeURIComponent(message.question)}`}
          className={action}
        >
          {errorTexts.contactSupport}
        </a>
      </div>
    </section>
  );
}
