// Invitations and administrators' mail through the route handlers, with SIGNUP_MODE=invite, delivering through
// nodemailer to a real SMTP server on 127.0.0.1 and reading the links back from the mail.
import { GET as listInvitations } from "@/app/api/invitations/route";
import { POST as resendInvitation } from "@/app/api/invitations/resend/route";
import { POST as revokeInvitation } from "@/app/api/invitations/revoke/route";
import { POST as sendBulk } from "@/app/api/send-bulk/route";
import { POST as sendEmailInvitation } from "@/app/api/send-email-invitation/route";
import { POST as sendInvitation } from "@/app/api/send-invitation/route";
import { POST as sendMessage } from "@/app/api/send/route";
import { POST as signIn } from "@/app/api/signin/route";
import { POST as confirmSignUp } from "@/app/api/signup/confirm/route";
import { POST as signUp } from "@/app/api/signup/route";
import { describeInvitationForSignUp } from "@/lib/accounts/invitations";
import { resetAccountLimitsForTests } from "@/lib/accounts/rate-limit";
import { DEMO_SEED } from "@/lib/accounts/demo-accounts";
import { ensureDemoAccounts } from "@/lib/data/users";
import { useDatabaseForTests, type DatabaseHandle } from "@/lib/db/client";
import { DEMO_ACCOUNTS } from "@/lib/demo/accounts";
import { closeMailTransports, flushMailDeliveries } from "@/lib/mail/send";
import { createMigratedDatabase, queryRows } from "./helpers/test-database";
import { codeIn, invitationTokenIn, startSmtpCatcher, type SmtpCatcher } from "./helpers/smtp-catcher";

const BASE = "http://127.0.0.1:3000";
const INVITE_ONLY = "Sign-up is by invitation only. Ask an administrator to invite you.";
const INVITATION_INVALID = "This invitation link is invalid, has expired or was already used. Ask an administrator for a new invitation.";
const [superAdmin, admin, analyst] = DEMO_ACCOUNTS;

type Handler = (request: Request) => Promise<Response>;

let addressCounter = 0;
const freshAddress = () => `198.18.0.${++addressCounter % 250}`;

async function call(handler: Handler, path: string, { method = "POST", body, token }: { method?: string; body?: unknown; token?: string } = {}) {
  const response = await handler(
    new Request(`${BASE}${path}`, {
      method,
      headers: { "content-type": "application/json", "x-forwarded-for": freshAddress(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
  return { status: response.status, body: await response.json() };
}

let handle: DatabaseHandle;
let smtp: SmtpCatcher;
const tokens: Record<"super" | "admin" | "analyst", string> = { super: "", admin: "", analyst: "" };
const savedEnv = { SMTP_URL: process.env.SMTP_URL, SIGNUP_MODE: process.env.SIGNUP_MODE, NEXTAUTH_URL: process.env.NEXTAUTH_URL };

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  process.env.SMTP_URL = smtp.url;
  process.env.SIGNUP_MODE = "invite";
  delete process.env.NEXTAUTH_URL;
  process.env.NEXTAUTH_SECRET ??= "integration-secret-integration-secret-0123456789";
  handle = await createMigratedDatabase();
  await ensureDemoAccounts({ db: handle.db, ...DEMO_SEED });
  useDatabaseForTests(handle);
  for (const [key, account] of [
    ["super", superAdmin],
    ["admin", admin],
    ["analyst", analyst],
  ] as const) {
    const response = await call(signIn as Handler, "/api/signin", { body: { email: account.email, password: account.password } });
    expect(response.status).toBe(200);
    tokens[key] = response.body.accessToken;
  }
});

afterAll(async () => {
  await flushMailDeliveries();
  closeMailTransports();
  await smtp.close();
  useDatabaseForTests(undefined);
  await handle.close();
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

beforeEach(async () => {
  resetAccountLimitsForTests();
  await flushMailDeliveries();
  smtp.clear();
});

async function invitationRow(email: string) {
  const [row] = await queryRows<{ id: string; role: string; token_hash: string; accepted_at: Date | null; revoked_at: Date | null }>(
    handle,
    "select id, role, token_hash, accepted_at, revoked_at from invitations where email = $1 order by created_at desc limit 1",
    [email],
  );
  return row;
}

async function signUpWithInvitation(token: string, username: string, password: string) {
  const response = await call(signUp, "/api/signup", { body: { username, password, confirm_password: password, invitation: token } });
  return response;
}

describe("who may call the invitation routes", () => {
  const routes: Array<[string, Handler, string, string, unknown]> = [
    ["POST /api/send-invitation", sendInvitation, "/api/send-invitation", "POST", { email: "x@example.com" }],
    ["POST /api/send-email-invitation", sendEmailInvitation, "/api/send-email-invitation", "POST", { email: "x@example.com" }],
    ["POST /api/send-bulk", sendBulk, "/api/send-bulk", "POST", { emails: ["x@example.com"] }],
    ["POST /api/send", sendMessage, "/api/send", "POST", { to: admin.email, subject: "Hi", text: "Hello" }],
    ["GET /api/invitations", listInvitations, "/api/invitations", "GET", undefined],
    ["POST /api/invitations/resend", resendInvitation, "/api/invitations/resend", "POST", { id: "00000000-0000-4000-8000-000000000000" }],
    ["POST /api/invitations/revoke", revokeInvitation, "/api/invitations/revoke", "POST", { id: "00000000-0000-4000-8000-000000000000" }],
  ];

  it.each(routes)("%s: 401 without a session, 403 for an analyst, and nothing is sent", async (_name, handler, path, method, body) => {
    const anonymous = await call(handler, path, { method, body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe("User is not authenticated. Please log in again.");
    const forbidden = await call(handler, path, { method, body, token: tokens.analyst });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.message).toBe("Access denied. You don't have permission to do this.");
    await flushMailDeliveries();
    expect(smtp.mails).toHaveLength(0);
    expect(await queryRows(handle, "select 1 from invitations where email = 'x@example.com'")).toHaveLength(0);
  });
});

describe("invitation to sign-up", () => {
  it("an invitation mails a link; signing up with it fixes the address, applies role and group, and the link cannot be used again", async () => {
    const email = "invitee@example.com";
    const sent = await call(sendInvitation, "/api/send-invitation", { body: { email: "Invitee@Example.com", group_name: "analysts" }, token: tokens.admin });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      success: true,
      delivery: "sent",
      invitation: { email, role: "analyst", group_name: "analysts", invited_by: "admin", status: "pending", accepted_at: null, revoked_at: null },
    });
    expect(new Date(sent.body.invitation.expires_at).getTime() - Date.now()).toBeGreaterThan(7 * 24 * 3600 * 1000 - 60_000);

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe("You're invited to Lumos");
    expect(mail.text).toContain("admin invited you to Lumos, the games-market research workspace, as an analyst in the group analysts.");
    const token = invitationTokenIn(mail);
    expect(mail.text).toContain(`${BASE}/signup-page?invitation=${token}`);
    // Only the SHA-256 of the token is stored.
    const row = await invitationRow(email);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toBe(token);
    expect(await describeInvitationForSignUp({ token })).toEqual({ email, role: "analyst", groupName: "analysts" });

    // The address is the invitation's: another one is refused, none at all is fine.
    const other = await call(signUp, "/api/signup", {
      body: { username: "invitee", email: "someone-else@example.com", password: "Invited-Pass-2026", invitation: token },
    });
    expect(other.status).toBe(400);
    expect(other.body.error).toMatchObject({ field: "email", message: "This invitation is for another email address." });

    const signedUp = await signUpWithInvitation(token, "invitee", "Invited-Pass-2026");
    expect(signedUp.status).toBe(200);
    expect(signedUp.body.email).toBe(email);
    await flushMailDeliveries();
    const code = codeIn(await smtp.waitFor(email, (m) => m.subject === "Confirm your Lumos account"));
    expect((await call(confirmSignUp, "/api/signup/confirm", { body: { email, code } })).status).toBe(200);

    const signedIn = await call(signIn as Handler, "/api/signin", { body: { username: "invitee", password: "Invited-Pass-2026" } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ email, role: "analyst", group: "analysts" });
    expect((await invitationRow(email)).accepted_at).not.toBeNull();

    const reused = await signUpWithInvitation(token, "invitee-two", "Invited-Pass-2026");
    expect(reused.status).toBe(400);
    expect(reused.body.error).toMatchObject({ field: "invitation", message: INVITATION_INVALID });
    expect(await describeInvitationForSignUp({ token })).toBeNull();

    const accepted = await call(listInvitations, "/api/invitations?status=accepted", { method: "GET", token: tokens.admin });
    expect(accepted.body.invitations.map((invitation: { email: string }) => invitation.email)).toContain(email);

    const audit = await queryRows<{ action: string; actor: string }>(
      handle,
      "select a.action, u.username as actor from audit_log a join users u on u.id = a.actor_user_id where a.target_id = $1",
      [row.id],
    );
    expect(audit).toEqual([{ action: "send-invitation", actor: "admin" }]);
  });

  it("a super-admin invites an administrator, who joins with that role; /api/send-email-invitation is the same call", async () => {
    const email = "new-admin@example.com";
    const sent = await call(sendEmailInvitation, "/api/send-email-invitation", {
      body: { email, role: "admin", group_name: "administrators" },
      token: tokens.super,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.invitation).toMatchObject({ role: "admin", group_name: "administrators", invited_by: "super" });
    const token = invitationTokenIn(await smtp.waitFor(email));
    expect((await signUpWithInvitation(token, "new-admin", "Admin-To-Be-2026")).status).toBe(200);
    await flushMailDeliveries();
    const code = codeIn(await smtp.waitFor(email, (m) => m.subject === "Confirm your Lumos account"));
    expect((await call(confirmSignUp, "/api/signup/confirm", { body: { email, code } })).status).toBe(200);
    const signedIn = await call(signIn as Handler, "/api/signin", { body: { email, password: "Admin-To-Be-2026" } });
    expect(signedIn.body.user).toMatchObject({ role: "admin", group: "administrators" });
  });

  it("an admin may invite analysts only, and nobody invites a super-admin", async () => {
    const byAdmin = await call(sendInvitation, "/api/send-invitation", { body: { email: "would-be@example.com", role: "admin" }, token: tokens.admin });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.error.message).toBe("Only a super-admin can invite administrators.");
    const superBySuper = await call(sendInvitation, "/api/send-invitation", {
      body: { email: "would-be@example.com", role: "super-admin" },
      token: tokens.super,
    });
    expect(superBySuper.status).toBe(403);
    expect(superBySuper.body.error.message).toBe("Super-admin accounts are not handed out by invitation; a super-admin creates them.");
    expect(await queryRows(handle, "select 1 from invitations where email = 'would-be@example.com'")).toHaveLength(0);
  });

  it("refuses duplicates and bad input, naming the field", async () => {
    expect((await call(sendInvitation, "/api/send-invitation", { body: { email: "twice@example.com" }, token: tokens.admin })).status).toBe(200);
    const cases: Array<[unknown, string, string]> = [
      [{ email: "twice@example.com" }, "email", "An invitation for that address is already pending. Resend it from the invitations list."],
      [{ email: analyst.email.toUpperCase() }, "email", "That address already has an account."],
      [{}, "email", "Enter your email address."],
      [{ email: "not an address" }, "email", "Enter a valid email address."],
      [{ email: "fine@example.com", role: "owner" }, "role", "role must be analyst or admin."],
      [{ email: "fine@example.com", group_name: "no-such-group" }, "group_name", 'No group is named "no-such-group".'],
    ];
    for (const [body, field, message] of cases) {
      const response = await call(sendInvitation, "/api/send-invitation", { body, token: tokens.admin });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ field, message });
    }
    expect(smtp.to("fine@example.com")).toHaveLength(0);
  });

  it("resend issues a new link and the old one stops working; revoke ends the link; the list filters by status", async () => {
    const email = "resent@example.com";
    const sent = await call(sendInvitation, "/api/send-invitation", { body: { email }, token: tokens.admin });
    const id = sent.body.invitation.id;
    const oldToken = invitationTokenIn(await smtp.waitFor(email));
    smtp.clear();

    const resent = await call(resendInvitation, "/api/invitations/resend", { body: { id }, token: tokens.admin });
    expect(resent).toMatchObject({ status: 200, body: { success: true, delivery: "sent", invitation: { id, status: "pending" } } });
    const newToken = invitationTokenIn(await smtp.waitFor(email));
    expect(newToken).not.toBe(oldToken);
    expect(await describeInvitationForSignUp({ token: oldToken })).toBeNull();
    expect((await signUpWithInvitation(oldToken, "resent-user", "Resent-Pass-2026")).body.error).toMatchObject({ field: "invitation" });
    expect(await describeInvitationForSignUp({ token: newToken })).toMatchObject({ email });

    const revoked = await call(revokeInvitation, "/api/invitations/revoke", { body: { id }, token: tokens.admin });
    expect(revoked).toMatchObject({ status: 200, body: { success: true, changed: true, invitation: { id, status: "revoked" } } });
    expect((await signUpWithInvitation(newToken, "resent-user", "Resent-Pass-2026")).body.error).toMatchObject({
      field: "invitation",
      message: INVITATION_INVALID,
    });
    expect((await call(revokeInvitation, "/api/invitations/revoke", { body: { id }, token: tokens.admin })).body.changed).toBe(false);
    const resendRevoked = await call(resendInvitation, "/api/invitations/resend", { body: { id }, token: tokens.admin });
    expect(resendRevoked.status).toBe(400);
    expect(resendRevoked.body.error.message).toBe("This invitation was revoked. Send a new one instead.");

    // An expired invitation can be resent: it becomes pending again for 7 days.
    const expiring = await call(sendInvitation, "/api/send-invitation", { body: { email: "expired@example.com" }, token: tokens.admin });
    await queryRows(handle, "update invitations set expires_at = now() - interval '1 minute' where id = $1", [expiring.body.invitation.id]);
    const expiredList = await call(listInvitations, "/api/invitations?status=expired", { method: "GET", token: tokens.admin });
    expect(expiredList.body.invitations.map((invitation: { id: string }) => invitation.id)).toEqual([expiring.body.invitation.id]);
    expect(expiredList.body.pageInfo).toMatchObject({ total: 1, currentPage: 1, perPage: 25 });

    const revokedList = await call(listInvitations, "/api/invitations?status=revoked", { method: "GET", token: tokens.admin });
    expect(revokedList.body.invitations.map((invitation: { id: string; status: string }) => [invitation.id, invitation.status])).toEqual([[id, "revoked"]]);
    const pending = await call(listInvitations, "/api/invitations?status=pending&per_page=100", { method: "GET", token: tokens.admin });
    expect(pending.body.invitations.every((invitation: { status: string }) => invitation.status === "pending")).toBe(true);
    expect(pending.body.invitations.map((invitation: { id: string }) => invitation.id)).not.toContain(id);

    expect(
      (await call(resendInvitation, "/api/invitations/resend", { body: { id: expiring.body.invitation.id }, token: tokens.admin })).body.invitation.status,
    ).toBe("pending");

    const actions = await queryRows<{ action: string }>(handle, "select action from audit_log where target_id = $1 order by id", [id]);
    expect(actions.map((row) => row.action)).toEqual(["send-invitation", "resend-invitation", "revoke-invitation"]);
  });

  it("resend and revoke answer 404 for an unknown id, 400 for a malformed one, 403 for an admin on an admin's invitation", async () => {
    const unknown = await call(revokeInvitation, "/api/invitations/revoke", { body: { id: "00000000-0000-4000-8000-000000000000" }, token: tokens.admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe("No invitation has that id.");
    const malformed = await call(resendInvitation, "/api/invitations/resend", { body: { id: "42" }, token: tokens.admin });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatchObject({ field: "id", message: "id must be an invitation id." });

    const adminInvite = await call(sendInvitation, "/api/send-invitation", { body: { email: "future-admin@example.com", role: "admin" }, token: tokens.super });
    const byAdmin = await call(revokeInvitation, "/api/invitations/revoke", { body: { id: adminInvite.body.invitation.id }, token: tokens.admin });
    expect(byAdmin.status).toBe(403);
    expect((await invitationRow("future-admin@example.com")).revoked_at).toBeNull();
  });

  it("the list checks its query", async () => {
    const bad = await call(listInvitations, "/api/invitations?status=lost", { method: "GET", token: tokens.admin });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe("status");
    expect((await call(listInvitations, "/api/invitations?page=0", { method: "GET", token: tokens.admin })).body.error.field).toBe("page");
  });
});

describe("bulk invitations", () => {
  it("reports every line of a mixed list and sends the valid ones", async () => {
    expect((await call(sendInvitation, "/api/send-invitation", { body: { email: "already-invited@example.com" }, token: tokens.admin })).status).toBe(200);
    smtp.clear();
    const csv = [
      "name,email",
      "Ada,ada@example.com",
      "Bea,BEA@example.com",
      "Ada again,ada@example.com",
      "Pending,already-invited@example.com",
      `Member,${admin.email}`,
      "Broken,not-an-address",
      "Carl,carl@example",
    ].join("\n");
    const response = await call(sendBulk, "/api/send-bulk", { body: { csv, group_name: "analysts" }, token: tokens.admin });
    expect(response.status).toBe(200);
    expect(response.body.summary).toEqual({ total: 7, sent: 2, duplicate: 3, malformed: 2, failed: 0 });
    expect(
      response.body.results.map((result: { line: number; email: string | null; input: string; status: string; reason: string | null }) => [
        result.line,
        result.email ?? result.input,
        result.status,
        result.reason,
      ]),
    ).toEqual([
      [2, "ada@example.com", "sent", null],
      [3, "bea@example.com", "sent", null],
      [4, "ada@example.com", "duplicate", "listed_twice"],
      [5, "already-invited@example.com", "duplicate", "already_invited"],
      [6, admin.email, "duplicate", "already_a_user"],
      [7, "not-an-address", "malformed", "invalid_address"],
      [8, "carl@example", "malformed", "invalid_address"],
    ]);
    expect(response.body.results[0].invitation_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(smtp.mails.map((mail) => mail.to[0]).sort()).toEqual(["ada@example.com", "bea@example.com"]);
    expect(smtp.to("ada@example.com")).toHaveLength(1);
    const adaToken = invitationTokenIn(smtp.to("ada@example.com")[0]);
    expect(await describeInvitationForSignUp({ token: adaToken })).toEqual({ email: "ada@example.com", role: "analyst", groupName: "analysts" });
  });

  it("takes a list of pasted lines too", async () => {
    const response = await call(sendBulk, "/api/send-bulk", {
      body: { emails: ["dan@example.com, eve@example.com", "Fay <fay@example.com>", "", "???"] },
      token: tokens.admin,
    });
    expect(response.body.summary).toEqual({ total: 4, sent: 3, duplicate: 0, malformed: 1, failed: 0 });
    expect(response.body.results.at(-1)).toMatchObject({ line: 4, input: "???", status: "malformed" });
  });

  it("refuses more than 500 addresses, both or neither source, and roles the caller may not give", async () => {
    const many = Array.from({ length: 501 }, (_, index) => `user${index}@example.com`);
    const tooMany = await call(sendBulk, "/api/send-bulk", { body: { emails: many }, token: tokens.admin });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toMatchObject({ field: "emails", message: "Send at most 500 addresses at a time." });
    const tooManyCsv = await call(sendBulk, "/api/send-bulk", { body: { csv: many.join("\n") }, token: tokens.admin });
    expect(tooManyCsv.body.error).toMatchObject({ field: "csv", message: "Send at most 500 addresses at a time." });
    expect(
      (await call(sendBulk, "/api/send-bulk", { body: { emails: ["a@example.com"], csv: "b@example.com" }, token: tokens.admin })).body.error,
    ).toMatchObject({ field: "emails" });
    expect((await call(sendBulk, "/api/send-bulk", { body: {}, token: tokens.admin })).body.error).toMatchObject({
      field: "emails",
      message: "Give at least one email address.",
    });
    expect((await call(sendBulk, "/api/send-bulk", { body: { csv: "\n\n" }, token: tokens.admin })).body.error).toMatchObject({
      field: "csv",
      message: "Give at least one email address.",
    });
    expect((await call(sendBulk, "/api/send-bulk", { body: { emails: ["boss@example.com"], role: "admin" }, token: tokens.admin })).status).toBe(403);
    await flushMailDeliveries();
    expect(smtp.mails).toHaveLength(0);
    expect(
      await queryRows(handle, "select 1 from invitations where email in ('user0@example.com', 'a@example.com', 'b@example.com', 'boss@example.com')"),
    ).toHaveLength(0);
  });
});

describe("SIGNUP_MODE=invite", () => {
  it("refuses a sign-up without an invitation, creates nothing and mails nothing", async () => {
    const response = await call(signUp, "/api/signup", { body: { username: "uninvited", email: "uninvited@example.com", password: "Uninvited-2026" } });
    expect(response.status).toBe(403);
    expect(response.body.error).toMatchObject({ code: "forbidden:signup", message: INVITE_ONLY });
    await flushMailDeliveries();
    expect(smtp.mails).toHaveLength(0);
    expect(await queryRows(handle, "select 1 from users where email = 'uninvited@example.com'")).toHaveLength(0);
  });
});

describe("POST /api/send", () => {
  it("mails an administrator's message to a user and audit-logs it", async () => {
    const response = await call(sendMessage, "/api/send", {
      body: { to: analyst.email, subject: "Quarterly data\nrefresh", text: "The Q3 data is in.\nHave a look." },
      token: tokens.admin,
    });
    expect(response).toMatchObject({ status: 200, body: { success: true, delivery: "sent" } });
    const mail = await smtp.waitFor(analyst.email);
    expect(mail.subject).toBe("Quarterly data refresh");
    expect(mail.text).toContain("The Q3 data is in.\nHave a look.");
    expect(mail.text).toContain("Sent by admin through Lumos.");
    const [entry] = await queryRows<{ action: string; target_type: string }>(handle, "select action, target_type from audit_log where action = 'send'");
    expect(entry).toEqual({ action: "send", target_type: "user" });
  });

  it("refuses an address without an account and empty fields, naming the field", async () => {
    expect(
      (await call(sendMessage, "/api/send", { body: { to: "stranger@example.com", subject: "Hi", text: "Hello" }, token: tokens.admin })).body.error,
    ).toMatchObject({ field: "to", message: "No user has that email address." });
    expect((await call(sendMessage, "/api/send", { body: { to: analyst.email, subject: " ", text: "Hello" }, token: tokens.admin })).body.error).toMatchObject({
      field: "subject",
    });
    expect((await call(sendMessage, "/api/send", { body: { to: analyst.email, subject: "Hi" }, token: tokens.admin })).body.error).toMatchObject({
      field: "text",
    });
    expect(smtp.to("stranger@example.com")).toHaveLength(0);
  });
});
