// The account forms' calls: JSON in, JSON out, and the API's error shape { error: { code, message, field } }
// turned into a message and the field it belongs to. Browser-safe.
import { texts } from "@/lib/ui/texts";

export type ApiOutcome<T> = { ok: true; data: T } | { ok: false; status: number; message: string; field: string | null };

export async function postJson<T>(path: string, body: unknown): Promise<ApiOutcome<T>> {
  let response: Response;
  try {
    response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), credentials: "same-origin" });
  } catch {
    return { ok: false, status: 0, message: texts.errors.networkError, field: null };
  }
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // An empty or non-JSON answer falls through to the generic message.
  }
  if (response.ok) return { ok: true, data: payload as T };
  const error = (payload as { error?: { message?: unknown; field?: unknown } } | null)?.error;
  return {
    ok: false,
    status: response.status,
    message: typeof error?.message === "string" ? error.message : texts.accounts.requestFailed,
    field: typeof error?.field === "string" && error.field !== "body" ? error.field : null,
  };
}
