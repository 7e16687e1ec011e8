// Game follows: the follow endpoints called as the follow button calls them, and the list the user dashboard shows,
// against a generated market whose "today" is the real today.
import { DELETE as unfollow, GET as followState, PUT as follow } from "@/app/api/follows/[gameId]/route";
import { GET as listFollows } from "@/app/api/follows/route";
import { POST as signIn } from "@/app/api/signin/route";
import { useDatabaseForTests, type DatabaseHandle } from "@/lib/db/client";
import { followGame, isFollowing, listFollowedGames, unfollowGame } from "@/lib/data/follows";
import { listGamePlayerStats } from "@/lib/data/players";
import { DEMO_SEED } from "@/lib/accounts/demo-accounts";
import { ensureDemoAccounts } from "@/lib/data/users";
import { createTestDatabase, queryRows } from "./helpers/test-database";

const BASE = "http://127.0.0.1:3000";
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

describe("game follows", () => {
  let handle: DatabaseHandle;
  let analystToken: string;
  let adminToken: string;
  let analystId: string;
  let adminId: string;
  let games: Array<{ id: number; title: string }>;

  const call = (handler: unknown, gameId: string | null, { method = "GET", token = analystToken as string | null } = {}) =>
    (handler as Handler)(
      new Request(`${BASE}/api/follows${gameId === null ? "" : `/${gameId}`}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} }),
      { params: Promise.resolve<Record<string, string>>(gameId === null ? {} : { gameId }) },
    );

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
      "select g.id, g.title from games g where not g.hide_from_user and exists (select 1 from daily_player_counts d where d.game_id = g.id) order by g.id limit 3",
    );
    expect(games).toHaveLength(3);
  });
  afterAll(async () => {
    useDatabaseForTests(undefined);
    await handle.close();
  });
  beforeEach(() => queryRows(handle, "delete from game_follows"));

  describe("the API", () => {
    it("follows a game, says so, lists it with its figures and unfollows it", async () => {
      const game = games[0];
      const put = await call(follow, String(game.id), { method: "PUT" });
      expect(put.status).toBe(200);
      const followed = await put.json();
      expect(followed).toMatchObject({ game_id: game.id, following: true });

      const again = await call(follow, String(game.id), { method: "PUT" });
      expect(await again.json()).toEqual(followed);

      expect(await (await call(followState, String(game.id))).json()).toEqual({ game_id: game.id, following: true });
      const list = await call(listFollows, null);
      expect(list.status).toBe(200);
      const { games: listed } = await list.json();
      const stats = (await listGamePlayerStats({ gameIds: [game.id] })).items[0];
      expect(listed).toEqual([
        {
          game_id: game.id,
          title: game.title,
          cover_url: `/api/art/covers/${game.id}`,
          players_24h: stats.one_day,
          growth: stats.one_month > 0 ? Math.round((stats.one_week / stats.one_month - 1) * 1000) / 10 : null,
          followed_at: followed.followed_at,
        },
      ]);
      // Another user follows nothing.
      expect(await (await call(listFollows, null, { token: adminToken })).json()).toEqual({ games: [] });
      expect(await (await call(followState, String(game.id), { token: adminToken })).json()).toEqual({ game_id: game.id, following: false });

      const removed = await call(unfollow, String(game.id), { method: "DELETE" });
      expect(removed.status).toBe(200);
      expect(await removed.json()).toEqual({ game_id: game.id, following: false });
      expect((await call(unfollow, String(game.id), { method: "DELETE" })).status).toBe(200);
      expect(await (await call(listFollows, null)).json()).toEqual({ games: [] });
    });

    it.each([
      ["PUT", follow],
      ["DELETE", unfollow],
      ["GET", followState],
    ] as const)("%s answers 404 JSON for a game that does not exist and 400 naming gameId for a bad id", async (method, handler) => {
      const missing = await call(handler, "999999", { method });
      expect(missing.status).toBe(404);
      expect((await missing.json()).error).toMatchObject({ code: "not_found:follows", field: "gameId" });
      for (const bad of ["abc", "0", "-3", "1.5", "99999999999"]) {
        const response = await call(handler, bad, { method });
        expect(response.status).toBe(400);
        expect((await response.json()).error.field).toBe("gameId");
      }
      expect(await queryRows(handle, "select 1 from game_follows")).toEqual([]);
    });

    it("does not follow a game hidden from users", async () => {
      await queryRows(handle, "update games set hide_from_user = true where id = $1", [games[1].id]);
      try {
        expect((await call(follow, String(games[1].id), { method: "PUT" })).status).toBe(404);
      } finally {
        await queryRows(handle, "update games set hide_from_user = false where id = $1", [games[1].id]);
      }
    });

    it("answers 401 without a session", async () => {
      expect((await call(follow, String(games[0].id), { method: "PUT", token: null })).status).toBe(401);
      expect((await call(listFollows, null, { token: null })).status).toBe(401);
    });
  });

  describe("the data functions", () => {
    it("lists the most recently followed first and skips games hidden since", async () => {
      for (const game of games) {
        await followGame({ userId: analystId, gameId: game.id });
        // Follows made in the same millisecond would tie: space them out so the order is the following order.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect((await listFollowedGames({ userId: analystId })).map((g) => g.game_id)).toEqual([games[2].id, games[1].id, games[0].id]);
      await queryRows(handle, "update games set hide_from_user = true where id = $1", [games[1].id]);
      try {
        expect((await listFollowedGames({ userId: analystId })).map((g) => g.game_id)).toEqual([games[2].id, games[0].id]);
      } finally {
        await queryRows(handle, "update games set hide_from_user = false where id = $1", [games[1].id]);
      }
    });

    it("answers whether a user follows a game, per user", async () => {
      expect(await followGame({ userId: analystId, gameId: games[0].id })).toMatchObject({ following: true });
      expect(await isFollowing({ userId: analystId, gameId: games[0].id })).toBe(true);
      expect(await isFollowing({ userId: adminId, gameId: games[0].id })).toBe(false);
      expect(await followGame({ userId: analystId, gameId: 999999 })).toBeNull();
      expect(await unfollowGame({ userId: adminId, gameId: games[0].id })).toEqual({ removed: false });
      expect(await unfollowGame({ userId: analystId, gameId: games[0].id })).toEqual({ removed: true });
      expect(await isFollowing({ userId: analystId, gameId: games[0].id })).toBe(false);
    });

    it("deletes a user's follows with the account", async () => {
      const [{ id }] = await queryRows<{ id: string }>(
        handle,
        "insert into users (username, email, password_hash) values ('leaving', 'leaving@example.com', 'x') returning id",
      );
      await followGame({ userId: id, gameId: games[0].id });
      await queryRows(handle, "delete from users where id = $1", [id]);
      expect(await queryRows(handle, "select 1 from game_follows where user_id = $1", [id])).toEqual([]);
    });
  });
});
