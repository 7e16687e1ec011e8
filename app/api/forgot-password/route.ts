import { parseJsonBody, publicRoute } from "@/lib/api/handler";
import { requestPasswordReset } from "@/lib/accounts/password-reset";
import { emailOnlyBody } from "@/lib/accounts/schemas";
import { appBaseUrl, json } from "@/lib/accounts/route-handlers";
import { clientAddressFrom } from "@/lib/auth/rate-limit";

export const dynamic = "force-dynamic";

/**
 * POST /api/forgot-password { email } → 200 { success, message: "If an account exists for that address, we've
 * sent a code." } whether or not it does; a code is mailed to active accounts only.
 */
export const POST = publicRoute("password-reset", async (request) => {
  const { email } = await parseJsonBody(request, emailOnlyBody, "password-reset", { form: true });
  return json(await requestPasswordReset({ email, baseUrl: appBaseUrl(request), clientAddress: clientAddressFrom(request.headers) }));
});
