import "server-only";
// Password reset (issue part 5, server side): a 6-digit code mailed to an active account, then the code and a new
// password. The public request answers the same sentence whether or not the address has an account, and mails
// nothing when it has none. A reset raises the token version (revokeUserTokens): every session and access token
// of the account ends.
import { hashPassword } from "@/lib/auth/password";
import { validateNewPassword } from "@/lib/auth/password-policy";
import { revokeUserTokens } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { findAccountByEmail, recordAuditEntry, setPasswordHash } from "@/lib/data/users";
import { AppError } from "@/lib/server/errors";
import { mailBaseUrl, sendMail, type MailDelivery } from "@/lib/mail/send";
import { passwordChangedMail, passwordResetCodeMail } from "@/lib/mail/templates";
import { texts } from "@/lib/ui/texts";
import { CODE_TTL_MINUTES, MAX_CODE_ATTEMPTS } from "./codes";
import { ACCOUNT_NOTICES, absoluteUrl, passwordResetPath, signInPathWithNotice } from "./links";
import { checkOneTimeCode, issueOneTimeCode, spendOneTimeCode } from "./one-time-codes";
import { limitAccountRequest } from "./rate-limit";

const SURFACE = "password-reset";
const t = texts.accounts;

export interface PasswordResetStart {
  /** True when the address belongs to an active account and a code was mailed. */
  sent: boolean;
  userId: string | null;
  /** How the mail went: sent, failed or outbox (no SMTP_URL) when waited for, queued otherwise. */
  delivery: MailDelivery | null;
}

/**
 * Mails a password-reset code to the active account of an address; does nothing for any other address.
 * `requestedBy` (the administrator's user id, for POST /api/reset-user-password) says so in the mail and waits for
 * the delivery, so the caller can report it; that route writes its own audit entry. Without it (the public
 * forgot-password) delivery runs in the background.
 */
export async function startPasswordReset({
  email,
  requestedBy = null,
  baseUrl = mailBaseUrl(),
}: {
  email: string;
  requestedBy?: string | null;
  baseUrl?: string;
}): Promise<PasswordResetStart> {
  const address = email.trim().toLowerCase();
  const account = await findAccountByEmail({ email: address });
  if (!account || account.status !== "active") return { sent: false, userId: null, delivery: null };
  const { code } = await issueOneTimeCode({ email: address, purpose: "password_reset", userId: account.id });
  const mail = passwordResetCodeMail({
    username: account.username,
    code,
    url: absoluteUrl(baseUrl, passwordResetPath(address)),
    minutes: CODE_TTL_MINUTES,
    attempts: MAX_CODE_ATTEMPTS,
    byAdministrator: requestedBy !== null,
  });
  const { delivery } = await sendMail({ to: account.email, ...mail }, { wait: requestedBy !== null });
  return { sent: true, userId: account.id, delivery };
}

/** POST /api/forgot-password: always the same answer. */
export async function requestPasswordReset({
  email,
  baseUrl,
  clientAddress,
}: {
  email: string;
  baseUrl: string;
  clientAddress: string;
}): Promise<{ success: true; message: string }> {
  await limitAccountRequest({ kind: "mail", email, clientAddress, surface: SURFACE });
  await startPasswordReset({ email, baseUrl });
  return { success: true, message: t.resetCodeSent };
}

class ResetLost extends Error {}

/** POST /api/confirm-forgot-password: a right code sets the new password and ends every session of the account. */
export async function confirmPasswordReset({
  email,
  code,
  password,
  baseUrl,
  clientAddress,
}: {
  email: string;
  code: string;
  password: string;
  baseUrl: string;
  clientAddress: string;
}): Promise<{ success: true; message: string; next: string }> {
  // What can be said without looking the account up comes first, so a weak password costs no attempt.
  const general = validateNewPassword(password, { email });
  if (general) throw new AppError(`bad_request:${SURFACE}`, general, "password");

  await limitAccountRequest({ kind: "code", email, clientAddress, surface: SURFACE });
  const rejected = new AppError(`bad_request:${SURFACE}`, t.codeRejected, "code");
  const checked = await checkOneTimeCode({ email, purpose: "password_reset", code });
  if (!checked?.userId) throw rejected;
  const account = await findAccountByEmail({ email });
  if (!account || account.id !== checked.userId || account.status !== "active") throw rejected;
  // The right code was shown, so naming the account's own username here reveals nothing new; the code stays valid.
  const personal = validateNewPassword(password, { username: account.username, email });
  if (personal) throw new AppError(`bad_request:${SURFACE}`, personal, "password");

  const passwordHash = await hashPassword(password);
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      if (!(await spendOneTimeCode({ codeId: checked.codeId, db: tx }))) throw new ResetLost();
      if (!(await setPasswordHash({ userId: account.id, passwordHash, db: tx }))) throw new ResetLost();
      await recordAuditEntry({
        entry: { actorUserId: account.id, action: "confirm-forgot-password", targetType: "user", targetId: account.id, detail: { username: account.username } },
        db: tx,
      });
    });
  } catch (error) {
    if (error instanceof ResetLost) throw rejected;
    throw error;
  }
  await revokeUserTokens({ userId: account.id });
  await sendMail(
    { to: account.email, ...passwordChangedMail({ username: account.username, resetUrl: absoluteUrl(baseUrl, passwordResetPath(email)) }) },
    { wait: false },
  );
  return { success: true, message: t.passwordChanged, next: signInPathWithNotice(ACCOUNT_NOTICES.passwordChanged) };
}
