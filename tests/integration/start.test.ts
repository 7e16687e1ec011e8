// `npm start` with bad settings stops with one clear line and leaves nothing behind.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

function start(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lumos-start-"));
  const result = spawnSync(process.execPath, [require.resolve("tsx/cli"), "--conditions=react-server", "scripts/start.ts"], {
    cwd: path.resolve(__dirname, "../.."),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "production", DATA_DIR: dataDir, ...env },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { ...result, dataDir };
}

describe("npm start with invalid settings", () => {
  it.each([
    [{ DEMO_GAMES: "lots" }, 'DEMO_GAMES must be a whole number from 1 to 1000000 (got "lots")'],
    [{ DEMO_GAMES: "0" }, "DEMO_GAMES must be a whole number"],
    [{ DATABASE_URL: "http://example.com/db" }, "DATABASE_URL must start with postgres:// or postgresql://"],
    [{ DATABASE_URL: "postgres://127.0.0.1:5432/lumos" }, "NEXTAUTH_SECRET must be set when DATABASE_URL is set"],
    [{ NEXTAUTH_SECRET: "short" }, "NEXTAUTH_SECRET must be at least 32 characters long"],
    [{ DATABASE_URL: "postgres://lumos:secret@127.0.0.1:1/lumos", NEXTAUTH_SECRET: "x".repeat(40) }, "Cannot reach the database at 127.0.0.1:1/lumos"],
  ])("refuses %j with one line", (env, message) => {
    const result = start(env);
    expect(result.status).toBe(1);
    const lines = result.stderr
      .trim()
      .split("\n")
      .filter((line) => line.startsWith("[lumos]"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`[lumos] Cannot start: ${message}`);
    expect(result.stderr).not.toContain("secret@");
    expect(fs.existsSync(path.join(result.dataDir, "pglite"))).toBe(false);
    fs.rmSync(result.dataDir, { recursive: true, force: true });
  });
});
