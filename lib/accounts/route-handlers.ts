import "server-only";
// What the account routes (sign-up, password reset, invitations, mail) share besides lib/api/handler.ts (the route
// wrappers, and parsing with `{ form: true }`): their JSON answer, never cached, and where mailed links point.
import { getEnv } from "@/lib/server/env";

const NO_STORE = { "cache-control": "no-store" };

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

/** Where links in mails point: NEXTAUTH_URL when set, otherwise the origin the request came to. */
export function appBaseUrl(request: Request): string {
  return (getEnv().NEXTAUTH_URL ?? new URL(request.url).origin).replace(/\/+$/, "");
}
