import "server-only";
// Stage 5 of Lumos: one question answered as a stream of events and remembered. The first event leaves before
// any database work; the user's message is stored before the engine runs, so it is never lost; an abort stops the
// engine between stages and stores 'Generation stopped by user.'; an error ends the stream with an error event.
import { similarGames } from "@/lib/analytics/similar-games";
import { similarityIndexOf } from "@/lib/analytics/game-analytics";
import { appendMessage, createConversation } from "@/lib/data/conversations";
import { getMarketDate } from "@/lib/data/market-date";
import { formatDay } from "@/lib/ui/format";
import { texts } from "@/lib/ui/texts";
import { encodeEvent, type CompleteEvent, type ResultsMessage, type StreamEvent, type ThinkingStep } from "./events";
import { executeQuery, type Answer } from "./execute";
import { proposeQuery, readerSentence, type QueryReader } from "./hosted-model";
import { getKnowledge, type Knowledge } from "./knowledge";
import { hostedModelConfig } from "./model-config";
import { parseQuestion } from "./parse";
import type { ParsedQuery } from "./query-schema";
import { suggestedPrompts } from "./suggestions";

/** Longest question accepted, in characters (docs/lumos.md). */
export const MAX_MESSAGE_LENGTH = 4000;
/** Result rows per partial event: enough to fill a table quickly, small enough to stream. */
const ROWS_PER_EVENT = 5;

export class GenerationStopped extends Error {
  constructor() {
    super(texts.errors.generationStopped);
  }
}

export interface AnsweredQuestion {
  parsed: ParsedQuery;
  answer: Answer;
  knowledge: Knowledge;
  /** Who understood the question: the hosted model (checked against the lexicon) or the built-in parser. */
  reader: QueryReader;
}

export interface AnswerOptions {
  signal?: AbortSignal;
  /** false: the built-in parser only, even when a hosted model is configured (the askllm flag). */
  askLlm?: boolean;
  /** Called before the hosted model is asked, so a stream can say it is waiting for it. */
  onAskingModel?: (model: string) => void;
}

/** Parse (and, when configured and asked, let the hosted model propose) and execute one question; no persistence. */
export async function answerQuestion(message: string, { signal, askLlm = true, onAskingModel }: AnswerOptions = {}): Promise<AnsweredQuestion> {
  const knowledge = await getKnowledge();
  if (signal?.aborted) throw new GenerationStopped();
  let parsed = parseQuestion(message, knowledge.lexicon, { today: knowledge.today });
  let reader: QueryReader = { by: "parser", fallback: "not_configured" };
  const model = hostedModelConfig();
  if (model && !askLlm) reader = { by: "parser", fallback: "turned_off" };
  else if (model) {
    onAskingModel?.(model.model);
    const proposal = await proposeQuery({ question: message, draft: parsed, lexicon: knowledge.lexicon, today: knowledge.today, config: model, signal });
    if (proposal.ok) {
      parsed = proposal.query;
      reader = { by: "hosted_model", model: model.model };
    } else {
      reader = { by: "parser", fallback: proposal.fallback, detail: proposal.detail };
      if (proposal.fallback !== "timeout" && !signal?.aborted) console.warn(`[lumos] hosted model not used (${proposal.fallback}): ${proposal.detail}`);
    }
  }
  if (signal?.aborted) throw new GenerationStopped();
  const answer = await executeQuery(parsed, knowledge, {
    similarGames: async (gameId, limit) => similarGames(await similarityIndexOf(knowledge), gameId, limit),
    suggestions: () => suggestedPrompts(knowledge).map((prompt) => prompt.question),
  });
  if (signal?.aborted) throw new GenerationStopped();
  answer.routing = { ...answer.routing, reasoning: `${answer.routing.reasoning} ${readerSentence(reader)}` };
  // On data that ends before yesterday (an import as of an earlier day), the answer says which day it is as of.
  const marketDate = await getMarketDate();
  if (marketDate.stale && marketDate.latestDay) answer.text = `${answer.text}\n\n${texts.marketDate.answer(formatDay(marketDate.latestDay))}`;
  return { parsed, answer, knowledge, reader };
}

export const SSE_HEADERS: Record<string, string> = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform keeps compression middleware (Next's included) from buffering the stream.
  "Cache-Control": "no-cache, no-transform",
  Connection: "keep-alive",
  "X-Accel-Buffering": "no",
};

/** The results and cards stored with an assistant message, so a reloaded conversation rebuilds its tables. */
export function answerMetadata(
  answer: Answer,
  parsed: ParsedQuery | null,
  reader?: QueryReader,
  thinking: readonly ThinkingStep[] = [],
): Record<string, unknown> {
  return {
    understoodBy: reader,
    // The thinking steps the stream sent before routing and the search trace, so a reload shows every step.
    thinking: thinking.map(({ id, title }) => ({ id, title })),
    routing: answer.routing,
    searchTrace: answer.trace,
    results: answer.results,
    closeResults: answer.closeResults,
    metadata: answer.metadata,
    followUps: answer.followUps ?? [],
    query: parsed,
  };
}

/**
 * Streams the answer to a question. conversationId, when given, was already checked to be the user's.
 * signal is the request's: the client going away stops the engine.
 */
export function streamChat({
  message,
  userId,
  conversationId,
  signal,
  askLlm = true,
}: {
  message: string;
  userId: string;
  conversationId: string | null;
  signal?: AbortSignal;
  askLlm?: boolean;
}): Response {
  const encoder = new TextEncoder();
  const stopped = new AbortController();
  if (signal) {
    if (signal.aborted) stopped.abort();
    else signal.addEventListener("abort", () => stopped.abort(), { once: true });
  }
  let closed = false;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: StreamEvent) => {
        if (closed) return;
        try {
          controller.enqueue(encoder.encode(encodeEvent(event)));
        } catch {
          closed = true;
        }
      };
      const started = Date.now();
      send({ type: "partial", kind: "thinking", step: { id: "understand", title: "Reading your question", status: "active" } });
      let conversation = conversationId;
      let stage = "store";
      try {
        // The first question names the conversation, so the recents read as what was asked (docs/decisions.md).
        if (!conversation) conversation = (await createConversation({ userId, title: message.slice(0, 200) })).conversation_id;
        await appendMessage({ conversationId: conversation, role: "user", content: message });
        send({ type: "partial", kind: "conversation", conversation_id: conversation });
        stage = "answer";
        if (stopped.signal.aborted) throw new GenerationStopped();
        let askedModel: string | null = null;
        const { parsed, answer, reader } = await answerQuestion(message, {
          signal: stopped.signal,
          askLlm,
          onAskingModel: (model) => {
            askedModel = model;
            send({ type: "partial", kind: "thinking", step: { id: "hosted_model", title: `Asking the hosted model (${model})`, status: "active" } });
          },
        });
        const thinking: ThinkingStep[] = [
          ...(askedModel ? [{ id: "hosted_model", title: `Asking the hosted model (${askedModel})`, status: "completed" as const }] : []),
          { id: "understand", title: "Reading your question", status: "completed" },
          { id: "reader", title: readerSentence(reader), status: "completed" },
        ];
        sendAnswer(send, answer, thinking, stopped.signal);
        if (stopped.signal.aborted) throw new GenerationStopped();
        const processingTimeMs = Date.now() - started;
        const stored = await appendMessage({
          conversationId: conversation,
          role: "assistant",
          content: answer.text,
          metadata: answerMetadata(answer, parsed, reader, thinking),
          processingTimeMs,
        });
        send(completeEvent(answer, { conversation, messageId: stored.id, processingTimeMs }));
      } catch (error) {
        const wasStopped = error instanceof GenerationStopped || stopped.signal.aborted;
        if (!wasStopped) console.error("[lumos]", error);
        const text = wasStopped ? texts.errors.generationStopped : texts.errors.searchError;
        if (conversation && stage === "answer") {
          await appendMessage({
            conversationId: conversation,
            role: "assistant",
            content: text,
            metadata: { error: wasStopped ? "stopped" : "failed" },
            processingTimeMs: Date.now() - started,
          }).catch((storeError: unknown) => console.error("[lumos]", storeError));
        }
        send({ type: "error", message: text, code: wasStopped ? "stopped" : "failed", conversation_id: conversation });
      } finally {
        if (!closed) {
          closed = true;
          try {
            controller.close();
          } catch {
            // the client is gone
          }
        }
      }
    },
    cancel() {
      closed = true;
      stopped.abort();
    },
  });
  return new Response(stream, { headers: SSE_HEADERS });
}

type Send = (event: StreamEvent) => void;

/** An answer's thinking steps, routing, search trace, card, result rows (a few an event) and text, as a client shows them. */
function sendAnswer(send: Send, answer: Answer, thinking: readonly ThinkingStep[], signal: AbortSignal) {
  for (const step of thinking) send({ type: "partial", kind: "thinking", step });
  send({ type: "partial", kind: "routing", routing: answer.routing });
  send({ type: "partial", kind: "thinking", step: { id: "agent", title: `Agent: ${answer.routing.selectedAgent}`, status: "completed" } });
  send({ type: "partial", kind: "thinking", step: { id: "type", title: `Type: ${answer.routing.queryType}`, status: "completed" } });
  if (answer.trace) {
    send({ type: "partial", kind: "search_trace", trace: { step: "Parsed", detail: answer.trace.parsed } });
    send({ type: "partial", kind: "search_trace", trace: { step: "Filters", detail: answer.trace.filters } });
    send({ type: "partial", kind: "search_trace", trace: { step: "Pipeline", detail: answer.trace.pipeline } });
    send({ type: "partial", kind: "search_trace", trace: { step: "Ranking", detail: answer.trace.ranking } });
    send({ type: "partial", kind: "search_trace", trace: { step: "Found", detail: answer.trace.found } });
  }
  if (answer.metadata) send({ type: "partial", kind: "metadata", card: answer.metadata });
  for (const results of [answer.results, answer.closeResults]) {
    if (results) sendRows(send, results, signal);
  }
  send({ type: "partial", kind: "text", text: answer.text });
}

/** A table's rows, ROWS_PER_EVENT an event; an abort between events stops the answer. */
function sendRows(send: Send, results: ResultsMessage, signal: AbortSignal) {
  for (let i = 0; i < results.data.length; i += ROWS_PER_EVENT) {
    if (signal.aborted) throw new GenerationStopped();
    if (results.type === "games") send({ type: "partial", kind: "games", matchType: results.matchType, rows: results.data.slice(i, i + ROWS_PER_EVENT) });
    else if (results.type === "themes")
      send({ type: "partial", kind: "themes", matchType: results.matchType, rows: results.data.slice(i, i + ROWS_PER_EVENT) });
    else if (results.type === "features")
      send({ type: "partial", kind: "features", matchType: results.matchType, rows: results.data.slice(i, i + ROWS_PER_EVENT) });
    else if (results.type === "companies")
      send({ type: "partial", kind: "companies", matchType: results.matchType, rows: results.data.slice(i, i + ROWS_PER_EVENT) });
    else send({ type: "partial", kind: "stats", stats: results.stats, rows: results.data.slice(i, i + ROWS_PER_EVENT) });
  }
}

function completeEvent(
  answer: Answer,
  { conversation, messageId, processingTimeMs }: { conversation: string; messageId: CompleteEvent["message_id"]; processingTimeMs: number },
): CompleteEvent {
  return {
    type: "complete",
    conversation_id: conversation,
    message_id: messageId,
    text: answer.text,
    results: answer.results,
    closeResults: answer.closeResults,
    metadata: answer.metadata,
    followUps: answer.followUps ?? [],
    routing: answer.routing,
    searchTrace: answer.trace,
    processing_time_ms: processingTimeMs,
  };
}
