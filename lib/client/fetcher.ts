// The browser's way to call the application (specification 000 §7): requests go to the API base (the origin plus
// /api) with the /routes prefix removed; secured calls carry the bearer access token and include credentials.
//
// On a 401 (000 §4): the session is reloaded; with a token the request is retried once; when that fails too, or no
// token exists, the user is signed out and sent to /login-page, which says 'Session expired. Please log in again.'
import { getSession, signOut } from "next-auth/react";
import { LOGIN_PATH } from "@/lib/shell/routes";
import { ApiError, apiErrorFromResponse, networkError } from "./api-error";
import { currentOrigin, navigateTo } from "./navigation";
import { markLeavingPage } from "./page-exit";

export { ApiError } from "./api-error";

/** Where a session that cannot be recovered sends the user; the sign-in form shows texts.auth.sessionExpired. */
export const SESSION_EXPIRED_PATH = `${LOGIN_PATH}?reason=expired`;
/** Specification 000 §8: a retry helper makes 3 attempts, 1 s apart. */
export const RETRY_ATTEMPTS = 3;
export const RETRY_DELAY_MS = 1000;

// ---------------------------------------------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------------------------------------------

/** "/routes/list-users", "list-users", "/list-users" and "/api/list-users" all become "/api/list-users". */
export function apiPath(path: string): string {
  let rest = path.startsWith("/") ? path : `/${path}`;
  if (rest === "/routes" || /^\/routes[/?#]/.test(rest)) rest = rest.slice("/routes".length) || "/";
  if (rest === "/api" || /^\/api[/?#]/.test(rest)) return rest;
  return `/api${rest.startsWith("/") ? rest : `/${rest}`}`;
}

export function apiUrl(path: string): string {
  return `${currentOrigin()}${apiPath(path)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The access token
// ---------------------------------------------------------------------------------------------------------------

// undefined: not known yet (ask next-auth); null: known to be absent.
let knownAccessToken: string | null | undefined;
let signingOut: Promise<void> | null = null;

/** Hands the fetcher the token useSession() holds, so calls need not ask /api/auth/session first (use-access-token.ts). */
export function primeAccessToken(token: string | null | undefined): void {
  knownAccessToken = token || null;
}

async function reloadAccessToken(): Promise<string | null> {
  let token: string | null = null;
  try {
    token = (await getSession())?.accessToken || null;
  } catch {
    token = null;
  }
  knownAccessToken = token;
  return token;
}

async function accessToken(): Promise<string | null> {
  return knownAccessToken === undefined ? reloadAccessToken() : knownAccessToken;
}

/** Signs out (once, however many calls failed together) and leaves for /login-page?reason=expired. */
function endSession(): Promise<void> {
  signingOut ??= (async () => {
    knownAccessToken = null;
    markLeavingPage();
    try {
      await signOut({ redirect: false });
    } catch {
      // The session is gone either way; the sign-in page is where the user goes next.
    }
    navigateTo(SESSION_EXPIRED_PATH);
  })().finally(() => {
    signingOut = null;
  });
  return signingOut;
}

/** Test seam: forgets the token and any sign-out in progress. */
export function resetFetcherState(): void {
  knownAccessToken = undefined;
  signingOut = null;
}

// ---------------------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------------------

export interface ApiRequest extends Omit<RequestInit, "body"> {
  /** Sent as JSON with a JSON content type. */
  json?: unknown;
  body?: BodyInit | null;
  /** Secured calls (the default) carry the bearer token and get the 401 handling; public ones (sign-in, status) do not. */
  secured?: boolean;
}

async function send(url: string, init: RequestInit, token: string | null): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token) headers.set("authorization", `Bearer ${token}`);
  try {
    return await fetch(url, { ...init, headers, credentials: "include" });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw networkError();
  }
}

async function bodyOf<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Calls the API and answers the raw OK response (a stream's reader needs the body as it arrives). Non-OK responses
 * throw ApiError; a 401 on a secured call follows the rule below (reload, retry once, else sign out).
 */
export async function apiFetchResponse(path: string, { json, secured = true, ...options }: ApiRequest = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  if (json !== undefined) headers.set("content-type", "application/json");
  if (!headers.has("accept")) headers.set("accept", "application/json");
  const init: RequestInit = { ...options, headers, body: json !== undefined ? JSON.stringify(json) : options.body };
  const url = apiUrl(path);

  const response = secured ? await securedFetch(url, init) : await send(url, init, null);
  if (!response.ok) throw await apiErrorFromResponse(response);
  return response;
}

/**
 * Calls the API and answers the parsed JSON. Non-OK responses throw ApiError (code, message, field as the server
 * sent them). A 401 on a secured call reloads the session and retries once; if that is not possible or fails again,
 * the user is signed out and sent to /login-page?reason=expired, and the ApiError is thrown as well.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiRequest = {}): Promise<T> {
  return bodyOf<T>(await apiFetchResponse(path, options));
}

/**
 * fetch() with the secured-call rules and the raw Response as the answer, for libraries that read the response
 * themselves (Apollo's BatchHttpLink): the bearer token and credentials are added; a 401 reloads the session and
 * retries once; when that is not possible or fails again, the user is signed out and sent to
 * /login-page?reason=expired and the ApiError is thrown.
 */
export async function securedFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  let response = await send(url, init, await accessToken());
  if (response.status === 401) {
    const error = await apiErrorFromResponse(response);
    const token = await reloadAccessToken();
    if (!token) {
      await endSession();
      throw error;
    }
    response = await send(url, init, token);
    if (response.status === 401) {
      const again = await apiErrorFromResponse(response);
      await endSession();
      throw again;
    }
  }
  return response;
}

export const apiPost = <T = unknown>(path: string, json?: unknown, options: Omit<ApiRequest, "json" | "method"> = {}) =>
  apiFetch<T>(path, { ...options, method: "POST", json: json ?? {} });

export const apiDelete = <T = unknown>(path: string, json?: unknown, options: Omit<ApiRequest, "json" | "method"> = {}) =>
  apiFetch<T>(path, { ...options, method: "DELETE", json });

/** GET with the retry helper: reads are idempotent, so a network failure, a 5xx or a 429 is tried again. */
export const apiGet = <T = unknown>(path: string, options: Omit<ApiRequest, "json" | "method" | "body"> = {}) =>
  withRetry(() => apiFetch<T>(path, { ...options, method: "GET" }));

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Specification 000 §8: 3 attempts, 1 s apart. Only for idempotent calls (GETs): a POST that timed out may have
 * happened. Errors a retry cannot fix (4xx, an ended session) are thrown at once.
 */
export async function withRetry<T>(
  operation: () => Promise<T>,
  { attempts = RETRY_ATTEMPTS, delayMs = RETRY_DELAY_MS, shouldRetry = (error: unknown) => error instanceof ApiError && error.retryable } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation();
    } catch (error) {
      if (attempt >= attempts || !shouldRetry(error)) throw error;
      await wait(delayMs);
    }
  }
}
