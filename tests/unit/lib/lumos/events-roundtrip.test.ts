// Property: any valid stream event, encoded as `data: <json>` lines and delivered in chunks cut anywhere (even
// inside a multi-byte character), is read back by the browser's reader as the same events, in order.
import fc from "fast-check";
import { readEventStream } from "@/lib/chat/stream";
import { QUERY_TYPES } from "@/lib/lumos/query-schema";
import { PLAYER_COUNT_STATUSES, SEARCH_TRACE_STEPS, StreamEventSchema, decodeEvents, encodeEvent, type StreamEvent } from "@/lib/lumos/events";

// Text that stresses the framing: newlines, `data: ` inside a value, emoji, line separators, quotes.
const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom("\n", "\n\ndata: {}\n", "\r\n", "😀👩‍👩‍👧", "\u2028\u2029", '"\\', "") },
);
const nonEmpty = text.filter((value) => value.length > 0);
// JSON has no NaN, Infinity or -0; the schema refuses the first two, and -0 reads back as 0.
const number = fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => (Object.is(value, -0) ? 0 : value));
const int = fc.integer();
const nullable = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
const uuid = fc.uuid();
const matchType = fc.constantFrom("perfect" as const, "close" as const);

const gameRow = fc.record({
  game_id: int,
  gameName: text,
  developers: fc.array(fc.record({ name: text }), { maxLength: 3 }),
  coverUrl: text,
  box_art_url: text,
  releasedDate: nullable(text),
  descriptiveGenres: fc.array(text, { maxLength: 3 }),
  player_count: number,
  playerCountStatus: fc.constantFrom(...PLAYER_COUNT_STATUSES),
  revenue: nullable(number),
  platform: text,
  arpu: nullable(number),
  publisher: text,
  match_reasoning: text,
});
const themeRow = fc.record({
  theme_id: int,
  themeName: text,
  player_count: number,
  arpu: nullable(number),
  platform: text,
  publisher: text,
  growth: nullable(number),
  popularity: number,
  match_reasoning: text,
});
const featureRow = fc.record({
  feature_id: int,
  featureName: text,
  player_count: number,
  total_players: number,
  arpu: nullable(number),
  sentiment: nullable(number),
  growth: nullable(number),
  platform: text,
  publisher: text,
  match_reasoning: text,
});
const card = fc.record({ header: text, publisher: text, platform: text, players: number, arpu: nullable(number) });
const routing = fc.record({ selectedAgent: nonEmpty, reasoning: text, queryType: fc.constantFrom(...QUERY_TYPES) });
const resultsOf = <T>(type: "games" | "themes" | "features", row: fc.Arbitrary<T>) =>
  fc.record({
    type: fc.constant(type),
    data: fc.array(row, { maxLength: 3 }),
    matchType,
    matchCount: fc.nat(),
    header: text,
    subtitle: text,
    criteriaText: text,
  });
const results = fc.oneof(resultsOf("games", gameRow), resultsOf("themes", themeRow), resultsOf("features", featureRow));
const partial = <K extends string, T>(kind: K, fields: fc.Arbitrary<T>) => fields.map((value) => ({ type: "partial" as const, kind, ...value }));

const event: fc.Arbitrary<StreamEvent> = fc.oneof(
  partial("conversation", fc.record({ conversation_id: uuid })),
  partial("thinking", fc.record({ step: fc.record({ id: nonEmpty, title: nonEmpty, status: fc.constantFrom("active" as const, "completed" as const) }) })),
  partial("routing", fc.record({ routing })),
  partial("search_trace", fc.record({ trace: fc.record({ step: fc.constantFrom(...SEARCH_TRACE_STEPS), detail: text }) })),
  partial("text", fc.record({ text })),
  partial("metadata", fc.record({ card })),
  partial("games", fc.record({ matchType, rows: fc.array(gameRow, { maxLength: 3 }) })),
  partial("themes", fc.record({ matchType, rows: fc.array(themeRow, { maxLength: 3 }) })),
  partial("features", fc.record({ matchType, rows: fc.array(featureRow, { maxLength: 3 }) })),
  fc.record({
    type: fc.constantFrom("complete" as const, "done" as const),
    conversation_id: nullable(uuid),
    message_id: nullable(uuid),
    text,
    results: nullable(results),
    closeResults: nullable(results),
    metadata: nullable(card),
    routing,
    searchTrace: nullable(fc.record({ parsed: text, filters: text, pipeline: text, ranking: text, found: text })),
    processing_time_ms: fc.nat(),
  }),
  fc.record({
    type: fc.constant("error" as const),
    message: text,
    code: fc.constantFrom("stopped" as const, "failed" as const),
    conversation_id: nullable(uuid),
  }),
) as fc.Arbitrary<StreamEvent>;

/** The bytes cut at the given offsets (sorted, deduplicated, inside the buffer). */
function chunksOf(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const point of [...points, bytes.length]) {
    chunks.push(bytes.slice(start, point));
    start = point;
  }
  return chunks;
}

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe("stream encoding round trip", () => {
  it("generates only events the protocol accepts", () => {
    fc.assert(
      fc.property(event, (value) => StreamEventSchema.safeParse(value).success),
      { numRuns: 300 },
    );
  });

  it("decodes any events, cut into random chunks, back to the same events", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(event, { minLength: 1, maxLength: 6 }), fc.array(fc.nat(), { maxLength: 12 }), async (events, cuts) => {
        const bytes = new TextEncoder().encode(events.map(encodeEvent).join(""));
        const read: StreamEvent[] = [];
        await readEventStream(streamOf(chunksOf(bytes, cuts)), (batch) => read.push(...batch));
        expect(read).toEqual(events);
      }),
      { numRuns: 300 },
    );
  });

  it("decodes the same events from a text buffer grown piece by piece", () => {
    fc.assert(
      fc.property(fc.array(event, { minLength: 1, maxLength: 6 }), fc.array(fc.nat(), { maxLength: 12 }), (events, cuts) => {
        const whole = events.map(encodeEvent).join("");
        const points = [...new Set(cuts.map((cut) => cut % (whole.length + 1)))].sort((a, b) => a - b);
        const read: StreamEvent[] = [];
        let buffer = "";
        let start = 0;
        for (const point of [...points, whole.length]) {
          buffer += whole.slice(start, point);
          start = point;
          const { events: decoded, rest } = decodeEvents(buffer);
          read.push(...decoded);
          buffer = rest;
        }
        read.push(...decodeEvents(`${buffer}\n`).events);
        expect(read).toEqual(events);
      }),
      { numRuns: 300 },
    );
  });
});
