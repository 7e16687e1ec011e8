// Page views (specification 000 §2): the tracking endpoint called as the browser's tracker calls it, and the data
// functions the user dashboard reads, against a generated market whose "today" is the real today.
import { GET as listViews, POST as postView } from "@/app/api/page-views/route";
import { POST as signIn } from "@/app/api/signin/route";
import { useDatabaseForTests, type DatabaseHandle } from "@/lib/db/client";
import { listGamePlayerStats } from "@/lib/data/players";
import { listPageViews, listRecentlyViewedFeatures, listRecentlyViewedGames, recordPageView } from "@/lib/data/page-views";
import { DEMO_SEED } from "@/lib/accounts/demo-accounts";
import { ensureDemoAccounts } from "@/lib/data/users";
import { createTestDatabase, queryRows } from "./helpers/test-database";

const BASE = "http://127.0.0.1:3000";
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

describe("page views", () => {
  let handle: DatabaseHandle;
  let analystToken: string;
  let adminToken: string;
  let analystId: string;
  let adminId: string;
  let games: Array<{ id: number; title: string }>;
  let feature: { id: number; name: string; type: string; player_count: number };

  const call = (
    handler: unknown,
    path: string,
    {
      method = "GET",
      body,
      token = analystToken as string | null,
      headers = {},
    }: { method?: string; body?: unknown; token?: string | null; headers?: Record<string, string> } = {},
  ) =>
    (handler as Handler)(
      new Request(`${BASE}${path}`, {
        method,
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      }),
      { params: Promise.resolve({}) },
    );
  const post = (path: unknown, options: { token?: string | null; headers?: Record<string, string> } = {}) =>
    call(postView, "/api/page-views", { method: "POST", body: { path }, ...options });
  const rowsFor = (userId: string | null) =>
    queryRows<{ name: string; subject: string | null; path: string }>(
      handle,
      userId === null
        ? "select name, subject, path from page_views where user_id is null order by id"
        : "select name, subject, path from page_views where user_id = $1 order by id",
      userId === null ? [] : [userId],
    );
  const clear = () => queryRows(handle, "delete from page_views");

  async function tokenFor(email: string, password: string) {
    const response = await signIn(new Request(`${BASE}/api/signin`, { method: "POST", body: JSON.stringify({ email, password }) }));
    expect(response.status).toBe(200);
    return (await response.json()).accessToken as string;
  }

  beforeAll(async () => {
    process.env.NEXTAUTH_SECRET ??= "integration-secret-integration-secret-0123456789";
    ({ handle } = await createTestDatabase({ games: 40, today: new Date().toISOString().slice(0, 10) }));
    await ensureDemoAccounts({ db: handle.db, ...DEMO_SEED });
    useDatabaseForTests(handle);
    analystToken = await tokenFor("analyst@lumos.local", "Lumos-Analyst-2026!");
    adminToken = await tokenFor("admin@lumos.local", "Lumos-Admin-2026!");
    [{ id: analystId }] = await queryRows<{ id: string }>(handle, "select id from users where email = 'analyst@lumos.local'");
    [{ id: adminId }] = await queryRows<{ id: string }>(handle, "select id from users where email = 'admin@lumos.local'");
    games = await queryRows<{ id: number; title: string }>(
      handle,
      "select g.id, g.title from games g where not g.hide_from_user and exists (select 1 from daily_player_counts d where d.game_id = g.id) order by g.id limit 4",
    );
    expect(games).toHaveLength(4);
    [feature] = await queryRows<{ id: number; name: string; type: string; player_count: number }>(
      handle,
      `select c.id, c.name, ct.name as type, r.player_count::float8 as player_count from classifications c
       join classification_types ct on ct.id = c.classification_type_id
       join lateral (select player_count from feature_ranks where cls_id = c.id order by date desc limit 1) r on true
       where c.name <> 'z_BLANK' order by r.player_count desc, c.id limit 1`,
    );
  });
  afterAll(async () => {
    useDatabaseForTests(undefined);
    await handle.close();
  });
  beforeEach(clear);

  describe("POST /api/page-views", () => {
    it("records a game view from a run-together path with its id, keeping only the id of the query", async () => {
      const response = await post(`/gamebreakdownpage?id=${games[0].id}&period=weekly`);
      expect(response.status).toBe(201);
      expect((await response.json()).page_view).toMatchObject({ name: "game", subject: String(games[0].id), path: `/gamebreakdownpage?id=${games[0].id}` });
      expect(await rowsFor(analystId)).toEqual([{ name: "game", subject: String(games[0].id), path: `/gamebreakdownpage?id=${games[0].id}` }]);
    });

    it.each([
      ["/", "dashboard", null],
      ["/dashboard-page", "dashboard", null],
      ["/homepage", "dashboard", null],
      ["/market-research-page?datapoint_id=released", "research", null],
      ["/search-page?q=racing", "search", null],
      ["/lumos-page?fromSidebar=true", "lumos", null],
      ["/feature-breakdown-page?cls_id=17&feat=Roguelike&cat=Genre&cls_type_id=1", "feature", "17"],
      ["/feature-breakdown-modal-page?cls_id=9", "feature", "9"],
      ["/game-breakdown-page?id=abc", "game", null],
      ["/game-breakdown-page?id=0", "game", null],
    ])("%s is a %s view (subject %s)", async (path, name, subject) => {
      expect((await post(path)).status).toBe(201);
      expect(await rowsFor(analystId)).toEqual([expect.objectContaining({ name, subject })]);
    });

    it.each(["/about", "/categories-page", "/user-dashboard-page", "/no-such-page", "/game-breakdown-page/extra", "/password-reset-page", "/api/page-views"])(
      "%s is not a tracked screen: 204 and nothing stored",
      async (path) => {
        expect((await post(path)).status).toBe(204);
        expect(await rowsFor(analystId)).toEqual([]);
      },
    );

    it("answers 400 naming the field for a bad body", async () => {
      for (const [body, field] of [
        [{}, "path"],
        [{ path: 42 }, "path"],
        [{ path: "" }, "path"],
        [{ path: "https://elsewhere.example/" }, "path"],
        [{ path: `/${"a".repeat(2048)}` }, "path"],
        ["not json", "body"],
      ] as const) {
        const response = await call(postView, "/api/page-views", { method: "POST", body: typeof body === "string" ? body : body });
        expect(response.status).toBe(400);
        expect((await response.json()).error.field).toBe(field);
      }
      expect(await rowsFor(analystId)).toEqual([]);
    });

    it("never takes a name from the caller", async () => {
      const response = await call(postView, "/api/page-views", { method: "POST", body: { path: "/about", name: "admin" } });
      expect(response.status).toBe(204);
      expect(await queryRows(handle, "select 1 from page_views")).toEqual([]);
    });

    it("takes the sign-in and sign-up views without a session, stored without a user and without the query", async () => {
      expect((await post("/login-page?callbackUrl=%2Fgame-breakdown-page%3Fid%3D4", { token: null })).status).toBe(201);
      expect((await post("/loginpage", { token: null })).status).toBe(201);
      expect((await post("/admin-login-page", { token: null })).status).toBe(201);
      expect((await post("/signup-confirm-page?email=someone%40example.com", { token: null })).status).toBe(201);
      expect(await rowsFor(null)).toEqual([
        { name: "login", subject: null, path: "/login-page" },
        { name: "login", subject: null, path: "/loginpage" },
        { name: "login", subject: null, path: "/admin-login-page" },
        { name: "signup", subject: null, path: "/signup-confirm-page" },
      ]);
    });

    it("refuses a signed-in screen's view without a session (401) and stores nothing", async () => {
      const response = await post(`/game-breakdown-page?id=${games[0].id}`, { token: null });
      expect(response.status).toBe(401);
      expect((await response.json()).error.message).toBe("User is not authenticated. Please log in again.");
      expect(await queryRows(handle, "select 1 from page_views")).toEqual([]);
    });

    it("refuses a call from another site, even an anonymous one", async () => {
      const headers = { origin: "https://attacker.example", host: "127.0.0.1:3000" };
      expect((await post("/login-page", { token: null, headers })).status).toBe(403);
      expect(
        (
          await call(postView, "/api/page-views", {
            method: "POST",
            body: { path: "/login-page" },
            token: null,
            headers: { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" },
          })
        ).status,
      ).toBe(201);
      expect(await rowsFor(null)).toHaveLength(1);
    });

    it("does not count a prefetch", async () => {
      expect((await post("/", { headers: { "next-router-prefetch": "1" } })).status).toBe(204);
      expect((await post("/", { headers: { "sec-purpose": "prefetch;prerender" } })).status).toBe(204);
      expect(await rowsFor(analystId)).toEqual([]);
    });

    it("counts an admin screen only for administrators (others are turned away from it)", async () => {
      expect((await post("/admin-page?tab=groups")).status).toBe(204);
      expect((await post("/adminv2", { token: adminToken })).status).toBe(201);
      expect(await rowsFor(analystId)).toEqual([]);
      expect(await rowsFor(adminId)).toEqual([{ name: "admin", subject: null, path: "/adminv2" }]);
    });
  });

  describe("GET /api/page-views", () => {
    it("answers the caller's own views, newest first, as many as asked", async () => {
      await post("/");
      await post(`/game-breakdown-page?id=${games[1].id}`);
      await post("/search-page", { token: adminToken });
      const response = await call(listViews, "/api/page-views?limit=5");
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const { page_views } = await response.json();
      expect(page_views.map((v: { name: string; subject: string | null }) => [v.name, v.subject])).toEqual([
        ["game", String(games[1].id)],
        ["dashboard", null],
      ]);
      const limited = await (await call(listViews, "/api/page-views?limit=1")).json();
      expect(limited.page_views).toHaveLength(1);
      expect(limited.page_views[0].name).toBe("game");
    });

    it("answers 400 naming limit for a bad limit and 401 without a session", async () => {
      for (const limit of ["0", "201", "abc", "1.5"]) {
        const response = await call(listViews, `/api/page-views?limit=${limit}`);
        expect(response.status).toBe(400);
        expect((await response.json()).error.field).toBe("limit");
      }
      expect((await call(listViews, "/api/page-views", { token: null })).status).toBe(401);
    });
  });

  describe("recently viewed", () => {
    const view = (userId: string, name: "game" | "feature", subject: string) => recordPageView({ userId, name, subject, path: `/${name}?id=${subject}` });

    it("lists each game once, most recently viewed first, with its title and players over the last day", async () => {
      const [a, b, c] = games;
      await view(analystId, "game", String(a.id));
      await view(analystId, "game", String(b.id));
      await view(analystId, "game", String(a.id));
      await view(analystId, "game", String(c.id));
      await view(adminId, "game", String(games[3].id));
      const recent = await listRecentlyViewedGames({ userId: analystId });
      expect(recent.map((g) => [g.game_id, g.title, g.views])).toEqual([
        [c.id, c.title, 1],
        [a.id, a.title, 2],
        [b.id, b.title, 1],
      ]);
      const stats = await listGamePlayerStats({ gameIds: [c.id] });
      expect(recent[0].players_24h).toBe(stats.items[0].one_day);
      expect(await listRecentlyViewedGames({ userId: analystId, limit: 2 })).toHaveLength(2);
    });

    it("skips games that do not exist or are hidden from users", async () => {
      await view(analystId, "game", String(games[0].id));
      await view(analystId, "game", "2147483647");
      await view(analystId, "game", "99999999999");
      await view(analystId, "game", String(games[2].id));
      await queryRows(handle, "update games set hide_from_user = true where id = $1", [games[2].id]);
      try {
        expect((await listRecentlyViewedGames({ userId: analystId })).map((g) => g.game_id)).toEqual([games[0].id]);
      } finally {
        await queryRows(handle, "update games set hide_from_user = false where id = $1", [games[2].id]);
      }
    });

    it("lists features once each with their type and latest players, skipping unknown ones", async () => {
      await view(analystId, "feature", String(feature.id));
      await view(analystId, "feature", "999999");
      await view(analystId, "feature", String(feature.id));
      const recent = await listRecentlyViewedFeatures({ userId: analystId });
      expect(recent).toEqual([
        expect.objectContaining({ cls_id: feature.id, name: feature.name, type: feature.type, player_count: Number(feature.player_count), views: 2 }),
      ]);
      expect(await listRecentlyViewedFeatures({ userId: adminId })).toEqual([]);
    });

    it("lists nothing for a user who viewed nothing", async () => {
      expect(await listRecentlyViewedGames({ userId: adminId })).toEqual([]);
      expect(await listPageViews({ userId: adminId })).toEqual([]);
    });

    it("deletes a user's views with the account", async () => {
      const [{ id }] = await queryRows<{ id: string }>(
        handle,
        "insert into users (username, email, password_hash) values ('gone', 'gone@example.com', 'x') returning id",
      );
      await view(id, "game", String(games[0].id));
      await queryRows(handle, "delete from users where id = $1", [id]);
      expect(await queryRows(handle, "select 1 from page_views where user_id = $1", [id])).toEqual([]);
      expect(await queryRows(handle, "select 1 from page_views")).toEqual([]);
    });
  });
});
