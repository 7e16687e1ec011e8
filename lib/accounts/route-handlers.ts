import "server-only";
// The account routes in the order of lib/api/handler.ts: authenticate (admin routes) → parse (zod) → do the work →
// respond, every error through errorResponse. Public routes (sign-up, password reset) have no guard. Field
// problems answer 400 with the field's own sentence as the message and its name in `field`, so a form can put
// the message beside the input.
import type { z } from "zod";
import { assertStorableText } from "@/lib/api/handler";
import { requireAdmin, type SessionUser } from "@/lib/auth/guard";
import { getEnv } from "@/lib/env";
import { AppError, errorResponse } from "@/lib/errors";
import { texts } from "@/lib/texts";

const NO_STORE = { "cache-control": "no-store" };

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

export function publicRoute(surface: string, handler: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    try {
      return await handler(request);
    } catch (error) {
      return errorResponse(error, surface);
    }
  };
}

export function adminRoute(surface: string, handler: (request: Request, admin: SessionUser) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    try {
      const admin = await requireAdmin(request);
      return await handler(request, admin);
    } catch (error) {
      return errorResponse(error, surface);
    }
  };
}

function firstProblem(surface: string, error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue.path.map(String).join(".") || "body";
  return new AppError(`bad_request:${surface}`, issue.message, field);
}

export async function readJsonBody<S extends z.ZodType>(request: Request, schema: S, surface: string): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new AppError(`bad_request:${surface}`, texts.accounts.bodyNotJson, "body");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new AppError(`bad_request:${surface}`, texts.accounts.bodyNotJson, "body");
  assertStorableText(body, surface, "body");
  const result = schema.safeParse(body);
  if (!result.success) throw firstProblem(surface, result.error);
  return result.data;
}

export function readQuery<S extends z.ZodType>(request: Request, schema: S, surface: string): z.infer<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  assertStorableText(params, surface, "query");
  const result = schema.safeParse(params);
  if (!result.success) throw firstProblem(surface, result.error);
  return result.data;
}

/** Where links in mails point: NEXTAUTH_URL when set, otherwise the origin the request came to. */
export function appBaseUrl(request: Request): string {
  return (getEnv().NEXTAUTH_URL ?? new URL(request.url).origin).replace(/\/+$/, "");
}
