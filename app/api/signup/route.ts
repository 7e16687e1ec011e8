import { parseJsonBody, publicRoute } from "@/lib/api/handler";
import { startSignUp } from "@/lib/accounts/signup";
import { signUpBody } from "@/lib/accounts/schemas";
import { appBaseUrl, json } from "@/lib/accounts/route-handlers";
import { clientAddressFrom } from "@/lib/auth/rate-limit";

export const dynamic = "force-dynamic";

/**
 * POST /api/signup { username, email, password, confirm_password?, invitation? } → 200
 * { success, email, message, next } — the same answer whether or not the address already has an account.
 * 400 names the field; 403 without an invitation when SIGNUP_MODE=invite; 429 with Retry-After.
 */
export const POST = publicRoute("signup", async (request) => {
  const body = await parseJsonBody(request, signUpBody, "signup", { form: true });
  return json(
    await startSignUp({
      username: body.username,
      email: body.email,
      password: body.password,
      invitation: body.invitation || undefined,
      baseUrl: appBaseUrl(request),
      clientAddress: clientAddressFrom(request.headers),
    }),
  );
});
