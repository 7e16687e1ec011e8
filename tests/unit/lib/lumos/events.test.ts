import { decodeEvents, encodeEvent, type StreamEvent } from "@/lib/lumos/events";

describe("stream events", () => {
  const thinking: StreamEvent = { type: "partial", kind: "thinking", step: { id: "parse", title: "Reading your question", status: "active" } };

  it("writes each event as one data line and reads it back", () => {
    const line = encodeEvent(thinking);
    expect(line).toBe(`data: ${JSON.stringify(thinking)}\n\n`);
    expect(decodeEvents(line)).toEqual({ events: [thinking], rest: "" });
  });

  it("keeps an unfinished line for the next chunk and ignores malformed or unknown lines", () => {
    const text = `data: {not json}\n: comment\ndata: {"type":"partial","kind":"nope"}\n${encodeEvent(thinking)}data: {"type":"partial"`;
    const { events, rest } = decodeEvents(text);
    expect(events).toEqual([thinking]);
    expect(rest).toBe('data: {"type":"partial"');
  });

  it("refuses to send an event outside the protocol", () => {
    expect(() => encodeEvent({ type: "partial", kind: "text" } as unknown as StreamEvent)).toThrow();
  });
});
