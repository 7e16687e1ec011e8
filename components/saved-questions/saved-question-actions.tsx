"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiFetch, ApiError } from "@/lib/client/fetcher";
import { useHydrated } from "@/lib/client/use-hydrated";
import { texts } from "@/lib/texts";
import { MAX_SAVED_NAME_LENGTH } from "@/lib/watchlists/limits";

const t = texts.savedQuestions;
const button =
  "rounded-md border border-slate-300 px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:cursor-wait disabled:opacity-60 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800";

/** A saved question's actions on the dashboard: mark seen, daily digest, rename, delete; the section reloads after each. */
export function SavedQuestionActions({ id, name, digest, changed }: { id: string; name: string; digest: boolean; changed: boolean }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(name);
  // The box follows the click at once and goes back when the server refuses.
  const [digestOn, setDigestOn] = useState(digest);

  const act = async (path: string, init: { method: string; json?: unknown }, after?: () => void, undo?: () => void) => {
    setPending(true);
    setError(null);
    try {
      await apiFetch(`/saved-questions/${id}${path}`, init);
      after?.();
      router.refresh();
    } catch (caught) {
      undo?.();
      setError(caught instanceof ApiError ? caught.message : t.actionFailed);
    } finally {
      setPending(false);
    }
  };
  const disabled = !hydrated || pending;

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end" aria-busy={pending || undefined}>
      <div className="flex flex-wrap items-center gap-2">
        {changed && (
          <button type="button" className={button} disabled={disabled} data-testid="saved-question-seen" onClick={() => act("/seen", { method: "POST" })}>
            {t.markSeen}
          </button>
        )}
        <label className="flex items-center gap-1.5 text-xs text-slate-700 dark:text-slate-300">
          <input
            type="checkbox"
            checked={digestOn}
            disabled={disabled}
            data-testid="saved-question-digest"
            onChange={(event) => {
              const next = event.target.checked;
              setDigestOn(next);
              void act("", { method: "PATCH", json: { digest: next } }, undefined, () => setDigestOn(!next));
            }}
          />
          {t.digest}
        </label>
        <button type="button" className={button} disabled={disabled} aria-expanded={renaming} data-testid="saved-question-rename" onClick={() => setRenaming(!renaming)}>
          {t.rename}
        </button>
        <button
          type="button"
          className={button}
          disabled={disabled}
          data-testid="saved-question-delete"
          onClick={() => {
            if (window.confirm(t.deleteConfirm(name))) void act("", { method: "DELETE" });
          }}
        >
          {t.delete}
        </button>
      </div>
      {renaming && (
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void act("", { method: "PATCH", json: { name: draft } }, () => setRenaming(false));
          }}
        >
          <label className="text-xs text-slate-600 dark:text-slate-400" htmlFor={`rename-${id}`}>
            {t.renameLabel}
          </label>
          <input
            id={`rename-${id}`}
            value={draft}
            maxLength={MAX_SAVED_NAME_LENGTH}
            required
            onChange={(event) => setDraft(event.target.value)}
            data-testid="saved-question-name-input"
            className="w-56 rounded-md border border-slate-300 px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-900"
          />
          <button type="submit" className={button} disabled={disabled} data-testid="saved-question-name-save">
            {t.rename}
          </button>
          <button type="button" className={button} onClick={() => setRenaming(false)}>
            {t.cancel}
          </button>
        </form>
      )}
      <p role="alert" className="text-xs text-red-700 dark:text-red-300" data-testid="saved-question-error">
        {error}
      </p>
    </div>
  );
}
