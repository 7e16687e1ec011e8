import { parseJsonBody, publicRoute } from "@/lib/api/handler";
import { confirmPasswordReset } from "@/lib/accounts/password-reset";
import { confirmPasswordResetBody } from "@/lib/accounts/schemas";
import { appBaseUrl, json } from "@/lib/accounts/route-handlers";
import { clientAddressFrom } from "@/lib/auth/rate-limit";

export const dynamic = "force-dynamic";

/**
 * POST /api/confirm-forgot-password { email, code, password, confirm_password? } → 200 { success, message, next }.
 * Sets the password and ends every session and token of the account. 400 on `code` or `password`.
 */
export const POST = publicRoute("password-reset", async (request) => {
  const body = await parseJsonBody(request, confirmPasswordResetBody, "password-reset", { form: true });
  return json(
    await confirmPasswordReset({
      email: body.email,
      code: body.code,
      password: body.password,
      baseUrl: appBaseUrl(request),
      clientAddress: clientAddressFrom(request.headers),
    }),
  );
});
