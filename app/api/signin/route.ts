import { assertStorableText, publicRoute } from "@/lib/api/handler";
import { clientAddressFrom } from "@/lib/auth/rate-limit";
import { sessionPayloadFromToken, startSessionToken } from "@/lib/auth/session";
import { signInWithPassword } from "@/lib/auth/sign-in";
import { AppError } from "@/lib/server/errors";
import { signInBodySchema } from "./schema";

export const dynamic = "force-dynamic";

/**
 * Sign-in for API clients (specification 000 §7: POST /routes/signin). Answers the session payload with the id
 * and access tokens; no cookie is set. 400 names the field, 401 'Incorrect email or password.', 429 with
 * Retry-After when the account or the address is locked.
 */
export const POST = publicRoute("api", async (request) => {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    throw new AppError("bad_request:api", "The request body must be JSON: { username or email, password }.", "body");
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new AppError("bad_request:api", "The request body must be a JSON object: { username or email, password }.", "body");
  }
  assertStorableText(raw, "api", "body");
  const parsed = signInBodySchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue.path[0] ?? "body");
    throw new AppError("bad_request:api", issue.message.startsWith("must ") ? `${field} ${issue.message}` : issue.message, field);
  }
  const { username, email, password } = parsed.data;
  const user = await signInWithPassword({
    identifier: (username || email)!,
    password,
    clientAddress: clientAddressFrom(request.headers),
  });
  const token = await startSessionToken(user);
  return Response.json(
    { ...sessionPayloadFromToken(token), expires: new Date(token.tokensExpireAt!).toISOString() },
    { headers: { "cache-control": "no-store" } },
  );
});
