// Fault: the client goes away in the middle of a chat stream. The engine must stop within a second — the call it is
// waiting on (here the hosted model, which never answers) is cancelled, nothing more is computed, and the
// conversation records 'Generation stopped by user.' — instead of running on for a reader that is gone.
import { POST as lumosChat } from "@/app/api/lumos/chat/route";
import { POST as signIn } from "@/app/api/signin/route";
import { DEMO_SEED } from "@/lib/accounts/demo-accounts";
import { ensureDemoAccounts } from "@/lib/data/users";
import { useDatabaseForTests, type DatabaseHandle } from "@/lib/db/client";
import { decodeEvents, type StreamEvent } from "@/lib/lumos/events";
import { forgetKnowledge } from "@/lib/lumos/knowledge";
import { useHostedModelForTests } from "@/lib/lumos/model-config";
import { texts } from "@/lib/ui/texts";
import { FakeModelServer } from "./helpers/fake-model-server";
import { createTestDatabase, queryRows } from "./helpers/test-database";

const BASE = "http://127.0.0.1:3000";
const MODEL = "never-answering-model";
const STOP_WITHIN_MS = 1_000;

async function waitUntil<T>(read: () => Promise<T | undefined>, deadline: number): Promise<T | undefined> {
  for (;;) {
    const value = await read();
    if (value !== undefined || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("a client aborting a chat stream", () => {
  let handle: DatabaseHandle;
  let token = "";
  const model = new FakeModelServer(MODEL);

  beforeAll(async () => {
    process.env.NEXTAUTH_SECRET ??= "integration-secret-integration-secret-0123456789";
    ({ handle } = await createTestDatabase({ games: 120, today: new Date().toISOString().slice(0, 10) }));
    await ensureDemoAccounts({ db: handle.db, ...DEMO_SEED });
    useDatabaseForTests(handle);
    forgetKnowledge();
    model.mode = { kind: "silent" };
    await model.start();
    // A minute of patience: only the abort can end the call within the test.
    useHostedModelForTests({ baseUrl: model.baseUrl, model: MODEL, apiKey: "test-key", timeoutMs: 60_000 });
    const login = await signIn(
      new Request(`${BASE}/api/signin`, { method: "POST", body: JSON.stringify({ email: "analyst@lumos.local", password: "Lumos-Analyst-2026!" }) }),
    );
    token = (await login.json()).accessToken;
  });

  afterAll(async () => {
    useHostedModelForTests(undefined);
    useDatabaseForTests(undefined);
    forgetKnowledge();
    await model.stop();
    await handle.close();
  });

  it("stops the engine within a second and records that the generation was stopped", async () => {
    const client = new AbortController();
    const response = await lumosChat(
      new Request(`${BASE}/api/lumos/chat`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ message: "best selling strategy games on PC" }),
        signal: client.signal,
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);

    // Read until the engine is waiting on the model.
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = "";
    let conversationId: string | null = null;
    const waiting = (events: StreamEvent[]) =>
      events.some((event) => event.type === "partial" && event.kind === "thinking" && event.step.id === "hosted_model" && event.step.status === "active");
    for (;;) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      received += decoder.decode(value, { stream: true });
      const { events } = decodeEvents(received);
      for (const event of events) if (event.type === "partial" && event.kind === "conversation") conversationId = event.conversation_id;
      if (waiting(events)) break;
    }
    expect(conversationId).not.toBeNull();
    await waitUntil(async () => (model.calls.length > 0 ? true : undefined), Date.now() + 5_000);
    expect(model.calls).toHaveLength(1);

    // The client goes away: the request is aborted and its response stream cancelled, as when a browser tab closes.
    const abortedAt = Date.now();
    client.abort();
    await reader.cancel().catch(() => undefined);

    const hungUpAt = await waitUntil(async () => model.hungUpAt[0], abortedAt + STOP_WITHIN_MS);
    expect(hungUpAt).toBeDefined();
    expect(hungUpAt! - abortedAt).toBeLessThan(STOP_WITHIN_MS);

    const stored = await waitUntil(async () => {
      const rows = await queryRows<{ content: string; metadata: { error?: string } | null }>(
        handle,
        "select content, message_metadata as metadata from messages where conversation_id = $1 and message_role = 'assistant'",
        [conversationId],
      );
      return rows[0];
    }, abortedAt + STOP_WITHIN_MS);
    expect(stored).toMatchObject({ content: texts.errors.generationStopped, metadata: { error: "stopped" } });

    // Nothing runs on afterwards: no second model call, no answer stored after the stop.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(model.calls).toHaveLength(1);
    const [{ count }] = await queryRows<{ count: number }>(handle, "select count(*)::int as count from messages where conversation_id = $1", [conversationId]);
    expect(count).toBe(2);
  });
});
