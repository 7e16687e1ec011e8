import { checkDatabaseHealth } from "@/lib/db/health";

/** The body of /_healthz and /api/status: 200 when the database answers, 503 when it does not. */
export async function healthResponse(): Promise<Response> {
  const database = await checkDatabaseHealth();
  const ok = database.status === "up";
  return Response.json(
    { status: ok ? "ok" : "degraded", database, time: new Date().toISOString() },
    { status: ok ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
