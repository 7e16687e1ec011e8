import { parseJsonBody, publicRoute } from "@/lib/api/handler";
import { emailOnlyBody } from "@/lib/accounts/schemas";
import { appBaseUrl, json } from "@/lib/accounts/route-handlers";
import { resendSignUpCode } from "@/lib/accounts/signup";
import { clientAddressFrom } from "@/lib/auth/rate-limit";

export const dynamic = "force-dynamic";

/** POST /api/signup/resend { email } → 200 { success, message }, the same for every address. */
export const POST = publicRoute("signup", async (request) => {
  const { email } = await parseJsonBody(request, emailOnlyBody, "signup", { form: true });
  return json(await resendSignUpCode({ email, baseUrl: appBaseUrl(request), clientAddress: clientAddressFrom(request.headers) }));
});
