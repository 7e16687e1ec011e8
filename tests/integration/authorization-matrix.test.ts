// Generated from the route handlers on disk: every /api route answers 401 without a session, except the few that
// exist for signing in, signing up and checking health. A new route is covered the day it is added.
import fs from "node:fs";
import path from "node:path";
import { useDatabaseForTests, type DatabaseHandle } from "@/lib/db/client";
import { createTestDatabase } from "./helpers/test-database";

const API = path.resolve(__dirname, "../../app/api");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** Routes anyone may call, with why ("METHOD route" when only that method is public). */
const PUBLIC_ROUTES: Record<string, string> = {
  "auth/[...nextauth]": "next-auth's own sign-in, session and CSRF endpoints",
  signin: "API sign-in",
  status: "status check",
  healthz: "health check",
  "art/covers/[gameId]": "drawn artwork (no data beyond a title)",
  "art/screenshots/[releaseId]/[position]": "drawn artwork",
  "art/icons/[name]": "drawn artwork",
  signup: "sign-up",
  "signup/confirm": "sign-up confirmation",
  "signup/resend": "sign-up code resend",
  "forgot-password": "password reset request",
  "confirm-forgot-password": "password reset with the mailed code",
  "POST page-views": "page views of the sign-in and sign-up screens, stored without a user (other screens answer 401)",
};

const isPublic = ({ route, method }: { route: string; method: string }) => route in PUBLIC_ROUTES || `${method} ${route}` in PUBLIC_ROUTES;

function routeFiles(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return routeFiles(path.join(dir, entry.name), rel);
    return entry.name === "route.ts" ? [prefix] : [];
  });
}

const routes = routeFiles(API).sort();
const cases = routes.flatMap((route) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(path.join(API, route, "route.ts")) as Record<string, unknown>;
  return METHODS.filter((method) => typeof mod[method] === "function").map((method) => ({
    route,
    method,
    handler: mod[method] as (...args: unknown[]) => Promise<Response>,
  }));
});

describe("authorization matrix", () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    process.env.NEXTAUTH_SECRET ??= "integration-secret-integration-secret-0123456789";
    ({ handle } = await createTestDatabase({ games: 20 }));
    useDatabaseForTests(handle);
  });
  afterAll(async () => {
    useDatabaseForTests(undefined);
    await handle.close();
  });

  it("finds the route handlers", () => {
    expect(cases.length).toBeGreaterThan(30);
    for (const key of Object.keys(PUBLIC_ROUTES)) {
      const [method, route] = key.includes(" ") ? key.split(" ") : [null, key];
      if (!route.startsWith("signup") && !route.includes("forgot-password")) expect(routes).toContain(route);
      if (method) expect(cases).toContainEqual(expect.objectContaining({ route, method }));
    }
  });

  it.each(cases.filter((c) => !isPublic(c)).map((c) => [`${c.method} /api/${c.route}`, c] as const))(
    "%s answers 401 without a session",
    async (_name, { route, method, handler }) => {
      const params = Object.fromEntries([...route.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((m) => [m[1], "1"]));
      const url = `http://127.0.0.1:3000/api/${route.replace(/\[(?:\.\.\.)?\w+\]/g, "1")}`;
      const body = method === "GET" ? undefined : JSON.stringify({});
      const response = await handler(new Request(url, { method, headers: { "content-type": "application/json" }, body }), { params: Promise.resolve(params) });
      expect(response.status).toBe(401);
      expect((await response.json()).error.message).toBe("User is not authenticated. Please log in again.");
    },
  );

  it.each(cases.filter((c) => !isPublic(c) && c.method !== "GET").map((c) => [`${c.method} /api/${c.route}`, c] as const))(
    "%s refuses a call from another site (CSRF) before anything else",
    async (_name, { route, method, handler }) => {
      const params = Object.fromEntries([...route.matchAll(/\[(?:\.\.\.)?(\w+)\]/g)].map((m) => [m[1], "1"]));
      const url = `http://127.0.0.1:3000/api/${route.replace(/\[(?:\.\.\.)?\w+\]/g, "1")}`;
      const headers = { "content-type": "application/json", origin: "https://attacker.example", host: "127.0.0.1:3000" };
      const response = await handler(new Request(url, { method, headers, body: "{}" }), { params: Promise.resolve(params) });
      expect(response.status).toBe(403);
    },
  );

  // The middleware-bypass headers (every known x-middleware-subrequest value and x-middleware-skip) are tried
  // against every route and every signed-in page in attacks.test.ts, which counts them in its report.
});
