import { withUser } from "@/lib/api/handler";
import { getKnowledge } from "@/lib/lumos/knowledge";
import { hostedModelConfigured } from "@/lib/lumos/model-config";

export const dynamic = "force-dynamic";

/** Whether Lumos can answer: the built-in engine's lexicon is loaded from the data. */
export const GET = withUser("lumos", async () => {
  const started = Date.now();
  const knowledge = await getKnowledge();
  return Response.json({
    status: "ok",
    engine: "built-in",
    hostedModel: hostedModelConfigured() ? "configured" : "off",
    dataVersion: knowledge.version,
    games: knowledge.games.length,
    lexiconEntries: knowledge.lexicon.entries.length,
    checkedInMs: Date.now() - started,
  });
});
