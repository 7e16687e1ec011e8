// PGlite is a single-process database: two processes writing the same directory corrupt it.
// A lock file beside the data directory holds the owner's pid; a live owner makes a second opener stop.
import fs from "node:fs";
import path from "node:path";

export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is already open in process ${ownerPid}. ` +
        `Stop that process (or set DATA_DIR to another folder, or DATABASE_URL to a Postgres server) and try again.`,
    );
    this.name = "DatabaseLockedError";
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockFileFor(dataDir: string): string {
  return path.join(dataDir, "pglite.lock");
}

/** Takes the lock for this process; returns the function that gives it back. */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockFileFor(dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, "utf8") === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // Already gone: nothing to give back.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(fs.readFileSync(file, "utf8"), 10);
      if (owner !== process.pid && isAlive(owner)) throw new DatabaseLockedError(dataDir, owner);
      // A stale lock from a process that died (or from this very pid in an earlier life): take it over.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}; remove it if no Lumos process is running.`);
}
