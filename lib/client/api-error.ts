// The server's error shape ({ error: { code, message, field } }, lib/server/errors.ts) rebuilt in the browser, as the same
// AppError type with the HTTP status the response actually had.
import { AppError, type ErrorType } from "@/lib/server/errors";
import { errorTexts } from "@/lib/ui/texts/errors";

const TYPE_BY_STATUS: Record<number, ErrorType> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  429: "rate_limit",
  503: "unavailable",
};
const ERROR_TYPES: readonly ErrorType[] = ["bad_request", "unauthorized", "forbidden", "not_found", "rate_limit", "unavailable", "internal"];

export class ApiError extends AppError {
  constructor(
    code: `${ErrorType}:${string}`,
    message: string,
    field: string | undefined,
    /** The response's status; 0 when no response arrived (network failure). */
    readonly httpStatus: number,
  ) {
    super(code, message, field);
    this.name = "ApiError";
  }

  /** Worth another attempt: no response, a server failure or a rate limit. Never a 4xx the caller can fix. */
  get retryable(): boolean {
    return this.httpStatus === 0 || this.httpStatus >= 500 || this.httpStatus === 429;
  }
}

function typeOf(status: number): ErrorType {
  return TYPE_BY_STATUS[status] ?? (status >= 500 ? "internal" : "bad_request");
}

/** The ApiError a non-OK response stands for: the server's own code, message and field when it sent them. */
export async function apiErrorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // not JSON: a proxy's or the platform's error page
  }
  const error = (body as { error?: { code?: unknown; message?: unknown; field?: unknown } } | null)?.error;
  const code = typeof error?.code === "string" ? error.code : "";
  const [type, surface] = code.split(":");
  const valid = ERROR_TYPES.includes(type as ErrorType) && !!surface;
  return new ApiError(
    valid ? (code as `${ErrorType}:${string}`) : `${typeOf(response.status)}:api`,
    typeof error?.message === "string" && error.message ? error.message : errorTexts.somethingWentWrong,
    typeof error?.field === "string" ? error.field : undefined,
    response.status,
  );
}

export function networkError(): ApiError {
  return new ApiError("unavailable:network", errorTexts.networkError, undefined, 0);
}
