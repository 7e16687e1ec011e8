import "server-only";
import type { z } from "zod";
import { assertSameOrigin, requireAdmin, requireUser, type SessionUser } from "@/lib/auth/guard";
import { AppError, errorResponse } from "@/lib/server/errors";
import { texts } from "@/lib/ui/texts";
import { UNSTORABLE_TEXT_MESSAGE, firstUnstorableText } from "@/lib/validations/text";

/**
 * Every route handler in one order: guard (who may call) → parse → do the work → respond, every error through
 * one JSON shape (errorResponse). The guards: a signed-in caller from this origin (withUser: every data route, so an
 * anonymous caller learns nothing, not even what a valid body looks like), an admin (adminRoute), anyone
 * (publicRoute: sign-up, password reset, sign-in, the drawn art).
 */
function route<U, P>(surface: string, guard: (request: Request) => Promise<U>, handler: (request: Request, user: U, params: P) => Promise<Response>) {
  return async (request: Request, context?: { params?: Promise<P> }): Promise<Response> => {
    try {
      const user = await guard(request);
      const params = ((await context?.params) ?? {}) as P;
      return await handler(request, user, params);
    } catch (error) {
      return errorResponse(error, surface);
    }
  };
}

export function withUser<P = Record<string, string>>(surface: string, handler: (request: Request, user: SessionUser, params: P) => Promise<Response>) {
  return route(
    surface,
    async (request) => {
      assertSameOrigin(request, surface);
      return requireUser(request);
    },
    handler,
  );
}

/** `forbidden`: what a signed-in caller who is not an admin is told, where the specification words it for the route. */
export function adminRoute<P = Record<string, string>>(
  surface: string,
  handler: (request: Request, admin: SessionUser, params: P) => Promise<Response>,
  { forbidden }: { forbidden?: string } = {},
) {
  const guard = (request: Request) =>
    requireAdmin(request).catch((error: unknown) => {
      if (forbidden && error instanceof AppError && error.type === "forbidden") throw new AppError(`forbidden:${surface}`, forbidden);
      throw error;
    });
  return route(surface, guard, handler);
}

export function publicRoute<P = Record<string, string>>(surface: string, handler: (request: Request, params: P) => Promise<Response>) {
  return route<null, P>(
    surface,
    async () => null,
    (request, _nobody, params) => handler(request, params),
  );
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

/**
 * How a bad body or query is answered. The account forms (`form`) put the message beside the input: it is the
 * field's own sentence, and a body must be a JSON object; elsewhere the message starts with the field's name.
 */
export interface ParseOptions {
  form?: boolean;
}

function fieldProblem(surface: string, error: z.ZodError, form: boolean): AppError {
  if (!form) return badRequest(surface, error);
  const issue = error.issues[0];
  return new AppError(`bad_request:${surface}`, issue.message, issue.path.map(String).join(".") || "body");
}

export async function parseJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  surface: string,
  { form = false }: ParseOptions = {},
): Promise<z.infer<S>> {
  const notJson = () => new AppError(`bad_request:${surface}`, form ? texts.accounts.bodyNotJson : "body must be valid JSON", "body");
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw notJson();
  }
  if (form && (typeof body !== "object" || body === null || Array.isArray(body))) throw notJson();
  assertStorableText(body, surface, "body");
  const result = schema.safeParse(body);
  if (!result.success) throw fieldProblem(surface, result.error, form);
  return result.data;
}

export function parseQuery<S extends z.ZodType>(request: Request, schema: S, surface: string, { form = false }: ParseOptions = {}): z.infer<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  assertStorableText(params, surface, "query");
  const result = schema.safeParse(params);
  if (!result.success) throw fieldProblem(surface, result.error, form);
  return result.data;
}

/** Path ids must be positive whole numbers. */
export function pathId(value: string | undefined, field: string, surface: string): number {
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) {
    throw new AppError(`bad_request:${surface}`, `${field} must be a positive integer`, field);
  }
  return Number(value);
}
