// A database that cannot be reached right now (stopped, restarting, unreachable, out of connection slots) is an
// outage, not a bug: routes answer 503 `unavailable:<surface>` and pages show the application-error page until
// it is back (docs/decisions.md, "Faults"). Pure, with no driver imports: lib/server/errors.ts and the error boundaries
// in the browser read it too.

/**
 * The digest a page error carries when the database is unavailable. Next passes an error's own digest to the
 * browser's error boundary unchanged (production strips the message), so the boundary can tell an outage apart.
 */
export const DATABASE_UNAVAILABLE_DIGEST = "LUMOS_DATABASE_UNAVAILABLE";

export class DatabaseUnavailableError extends Error {
  readonly digest = DATABASE_UNAVAILABLE_DIGEST;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "DatabaseUnavailableError";
  }
}

// Socket errors of the driver's connection (Node's error codes).
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ECONNABORTED", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
// SQLSTATEs: class 08 (connection exception), 57P01–57P03 (the server is shutting down, crashed or starting up),
// 53300 (no connection slot left).
const SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
// node-postgres and pg-pool report a lost or timed-out connection by message only; a server that hangs (answers
// nothing) ends in the client's query timeout, and a runaway query in the server's statement timeout (57014 with
// that reason; a cancellation on request is not an outage).
const MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
  /^Cannot use a pool after calling end on the pool/,
  /^Query read timeout/,
  /^canceling statement due to statement timeout/,
];

function isUnavailableItself(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (SOCKET_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  return typeof message === "string" && MESSAGES.some((pattern) => pattern.test(message));
}

/** Whether an error (or what it wraps: drizzle puts the driver's error in `cause`) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 16) {
    const current = queue.shift();
    if (current === undefined || current === null || seen.has(current)) continue;
    seen.add(current);
    if (isUnavailableItself(current)) return true;
    if (typeof current === "object") {
      queue.push((current as { cause?: unknown }).cause);
      const nested = (current as { errors?: unknown }).errors;
      if (Array.isArray(nested)) queue.push(...nested);
    }
  }
  return false;
}
