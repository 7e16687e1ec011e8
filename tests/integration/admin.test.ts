// The admin API, called as the admin screen and API clients call it: with a bearer access token from /api/signin.
// The authorisation matrix is generated from the route modules themselves: every admin route is imported, and each
// one is called without a session, as an analyst, as an admin and as a super-admin.
import * as addUserToGroupRoute from "@/app/api/add-user-to-group/route";
import * as auditLogRoute from "@/app/api/audit-log/route";
import * as createAdminUserRoute from "@/app/api/create-admin-user/route";
import * as createGroupRoute from "@/app/api/create-group/route";
import * as createUserRoute from "@/app/api/create-user/route";
import * as deleteGroupRoute from "@/app/api/delete-group/route";
import * as deleteUserRoute from "@/app/api/delete-user/route";
import * as disableUserRoute from "@/app/api/disable-user/route";
import * as enableUserRoute from "@/app/api/enable-user/route";
import * as getUserDetailsBySubRoute from "@/app/api/get-user-details-by-sub/route";
import * as getUserDetailsRoute from "@/app/api/get-user-details/route";
import * as getUserGroupsRoute from "@/app/api/get-user-groups/route";
import * as listGroupsRoute from "@/app/api/list-groups/route";
import * as listUsersInGroupRoute from "@/app/api/list-users-in-group/route";
import * as listUsersRoute from "@/app/api/list-users/route";
import * as removeUserFromGroupRoute from "@/app/api/remove-user-from-group/route";
import * as resetUserPasswordRoute from "@/app/api/reset-user-password/route";
import * as setUserPasswordRoute from "@/app/api/set-user-password/route";
import * as updateGroupRoute from "@/app/api/update-group/route";
import { POST as signInPOST } from "@/app/api/signin/route";
import { getOptionalUser } from "@/lib/auth/guard";
import { createSignInLimiter, useSignInLimiterForTests } from "@/lib/auth/rate-limit";
import { deleteUserAccount, getUserOrThrow, setUserStatus } from "@/lib/data/admin";
import { DEMO_SEED } from "@/lib/accounts/demo-accounts";
import { ensureDemoAccounts } from "@/lib/data/users";
import { useDatabaseForTests, type DatabaseHandle } from "@/lib/db/client";
import { AppError } from "@/lib/server/errors";
import { createMigratedDatabase, queryRows } from "./helpers/test-database";

type Method = "GET" | "POST" | "DELETE";
type RouteModule = Partial<Record<Method, (request: Request) => Promise<Response>>>;

const BASE = "http://127.0.0.1:3000";
const NOT_AUTHENTICATED = "User is not authenticated. Please log in again.";
const FORBIDDEN = "Access denied. You don't have permission to do this.";
const MEMBERS_FORBIDDEN = "Access denied. You don't have permission to view group members.";
const ADMIN_ACCOUNTS_READ_ONLY = "Only a super-admin can change an administrator account.";
const NOT_ON_YOURSELF = "You cannot do this to your own account.";
const LAST_SUPER_ADMIN = "The last active super-admin cannot be deleted or disabled.";
const NEW_PASSWORD = "Quiet-Harbour-Lantern-77";
// A well-formed argon2id hash of nothing anyone knows: fixture accounts that never sign in skip the hashing cost.
const UNUSABLE_HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$J3VzZWxlc3N1c2VsZXNzdXNlbGVzc3VzZWxlc3M";

type Caller = "anonymous" | "analyst" | "admin" | "super";

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`;
let addressCounter = 0;

describe("admin API", () => {
  let handle: DatabaseHandle;
  const tokens: Partial<Record<Caller, string>> = {};
  const ids: Record<"super" | "admin" | "analyst", string> = { super: "", admin: "", analyst: "" };

  async function signIn(identifier: string, password: string): Promise<Response> {
    return signInPOST(
      new Request(`${BASE}/api/signin`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${++addressCounter}` },
        body: JSON.stringify({ username: identifier, password }),
      }),
    );
  }

  async function tokenFor(identifier: string, password: string): Promise<string> {
    const response = await signIn(identifier, password);
    expect(response.status).toBe(200);
    return (await response.json()).accessToken;
  }

  function request(method: Method, path: string, { as, body, token }: { as?: Caller; body?: unknown; token?: string } = {}): Request {
    const bearer = token ?? (as && as !== "anonymous" ? tokens[as] : undefined);
    return new Request(`${BASE}${path}`, {
      method,
      headers: { "content-type": "application/json", ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function call(route: RouteModule, method: Method, path: string, options: { as?: Caller; body?: unknown; token?: string } = {}) {
    const handler = route[method];
    if (!handler) throw new Error(`${path} has no ${method} handler`);
    const response = await handler(request(method, path, options));
    return { status: response.status, body: await response.json() };
  }

  /** An analyst account straight in the database (no argon2 cost), optionally in groups. */
  async function fixtureUser({ role = "analyst", groups = [] as string[], prefix = "fixture" } = {}): Promise<{
    id: string;
    sub: string;
    username: string;
    email: string;
  }> {
    const username = unique(prefix);
    const [row] = await queryRows<{ id: string; sub: string }>(
      handle,
      "insert into users (username, email, password_hash, role, status) values ($1, $2, $3, $4, 'active') returning id, sub",
      [username, `${username}@example.test`, UNUSABLE_HASH, role],
    );
    for (const group of groups) {
      await queryRows(handle, "insert into memberships (user_id, group_id) select $1, id from groups where name = $2", [row.id, group]);
    }
    return { ...row, username, email: `${username}@example.test` };
  }

  async function fixtureGroup(prefix = "group"): Promise<string> {
    const name = unique(prefix);
    await queryRows(handle, "insert into groups (name) values ($1)", [name]);
    return name;
  }

  beforeAll(async () => {
    process.env.NEXTAUTH_SECRET ??= "integration-secret-integration-secret-0123456789";
    handle = await createMigratedDatabase();
    await ensureDemoAccounts({ db: handle.db, ...DEMO_SEED });
    useDatabaseForTests(handle);
    useSignInLimiterForTests(await createSignInLimiter({ store: "memory" }));
    tokens.super = await tokenFor("super@lumos.local", "Lumos-Super-2026!");
    tokens.admin = await tokenFor("admin@lumos.local", "Lumos-Admin-2026!");
    tokens.analyst = await tokenFor("analyst@lumos.local", "Lumos-Analyst-2026!");
    for (const row of await queryRows<{ id: string; username: string }>(handle, "select id, username from users")) {
      if (row.username in ids) ids[row.username as keyof typeof ids] = row.id;
    }
  });
  afterAll(async () => {
    useDatabaseForTests(undefined);
    useSignInLimiterForTests(undefined);
    await handle.close();
  });

  // ---------------------------------------------------------------------------------------------------------------
  // The authorisation matrix
  // ---------------------------------------------------------------------------------------------------------------

  interface RouteCase {
    module: RouteModule;
    method: Method;
    /** Who may call it successfully: "admin" (admins and super-admins) or "super" (super-admins only). */
    access: "admin" | "super";
    success: number;
    /** A request that succeeds for a caller with access; fresh fixtures each time, since most calls change something. */
    prepare: () => Promise<{ query?: string; body?: unknown }>;
    forbiddenMessage?: string;
  }

  const ROUTES: Record<string, RouteCase> = {
    "create-group": {
      module: createGroupRoute,
      method: "POST",
      access: "admin",
      success: 201,
      prepare: async () => ({ body: { group_name: unique("matrix"), description: "Matrix group", precedence: 3 } }),
    },
    "delete-group": {
      module: deleteGroupRoute,
      method: "POST",
      access: "admin",
      success: 200,
      prepare: async () => ({ body: { group_name: await fixtureGroup() } }),
    },
    "update-group": {
      module: updateGroupRoute,
      method: "POST",
      access: "admin",
      success: 200,
      prepare: async () => ({ body: { group_name: await fixtureGroup(), description: "Renamed by the matrix", precedence: 5 } }),
    },
    "list-groups": { module: listGroupsRoute, method: "POST", access: "admin", success: 200, prepare: async () => ({ body: {} }) },
    "list-users-in-group": {
      module: listUsersInGroupRoute,
      method: "POST",
      access: "admin",
      success: 200,
      forbiddenMessage: MEMBERS_FORBIDDEN,
      prepare: async () => ({ body: { group_name: "analysts", user_pool_id: "lumos-local", next_token: null } }),
    },
    "add-user-to-group": {
      module: addUserToGroupRoute,
      method: "POST",
      access: "admin",
      success: 200,
      prepare: async () => ({ body: { user_id: (await fixtureUser()).id, group_name: "analysts" } }),
    },
    "remove-user-from-group": {
      module: removeUserFromGroupRoute,
      method: "POST",
      access: "admin",
      success: 200,
      prepare: async () => ({ body: { username: (await fixtureUser({ groups: ["analysts"] })).username, group_name: "analysts" } }),
    },
    "create-user": {
      module: createUserRoute,
      method: "POST",
      access: "admin",
      success: 201,
      prepare: async () => {
        const username = unique("created");
        return { body: { username, email: `${username}@example.test`, password: NEW_PASSWORD, group_name: "analysts" } };
      },
    },
    "create-admin-user": {
      module: createAdminUserRoute,
      method: "POST",
      access: "super",
      success: 201,
      forbiddenMessage: "Only a super-admin can create administrator accounts.",
      prepare: async () => {
        const username = unique("created-admin");
        return { body: { username, email: `${username}@example.test`, password: NEW_PASSWORD } };
      },
    },
    "get-user-details": {
      module: getUserDetailsRoute,
      method: "POST",
      access: "admin",
      success: 200,
      prepare: async () => ({ body: { username: "analyst" } }),
    },
    "get-user-details-by-sub": {
      module: getUserDetailsBySubRoute,
      method: "POST",
      access: "admin",
      success: 200,
      prepare: async () => ({ body: { sub: (await fixtureUser()).sub } }),
    },
    "get-user-groups": { module: getUserGroupsRoute, method: "POST", access: "admin", success: 200, prepare: async () => ({ body: { user_id: ids.analyst } }) },
    "delete-user": {
      module: deleteUserRoute,
      method: "DELETE",
      access: "admin",
      success: 200,
      prepare: async () => ({ body: { user_id: (await fixtureUser()).id } }),
    },
    "list-users": {
      module: listUsersRoute,
      method: "GET",
      access: "admin",
      success: 200,
      prepare: async () => ({ query: "?search=analyst&role=analyst&page=1" }),
    },
    "disable-user": {
      module: disableUserRoute,
      method: "POST",
      access: "admin",
      success: 200,
      prepare: async () => ({ body: { user_id: (await fixtureUser()).id } }),
    },
    "enable-user": {
      module: enableUserRoute,
      method: "POST",
      access: "admin",
      success: 200,
      prepare: async () => ({ body: { user_id: (await fixtureUser()).id } }),
    },
    "set-user-password": {
      module: setUserPasswordRoute,
      method: "POST",
      access: "admin",
      success: 200,
      prepare: async () => ({ body: { user_id: (await fixtureUser()).id, password: NEW_PASSWORD } }),
    },
    "reset-user-password": {
      module: resetUserPasswordRoute,
      method: "POST",
      access: "admin",
      success: 200,
      prepare: async () => ({ body: { user_id: (await fixtureUser()).id } }),
    },
    "audit-log": { module: auditLogRoute, method: "GET", access: "admin", success: 200, prepare: async () => ({ query: "?page=1" }) },
  };

  const matrix = Object.entries(ROUTES);

  it("covers every admin route, each with exactly the one method it serves", () => {
    expect(matrix).toHaveLength(19);
    for (const [name, route] of matrix) {
      const methods = (["GET", "POST", "DELETE", "PUT", "PATCH"] as const).filter(
        (method) => typeof (route.module as Record<string, unknown>)[method] === "function",
      );
      expect({ name, methods }).toEqual({ name, methods: [route.method] });
    }
  });

  async function callCase(name: string, as: Caller) {
    const route = ROUTES[name];
    const { query = "", body } = await route.prepare();
    return call(route.module, route.method, `/api/${name}${query}`, { as, body });
  }

  describe.each(matrix.map(([name, route]) => [name, route] as const))("%s", (name, route) => {
    it("no session → 401 with the specification's text", async () => {
      const { status, body } = await callCase(name, "anonymous");
      expect(status).toBe(401);
      expect(body.error.message).toBe(NOT_AUTHENTICATED);
    });

    it(`analyst → 403 '${name === "list-users-in-group" ? MEMBERS_FORBIDDEN : FORBIDDEN}'`, async () => {
      const { status, body } = await callCase(name, "analyst");
      expect(status).toBe(403);
      expect(body.error.message).toBe(name === "list-users-in-group" ? MEMBERS_FORBIDDEN : FORBIDDEN);
    });

    it(`admin → ${route.access === "admin" ? route.success : 403}`, async () => {
      const { status, body } = await callCase(name, "admin");
      if (route.access === "admin") {
        expect({ status, body }).toMatchObject({ status: route.success });
      } else {
        expect(status).toBe(403);
        expect(body.error.message).toBe(route.forbiddenMessage);
      }
    });

    it(`super-admin → ${route.success}`, async () => {
      const { status, body } = await callCase(name, "super");
      expect({ status, body }).toMatchObject({ status: route.success });
    });
  });

  // Admins read administrator accounts but change only analysts; super-admins change both.
  const ACTIONS_ON_AN_ACCOUNT: Array<[string, (target: { id: string }) => unknown]> = [
    ["disable-user", (target) => ({ user_id: target.id })],
    ["enable-user", (target) => ({ user_id: target.id })],
    ["delete-user", (target) => ({ user_id: target.id })],
    ["set-user-password", (target) => ({ user_id: target.id, password: NEW_PASSWORD })],
    ["reset-user-password", (target) => ({ user_id: target.id })],
    ["add-user-to-group", (target) => ({ user_id: target.id, group_name: "analysts" })],
    ["remove-user-from-group", (target) => ({ user_id: target.id, group_name: "administrators" })],
  ];

  describe.each(ACTIONS_ON_AN_ACCOUNT)("%s", (name, bodyFor) => {
    it("on an administrator: 403 for an admin, success for a super-admin", async () => {
      const route = ROUTES[name];
      const target = await fixtureUser({ role: "admin", groups: ["administrators"], prefix: "target-admin" });
      const refused = await call(route.module, route.method, `/api/${name}`, { as: "admin", body: bodyFor(target) });
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe(ADMIN_ACCOUNTS_READ_ONLY);
      const done = await call(route.module, route.method, `/api/${name}`, { as: "super", body: bodyFor(target) });
      expect(done.status).toBe(200);
    });

    it("on your own account: 403 for everyone", async () => {
      for (const as of ["admin", "super"] as const) {
        const { status, body } = await call(ROUTES[name].module, ROUTES[name].method, `/api/${name}`, { as, body: bodyFor({ id: ids[as] }) });
        expect({ as, status, message: body.error?.message }).toEqual({ as, status: 403, message: NOT_ON_YOURSELF });
      }
    });
  });

  // ---------------------------------------------------------------------------------------------------------------
  // Behaviour
  // ---------------------------------------------------------------------------------------------------------------

  describe("groups", () => {
    it("pages 25 members in pages of 10 with an opaque next_token, in username order, none twice", async () => {
      const group = await fixtureGroup("paged");
      const members = [];
      for (let index = 0; index < 25; index++) members.push(await fixtureUser({ groups: [group], prefix: `member-${String(index).padStart(2, "0")}` }));
      const pages: Array<{ usernames: string[]; next_token: string | null }> = [];
      let nextToken: string | null = null;
      do {
        const { status, body }: { status: number; body: { users: Array<{ username: string }>; next_token: string | null } } = await call(
          listUsersInGroupRoute,
          "POST",
          "/api/list-users-in-group",
          {
            as: "admin",
            body: { group_name: group, user_pool_id: "lumos-local", next_token: nextToken, limit: 10 },
          },
        );
        expect(status).toBe(200);
        pages.push({ usernames: body.users.map((user) => user.username), next_token: body.next_token });
        nextToken = body.next_token;
      } while (nextToken && pages.length < 5);
      expect(pages.map((page) => page.usernames.length)).toEqual([10, 10, 5]);
      expect(pages[2].next_token).toBeNull();
      const seen = pages.flatMap((page) => page.usernames);
      expect(seen).toEqual(members.map((member) => member.username).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    });

    it("pages with the default of 10 when no limit is sent, and a member added between pages is not repeated", async () => {
      const group = await fixtureGroup("default-page");
      for (let index = 0; index < 12; index++) await fixtureUser({ groups: [group], prefix: `m-${String(index).padStart(2, "0")}` });
      const first = await call(listUsersInGroupRoute, "POST", "/api/list-users-in-group", { as: "admin", body: { group_name: group } });
      expect(first.body.users).toHaveLength(10);
      await fixtureUser({ groups: [group], prefix: "a-early" }); // sorts before every name already handed out
      const second = await call(listUsersInGroupRoute, "POST", "/api/list-users-in-group", {
        as: "admin",
        body: { group_name: group, next_token: first.body.next_token },
      });
      expect(second.body.users).toHaveLength(2);
      expect(second.body.next_token).toBeNull();
      const names = [...first.body.users, ...second.body.users].map((user: { username: string }) => user.username);
      expect(new Set(names).size).toBe(12);
    });

    it("refuses a next_token it did not issue, another list's token, another user pool and an unknown group", async () => {
      const groupsPage = await call(listGroupsRoute, "POST", "/api/list-groups", { as: "admin", body: { limit: 1 } });
      expect(groupsPage.body.next_token).toEqual(expect.any(String));
      for (const next_token of ["not-a-token", groupsPage.body.next_token]) {
        const { status, body } = await call(listUsersInGroupRoute, "POST", "/api/list-users-in-group", {
          as: "admin",
          body: { group_name: "analysts", next_token },
        });
        expect(status).toBe(400);
        expect(body.error.field).toBe("next_token");
      }
      const pool = await call(listUsersInGroupRoute, "POST", "/api/list-users-in-group", {
        as: "admin",
        body: { group_name: "analysts", user_pool_id: "eu-west-1_other" },
      });
      expect(pool).toMatchObject({ status: 400, body: { error: { field: "user_pool_id", message: "user_pool_id must be lumos-local." } } });
      const missing = await call(listUsersInGroupRoute, "POST", "/api/list-users-in-group", { as: "admin", body: { group_name: "no-such-group" } });
      expect(missing.status).toBe(404);
    });

    it("lists groups by precedence with member counts, paged", async () => {
      const pages = [];
      let next_token: string | null = null;
      do {
        const { body }: { body: { groups: Array<{ group_name: string; precedence: number; member_count: number }>; next_token: string | null } } = await call(
          listGroupsRoute,
          "POST",
          "/api/list-groups",
          { as: "admin", body: { limit: 2, next_token } },
        );
        pages.push(...body.groups);
        next_token = body.next_token;
      } while (next_token);
      const precedences = pages.map((group) => group.precedence);
      expect(precedences).toEqual([...precedences].sort((a, b) => a - b));
      expect(new Set(pages.map((group) => group.group_name)).size).toBe(pages.length);
      const [{ count }] = await queryRows<{ count: number }>(handle, "select count(*)::int as count from groups");
      expect(pages).toHaveLength(count);
      const analysts = pages.find((group) => group.group_name === "analysts")!;
      const [{ members }] = await queryRows<{ members: number }>(
        handle,
        "select count(*)::int as members from memberships m join groups g on g.id = m.group_id where g.name = 'analysts'",
      );
      expect(analysts.member_count).toBe(members);
    });

    it("creates, renames and deletes a group, 400 naming the field for a taken name, and writes each step to audit_log", async () => {
      const name = unique("lifecycle");
      const created = await call(createGroupRoute, "POST", "/api/create-group", {
        as: "admin",
        body: { group_name: name, description: "First", precedence: 7 },
      });
      expect(created).toMatchObject({ status: 201, body: { group: { group_name: name, description: "First", precedence: 7, member_count: 0 } } });
      const taken = await call(createGroupRoute, "POST", "/api/create-group", { as: "admin", body: { group_name: name } });
      expect(taken).toMatchObject({ status: 400, body: { error: { field: "group_name", message: `A group named ${name} already exists.` } } });
      const renamedTo = `${name}-renamed`;
      const updated = await call(updateGroupRoute, "POST", "/api/update-group", {
        as: "admin",
        body: { group_name: name, new_group_name: renamedTo, description: null },
      });
      expect(updated).toMatchObject({ status: 200, body: { group: { group_name: renamedTo, description: null, precedence: 7 } } });
      const clash = await call(updateGroupRoute, "POST", "/api/update-group", { as: "admin", body: { group_name: renamedTo, new_group_name: "analysts" } });
      expect(clash).toMatchObject({ status: 400, body: { error: { field: "new_group_name" } } });
      const deleted = await call(deleteGroupRoute, "POST", "/api/delete-group", { as: "admin", body: { group_name: renamedTo } });
      expect(deleted).toMatchObject({ status: 200, body: { deleted: true } });
      const groupId = created.body.group.id;
      const audit = await queryRows<{ actor_user_id: string; action: string; target_type: string; target_id: string; detail: Record<string, unknown> }>(
        handle,
        "select actor_user_id, action, target_type, target_id, detail from audit_log where target_id = $1 order by id",
        [groupId],
      );
      expect(audit.map((row) => [row.actor_user_id, row.action, row.target_type])).toEqual([
        [ids.admin, "create-group", "group"],
        [ids.admin, "update-group", "group"],
        [ids.admin, "delete-group", "group"],
      ]);
      expect(audit[1].detail).toMatchObject({ before: { group_name: name, description: "First" }, after: { group_name: renamedTo, description: null } });
    });

    it("adds and removes a member idempotently, auditing only real changes, and the group shows up in the user's groups", async () => {
      const group = await fixtureGroup("membership");
      const user = await fixtureUser();
      const add = () =>
        call(addUserToGroupRoute, "POST", "/api/add-user-to-group", { as: "admin", body: { username: user.username.toUpperCase(), group_name: group } });
      expect((await add()).body).toMatchObject({ changed: true, user: { id: user.id, groups: [group] } });
      expect((await add()).body).toMatchObject({ changed: false });
      const groups = await call(getUserGroupsRoute, "POST", "/api/get-user-groups", { as: "admin", body: { user_id: user.id } });
      expect(groups.body.groups.map((entry: { group_name: string }) => entry.group_name)).toEqual([group]);
      const remove = () =>
        call(removeUserFromGroupRoute, "POST", "/api/remove-user-from-group", { as: "admin", body: { user_id: user.id, group_name: group } });
      expect((await remove()).body).toMatchObject({ changed: true, user: { groups: [] } });
      expect((await remove()).body).toMatchObject({ changed: false });
      const audit = await queryRows<{ action: string; actor_user_id: string }>(
        handle,
        "select action, actor_user_id from audit_log where target_id = $1 order by id",
        [user.id],
      );
      expect(audit).toEqual([
        { action: "add-user-to-group", actor_user_id: ids.admin },
        { action: "remove-user-from-group", actor_user_id: ids.admin },
      ]);
    });

    it("lets only a super-admin delete a group with administrators in it", async () => {
      const group = await fixtureGroup("with-admin");
      await fixtureUser({ role: "admin", groups: [group] });
      const refused = await call(deleteGroupRoute, "POST", "/api/delete-group", { as: "admin", body: { group_name: group } });
      expect(refused).toMatchObject({ status: 403, body: { error: { message: "Only a super-admin can delete a group that has administrators in it." } } });
      const done = await call(deleteGroupRoute, "POST", "/api/delete-group", { as: "super", body: { group_name: group } });
      expect(done.status).toBe(200);
    });

    it("answers 400 naming the field for malformed bodies", async () => {
      const cases: Array<[RouteModule, string, unknown, string]> = [
        [createGroupRoute, "create-group", {}, "group_name"],
        [createGroupRoute, "create-group", { group_name: "ok", precedence: -1 }, "precedence"],
        [createGroupRoute, "create-group", { group_name: "ok", precedence: 1.5 }, "precedence"],
        [listGroupsRoute, "list-groups", { limit: 500 }, "limit"],
        [addUserToGroupRoute, "add-user-to-group", { group_name: "analysts" }, "username"],
        [addUserToGroupRoute, "add-user-to-group", { username: "analyst", user_id: ids.analyst, group_name: "analysts" }, "username"],
        [getUserDetailsRoute, "get-user-details", { user_id: "not-a-uuid" }, "user_id"],
        [getUserDetailsBySubRoute, "get-user-details-by-sub", { sub: 42 }, "sub"],
      ];
      for (const [module, name, body, field] of cases) {
        const response = await call(module, "POST", `/api/${name}`, { as: "admin", body });
        expect({ name, body, status: response.status, field: response.body.error?.field }).toEqual({ name, body, status: 400, field });
      }
      const notJson = await createGroupRoute.POST(
        new Request(`${BASE}/api/create-group`, { method: "POST", headers: { authorization: `Bearer ${tokens.admin}` }, body: "{" }),
      );
      expect(notJson.status).toBe(400);
      expect((await notJson.json()).error.field).toBe("body");
    });
  });

  describe("users", () => {
    it("creates an analyst who can sign in and is in the group given; 400 names the field for bad or taken values", async () => {
      const username = unique("newcomer");
      const email = `${username}@Example.test`;
      const created = await call(createUserRoute, "POST", "/api/create-user", {
        as: "admin",
        body: { username, email, password: NEW_PASSWORD, group_name: "analysts" },
      });
      expect(created).toMatchObject({
        status: 201,
        body: { password_set: true, user: { username, email: email.toLowerCase(), role: "analyst", status: "active", groups: ["analysts"] } },
      });
      expect(created.body.user.allowed_actions).toEqual(["disable", "enable", "delete", "set_password", "reset_password", "manage_groups"]);
      expect((await signIn(username, NEW_PASSWORD)).status).toBe(200);

      const problems: Array<[unknown, string]> = [
        [{ username: "x", email: "x@example.test" }, "username"],
        [{ username: "has@sign", email: "x@example.test" }, "username"],
        [{ username: unique("ok"), email: "not-an-email" }, "email"],
        [{ username: unique("ok"), email: email.toUpperCase() }, "email"],
        [{ username: username.toUpperCase(), email: "other@example.test" }, "username"],
        [{ username: unique("ok"), email: `${unique("ok")}@example.test`, password: "short" }, "password"],
        [{ username: unique("ok"), email: `${unique("ok")}@example.test`, role: "owner" }, "role"],
      ];
      for (const [body, field] of problems) {
        const response = await call(createUserRoute, "POST", "/api/create-user", { as: "admin", body });
        expect({ body, status: response.status, field: response.body.error?.field }).toEqual({ body, status: 400, field });
      }
      const unknownGroup = await call(createUserRoute, "POST", "/api/create-user", {
        as: "admin",
        body: { username: unique("ok"), email: `${unique("ok")}@example.test`, group_name: "nope" },
      });
      expect(unknownGroup).toMatchObject({ status: 404, body: { error: { field: "group_name" } } });
    });

    it("creates an account without a password that nobody can sign in to until a reset", async () => {
      const username = unique("nopassword");
      const created = await call(createUserRoute, "POST", "/api/create-user", { as: "admin", body: { username, email: `${username}@example.test` } });
      expect(created).toMatchObject({ status: 201, body: { password_set: false } });
      const [{ password_hash }] = await queryRows<{ password_hash: string }>(handle, "select password_hash from users where id = $1", [created.body.user.id]);
      expect(password_hash).toMatch(/^\$argon2id\$/);
    });

    it("lets only a super-admin create administrators, through either route", async () => {
      const body = () => {
        const username = unique("would-be-admin");
        return { username, email: `${username}@example.test`, password: NEW_PASSWORD, role: "admin" };
      };
      const refused = await call(createUserRoute, "POST", "/api/create-user", { as: "admin", body: body() });
      expect(refused).toMatchObject({ status: 403, body: { error: { message: "Only a super-admin can create administrator accounts." } } });
      const viaCreateUser = await call(createUserRoute, "POST", "/api/create-user", { as: "super", body: body() });
      expect(viaCreateUser).toMatchObject({ status: 201, body: { user: { role: "admin" } } });
      const viaCreateAdmin = await call(createAdminUserRoute, "POST", "/api/create-admin-user", { as: "super", body: body() });
      expect(viaCreateAdmin).toMatchObject({ status: 201, body: { user: { role: "admin" } } });
      const audit = await queryRows<{ action: string; actor_user_id: string }>(handle, "select action, actor_user_id from audit_log where target_id = $1", [
        viaCreateAdmin.body.user.id,
      ]);
      expect(audit).toEqual([{ action: "create-admin-user", actor_user_id: ids.super }]);
    });

    it("reads details by username, id and sub, with the caller's allowed actions", async () => {
      const bySub = await call(getUserDetailsBySubRoute, "POST", "/api/get-user-details-by-sub", {
        as: "admin",
        body: { sub: (await getUserOrThrow({ ref: { userId: ids.super } })).sub },
      });
      expect(bySub.body.user).toMatchObject({ username: "super", role: "super-admin", groups: ["administrators"], allowed_actions: [] });
      const byName = await call(getUserDetailsRoute, "POST", "/api/get-user-details", { as: "admin", body: { username: "ANALYST" } });
      expect(byName.body.user).toMatchObject({ id: ids.analyst, username: "analyst", allowed_actions: expect.arrayContaining(["disable", "delete"]) });
      expect(byName.body.user.last_sign_in_at).toEqual(expect.any(String));
      const missing = await call(getUserDetailsRoute, "POST", "/api/get-user-details", {
        as: "admin",
        body: { user_id: "00000000-0000-4000-8000-000000000000" },
      });
      expect(missing).toMatchObject({ status: 404, body: { error: { message: "No user matches that username or id." } } });
    });

    it("lists users newest first with search, status and role filters and pages of 20", async () => {
      const tag = unique("listed");
      for (let index = 0; index < 22; index++) await fixtureUser({ prefix: `${tag}-${index}` });
      const first = await call(listUsersRoute, "GET", `/api/list-users?search=${tag}`, { as: "admin" });
      expect(first.body.pageInfo).toMatchObject({ total: 22, perPage: 20, currentPage: 1, lastPage: 2, nextPage: 2 });
      expect(first.body.users).toHaveLength(20);
      const second = await call(listUsersRoute, "GET", `/api/list-users?search=${tag.toUpperCase()}&page=2`, { as: "admin" });
      expect(second.body.users).toHaveLength(2);
      const admins = await call(listUsersRoute, "GET", "/api/list-users?role=super-admin&status=", { as: "admin" });
      expect(admins.body.users.map((user: { username: string }) => user.username)).toEqual(["super"]);
      const wildcard = await call(listUsersRoute, "GET", "/api/list-users?search=%25", { as: "admin" });
      expect(wildcard.body.users).toEqual([]);
      const bad = await call(listUsersRoute, "GET", "/api/list-users?status=sleeping", { as: "admin" });
      expect(bad).toMatchObject({ status: 400, body: { error: { field: "status" } } });
    });

    it("disabling revokes a token minted before, and enabling does not bring it back", async () => {
      const username = unique("revoked");
      await call(createUserRoute, "POST", "/api/create-user", { as: "admin", body: { username, email: `${username}@example.test`, password: NEW_PASSWORD } });
      const token = await tokenFor(username, NEW_PASSWORD);
      const asUser = () => getOptionalUser(new Request(`${BASE}/api/status`, { headers: { authorization: `Bearer ${token}` } }));
      expect(await asUser()).toMatchObject({ username });
      const disabled = await call(disableUserRoute, "POST", "/api/disable-user", { as: "admin", body: { username } });
      expect(disabled.body.user).toMatchObject({ status: "disabled" });
      expect(await asUser()).toBeNull();
      expect((await signIn(username, NEW_PASSWORD)).status).toBe(401);
      const [{ token_version }] = await queryRows<{ token_version: number }>(handle, "select token_version from users where username = $1", [username]);
      expect(token_version).toBe(1);
      const enabled = await call(enableUserRoute, "POST", "/api/enable-user", { as: "admin", body: { username } });
      expect(enabled.body.user).toMatchObject({ status: "active" });
      expect(await asUser()).toBeNull();
      expect((await signIn(username, NEW_PASSWORD)).status).toBe(200);
      const audit = await queryRows<{ action: string }>(handle, "select action from audit_log where target_id = $1 order by id", [disabled.body.user.id]);
      expect(audit.map((row) => row.action)).toEqual(["create-user", "disable-user", "enable-user"]);
    });

    it("setting a password applies the policy, ends the account's sessions and lets the new password in", async () => {
      const username = unique("newpass");
      await call(createUserRoute, "POST", "/api/create-user", { as: "admin", body: { username, email: `${username}@example.test`, password: NEW_PASSWORD } });
      const token = await tokenFor(username, NEW_PASSWORD);
      const weak = await call(setUserPasswordRoute, "POST", "/api/set-user-password", { as: "admin", body: { username, password: "password" } });
      expect(weak).toMatchObject({ status: 400, body: { error: { field: "password" } } });
      const same = await call(setUserPasswordRoute, "POST", "/api/set-user-password", { as: "admin", body: { username, password: username } });
      expect(same).toMatchObject({ status: 400, body: { error: { field: "password" } } });
      const changed = await call(setUserPasswordRoute, "POST", "/api/set-user-password", {
        as: "admin",
        body: { username, password: "Another-Harbour-Lantern-88" },
      });
      expect(changed).toMatchObject({ status: 200, body: { tokens_revoked: true } });
      expect(await getOptionalUser(new Request(`${BASE}/api/status`, { headers: { authorization: `Bearer ${token}` } }))).toBeNull();
      expect((await signIn(username, NEW_PASSWORD)).status).toBe(401);
      expect((await signIn(username, "Another-Harbour-Lantern-88")).status).toBe(200);
    });

    it("reset-user-password mails the account a reset code on behalf of the administrator, and refuses an inactive account", async () => {
      const target = await fixtureUser({ prefix: "forgetful" });
      const response = await call(resetUserPasswordRoute, "POST", "/api/reset-user-password", { as: "admin", body: { username: target.username } });
      expect(response).toMatchObject({ status: 200, body: { reset_sent: true, email: target.email } });
      const mail = await queryRows<{ subject: string; text: string }>(handle, `select subject, text from mail_outbox where "to" = $1`, [target.email]);
      expect(mail).toHaveLength(1);
      expect(mail[0].text).toMatch(/\b\d{6}\b/);
      const codes = await queryRows<{ purpose: string }>(handle, "select purpose from one_time_codes where user_id = $1", [target.id]);
      expect(codes).toEqual([{ purpose: "password_reset" }]);
      const audit = await queryRows<{ action: string; actor_user_id: string }>(handle, "select action, actor_user_id from audit_log where target_id = $1", [
        target.id,
      ]);
      expect(audit).toEqual([{ action: "reset-user-password", actor_user_id: ids.admin }]);

      await queryRows(handle, "update users set status = 'disabled' where id = $1", [target.id]);
      const refused = await call(resetUserPasswordRoute, "POST", "/api/reset-user-password", { as: "admin", body: { user_id: target.id } });
      expect(refused).toMatchObject({
        status: 400,
        body: { error: { field: "user_id", message: "Only an active account can be sent a password reset. Enable the account first." } },
      });
    });

    it("deletes an account with its memberships, keeps its audit trail readable, and accepts the name in the query string", async () => {
      const target = await fixtureUser({ groups: ["analysts"], prefix: "leaving" });
      const deleted = await call(deleteUserRoute, "DELETE", `/api/delete-user?username=${target.username}`, { as: "admin" });
      expect(deleted).toMatchObject({ status: 200, body: { deleted: true, user_id: target.id, username: target.username } });
      expect(await queryRows(handle, "select 1 from memberships where user_id = $1", [target.id])).toEqual([]);
      const log = await call(auditLogRoute, "GET", "/api/audit-log?action=delete-user", { as: "admin" });
      expect(log.body.entries[0]).toMatchObject({ action: "delete-user", actor_username: "admin", target_id: target.id, target_label: target.username });
      const again = await call(deleteUserRoute, "DELETE", "/api/delete-user", { as: "admin", body: { user_id: target.id } });
      expect(again.status).toBe(404);
    });

    it("the audit log lists the newest first, 100 a page", async () => {
      const { body } = await call(auditLogRoute, "GET", "/api/audit-log", { as: "admin" });
      expect(body.pageInfo.perPage).toBe(100);
      expect(body.entries.length).toBeGreaterThan(0);
      const times = body.entries.map((entry: { created_at: string }) => entry.created_at);
      expect(times).toEqual([...times].sort().reverse());
    });

    it("never deletes or disables the last active super-admin, even on behalf of another super-admin", async () => {
      const superRecord = await getUserOrThrow({ ref: { userId: ids.super } });
      const other = { id: "00000000-0000-4000-8000-000000000001", role: "super-admin" as const };
      for (const attempt of [
        () => deleteUserAccount({ actor: other, target: superRecord }),
        () => setUserStatus({ actor: other, target: superRecord, status: "disabled" }),
      ]) {
        const error = await attempt().then(
          () => null,
          (caught: unknown) => caught,
        );
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).message).toBe(LAST_SUPER_ADMIN);
        expect((error as AppError).status).toBe(403);
      }
      const [{ status }] = await queryRows<{ status: string }>(handle, "select status from users where id = $1", [ids.super]);
      expect(status).toBe("active");
    });
  });

  describe("two super-admins removing each other at once", () => {
    it("leaves exactly one of them", async () => {
      const username = unique("second-super");
      const created = await call(createUserRoute, "POST", "/api/create-user", {
        as: "super",
        body: { username, email: `${username}@example.test`, password: NEW_PASSWORD, role: "super-admin" },
      });
      expect(created.status).toBe(201);
      const secondToken = await tokenFor(username, NEW_PASSWORD);
      const [first, second] = await Promise.all([
        call(deleteUserRoute, "DELETE", "/api/delete-user", { as: "super", body: { user_id: created.body.user.id } }),
        call(deleteUserRoute, "DELETE", "/api/delete-user", { token: secondToken, body: { user_id: ids.super } }),
      ]);
      const statuses = [first.status, second.status].sort();
      expect(statuses[0]).toBe(200);
      expect([401, 403]).toContain(statuses[1]);
      const [{ count }] = await queryRows<{ count: number }>(
        handle,
        "select count(*)::int as count from users where role = 'super-admin' and status = 'active'",
      );
      expect(count).toBe(1);
    });
  });
});
