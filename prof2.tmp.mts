import { openDatabase } from "@/lib/db/client";
import { runMigrations } from "@/lib/db/migrate";
import { seedDemoMarket } from "@/lib/db/seed";
const dir = process.argv[2];
const handle = await openDatabase({ kind: "pglite", dataDir: dir });
await runMigrations(handle);
await seedDemoMarket(handle, { seed: "lumos", games: Number(process.argv[3]), today: "2026-11-25" }, console.log);
await handle.close();
