import "server-only";
import type { z } from "zod";
import { assertSameOrigin, requireUser, type SessionUser } from "@/lib/auth/guard";
import { AppError, errorResponse } from "@/lib/errors";
import { UNSTORABLE_TEXT_MESSAGE, firstUnstorableText } from "@/lib/validations/text";

/**
 * Route handlers in one order: authenticate (every data route needs a signed-in caller, so an anonymous caller
 * learns nothing, not even what a valid body looks like) → parse → do the work → respond; every error through
 * one JSON shape.
 */
export function withUser<P = Record<string, string>>(
  surface: string,
  handler: (request: Request, user: SessionUser, params: P) => Promise<Response>,
) {
  return async (request: Request, context?: { params?: Promise<P> }): Promise<Response> => {
    try {
      assertSameOrigin(request, surface);
      const user = await requireUser(request);
      const params = ((await context?.params) ?? {}) as P;
      return await handler(request, user, params);
    } catch (error) {
      return errorResponse(error, surface);
    }
  };
}

/** The first problem of a zod result as a 400 naming the field. */
export function badRequest(surface: string, error: z.ZodError, prefix = ""): AppError {
  const issue = error.issues[0];
  const field = [prefix, ...issue.path.map(String)].filter(Boolean).join(".") || "body";
  return new AppError(`bad_request:${surface}`, issue.message.startsWith(field) ? issue.message : `${field}: ${issue.message}`, field);
}

/** A 400 naming the field when a body or query holds text the database cannot store (lib/validations/text.ts). */
export function assertStorableText(value: unknown, surface: string, whole: "body" | "query"): void {
  const path = firstUnstorableText(value);
  if (!path) return;
  const field = path.join(".") || whole;
  throw new AppError(`bad_request:${surface}`, `${field}: ${UNSTORABLE_TEXT_MESSAGE}`, field);
}

export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S, surface: string): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new AppError(`bad_request:${surface}`, "body must be valid JSON", "body");
  }
  assertStorableText(body, surface, "body");
  const result = schema.safeParse(body);
  if (!result.success) throw badRequest(surface, result.error);
  return result.data;
}

export function parseQuery<S extends z.ZodType>(request: Request, schema: S, surface: string): z.infer<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  assertStorableText(params, surface, "query");
  const result = schema.safeParse(params);
  if (!result.success) throw badRequest(surface, result.error);
  return result.data;
}

/** Path ids must be positive whole numbers. */
export function pathId(value: string | undefined, field: string, surface: string): number {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) {
    throw new AppError(`bad_request:${surface}`, `${field} must be a positive integer`, field);
  }
  return Number(value);
}
