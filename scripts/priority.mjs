// @ts-check
// How Lumos' own processes give way to one another on a machine with few cores: the server's analysis process to its
// front process (scripts/serve.mjs), an import to the server it writes beside (scripts/import.ts).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";

/** The lowest priority a process can ask for (the highest nice value). */
export const LOWEST_PRIORITY = 19;

/**
 * Lowers this process's scheduling priority by `niceness`, every thread of it: on Linux a nice value belongs to a
 * thread, and the threads Node started before this code ran (V8's helpers, libuv's) keep theirs unless each is set;
 * threads started later inherit it. Where the threads cannot be listed, the process as the system defines it.
 * Lowering one's own priority needs no privilege; a thread the system refuses keeps its priority, and the log says so.
 * @param {number} niceness
 * @param {string} who the process, as the log names it
 */
export function lowerOwnPriority(niceness, who) {
  /** @type {number[]} */
  let threads = [0];
  try {
    threads = fs.readdirSync("/proc/self/task").map(Number);
  } catch {
    // not Linux: os.setPriority(0, …) is the whole process
  }
  const failed = [];
  for (const thread of threads) {
    try {
      os.setPriority(thread, Math.min(LOWEST_PRIORITY, os.getPriority(thread) + niceness));
    } catch (error) {
      // A thread that ended since it was listed has nothing to lower.
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ESRCH") failed.push(thread);
    }
  }
  if (failed.length > 0) console.error(`[lumos] ${who} could not lower the priority of its threads ${failed.join(", ")}.`);
}

/** Set in the process `continueInBackgroundSession` starts: it is the one to do the work. */
export const BACKGROUND_SESSION_ENV = "LUMOS_BACKGROUND_SESSION";

/** Signals a terminal or a supervisor sends to stop a job, passed on to the process doing the work. */
const FORWARDED_SIGNALS = /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"]);

/**
 * Runs this script again in a session of its own at the lowest priority, and waits for it: its output is this one's,
 * its exit code this one's, and a signal to stop this one is passed on to it. Resolves true in the caller once the
 * work is done there (the caller then returns), false in the process that is to do the work.
 *
 * Why a session: Linux (with autogroup scheduling, a default of many distributions) shares the cores
 * between sessions first and only then between the processes of a session, by their nice values. An import started
 * from a terminal, at any nice value, got as much of the cores as the whole server beside it: half of them while it ran
 * (docs/decisions.md, "An import gives way to the server it writes beside"). In a session of its own whose priority is
 * the lowest, it gets what the server leaves; alone on the machine it runs as fast as before, after about a second to
 * start. A SIGKILL, which cannot be passed on, leaves the work to end on its own (an import is one transaction).
 * @param {string} who the process, as the log names it
 * @returns {Promise<boolean>}
 */
export function continueInBackgroundSession(who) {
  if (process.env[BACKGROUND_SESSION_ENV] === "1") {
    lowerSessionPriority(who);
    return Promise.resolve(false);
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
      detached: true,
      stdio: "inherit",
      env: { ...process.env, [BACKGROUND_SESSION_ENV]: "1" },
    });
    const forward = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
    for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
    child.once("error", reject);
    child.once("exit", (code, signal) => {
      for (const name of FORWARDED_SIGNALS) process.off(name, forward);
      // Ended by a signal: the shell's convention, 128 and the signal's number.
      process.exitCode = code ?? 128 + (signal ? os.constants.signals[signal] : 0);
      resolve(true);
    });
  });
}

/**
 * This process's session (its autogroup) and every thread of it at the lowest priority. Where the kernel schedules
 * no autogroups (the file is absent), the threads' nice values do the same among all processes.
 * @param {string} who
 */
function lowerSessionPriority(who) {
  try {
    fs.writeFileSync("/proc/self/autogroup", String(LOWEST_PRIORITY));
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT")
      console.error(`[lumos] ${who} could not lower the priority of its session: ${/** @type {Error} */ (error).message}`);
  }
  lowerOwnPriority(LOWEST_PRIORITY, who);
}
