// A process serving an in-memory PGlite on a Unix socket, as `npm start` serves the embedded database:
// `tsx --conditions=react-server serve-memory-pglite.ts <socket folder>`; prints "ready" once it accepts clients.
import { PGlite } from "@electric-sql/pglite";
import { serveEmbedded } from "@/lib/db/embedded-server";

async function main() {
  const pglite = await PGlite.create();
  const server = await serveEmbedded(pglite, process.argv[2]);
  console.log("ready");
  process.on("SIGTERM", () => void server.stop().finally(() => process.exit(0)));
}
void main();
