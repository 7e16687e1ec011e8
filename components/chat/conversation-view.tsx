"use client";

import { useEffect, useRef, useState } from "react";
import { useApi } from "@/lib/client/swr";
import type { ChatMessage } from "@/lib/chat/reducer";
import { chatTexts } from "@/lib/ui/texts/chat";
import { ChatInput } from "./chat-input";
import { focusRing } from "./focus-ring";
import { useChat } from "./chat-provider";
import { AnswerText, ErrorMessage, FollowUpButtons, MetadataCardView, UserMessage } from "./message-parts";
import { ResultsBlock } from "./results";
import { ThinkingPanel } from "./thinking-panel";

/** The engine's three suggested prompts, built from the current data (GET /api/lumos/suggestions, kept 30 minutes). */
function Suggestions() {
  const { send, state } = useChat();
  const read = useApi<{ suggestions: { question: string }[] }>("/api/lumos/suggestions", { tier: "medium" });
  const prompts = read.data?.suggestions.slice(0, 3).map((s) => s.question) ?? null;
  const failed = !prompts && read.error !== undefined;
  if (failed) return null;
  return (
    <ul aria-label={chatTexts.suggestionsLabel} data-testid="chat-suggestions" className="mt-4 grid gap-2">
      {prompts
        ? prompts.map((prompt) => (
            <li key={prompt}>
              <button
                type="button"
                data-testid="chat-suggestion"
                disabled={state.isProcessing}
                onClick={() => send(prompt)}
                className={`w-full rounded-xl border border-slate-200 bg-white px-3 py-2 text-left text-sm text-slate-700 hover:border-indigo-300 hover:bg-indigo-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 ${focusRing}`}
              >
                {prompt}
              </button>
            </li>
          ))
        : [0, 1, 2].map((i) => <li key={i} aria-hidden="true" className="h-9 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />)}
    </ul>
  );
}

function Welcome({ variant }: { variant: "widget" | "full" }) {
  return (
    <div data-testid="chat-welcome" className={variant === "full" ? "mx-auto max-w-xl py-10 text-center" : "py-4"}>
      {variant === "widget" && <p className="text-sm font-medium text-indigo-700 dark:text-indigo-300">{chatTexts.widgetIntro}</p>}
      <h2 className={`font-semibold text-slate-900 dark:text-slate-100 ${variant === "full" ? "text-2xl" : "text-lg"}`}>{chatTexts.welcomeTitle}</h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{chatTexts.welcomeSubtitle}</p>
      <Suggestions />
    </div>
  );
}

function questionOf(messages: ChatMessage[], turn: string): string {
  const user = messages.find((m) => m.turn === turn && m.type === "user");
  return user?.type === "user" ? user.text : "";
}

function Message({ message, messages }: { message: ChatMessage; messages: ChatMessage[] }) {
  switch (message.type) {
    case "user":
      return <UserMessage message={message} />;
    case "thinking":
      return <ThinkingPanel steps={message.content.steps} complete={message.isStreamingComplete} />;
    case "text":
      return <AnswerText text={message.text} complete={message.isStreamingComplete} />;
    case "metadata":
      return <MetadataCardView card={message.content} />;
    case "followups":
      return <FollowUpButtons items={message.items} />;
    case "results": {
      const closeOnly = !messages.some(
        (m) => m.turn === message.turn && m.type === "results" && m.content.matchType === "perfect" && m.content.data.length > 0,
      );
      return (
        <ResultsBlock
          messageId={message.id}
          content={message.content}
          complete={message.isStreamingComplete}
          noResults={message.noResults}
          closeOnly={closeOnly}
          question={questionOf(messages, message.turn)}
        />
      );
    }
    case "error":
      return <ErrorMessage message={message} />;
    default:
      return null;
  }
}

/** What a screen reader hears: one sentence per finished answer, never the streamed tokens. */
function useAnnouncement(): string {
  const { state } = useChat();
  const [announcement, setAnnouncement] = useState("");
  const seen = useRef(state.finishedAnswers);
  const errors = useRef(state.messages.filter((m) => m.type === "error").length);
  useEffect(() => {
    const errorCount = state.messages.filter((m) => m.type === "error").length;
    if (state.finishedAnswers !== seen.current) {
      seen.current = state.finishedAnswers;
      const last = [...state.messages].reverse().find((m) => m.type === "text");
      const header = [...state.messages].reverse().find((m) => m.type === "results");
      setAnnouncement(
        [chatTexts.answerReady, last?.type === "text" ? last.text : "", header?.type === "results" ? (header.content.header ?? "") : ""]
          .filter(Boolean)
          .join(" "),
      );
    } else if (errorCount > errors.current) {
      const error = [...state.messages].reverse().find((m) => m.type === "error");
      if (error?.type === "error") setAnnouncement(error.text);
    }
    errors.current = errorCount;
  }, [state.finishedAnswers, state.messages]);
  return announcement;
}

/** The conversation with its input: the widget's chatbox and sidebar, and the full-screen page. */
export function ConversationView({ variant, autoFocus = false }: { variant: "widget" | "full"; autoFocus?: boolean }) {
  const { state, conversationLoading, conversationError } = useChat();
  const scroller = useRef<HTMLDivElement>(null);
  const announcement = useAnnouncement();
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [state.messages]);
  return (
    <div className="flex min-h-0 flex-1 flex-col" data-testid="chat-conversation">
      <div ref={scroller} className={`min-h-0 flex-1 overflow-y-auto ${variant === "full" ? "px-4 py-6" : "px-3 py-3"}`} data-testid="chat-messages">
        <div className={`flex flex-col gap-3 ${variant === "full" ? "mx-auto max-w-3xl" : ""}`}>
          {conversationLoading && (
            <p role="status" className="text-sm text-slate-500 dark:text-slate-400">
              {chatTexts.loadingConversation}
            </p>
          )}
          {conversationError && (
            <p role="alert" data-testid="chat-load-error" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200">
              {conversationError}
            </p>
          )}
          {!conversationLoading && state.messages.length === 0 ? (
            <Welcome variant={variant} />
          ) : (
            state.messages.map((message) => <Message key={message.id} message={message} messages={state.messages} />)
          )}
        </div>
      </div>
      <div aria-live="polite" role="status" className="sr-only" data-testid="chat-announcer">
        {announcement}
      </div>
      <div className={`border-t border-slate-200 dark:border-slate-800 ${variant === "full" ? "px-4 py-3" : "p-2"}`}>
        <div className={variant === "full" ? "mx-auto max-w-3xl" : ""}>
          <ChatInput placeholder={variant === "full" ? chatTexts.welcomeSubtitle : chatTexts.inputPlaceholder} autoFocus={autoFocus} />
        </div>
      </div>
    </div>
  );
}
