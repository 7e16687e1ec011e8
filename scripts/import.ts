// `npm run import -- <file> [<file> ...] [--as-of YYYY-MM-DD] [--dry-run]`
// Loads SteamSpy dumps (CSV or JSON), Steam games CSVs and Lumos games JSON (docs/import.md) into the database
// DATABASE_URL or DATA_DIR points at, after applying the migrations. All or nothing.
import path from "node:path";
import { loadEnvConfig } from "@next/env";
import { DatabaseUnavailableError, openDatabase, openOptionsFromEnv } from "@/lib/db/client";
import { DatabaseLockedError } from "@/lib/db/lock";
import { runMigrations } from "@/lib/db/migrate";
import { ConfigError, getEnv } from "@/lib/server/env";
import { formatImportReport } from "@/lib/import/report";
import { readImportFiles, writeImport } from "@/lib/import/run-import";
import { ImportFileError } from "@/lib/domain/import/types";
import { isIsoDay } from "@/lib/domain/import/values";
import { knowledgeSnapshotFile } from "@/lib/lumos/knowledge-snapshot";
import { readCommandLine, usageError } from "./cli";
import { continueInBackgroundSession } from "./priority.mjs";
import { sourceFingerprint } from "./source-fingerprint";

const USAGE = `Usage: npm run import -- <file> [<file> ...] [--as-of YYYY-MM-DD] [--dry-run]

  <file>       a SteamSpy dump (.csv or .json), a Steam games CSV (.csv) or a Lumos games JSON (.json);
               rows of several files are merged by Steam app id, the row with more reviews (the later
               snapshot), else the later file, winning a conflict
  --as-of      the date of the dump (default: today); SteamSpy's ccu is written as the peak of the day before
  --dry-run    read, check and write everything in a transaction that is then rolled back
  -h, --help   print this text

See docs/import.md.`;

async function main() {
  const parsed = readCommandLine(USAGE, { "as-of": { type: "string" }, "dry-run": { type: "boolean", default: false } }, { positionals: true });
  const { values, positionals } = parsed;
  if (positionals.length === 0) usageError("No files given.", USAGE);
  const asOf = values["as-of"] ?? new Date().toISOString().slice(0, 10);
  if (!isIsoDay(asOf)) usageError(`--as-of must be a date YYYY-MM-DD (got "${asOf}").`, USAGE);
  // The work runs in a session of its own at the lowest priority, so a server on the same machine keeps the cores it
  // needs to answer while the import runs; this process waits for it and ends as it ends.
  if (await continueInBackgroundSession("The import")) return;

  const read = await readImportFiles(positionals);
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const handle = await openDatabase(openOptionsFromEnv());
  try {
    await runMigrations(handle);
    console.log(`Writing to ${handle.kind === "pglite" ? `the embedded database at ${handle.location}` : `Postgres at ${handle.location}`}…`);
    // What Lumos knows of the new data is stored before the import commits (lib/lumos/knowledge-snapshot.ts): the next
    // start, and a server running on this database, read it instead of building it.
    const knowledgeSnapshot = { file: knowledgeSnapshotFile(path.resolve(getEnv().DATA_DIR)), code: sourceFingerprint() };
    const report = await writeImport(handle, read, { asOf, dryRun: values["dry-run"], knowledgeSnapshot });
    for (const line of formatImportReport(report)) console.log(line);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  if (error instanceof ImportFileError) console.error(`Nothing imported: ${error.message}`);
  else if (error instanceof ConfigError || error instanceof DatabaseLockedError || error instanceof DatabaseUnavailableError)
    console.error(`Cannot import: ${error.message}`);
  else console.error("Nothing imported: the import failed and was rolled back.\n", error);
  process.exit(1);
});
