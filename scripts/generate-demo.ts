// `npm run demo:generate -- [--games N] [--seed S] [--data-dir DIR] [--today YYYY-MM-DD]`
// Generates a demo market into an empty database (a fresh PGlite folder, or DATABASE_URL).
import { openDatabase } from "@/lib/db/client";
import { ConfigError, parseEnv } from "@/lib/server/env";
import { isIsoDay } from "@/lib/domain/import/values";
import { readCommandLine, usageError } from "./cli";
import { prepareDatabase, todayUtc } from "./prepare-database";
import { directorySize } from "./sizes";
import { sourceFingerprint } from "./source-fingerprint";

const USAGE = `Usage: npm run demo:generate -- [--games N] [--seed S] [--data-dir DIR] [--today YYYY-MM-DD]

Generates a demo market into an empty database: DATABASE_URL when set, else the embedded one in the data folder.
A database that already holds a market is left as it is.

  --games      number of games, 1 to 1000000 (default: DEMO_GAMES, else 3000)
  --seed       seed of the market; the same seed and day give the same market (default: DEMO_SEED, else "lumos")
  --data-dir   folder of the embedded database (default: DATA_DIR, else .data)
  --today      the last day of the daily series (default: today, UTC)
  -h, --help   print this text`;

async function main() {
  const { values } = readCommandLine(USAGE, {
    games: { type: "string" },
    seed: { type: "string" },
    "data-dir": { type: "string" },
    today: { type: "string" },
  });
  const today = values.today ?? todayUtc();
  if (!isIsoDay(today)) usageError(`--today must be a date YYYY-MM-DD (got "${today}").`, USAGE);
  let env;
  try {
    env = parseEnv({
      ...process.env,
      ...(values.games !== undefined ? { DEMO_GAMES: values.games } : {}),
      ...(values.seed !== undefined ? { DEMO_SEED: values.seed } : {}),
      ...(values["data-dir"] !== undefined ? { DATA_DIR: values["data-dir"] } : {}),
    });
  } catch (error) {
    if (error instanceof ConfigError) usageError(`Cannot generate: ${error.message}`, USAGE);
    throw error;
  }
  const handle = await openDatabase(env.DATABASE_URL ? { kind: "postgres", databaseUrl: env.DATABASE_URL } : { kind: "pglite", dataDir: env.DATA_DIR });
  try {
    // Ends by storing what Lumos knows for this code, as `npm start`'s own generation and the import do: without it,
    // the first start after a generation builds it beside the first users' requests (about a minute at 100,000 games).
    const { generated } = await prepareDatabase(handle, { ...env, DEMO_ACCOUNTS: false }, (line) => console.log(line), { today, code: sourceFingerprint() });
    if (!generated) console.log("The database already holds a market; nothing generated.");
    else console.log(JSON.stringify({ ...generated, today, location: handle.location }, null, 2));
  } finally {
    await handle.close();
  }
  if (!env.DATABASE_URL) console.log(`Database size: ${(directorySize(env.DATA_DIR) / 1e6).toFixed(1)} MB`);
}

main().catch((error) => {
  console.error(`Cannot generate: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
