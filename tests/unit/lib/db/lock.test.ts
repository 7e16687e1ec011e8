import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { acquireDataDirLock, DatabaseLockedError, lockFileFor } from "@/lib/db/lock";

const made: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lumos-lock-"));
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

describe("acquireDataDirLock", () => {
  it("refuses a data directory that a live process holds, naming the process", async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      fs.writeFileSync(lockFileFor(dir), String(holder.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DatabaseLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(`already open in process ${holder.pid}`);
      expect(fs.readFileSync(lockFileFor(dir), "utf8")).toBe(String(holder.pid));
    } finally {
      holder.kill();
    }
  });

  it("takes over the lock of a process that died, and gives it back on release", () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ["-e", "console.log(process.pid)"]);
    fs.writeFileSync(lockFileFor(dir), dead.stdout.toString().trim());
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFileFor(dir), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFileFor(dir))).toBe(false);
  });

  it("creates the data directory when it does not exist", () => {
    const dir = path.join(tempDir(), "nested", "data");
    const release = acquireDataDirLock(dir);
    expect(fs.existsSync(lockFileFor(dir))).toBe(true);
    release();
  });
});
