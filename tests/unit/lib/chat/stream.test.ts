import { readEventStream } from "@/lib/chat/stream";
import type { StreamEvent } from "@/lib/lumos/events";

function bodyOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe("readEventStream", () => {
  it("reads data lines split across chunks and ignores malformed ones", async () => {
    const step = { type: "partial", kind: "thinking", step: { id: "a", title: "Reading", status: "active" } };
    const text = { type: "partial", kind: "text", text: "Hello" };
    const chunks = [
      `data: ${JSON.stringify(step)}\n\ndata: {not json}\n\n: comment\n\ndata: {"type":"partial","kind":"nope"}\n\nda`,
      `ta: ${JSON.stringify(text).slice(0, 10)}`,
      `${JSON.stringify(text).slice(10)}\n\n`,
    ];
    const seen: StreamEvent[] = [];
    await readEventStream(bodyOf(chunks), (events) => seen.push(...events));
    expect(seen).toEqual([step, text]);
  });
  it("says there is no body to stream", async () => {
    await expect(readEventStream(null, () => undefined)).rejects.toThrow("No response body available for streaming");
  });
  it("reports an interrupted stream with its message", async () => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error("socket hang up"));
      },
    });
    await expect(readEventStream(body, () => undefined)).rejects.toThrow("Stream interrupted: socket hang up");
  });
});
