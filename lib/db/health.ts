import { sql } from "drizzle-orm";
import { getDatabase } from "./client";

export interface DatabaseHealth {
  status: "up" | "down";
  kind: "pglite" | "postgres" | null;
  latencyMs: number;
}

/** A `select 1` round trip; any failure (unreachable, locked, closed) reads as down. */
export async function checkDatabaseHealth(): Promise<DatabaseHealth> {
  const started = performance.now();
  try {
    const handle = await getDatabase();
    await handle.db.execute(sql`select 1`);
    return { status: "up", kind: handle.kind, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    console.error("[health] database check failed:", error instanceof Error ? error.message : error);
    return { status: "down", kind: null, latencyMs: Math.round(performance.now() - started) };
  }
}
