import { chatReducer, initialChatState, messagesFromServer, type ChatAction, type ChatMessage, type ChatState } from "@/lib/chat/reducer";
import type { CompleteEvent, GameRow, ResultsMessage, StatsGroup, StatsSummary, StreamEvent } from "@/lib/lumos/events";

const game = (id: number, extra: Partial<GameRow> = {}): GameRow => ({
  game_id: id,
  gameName: `Game ${id}`,
  developers: [{ name: "Dev" }],
  coverUrl: "",
  box_art_url: "",
  releasedDate: "2024-01-01",
  descriptiveGenres: [],
  player_count: 1000 * id,
  playerCountStatus: "-",
  revenue: null,
  platform: "PC",
  arpu: null,
  publisher: "Pub",
  match_reasoning: "",
  ...extra,
});

const routing = { selectedAgent: "search_agent", reasoning: "Games with filters.", queryType: "game_search" as const };
const complete = (extra: Partial<CompleteEvent> = {}): CompleteEvent => ({
  type: "complete",
  conversation_id: "5f0c5d3e-8a7b-4c1d-9e2f-1a2b3c4d5e6f",
  message_id: "6f0c5d3e-8a7b-4c1d-9e2f-1a2b3c4d5e6f",
  text: "Found them.",
  results: null,
  closeResults: null,
  metadata: null,
  routing,
  searchTrace: null,
  processing_time_ms: 12,
  ...extra,
});

const run = (actions: ChatAction[], state: ChatState = initialChatState) => actions.reduce(chatReducer, state);
const send = (text: string, turn = "t1"): ChatAction => ({ type: "send", text, turn, timestamp: 1 });
const events = (...list: StreamEvent[]): ChatAction => ({ type: "events", events: list, timestamp: 2 });
const of = <T extends ChatMessage["type"]>(state: ChatState, type: T) => state.messages.filter((m): m is Extract<ChatMessage, { type: T }> => m.type === type);

describe("sending", () => {
  it("adds the user's trimmed message and a thinking message, typing and processing", () => {
    const state = run([send("  racing games  ")]);
    expect(state.messages.map((m) => m.type)).toEqual(["user", "thinking"]);
    expect(of(state, "user")[0].text).toBe("racing games");
    expect(state).toMatchObject({ isTyping: true, isProcessing: true });
  });
  it("ignores blank text and a send while an answer is in progress", () => {
    expect(run([send("   ")])).toBe(initialChatState);
    const busy = run([send("one")]);
    expect(chatReducer(busy, send("two", "t2"))).toBe(busy);
  });
  it("clears typing at the first event and keeps processing until complete", () => {
    const state = run([send("q"), events({ type: "partial", kind: "thinking", step: { id: "a", title: "Reading", status: "active" } })]);
    expect(state).toMatchObject({ isTyping: false, isProcessing: true });
    const done = chatReducer(state, events(complete()));
    expect(done).toMatchObject({ isTyping: false, isProcessing: false, turn: null, finishedAnswers: 1, conversationId: complete().conversation_id });
  });
});

describe("thinking steps", () => {
  it("de-duplicates by title case-insensitively, updating the status", () => {
    const state = run([
      send("q"),
      events(
        { type: "partial", kind: "thinking", step: { id: "a", title: "Reading your question", status: "active" } },
        { type: "partial", kind: "thinking", step: { id: "b", title: "READING YOUR QUESTION", status: "completed" } },
      ),
    ]);
    const steps = of(state, "thinking")[0].content.steps;
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ title: "Reading your question", status: "completed" });
  });
  it("adds routing steps 'Agent: …' and 'Type: …' once, even when also sent as thinking steps", () => {
    const state = run([
      send("q"),
      events(
        { type: "partial", kind: "routing", routing },
        { type: "partial", kind: "thinking", step: { id: "agent", title: "Agent: search_agent", status: "completed" } },
        { type: "partial", kind: "thinking", step: { id: "type", title: "Type: game_search", status: "completed" } },
      ),
    ]);
    expect(of(state, "thinking")[0].content.steps.map((s) => s.title)).toEqual(["Agent: search_agent", "Type: game_search"]);
  });
  it("adds the five search-trace steps in order with their details", () => {
    const trace = (step: "Parsed" | "Filters" | "Pipeline" | "Ranking" | "Found", detail: string): StreamEvent => ({
      type: "partial",
      kind: "search_trace",
      trace: { step, detail },
    });
    const state = run([
      send("q"),
      events(trace("Parsed", "p"), trace("Filters", "f"), trace("Pipeline", "pi"), trace("Ranking", "r"), trace("Found", "12 games")),
    ]);
    const steps = of(state, "thinking")[0].content.steps;
    expect(steps.map((s) => s.title)).toEqual(["Parsed", "Filters", "Pipeline", "Ranking", "Found"]);
    expect(steps[4].detail).toBe("12 games");
  });
  it("completes every step when the answer completes", () => {
    const state = run([send("q"), events({ type: "partial", kind: "thinking", step: { id: "a", title: "Reading", status: "active" } }, complete())]);
    const thinking = of(state, "thinking")[0];
    expect(thinking.isStreamingComplete).toBe(true);
    expect(thinking.content.steps.every((s) => s.status === "completed")).toBe(true);
  });
});

describe("text and results", () => {
  it("keeps one text message that each text event replaces", () => {
    const state = run([send("q"), events({ type: "partial", kind: "text", text: "Hel" }, { type: "partial", kind: "text", text: "Hello" })]);
    expect(of(state, "text").map((m) => m.text)).toEqual(["Hello"]);
  });
  it("merges game rows into one results message by new game_id only, incomplete until the complete event", () => {
    const state = run([
      send("q"),
      events(
        { type: "partial", kind: "games", matchType: "perfect", rows: [game(1), game(2)] },
        { type: "partial", kind: "games", matchType: "perfect", rows: [game(2, { gameName: "Changed" }), game(3)] },
      ),
    ]);
    const results = of(state, "results");
    expect(results).toHaveLength(1);
    expect(results[0].content.data.map((r) => ("gameName" in r ? r.gameName : ""))).toEqual(["Game 1", "Game 2", "Game 3"]);
    expect(results[0].isStreamingComplete).toBe(false);
    expect(results[0].content.header).toBeUndefined();
    const done = chatReducer(
      state,
      events(
        complete({
          results: {
            type: "games",
            data: [game(1), game(2), game(3)],
            matchType: "perfect",
            matchCount: 3,
            header: "",
            subtitle: "Matching all 2 filters",
            criteriaText: "PC",
          },
        }),
      ),
    );
    const final = of(done, "results")[0];
    expect(final.isStreamingComplete).toBe(true);
    expect(final.content.header).toBe("Here's what I found! ✨ (3 Perfect Matches) ✨");
  });
  it("headers close matches, themes and features with their variants", () => {
    const close = run([
      send("q"),
      events(
        complete({
          results: { type: "games", data: [game(1)], matchType: "close", matchCount: 1, header: "", subtitle: "Matching 3 of 4 filters", criteriaText: "" },
        }),
      ),
    ]);
    expect(of(close, "results")[0].content.header).toBe("Here's the next best thing! (1 Close Match)");
    const themes = run([
      send("q"),
      events(complete({ results: { type: "themes", data: [], matchType: "perfect", matchCount: 2, header: "", subtitle: "", criteriaText: "" } })),
    ]);
    expect(of(themes, "results")[0].content.header).toBe("Here's what I found! ✨ (2 Themes) ✨");
  });
  it("orders a turn as thinking, text, results whatever order the events came in", () => {
    const state = run([
      send("q"),
      events(
        { type: "partial", kind: "games", matchType: "close", rows: [game(1)] },
        { type: "partial", kind: "games", matchType: "perfect", rows: [game(2)] },
        { type: "partial", kind: "text", text: "Hi" },
      ),
    ]);
    expect(state.messages.map((m) => (m.type === "results" ? `results:${m.content.matchType}` : m.type))).toEqual([
      "user",
      "thinking",
      "text",
      "results:perfect",
      "results:close",
    ]);
  });
  it("marks a search with nothing found for the no-results texts", () => {
    const state = run([send("q"), events(complete({ text: "No games match." }))]);
    expect(of(state, "results")[0]).toMatchObject({ noResults: true });
  });
});

describe("stop and failures", () => {
  it("stop ends processing and adds 'Generation stopped by user.'; later events are ignored", () => {
    const stopped = run([send("q"), events({ type: "partial", kind: "text", text: "Hal" }), { type: "stop", timestamp: 3 }]);
    expect(stopped.isProcessing).toBe(false);
    expect(of(stopped, "error")[0]).toMatchObject({ text: "Generation stopped by user.", errorKind: "stopped", question: "q" });
    expect(of(stopped, "text")[0].isStreamingComplete).toBe(true);
    expect(chatReducer(stopped, events({ type: "partial", kind: "text", text: "Halt" }))).toBe(stopped);
  });
  it("a failed call adds 'Failed to send message. Please try again.'", () => {
    const failed = run([send("q"), { type: "fail", timestamp: 3 }]);
    expect(of(failed, "error")[0].text).toBe("Failed to send message. Please try again.");
    expect(failed.isProcessing).toBe(false);
  });
  it("an engine error event adds 'Error while searching'", () => {
    const failed = run([send("q"), events({ type: "error", message: "Error while searching", code: "failed", conversation_id: null })]);
    expect(of(failed, "error")[0]).toMatchObject({ text: "Error while searching", errorKind: "search" });
  });
});

describe("conversations", () => {
  it("edit drops the edited question and everything after it", () => {
    const state = run([send("one", "t1"), events(complete()), send("two", "t2"), events(complete())]);
    const second = of(state, "user")[1];
    const edited = chatReducer(state, { type: "edit", messageId: second.id });
    expect(of(edited, "user").map((m) => m.text)).toEqual(["one"]);
  });
  it("new clears the messages and the conversation id", () => {
    const state = run([send("one"), events(complete()), { type: "new" }]);
    expect(state.messages).toEqual([]);
    expect(state.conversationId).toBeNull();
  });
  it("shows the questions an answer offers as buttons after its text, in place of the no-results texts, the same after a reload", () => {
    const followUps = [{ label: "Meridian Crown Entertainment (publisher)", question: "Meridian Crown Entertainment games on PS5" }];
    const text = 'I could not place "Meridian" in the data; it may be Meridian Crown Entertainment.';
    const state = run([send("Meridian games on PS5"), events(complete({ text, followUps }))]);
    expect(state.messages.map((m) => m.type)).toEqual(["user", "thinking", "text", "followups"]);
    expect(of(state, "followups")[0].items).toEqual(followUps);
    const stored = messagesFromServer([
      { id: "u1", message_role: "user", content: "Meridian games on PS5", created_at: "2026-01-01T00:00:00Z" },
      {
        id: "a1",
        message_role: "assistant",
        content: text,
        created_at: "2026-01-01T00:00:01Z",
        message_metadata: { routing, searchTrace: null, results: null, closeResults: null, metadata: null, followUps },
      },
    ]);
    expect(stored.map((m) => m.type)).toEqual(["user", "thinking", "text", "followups"]);
    expect(stored.find((m) => m.type === "followups")).toEqual(expect.objectContaining({ items: followUps }));
  });

  it("a reloaded answer shows exactly the thinking steps the stream showed, in the same order", () => {
    const searchTrace = {
      parsed: "intent game_search",
      filters: "on PlayStation 5",
      pipeline: "3000 games in scope → 41 perfect",
      ranking: "by players",
      found: "41 perfect matches",
    };
    const step = (id: string, title: string, status: "active" | "completed" = "completed") => ({
      type: "partial" as const,
      kind: "thinking" as const,
      step: { id, title, status },
    });
    const live = run([
      send("games on PS5"),
      events(
        step("understand", "Reading your question", "active"),
        step("understand", "Reading your question"),
        step("reader", "Read by the built-in parser."),
        { type: "partial", kind: "routing", routing },
        step("agent", `Agent: ${routing.selectedAgent}`),
        step("type", `Type: ${routing.queryType}`),
        ...(["Parsed", "Filters", "Pipeline", "Ranking", "Found"] as const).map((name) => ({
          type: "partial" as const,
          kind: "search_trace" as const,
          trace: { step: name, detail: searchTrace[name.toLowerCase() as keyof typeof searchTrace] },
        })),
        complete({ searchTrace }),
      ),
    ]);
    const stored = messagesFromServer([
      { id: "u1", message_role: "user", content: "games on PS5", created_at: "2026-01-01T00:00:00Z" },
      {
        id: "a1",
        message_role: "assistant",
        content: "Found them.",
        created_at: "2026-01-01T00:00:01Z",
        message_metadata: {
          routing,
          searchTrace,
          results: null,
          closeResults: null,
          metadata: null,
          thinking: [
            { id: "understand", title: "Reading your question" },
            { id: "reader", title: "Read by the built-in parser." },
          ],
        },
      },
    ]);
    const titles = (messages: ChatMessage[]) => messages.flatMap((m) => (m.type === "thinking" ? m.content.steps.map((s) => s.title) : []));
    expect(titles(live.messages)).toHaveLength(9);
    expect(titles(stored)).toEqual(titles(live.messages));
  });

  it("rebuilds stored messages with their tables from message_metadata (object or JSON string)", () => {
    const results = { type: "games", data: [game(1)], matchType: "close", matchCount: 1, header: "", subtitle: "Matching 1 of 2 filters", criteriaText: "" };
    const messages = messagesFromServer([
      { id: "u1", message_role: "user", content: "racing", created_at: "2026-01-01T00:00:00Z" },
      {
        id: "a1",
        message_role: "assistant",
        content: "Here.",
        created_at: "2026-01-01T00:00:01Z",
        message_metadata: JSON.stringify({ routing, searchTrace: null, results, closeResults: null, metadata: null }),
      },
      { id: "u2", message_role: "user", content: "stop me", created_at: "2026-01-01T00:00:02Z" },
      {
        id: "a2",
        message_role: "assistant",
        content: "Generation stopped by user.",
        created_at: "2026-01-01T00:00:03Z",
        message_metadata: { error: "stopped" },
      },
    ]);
    expect(messages.map((m) => m.type)).toEqual(["user", "thinking", "text", "results", "user", "error"]);
    const table = messages[3];
    expect(table.type === "results" && table.content.header).toBe("Here's the next best thing! (1 Close Match)");
  });
});

describe("market figures", () => {
  const statsRouting = {
    selectedAgent: "Market Analysis Agent",
    reasoning: "A figure over the games meeting the filters.",
    queryType: "market_stats" as const,
  };
  const summary = (extra: Partial<StatsSummary> = {}): StatsSummary => ({
    aggregate: "median",
    metric: "revenue",
    label: "Median revenue",
    value: 1_234_567,
    formatted: "$1.2M",
    unit: "usd",
    games: 70,
    missing: 3,
    groupBy: "year",
    chart: "line",
    filters: "Roguelike (genre)",
    marketResearchHref: "/market-research-page",
    notCarried: ["Roguelike (genre)"],
    listQuestion: "roguelike games",
    ...extra,
  });
  const year = (y: number, value: number | null = y * 1000): StatsGroup => ({
    key: String(y),
    label: String(y),
    games: 10,
    value,
    formatted: value === null ? "-" : `$${value / 1000}K`,
  });
  const years = [2019, 2020, 2021, 2022, 2023, 2024, 2025].map((y) => year(y));
  const statsResults: ResultsMessage = {
    type: "stats",
    data: years,
    stats: summary(),
    matchType: "perfect",
    matchCount: 7,
    header: "",
    subtitle: "",
    criteriaText: "Roguelike (genre)",
  };
  const partial = (rows: StatsGroup[], stats = summary()): StreamEvent => ({ type: "partial", kind: "stats", stats, rows });
  const marketAnswer = (state: ChatState) => {
    const [results] = of(state, "results");
    if (results.content.type !== "stats") throw new Error(`a results message of ${results.content.type}, not market figures`);
    return results.content;
  };

  it("merges the streamed groups by key into one results message that keeps the latest headline", () => {
    const state = run([
      send("median revenue of roguelikes by year"),
      events(partial(years.slice(0, 5), summary({ formatted: "$1.1M" })), partial([year(2023, 99_000), ...years.slice(5)])),
    ]);
    const results = of(state, "results");
    expect(results).toHaveLength(1);
    expect(results[0].isStreamingComplete).toBe(false);
    const content = marketAnswer(state);
    expect(content.data.map((group) => group.key)).toEqual(["2019", "2020", "2021", "2022", "2023", "2024", "2025"]);
    expect(content.data[4].value).toBe(99_000);
    expect(content.stats.formatted).toBe("$1.2M");
    expect(content.header).toBeUndefined();
  });

  it("completes into the final groups under the market-figures header, in place of the streamed message", () => {
    const state = run([
      send("median revenue of roguelikes by year"),
      events(partial(years.slice(0, 5)), partial(years.slice(5)), complete({ routing: statsRouting, results: statsResults })),
    ]);
    expect(state.messages.map((m) => m.type)).toEqual(["user", "thinking", "text", "results"]);
    const [results] = of(state, "results");
    expect(results.isStreamingComplete).toBe(true);
    expect(results.content).toEqual({ ...statsResults, header: "Here's what I found! ✨ (Market Figures) ✨" });
  });

  it("reloads a stored market answer exactly as the stream left it", () => {
    const question = "median revenue of roguelikes by year";
    const live = run([send(question), events(partial(years.slice(0, 5)), partial(years.slice(5)), complete({ routing: statsRouting, results: statsResults }))]);
    const stored = messagesFromServer([
      { id: "u1", message_role: "user", content: question, created_at: "2026-01-01T00:00:00Z" },
      {
        id: "a1",
        message_role: "assistant",
        content: "Found them.",
        created_at: "2026-01-01T00:00:01Z",
        message_metadata: JSON.stringify({ routing: statsRouting, searchTrace: null, results: statsResults, closeResults: null, metadata: null }),
      },
    ]);
    expect(stored.map((m) => m.type)).toEqual(live.messages.map((m) => m.type));
    const reloaded = stored.find((m) => m.type === "results");
    expect(reloaded?.type === "results" && reloaded.content).toEqual(of(live, "results")[0].content);
  });

  it("leaves out a stored market answer that lost its headline, and results of a kind the chat does not draw", () => {
    const headless = { ...statsResults, stats: undefined };
    const stored = (results: unknown) =>
      messagesFromServer([
        { id: "u1", message_role: "user", content: "q", created_at: "2026-01-01T00:00:00Z" },
        { id: "a1", message_role: "assistant", content: "Here.", created_at: "2026-01-01T00:00:01Z", message_metadata: { routing: statsRouting, results } },
      ]).map((m) => m.type);
    expect(stored(headless)).toEqual(["user", "thinking", "text"]);
    expect(stored({ ...headless, type: "charts" })).toEqual(["user", "thinking", "text"]);
    expect(stored(statsResults)).toEqual(["user", "thinking", "text", "results"]);
  });
});
