// Saved questions as watchlists: the endpoints called as the chat's save button and the dashboard call them, the
// changes they report after the data moves, the daily digest in the mail outbox, and the bad input they refuse.
import { DELETE as remove, GET as readOne, PATCH as update } from "@/app/api/saved-questions/[id]/route";
import { POST as markSeen } from "@/app/api/saved-questions/[id]/seen/route";
import { GET as list, POST as save } from "@/app/api/saved-questions/route";
import { POST as signIn } from "@/app/api/signin/route";
import { useDatabaseForTests, type DatabaseHandle } from "@/lib/db/client";
import { MAX_SAVED_QUESTIONS } from "@/lib/data/saved-questions";
import { DEMO_SEED } from "@/lib/accounts/demo-accounts";
import { ensureDemoAccounts } from "@/lib/data/users";
import { executeQuery } from "@/lib/lumos/execute";
import { forgetKnowledge, getKnowledge } from "@/lib/lumos/knowledge";
import { parseQuestion } from "@/lib/lumos/parse";
import { flushMailDeliveries } from "@/lib/mail/send";
import { runDigests } from "@/lib/watchlists/saved-questions";
import { createTestDatabase, queryRows } from "./helpers/test-database";

const BASE = "http://127.0.0.1:3000";
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

interface Report {
  total: number;
  previous_total: number;
  tracked: boolean;
  new_count: number;
  left_count: number;
  new_games: Array<{ game_id: number; title: string; detail: string }>;
  left_games: Array<{ game_id: number; title: string; detail: string }>;
  top: Array<{ game_id: number; title: string; figures: string[] }>;
}
interface Saved {
  id: string;
  name: string;
  question: string;
  digest: boolean;
  report: Report | null;
  problem: string | null;
}

describe("saved questions", () => {
  let handle: DatabaseHandle;
  let analystToken: string;
  let adminToken: string;
  /** A review count that splits the market: the question watches the games above it. */
  let threshold: number;
  let question: string;

  const call = (
    handler: unknown,
    { id, suffix = "", method = "GET", token = analystToken, body }: { id?: string; suffix?: string; method?: string; token?: string; body?: unknown } = {},
  ) =>
    (handler as Handler)(
      new Request(`${BASE}/api/saved-questions${id ? `/${id}` : ""}${suffix}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      }),
      { params: Promise.resolve<Record<string, string>>(id ? { id } : {}) },
    );

  async function tokenFor(email: string, password: string) {
    const response = await signIn(new Request(`${BASE}/api/signin`, { method: "POST", body: JSON.stringify({ email, password }) }));
    expect(response.status).toBe(200);
    return (await response.json()).accessToken as string;
  }

  async function saveOne(body: unknown = { question }): Promise<Saved> {
    const response = await call(save, { method: "POST", body });
    expect(response.status).toBe(201);
    return (await response.json()).saved_question;
  }

  /** What the chat answers for the question: its perfect matches' count. */
  async function chatCount(text: string): Promise<number> {
    const knowledge = await getKnowledge();
    const answer = await executeQuery(parseQuestion(text, knowledge.lexicon, { today: knowledge.today }), knowledge);
    return answer.results?.matchType === "perfect" ? (answer.results.matchCount ?? 0) : 0;
  }

  /** Sets games' review counts, as an import would, and lets Lumos read the data again. */
  async function setReviews(changes: Array<[number, number]>) {
    for (const [gameId, reviews] of changes) await queryRows(handle, "update game_market_stats set review_count = $1 where game_id = $2", [reviews, gameId]);
    forgetKnowledge();
  }

  beforeAll(async () => {
    process.env.NEXTAUTH_SECRET ??= "integration-secret-integration-secret-0123456789";
    ({ handle } = await createTestDatabase({ games: 120, today: new Date().toISOString().slice(0, 10) }));
    await ensureDemoAccounts({ db: handle.db, ...DEMO_SEED });
    useDatabaseForTests(handle);
    forgetKnowledge();
    analystToken = await tokenFor("analyst@lumos.local", "Lumos-Analyst-2026!");
    adminToken = await tokenFor("admin@lumos.local", "Lumos-Admin-2026!");
    const [{ median }] = await queryRows<{ median: number }>(
      handle,
      "select percentile_disc(0.5) within group (order by review_count)::int as median from game_market_stats s join games g on g.id = s.game_id where not g.hide_from_user and review_count > 0",
    );
    threshold = Math.max(10, Math.round(median));
    question = `games with more than ${threshold} reviews`;
  });
  afterAll(async () => {
    forgetKnowledge();
    useDatabaseForTests(undefined);
    await handle.close();
  });
  beforeEach(async () => {
    await queryRows(handle, "delete from saved_questions");
    await queryRows(handle, "delete from mail_outbox");
  });

  it("saves a question with the games Lumos answers now, and lists it for its owner only", async () => {
    const saved = await saveOne({ question: `  ${question}  `, digest: true });
    expect(saved).toMatchObject({ name: question, question, digest: true, problem: null });
    expect(saved.report!.total).toBe(await chatCount(question));
    expect(saved.report!.total).toBeGreaterThan(0);
    expect(saved.report!.top.length).toBeGreaterThan(0);
    expect(saved.report!.top[0].figures[0]).toMatch(/^Reviews /);
    expect(saved.report).toMatchObject({ new_count: 0, left_count: 0, previous_total: saved.report!.total });

    const listed = await (await call(list)).json();
    expect(listed.saved_questions.map((item: Saved) => item.id)).toEqual([saved.id]);
    // The snapshots are the server's own: the API never hands them out.
    expect(JSON.stringify(listed)).not.toContain("snapshot");

    const other = { token: adminToken, id: saved.id };
    expect((await (await call(list, { token: adminToken })).json()).saved_questions).toEqual([]);
    for (const response of [
      await call(readOne, other),
      await call(update, { ...other, method: "PATCH", body: { name: "mine now" } }),
      await call(markSeen, { ...other, suffix: "/seen", method: "POST" }),
      await call(remove, { ...other, method: "DELETE" }),
    ]) {
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe("not_found:saved-questions");
    }
    const [row] = await queryRows<{ name: string }>(handle, "select name from saved_questions where id = $1", [saved.id]);
    expect(row.name).toBe(question);
  });

  it("reports the games that entered and left since the user last looked, with the figure that crossed, until marked seen", async () => {
    const saved = await saveOne();
    const before = saved.report!.total;
    const inside = await queryRows<{ game_id: number; review_count: number }>(
      handle,
      "select s.game_id, s.review_count from game_market_stats s join games g on g.id = s.game_id where not g.hide_from_user and s.review_count > $1 order by s.review_count limit 1",
      [threshold],
    );
    const outside = await queryRows<{ game_id: number; title: string }>(
      handle,
      "select s.game_id, g.title from game_market_stats s join games g on g.id = s.game_id where not g.hide_from_user and g.game_type_id = (select id from game_types where name = 'Main Game') and s.review_count <= $1 order by s.game_id limit 1",
      [threshold],
    );
    await setReviews([
      [inside[0].game_id, threshold - 1],
      [outside[0].game_id, threshold + 500],
    ]);

    const { saved_question: watched } = (await (await call(readOne, { id: saved.id })).json()) as { saved_question: Saved };
    const report = watched.report!;
    expect(report).toMatchObject({ total: before, previous_total: before, tracked: true, new_count: 1, left_count: 1 });
    expect(report.new_games).toEqual([{ game_id: outside[0].game_id, title: outside[0].title, detail: expect.stringMatching(/^Reviews .+ \(reviews over /) }]);
    expect(report.left_games[0].game_id).toBe(inside[0].game_id);
    expect(report.left_games[0].detail).toMatch(/^Reviews .+, was .+ \(reviews over /);

    const seen = await call(markSeen, { id: saved.id, suffix: "/seen", method: "POST" });
    expect(seen.status).toBe(200);
    expect((await seen.json()).saved_question.report).toMatchObject({ new_count: 0, left_count: 0, new_games: [], left_games: [] });
    const again = (await (await call(readOne, { id: saved.id })).json()).saved_question as Saved;
    expect(again.report).toMatchObject({ new_count: 0, left_count: 0 });
    await setReviews([
      [inside[0].game_id, inside[0].review_count],
      [outside[0].game_id, 0],
    ]);
  });

  it("mails a daily digest of the changes once a day, one mail per user, whichever run claims it", async () => {
    const saved = await saveOne({ question, digest: true });
    await saveOne({ question: "action games", digest: false });
    const day = new Date("2030-01-02T06:00:00Z");
    // Nothing changed since saving: no mail.
    expect(await runDigests({ now: day })).toEqual({ users: 1, mailed: 0 });

    const [game] = await queryRows<{ game_id: number; title: string }>(
      handle,
      "select s.game_id, g.title from game_market_stats s join games g on g.id = s.game_id where not g.hide_from_user and g.game_type_id = (select id from game_types where name = 'Main Game') and s.review_count <= $1 order by s.game_id limit 1",
      [threshold],
    );
    await setReviews([[game.game_id, threshold + 900]]);
    // The same day again: already covered, even with a change.
    expect(await runDigests({ now: day })).toEqual({ users: 0, mailed: 0 });
    // The next day, two instances at once: one mail.
    const next = new Date("2030-01-03T00:20:00Z");
    const runs = await Promise.all([runDigests({ now: next }), runDigests({ now: next })]);
    expect(runs.reduce((sum, run) => sum + run.mailed, 0)).toBe(1);
    await flushMailDeliveries();
    const mails = await queryRows<{ to: string; subject: string; text: string; html: string }>(handle, 'select "to", subject, text, html from mail_outbox');
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe("analyst@lumos.local");
    expect(mails[0].subject).toBe("Lumos: 1 saved question changed");
    expect(mails[0].text).toContain(question);
    expect(mails[0].text).toContain(`${game.title}: Reviews`);
    expect(mails[0].text).toContain("/user-dashboard-page#saved-questions");
    expect(mails[0].text).not.toContain("action games");
    // A question switched off is left alone; the digest snapshot moved on, so the next day has nothing to say.
    expect(await runDigests({ now: new Date("2030-01-04T00:20:00Z") })).toEqual({ users: 1, mailed: 0 });
    const patched = await call(update, { id: saved.id, method: "PATCH", body: { digest: false } });
    expect((await patched.json()).saved_question.digest).toBe(false);
    expect(await runDigests({ now: new Date("2030-01-05T00:20:00Z") })).toEqual({ users: 0, mailed: 0 });
    await setReviews([[game.game_id, 0]]);
  });

  it("renames and deletes a saved question", async () => {
    const saved = await saveOne();
    const renamed = await call(update, { id: saved.id, method: "PATCH", body: { name: "  Big review counts  " } });
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).saved_question.name).toBe("Big review counts");
    const deleted = await call(remove, { id: saved.id, method: "DELETE" });
    expect(await deleted.json()).toEqual({ id: saved.id, deleted: true });
    expect((await call(readOne, { id: saved.id })).status).toBe(404);
  });

  describe("bad input", () => {
    it.each([
      ["a question that lists no games", { question: "hello there" }, "question", /Only a question that lists games can be saved/],
      ["a name Lumos cannot place", { question: "games published by Zorblax Interactive" }, "question", /could not place "Zorblax/],
      ["an empty question", { question: "   " }, "question", /question must not be empty/],
      ["a question of 10,000 characters", { question: "a".repeat(10_000) }, "question", /at most 4000 characters/],
      ["only emoji", { question: "🎮🎮🎮" }, "question", /Only a question that lists games/],
      ["a name of 1 MB", { question: "action games", name: "n".repeat(1_000_000) }, "name", /name must be at most 120 characters/],
      ["a digest that is not a boolean", { question: "action games", digest: "daily" }, "digest", /digest must be true or false/],
    ])("refuses %s with a 400 naming the field and stores nothing", async (_label, body, field, message) => {
      const response = await call(save, { method: "POST", body });
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.field).toBe(field);
      expect(error.message).toMatch(message);
      expect(await queryRows(handle, "select id from saved_questions")).toEqual([]);
    });

    it("refuses a rename to 1 MB, an empty change and a malformed id, and keeps the question as it was", async () => {
      const saved = await saveOne();
      const huge = await call(update, { id: saved.id, method: "PATCH", body: { name: "x".repeat(1_000_000) } });
      expect(huge.status).toBe(400);
      expect((await huge.json()).error.field).toBe("name");
      const empty = await call(update, { id: saved.id, method: "PATCH", body: {} });
      expect(empty.status).toBe(400);
      const malformed = await call(readOne, { id: "not-a-uuid" });
      expect(malformed.status).toBe(400);
      expect((await malformed.json()).error.field).toBe("id");
      const [row] = await queryRows<{ name: string }>(handle, "select name from saved_questions where id = $1", [saved.id]);
      expect(row.name).toBe(question);
    });

    it(`keeps at most ${MAX_SAVED_QUESTIONS} saved questions per account`, async () => {
      const snapshot = JSON.stringify({ at: new Date().toISOString(), total: 0, ids: [], metrics: [], figures: {} });
      await queryRows(
        handle,
        `insert into saved_questions (user_id, name, question, seen_snapshot, digest_snapshot)
         select u.id, 'q' || n, 'action games', $1::jsonb, $1::jsonb from users u, generate_series(1, ${MAX_SAVED_QUESTIONS}) n where u.email = 'analyst@lumos.local'`,
        [snapshot],
      );
      const response = await call(save, { method: "POST", body: { question } });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(/delete one before saving another/);
      // Another account is not held back by it.
      expect((await call(save, { method: "POST", token: adminToken, body: { question } })).status).toBe(201);
    });
  });
});
