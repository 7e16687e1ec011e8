import { parseJsonBody, withUser } from "@/lib/api/handler";
import { answerQuestion } from "@/lib/lumos/chat";
import { chatBodySchema } from "@/lib/lumos/requests";

export const dynamic = "force-dynamic";

/** The same answer as the streamed chat, as one JSON document; nothing is stored. */
export const POST = withUser("search", async (request) => {
  const { message } = await parseJsonBody(request, chatBodySchema, "search");
  const started = Date.now();
  const { parsed, answer } = await answerQuestion(message, { signal: request.signal });
  return Response.json({
    query: parsed,
    routing: answer.routing,
    searchTrace: answer.trace,
    text: answer.text,
    results: answer.results,
    closeResults: answer.closeResults,
    metadata: answer.metadata,
    processing_time_ms: Date.now() - started,
  });
});
