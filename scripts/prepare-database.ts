// Shared by `npm start`, the generator command and the benchmarks: open, migrate, fill when empty.
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { DatabaseHandle } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { countGames, seedDemoMarket } from "@/lib/db/seed";
import { DEMO_SEED } from "@/lib/accounts/demo-accounts";
import { ensureDemoAccounts } from "@/lib/data/users";
import type { GenerationSummary } from "@/lib/demo/generate";
import type { Env } from "@/lib/server/env";
import { wantsDemoAccounts } from "@/lib/server/env";
import { storeKnowledge } from "@/lib/lumos/knowledge";
import { knowledgeSnapshotFile } from "@/lib/lumos/knowledge-snapshot";

export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

export interface PreparedDatabase {
  generated: (GenerationSummary & { seconds: number }) | null;
  demoAccounts: string[];
}

/**
 * `today`: the last day of the generated series (default: today, UTC). `code`: the fingerprint of the code that
 * will serve (scripts/source-fingerprint.ts); with it, a generation ends by storing what Lumos knows for that code,
 * so the first question after start does not wait for it (lib/lumos/knowledge-snapshot.ts).
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  env: Env,
  log: (line: string) => void,
  { today = todayUtc(), code }: { today?: string; code?: string } = {},
): Promise<PreparedDatabase> {
  await runMigrations(handle);
  let generated: PreparedDatabase["generated"] = null;
  if ((await countGames(handle)) === 0) {
    log(`Generating the demo market: ${env.DEMO_GAMES.toLocaleString("en-US")} games, seed "${env.DEMO_SEED}"…`);
    const started = performance.now();
    const summary = await seedDemoMarket(handle, { seed: env.DEMO_SEED, games: env.DEMO_GAMES, today }, log);
    generated = { ...summary, seconds: (performance.now() - started) / 1000 };
    log(`Demo market ready in ${generated.seconds.toFixed(1)} s (${summary.rows.daily_player_counts.toLocaleString("en-US")} daily player counts).`);
    if (code) {
      const stored = performance.now();
      await storeKnowledge({ db: handle.db, file: knowledgeSnapshotFile(path.resolve(env.DATA_DIR)), code });
      log(`What Lumos knows built and stored: ${((performance.now() - stored) / 1000).toFixed(1)} s.`);
      generated.seconds = (performance.now() - started) / 1000;
    }
  }
  const demoAccounts = wantsDemoAccounts(env) ? (await ensureDemoAccounts({ db: handle.db, ...DEMO_SEED })).created : [];
  return { generated, demoAccounts };
}
