import { sendAdminMessage } from "@/lib/accounts/messages";
import { adminMessageBody } from "@/lib/accounts/schemas";
import { adminRoute, json, readJsonBody } from "@/lib/accounts/route-handlers";

export const dynamic = "force-dynamic";

/** POST /api/send { to, subject, text } → 200 { success, message_id, delivery }. Admins only; `to` must be a user's address. */
export const POST = adminRoute("send", async (request, admin) => {
  const body = await readJsonBody(request, adminMessageBody, "send");
  return json(await sendAdminMessage({ actor: admin, to: body.to, subject: body.subject, text: body.text }));
});
