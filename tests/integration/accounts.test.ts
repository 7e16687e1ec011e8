// Sign-up, confirmation and password reset through the route handlers, with mail delivered by nodemailer to a real
// SMTP server on 127.0.0.1 and read back from it, against a fresh database built by the real migrations.
import { POST as confirmForgotPassword } from "@/app/api/confirm-forgot-password/route";
import { POST as forgotPassword } from "@/app/api/forgot-password/route";
import { POST as signIn } from "@/app/api/signin/route";
import { POST as confirmSignUp } from "@/app/api/signup/confirm/route";
import { POST as resendSignUpCode } from "@/app/api/signup/resend/route";
import { POST as signUp } from "@/app/api/signup/route";
import { resetAccountLimitsForTests } from "@/lib/accounts/rate-limit";
import { startPasswordReset } from "@/lib/accounts/password-reset";
import { requireUser } from "@/lib/auth/guard";
import { createSignInLimiter, useSignInLimiterForTests } from "@/lib/auth/rate-limit";
import { listOutbox } from "@/lib/data/mail";
import { DEMO_SEED } from "@/lib/accounts/demo-accounts";
import { ensureDemoAccounts } from "@/lib/data/users";
import { useDatabaseForTests, type DatabaseHandle } from "@/lib/db/client";
import { DEMO_ACCOUNTS } from "@/lib/demo/accounts";
import { AppError } from "@/lib/server/errors";
import { closeMailTransports, flushMailDeliveries } from "@/lib/mail/send";
import { createMigratedDatabase, queryRows } from "./helpers/test-database";
import { codeIn, startSmtpCatcher, type SmtpCatcher } from "./helpers/smtp-catcher";

const BASE = "http://127.0.0.1:3000";
const CODE_REJECTED = "That code is wrong or no longer valid. Check the latest email, or ask for a new code.";
const RESET_SENT = "If an account exists for that address, we've sent a code.";
const [, , analyst] = DEMO_ACCOUNTS;

type Handler = (request: Request) => Promise<Response>;

let addressCounter = 0;
const freshAddress = () => `203.0.113.${++addressCounter % 250}`;

async function post(handler: Handler, path: string, body: unknown, { address = freshAddress(), token }: { address?: string; token?: string } = {}) {
  const response = await handler(
    new Request(`${BASE}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
  return { status: response.status, headers: response.headers, body: await response.json() };
}

async function userRow(email: string) {
  const [row] = await queryRows<{ id: string; username: string; status: string; role: string; email_verified_at: Date | null; token_version: number }>(
    handle,
    "select id, username, status, role, email_verified_at, token_version from users where lower(email) = $1",
    [email.toLowerCase()],
  );
  return row;
}

let handle: DatabaseHandle;
let smtp: SmtpCatcher;
const savedEnv = { SMTP_URL: process.env.SMTP_URL, SIGNUP_MODE: process.env.SIGNUP_MODE, NEXTAUTH_URL: process.env.NEXTAUTH_URL };

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  // Read once by lib/server/env on first use, which is after this point.
  process.env.SMTP_URL = smtp.url;
  process.env.SIGNUP_MODE = "open";
  delete process.env.NEXTAUTH_URL;
  process.env.NEXTAUTH_SECRET ??= "integration-secret-integration-secret-0123456789";
  handle = await createMigratedDatabase();
  await ensureDemoAccounts({ db: handle.db, ...DEMO_SEED });
  useDatabaseForTests(handle);
});

afterAll(async () => {
  await flushMailDeliveries();
  closeMailTransports();
  await smtp.close();
  useDatabaseForTests(undefined);
  useSignInLimiterForTests(undefined);
  await handle.close();
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

beforeEach(async () => {
  resetAccountLimitsForTests();
  useSignInLimiterForTests(await createSignInLimiter({ store: "memory" }));
  await flushMailDeliveries();
  smtp.clear();
});

async function signUpAndReadCode(account: { username: string; email: string; password: string }) {
  const response = await post(signUp, "/api/signup", { ...account, confirm_password: account.password });
  expect(response.status).toBe(200);
  await flushMailDeliveries();
  const mail = await smtp.waitFor(account.email, (m) => m.subject === "Confirm your Lumos account");
  return { response, code: codeIn(mail), mail };
}

describe("sign-up", () => {
  it("creates an unconfirmed account, mails a code through SMTP, and the code activates it for sign-in", async () => {
    const account = { username: "nova", email: "Nova@Example.com", password: "Stellar-Drift-2026" };
    const { response, code, mail } = await signUpAndReadCode(account);

    expect(response.body).toEqual({
      success: true,
      email: "nova@example.com",
      message: "We've sent an email to nova@example.com. Enter the 6-digit code from it to confirm your account.",
      next: "/signup-confirm-page?email=nova%40example.com",
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(mail.text).toContain(`${BASE}/signup-confirm-page?email=nova%40example.com`);
    expect(mail.html).toContain(`>${code}</p>`);
    expect(mail.from).toBe("no-reply@lumos.local");

    const before = await userRow(account.email);
    expect(before).toMatchObject({ username: "nova", status: "unconfirmed", role: "analyst", email_verified_at: null });
    // The code is stored only as a digest.
    const [stored] = await queryRows<{ code_hash: string; attempts: number }>(
      handle,
      "select code_hash, attempts from one_time_codes where email = $1 and purpose = 'signup'",
      ["nova@example.com"],
    );
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.code_hash).not.toContain(code);

    // An unconfirmed account cannot sign in yet.
    expect((await post(signIn, "/api/signin", { email: account.email, password: account.password })).status).toBe(401);

    const confirmed = await post(confirmSignUp, "/api/signup/confirm", { email: account.email, code });
    expect(confirmed).toMatchObject({
      status: 200,
      body: { success: true, message: "Your account is confirmed. Sign in to continue.", next: "/login-page?notice=account-confirmed" },
    });

    const after = await userRow(account.email);
    expect(after.status).toBe("active");
    expect(after.email_verified_at).not.toBeNull();

    const signedIn = await post(signIn, "/api/signin", { username: "nova", password: account.password });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ username: "nova", email: "nova@example.com", role: "analyst", group: null });

    const audit = await queryRows<{ action: string; actor_user_id: string; target_id: string }>(
      handle,
      "select action, actor_user_id, target_id from audit_log where target_id = $1",
      [after.id],
    );
    expect(audit).toEqual([{ action: "confirm-signup", actor_user_id: after.id, target_id: after.id }]);

    // The outbox recorded the delivery.
    const { messages } = await listOutbox({ page: 1, viewerRole: "super-admin" });
    const recorded = messages.find((message) => message.to === "nova@example.com" && message.subject === "Confirm your Lumos account");
    expect(recorded).toMatchObject({ status: "sent", error: null });
    expect(recorded?.sent_at).not.toBeNull();

    // The code was single-use.
    expect((await post(confirmSignUp, "/api/signup/confirm", { email: account.email, code })).status).toBe(400);
  });

  it("answers an address that already has an account exactly as a new one, and mails it a note instead of a code", async () => {
    const known = await post(signUp, "/api/signup", { username: "someone-new", email: analyst.email, password: "Another-Pass-2026" });
    const fresh = await post(signUp, "/api/signup", { username: "someone-else", email: "fresh@example.com", password: "Another-Pass-2026" });
    expect(known.status).toBe(fresh.status);
    expect(Object.keys(known.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(known.body.message).toBe(`We've sent an email to ${analyst.email}. Enter the 6-digit code from it to confirm your account.`);

    await flushMailDeliveries();
    const note = await smtp.waitFor(analyst.email);
    expect(note.subject).toBe("Sign-up attempt with your Lumos address");
    expect(note.text).toContain("You already have one, with the username analyst.");
    expect(note.text).not.toMatch(/^\d{6}$/m);
    expect(smtp.to(analyst.email)).toHaveLength(1);

    // Nothing about the existing account changed: no code, same password, same username.
    expect(await queryRows(handle, "select 1 from one_time_codes where email = $1", [analyst.email])).toHaveLength(0);
    expect((await post(signIn, "/api/signin", { email: analyst.email, password: analyst.password })).status).toBe(200);
    expect((await userRow(analyst.email)).username).toBe("analyst");
  });

  it("refuses a taken username, naming the field", async () => {
    const response = await post(signUp, "/api/signup", { username: "ANALYST", email: "taken@example.com", password: "Another-Pass-2026" });
    expect(response.status).toBe(400);
    expect(response.body.error).toEqual({ code: "bad_request:signup", message: "That username is taken. Choose another one.", field: "username" });
    expect(await userRow("taken@example.com")).toBeUndefined();
  });

  it.each([
    ["a missing username", { email: "v@example.com", password: "Valid-Pass-2026" }, "username", "Enter a username."],
    [
      "a username with spaces",
      { username: "two words", email: "v@example.com", password: "Valid-Pass-2026" },
      "username",
      "A username has 3 to 64 letters, digits, dots, dashes or underscores, and starts with a letter or digit.",
    ],
    [
      "a username that is an address",
      { username: "v@example.com", email: "v@example.com", password: "Valid-Pass-2026" },
      "username",
      "A username has 3 to 64 letters, digits, dots, dashes or underscores, and starts with a letter or digit.",
    ],
    ["a missing email", { username: "valid", password: "Valid-Pass-2026" }, "email", "Enter your email address."],
    ["a malformed email", { username: "valid", email: "not-an-address", password: "Valid-Pass-2026" }, "email", "Enter a valid email address."],
    ["a short password", { username: "valid", email: "v@example.com", password: "short" }, "password", "Password must be at least 8 characters."],
    [
      "a common password",
      { username: "valid", email: "v@example.com", password: "Password1" },
      "password",
      "This password is too common. Choose one that is harder to guess.",
    ],
    [
      "the username as password",
      { username: "valid-user", email: "v@example.com", password: "Valid-User" },
      "password",
      "Password must not be your username or email address.",
    ],
    [
      "passwords that differ",
      { username: "valid", email: "v@example.com", password: "Valid-Pass-2026", confirm_password: "Valid-Pass-2027" },
      "confirm_password",
      "The passwords do not match.",
    ],
    [
      "a malformed invitation",
      { username: "valid", password: "Valid-Pass-2026", invitation: "nope" },
      "invitation",
      "This invitation link is invalid, has expired or was already used. Ask an administrator for a new invitation.",
    ],
  ])("answers 400 for %s, naming the field", async (_name, body, field, message) => {
    const response = await post(signUp, "/api/signup", body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ field, message });
    await flushMailDeliveries();
    expect(smtp.mails).toHaveLength(0);
  });

  it("answers 400 for a body that is not a JSON object", async () => {
    for (const body of ["not json", "[1,2]", "null"]) {
      const response = await post(signUp, "/api/signup", body);
      expect(response.status).toBe(400);
      expect(response.body.error).toMatchObject({ field: "body", message: "The request body must be a JSON object." });
    }
  });

  it("a repeated sign-up of an unconfirmed account takes the new details and replaces the code", async () => {
    const first = await signUpAndReadCode({ username: "repeat-one", email: "repeat@example.com", password: "First-Choice-2026" });
    smtp.clear();
    const second = await signUpAndReadCode({ username: "repeat-two", email: "repeat@example.com", password: "Second-Choice-2026" });
    expect(second.code).not.toBe(first.code);
    expect((await post(confirmSignUp, "/api/signup/confirm", { email: "repeat@example.com", code: first.code })).status).toBe(400);
    expect((await post(confirmSignUp, "/api/signup/confirm", { email: "repeat@example.com", code: second.code })).status).toBe(200);
    expect((await post(signIn, "/api/signin", { username: "repeat-two", password: "Second-Choice-2026" })).status).toBe(200);
    expect((await post(signIn, "/api/signin", { username: "repeat-one", password: "First-Choice-2026" })).status).toBe(401);
  });

  it("resend mails a new code that replaces the old one, and answers the same for any address", async () => {
    const { code: oldCode } = await signUpAndReadCode({ username: "resender", email: "resend@example.com", password: "Resend-Me-2026" });
    smtp.clear();
    const resent = await post(resendSignUpCode, "/api/signup/resend", { email: "resend@example.com" });
    const unknown = await post(resendSignUpCode, "/api/signup/resend", { email: "nobody-here@example.com" });
    const active = await post(resendSignUpCode, "/api/signup/resend", { email: analyst.email });
    expect(resent).toMatchObject({
      status: 200,
      body: { success: true, message: "If a sign-up is waiting for confirmation at that address, we've sent a new code." },
    });
    expect(unknown.body).toEqual(resent.body);
    expect(active.body).toEqual(resent.body);
    await flushMailDeliveries();
    expect(smtp.mails.map((mail) => mail.to[0])).toEqual(["resend@example.com"]);
    const newCode = codeIn(smtp.mails[0]);
    if (newCode !== oldCode) expect((await post(confirmSignUp, "/api/signup/confirm", { email: "resend@example.com", code: oldCode })).status).toBe(400);
    expect((await post(confirmSignUp, "/api/signup/confirm", { email: "resend@example.com", code: newCode })).status).toBe(200);
  });

  it("kills a code after 5 wrong attempts: even the right code is refused afterwards", async () => {
    const email = "guesser@example.com";
    const { code } = await signUpAndReadCode({ username: "guesser", email, password: "Guess-Work-2026" });
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await post(confirmSignUp, "/api/signup/confirm", { email, code: wrong });
      expect(response.status).toBe(400);
      expect(response.body.error).toEqual({ code: "bad_request:signup", message: CODE_REJECTED, field: "code" });
    }
    const [row] = await queryRows<{ attempts: number }>(handle, "select attempts from one_time_codes where email = $1", [email]);
    expect(row.attempts).toBe(5);
    const late = await post(confirmSignUp, "/api/signup/confirm", { email, code });
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe(CODE_REJECTED);
    expect((await userRow(email)).status).toBe("unconfirmed");
  });

  it("accepts the right code on the 5th attempt after 4 wrong ones", async () => {
    const email = "fifth@example.com";
    const { code } = await signUpAndReadCode({ username: "fifth-try", email, password: "Fifth-Time-2026" });
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 4; attempt++) expect((await post(confirmSignUp, "/api/signup/confirm", { email, code: wrong })).status).toBe(400);
    expect((await post(confirmSignUp, "/api/signup/confirm", { email, code })).status).toBe(200);
  });

  it("refuses an expired code", async () => {
    const email = "late@example.com";
    const { code } = await signUpAndReadCode({ username: "latecomer", email, password: "Too-Late-2026" });
    await queryRows(handle, "update one_time_codes set expires_at = now() - interval '1 second' where email = $1", [email]);
    const response = await post(confirmSignUp, "/api/signup/confirm", { email, code });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ field: "code", message: CODE_REJECTED });
    expect((await userRow(email)).status).toBe("unconfirmed");
  });

  it("answers a code for an address that never signed up like a wrong code", async () => {
    const response = await post(confirmSignUp, "/api/signup/confirm", { email: "never@example.com", code: "123456" });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({ field: "code", message: CODE_REJECTED });
    expect((await post(confirmSignUp, "/api/signup/confirm", { email: "never@example.com", code: "12345" })).body.error).toMatchObject({
      field: "code",
      message: "The code has 6 digits.",
    });
  });

  it("limits mail requests per address: the 6th in an hour is a 429 with Retry-After, for any address alike", async () => {
    for (const email of ["limited@example.com", analyst.email]) {
      for (let request = 1; request <= 5; request++) {
        expect((await post(signUp, "/api/signup", { username: "limited", email, password: "Limited-Pass-2026" })).status).toBe(200);
      }
      const limited = await post(signUp, "/api/signup", { username: "limited", email, password: "Limited-Pass-2026" });
      expect(limited.status).toBe(429);
      expect(limited.body.error.message).toMatch(/^Too many requests for this address\. Please try again in \d+ minutes?\.$/);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  });
});

describe("password reset", () => {
  it("answers an unknown address exactly as a known one, and mails nothing for it", async () => {
    const outboxBefore = (await listOutbox({ page: 1, viewerRole: "super-admin" })).pageInfo.total;
    const unknown = await post(forgotPassword, "/api/forgot-password", { email: "ghost@example.com" });
    await flushMailDeliveries();
    expect(unknown).toMatchObject({ status: 200, body: { success: true, message: RESET_SENT } });
    expect(smtp.mails).toHaveLength(0);
    expect((await listOutbox({ page: 1, viewerRole: "super-admin" })).pageInfo.total).toBe(outboxBefore);
    expect(await queryRows(handle, "select 1 from one_time_codes where email = 'ghost@example.com'")).toHaveLength(0);

    const known = await post(forgotPassword, "/api/forgot-password", { email: analyst.email.toUpperCase() });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    await flushMailDeliveries();
    const mail = await smtp.waitFor(analyst.email);
    expect(mail.subject).toBe("Reset your Lumos password");
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
  });

  it("a mailed code sets the new password and ends every session and token minted before", async () => {
    const email = "resetter@example.com";
    const oldPassword = "Old-Password-2026";
    const newPassword = "New-Password-2027";
    const { code: signUpCode } = await signUpAndReadCode({ username: "resetter", email, password: oldPassword });
    expect((await post(confirmSignUp, "/api/signup/confirm", { email, code: signUpCode })).status).toBe(200);

    const before = await post(signIn, "/api/signin", { email, password: oldPassword });
    expect(before.status).toBe(200);
    const bearer = new Request(`${BASE}/api/anything`, { headers: { authorization: `Bearer ${before.body.accessToken}` } });
    expect((await requireUser(bearer)).email).toBe(email);

    smtp.clear();
    expect((await post(forgotPassword, "/api/forgot-password", { email })).status).toBe(200);
    await flushMailDeliveries();
    const code = codeIn(await smtp.waitFor(email, (mail) => mail.subject === "Reset your Lumos password"));

    const reset = await post(confirmForgotPassword, "/api/confirm-forgot-password", { email, code, password: newPassword, confirm_password: newPassword });
    expect(reset).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: "Your password has been changed and every session was signed out. Sign in with your new password.",
        next: "/login-page?notice=password-changed",
      },
    });

    await expect(requireUser(bearer)).rejects.toBeInstanceOf(AppError);
    expect((await userRow(email)).token_version).toBe(1);
    expect((await post(signIn, "/api/signin", { email, password: oldPassword })).status).toBe(401);
    expect((await post(signIn, "/api/signin", { email, password: newPassword })).status).toBe(200);

    const user = await userRow(email);
    const audit = await queryRows<{ action: string; actor_user_id: string }>(
      handle,
      "select action, actor_user_id from audit_log where target_id = $1 and action = 'confirm-forgot-password'",
      [user.id],
    );
    expect(audit).toEqual([{ action: "confirm-forgot-password", actor_user_id: user.id }]);

    await flushMailDeliveries();
    expect((await smtp.waitFor(email, (mail) => mail.subject === "Your Lumos password was changed")).text).toContain(
      "every session of your account was signed out",
    );
    // The code was used.
    expect((await post(confirmForgotPassword, "/api/confirm-forgot-password", { email, code, password: "Third-Password-2028" })).status).toBe(400);
  });

  it("refuses a wrong code and a weak password, naming the field; a refused password does not use the code up", async () => {
    const email = "patient@example.com";
    const { code: signUpCode } = await signUpAndReadCode({ username: "patient-user", email, password: "Patient-Start-2026" });
    expect((await post(confirmSignUp, "/api/signup/confirm", { email, code: signUpCode })).status).toBe(200);
    smtp.clear();
    await post(forgotPassword, "/api/forgot-password", { email });
    await flushMailDeliveries();
    const code = codeIn(await smtp.waitFor(email));
    const attempts = async () =>
      (await queryRows<{ attempts: number }>(handle, "select attempts from one_time_codes where email = $1 and purpose = 'password_reset'", [email]))[0]
        .attempts;

    const common = await post(confirmForgotPassword, "/api/confirm-forgot-password", { email, code, password: "password" });
    expect(common.status).toBe(400);
    expect(common.body.error).toMatchObject({ field: "password", message: "This password is too common. Choose one that is harder to guess." });
    expect(await attempts()).toBe(0);

    // The username is only known once the code is shown to be right: checked after the code, which stays valid.
    const ownName = await post(confirmForgotPassword, "/api/confirm-forgot-password", { email, code, password: "Patient-User" });
    expect(ownName.body.error).toMatchObject({ field: "password", message: "Password must not be your username or email address." });
    expect(await attempts()).toBe(1);

    const wrong = await post(confirmForgotPassword, "/api/confirm-forgot-password", {
      email,
      code: code === "000000" ? "111111" : "000000",
      password: "Fine-Password-2026",
    });
    expect(wrong.body.error).toMatchObject({ field: "code", message: CODE_REJECTED });
    expect(await attempts()).toBe(2);

    const differ = await post(confirmForgotPassword, "/api/confirm-forgot-password", {
      email,
      code,
      password: "Fine-Password-2026",
      confirm_password: "Other",
    });
    expect(differ.body.error).toMatchObject({ field: "confirm_password", message: "The passwords do not match." });

    expect((await post(signIn, "/api/signin", { email, password: "Patient-Start-2026" })).status).toBe(200);
    expect((await post(confirmForgotPassword, "/api/confirm-forgot-password", { email, code, password: "Fine-Password-2026" })).status).toBe(200);
    expect((await post(signIn, "/api/signin", { email, password: "Fine-Password-2026" })).status).toBe(200);
  });

  it("startPasswordReset (the admin's reset-user-password) waits for delivery, says an administrator asked, and skips unknown addresses", async () => {
    const [adminRow] = await queryRows<{ id: string }>(handle, "select id from users where username = 'admin'");
    const started = await startPasswordReset({ email: analyst.email, requestedBy: adminRow.id, baseUrl: "https://lumos.example.com" });
    expect(started).toMatchObject({ sent: true, delivery: "sent" });
    expect(started.userId).toBe((await userRow(analyst.email)).id);
    const mail = smtp.to(analyst.email).at(-1)!;
    expect(mail.text).toContain("An administrator started a password reset for your account.");
    expect(mail.text).toContain("https://lumos.example.com/password-reset-page?email=analyst%40lumos.local");
    expect(await startPasswordReset({ email: "ghost@example.com", requestedBy: adminRow.id })).toEqual({ sent: false, userId: null, delivery: null });
  });
});

describe("the outbox as administrators read it", () => {
  it("hides mail to administrator accounts from an admin (a reset code there would make them that administrator), not from a super-admin", async () => {
    const superAdmin = (await queryRows<{ email: string }>(handle, "select email from users where role = 'super-admin' limit 1"))[0].email;
    expect((await post(forgotPassword, "/api/forgot-password", { email: superAdmin })).status).toBe(200);
    await flushMailDeliveries();
    const seenBySuper = await listOutbox({ page: 1, perPage: 100, viewerRole: "super-admin" });
    const seenByAdmin = await listOutbox({ page: 1, perPage: 100, viewerRole: "admin" });
    expect(seenBySuper.messages.some((message) => message.to.toLowerCase() === superAdmin.toLowerCase())).toBe(true);
    expect(seenByAdmin.messages.some((message) => message.to.toLowerCase() === superAdmin.toLowerCase())).toBe(false);
    expect(seenByAdmin.pageInfo.total).toBeLessThan(seenBySuper.pageInfo.total);
  });
});

describe("mail delivery", () => {
  it("without SMTP_URL every mail stays in the outbox; a server that refuses records the error", async () => {
    const saved = process.env.SMTP_URL;
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    let log = "";
    try {
      delete process.env.SMTP_URL;
      await jest.isolateModulesAsync(async () => {
        const { sendMail } = await import("@/lib/mail/send");
        const sent = await sendMail({ to: "offline@example.com", subject: "Offline", text: "kept here" });
        expect(sent.delivery).toBe("outbox");
      });
      // A port nothing listens on.
      process.env.SMTP_URL = "smtp://127.0.0.1:1?ignoreTLS=true";
      await jest.isolateModulesAsync(async () => {
        const { sendMail, closeMailTransports: close } = await import("@/lib/mail/send");
        const sent = await sendMail({ to: "failing@example.com", subject: "Failing", text: "not delivered" });
        expect(sent.delivery).toBe("failed");
        close();
      });
    } finally {
      process.env.SMTP_URL = saved;
      log = logged.mock.calls.flat().join(" ");
      logged.mockRestore();
    }
    // The failure is logged by outbox id, never with the message's text (codes and links travel in it).
    expect(log).toMatch(/delivery of outbox message \d+ failed/);
    expect(log).not.toContain("not delivered");
    expect(smtp.to("offline@example.com")).toHaveLength(0);
    const { messages } = await listOutbox({ page: 1, perPage: 5, viewerRole: "super-admin" });
    expect(messages.find((message) => message.to === "offline@example.com")).toMatchObject({ status: "outbox", sent_at: null, error: null, text: "kept here" });
    const failing = messages.find((message) => message.to === "failing@example.com");
    // Not given up: it is tried again (tests/integration/smtp-outage.test.ts follows the retries).
    expect(failing?.status).toBe("retrying");
    expect(failing?.attempts).toBe(1);
    expect(failing?.error).toMatch(/ECONNREFUSED/);
  });
});
