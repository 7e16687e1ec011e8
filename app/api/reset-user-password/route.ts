import { startPasswordReset } from "@/lib/accounts/password-reset";
import { adminRoute, parseJsonBody } from "@/lib/api/handler";
import { ADMIN_SURFACE, assertMayActOnUser, getUserOrThrow, recordAdminAction } from "@/lib/data/admin";
import { AppError } from "@/lib/server/errors";
import { texts } from "@/lib/ui/texts";
import { userRefOf } from "@/lib/validations/admin";
import { resetUserPasswordBody } from "./schema";

export const dynamic = "force-dynamic";

/**
 * POST /api/reset-user-password { username | user_id } → { reset_sent: true, email, delivery }: mails the account a
 * password-reset code (the "forgot password" flow, started by an administrator; the mail says so). delivery is
 * sent, failed or outbox (no SMTP server configured: the admin area's outbox tab shows the mail). Only an active
 * account (400 otherwise); admins reset analysts only.
 */
export const POST = adminRoute(ADMIN_SURFACE, async (request, actor) => {
  const body = await parseJsonBody(request, resetUserPasswordBody, ADMIN_SURFACE);
  const target = await getUserOrThrow({ ref: userRefOf(body) });
  assertMayActOnUser(actor, target);
  if (target.status !== "active")
    throw new AppError(`bad_request:${ADMIN_SURFACE}`, texts.admin.resetNeedsActiveAccount, body.user_id !== undefined ? "user_id" : "username");
  const { sent, delivery } = await startPasswordReset({ email: target.email, requestedBy: actor.id });
  if (!sent) throw new AppError(`bad_request:${ADMIN_SURFACE}`, texts.admin.resetNeedsActiveAccount, body.user_id !== undefined ? "user_id" : "username");
  await recordAdminAction({
    actor,
    action: "reset-user-password",
    targetType: "user",
    targetId: target.id,
    detail: { username: target.username, email: target.email, delivery },
  });
  return Response.json({ reset_sent: true, email: target.email, delivery });
});
