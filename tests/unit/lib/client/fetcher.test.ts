import { getSession, signOut } from "next-auth/react";
import { AppError } from "@/lib/server/errors";
import { ApiError, apiDelete, apiFetch, apiGet, apiPath, apiPost, apiUrl, primeAccessToken, resetFetcherState, withRetry } from "@/lib/client/fetcher";
import { navigateTo } from "@/lib/client/navigation";

jest.mock("next-auth/react", () => ({ getSession: jest.fn(), signOut: jest.fn() }));
jest.mock("@/lib/client/navigation", () => ({ currentOrigin: () => "https://lumos.example", navigateTo: jest.fn() }));

const mockedGetSession = getSession as jest.MockedFunction<typeof getSession>;
const mockedSignOut = signOut as jest.MockedFunction<typeof signOut>;
const mockedNavigateTo = navigateTo as jest.MockedFunction<typeof navigateTo>;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const unauthorized = () => json(401, { error: { code: "unauthorized:api", message: "User is not authenticated. Please log in again." } });
const sessionWith = (accessToken: string | null) => (accessToken === null ? null : ({ accessToken } as Awaited<ReturnType<typeof getSession>>));
const authorizationOf = (call: number) => new Headers(fetchMock.mock.calls[call][1].headers).get("authorization");

beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});

beforeEach(() => {
  resetFetcherState();
  fetchMock.mockReset();
  mockedGetSession.mockReset();
  mockedSignOut.mockReset().mockResolvedValue(undefined as never);
  mockedNavigateTo.mockReset();
});

describe("paths", () => {
  it.each([
    ["/routes/list-users", "/api/list-users"],
    ["/routes/graphql/batch", "/api/graphql/batch"],
    ["/routes/list-users?page=2", "/api/list-users?page=2"],
    ["list-users", "/api/list-users"],
    ["/list-users", "/api/list-users"],
    ["/api/list-users", "/api/list-users"],
    ["/routes/api/status", "/api/status"],
    ["/routesx/thing", "/api/routesx/thing"],
    ["/apix", "/api/apix"],
  ])("%s → %s", (input, expected) => {
    expect(apiPath(input)).toBe(expected);
  });

  it("goes to the API base: the origin plus /api", () => {
    expect(apiUrl("/routes/status")).toBe("https://lumos.example/api/status");
  });
});

describe("apiFetch", () => {
  it("carries the bearer access token and credentials, strips /routes and answers the JSON body", async () => {
    mockedGetSession.mockResolvedValue(sessionWith("token-1"));
    fetchMock.mockResolvedValue(json(200, { groups: [], next_token: null }));
    await expect(apiPost("/routes/list-groups", { limit: 5 })).resolves.toEqual({ groups: [], next_token: null });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("https://lumos.example/api/list-groups");
    expect(init.credentials).toBe("include");
    expect(init.method).toBe("POST");
    expect(init.body).toBe(JSON.stringify({ limit: 5 }));
    expect(authorizationOf(0)).toBe("Bearer token-1");
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
  });

  it("uses the token useSession handed over without asking for the session", async () => {
    primeAccessToken("primed");
    fetchMock.mockResolvedValue(json(200, {}));
    await apiFetch("/audit-log");
    expect(mockedGetSession).not.toHaveBeenCalled();
    expect(authorizationOf(0)).toBe("Bearer primed");
  });

  it("sends public calls without a token and without the 401 handling", async () => {
    fetchMock.mockResolvedValue(unauthorized());
    await expect(apiFetch("/signin", { method: "POST", json: {}, secured: false })).rejects.toMatchObject({ httpStatus: 401 });
    expect(authorizationOf(0)).toBeNull();
    expect(mockedGetSession).not.toHaveBeenCalled();
    expect(mockedSignOut).not.toHaveBeenCalled();
  });

  it("on a 401 reloads the session and retries once with the new token", async () => {
    primeAccessToken("stale");
    mockedGetSession.mockResolvedValue(sessionWith("fresh"));
    fetchMock.mockResolvedValueOnce(unauthorized()).mockResolvedValueOnce(json(200, { users: [] }));
    await expect(apiGet("/routes/list-users")).resolves.toEqual({ users: [] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(mockedGetSession).toHaveBeenCalledTimes(1);
    expect([authorizationOf(0), authorizationOf(1)]).toEqual(["Bearer stale", "Bearer fresh"]);
    expect(mockedSignOut).not.toHaveBeenCalled();
    expect(mockedNavigateTo).not.toHaveBeenCalled();
  });

  it("on a second 401 signs out without a redirect and goes to /login-page?reason=expired", async () => {
    primeAccessToken("stale");
    mockedGetSession.mockResolvedValue(sessionWith("fresh"));
    fetchMock.mockImplementation(async () => unauthorized());
    const error = await apiPost("/create-group", { group_name: "x" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "unauthorized:api", httpStatus: 401, message: "User is not authenticated. Please log in again." });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(mockedSignOut).toHaveBeenCalledWith({ redirect: false });
    expect(mockedNavigateTo).toHaveBeenCalledWith("/login-page?reason=expired");
    expect(mockedSignOut.mock.invocationCallOrder[0]).toBeLessThan(mockedNavigateTo.mock.invocationCallOrder[0]);
  });

  it("when the reloaded session has no token, signs out at once without retrying", async () => {
    primeAccessToken("stale");
    mockedGetSession.mockResolvedValue(sessionWith(null));
    fetchMock.mockResolvedValue(unauthorized());
    await expect(apiPost("/disable-user", { username: "x" })).rejects.toMatchObject({ httpStatus: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(mockedSignOut).toHaveBeenCalledWith({ redirect: false });
    expect(mockedNavigateTo).toHaveBeenCalledWith("/login-page?reason=expired");
  });

  it("signs out once when several calls fail together", async () => {
    primeAccessToken("stale");
    mockedGetSession.mockResolvedValue(sessionWith(null));
    let finishSignOut: () => void = () => {};
    mockedSignOut.mockReturnValue(new Promise((resolve) => (finishSignOut = () => resolve(undefined as never))));
    fetchMock.mockImplementation(async () => unauthorized());
    const calls = [apiPost("/a"), apiPost("/b"), apiPost("/c")].map((call) => call.catch((error: unknown) => error));
    await new Promise((resolve) => setTimeout(resolve, 0));
    finishSignOut();
    await Promise.all(calls);
    expect(mockedSignOut).toHaveBeenCalledTimes(1);
    expect(mockedNavigateTo).toHaveBeenCalledTimes(1);
  });

  it("rebuilds the server's error as an AppError with code, message and field", async () => {
    primeAccessToken("t");
    fetchMock.mockResolvedValue(json(400, { error: { code: "bad_request:admin", message: "group_name must not be empty", field: "group_name" } }));
    const error = await apiPost("/create-group", { group_name: "" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: "bad_request:admin",
      type: "bad_request",
      surface: "admin",
      message: "group_name must not be empty",
      field: "group_name",
      status: 400,
      httpStatus: 400,
    });
  });

  it("keeps the 403 text of the specification", async () => {
    primeAccessToken("t");
    fetchMock.mockResolvedValue(json(403, { error: { code: "forbidden:admin", message: "Access denied. You don't have permission to view group members." } }));
    await expect(apiPost("/list-users-in-group", { group_name: "analysts" })).rejects.toMatchObject({
      code: "forbidden:admin",
      message: "Access denied. You don't have permission to view group members.",
    });
  });

  it("turns a body that is not the error shape into a generic error of the status's type", async () => {
    primeAccessToken("t");
    fetchMock.mockResolvedValue(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(apiDelete("/delete-user", { username: "x" })).rejects.toMatchObject({
      code: "internal:api",
      httpStatus: 502,
      message: "Something went wrong. Please try again.",
    });
  });

  it("reports a network failure as 'Network error occurred. Please try again.'", async () => {
    primeAccessToken("t");
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(apiPost("/create-group", {})).rejects.toMatchObject({
      code: "unavailable:network",
      httpStatus: 0,
      message: "Network error occurred. Please try again.",
    });
  });

  it("answers undefined for 204", async () => {
    primeAccessToken("t");
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiDelete("/delete-user", { username: "x" })).resolves.toBeUndefined();
  });
});

describe("withRetry", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const serverError = () => new ApiError("internal:api", "Something went wrong. Please try again.", undefined, 500);

  it("makes 3 attempts 1 s apart, then throws the last error", async () => {
    const times: number[] = [];
    const operation = jest.fn(async () => {
      times.push(Date.now());
      throw serverError();
    });
    const result = withRetry(operation).catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(999);
    expect(operation).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(operation).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1000);
    expect(operation).toHaveBeenCalledTimes(3);
    await jest.advanceTimersByTimeAsync(5000);
    expect(operation).toHaveBeenCalledTimes(3);
    expect(await result).toMatchObject({ httpStatus: 500 });
    expect(times.map((time) => time - times[0])).toEqual([0, 1000, 2000]);
  });

  it("stops as soon as an attempt succeeds", async () => {
    const operation = jest.fn<Promise<string>, []>().mockRejectedValueOnce(serverError()).mockResolvedValueOnce("ok");
    const result = withRetry(operation);
    await jest.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe("ok");
    expect(operation).toHaveBeenCalledTimes(2);
  });

  it("does not retry what a retry cannot fix (a 4xx)", async () => {
    const operation = jest.fn(async () => {
      throw new ApiError("bad_request:admin", "limit must be a whole number from 1 to 60", "limit", 400);
    });
    await expect(withRetry(operation)).rejects.toMatchObject({ httpStatus: 400 });
    expect(operation).toHaveBeenCalledTimes(1);
  });

  it("apiGet retries a failed GET up to 3 times, 1 s apart", async () => {
    primeAccessToken("t");
    fetchMock
      .mockResolvedValueOnce(new Response("", { status: 503 }))
      .mockResolvedValueOnce(new Response("", { status: 503 }))
      .mockResolvedValueOnce(json(200, { entries: [] }));
    const result = apiGet("/routes/audit-log");
    await jest.advanceTimersByTimeAsync(1000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ entries: [] });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("POSTs are never retried", async () => {
    primeAccessToken("t");
    fetchMock.mockResolvedValue(new Response("", { status: 503 }));
    await expect(apiPost("/create-group", { group_name: "x" })).rejects.toMatchObject({ httpStatus: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
