// Reads the chat stream (specification 000 §7 call 3, §4): the body is read chunk by chunk, `data: ` lines are
// validated with the shared schema (lib/lumos/events.ts) and malformed lines are ignored. Loaded on demand by the
// chat hook, so the zod schema stays out of the collapsed bar's bundle.
import "@/lib/client/zod-jitless";
import { decodeEvents, type StreamEvent } from "@/lib/lumos/events";
import { texts } from "@/lib/ui/texts";

export class StreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "StreamError";
  }
}

/** Calls onEvents with the events of each chunk, in order; resolves when the stream ends. */
export async function readEventStream(body: ReadableStream<Uint8Array> | null, onEvents: (events: StreamEvent[]) => void, signal?: AbortSignal): Promise<void> {
  if (!body) throw new StreamError(texts.errors.noStreamBody);
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
        throw new StreamError(texts.errors.streamInterrupted(error instanceof Error ? error.message : String(error)));
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
