// Reads the chat stream (specification 000 §7 call 3, §4): the body is read chunk by chunk, `data: ` lines are
// validated with the shared schema (lib/lumos/events.ts) and malformed lines are ignored. Loaded on demand by the
// chat hook, so the zod schema stays out of the collapsed bar's bundle.
import "@/lib/client/zod-jitless";
import { decodeEvents, type StreamEvent } from "@/lib/lumos/events";
import { errorTexts } from "@/lib/ui/texts/errors";
import { ApiError, apiFetchResponse } from "@/lib/client/fetcher";
import type { ChatAction } from "./reducer";

/** Specification 000 §9: message updates debounced 50 ms. */
export const MESSAGE_UPDATE_DEBOUNCE_MS = 50;

export class StreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StreamError";
  }
}

/** Calls onEvents with the events of each chunk, in order; resolves when the stream ends. */
export async function readEventStream(body: ReadableStream<Uint8Array> | null, onEvents: (events: StreamEvent[]) => void, signal?: AbortSignal): Promise<void> {
  if (!body) throw new StreamError(errorTexts.noStreamBody);
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      if (signal?.aborted) break;
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (signal?.aborted || (error instanceof DOMException && error.name === "AbortError")) return;
        throw new StreamError(errorTexts.streamInterrupted(error instanceof Error ? error.message : String(error)));
      }
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      const { events, rest } = decodeEvents(buffer);
      buffer = rest;
      if (events.length) onEvents(events);
    }
    if (!signal?.aborted) {
      const { events } = decodeEvents(`${buffer}${decoder.decode()}\n`);
      if (events.length) onEvents(events);
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * Posts a question and hands the answer's events to the reducer, a batch every MESSAGE_UPDATE_DEBOUNCE_MS and at
 * once when the answer ends; a stream that ends without an answer (or fails) is a failed turn, a stopped one is not.
 */
export async function streamAnswer({
  text,
  userId,
  conversationId,
  controller,
  controllerRef,
  dispatch,
}: {
  text: string;
  userId: string | null;
  conversationId: string | null;
  controller: AbortController;
  controllerRef: { current: AbortController | null };
  dispatch: (action: ChatAction) => void;
}) {
  let pending: StreamEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let finished = false;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!pending.length || controller.signal.aborted) return;
    const events = pending;
    pending = [];
    if (events.some((e) => e.type !== "partial")) finished = true;
    dispatch({ type: "events", events, timestamp: Date.now() });
  };
  try {
    const response = await apiFetchResponse("/api/assistant/chat/stream", {
      method: "POST",
      json: { message: text, user_id: userId ?? "anonymous", conversation_id: conversationId },
      headers: { accept: "text/event-stream" },
      signal: controller.signal,
    });
    await readEventStream(
      response.body,
      (events) => {
        pending.push(...events);
        if (events.some((e) => e.type !== "partial")) flush();
        else timer ??= setTimeout(flush, MESSAGE_UPDATE_DEBOUNCE_MS);
      },
      controller.signal,
    );
    flush();
    if (!finished && !controller.signal.aborted) dispatch({ type: "fail", timestamp: Date.now() });
  } catch (error) {
    if (controller.signal.aborted) return; // stopped: the stop already said so
    flush();
    if (!finished) dispatch({ type: "fail", timestamp: Date.now() });
    if (!(error instanceof ApiError)) console.warn("[lumos chat]", error);
  } finally {
    if (controllerRef.current === controller) controllerRef.current = null;
  }
}
