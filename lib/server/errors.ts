// One error type with a code, and one way to turn it into a JSON response. Database detail never leaves the server.
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { errorTexts } from "@/lib/ui/texts/errors";

export type ErrorType = "bad_request" | "unauthorized" | "forbidden" | "not_found" | "rate_limit" | "unavailable" | "internal";

const STATUS: Record<ErrorType, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  rate_limit: 429,
  unavailable: 503,
  internal: 500,
};

export class AppError extends Error {
  readonly type: ErrorType;
  readonly surface: string;
  readonly status: number;

  /** code is "type:surface", e.g. "bad_request:graphql". */
  constructor(
    readonly code: `${ErrorType}:${string}`,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "AppError";
    const [type, surface] = code.split(":") as [ErrorType, string];
    this.type = type;
    this.surface = surface;
    this.status = STATUS[type];
  }

  toResponse(): Response {
    return Response.json({ error: { code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) } }, { status: this.status });
  }
}

/**
 * Maps anything thrown in a route handler to a response; unknown errors are logged and stay generic. A database
 * that cannot be reached answers 503 `unavailable:<surface>`: the caller may try again shortly.
 */
export function errorResponse(error: unknown, surface: string): Response {
  if (error instanceof AppError) return error.toResponse();
  if (isDatabaseUnavailable(error)) {
    console.error(`[${surface}] the database is unavailable:`, describeCause(error));
    return new AppError(`unavailable:${surface}`, errorTexts.temporarilyUnavailable).toResponse();
  }
  console.error(`[${surface}]`, error);
  return new AppError(`internal:${surface}`, "Something went wrong. Please try again.").toResponse();
}

/** The innermost message of an error chain (the driver's own words), for one log line instead of a stack per request. */
function describeCause(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error && current.cause instanceof Error; depth++) current = current.cause;
  return current instanceof Error ? current.message || current.name : String(current);
}
