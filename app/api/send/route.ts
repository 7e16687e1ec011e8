import { adminRoute, parseJsonBody } from "@/lib/api/handler";
import { sendAdminMessage } from "@/lib/accounts/messages";
import { adminMessageBody } from "@/lib/accounts/schemas";
import { json } from "@/lib/accounts/route-handlers";

export const dynamic = "force-dynamic";

/** POST /api/send { to, subject, text } → 200 { success, message_id, delivery }. Admins only; `to` must be a user's address. */
export const POST = adminRoute("send", async (request, admin) => {
  const body = await parseJsonBody(request, adminMessageBody, "send", { form: true });
  return json(await sendAdminMessage({ actor: admin, to: body.to, subject: body.subject, text: body.text }));
});
