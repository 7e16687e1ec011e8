// A fresh in-memory database built the way production builds one: real migrations, real generator.
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { seedDemoMarket } from "@/lib/db/seed";
import type { GenerationSummary } from "@/lib/demo/generate";

export const TEST_TODAY = "2026-06-15";

export async function createMigratedDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ kind: "pglite", dataDir: null });
  await runMigrations(handle);
  return handle;
}

export async function createTestDatabase({
  games = 150,
  seed = "integration",
  today = TEST_TODAY,
}: { games?: number; seed?: string; today?: string } = {}): Promise<{ handle: DatabaseHandle; summary: GenerationSummary }> {
  const handle = await createMigratedDatabase();
  const summary = await seedDemoMarket(handle, { seed, games, today });
  return { handle, summary };
}

export async function queryRows<T = Record<string, unknown>>(handle: DatabaseHandle, text: string, params: unknown[] = []): Promise<T[]> {
  return (await handle.pglite!.query<T>(text, params)).rows;
}
