// After a generation or an import has committed on Postgres, nothing is left for autovacuum to do: the tables are
// vacuumed and analyzed, so the server's first requests do not run beside autovacuum's passes over every table.
import path from "node:path";
import type { DatabaseHandle } from "@/lib/db/client";
import { formatImportReport } from "@/lib/import/report";
import { importFiles } from "@/lib/import/run-import";
import { createMigratedDatabase, createTestDatabase, queryRows, testDatabaseKind } from "./helpers/test-database";

const fixture = (name: string) => path.join("tests", "fixtures", "import", name);
const FILES = [fixture("steamspy.csv"), fixture("steam-games.csv"), fixture("lumos-games.json")];
const AS_OF = "2023-08-15";

interface TableStats {
  relname: string;
  n_live_tup: string;
  n_mod_since_analyze: string;
  n_ins_since_vacuum: string;
  last_vacuum: Date | null;
  last_analyze: Date | null;
}

async function tableStats(handle: DatabaseHandle, tables: string[]): Promise<TableStats[]> {
  return queryRows<TableStats>(
    handle,
    `SELECT relname, n_live_tup, n_mod_since_analyze, n_ins_since_vacuum, last_vacuum, last_analyze
       FROM pg_stat_user_tables WHERE relname = ANY($1::text[]) ORDER BY relname`,
    [tables],
  );
}

/** What autovacuum would still find to do on a table: rows changed since its ANALYZE, or inserted since its VACUUM. */
function leftForAutovacuum(stats: TableStats[]) {
  return stats.map((row) => ({
    table: row.relname,
    rows: Number(row.n_live_tup) > 0,
    changedSinceAnalyze: Number(row.n_mod_since_analyze),
    insertedSinceVacuum: Number(row.n_ins_since_vacuum),
    vacuumed: row.last_vacuum !== null,
    analyzed: row.last_analyze !== null,
  }));
}

const settled = (table: string) => ({ table, rows: true, changedSinceAnalyze: 0, insertedSinceVacuum: 0, vacuumed: true, analyzed: true });

const onPostgres = testDatabaseKind === "postgres" ? describe : describe.skip;
const onPglite = testDatabaseKind === "pglite" ? describe : describe.skip;

onPostgres("bulk writes on Postgres leave nothing for autovacuum", () => {
  it("a generation ends with its tables vacuumed and analyzed after it committed", async () => {
    const { handle } = await createTestDatabase({ games: 120, seed: "settled" });
    try {
      const tables = ["game_classifications", "games", "monthly_player_counts"];
      expect(leftForAutovacuum(await tableStats(handle, tables))).toEqual(tables.map(settled));
    } finally {
      await handle.close();
    }
  });

  it("an import does the same, and says so in its report", async () => {
    const handle = await createMigratedDatabase();
    try {
      const report = await importFiles(handle, { files: FILES, asOf: AS_OF });
      expect(report.written.settled).toEqual({ seconds: expect.any(Number) });
      expect(formatImportReport(report)).toContainEqual(expect.stringMatching(/^Tables vacuumed and analyzed after the commit in \d+\.\d s$/));
      const tables = ["companies", "game_classifications", "games"];
      expect(leftForAutovacuum(await tableStats(handle, tables))).toEqual(tables.map(settled));
    } finally {
      await handle.close();
    }
  });
});

onPglite("bulk writes on PGlite", () => {
  it("an import reports no vacuum: PGlite runs no autovacuum, and the ANALYZE inside the import is all it needs", async () => {
    const handle = await createMigratedDatabase();
    try {
      const report = await importFiles(handle, { files: FILES, asOf: AS_OF });
      expect(report.written.settled).toBeUndefined();
      expect(formatImportReport(report).join("\n")).not.toMatch(/vacuum/i);
    } finally {
      await handle.close();
    }
  });
});
