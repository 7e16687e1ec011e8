// The Lumos endpoints called as the shell calls them: a bearer token from /api/signin, streamed answers read line
// by line, conversations read back. Run against a generated market whose "today" is the real today.
import { GET as conversationMessages } from "@/app/api/assistant/conversations/[conversationId]/messages/route";
import { POST as assistantStream } from "@/app/api/assistant/chat/stream/route";
import { GET as userConversations } from "@/app/api/assistant/users/[userId]/conversations/route";
import { POST as postMessages } from "@/app/api/conversations/messages/route";
import { POST as lumosChat } from "@/app/api/lumos/chat/route";
import { GET as lumosHealth } from "@/app/api/lumos/health/route";
import { POST as lumosSearch } from "@/app/api/lumos/search/route";
import { GET as lumosSuggestions } from "@/app/api/lumos/suggestions/route";
import { POST as signIn } from "@/app/api/signin/route";
import { POST as postConversations } from "@/app/api/users/conversations/route";
import { useDatabaseForTests, type DatabaseHandle } from "@/lib/db/client";
import { DEMO_SEED } from "@/lib/accounts/demo-accounts";
import { ensureDemoAccounts } from "@/lib/data/users";
import { decodeEvents, type CompleteEvent, type StreamEvent } from "@/lib/lumos/events";
import { forgetKnowledge, getKnowledge } from "@/lib/lumos/knowledge";
import { createTestDatabase, queryRows } from "./helpers/test-database";

const BASE = "http://127.0.0.1:3000";
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function readEvents(response: Response): Promise<StreamEvent[]> {
  const text = await response.text();
  return decodeEvents(`${text}\n`).events;
}

describe("Lumos endpoints", () => {
  let handle: DatabaseHandle;
  let analyst: string;
  let admin: string;
  let analystId: string;

  const call = (
    handler: unknown,
    path: string,
    {
      method = "GET",
      body,
      params = {},
      token = analyst,
      signal,
    }: { method?: string; body?: unknown; params?: Record<string, string>; token?: string | null; signal?: AbortSignal } = {},
  ) =>
    (handler as Handler)(
      new Request(`${BASE}${path}`, {
        method,
        signal,
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      }),
      { params: Promise.resolve(params) },
    );
  const chat = (message: unknown, extra: Record<string, unknown> = {}, token = analyst) =>
    call(lumosChat, "/api/lumos/chat", { method: "POST", body: { message, ...extra }, token });
  const complete = (events: StreamEvent[]) => events.find((event): event is CompleteEvent => event.type === "complete" || event.type === "done");
  const countRows = async (table: string) => (await queryRows<{ n: number }>(handle, `select count(*)::int as n from ${table}`))[0].n;

  beforeAll(async () => {
    process.env.NEXTAUTH_SECRET ??= "integration-secret-integration-secret-0123456789";
    ({ handle } = await createTestDatabase({ games: 300, today: new Date().toISOString().slice(0, 10) }));
    await ensureDemoAccounts({ db: handle.db, ...DEMO_SEED });
    useDatabaseForTests(handle);
    forgetKnowledge();
    const login = async (email: string, password: string) =>
      (await (await signIn(new Request(`${BASE}/api/signin`, { method: "POST", body: JSON.stringify({ email, password }) }))).json()).accessToken as string;
    analyst = await login("analyst@lumos.local", "Lumos-Analyst-2026!");
    admin = await login("admin@lumos.local", "Lumos-Admin-2026!");
    [{ id: analystId }] = await queryRows<{ id: string }>(handle, "select id from users where email = 'analyst@lumos.local'");
  });
  afterAll(async () => {
    useDatabaseForTests(undefined);
    forgetKnowledge();
    await handle.close();
  });

  it("streams an answer with unbuffered event-stream headers, thinking first and the results message last, and stores both messages", async () => {
    const response = await chat("most sold DLCs on a PC store");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("cache-control")).toContain("no-cache");
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    const events = await readEvents(response);
    expect(events[0]).toEqual({ type: "partial", kind: "thinking", step: { id: "understand", title: "Reading your question", status: "active" } });
    const kinds = events.map((event) => (event.type === "partial" ? event.kind : event.type));
    expect(kinds).toEqual(expect.arrayContaining(["conversation", "routing", "search_trace", "games", "text", "complete"]));
    expect(kinds[kinds.length - 1]).toBe("complete");
    const traceSteps = events.flatMap((event) => (event.type === "partial" && event.kind === "search_trace" ? [event.trace.step] : []));
    expect(traceSteps).toEqual(["Parsed", "Filters", "Pipeline", "Ranking", "Found"]);
    const done = complete(events)!;
    expect(done.routing.queryType).toBe("game_search");
    expect(done.results?.type).toBe("games");
    expect(done.results?.matchType).toBe("perfect");
    expect(done.results?.header).toMatch(/^Here's what I found! ✨ \(\d+ Perfect Match(es)?\) ✨$/);
    // Every perfect row is a DLC on a PC store, most sold first.
    const ids = done.results!.data.map((row) => ("game_id" in row ? row.game_id : 0));
    const facts = await queryRows<{ id: number; type: number; pc: boolean; copies: number }>(
      handle,
      `select g.id, g.game_type_id as type, exists (select 1 from releases r join publications p on p.release_id = r.id join distributions d on d.id = p.distribution_id where r.game_id = g.id and d.kind = 'pc_store') as pc, m.copies_sold_boxleiter::float8 as copies
       from games g join game_market_stats m on m.game_id = g.id where g.id = any($1::int[])`,
      [ids],
    );
    for (const id of ids) expect(facts.find((f) => f.id === id)).toEqual(expect.objectContaining({ type: 1, pc: true }));
    const copies = ids.map((id) => facts.find((f) => f.id === id)!.copies);
    expect(copies).toEqual([...copies].sort((a, b) => b - a));

    const messages = await (
      await call(conversationMessages, `/api/assistant/conversations/${done.conversation_id}/messages`, { params: { conversationId: done.conversation_id! } })
    ).json();
    expect(messages.messages.map((m: { message_role: string; message_sequence: number }) => [m.message_sequence, m.message_role])).toEqual([
      [1, "user"],
      [2, "assistant"],
    ]);
    expect(messages.messages[0].content).toBe("most sold DLCs on a PC store");
    expect(messages.messages[1].content).toBe(done.text);
    expect(messages.messages[1].message_metadata.results).toEqual(done.results);
    expect(messages.messages[1].processing_time_ms).toBeGreaterThanOrEqual(0);
    expect(messages.messages[1].token_count).toBeGreaterThan(0);
  });

  it("continues a conversation and lists it first for its owner, titled by its first question", async () => {
    const first = complete(
      await readEvents(await call(assistantStream, "/api/assistant/chat/stream", { method: "POST", body: { message: "racing games", user_id: analystId } })),
    )!;
    const second = complete(await readEvents(await chat("upcoming RPGs on PS5", { conversation_id: first.conversation_id })))!;
    expect(second.conversation_id).toBe(first.conversation_id);
    const list = await (await call(userConversations, `/api/assistant/users/${analystId}/conversations`, { params: { userId: analystId } })).json();
    expect(list.user_id).toBe(analystId);
    expect(list.conversations[0]).toEqual(
      expect.objectContaining({ conversation_id: first.conversation_id, conversation_title: "racing games", message_count: 4, is_active: true }),
    );
    const posted = await (await call(postConversations, "/api/users/conversations", { method: "POST", body: { limit: 1 } })).json();
    expect(posted.conversations).toHaveLength(1);
    const paged = await (
      await call(postMessages, "/api/conversations/messages", { method: "POST", body: { conversation_id: first.conversation_id, limit: 2, offset: 2 } })
    ).json();
    expect(paged.messages.map((m: { content: string }) => m.content)[0]).toBe("upcoming RPGs on PS5");
  });

  it("answers a conversation id nobody has with the same 404 as another user's, so ids cannot be probed", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    const before = [await countRows("conversations"), await countRows("messages")];
    const response = await call(lumosChat, "/api/lumos/chat", { method: "POST", body: { message: "racing games", conversation_id: unknown } });
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toBe("Conversation not found.");
    expect((await call(conversationMessages, `/api/assistant/conversations/${unknown}/messages`, { params: { conversationId: unknown } })).status).toBe(404);
    expect([await countRows("conversations"), await countRows("messages")]).toEqual(before);
  });

  it("keeps conversations to their owner: another user's conversation answers 404", async () => {
    const mine = complete(await readEvents(await chat("horror games")))!;
    const id = mine.conversation_id!;
    expect((await call(conversationMessages, `/api/assistant/conversations/${id}/messages`, { params: { conversationId: id }, token: admin })).status).toBe(
      404,
    );
    expect((await call(postMessages, "/api/conversations/messages", { method: "POST", body: { conversation_id: id }, token: admin })).status).toBe(404);
    expect((await call(userConversations, `/api/assistant/users/${analystId}/conversations`, { params: { userId: analystId }, token: admin })).status).toBe(
      404,
    );
    const before = await countRows("messages");
    expect((await chat("racing games", { conversation_id: id }, admin)).status).toBe(404);
    expect(await countRows("messages")).toBe(before);
  });

  it.each([
    ["an empty message", { message: "" }, "message"],
    ["a whitespace-only message", { message: "   \n\t " }, "message"],
    ["a message over 4,000 characters", { message: "a".repeat(4001) }, "message"],
    ["a message that is not text", { message: 42 }, "message"],
    ["a malformed conversation id", { message: "racing games", conversation_id: "abc" }, "conversation_id"],
  ])("answers 400 naming the field for %s and stores nothing", async (_name, body, field) => {
    const [conversations, messages] = [await countRows("conversations"), await countRows("messages")];
    const response = await call(lumosChat, "/api/lumos/chat", { method: "POST", body });
    expect(response.status).toBe(400);
    const error = (await response.json()).error;
    expect(error.field).toBe(field);
    expect(error.message).toContain(field);
    expect([await countRows("conversations"), await countRows("messages")]).toEqual([conversations, messages]);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const response = await call(lumosChat, "/api/lumos/chat", { method: "POST", body: "{message:" });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe("body must be valid JSON");
  });

  it("stops when the client goes away, keeping the user's message and storing 'Generation stopped by user.'", async () => {
    const response = await chat("indie shooters released after 2020 not on Switch");
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('"kind":"thinking"');
    await reader.cancel();
    let rows: Array<{ message_role: string; content: string }> = [];
    for (let waited = 0; waited < 1000; waited += 50) {
      rows = await queryRows(
        handle,
        "select message_role, content from messages where conversation_id = (select conversation_id from messages where content = $1 limit 1) order by message_sequence",
        ["indie shooters released after 2020 not on Switch"],
      );
      if (rows.length === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(rows).toEqual([
      { message_role: "user", content: "indie shooters released after 2020 not on Switch" },
      { message_role: "assistant", content: "Generation stopped by user." },
    ]);
  });

  it("gives the same answer as one JSON document on /api/lumos/search, without storing it", async () => {
    const question = "top 5 games with over 1k peak players sorted by ARPU";
    const streamed = complete(await readEvents(await chat(question)))!;
    const before = await countRows("messages");
    const response = await call(lumosSearch, "/api/lumos/search", { method: "POST", body: { message: question } });
    expect(response.status).toBe(200);
    const json = await response.json();
    expect(json.results).toEqual(streamed.results);
    expect(json.text).toBe(streamed.text);
    expect(json.query.limit).toBe(5);
    expect(await countRows("messages")).toBe(before);
  });

  it("offers three suggested prompts generated from the data, each with perfect matches", async () => {
    const { suggestions } = await (await call(lumosSuggestions, "/api/lumos/suggestions")).json();
    expect(suggestions).toHaveLength(3);
    expect(suggestions.map((s: { kind: string }) => s.kind)).toEqual(["publisher_console", "dlc_store", "genre_players"]);
    for (const suggestion of suggestions) {
      const json = await (await call(lumosSearch, "/api/lumos/search", { method: "POST", body: { message: suggestion.question } })).json();
      expect(json.results?.matchType).toBe("perfect");
      expect(json.results.matchCount).toBe(suggestion.perfectMatches);
    }
  });

  it("reports health and picks up a new game once the data version changes", async () => {
    const health = await (await call(lumosHealth, "/api/lumos/health")).json();
    expect(health).toEqual(expect.objectContaining({ status: "ok", engine: "built-in", games: expect.any(Number) }));
    expect(health.games).toBeGreaterThan(250);
    await queryRows(handle, "insert into games (id, title, game_type_id) values (999001, 'Quillwright Odyssey', 0)");
    const knowledge = await getKnowledge({ now: Date.now() + 60_000 });
    expect(knowledge.lexicon.index.get("quillwright odyssey")?.[0].kind).toBe("game");
    expect(knowledge.version).not.toBe(health.dataVersion);
  });
});
