import { GET as coverGET } from "@/app/api/art/covers/[gameId]/route";
import { GET as iconGET } from "@/app/api/art/icons/[name]/route";
import { GET as screenshotGET } from "@/app/api/art/screenshots/[releaseId]/[position]/route";
import { GET as healthGET } from "@/app/api/healthz/route";
import { GET as statusGET } from "@/app/api/status/route";
import { useDatabaseForTests, type DatabaseHandle } from "@/lib/db/client";
import { createTestDatabase, queryRows, testDatabaseKind } from "./helpers/test-database";

const request = new Request("http://127.0.0.1/");
const params = <T>(value: T) => ({ params: Promise.resolve(value) });

describe("route handlers", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    ({ handle } = await createTestDatabase({ games: 40 }));
    useDatabaseForTests(handle);
  });
  afterAll(async () => {
    useDatabaseForTests(undefined);
    await handle.close();
  });

  it.each([
    ["/_healthz", healthGET],
    ["/api/status", statusGET],
  ])("%s reports the database up", async (_path, GET) => {
    const response = await GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: { status: "up", kind: testDatabaseKind } });
  });

  it("draws a game's cover with its title", async () => {
    const [game] = await queryRows<{ id: number; title: string }>(handle, "select id, title from games order by id limit 1");
    const response = await coverGET(request, params({ gameId: String(game.id) }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
    const svg = await response.text();
    expect(svg).toContain(`aria-label="${game.title.replace(/&/g, "&amp;").replace(/'/g, "&apos;")}"`);
  });

  it.each([
    ["abc", 400, "gameId"],
    ["0", 400, "gameId"],
    ["1.5", 400, "gameId"],
    ["99999999999", 400, "gameId"],
    ["999999", 404, "gameId"],
  ])("answers a cover request for %s with %i naming the field", async (gameId, status, field) => {
    const response = await coverGET(request, params({ gameId }));
    expect(response.status).toBe(status);
    const body = await response.json();
    expect(body.error.field).toBe(field);
    expect(JSON.stringify(body)).not.toMatch(/select|stack|at \w+ \(/i);
  });

  it("draws screenshots and icons, and refuses malformed ones", async () => {
    expect((await screenshotGET(request, params({ releaseId: "3", position: "2" }))).status).toBe(200);
    expect((await screenshotGET(request, params({ releaseId: "3", position: "51" }))).status).toBe(400);
    expect((await iconGET(request, params({ name: "PS5" }))).status).toBe(200);
    expect((await iconGET(request, params({ name: "<script>" }))).status).toBe(400);
  });

  it("reports the database down with 503 when it cannot answer", async () => {
    const { handle: closed } = await createTestDatabase({ games: 5 });
    await closed.close();
    useDatabaseForTests(closed);
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const response = await healthGET();
      expect(response.status).toBe(503);
      const body = await response.json();
      expect(body).toMatchObject({ status: "degraded", database: { status: "down" } });
      expect(JSON.stringify(body)).not.toMatch(/select 1|Failed query/);
      expect(logged).toHaveBeenCalledWith("[health] database check failed:", expect.stringContaining("select 1"));
    } finally {
      logged.mockRestore();
      useDatabaseForTests(handle);
    }
  });
});
