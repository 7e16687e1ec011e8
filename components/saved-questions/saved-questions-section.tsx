// The user dashboard's saved questions: each with its games now and what entered and left since the user last marked
// it seen (lib/watchlists). Reads for the signed-in user only; a failure stays inside the section.
import { DateTime } from "@/components/admin/date-time";
import { Section, SectionMessage, UNAVAILABLE } from "@/components/game-breakdown/section";
import { SteadyLink } from "@/components/navigation/steady-link";
import { gameHref } from "@/components/tables/game-tables";
import { texts } from "@/lib/texts";
import { hasChanges, MAX_TRACKED_MATCHES, type WatchChange, type WatchReport } from "@/lib/watchlists/watch";
import { watchAll, type SavedQuestionView, type WatchOutcome } from "@/lib/watchlists/saved-questions";
import { SavedQuestionActions } from "./saved-question-actions";

const t = texts.savedQuestions;
const linkClass = "rounded font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300";

export const lumosHref = (question: string) => `/lumos-page?${new URLSearchParams({ query: question })}`;

function ChangeList({ label, games, count, tone, testId }: { label: string; games: WatchChange[]; count: number; tone: "new" | "left"; testId: string }) {
  if (count === 0) return null;
  return (
    <div data-testid={testId}>
      <p className={`text-xs font-semibold uppercase tracking-wide ${tone === "new" ? "text-emerald-700 dark:text-emerald-300" : "text-red-700 dark:text-red-300"}`}>{label}</p>
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
  const since = (
    <>
      {t.since} (<DateTime value={seenAt} />)
    </>
  );
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
        {since}: {t.countChange(report.previous_total, report.total)}
        {report.tracked && (
          <>
            {" · "}
            {t.newGames(report.new_count)}, {t.leftGames(report.left_count)}
          </>
        )}
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

function SavedQuestionItem({ item }: { item: SavedQuestionView & WatchOutcome }) {
  return (
    <li className="space-y-2 py-3" data-testid="saved-question" data-saved-question-id={item.id}>
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
        <SavedQuestionActions id={item.id} name={item.name} digest={item.digest} changed={item.report !== null && hasChanges(item.report)} />
      </div>
      {item.problem !== null ? (
        <SectionMessage tone="error">{item.problem}</SectionMessage>
      ) : (
        <>
          <Changes report={item.report} seenAt={item.seen_at} />
          {item.report.top.length > 0 && (
            <ol className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400" data-testid="saved-question-top">
              {item.report.top.map((game) => (
                <li key={game.game_id} className="min-w-0">
                  <SteadyLink href={gameHref(game.game_id)} className={linkClass}>
                    {game.title}
                  </SteadyLink>{" "}
                  <span className="tabular-nums">{game.figures.join(" · ")}</span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </li>
  );
}

export async function SavedQuestionsSection({ userId }: { userId: string }) {
  let items: Array<SavedQuestionView & WatchOutcome> | null;
  try {
    items = await watchAll(userId);
  } catch (error) {
    console.error("[user-dashboard] saved questions", error);
    items = null;
  }
  return (
    <Section id="saved-questions" title={t.title} description={t.description}>
      {!items ? (
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      ) : items.length === 0 ? (
        <div className="py-6 text-center text-sm text-slate-500 dark:text-slate-400" data-testid="saved-questions-empty">
          <p>{t.empty}</p>
          <SteadyLink href="/lumos-page" className={`mt-3 inline-block ${linkClass}`}>
            {texts.userDashboard.askLumos}
          </SteadyLink>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="saved-questions">
          {items.map((item) => (
            <SavedQuestionItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </Section>
  );
}
