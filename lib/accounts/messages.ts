import "server-only";
// POST /api/send: an administrator writes to a user. Only addresses of accounts are accepted, so the route cannot
// be used to mail arbitrary addresses from the application's sender.
import type { SessionUser } from "@/lib/auth/guard";
import { findAccountByEmail, recordAuditEntry } from "@/lib/data/users";
import { AppError } from "@/lib/server/errors";
import { sendMail, type MailDelivery } from "@/lib/mail/send";
import { adminMessageMail } from "@/lib/mail/templates";
import { texts } from "@/lib/ui/texts";

export async function sendAdminMessage({
  actor,
  to,
  subject,
  text,
}: {
  actor: Pick<SessionUser, "id" | "username">;
  to: string;
  subject: string;
  text: string;
}): Promise<{ success: true; message_id: number; delivery: MailDelivery }> {
  const account = await findAccountByEmail({ email: to });
  if (!account) throw new AppError("bad_request:send", texts.accounts.recipientUnknown, "to");
  const { id, delivery } = await sendMail({ to: account.email, ...adminMessageMail({ subject, text, sender: actor.username }) });
  await recordAuditEntry({
    entry: {
      actorUserId: actor.id,
      action: "send",
      targetType: "user",
      targetId: account.id,
      detail: { username: account.username, subject, message_id: id, delivery },
    },
  });
  return { success: true, message_id: id, delivery };
}
