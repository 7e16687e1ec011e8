"use client";

import { useState } from "react";
import type { UiStep } from "@/lib/chat/reducer";
import { chatTexts } from "@/lib/ui/texts/chat";
import { focusRing } from "./focus-ring";

/** Specification 000 §2: header 'Lumos is Thinking...', steps at most 141 px high; collapsible once done. */
export function ThinkingPanel({ steps, complete }: { steps: UiStep[]; complete: boolean }) {
  const [open, setOpen] = useState(false);
  const expanded = !complete || open;
  if (complete && steps.length === 0) return null; // stopped before Lumos said anything
  return (
    <section
      data-testid="chat-thinking"
      data-complete={complete}
      className="rounded-xl border border-slate-200 bg-slate-50 px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-800/60"
    >
      {complete ? (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          data-testid="chat-thinking-toggle"
          className={`flex w-full items-center justify-between rounded text-left text-slate-600 dark:text-slate-300 ${focusRing}`}
        >
          <span>{chatTexts.thinkingDone(steps.length)}</span>
          <span className="text-xs text-indigo-700 dark:text-indigo-300">{open ? chatTexts.hideSteps : chatTexts.showSteps}</span>
        </button>
      ) : (
        <p className="flex items-center gap-2 font-medium text-slate-700 dark:text-slate-200">
          <span className="h-2 w-2 animate-pulse rounded-full bg-indigo-500" aria-hidden="true" />
          {chatTexts.thinkingHeader}
        </p>
      )}
      {expanded && steps.length > 0 && (
        <ol data-testid="chat-thinking-steps" className="mt-2 max-h-[141px] space-y-1 overflow-y-auto pr-1" tabIndex={0} aria-label={chatTexts.thinkingHeader}>
          {steps.map((step) => (
            <li key={step.title} data-status={step.status} className="flex gap-2 text-slate-600 dark:text-slate-300">
              <span aria-hidden="true" className={step.status === "completed" ? "text-emerald-600 dark:text-emerald-400" : "text-indigo-500"}>
                {step.status === "completed" ? "✓" : "•"}
              </span>
              <span>
                <span className="font-medium text-slate-800 dark:text-slate-100">{step.title}</span>
                {step.detail ? <span className="block text-xs text-slate-500 dark:text-slate-400">{step.detail}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
