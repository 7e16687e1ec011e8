// Fault: the SMTP server is down while an administrator invites someone. The invitation is kept, the admin is told
// the mail was not delivered, the server tries the mail again on the retry schedule (lib/mail/retry-policy.ts), and
// once SMTP is back the invitee gets a link that works. Real nodemailer against a real SMTP server on 127.0.0.1.
import net, { type AddressInfo } from "node:net";
import { GET as listInvitations } from "@/app/api/invitations/route";
import { POST as sendInvitation } from "@/app/api/send-invitation/route";
import { POST as signIn } from "@/app/api/signin/route";
import { describeInvitationForSignUp } from "@/lib/accounts/invitations";
import { resetAccountLimitsForTests } from "@/lib/accounts/rate-limit";
import { listOutbox, recordMail } from "@/lib/data/mail";
import { DEMO_SEED } from "@/lib/accounts/demo-accounts";
import { ensureDemoAccounts } from "@/lib/data/users";
import { useDatabaseForTests, type DatabaseHandle } from "@/lib/db/client";
import { DEMO_ACCOUNTS } from "@/lib/demo/accounts";
import { closeMailTransports, retryDueMail } from "@/lib/mail/send";
import { MAX_MAIL_ATTEMPTS } from "@/lib/mail/retry-policy";
import { createMigratedDatabase, queryRows } from "./helpers/test-database";
import { invitationTokenIn, startSmtpCatcher, type SmtpCatcher } from "./helpers/smtp-catcher";

const BASE = "http://127.0.0.1:3000";
const superAdmin = DEMO_ACCOUNTS[0];
const minutes = (count: number) => count * 60_000;

/** A port on 127.0.0.1 that nothing listens on (taken and given back). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let handle: DatabaseHandle;
let token = "";
let smtpPort = 0;
let smtp: SmtpCatcher | null = null;
const savedSmtpUrl = process.env.SMTP_URL;
let logged: jest.SpyInstance;

beforeAll(async () => {
  process.env.NEXTAUTH_SECRET ??= "integration-secret-integration-secret-0123456789";
  smtpPort = await closedPort();
  // No pooled connection, so every attempt dials the server afresh, as after a restart of the SMTP server.
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true&pool=false`;
  handle = await createMigratedDatabase();
  await ensureDemoAccounts({ db: handle.db, ...DEMO_SEED });
  useDatabaseForTests(handle);
  resetAccountLimitsForTests();
  const response = await signIn(
    new Request(`${BASE}/api/signin`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.18.1.1" },
      body: JSON.stringify({ email: superAdmin.email, password: superAdmin.password }),
    }),
  );
  expect(response.status).toBe(200);
  token = (await response.json()).accessToken;
  logged = jest.spyOn(console, "error").mockImplementation(() => {});
});

afterAll(async () => {
  logged.mockRestore();
  closeMailTransports();
  await smtp?.close();
  useDatabaseForTests(undefined);
  await handle.close();
  if (savedSmtpUrl === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = savedSmtpUrl;
});

async function outboxRow(to: string) {
  const { messages } = await listOutbox({ page: 1, perPage: 100, viewerRole: "super-admin" });
  const message = messages.find((entry) => entry.to === to);
  if (!message) throw new Error(`no outbox message to ${to}`);
  return message;
}

describe("SMTP down while inviting", () => {
  const email = "outage@example.com";

  it("keeps the invitation, tells the admin the mail was not delivered, and schedules a retry", async () => {
    const before = Date.now();
    const response = await sendInvitation(
      new Request(`${BASE}/api/send-invitation`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ email }),
      }),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, delivery: "failed", invitation: { email } });

    const pending = await (
      await listInvitations(new Request(`${BASE}/api/invitations?status=pending`, { headers: { authorization: `Bearer ${token}` } }))
    ).json();
    expect(pending.invitations.map((invitation: { email: string }) => invitation.email)).toContain(email);

    const message = await outboxRow(email);
    expect(message).toMatchObject({ status: "retrying", attempts: 1, sent_at: null });
    expect(message.error).toMatch(/ECONNREFUSED/);
    const nextAttempt = Date.parse(message.next_attempt_at ?? "");
    expect(nextAttempt).toBeGreaterThanOrEqual(before + minutes(1));
    expect(nextAttempt).toBeLessThan(Date.now() + minutes(1) + 1000);
  });

  it("does not try again before the next attempt is due", async () => {
    expect(await retryDueMail()).toEqual({ sent: 0, failed: 0 });
    expect((await outboxRow(email)).attempts).toBe(1);
  });

  it("tries again when due, and waits longer after each failure while SMTP stays down", async () => {
    const first = await outboxRow(email);
    const now = new Date(Date.parse(first.next_attempt_at ?? "") + 1000);
    expect(await retryDueMail({ now })).toEqual({ sent: 0, failed: 1 });
    const second = await outboxRow(email);
    expect(second).toMatchObject({ status: "retrying", attempts: 2 });
    // The second wait (5 minutes) is longer than the first (1 minute).
    expect(Date.parse(second.next_attempt_at ?? "")).toBeGreaterThan(Date.now() + minutes(4));
  });

  it("delivers a working invitation once SMTP is back, exactly once even when two instances retry together", async () => {
    smtp = await startSmtpCatcher({ port: smtpPort });
    const due = new Date(Date.parse((await outboxRow(email)).next_attempt_at ?? "") + 1000);
    const [one, two] = await Promise.all([retryDueMail({ now: due }), retryDueMail({ now: due })]);
    expect(one.sent + two.sent).toBe(1);
    expect(one.failed + two.failed).toBe(0);

    const mail = await smtp.waitFor(email);
    expect(smtp.to(email)).toHaveLength(1);
    const invitation = await describeInvitationForSignUp({ token: invitationTokenIn(mail) });
    expect(invitation).toMatchObject({ email, role: "analyst" });

    const message = await outboxRow(email);
    expect(message).toMatchObject({ status: "sent", attempts: 3, error: null, next_attempt_at: null });
    expect(await retryDueMail({ now: new Date(Date.now() + minutes(24 * 60)) })).toEqual({ sent: 0, failed: 0 });
  });

  it(`gives a mail up after ${MAX_MAIL_ATTEMPTS} failed attempts`, async () => {
    await smtp?.close();
    smtp = null;
    const doomed = "never@example.com";
    const { id } = await recordMail({ mail: { to: doomed, subject: "Never", text: "never arrives" } });
    // A mail whose first attempt is due now (as one recorded by an instance that died before delivering it). The
    // due time is this test's clock, not the database's now(): that one has microseconds, and a JavaScript Date
    // taken in the same millisecond would be earlier than it.
    let now = new Date();
    await queryRows(handle, "update mail_outbox set next_attempt_at = $2 where id = $1", [id, now.toISOString()]);
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      expect(await retryDueMail({ now })).toEqual({ sent: 0, failed: 1 });
      const message = await outboxRow(doomed);
      expect(message.attempts).toBe(attempt);
      if (attempt < MAX_MAIL_ATTEMPTS) now = new Date(Date.parse(message.next_attempt_at ?? "") + 1000);
    }
    expect(await outboxRow(doomed)).toMatchObject({ status: "failed", attempts: MAX_MAIL_ATTEMPTS, next_attempt_at: null });
    expect(await retryDueMail({ now: new Date(Date.now() + minutes(24 * 60)) })).toEqual({ sent: 0, failed: 0 });
  });
});
