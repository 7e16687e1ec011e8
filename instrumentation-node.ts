// Server start-up on Node.js (instrumentation.ts loads this only there, so the edge build never bundles it).
import { authSecretProblem } from "@/lib/auth/secret";
import { startMailRetries } from "@/lib/mail/send";

/**
 * How long the server may spend on its start-up caches before it answers: about 13 s at 100,000 games with what Lumos
 * knows read back from what a previous start, a generation or an import stored; built from the database after a code
 * change, what Lumos knows takes about a minute more, and past this the server answers while the caches are finished.
 */
const CACHES_BEFORE_SERVING_MS = 120_000;

/** Resolves once the server may answer requests (Next awaits it before it listens). */
export async function startServer(): Promise<void> {
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // A production server (`next start`, with or without scripts/start.ts) refuses to serve with a missing or short
  // NEXTAUTH_SECRET instead of failing on the first sign-in.
  if (process.env.NODE_ENV === "production") {
    const problem = authSecretProblem(process.env.NEXTAUTH_SECRET, true);
    if (problem) {
      console.error(`[lumos] Cannot start: ${problem.message}`);
      process.exit(1);
    }
  }
  // scripts/serve.mjs renders the heaviest screens once in each of its processes before it listens, signed in with
  // this session (lib/server/warm-up.ts); it takes the promise and drops it.
  if (process.env.LUMOS_PROCESS) {
    (globalThis as { lumosWarmUp?: Promise<unknown> }).lumosWarmUp = import("@/lib/server/warm-up")
      .then(({ prepareWarmUp }) => prepareWarmUp())
      .catch((error: unknown) => {
        console.warn(`[lumos] The screens are not rendered before the server listens: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      });
  }
  // scripts/serve.mjs runs two processes: the front one answers sign-in, accounts and the shell, and leaves the
  // market, its caches and the background work below to the analysis process.
  if (process.env.LUMOS_PROCESS === "front") return;
  // Mail that could not be delivered is tried again (lib/mail/retry-policy.ts).
  startMailRetries();
  // Saved questions with a daily digest are mailed their changes once a day (lib/watchlists/saved-questions.ts).
  void import("@/lib/watchlists/saved-questions").then(({ startSavedQuestionDigests }) => startSavedQuestionDigests());
  // What Lumos knows, the engine's and the similar games' indexes, the market-research rows built from it and the
  // dashboard's overview are built before the server answers (Next awaits this before it listens, and the front
  // process waits for this one before it listens on PORT): reading what Lumos knows back alone holds the thread for
  // seconds at 100,000 games, and the first questions, views and dashboards would wait behind it and behind each cache
  // (docs/decisions.md, "The server answers once its start-up caches are built").
  if (process.env.NODE_ENV === "production") await Promise.race([warmUp(), new Promise((resolve) => setTimeout(resolve, CACHES_BEFORE_SERVING_MS).unref())]);
}

async function warmUp() {
  const started = performance.now();
  try {
    const [
      { getKnowledge },
      { getMarketResearchSelection, listMarketResearchOptions },
      { DEFAULT_QUERY, MARKET_COLUMNS },
      { prepareGameIndex },
      { metricValue },
      { METRICS },
      { similarityIndexOf },
      { prepareFilterColumns, prepareReleaseCategories },
      { prepareFeatureShare },
      { DEFAULT_OVERVIEW_PERIOD, marketOverview, prepareMarketOverview },
    ] = await Promise.all([
      import("@/lib/lumos/knowledge"),
      import("@/lib/data/market-research"),
      import("@/lib/market-research/market-research-query"),
      import("@/lib/lumos/game-index"),
      import("@/lib/lumos/criteria"),
      import("@/lib/lumos/query-schema"),
      import("@/lib/analytics/game-analytics"),
      import("@/lib/market-research/select-games"),
      import("@/lib/market-research/feature-share"),
      import("@/lib/market-research/market-overview"),
    ]);
    const knowledge = await getKnowledge();
    // Lumos's sorted figures (its look-up lists are found as questions name their keys) and the similar games' index:
    // about a second each at 100,000 games.
    await prepareGameIndex(knowledge.games, METRICS, metricValue);
    await similarityIndexOf(knowledge);
    // Each game's release-date categories, which the first view filtering by release date would otherwise parse, and
    // the developer sizes and platforms every view's filters read.
    await prepareReleaseCategories(knowledge.games, knowledge.today);
    await prepareFilterColumns(knowledge.games);
    // The games' features of the type market research's share chart opens with, for the first view's chart, and the
    // platforms its filter offers, with their games counted.
    prepareFeatureShare(knowledge, DEFAULT_QUERY.featureTypeId);
    await listMarketResearchOptions({ facts: knowledge.games });
    // The dashboard's overview: the genres' shares over every game, and the games ranked by their players.
    await prepareMarketOverview(knowledge);
    marketOverview(knowledge, DEFAULT_OVERVIEW_PERIOD);
    // Every sort of every game, kept with the rows (lib/market-research/select-games.ts), one at a time with the
    // event loop free between them, so no user's sort pays for it (100–250 ms each on 61,200 real games).
    for (const sort of ["title" as const, ...MARKET_COLUMNS.map((column) => column.key)]) {
      for (const direction of ["desc", "asc"] as const) {
        await getMarketResearchSelection({
          query: { ...DEFAULT_QUERY, sort, direction },
          today: knowledge.today,
          facts: knowledge.games,
          titleOrder: knowledge.titleOrder,
        });
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    console.log(
      `[lumos] Start-up caches built in ${((performance.now() - started) / 1000).toFixed(1)} s (${knowledge.games.length.toLocaleString("en-US")} games).`,
    );
  } catch (error) {
    // The first question or view builds them again, and reports what went wrong then.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : null;
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    console.warn(`[lumos] The start-up caches could not be built: ${cause ?? message}`);
  }
}
