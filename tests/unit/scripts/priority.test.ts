// An import hands its work to a process in a session of its own at the lowest priority (scripts/priority.mjs): what
// its user sees of it (output, exit code, Ctrl-C) stays that of one process.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const FIXTURE = path.join(__dirname, "../../fixtures/scripts/background-session.mjs");

/** The fixture run as a user runs a script, its output collected; resolves when it has ended. */
function runFixture(argument: string, onOutput: (output: string, child: ReturnType<typeof spawn>) => void = () => {}) {
  const child = spawn(process.execPath, [FIXTURE, argument], { stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
    onOutput(stdout, child);
  });
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string; pid: number }>((resolve) =>
    child.once("exit", (code) => resolve({ code, stdout, stderr, pid: child.pid! })),
  );
}

const sessionOf = (pid: number | "self") => Number(fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[3]);

describe("continueInBackgroundSession", () => {
  it("does the work in another process, in a session of its own, every thread and the session at the lowest priority", async () => {
    const { code, stdout, stderr, pid } = await runFixture("0");
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    const worker = JSON.parse(stdout.trim()) as { pid: number; session: number; threadNiceValues: number[]; autogroup: string | null };
    expect(worker.pid).not.toBe(pid);
    expect(worker.session).toBe(worker.pid);
    expect(worker.session).not.toBe(sessionOf("self"));
    expect(worker.threadNiceValues.length).toBeGreaterThan(1);
    expect(new Set(worker.threadNiceValues)).toEqual(new Set([19]));
    // Where the kernel schedules sessions first (autogroup), the session's own priority is what gives the cores away.
    if (fs.existsSync("/proc/self/autogroup")) expect(worker.autogroup).toMatch(/ nice 19$/);
  });

  it("ends with the worker's exit code, its output passed through", async () => {
    const { code, stdout } = await runFixture("3");
    expect(code).toBe(3);
    expect(stdout).toContain('"threadNiceValues"');
  });

  it("passes a Ctrl-C on to the worker and ends as it ends", async () => {
    let sent = false;
    const { code, stdout } = await runFixture("wait", (output, child) => {
      if (!sent && output.includes("threadNiceValues")) {
        sent = true;
        child.kill("SIGINT");
      }
    });
    expect(stdout).toContain("stopped by SIGINT");
    expect(code).toBe(130);
  });
});
