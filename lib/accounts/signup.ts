import "server-only";
// Sign-up (issue part 3): an account is created unconfirmed and a 6-digit code mailed; the code activates it.
//
// No user enumeration: for an address that already has an account the answer is the same "check your mail" step,
// and that address gets a note that someone tried to sign up instead of a code. The password is hashed on every
// path and mail goes out in the background, so neither the answer nor its timing tells the two apart. A username
// that is taken is reported (a username is shown to other users anyway; an address is not).
//
// Invitations: `invitation` (the token of the mailed link) fixes the address. The invitation's role and group are
// applied when the address is confirmed, from the pending invitation of that address, and the invitation is then
// accepted. SIGNUP_MODE=invite refuses a sign-up without a valid invitation, and a confirmation whose invitation
// was revoked meanwhile.
import { hashPassword } from "@/lib/auth/password";
import { validateNewPassword } from "@/lib/auth/password-policy";
import { getDb } from "@/lib/db/client";
import { findPendingInvitationForEmail, acceptInvitation } from "@/lib/data/invitations";
import { activateUser, createUnconfirmedUser, findAccountByEmail, findUserIdByUsername, recordAuditEntry, updateUnconfirmedUser } from "@/lib/data/users";
import { getEnv } from "@/lib/server/env";
import { AppError } from "@/lib/server/errors";
import { sendMail } from "@/lib/mail/send";
import { signUpAttemptMail, signUpCodeMail } from "@/lib/mail/templates";
import { LOGIN_PATH } from "@/lib/shell/routes";
import { texts } from "@/lib/ui/texts";
import { CODE_TTL_MINUTES, MAX_CODE_ATTEMPTS } from "./codes";
import { findUsableInvitation } from "./invitations";
import { ACCOUNT_NOTICES, absoluteUrl, passwordResetPath, signInPathWithNotice, signUpConfirmPath } from "./links";
import { checkOneTimeCode, issueOneTimeCode, spendOneTimeCode } from "./one-time-codes";
import { limitAccountRequest } from "./rate-limit";

const SURFACE = "signup";
const t = texts.accounts;

export interface SignUpRequest {
  username: string;
  /** Lower-cased; may be left out with an invitation. */
  email?: string;
  password: string;
  invitation?: string;
  /** NEXTAUTH_URL or the request's origin, for the links in the mail. */
  baseUrl: string;
  clientAddress: string;
}

/** The one answer of POST /api/signup, whatever the address. */
export interface SignUpAnswer {
  success: true;
  email: string;
  message: string;
  next: string;
}

function fieldError(field: string, message: string): AppError {
  return new AppError(`bad_request:${SURFACE}`, message, field);
}

/** The name of the unique index a Postgres unique violation (23505) hit, wherever the driver put it; else null. */
function violatedUniqueIndex(error: unknown): string | null {
  for (
    let current = error as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 5;
    depth++
  ) {
    if (current.code === "23505") {
      if (typeof current.constraint === "string") return current.constraint;
      const named = typeof current.message === "string" ? /"([^"]+)"/.exec(current.message) : null;
      return named?.[1] ?? "unknown";
    }
    current = current.cause as typeof current;
  }
  return null;
}

async function mailSignUpCode({ email, username, userId, baseUrl }: { email: string; username: string; userId: string; baseUrl: string }) {
  const { code } = await issueOneTimeCode({ email, purpose: "signup", userId });
  const mail = signUpCodeMail({ username, code, url: absoluteUrl(baseUrl, signUpConfirmPath(email)), minutes: CODE_TTL_MINUTES, attempts: MAX_CODE_ATTEMPTS });
  await sendMail({ to: email, ...mail }, { wait: false });
}

function answer(email: string): SignUpAnswer {
  return { success: true, email, message: t.checkYourMail(email), next: signUpConfirmPath(email) };
}

export async function startSignUp({ username, email: givenEmail, password, invitation: token, baseUrl, clientAddress }: SignUpRequest): Promise<SignUpAnswer> {
  let email = givenEmail;
  if (token) {
    const invitation = await findUsableInvitation({ token });
    if (!invitation) throw fieldError("invitation", t.invitationInvalid);
    const invited = invitation.email.toLowerCase();
    if (email !== undefined && email !== invited) throw fieldError("email", t.invitationOtherEmail);
    email = invited;
  } else if (getEnv().SIGNUP_MODE === "invite") {
    throw new AppError(`forbidden:${SURFACE}`, t.inviteOnly, "invitation");
  }
  if (email === undefined) throw fieldError("email", t.emailRequired);

  const problem = validateNewPassword(password, { username, email });
  if (problem) throw fieldError("password", problem);

  await limitAccountRequest({ kind: "mail", email, clientAddress, surface: SURFACE });
  const passwordHash = await hashPassword(password);

  const account = await findAccountByEmail({ email });
  if (account && account.status !== "unconfirmed") {
    const mail = signUpAttemptMail({
      username: account.username,
      signInUrl: absoluteUrl(baseUrl, LOGIN_PATH),
      resetUrl: absoluteUrl(baseUrl, passwordResetPath(email)),
    });
    await sendMail({ to: email, ...mail }, { wait: false });
    return answer(email);
  }

  const owner = await findUserIdByUsername({ username });
  if (owner && owner !== account?.id) throw fieldError("username", t.usernameTaken);

  let userId: string;
  try {
    if (account) {
      if (!(await updateUnconfirmedUser({ id: account.id, username, passwordHash }))) return answer(email);
      userId = account.id;
    } else {
      userId = (await createUnconfirmedUser({ username, email, passwordHash })).id;
    }
  } catch (error) {
    const index = violatedUniqueIndex(error);
    if (index === "users_username_idx") throw fieldError("username", t.usernameTaken);
    // The same address signed up twice at once: the other request created the account and mails its code.
    if (index === "users_email_idx") return answer(email);
    throw error;
  }
  await mailSignUpCode({ email, username, userId, baseUrl });
  return answer(email);
}

/** POST /api/signup/resend: a new code for an account still waiting for confirmation; the same answer otherwise. */
export async function resendSignUpCode({
  email,
  baseUrl,
  clientAddress,
}: {
  email: string;
  baseUrl: string;
  clientAddress: string;
}): Promise<{ success: true; message: string }> {
  await limitAccountRequest({ kind: "mail", email, clientAddress, surface: SURFACE });
  const account = await findAccountByEmail({ email });
  if (account?.status === "unconfirmed") await mailSignUpCode({ email, username: account.username, userId: account.id, baseUrl });
  return { success: true, message: t.codeResent };
}

class ConfirmationLost extends Error {}

/**
 * POST /api/signup/confirm: a right code activates the account (email verified), applies the pending invitation
 * of the address (role, group) and accepts it, all in one transaction. Every failure is one 400 on `code`.
 */
export async function confirmSignUp({
  email,
  code,
  clientAddress,
}: {
  email: string;
  code: string;
  clientAddress: string;
}): Promise<{ success: true; message: string; next: string }> {
  await limitAccountRequest({ kind: "code", email, clientAddress, surface: SURFACE });
  const rejected = fieldError("code", t.codeRejected);
  const checked = await checkOneTimeCode({ email, purpose: "signup", code });
  if (!checked?.userId) throw rejected;
  const account = await findAccountByEmail({ email });
  if (!account || account.id !== checked.userId || account.status !== "unconfirmed") throw rejected;

  const invitation = await findPendingInvitationForEmail({ email });
  if (!invitation && getEnv().SIGNUP_MODE === "invite") throw new AppError(`forbidden:${SURFACE}`, t.inviteOnly, "invitation");

  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      if (!(await spendOneTimeCode({ codeId: checked.codeId, db: tx }))) throw new ConfirmationLost();
      if (!(await activateUser({ userId: account.id, role: invitation?.role, groupId: invitation?.groupId, db: tx }))) throw new ConfirmationLost();
      if (invitation && !(await acceptInvitation({ id: invitation.id, db: tx }))) throw new ConfirmationLost();
      await recordAuditEntry({
        entry: {
          actorUserId: account.id,
          action: "confirm-signup",
          targetType: "user",
          targetId: account.id,
          detail: {
            username: account.username,
            email,
            ...(invitation ? { invitation_id: invitation.id, role: invitation.role, group_name: invitation.groupName } : {}),
          },
        },
        db: tx,
      });
    });
  } catch (error) {
    if (error instanceof ConfirmationLost) throw rejected;
    throw error;
  }
  return { success: true, message: t.accountConfirmed, next: signInPathWithNotice(ACCOUNT_NOTICES.accountConfirmed) };
}
