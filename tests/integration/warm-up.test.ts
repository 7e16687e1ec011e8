// The session and screens a server renders once before it listens (lib/server/warm-up.ts, scripts/serve.mjs).
import { DEMO_SEED } from "@/lib/accounts/demo-accounts";
import { requirePageUser } from "@/lib/auth/guard";
import { sessionClaims } from "@/lib/auth/session-cookie";
import { ensureDemoAccounts } from "@/lib/data/users";
import { useDatabaseForTests, type DatabaseHandle } from "@/lib/db/client";
import { DEMO_ACCOUNTS } from "@/lib/demo/accounts";
import { prepareWarmUp } from "@/lib/server/warm-up";
import { createTestDatabase, execSql, queryRows } from "./helpers/test-database";

const requestHeaders = new Headers();
jest.mock("next/headers", () => ({
  headers: async () => requestHeaders,
  cookies: async () => {
    const pairs = (requestHeaders.get("cookie") ?? "").split("; ").filter(Boolean);
    const all = pairs.map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1) }));
    return { getAll: () => all, get: (name: string) => all.find((cookie) => cookie.name === name) };
  },
}));

describe("what a server renders before it listens", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    ({ handle } = await createTestDatabase({ games: 20 }));
    useDatabaseForTests(handle);
  });
  afterAll(async () => {
    useDatabaseForTests(undefined);
    await handle.close();
  });

  it("renders nothing while the database has no active user", async () => {
    expect(await prepareWarmUp()).toBeNull();
  });

  it("signs in as an analyst, and opens the heaviest screens and a game users can see", async () => {
    await ensureDemoAccounts({ db: handle.db, ...DEMO_SEED });
    await execSql(handle, "UPDATE games SET hide_from_user = true WHERE id = (SELECT min(id) FROM games)");
    const [visible] = await queryRows<{ id: number }>(handle, "SELECT min(id) AS id FROM games WHERE NOT hide_from_user");
    const warmUp = (await prepareWarmUp())!;
    expect(warmUp.paths).toEqual(["/", "/market-research-page", "/lumos-page", `/game-breakdown-page?id=${visible.id}`]);

    // The cookie is a session the guards accept, of the first analyst.
    const analyst = DEMO_ACCOUNTS.find((account) => account.role === "analyst")!;
    requestHeaders.set("cookie", warmUp.cookie);
    const claims = await sessionClaims({ headers: requestHeaders, cookies: Object.fromEntries([warmUp.cookie.split(/=(.*)/s).slice(0, 2)]) } as never);
    expect(claims).toMatchObject({ email: analyst.email, role: "analyst" });
    expect(await requirePageUser("/")).toMatchObject({ email: analyst.email, role: "analyst" });
  });

  it("leaves out users who are not active", async () => {
    await execSql(handle, "UPDATE users SET status = 'inactive' WHERE role = 'analyst'");
    const warmUp = (await prepareWarmUp())!;
    const claims = await sessionClaims({ headers: new Headers(), cookies: Object.fromEntries([warmUp.cookie.split(/=(.*)/s).slice(0, 2)]) } as never);
    expect(claims?.role).not.toBe("analyst");
  });
});
