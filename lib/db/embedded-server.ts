// The embedded database served off the request thread: `npm start` keeps PGlite open in its own process and serves
// it on a Unix socket in the data folder (@electric-sql/pglite-socket, the Postgres wire protocol); the Next server
// connects with the same `pg` driver it uses for Postgres (lib/db/client.ts). A slow query then keeps the database
// busy, never the server's event loop: pages that need no data, and the server's own work, go on.
import fs from "node:fs";
import path from "node:path";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import type { PGlite } from "@electric-sql/pglite";
import { EMBEDDED_SOCKET_PORT } from "./client";

/** Unix socket paths are limited to 107 bytes on Linux (sun_path). */
const MAX_SOCKET_PATH = 107;

export function embeddedSocketPath(socketDir: string): string {
  return path.join(socketDir, `.s.PGSQL.${EMBEDDED_SOCKET_PORT}`);
}

export interface EmbeddedServer {
  socketDir: string;
  stop(): Promise<void>;
}

/**
 * Serves an open PGlite on a socket in `socketDir` (the data folder, which only its owner should read). The caller
 * holds the data folder's lock, so a socket file found there is a dead server's and is removed first.
 */
export async function serveEmbedded(pglite: PGlite, socketDir: string): Promise<EmbeddedServer> {
  const socketPath = embeddedSocketPath(path.resolve(socketDir));
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH) {
    throw new Error(`the database socket path ${socketPath} is longer than ${MAX_SOCKET_PATH} bytes; set DATA_DIR to a shorter folder`);
  }
  fs.rmSync(socketPath, { force: true });
  // The server accepts a few connections (a pool replacing a broken one), but the app uses one (lib/db/client.ts):
  // PGlite is one Postgres session, and the socket server would interleave two clients' extended-protocol messages.
  const server = new PGLiteSocketServer({ db: pglite, path: socketPath, maxConnections: 4 });
  await server.start();
  fs.chmodSync(socketPath, 0o600);
  return {
    socketDir: path.dirname(socketPath),
    stop: async () => {
      await server.stop();
      fs.rmSync(socketPath, { force: true });
    },
  };
}
