// The data domain's HTTP endpoints, called as the shell calls them: with a bearer access token from /api/signin.
import { POST as bulkGameMetadata } from "@/app/api/bulk-game-metadata/route";
import { POST as bulkPlayerData } from "@/app/api/bulk-player-data/route";
import { GET as dashboardSections } from "@/app/api/dashboard/sections/route";
import { GET as gameSections } from "@/app/api/game-breakdown/sections/route";
import { POST as gameIds } from "@/app/api/game-ids/route";
import { POST as graphqlNamed } from "@/app/api/graphql/[queryName]/route";
import { POST as graphqlBatch } from "@/app/api/graphql/batch/route";
import { POST as graphql } from "@/app/api/graphql/route";
import { GET as datapointsFilter } from "@/app/api/market-research/datapoints-filter/route";
import { GET as marketGameIds } from "@/app/api/market-research/game-ids/route";
import { GET as platformsFilter } from "@/app/api/market-research/platforms-filter/route";
import { POST as gamePersona } from "@/app/api/proxy/game_persona/[gameId]/route";
import { GET as gameRevenue } from "@/app/api/proxy/game_revenue/[gameId]/route";
import { POST as gameSimilarity } from "@/app/api/proxy/game_similarity/[gameId]/route";
import { POST as symbioticFeatures } from "@/app/api/proxy/symbiotic_features/route";
import { POST as signIn } from "@/app/api/signin/route";
import { GET as staticJson } from "@/app/api/static-json/route";
import { useDatabaseForTests, type DatabaseHandle } from "@/lib/db/client";
import { DEMO_SEED } from "@/lib/accounts/demo-accounts";
import { ensureDemoAccounts } from "@/lib/data/users";
import { clearDatasetCache } from "@/lib/datasets/cache";
import { createTestDatabase, queryRows } from "./helpers/test-database";

const BASE = "http://127.0.0.1:3000";
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

describe("data endpoints", () => {
  let handle: DatabaseHandle;
  let token: string;
  let game: number;
  const call = (
    handler: unknown,
    path: string,
    { method = "GET", body, params = {}, auth = true }: { method?: string; body?: unknown; params?: Record<string, string>; auth?: boolean } = {},
  ) =>
    (handler as Handler)(
      new Request(`${BASE}${path}`, {
        method,
        headers: { "content-type": "application/json", ...(auth ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      }),
      { params: Promise.resolve(params) },
    );

  beforeAll(async () => {
    process.env.NEXTAUTH_SECRET ??= "integration-secret-integration-secret-0123456789";
    ({ handle } = await createTestDatabase({ games: 120, today: new Date().toISOString().slice(0, 10) }));
    await ensureDemoAccounts({ db: handle.db, ...DEMO_SEED });
    useDatabaseForTests(handle);
    const response = await signIn(
      new Request(`${BASE}/api/signin`, { method: "POST", body: JSON.stringify({ email: "analyst@lumos.local", password: "Lumos-Analyst-2026!" }) }),
    );
    expect(response.status).toBe(200);
    token = (await response.json()).accessToken;
    [{ game_id: game }] = await queryRows<{ game_id: number }>(
      handle,
      "select game_id from daily_player_counts group by game_id order by count(*) desc, max(player_count) desc limit 1",
    );
    clearDatasetCache();
  });
  afterAll(async () => {
    useDatabaseForTests(undefined);
    await handle.close();
  });

  const routes: Array<[string, unknown, string, Record<string, unknown>]> = [
    ["POST /api/graphql", graphql, "/api/graphql", { method: "POST", body: { query: "{ fetchPlatforms { id } }" } }],
    [
      "POST /api/graphql/fetchPlatforms",
      graphqlNamed,
      "/api/graphql/fetchPlatforms",
      { method: "POST", body: { query: "{ fetchPlatforms { id } }" }, params: { queryName: "fetchPlatforms" } },
    ],
    ["POST /api/graphql/batch", graphqlBatch, "/api/graphql/batch", { method: "POST", body: [{ query: "{ fetchPlatforms { id } }" }] }],
    ["GET /api/static-json", staticJson, "/api/static-json?url=game_ids", {}],
    ["GET /api/game-breakdown/sections", gameSections, "/api/game-breakdown/sections?id=1", {}],
    ["GET /api/dashboard/sections", dashboardSections, "/api/dashboard/sections", {}],
    ["POST /api/game-ids", gameIds, "/api/game-ids", { method: "POST", body: { datapoint_id: "all_games" } }],
    ["GET /api/market-research/datapoints-filter", datapointsFilter, "/api/market-research/datapoints-filter", {}],
    ["GET /api/market-research/platforms-filter", platformsFilter, "/api/market-research/platforms-filter", {}],
    ["GET /api/market-research/game-ids", marketGameIds, "/api/market-research/game-ids?datapoint_id=released", {}],
    ["POST /api/bulk-game-metadata", bulkGameMetadata, "/api/bulk-game-metadata", { method: "POST", body: { game_ids: [1, 2] } }],
    [
      "POST /api/bulk-player-data",
      bulkPlayerData,
      "/api/bulk-player-data",
      { method: "POST", body: { game_ids: [1], start_date: "2026-01-01", end_date: "2026-02-01" } },
    ],
    ["POST /api/proxy/game_similarity/1", gameSimilarity, "/api/proxy/game_similarity/1", { method: "POST", params: { gameId: "1" } }],
    ["GET /api/proxy/game_revenue/1", gameRevenue, "/api/proxy/game_revenue/1", { params: { gameId: "1" } }],
    ["POST /api/proxy/game_persona/1", gamePersona, "/api/proxy/game_persona/1", { method: "POST", params: { gameId: "1" } }],
    ["POST /api/proxy/symbiotic_features", symbioticFeatures, "/api/proxy/symbiotic_features", { method: "POST", body: { cls_ids: [1] } }],
  ];

  it.each(routes)("%s answers 401 with the specification's text without a session", async (_name, handler, path, options) => {
    const response = await call(handler, path, { ...options, auth: false });
    expect(response.status).toBe(401);
    expect((await response.json()).error.message).toBe("User is not authenticated. Please log in again.");
  });

  it.each(routes)("%s answers 200 for a signed-in analyst", async (_name, handler, path, options) => {
    const response = await call(handler, path, options);
    expect(response.status).toBe(200);
  });

  it("refuses a cross-site call riding on a cookie, but not a bearer-token call", async () => {
    const crossSite = (headers: Record<string, string>) =>
      (gameIds as Handler)(
        new Request(`${BASE}/api/game-ids`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: "https://evil.example", ...headers },
          body: JSON.stringify({ datapoint_id: "all_games" }),
        }),
        { params: Promise.resolve({}) },
      );
    const refused = await crossSite({ cookie: "next-auth.session-token=anything" });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe("Cross-site request refused.");
    expect((await crossSite({ authorization: `Bearer ${token}` })).status).toBe(200);
    const sameSite = await (gameIds as Handler)(
      new Request(`${BASE}/api/game-ids`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: BASE, authorization: `Bearer ${token}` },
        body: JSON.stringify({ datapoint_id: "dlc" }),
      }),
      { params: Promise.resolve({}) },
    );
    expect(sameSite.status).toBe(200);
  });

  it("runs GraphQL and answers data and errors", async () => {
    const response = await call(graphql, "/api/graphql", { method: "POST", body: { query: "{ fetchPlatforms(id: [264]) { name } }", is_player_stats: false } });
    expect(await response.json()).toEqual({ data: { fetchPlatforms: [{ name: "PlayStation 5" }] } });
    const other = await call(graphqlNamed, "/api/graphql/fetchCovers", {
      method: "POST",
      body: { query: "{ fetchPlatforms { id } }" },
      params: { queryName: "fetchCovers" },
    });
    expect((await other.json()).errors[0].message).toBe("This endpoint runs fetchCovers only.");
    const unknown = await call(graphqlNamed, "/api/graphql/dropTables", {
      method: "POST",
      body: { query: "{ fetchPlatforms { id } }" },
      params: { queryName: "dropTables" },
    });
    expect(unknown.status).toBe(404);
  });

  it.each([
    [graphql, "/api/graphql", "not json", "body"],
    [graphql, "/api/graphql", { variables: {} }, "query"],
    [graphqlBatch, "/api/graphql/batch", Array.from({ length: 21 }, () => ({ query: "{ fetchPlatforms { id } }" })), "body"],
    [gameIds, "/api/game-ids", { datapoint_id: "everything" }, "datapoint_id"],
    [bulkGameMetadata, "/api/bulk-game-metadata", { game_ids: [1, -2] }, "game_ids.1"],
    [bulkPlayerData, "/api/bulk-player-data", { game_ids: [1], start_date: "yesterday", end_date: "2026-02-01" }, "start_date"],
    [symbioticFeatures, "/api/proxy/symbiotic_features", { cls_ids: [] }, "cls_ids"],
  ])("answers a bad body with 400 naming the field", async (handler, path, body, field) => {
    const response = await call(handler, path, { method: "POST", body });
    expect(response.status).toBe(400);
    const payload = await response.json();
    expect(payload.error.field).toBe(field);
    expect(JSON.stringify(payload)).not.toMatch(/select |stack|\bat \w+ \(/i);
  });

  it("serves every dataset name through static-json, and 404 for names it does not know", async () => {
    for (const name of [`game_breakdown_${game}_metadata`, `marketing_strategy_${game}_sentiment_data`, "platform_to_game_ids", "dashboard"]) {
      const response = await call(staticJson, `/api/static-json?url=${name}`);
      const body = await response.json();
      expect({ name, status: response.status, success: body.success }).toEqual({ name, status: 200, success: true });
    }
    const missing = await call(staticJson, "/api/static-json?url=no_such_dataset");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, data: null, error: "No dataset is named no_such_dataset" });
    expect((await call(staticJson, "/api/static-json")).status).toBe(400);
    // The page's overrides pass through; a value outside cloudfront|graphql is named.
    const live = await call(staticJson, "/api/static-json?url=game_ids&gameIdsSource=graphql");
    expect((await live.json()).data).toEqual((await (await call(staticJson, "/api/static-json?url=game_ids")).json()).data);
    const wrong = await call(staticJson, "/api/static-json?url=game_ids&gameIdsSource=s3");
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.field).toBe("gameIdsSource");
  });

  it("answers the dashboard's sections below the fold from the dashboard dataset, any page of upcoming games, and names a bad page", async () => {
    const response = await call(dashboardSections, "/api/dashboard/sections");
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(Object.keys(data).sort()).toEqual(["marketMovers", "topFeatures", "upcoming"]);
    const dashboard = (await (await call(staticJson, "/api/static-json?url=dashboard")).json()).data;
    expect(data.topFeatures).toEqual(dashboard.topFeatures);
    expect(data.marketMovers).toEqual(dashboard.marketMovers);
    expect(data.upcoming).toEqual(dashboard.upcomingGames);
    expect(data.upcoming.data.length).toBeGreaterThan(0);
    // A later page is read for itself, and the live source gives the same figures.
    const second = (await (await call(dashboardSections, "/api/dashboard/sections?upcoming_page=2")).json()).data;
    expect(second.upcoming.pageInfo.currentPage).toBe(2);
    expect(second.upcoming.data.map((game: { game_id: number }) => game.game_id)).not.toEqual(
      data.upcoming.data.map((game: { game_id: number }) => game.game_id),
    );
    const live = (await (await call(dashboardSections, "/api/dashboard/sections?dataSource=graphql")).json()).data;
    expect(live.topFeatures).toEqual(data.topFeatures);
    for (const [path, field] of [
      ["/api/dashboard/sections?upcoming_page=0", "upcoming_page"],
      ["/api/dashboard/sections?upcoming_page=two", "upcoming_page"],
      ["/api/dashboard/sections?upcoming_page=99999999999", "upcoming_page"],
      ["/api/dashboard/sections?dataSource=s3", "dataSource"],
    ] as const) {
      const refused = await call(dashboardSections, path);
      expect([path, refused.status, (await refused.json()).error.field]).toEqual([path, 400, field]);
    }
  });

  it("answers a game's sections below the fold, the same datasets the screens read, and names a bad id", async () => {
    const response = await call(gameSections, `/api/game-breakdown/sections?id=${game}`);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(Object.keys(data).sort()).toEqual([
      "competitors",
      "fit",
      "monthOfHistory",
      "revenue",
      "screenshots",
      "sentiment",
      "social",
      "symbiotic",
      "videos",
      "wishlists",
    ]);
    // The demo market's counts cover two years: symbiotic games have their month of daily players to correlate.
    expect(data.monthOfHistory).toBe(true);
    const competitors = await (await call(staticJson, `/api/static-json?url=game_breakdown_${game}_top_competitors`)).json();
    expect(data.competitors).toEqual(competitors.data);
    expect(data.competitors.length).toBeGreaterThan(0);
    expect(data.revenue.weeks.length).toBeGreaterThan(0);
    for (const shot of data.screenshots) expect(shot.src).toMatch(/^\/api\/art\/screenshots\/\d+\/\d+$/);
    // The live sources give the same figures.
    const live = await (await call(gameSections, `/api/game-breakdown/sections?id=${game}&gameDataSource=graphql&marketingStrategySource=graphql`)).json();
    expect(live.data.competitors).toEqual(data.competitors);
    for (const [path, field, status] of [
      ["/api/game-breakdown/sections?id=abc", "id", 400],
      ["/api/game-breakdown/sections", "id", 400],
      [`/api/game-breakdown/sections?id=${game}&gameDataSource=s3`, "gameDataSource", 400],
      ["/api/game-breakdown/sections?id=999999", "id", 404],
    ] as const) {
      const refused = await call(gameSections, path);
      expect({ path, status: refused.status, field: (await refused.json()).error.field }).toEqual({ path, status, field });
    }
    // A game hidden from users has no sections either, as it has no page.
    const [{ id: hidden }] = await queryRows<{ id: number }>(handle, `select id from games where id <> ${game} order by id limit 1`);
    await queryRows(handle, `update games set hide_from_user = true where id = ${hidden}`);
    try {
      const refused = await call(gameSections, `/api/game-breakdown/sections?id=${hidden}`);
      expect([refused.status, (await refused.json()).error.message]).toEqual([404, `There is no game with the id ${hidden}.`]);
    } finally {
      await queryRows(handle, `update games set hide_from_user = false where id = ${hidden}`);
    }
  });

  it("answers bulk metadata with aggregated player trends and path ids that are not positive with 400", async () => {
    const response = await call(bulkGameMetadata, "/api/bulk-game-metadata", { method: "POST", body: { game_ids: [game], player_count_only: true } });
    const { aggregated_player_trends } = await response.json();
    expect(aggregated_player_trends).toEqual([
      expect.objectContaining({ game_id: game, title: null, playerCountStatus: expect.stringMatching(/increased|decreased|equal|-/) }),
    ]);
    expect((await call(gameRevenue, "/api/proxy/game_revenue/0", { params: { gameId: "0" } })).status).toBe(400);
    expect((await call(gamePersona, "/api/proxy/game_persona/abc", { method: "POST", params: { gameId: "abc" } })).status).toBe(400);
  });
});
