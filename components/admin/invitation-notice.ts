import type { MailDelivery } from "@/lib/mail/send";
import { texts } from "@/lib/ui/texts";
import type { NoticeMessage } from "./notice";

/**
 * What the admin is told after an invitation was written: sent, kept in the outbox (no SMTP configured), or not
 * delivered — the invitation exists either way, and a failed mail is retried by the server.
 */
export function invitationNotice(email: string, delivery: MailDelivery | undefined, sentText = texts.admin.invitationSent(email)): NoticeMessage {
  if (delivery === "failed") return { tone: "error", text: texts.admin.invitationNotDelivered(email) };
  if (delivery === "outbox") return { tone: "info", text: texts.admin.invitationSaved(email) };
  return { tone: "success", text: sentText };
}
