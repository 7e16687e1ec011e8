// The npm scripts' command lines as a user meets them: --help prints the options, a wrong option is named in one
// line with the usage and exit code 2 (no stack trace), and every documented option of the generator works.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { snapshotHeader } from "@/lib/lumos/knowledge-snapshot";
import { sourceFingerprint } from "../../scripts/source-fingerprint";

const SCRIPTS = ["start", "generate-demo", "import", "bench", "eval-lumos"] as const;

function run(script: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [require.resolve("tsx/cli"), "--conditions=react-server", `scripts/${script}.ts`, ...args], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: "", ...env },
    timeout: 120_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe.each(SCRIPTS)("npm script %s", (script) => {
  it("prints its usage for --help and exits 0", () => {
    const { status, stdout } = run(script, ["--help"]);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Usage: npm (start|run [a-z:]+)/m);
    expect(stdout).toContain("-h, --help");
  });

  it("names an unknown option in one line, then the usage, with exit code 2 and no stack trace", () => {
    const { status, stderr } = run(script, ["--no-such-option"]);
    expect(status).toBe(2);
    expect(stderr.split("\n")[0]).toMatch(/^Unknown option '--no-such-option'/);
    expect(stderr.split("\n")[1]).toBe("");
    expect(stderr).toContain("Usage: npm");
    expect(stderr).not.toMatch(/^\s+at /m);
  });
});

describe("npm run demo:generate", () => {
  it("refuses a --today that is not a date and a --games out of range, naming the option", () => {
    const today = run("generate-demo", ["--today", "yesterday"]);
    expect(today.status).toBe(2);
    expect(today.stderr.split("\n")[0]).toBe('--today must be a date YYYY-MM-DD (got "yesterday").');
    const games = run("generate-demo", ["--games", "lots"]);
    expect(games.status).toBe(2);
    expect(games.stderr.split("\n")[0]).toContain("DEMO_GAMES must be a whole number");
  });

  it("generates --games games of --seed with --today as the last day, into --data-dir", () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "lumos-generate-"));
    try {
      const { status, stdout, stderr } = run("generate-demo", ["--games", "12", "--seed", "options", "--today", "2024-03-31", "--data-dir", dataDir]);
      expect({ status, stderr }).toEqual({ status: 0, stderr: "" });
      const summary = JSON.parse(stdout.slice(stdout.indexOf("{"), stdout.lastIndexOf("}") + 1)) as { games: number; today: string; location: string };
      expect(summary).toMatchObject({ games: 12, today: "2024-03-31" });
      expect(summary.location).toContain(dataDir);
      expect(stdout).toMatch(/Database size: \d+\.\d MB/);
      // What Lumos knows is stored for the code that will serve, so the first start reads it back instead of building it.
      expect(stdout).toMatch(/What Lumos knows built and stored: \d+\.\d s\./);
      expect(snapshotHeader(readFileSync(path.join(dataDir, "lumos-knowledge.bin"))).header.code).toBe(sourceFingerprint());
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
