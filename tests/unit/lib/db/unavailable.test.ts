import { DATABASE_UNAVAILABLE_DIGEST, DatabaseUnavailableError, isDatabaseUnavailable } from "@/lib/db/unavailable";
import { AppError, errorResponse } from "@/lib/server/errors";

const withCode = (code: string, message = "boom") => Object.assign(new Error(message), { code });
/** What drizzle throws: its own error with the driver's in `cause`. */
const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: select 1\nparams: "), { cause });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["the server refuses connections (stopped)", withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["the connection was reset", withCode("ECONNRESET")],
    ["the host is unknown", withCode("ENOTFOUND")],
    ["pg_ctl stop -m fast ended the session (57P01)", withCode("57P01", "terminating connection due to administrator command")],
    ["the server crashed (57P02)", withCode("57P02")],
    ["the server is starting up or shutting down (57P03)", withCode("57P03", "the database system is starting up")],
    ["no connection slot is left (53300)", withCode("53300")],
    ["a connection exception (class 08)", withCode("08006")],
    ["the connection ended under a query", new Error("Connection terminated unexpectedly")],
    ["the pool's connect timed out", new Error("timeout exceeded when trying to connect")],
    ["the client lost its connection", new Error("Client has encountered a connection error and is not queryable")],
    ["the error says so itself", new DatabaseUnavailableError("down")],
    ["inside drizzle's error", wrapped(withCode("ECONNREFUSED"))],
    ["two levels down", wrapped(wrapped(withCode("57P01")))],
    ["one of several connection attempts", wrapped(Object.assign(new AggregateError([withCode("ECONNREFUSED")]), {}))],
    ["the server hangs and the client's query timeout ends the wait", wrapped(new Error("Query read timeout"))],
    ["a runaway query is cut off by the statement timeout", wrapped(withCode("57014", "canceling statement due to statement timeout"))],
  ])("is true when %s", (_situation, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", wrapped(withCode("23505", "duplicate key value violates unique constraint"))],
    ["a syntax error", wrapped(withCode("42601"))],
    ["a query cancelled on request", wrapped(withCode("57014", "canceling statement due to user request"))],
    ["an AppError", new AppError("not_found:follows", "There is no game with the id 7.")],
    ["a file that is missing", withCode("ENOENT")],
    ["a plain error", new Error("something else")],
    ["a string", "ECONNREFUSED"],
    ["nothing", undefined],
  ])("is false for %s", (_situation, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("stops on an error that is its own cause", () => {
    const looped = new Error("loop") as Error & { cause?: unknown };
    looped.cause = looped;
    expect(isDatabaseUnavailable(looped)).toBe(false);
  });

  it("gives the outage its own digest, which Next hands to the page's error boundary", () => {
    expect(new DatabaseUnavailableError("down").digest).toBe(DATABASE_UNAVAILABLE_DIGEST);
  });
});

describe("errorResponse while the database is down", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("answers 503 unavailable for the surface, without the driver's words", async () => {
    const response = errorResponse(wrapped(withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")), "follows");
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toEqual({ error: { code: "unavailable:follows", message: "Lumos is temporarily unavailable. Please try again in a moment." } });
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|select/);
  });

  it("keeps other unknown errors a generic 500", async () => {
    const response = errorResponse(wrapped(withCode("23505")), "follows");
    expect(response.status).toBe(500);
    expect((await response.json()).error.code).toBe("internal:follows");
  });
});
