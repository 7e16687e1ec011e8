// One database handle per process: PGlite under DATA_DIR when DATABASE_URL is unset, Postgres through pg
// when it is set. Both speak the same SQL through drizzle, with one schema and one set of migrations.
import path from "node:path";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { Pool, type PoolClient } from "pg";
import { getEnv } from "@/lib/server/env";
import { acquireDataDirLock } from "./lock";
import * as schema from "./schema";
import { DatabaseUnavailableError } from "./unavailable";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Where the data lives: the PGlite folder, or the Postgres host and database (never the password). */
  location: string;
  pglite?: PGlite;
  pool?: Pool;
  close(): Promise<void>;
}

export { DatabaseUnavailableError } from "./unavailable";

// PGlite keeps Postgres' default of up to 1 GB of write-ahead log; a laptop database needs a fraction of that. Its
// 128 MB of shared buffers are half of its process's memory; 64 MB hold what the screens read from it (they read the
// market from the serving process's caches), and the machine's file cache the rest (docs/decisions.md, "Memory of
// the serving process").
const PGLITE_DEFAULT_START_PARAMS = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams ?? [];
const PGLITE_START_PARAMS = [
  ...PGLITE_DEFAULT_START_PARAMS,
  "-c",
  "max_wal_size=64MB",
  "-c",
  "min_wal_size=32MB",
  "-c",
  "wal_recycle=off",
  "-c",
  "shared_buffers=64MB",
];

export type OpenOptions =
  | { kind: "pglite"; dataDir?: string | null }
  | { kind: "pglite-socket"; socketDir: string; lane?: number; queryDeadlineMs?: number }
  | { kind: "postgres"; databaseUrl: string; maxConnections?: number; requestTimeouts?: boolean };

/** The longest a statement of the server's requests may run on Postgres, or be waited for on the embedded database. */
export const POSTGRES_STATEMENT_TIMEOUT_MS = 30_000;

/** Set by `npm start` for the Next server: the folder of the socket the embedded database is served on. */
export const EMBEDDED_SOCKET_ENV = "LUMOS_PGLITE_SOCKET_DIR";
/** pg connects to `<folder>/.s.PGSQL.<port>` when its host is a folder. */
export const EMBEDDED_SOCKET_PORT = 5432;
/** Set by scripts/serve.mjs: the lane (socket) of the embedded database a server process uses, 0 or 1 (lib/db/embedded-server.ts). */
export const EMBEDDED_LANE_ENV = "LUMOS_PGLITE_LANE";

export function pgliteDirectory(dataDir: string): string {
  return path.resolve(dataDir, "pglite");
}

function describePostgres(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || 5432}${url.pathname}`;
}

/**
 * The database as one open transaction sees it (PGlite's, or a Postgres connection between BEGIN and COMMIT): reads
 * through lib/data that see the transaction's own writes before anyone else can.
 */
export function transactionDatabase(connection: Transaction | PoolClient): Database {
  if ("release" in connection) return drizzlePg({ client: connection, schema }) as unknown as Database;
  return drizzlePglite({ client: connection as unknown as PGlite, schema }) as unknown as Database;
}

/** Opens a database. `dataDir: null` gives an in-memory PGlite (tests). */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres" || options.kind === "pglite-socket") {
    const embedded = options.kind === "pglite-socket";
    const pool = new Pool({
      ...(embedded
        ? // The embedded database served by `npm start` (lib/db/embedded-server.ts). One connection: PGlite is a
          // single session, and queries are served one at a time whatever the pool; a second client's protocol
          // messages could interleave with the first's.
          // PGlite cannot cut a statement off (statement_timeout needs signals WebAssembly does not have), so the
          // server's requests stop waiting after a deadline instead: the request ends as an outage (503), the
          // connection is dropped, and the server goes on; the statement itself runs to its end in the process
          // that serves the database, and queries after it wait for that.
          {
            host: options.socketDir,
            port: EMBEDDED_SOCKET_PORT + (options.lane ?? 0),
            user: "postgres",
            database: "postgres",
            max: 1,
            ...(options.queryDeadlineMs ? { query_timeout: options.queryDeadlineMs } : {}),
          }
        : {
            connectionString: options.databaseUrl,
            max: options.maxConnections ?? 10,
            // The server's requests: a runaway query is cut off by Postgres, and a server that hangs (answers
            // nothing) by the client; both end as an outage (503, lib/db/unavailable.ts) instead of a request that
            // never ends. Scripts (generation, import, migrations) run long statements and go without.
            ...(options.requestTimeouts ? { statement_timeout: POSTGRES_STATEMENT_TIMEOUT_MS, query_timeout: POSTGRES_STATEMENT_TIMEOUT_MS + 5_000 } : {}),
          }),
      // Waiting for a pool slot counts too: with the embedded database's one connection, a request queues behind
      // every query before it, so it may wait as long as a statement may run on Postgres before it is an outage.
      connectionTimeoutMillis: embedded ? POSTGRES_STATEMENT_TIMEOUT_MS : 5000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client that loses its server must not crash the process; the next query reports it.
    pool.on("error", () => {});
    const location = embedded ? `the embedded database served on ${options.socketDir}` : describePostgres(options.databaseUrl);
    try {
      const client = await pool.connect();
      client.release();
    } catch (error) {
      await pool.end().catch(() => {});
      const reason = error instanceof Error ? error.message : String(error);
      const hint = embedded ? "the process that serves it (npm start) has stopped" : "check DATABASE_URL and that Postgres is running";
      throw new DatabaseUnavailableError(`Cannot reach the database at ${location} (${reason}); ${hint}`, { cause: error });
    }
    return {
      db: drizzlePg(pool, { schema }) as unknown as Database,
      kind: embedded ? "pglite" : "postgres",
      location,
      pool,
      close: () => pool.end(),
    };
  }

  if (options.dataDir === null) {
    const pglite = await PGlite.create();
    return {
      db: drizzlePglite(pglite, { schema }) as unknown as Database,
      kind: "pglite",
      location: "memory",
      pglite,
      close: () => pglite.close(),
    };
  }

  const dataDir = path.resolve(options.dataDir ?? getEnv().DATA_DIR);
  const release = acquireDataDirLock(dataDir);
  try {
    const pglite = await PGlite.create(pgliteDirectory(dataDir), { startParams: PGLITE_START_PARAMS });
    return {
      db: drizzlePglite(pglite, { schema }) as unknown as Database,
      kind: "pglite",
      location: pgliteDirectory(dataDir),
      pglite,
      close: async () => {
        try {
          await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export function openOptionsFromEnv(): OpenOptions {
  const env = getEnv();
  if (env.DATABASE_URL) return { kind: "postgres", databaseUrl: env.DATABASE_URL };
  const socketDir = process.env[EMBEDDED_SOCKET_ENV];
  return socketDir ? { kind: "pglite-socket", socketDir, lane: process.env[EMBEDDED_LANE_ENV] === "1" ? 1 : 0 } : { kind: "pglite", dataDir: env.DATA_DIR };
}

// The server keeps one handle for the life of the process, shared by every bundle that imports this module.
const globalForDb = globalThis as typeof globalThis & {
  lumosDatabase?: Promise<DatabaseHandle>;
  lumosDatabaseOverride?: DatabaseHandle;
  lumosShutdownHooked?: boolean;
};

function hookShutdown() {
  if (globalForDb.lumosShutdownHooked) return;
  globalForDb.lumosShutdownHooked = true;
  const shutdown = (signal: NodeJS.Signals) => {
    void closeDatabase().finally(() => process.exit(signal === "SIGTERM" ? 0 : 130));
  };
  process.once("SIGTERM", shutdown);
  process.once("SIGINT", shutdown);
}

/** The process-wide database, opened on first use. */
export function getDatabase(): Promise<DatabaseHandle> {
  if (globalForDb.lumosDatabaseOverride) return Promise.resolve(globalForDb.lumosDatabaseOverride);
  if (!globalForDb.lumosDatabase) {
    hookShutdown();
    const options = openOptionsFromEnv();
    const withDeadlines: OpenOptions =
      options.kind === "postgres"
        ? { ...options, requestTimeouts: true }
        : options.kind === "pglite-socket"
          ? { ...options, queryDeadlineMs: POSTGRES_STATEMENT_TIMEOUT_MS }
          : options;
    globalForDb.lumosDatabase = openDatabase(withDeadlines).catch((error) => {
      globalForDb.lumosDatabase = undefined;
      throw error;
    });
  }
  return globalForDb.lumosDatabase;
}

export async function getDb(): Promise<Database> {
  return (await getDatabase()).db;
}

/** Tests hand the process a database of their own (an in-memory PGlite built by the real migrations). */
export function useDatabaseForTests(handle: DatabaseHandle | undefined) {
  globalForDb.lumosDatabaseOverride = handle;
}

export async function closeDatabase(): Promise<void> {
  const pending = globalForDb.lumosDatabase;
  globalForDb.lumosDatabase = undefined;
  if (pending) await (await pending.catch(() => undefined))?.close();
}
