import { withUser } from "@/lib/api/handler";
import { checkHostedModel } from "@/lib/lumos/hosted-model";
import { getKnowledge } from "@/lib/lumos/knowledge";
import { hostedModelConfig } from "@/lib/lumos/model-config";

export const dynamic = "force-dynamic";

/** Whether Lumos can answer: the built-in engine's lexicon is loaded from the data; and whether the optional hosted model is configured and reachable. */
export const GET = withUser("lumos", async () => {
  const started = Date.now();
  const model = hostedModelConfig();
  const [knowledge, modelCheck] = await Promise.all([getKnowledge(), model ? checkHostedModel(model) : Promise.resolve(null)]);
  return Response.json({
    status: "ok",
    engine: "built-in",
    hostedModel: !model ? "off" : modelCheck?.reachable ? "reachable" : "unreachable",
    hostedModelDetail:
      model && modelCheck
        ? {
            configured: true,
            model: model.model,
            reachable: modelCheck.reachable,
            error: modelCheck.error ?? null,
            checkedInMs: modelCheck.checkedInMs,
            timeoutMs: model.timeoutMs,
          }
        : { configured: false },
    dataVersion: knowledge.version,
    games: knowledge.games.length,
    lexiconEntries: knowledge.lexicon.entries.length,
    checkedInMs: Date.now() - started,
  });
});
