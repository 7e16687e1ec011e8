import type { Metadata } from "next";
import { requirePageUser } from "@/lib/auth/guard";
import { getKnowledge } from "@/lib/lumos/knowledge";
import { parseQuestion } from "@/lib/lumos/parse";
import { routeQuery } from "@/lib/lumos/route";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "How Lumos thinks" };

const STAGES = [
  [
    "Know the market",
    "Lumos builds a lexicon from the data: every game title (with its numerals, Roman numerals and acronyms), publisher, developer, platform and the names people type for them (PS5, Switch 2, PC), stores, every feature with its type and synonyms (FPS is Shooter), developer sizes and game types. It is rebuilt when the data changes.",
  ],
  [
    "Read the question",
    "Names first, longest match, then the closest spelling within an edit budget that grows with the length of the name — so “eldn ring” finds Elden Ring but “Battlefield 2042” stays a title and “PlayStation 5” a platform. Then numbers (10k, $2, 1.5B), the comparison before them (over, at most, between … and …), the figure each one is about (peak players, ARPU, revenue, copies sold…), release windows, sorting, limits, negation (not on Switch) and either/or (EA or Activision).",
  ],
  [
    "Choose the task",
    "A game search, a game profile, a comparison, similar games, a ranking of themes or features, upcoming releases, help — or a polite no when the question is outside the games market.",
  ],
  [
    "Answer from the data",
    "Through the same data functions the screens use, so every number matches a page you can open. Perfect matches meet every filter; when there are too few, close matches miss exactly one filter and say which and by how much (“ARPU $1.80, $0.20 short”). The ranking is said out loud.",
  ],
  [
    "Show the work",
    "The answer streams as thinking steps, the five search-trace steps (Parsed, Filters, Pipeline, Ranking, Found), text and result tables, and is kept in your conversation so it can be reopened.",
  ],
] as const;

type SearchParams = Record<string, string | string[] | undefined>;

/** /brain: how Lumos understands a question, with a live look at how it reads one. */
export default async function BrainPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageUser();
  const raw = (await searchParams).q;
  const question = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 4000).trim() ?? "";
  let reading: { parsed: unknown; routing: ReturnType<typeof routeQuery> } | null = null;
  if (question) {
    const knowledge = await getKnowledge();
    const parsed = parseQuestion(question, knowledge.lexicon, { today: knowledge.today });
    reading = { parsed, routing: routeQuery(parsed) };
  }
  return (
    <main className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">How Lumos thinks</h1>
        <p className="text-slate-600 dark:text-slate-400">
          Lumos answers from the data in this app, with no hosted model needed. Here is what happens to a question.
        </p>
      </header>
      <ol className="space-y-3">
        {STAGES.map(([title, text], index) => (
          <li key={title} className="rounded-xl bg-white p-4 shadow-sm dark:bg-surface-dark-muted">
            <h2 className="font-semibold">
              {index + 1}. {title}
            </h2>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{text}</p>
          </li>
        ))}
      </ol>
      <section aria-labelledby="try-title" className="rounded-xl bg-white p-5 shadow-sm dark:bg-surface-dark-muted">
        <h2 id="try-title" className="text-lg font-semibold">
          See how a question is read
        </h2>
        <form action="/brain" className="mt-3 flex gap-2">
          <label htmlFor="brain-question" className="sr-only">
            Question
          </label>
          <input
            id="brain-question"
            name="q"
            defaultValue={question}
            maxLength={4000}
            placeholder="racing games with over 5M players"
            className="flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:bg-slate-900"
            data-testid="brain-input"
          />
          <button
            type="submit"
            className="rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-500"
          >
            Read it
          </button>
        </form>
        {reading && (
          <div className="mt-4 space-y-2 text-sm" data-testid="brain-reading">
            <p>
              <span className="font-medium">Task:</span> <span data-testid="brain-query-type">{reading.routing.queryType}</span> (
              {reading.routing.selectedAgent}) — {reading.routing.reasoning}
            </p>
            <pre
              tabIndex={0}
              aria-label="Structured query"
              className="max-h-[32rem] overflow-auto rounded-lg bg-slate-50 p-3 font-mono text-xs dark:bg-slate-900"
              data-testid="brain-parsed"
            >
              {JSON.stringify(reading.parsed, null, 2)}
            </pre>
          </div>
        )}
      </section>
    </main>
  );
}
