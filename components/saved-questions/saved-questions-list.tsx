"use client";

import { useState } from "react";
import { DateTime } from "@/components/admin/date-time";
import { SectionMessage } from "@/components/ui/section";
import { SteadyLink } from "@/components/navigation/steady-link";
import { gameHref } from "@/components/tables/game-tables";
import { apiFetch, ApiError } from "@/lib/client/fetcher";
import { useHydrated } from "@/lib/client/use-hydrated";
import { savedQuestionTexts, userDashboardTexts } from "@/lib/ui/texts/user-dashboard";
import type { SavedQuestionView, WatchOutcome } from "@/lib/watchlists/saved-questions";
import { hasChanges, MAX_SAVED_NAME_LENGTH, MAX_TRACKED_MATCHES, type WatchChange, type WatchReport } from "@/lib/watchlists/shared";

type Item = SavedQuestionView & WatchOutcome;

const t = savedQuestionTexts;
const linkClass = "rounded font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300";
const button =
  "rounded-md border border-slate-300 px-2.5 py-1 text-xs font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:cursor-wait disabled:opacity-60 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800";

export const lumosHref = (question: string) => `/lumos-page?${new URLSearchParams({ query: question })}`;

/**
 * The saved questions on the dashboard. Each action's answer updates the list in place (no page refresh, which Next
 * 15.5 can leave uncommitted on a busy machine, docs/decisions.md "Navigations that Next leaves hanging").
 */
export function SavedQuestionsList({ initial }: { initial: Item[] }) {
  const [items, setItems] = useState(initial);
  if (items.length === 0) {
    return (
      <div className="py-6 text-center text-sm text-slate-500 dark:text-slate-400" data-testid="saved-questions-empty">
        <p>{t.empty}</p>
        <SteadyLink href="/lumos-page" className={`mt-3 inline-block ${linkClass}`}>
          {userDashboardTexts.askLumos}
        </SteadyLink>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="saved-questions">
      {items.map((item) => (
        <SavedQuestionItem
          key={item.id}
          item={item}
          onChange={(next) =>
            setItems((current) => (next ? current.map((old) => (old.id === item.id ? next : old)) : current.filter((old) => old.id !== item.id)))
          }
        />
      ))}
    </ul>
  );
}

function ChangeList({ label, games, count, tone, testId }: { label: string; games: WatchChange[]; count: number; tone: "new" | "left"; testId: string }) {
  if (count === 0) return null;
  return (
    <div data-testid={testId}>
      <p
        className={`text-xs font-semibold uppercase tracking-wide ${tone === "new" ? "text-emerald-700 dark:text-emerald-300" : "text-red-700 dark:text-red-300"}`}
      >
        {label}
      </p>
      <ul className="mt-1 space-y-1 text-sm">
        {games.map((game) => (
          <li key={game.game_id} className="min-w-0" data-game-id={game.game_id}>
            <SteadyLink href={gameHref(game.game_id)} className={linkClass}>
              {game.title}
            </SteadyLink>
            <span className="text-slate-600 dark:text-slate-400"> · {game.detail}</span>
          </li>
        ))}
        {count > games.length && <li className="text-xs text-slate-500">{t.andMore(count - games.length)}</li>}
      </ul>
    </div>
  );
}

function Changes({ report, seenAt }: { report: WatchReport; seenAt: string }) {
  if (!hasChanges(report)) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="saved-question-unchanged">
        {t.noChanges}
      </p>
    );
  }
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60" data-testid="saved-question-changes">
      <p className="text-sm font-medium text-slate-800 dark:text-slate-100">
        {t.since} (<DateTime value={seenAt} />
        ): {t.countChange(report.previous_total, report.total)}
        {report.tracked && ` · ${t.newGames(report.new_count)}, ${t.leftGames(report.left_count)}`}
      </p>
      {report.tracked ? (
        <div className="grid gap-3 md:grid-cols-2">
          <ChangeList label={t.newGames(report.new_count)} games={report.new_games} count={report.new_count} tone="new" testId="saved-question-new" />
          <ChangeList label={t.leftGames(report.left_count)} games={report.left_games} count={report.left_count} tone="left" testId="saved-question-left" />
        </div>
      ) : (
        <p className="text-xs text-slate-600 dark:text-slate-400">{t.untracked(MAX_TRACKED_MATCHES)}</p>
      )}
    </div>
  );
}

/** One saved question: its name, games now and changes, with mark seen, daily digest, rename and delete. */
function SavedQuestionItem({ item, onChange }: { item: Item; onChange: (next: Item | null) => void }) {
  const hydrated = useHydrated();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [draft, setDraft] = useState(item.name);
  const disabled = !hydrated || pending;
  const changed = item.report !== null && hasChanges(item.report);

  /**
   * Calls the API; its answer (or, for a delete, nothing) becomes the item. `shown` is what the item looks like at
   * once (the digest box follows the click), undone when the server refuses, which is said beside the buttons.
   */
  const act = async (path: string, init: { method: string; json?: unknown }, { after, shown }: { after?: () => void; shown?: Item } = {}) => {
    setPending(true);
    setError(null);
    if (shown) onChange(shown);
    try {
      const answer = await apiFetch<{ saved_question?: Partial<Item> }>(`/saved-questions/${item.id}${path}`, init);
      after?.();
      onChange(init.method === "DELETE" ? null : ({ ...item, ...answer.saved_question } as Item));
    } catch (caught) {
      if (shown) onChange(item);
      setError(caught instanceof ApiError ? caught.message : t.actionFailed);
    } finally {
      setPending(false);
    }
  };

  return (
    <li className="space-y-2 py-3" data-testid="saved-question" data-saved-question-id={item.id} aria-busy={pending || undefined}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="font-medium text-slate-900 dark:text-slate-100" data-testid="saved-question-name">
            {item.name}
          </p>
          {item.name !== item.question && <p className="text-sm text-slate-600 [overflow-wrap:anywhere] dark:text-slate-400">{item.question}</p>}
          <p className="mt-0.5 text-xs text-slate-500">
            {item.report && <span data-testid="saved-question-total">{t.matches(item.report.total)}</span>}
            {item.report && " · "}
            <SteadyLink href={lumosHref(item.question)} className={linkClass}>
              {t.open}
            </SteadyLink>
          </p>
        </div>
        <div className="flex flex-col items-start gap-2 sm:items-end">
          <div className="flex flex-wrap items-center gap-2">
            {changed && (
              <button type="button" className={button} disabled={disabled} data-testid="saved-question-seen" onClick={() => act("/seen", { method: "POST" })}>
                {t.markSeen}
              </button>
            )}
            <label className="flex items-center gap-1.5 text-xs text-slate-700 dark:text-slate-300">
              <input
                type="checkbox"
                checked={item.digest}
                disabled={disabled}
                data-testid="saved-question-digest"
                onChange={(event) => act("", { method: "PATCH", json: { digest: event.target.checked } }, { shown: { ...item, digest: event.target.checked } })}
              />
              {t.digest}
            </label>
            <button
              type="button"
              className={button}
              disabled={disabled}
              aria-expanded={renaming}
              data-testid="saved-question-rename"
              onClick={() => setRenaming(!renaming)}
            >
              {t.rename}
            </button>
            <button
              type="button"
              className={button}
              disabled={disabled}
              data-testid="saved-question-delete"
              onClick={() => {
                if (window.confirm(t.deleteConfirm(item.name))) void act("", { method: "DELETE" });
              }}
            >
              {t.delete}
            </button>
          </div>
          {renaming && (
            <RenameForm
              id={`rename-${item.id}`}
              draft={draft}
              onDraft={setDraft}
              disabled={disabled}
              onSave={() => void act("", { method: "PATCH", json: { name: draft } }, { after: () => setRenaming(false) })}
              onCancel={() => setRenaming(false)}
            />
          )}
          <p role="alert" className="text-xs text-red-700 dark:text-red-300" data-testid="saved-question-error">
            {error}
          </p>
        </div>
      </div>
      {item.problem !== null ? (
        <SectionMessage tone="error">{item.problem}</SectionMessage>
      ) : (
        <>
          <Changes report={item.report} seenAt={item.seen_at} />
          {item.report.top.length > 0 && <TopGames top={item.report.top} />}
        </>
      )}
    </li>
  );
}

/** A new name for a saved question. */
function RenameForm({
  id,
  draft,
  onDraft,
  disabled,
  onSave,
  onCancel,
}: {
  /** The name input's id. */
  id: string;
  draft: string;
  onDraft: (draft: string) => void;
  disabled: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <label className="text-xs text-slate-600 dark:text-slate-400" htmlFor={id}>
        {t.renameLabel}
      </label>
      <input
        id={id}
        value={draft}
        maxLength={MAX_SAVED_NAME_LENGTH}
        required
        onChange={(event) => onDraft(event.target.value)}
        data-testid="saved-question-name-input"
        className="w-56 rounded-md border border-slate-300 px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-900"
      />
      <button type="submit" className={button} disabled={disabled} data-testid="saved-question-name-save">
        {t.rename}
      </button>
      <button type="button" className={button} onClick={onCancel}>
        {t.cancel}
      </button>
    </form>
  );
}

/** The question's first games now, each with its figures. */
function TopGames({ top }: { top: WatchReport["top"] }) {
  return (
    <ol className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400" data-testid="saved-question-top">
      {top.map((game) => (
        <li key={game.game_id} className="min-w-0">
          <SteadyLink href={gameHref(game.game_id)} className={linkClass}>
            {game.title}
          </SteadyLink>{" "}
          <span className="tabular-nums">{game.figures.join(" · ")}</span>
        </li>
      ))}
    </ol>
  );
}
