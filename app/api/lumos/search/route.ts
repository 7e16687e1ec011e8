import { parseJsonBody, withUser } from "@/lib/api/handler";
import { answerQuestion } from "@/lib/lumos/chat";
import { chatBodySchema, readAskLlm } from "@/lib/lumos/requests";

export const dynamic = "force-dynamic";

/** The same answer as the streamed chat, as one JSON document; nothing is stored. */
export const POST = withUser("search", async (request) => {
  const body = await parseJsonBody(request, chatBodySchema, "search");
  const askLlm = readAskLlm(request, body, "search");
  const started = Date.now();
  const { parsed, answer, reader } = await answerQuestion(body.message, { signal: request.signal, askLlm });
  return Response.json({
    query: parsed,
    understoodBy: reader,
    routing: answer.routing,
    searchTrace: answer.trace,
    text: answer.text,
    results: answer.results,
    closeResults: answer.closeResults,
    metadata: answer.metadata,
    followUps: answer.followUps ?? [],
    processing_time_ms: Date.now() - started,
  });
});
