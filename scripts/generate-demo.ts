// `npm run demo:generate -- --games 100000 --data-dir .data-bench [--seed s] [--today YYYY-MM-DD]`
// Generates a demo market into an empty database (a fresh PGlite folder, or DATABASE_URL).
import { parseArgs } from "node:util";
import { openDatabase } from "@/lib/db/client";
import { ConfigError, parseEnv } from "@/lib/env";
import { prepareDatabase } from "./prepare-database";
import { directorySize } from "./sizes";

async function main() {
  const { values } = parseArgs({
    options: {
      games: { type: "string" },
      seed: { type: "string" },
      "data-dir": { type: "string" },
    },
  });
  const env = parseEnv({
    ...process.env,
    ...(values.games ? { DEMO_GAMES: values.games } : {}),
    ...(values.seed ? { DEMO_SEED: values.seed } : {}),
    ...(values["data-dir"] ? { DATA_DIR: values["data-dir"] } : {}),
  });
  const handle = await openDatabase(env.DATABASE_URL ? { kind: "postgres", databaseUrl: env.DATABASE_URL } : { kind: "pglite", dataDir: env.DATA_DIR });
  try {
    const { generated } = await prepareDatabase(handle, { ...env, DEMO_ACCOUNTS: false }, (line) => console.log(line));
    if (!generated) console.log("The database already holds a market; nothing generated.");
    else console.log(JSON.stringify({ ...generated, location: handle.location }, null, 2));
  } finally {
    await handle.close();
  }
  if (!env.DATABASE_URL) console.log(`Database size: ${(directorySize(env.DATA_DIR) / 1e6).toFixed(1)} MB`);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? `Cannot generate: ${error.message}` : error);
  process.exit(1);
});
