import { parseJsonBody, publicRoute } from "@/lib/api/handler";
import { confirmSignUpBody } from "@/lib/accounts/schemas";
import { json } from "@/lib/accounts/route-handlers";
import { confirmSignUp } from "@/lib/accounts/signup";
import { clientAddressFrom } from "@/lib/auth/rate-limit";

export const dynamic = "force-dynamic";

/**
 * POST /api/signup/confirm { email, code } → 200 { success, message, next: "/login-page?notice=account-confirmed" }.
 * A wrong, expired, used or exhausted code: 400 on `code`, one message for all.
 */
export const POST = publicRoute("signup", async (request) => {
  const { email, code } = await parseJsonBody(request, confirmSignUpBody, "signup", { form: true });
  return json(await confirmSignUp({ email, code, clientAddress: clientAddressFrom(request.headers) }));
});
