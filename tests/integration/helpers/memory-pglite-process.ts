// An in-memory PGlite served on a Unix socket by a process of its own (serve-memory-pglite.ts), as `npm start` serves
// the embedded database: PGlite runs a statement on the thread that calls it.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/** Starts the process and resolves once it accepts clients on `socketDir`. */
export async function serveMemoryPglite(socketDir: string): Promise<ChildProcess> {
  const host = spawn(process.execPath, ["--import", "tsx", "--conditions=react-server", path.join(__dirname, "serve-memory-pglite.ts"), socketDir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    host.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    host.on("exit", (code) => reject(new Error(`the database process ended (${code})`)));
  });
  return host;
}
