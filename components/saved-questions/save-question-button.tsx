"use client";

import { useState } from "react";
import { SteadyLink } from "@/components/navigation/steady-link";
import { apiFetch, ApiError } from "@/lib/client/fetcher";
import { savedQuestionTexts, userDashboardTexts } from "@/lib/ui/texts/user-dashboard";

const t = savedQuestionTexts;

type State = { status: "idle" | "saving" } | { status: "saved" } | { status: "failed"; message: string };

/** Under a list of games in the chat: saves the question, so the user dashboard watches its matches. */
export function SaveQuestionButton({ question }: { question: string }) {
  const [state, setState] = useState<State>({ status: "idle" });
  const save = async () => {
    setState({ status: "saving" });
    try {
      await apiFetch("/saved-questions", { method: "POST", json: { question } });
      setState({ status: "saved" });
    } catch (error) {
      setState({ status: "failed", message: error instanceof ApiError && error.httpStatus === 400 ? error.message : t.saveFailed });
    }
  };
  if (state.status === "saved") {
    return (
      <p role="status" className="mt-2 text-xs text-emerald-700 dark:text-emerald-300" data-testid="chat-question-saved">
        ✓ {t.saved}:{" "}
        <SteadyLink href="/user-dashboard-page#saved-questions" className="font-medium underline">
          {userDashboardTexts.title}
        </SteadyLink>
      </p>
    );
  }
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={save}
        disabled={state.status === "saving"}
        title={t.saveHint}
        data-testid="chat-save-question"
        className="rounded-full border border-slate-300 px-3 py-1 text-xs text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:cursor-wait dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {state.status === "saving" ? t.saving : t.save}
      </button>
      {state.status === "failed" && (
        <p role="alert" className="text-xs text-red-700 dark:text-red-300" data-testid="chat-save-question-error">
          {state.message}
        </p>
      )}
    </div>
  );
}
