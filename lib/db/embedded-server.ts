// The embedded database served off the request thread: `npm start` keeps PGlite open in its own process and serves
// it on Unix sockets in the data folder (@electric-sql/pglite-socket, the Postgres wire protocol); the Next servers
// connect with the same `pg` driver they use for Postgres (lib/db/client.ts). A slow query then keeps the database
// busy, never a server's event loop: pages that need no data, and the server's own work, go on.
//
// PGlite is one Postgres session. Each server process gets a socket of its own (a "lane": port 5432 for the front
// process, 5433 for the analysis process, scripts/serve.mjs), and the lanes take turns by whole exchanges: from a
// lane's first message to the Sync or simple Query that ends it, and to the end of any transaction it opened. The
// socket server alone would take turns by message, and two clients' Parse, Bind and Execute would interleave in the
// one session (electric-sql/pglite#1046).
import fs from "node:fs";
import type net from "node:net";
import path from "node:path";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import type { PGlite } from "@electric-sql/pglite";
import { EMBEDDED_SOCKET_PORT } from "./client";

/** Unix socket paths are limited to 107 bytes on Linux (sun_path). */
const MAX_SOCKET_PATH = 107;

/** The lanes served: one socket each, `.s.PGSQL.<port>`, ports counted up from EMBEDDED_SOCKET_PORT. */
export const EMBEDDED_LANES = 2;

export function embeddedSocketPath(socketDir: string, port = EMBEDDED_SOCKET_PORT): string {
  return path.join(socketDir, `.s.PGSQL.${port}`);
}

export interface EmbeddedServer {
  socketDir: string;
  stop(): Promise<void>;
}

/** Frontend message types that end an exchange: Sync, Query, Terminate (a startup message begins with a 0 byte). */
const EXCHANGE_ENDS = new Set([0x53, 0x51, 0x58, 0x00]);

/**
 * Whole exchanges of one lane at a time on one PGlite: a lane holds the session from its first message until a
 * message that ends an exchange has run outside a transaction block, or until it has no connection left.
 */
export class SessionTurns {
  private owner: number | null = null;
  private readonly waiting: Array<{ lane: number; go: () => void }> = [];
  private readonly connections = new Map<number, number>();

  constructor(private readonly pglite: PGlite) {}

  /** Waits until `lane` holds the session. */
  take(lane: number): Promise<void> {
    if (this.owner === null || this.owner === lane) {
      this.owner = lane;
      return Promise.resolve();
    }
    return new Promise((go) => this.waiting.push({ lane, go }));
  }

  /** Whether `lane` holds the session inside a transaction block: another lane's transaction is not its own. */
  inTransaction(lane: number): boolean {
    return this.owner === lane && this.pglite.isInTransaction();
  }

  /**
   * After a message of `lane` ran: the session passes on when the message ended an exchange and no transaction is
   * open, or when the lane has no connection left (a message that waited for its turn runs even if its connection
   * closed meanwhile, and nothing would follow it to end the exchange).
   */
  ran(lane: number, messageType: number): void {
    if (this.owner !== lane) return;
    if (EXCHANGE_ENDS.has(messageType) && !this.pglite.isInTransaction()) this.pass();
    // After the message's own runExclusive has let go: `lost` waits for PGlite's lock.
    else if (!this.connections.get(lane)) setImmediate(() => void this.lost(lane).catch(() => {}));
  }

  connected(lane: number): void {
    this.connections.set(lane, (this.connections.get(lane) ?? 0) + 1);
  }

  disconnected(lane: number): void {
    const left = (this.connections.get(lane) ?? 1) - 1;
    this.connections.set(lane, left);
    // After the socket server's own clean-up of the connection, which runs in the next turn.
    if (left === 0) setImmediate(() => void this.lost(lane).catch(() => {}));
  }

  /** The lane has no connection left: a transaction left open is rolled back and the session passes on. */
  private async lost(lane: number): Promise<void> {
    if (this.owner !== lane || this.connections.get(lane)) return;
    // `exec` waits for PGlite's own lock (the socket server's clean-up may be rolling back the same transaction).
    if (this.pglite.isInTransaction()) await this.pglite.exec("ROLLBACK");
    if (this.owner === lane && !this.connections.get(lane)) this.pass();
  }

  private pass(): void {
    const next = this.waiting.shift();
    this.owner = next?.lane ?? null;
    // A lane's socket server runs its messages one at a time, so a lane waits with one message at most.
    next?.go();
  }
}

/**
 * The PGlite a lane's socket server sees: its messages run once the lane holds the session (`SessionTurns`), it is
 * in a transaction only when the transaction is its own (the socket server rolls back a closed connection's
 * transaction and orders its queue by it), and everything else is PGlite's own.
 */
function laneOf(pglite: PGlite, turns: SessionTurns, lane: number): PGlite {
  const runExclusive: PGlite["runExclusive"] = async (work) => {
    await turns.take(lane);
    return pglite.runExclusive(work);
  };
  const execProtocolRawStream: PGlite["execProtocolRawStream"] = async (message, options) => {
    try {
      return await pglite.execProtocolRawStream(message, options);
    } finally {
      turns.ran(lane, message[0]);
    }
  };
  const isInTransaction: PGlite["isInTransaction"] = () => turns.inTransaction(lane);
  const overrides = new Map<PropertyKey, unknown>([
    ["runExclusive", runExclusive],
    ["execProtocolRawStream", execProtocolRawStream],
    ["isInTransaction", isInTransaction],
  ]);
  return new Proxy(pglite, {
    get(target, property) {
      if (overrides.has(property)) return overrides.get(property);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * Serves an open PGlite on `EMBEDDED_LANES` sockets in `socketDir` (the data folder, which only its owner should
 * read). The caller holds the data folder's lock, so a socket file found there is a dead server's and is removed first.
 */
export async function serveEmbedded(pglite: PGlite, socketDir: string): Promise<EmbeddedServer> {
  const paths = Array.from({ length: EMBEDDED_LANES }, (_, lane) => embeddedSocketPath(path.resolve(socketDir), EMBEDDED_SOCKET_PORT + lane));
  const longest = paths.find((socketPath) => Buffer.byteLength(socketPath) > MAX_SOCKET_PATH);
  if (longest) throw new Error(`the database socket path ${longest} is longer than ${MAX_SOCKET_PATH} bytes; set DATA_DIR to a shorter folder`);
  const turns = new SessionTurns(pglite);
  const servers: PGLiteSocketServer[] = [];
  for (const [lane, socketPath] of paths.entries()) {
    fs.rmSync(socketPath, { force: true });
    // A few connections per lane (a pool replacing a broken one); each process uses one (lib/db/client.ts).
    const server = new PGLiteSocketServer({ db: laneOf(pglite, turns, lane), path: socketPath, maxConnections: 4 });
    await server.start();
    // The socket server says nothing when a connection ends: its own net server does.
    const listener = (server as unknown as { server: net.Server }).server;
    listener.on("connection", (socket: net.Socket) => {
      turns.connected(lane);
      socket.once("close", () => turns.disconnected(lane));
    });
    fs.chmodSync(socketPath, 0o600);
    servers.push(server);
  }
  return {
    socketDir: path.resolve(socketDir),
    stop: async () => {
      await Promise.all(servers.map((server) => server.stop()));
      for (const socketPath of paths) fs.rmSync(socketPath, { force: true });
    },
  };
}
