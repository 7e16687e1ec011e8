// The optional hosted model against a fake OpenAI-compatible server on 127.0.0.1 (node:http): a good proposal is
// used after its names are checked against the lexicon; a non-existent publisher, a slow server, a 500 and
// askllm=false all leave the question to the built-in parser, and the stream says which one understood it.
import { POST as assistantStream } from "@/app/api/assistant/chat/stream/route";
import { POST as lumosChat } from "@/app/api/lumos/chat/route";
import { GET as lumosHealth } from "@/app/api/lumos/health/route";
import { POST as lumosSearch } from "@/app/api/lumos/search/route";
import { POST as signIn } from "@/app/api/signin/route";
import { useDatabaseForTests, type DatabaseHandle } from "@/lib/db/client";
import { DEMO_SEED } from "@/lib/accounts/demo-accounts";
import { ensureDemoAccounts } from "@/lib/data/users";
import { decodeEvents, type CompleteEvent, type StreamEvent } from "@/lib/lumos/events";
import { forgetKnowledge } from "@/lib/lumos/knowledge";
import { useHostedModelForTests } from "@/lib/lumos/model-config";
import type { ParsedQuery } from "@/lib/lumos/query-schema";
import { FakeModelServer } from "./helpers/fake-model-server";
import { createTestDatabase, queryRows } from "./helpers/test-database";

const BASE = "http://127.0.0.1:3000";
const PUBLISHED = `with published as (
  select distinct r.game_id, cr.company_id from company_roles cr
  join releases r on r.id = coalesce(cr.release_id, (select p.release_id from publications p where p.id = cr.publication_id))
  where cr.role = 'Publisher')`;
const MODEL = "fake-lumos-model";
/** Room for a loaded CI machine: a call that should succeed must not time out because the test runner was slow. */
const TIMEOUT_MS = 5_000;
/** The timeout of the one test that is about timing out. */
const SHORT_TIMEOUT_MS = 400;
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const emptySlot = { include: [], exclude: [] };
/** What a model would send: names as the data spells them, ids it cannot know (0), spans of its own. */
function proposal(question: string, { publisher, genre }: { publisher: string; genre?: string }): ParsedQuery {
  const ref = (kind: "publisher" | "classification", name: string) => ({
    kind,
    id: 0,
    name,
    match: "exact" as const,
    distance: 0,
    span: { start: 0, end: 0, text: "" },
    alternatives: [],
  });
  return {
    version: 1,
    text: question,
    normalized: question.toLowerCase(),
    intent: "game_search",
    subject: "games",
    entities: {
      titles: emptySlot,
      series: emptySlot,
      publishers: { include: [ref("publisher", publisher)], exclude: [] },
      developers: emptySlot,
      companies: emptySlot,
      platforms: emptySlot,
      stores: emptySlot,
      classifications: genre ? { include: [ref("classification", genre)], exclude: [] } : emptySlot,
      developerSizes: emptySlot,
      gameTypes: emptySlot,
    },
    filters: [],
    comparisons: [],
    release: null,
    sort: { metric: "revenue", direction: "desc", source: "explicit", span: null },
    limit: 5,
    asks: [],
    negations: [],
    eitherOr: [],
    issues: [],
  };
}

describe("Lumos with a hosted model", () => {
  let handle: DatabaseHandle;
  let token: string;
  const server = new FakeModelServer(MODEL);
  let publisher: { id: number; name: string };

  const post = (handler: unknown, path: string, body: unknown) =>
    (handler as Handler)(
      new Request(`${BASE}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({}) },
    );
  const search = async (message: string, extra: Record<string, unknown> = {}, path = "/api/lumos/search") => {
    const response = await post(lumosSearch, path, { message, ...extra });
    expect(response.status).toBe(200);
    return response.json();
  };
  const stream = async (handler: unknown, path: string, body: Record<string, unknown>) => {
    const response = await post(handler, path, body);
    expect(response.status).toBe(200);
    const events: StreamEvent[] = decodeEvents(`${await response.text()}\n`).events;
    const complete = events.find((event): event is CompleteEvent => event.type === "complete");
    const steps = events.flatMap((event) => (event.type === "partial" && event.kind === "thinking" ? [event.step.title] : []));
    return { events, complete: complete!, steps };
  };

  beforeAll(async () => {
    // Every fallback but a timeout is logged for operators; the tests assert the answers instead.
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    process.env.NEXTAUTH_SECRET ??= "integration-secret-integration-secret-0123456789";
    ({ handle } = await createTestDatabase({ games: 200, today: new Date().toISOString().slice(0, 10) }));
    await ensureDemoAccounts({ db: handle.db, ...DEMO_SEED });
    useDatabaseForTests(handle);
    forgetKnowledge();
    await server.start();
    useHostedModelForTests({ baseUrl: server.baseUrl, model: MODEL, apiKey: "test-key", timeoutMs: TIMEOUT_MS });
    const login = await signIn(
      new Request(`${BASE}/api/signin`, { method: "POST", body: JSON.stringify({ email: "analyst@lumos.local", password: "Lumos-Analyst-2026!" }) }),
    );
    token = (await login.json()).accessToken;
    // The publisher with the most games, so the model's proposal has answers.
    [publisher] = await queryRows<{ id: number; name: string }>(
      handle,
      `${PUBLISHED} select c.id, c.name from companies c join published p on p.company_id = c.id group by c.id, c.name order by count(*) desc, c.id limit 1`,
    );
  });
  beforeEach(() => {
    server.calls = [];
  });
  afterAll(async () => {
    useHostedModelForTests(undefined);
    useDatabaseForTests(undefined);
    forgetKnowledge();
    await server.stop();
    await handle.close();
    jest.restoreAllMocks();
  });

  it("uses a good proposal, with the ids the lexicon gives its names, and says the model understood the question", async () => {
    server.mode = { kind: "propose", query: (question) => proposal(question, { publisher: publisher.name.toUpperCase() }) };
    const json = await search("best earning games from that big publisher");
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0].model).toBe(MODEL);
    expect(server.calls[0].response_format?.type).toBe("json_schema");
    expect(JSON.parse(server.calls[0].messages.at(-1)!.content).question).toBe("best earning games from that big publisher");
    expect(json.understoodBy).toEqual({ by: "hosted_model", model: MODEL });
    expect(json.query.entities.publishers.include).toEqual([
      expect.objectContaining({ kind: expect.stringMatching(/^(publisher|company)$/), id: publisher.id, name: publisher.name }),
    ]);
    expect(json.query.text).toBe("best earning games from that big publisher");
    expect(json.routing.reasoning).toContain(`Understood by the hosted model (${MODEL})`);
    // The answer is the model's reading: that publisher's games, by revenue, five at most.
    expect(json.results.data.length).toBeGreaterThan(0);
    expect(json.results.data.length).toBeLessThanOrEqual(5);
    const ids = json.results.data.map((row: { game_id: number }) => row.game_id);
    const published = await queryRows<{ game_id: number }>(
      handle,
      `${PUBLISHED} select game_id from published where company_id = $1 and game_id = any($2::int[])`,
      [publisher.id, ids],
    );
    expect(new Set(published.map((row) => row.game_id))).toEqual(new Set(ids));

    const { complete, steps } = await stream(lumosChat, "/api/lumos/chat", { message: "best earning games from that big publisher" });
    expect(steps).toEqual(
      expect.arrayContaining([`Asking the hosted model (${MODEL})`, `Understood by the hosted model (${MODEL}), checked against the data.`]),
    );
    expect(complete.routing.reasoning).toContain("hosted model");
    const [stored] = await queryRows<{ metadata: { understoodBy: unknown } }>(handle, "select message_metadata as metadata from messages where id = $1", [
      complete.message_id,
    ]);
    expect(stored.metadata.understoodBy).toEqual({ by: "hosted_model", model: MODEL });
  });

  it("falls back to the parser when the proposal names a publisher that does not exist", async () => {
    server.mode = { kind: "propose", query: (question) => proposal(question, { publisher: "Nonexistent Quasar Games Ltd", genre: "Racing" }) };
    const question = "racing games";
    const parserOnly = await search(question, { askllm: false });
    const json = await search(question);
    expect(server.calls).toHaveLength(1);
    expect(json.understoodBy).toEqual(expect.objectContaining({ by: "parser", fallback: "unknown_entity" }));
    expect(json.understoodBy.detail).toContain('"Nonexistent Quasar Games Ltd"');
    expect(json.query).toEqual(parserOnly.query);
    expect(json.results).toEqual(parserOnly.results);
    expect(json.routing.reasoning).toContain("Understood by the built-in parser");
  });

  it("falls back to the parser when the server is slower than the timeout, without waiting for it", async () => {
    server.mode = { kind: "slow", ms: SHORT_TIMEOUT_MS * 10 };
    useHostedModelForTests({ baseUrl: server.baseUrl, model: MODEL, apiKey: "test-key", timeoutMs: SHORT_TIMEOUT_MS });
    try {
      const started = Date.now();
      const { complete, steps } = await stream(assistantStream, "/api/assistant/chat/stream", { message: "racing games" });
      expect(Date.now() - started).toBeLessThan(SHORT_TIMEOUT_MS * 5);
      expect(server.calls).toHaveLength(1);
      expect(steps).toContain("Understood by the built-in parser: the hosted model did not answer in time.");
      expect(complete.results?.matchType).toBe("perfect");
    } finally {
      useHostedModelForTests({ baseUrl: server.baseUrl, model: MODEL, apiKey: "test-key", timeoutMs: TIMEOUT_MS });
    }
  });

  it("falls back to the parser after one call when the server answers 500", async () => {
    server.mode = { kind: "fail", status: 500 };
    const json = await search("racing games");
    expect(server.calls).toHaveLength(1);
    expect(json.understoodBy).toEqual(expect.objectContaining({ by: "parser", fallback: "failed" }));
    expect(json.results.matchType).toBe("perfect");
  });

  it("falls back to the parser when the answer does not follow the query schema", async () => {
    server.mode = { kind: "propose", query: () => ({ intent: "world_domination" }) };
    const json = await search("racing games");
    expect(json.understoodBy).toEqual(expect.objectContaining({ by: "parser", fallback: "invalid_output" }));
  });

  it("never calls the model with askllm=false, in the body or on the address", async () => {
    server.mode = { kind: "propose", query: (question) => proposal(question, { publisher: publisher.name }) };
    const fromBody = await search("racing games", { askllm: false });
    const fromQuery = await search("racing games", {}, "/api/lumos/search?askllm=false");
    const { steps } = await stream(lumosChat, "/api/lumos/chat?askllm=false", { message: "racing games" });
    const { steps: assistantSteps } = await stream(assistantStream, "/api/assistant/chat/stream", { message: "racing games", askllm: "false" });
    expect(server.calls).toHaveLength(0);
    expect(fromBody.understoodBy).toEqual({ by: "parser", fallback: "turned_off" });
    expect(fromQuery.understoodBy).toEqual({ by: "parser", fallback: "turned_off" });
    expect(steps).toContain("Understood by the built-in parser (the hosted model was turned off for this question).");
    expect(steps.some((title) => title.startsWith("Asking the hosted model"))).toBe(false);
    expect(assistantSteps).toContain("Understood by the built-in parser (the hosted model was turned off for this question).");
    const bad = await post(lumosSearch, "/api/lumos/search", { message: "racing games", askllm: "maybe" });
    expect(bad.status).toBe(400);
  });

  it("reports on /api/lumos/health whether the model is configured and reachable", async () => {
    const call = () =>
      (lumosHealth as Handler)(new Request(`${BASE}/api/lumos/health`, { headers: { authorization: `Bearer ${token}` } }), { params: Promise.resolve({}) });
    const reachable = await (await call()).json();
    expect(reachable.hostedModel).toBe("reachable");
    expect(reachable.hostedModelDetail).toEqual(expect.objectContaining({ configured: true, model: MODEL, reachable: true }));
    useHostedModelForTests({ baseUrl: "http://127.0.0.1:9/v1", model: MODEL, timeoutMs: TIMEOUT_MS });
    try {
      const unreachable = await (await call()).json();
      expect(unreachable.hostedModel).toBe("unreachable");
      expect(unreachable.hostedModelDetail.reachable).toBe(false);
    } finally {
      useHostedModelForTests({ baseUrl: server.baseUrl, model: MODEL, apiKey: "test-key", timeoutMs: TIMEOUT_MS });
    }
    useHostedModelForTests(null);
    try {
      expect((await (await call()).json()).hostedModel).toBe("off");
    } finally {
      useHostedModelForTests({ baseUrl: server.baseUrl, model: MODEL, apiKey: "test-key", timeoutMs: TIMEOUT_MS });
    }
  });
});
