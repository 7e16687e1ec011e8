import "server-only";
// Saved questions as watchlists: saving checks the question lists games and takes its first snapshot; the dashboard
// and GET /api/saved-questions/{id} compare the matches now with the snapshot the user last marked seen; the daily
// digest mails each user the changes since the previous digest, once a day whichever instance runs it.
import {
  claimDueDigests,
  createSavedQuestion,
  getSavedQuestion,
  listSavedQuestions,
  markSavedQuestionSeen,
  storeDigestSnapshot,
  MAX_SAVED_QUESTIONS,
  type SavedQuestion,
} from "@/lib/data/saved-questions";
import { badRequest } from "@/lib/api/handler";
import { AppError } from "@/lib/server/errors";
import { getKnowledge, type Knowledge } from "@/lib/lumos/knowledge";
import { mailBaseUrl, sendMail } from "@/lib/mail/send";
import { savedQuestionsDigestMail } from "@/lib/mail/templates";
import { texts } from "@/lib/ui/texts";
import { savedQuestionId } from "@/lib/validations/saved-questions";
import { hasChanges, type WatchReport } from "./shared";
import { compareWithSnapshot, readWatchedQuestion } from "./watch";

export const SURFACE = "saved-questions";
const t = texts.savedQuestions;

/** A saved question as the API and the dashboard show it: without the stored snapshots. */
export type SavedQuestionView = Omit<SavedQuestion, "seen_snapshot" | "digest_snapshot">;

export const viewOf = ({ id, name, question, digest, created_at, seen_at }: SavedQuestion): SavedQuestionView => ({
  id,
  name,
  question,
  digest,
  created_at,
  seen_at,
});

/** What a saved question shows: its matches now against a snapshot, or why it cannot be run any more. */
export type WatchOutcome = { report: WatchReport; problem: null } | { report: null; problem: string };

export const notFound = () => new AppError(`not_found:${SURFACE}`, t.notFound, "id");

/** The path's id, checked: a 400 naming it when it is not a UUID. */
export function savedQuestionIdOf(value: string | undefined): string {
  const result = savedQuestionId.safeParse(value);
  if (!result.success) throw badRequest(SURFACE, result.error, "id");
  return result.data;
}

function reading(question: string, knowledge: Knowledge) {
  const read = readWatchedQuestion(question, knowledge);
  if (!read.ok) throw new AppError(`bad_request:${SURFACE}`, read.problem, "question");
  return read;
}

/** Saves a question that lists games, with the games it matches now as the first snapshot. */
export async function saveQuestion({
  userId,
  question,
  name,
  digest,
}: {
  userId: string;
  question: string;
  name: string;
  digest: boolean;
}): Promise<SavedQuestionView & WatchOutcome> {
  const knowledge = await getKnowledge();
  const read = reading(question, knowledge);
  const saved = await createSavedQuestion({ userId, name, question, digest, snapshot: read.snapshot });
  if (!saved) throw new AppError(`bad_request:${SURFACE}`, t.tooMany(MAX_SAVED_QUESTIONS), "question");
  return { ...viewOf(saved), report: compareWithSnapshot(read.snapshot, read, knowledge), problem: null };
}

function watch(saved: SavedQuestion, knowledge: Knowledge): WatchOutcome {
  const read = readWatchedQuestion(saved.question, knowledge);
  // The data changed so that a name in the question is gone: said on the question, never a broader list.
  if (!read.ok) return { report: null, problem: read.problem };
  return { report: compareWithSnapshot(saved.seen_snapshot, read, knowledge), problem: null };
}

/** Every saved question of the user with its matches now and what changed since the user last marked it seen. */
export async function watchAll(userId: string): Promise<Array<SavedQuestionView & WatchOutcome>> {
  const [saved, knowledge] = await Promise.all([listSavedQuestions({ userId }), getKnowledge()]);
  return saved.map((item) => ({ ...viewOf(item), ...watch(item, knowledge) }));
}

export async function watchOne(userId: string, id: string): Promise<SavedQuestionView & WatchOutcome> {
  const [saved, knowledge] = await Promise.all([getSavedQuestion({ userId, id }), getKnowledge()]);
  if (!saved) throw notFound();
  return { ...viewOf(saved), ...watch(saved, knowledge) };
}

/** Marks a saved question seen now: its matches now become the snapshot later changes are counted from. */
export async function markSeen(userId: string, id: string): Promise<SavedQuestionView & WatchOutcome> {
  const [saved, knowledge] = await Promise.all([getSavedQuestion({ userId, id }), getKnowledge()]);
  if (!saved) throw notFound();
  const read = readWatchedQuestion(saved.question, knowledge);
  if (!read.ok) return { ...viewOf(saved), report: null, problem: read.problem };
  const marked = await markSavedQuestionSeen({ userId, id, snapshot: read.snapshot });
  if (!marked) throw notFound();
  return { ...viewOf(marked), report: compareWithSnapshot(read.snapshot, read, knowledge), problem: null };
}

/**
 * One digest run: claims the digest questions not yet covered today, compares each with its previous digest
 * snapshot, stores the new snapshot and mails each user whose questions changed one mail listing them.
 */
export async function runDigests({ now = new Date() }: { now?: Date } = {}): Promise<{ users: number; mailed: number }> {
  const day = now.toISOString().slice(0, 10);
  const knowledge = await getKnowledge();
  const outcome = { users: 0, mailed: 0 };
  for (;;) {
    const due = await claimDueDigests({ day });
    if (due.length === 0) return outcome;
    const byUser = new Map<string, typeof due>();
    for (const item of due) byUser.set(item.user_id, [...(byUser.get(item.user_id) ?? []), item]);
    for (const items of byUser.values()) {
      outcome.users++;
      const changed: Array<{ name: string; question: string; report: WatchReport }> = [];
      for (const item of items) {
        const read = readWatchedQuestion(item.question, knowledge, now);
        if (!read.ok) continue;
        const report = compareWithSnapshot(item.digest_snapshot, read, knowledge);
        await storeDigestSnapshot({ id: item.id, snapshot: read.snapshot });
        if (hasChanges(report)) changed.push({ name: item.name, question: item.question, report });
      }
      if (changed.length === 0) continue;
      await sendMail(
        {
          to: items[0].email,
          ...savedQuestionsDigestMail({ username: items[0].username, changed, dashboardUrl: `${mailBaseUrl()}/user-dashboard-page#saved-questions` }),
        },
        { wait: false },
      );
      outcome.mailed++;
    }
  }
}

const DIGEST_INTERVAL_MS = 15 * 60_000;
const globalForDigests = globalThis as typeof globalThis & { lumosDigestTimer?: NodeJS.Timeout };

/**
 * Runs the digest every quarter of an hour in this process (once; instrumentation-node.ts starts it): each question is
 * covered once a day, so the first run after midnight (UTC) sends the day's mail. A failed run is logged and the
 * next one tries again.
 */
export function startSavedQuestionDigests(): void {
  if (globalForDigests.lumosDigestTimer) return;
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    runDigests()
      .catch((error) => console.error(`[saved-questions] digest run failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = false;
      });
  };
  globalForDigests.lumosDigestTimer = setInterval(run, DIGEST_INTERVAL_MS);
  globalForDigests.lumosDigestTimer.unref();
}
