// Writes the generated demo market into the database in one transaction, then derives the aggregates that are
// computed from it (feature ranks, feature trend tags, social rank). A failure rolls everything back.
import { performance } from "node:perf_hooks";
import { generateMarket, type GenerateOptions, type GenerationSummary, type MarketSink } from "@/lib/demo/generate";
import { MARKET_TABLES, MARKET_TABLE_ORDER, columnsOf, type MarketRow, type MarketTable } from "@/lib/demo/tables";
import { transactionDatabase, type Database, type DatabaseHandle } from "./client";
import { refreshPlayerAggregates } from "./derived";

/** The smallest thing both drivers can do: run one parameterised statement. */
export interface SqlRunner {
  query(text: string, params?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
  /** Embedded PGlite runs without a background checkpointer: without explicit checkpoints its WAL grows unbounded. */
  checkpointsByHand?: boolean;
}

const FLUSH_ROWS = 40_000;
const CHECKPOINT_ROWS = 1_000_000;

const isArrayType = (type: string) => type.endsWith("[]");

/**
 * One INSERT of many rows: each column goes as one array parameter (see columnParameters), unnested back into
 * rows. unnest flattens an array of arrays, so an array column travels as text[] of array literals and is cast
 * back row by row.
 */
export function insertManyStatement(table: string, columns: Readonly<Record<string, string>>, onConflict = ""): string {
  const types = Object.values(columns);
  const arrays = types.map((type, index) => `$${index + 1}::${isArrayType(type) ? "text" : type}[]`).join(", ");
  const names = types.map((_, index) => `c${index}`);
  const values = types.map((type, index) => (isArrayType(type) ? `${names[index]}::${type}` : names[index])).join(", ");
  const target = Object.keys(columns)
    .map((c) => `"${c}"`)
    .join(", ");
  return `INSERT INTO ${table} (${target}) SELECT ${values} FROM unnest(${arrays}) AS t(${names.join(", ")}) ${onConflict}`.trimEnd();
}

/** The parameters of insertManyStatement: one array a column, array values as Postgres array literals. */
export function columnParameters(rows: readonly (readonly unknown[])[], width: number): unknown[][] {
  const columns: unknown[][] = Array.from({ length: width }, () => new Array(rows.length));
  for (let r = 0; r < rows.length; r++) {
    for (let c = 0; c < width; c++) {
      const value = rows[r][c];
      columns[c][r] = Array.isArray(value) ? `{${value.join(",")}}` : value;
    }
  }
  return columns;
}

class DatabaseSink implements MarketSink {
  private buffers = new Map<MarketTable, MarketRow[]>();
  private pending = 0;
  private sinceCheckpoint = 0;
  /** The writes of the last flush, still running in the database while the generator draws the next rows. */
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly runner: SqlRunner) {}

  write(table: MarketTable, row: MarketRow) {
    let buffer = this.buffers.get(table);
    if (!buffer) {
      buffer = [];
      this.buffers.set(table, buffer);
    }
    buffer.push(row);
    this.pending++;
  }

  async checkpoint() {
    if (this.pending >= FLUSH_ROWS) await this.flush();
    // The generator draws without a pause otherwise: let the driver hear back and send the batch's next statement.
    else await new Promise((resolve) => setImmediate(resolve));
  }

  /**
   * Hands every buffer to the database in foreign-key order, one multi-row statement per table and chunk, and returns
   * once the previous flush is written: a Postgres server writes one batch while the generator draws the next (at
   * 100,000 games each is about half of the work; embedded PGlite runs on the generator's own thread). A failed write
   * fails the next flush, or drain.
   */
  async flush() {
    const batches = MARKET_TABLE_ORDER.flatMap((table) => {
      const rows = this.buffers.get(table);
      return rows && rows.length > 0 ? [{ table, parameters: columnParameters(rows, columnsOf(table).length) }] : [];
    });
    this.buffers = new Map();
    this.sinceCheckpoint += this.pending;
    this.pending = 0;
    const checkpoint = this.runner.checkpointsByHand === true && this.sinceCheckpoint >= CHECKPOINT_ROWS;
    if (checkpoint) this.sinceCheckpoint = 0;
    // This batch's parameters are built while the previous batch is still being written.
    await this.writing;
    this.writing = (async () => {
      for (const { table, parameters } of batches) await this.runner.query(insertManyStatement(table, MARKET_TABLES[table]), parameters);
      if (checkpoint) await this.runner.query("CHECKPOINT");
    })();
    // Awaited by the next flush or by drain; this only keeps the rejection from counting as unhandled meanwhile.
    this.writing.catch(() => {});
  }

  /** Writes what is left and waits for every write. */
  async drain() {
    await this.flush();
    await this.writing;
  }
}

/** Each game's rank by its followers across social platforms in the latest month, derived from the generated rows. */
const SOCIAL_RANKS = `UPDATE game_market_stats s SET social_rank = r.social_rank
   FROM (
     SELECT game_id, rank() OVER (ORDER BY sum(followers) DESC, game_id)::int AS social_rank
     FROM social_media_stats WHERE month = (SELECT max(month) FROM social_media_stats)
     GROUP BY game_id
   ) r
   WHERE r.game_id = s.game_id`;

/**
 * Drops the indexes of `tables` that back no constraint (primary keys and unique constraints stay, so bad rows still
 * fail) and returns their definitions, to be run again once the rows are in. Inside the caller's transaction, so a
 * failure restores them with everything else.
 */
async function setAsideSecondaryIndexes(runner: SqlRunner, tables: readonly string[]): Promise<string[]> {
  const { rows } = await runner.query(
    `SELECT i.indexname AS name, i.indexdef AS definition
     FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname AND c.connamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema()))
     ORDER BY i.indexname`,
    [tables],
  );
  for (const row of rows) await runner.query(`DROP INDEX "${String(row.name)}"`);
  return rows.map((row) => String(row.definition));
}

/**
 * Drops the foreign keys of `tables` and returns the statements that add them again. Kept, each of the millions of
 * rows would run a check per key as it arrives (game_classifications alone: three lookups for each of 4 million rows at
 * 100,000 games); added again once the rows are in, Postgres checks every row of a key in one join, and a row that
 * breaks one still fails the whole generation.
 */
async function setAsideForeignKeys(runner: SqlRunner, tables: readonly string[]): Promise<string[]> {
  const { rows } = await runner.query(
    `SELECT c.conrelid::regclass::text AS "table", c.conname AS name, pg_get_constraintdef(c.oid) AS definition
     FROM pg_constraint c
     WHERE c.contype = 'f' AND c.connamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())
       AND c.conrelid::regclass::text = ANY($1::text[])
     ORDER BY c.conname`,
    [tables],
  );
  for (const row of rows) await runner.query(`ALTER TABLE ${String(row.table)} DROP CONSTRAINT "${String(row.name)}"`);
  return rows.map((row) => `ALTER TABLE ${String(row.table)} ADD CONSTRAINT "${String(row.name)}" ${String(row.definition)}`);
}

export async function runInTransaction<T>(handle: DatabaseHandle, work: (runner: SqlRunner, db: Database) => Promise<T>): Promise<T> {
  if (handle.pglite) {
    return handle.pglite.transaction(async (tx) =>
      work({ query: (text, params) => tx.query<Record<string, unknown>>(text, params), checkpointsByHand: true }, transactionDatabase(tx)),
    );
  }
  const client = await handle.pool!.connect();
  try {
    await client.query("BEGIN");
    const result = await work({ query: (text, params) => client.query(text, params) }, transactionDatabase(client));
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * What a bulk write (generation, an import) leaves to do once it has committed, on Postgres: VACUUM (ANALYZE) of the
 * tables this role owns. The ANALYZE inside the write's transaction gives its own last statements and the first
 * requests after it their statistics, but Postgres counts a transaction's written rows only when it commits, after
 * that ANALYZE: autovacuum then found every written table changed since it was analyzed and never vacuumed, and
 * analyzed and vacuumed them all again in the server's first minute, while it built its start-up caches (at 100,000
 * games on Postgres it answered after 53 s, 16 s with this). PGlite runs no autovacuum; its ANALYZE is all it needs.
 */
export async function settleAfterBulkWrite(handle: DatabaseHandle): Promise<SettledTables | null> {
  if (handle.kind !== "postgres" || !handle.pool) return null;
  const started = performance.now();
  try {
    const { rows } = await handle.pool.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
        WHERE schemaname = current_schema() AND tableowner = current_user ORDER BY 1`,
    );
    if (rows.length > 0) await handle.pool.query(`VACUUM (ANALYZE) ${rows.map((row) => row.name).join(", ")}`);
    return { seconds: (performance.now() - started) / 1000 };
  } catch (error) {
    // The write has committed; autovacuum does the same later.
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** How settleAfterBulkWrite went: its seconds, or why it could not (the data written is kept all the same). */
export type SettledTables = { seconds: number } | { error: string };

/** The line a script prints for it. */
export function describeSettledTables(settled: SettledTables): string {
  return "seconds" in settled
    ? `Tables vacuumed and analyzed after the commit in ${settled.seconds.toFixed(1)} s`
    : `The tables could not be vacuumed after the commit (${settled.error}); Postgres's autovacuum does it later`;
}

export async function countGames(handle: DatabaseHandle): Promise<number> {
  return runInTransaction(handle, async (runner) => {
    const { rows } = await runner.query("SELECT count(*)::int AS count FROM games");
    return Number(rows[0].count);
  });
}

/** Generates the demo market into an empty database. All or nothing. */
export async function seedDemoMarket(handle: DatabaseHandle, options: GenerateOptions, log: (line: string) => void = () => {}): Promise<GenerationSummary> {
  const summary = await writeDemoMarket(handle, options, log);
  const settled = await settleAfterBulkWrite(handle);
  if (settled) log(`  ${describeSettledTables(settled)}`);
  return summary;
}

function writeDemoMarket(handle: DatabaseHandle, options: GenerateOptions, log: (line: string) => void): Promise<GenerationSummary> {
  return runInTransaction(handle, async (runner) => {
    const { rows } = await runner.query("SELECT count(*)::int AS count FROM games");
    if (Number(rows[0].count) > 0) throw new Error("The database already holds games; the demo market is only generated into an empty one.");
    let phaseStarted = performance.now();
    const phase = (name: string) => {
      log(`  ${name}: ${((performance.now() - phaseStarted) / 1000).toFixed(1)} s`);
      phaseStarted = performance.now();
    };
    // Secondary indexes are built once at the end (a sort) instead of being kept up row by row while millions arrive.
    const indexes = await setAsideSecondaryIndexes(runner, MARKET_TABLE_ORDER);
    const foreignKeys = await setAsideForeignKeys(runner, MARKET_TABLE_ORDER);
    const sink = new DatabaseSink(runner);
    const summary = await generateMarket(options, sink);
    await sink.drain();
    phase("games generated and written");
    for (const statement of indexes) await runner.query(statement);
    phase(`${indexes.length} secondary indexes built`);
    for (const statement of foreignKeys) await runner.query(statement);
    phase(`${foreignKeys.length} foreign keys checked`);
    await refreshPlayerAggregates(runner);
    await runner.query(SOCIAL_RANKS);
    phase("monthly players, feature ranks, trends and social ranks derived");
    // PGlite runs no autovacuum: without fresh statistics the planner guesses row counts and scans whole indexes.
    await runner.query("ANALYZE");
    phase("planner statistics (ANALYZE)");
    await runner.query(
      `INSERT INTO app_settings (key, value) VALUES ('demo_market', $1::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now()`,
      [JSON.stringify({ ...summary, generatedAt: new Date().toISOString() })],
    );
    return summary;
  });
}
