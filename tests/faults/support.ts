// The fault suite drives the real thing: `npm start` in its own process group, a throw-away PostgreSQL cluster
// from scripts/ci-postgres.sh, and plain HTTP (plus Chromium for what a user sees). Nothing is mocked.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..", "..");

export const DEMO = {
  superAdmin: { email: "super@lumos.local", password: "Lumos-Super-2026!" },
  admin: { email: "admin@lumos.local", password: "Lumos-Admin-2026!" },
  analyst: { email: "analyst@lumos.local", password: "Lumos-Analyst-2026!" },
} as const;
export type Account = (typeof DEMO)[keyof typeof DEMO];

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on right now (the kernel picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function temporaryFolder(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `lumos-faults-${prefix}-`));
}

/** A NEXTAUTH_SECRET as `openssl rand -hex 32` makes it. */
export const randomSecret = () => randomBytes(32).toString("hex");

/** A throw-away PostgreSQL cluster of its own (own state file, own port), halted and resumed under the app. */
export class ThrowAwayPostgres {
  private constructor(private readonly state: string) {}

  static start(name: string): ThrowAwayPostgres {
    const state = path.join(ROOT, `.ci-postgres-${name}.env`);
    const cluster = new ThrowAwayPostgres(state);
    // Above the default 54329, which the CI run's own cluster takes after `npm test`.
    cluster.run(["start"], { CI_POSTGRES_PORT: process.env.FAULTS_POSTGRES_PORT ?? "54420" });
    return cluster;
  }

  private run(args: string[], extraEnv: Record<string, string> = {}): string {
    const result = spawnSync("bash", [path.join(ROOT, "scripts", "ci-postgres.sh"), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...extraEnv, CI_POSTGRES_STATE: this.state },
      encoding: "utf8",
      timeout: 600_000,
    });
    if (result.status !== 0) throw new Error(`scripts/ci-postgres.sh ${args.join(" ")} failed (${result.status}):\n${result.stderr}${result.stdout}`);
    return result.stdout.trim();
  }

  /** An empty database; its URL. */
  freshDatabase(name: string): string {
    return this.run(["fresh-db", name]);
  }

  halt(mode: "fast" | "immediate") {
    this.run(["halt", mode]);
  }

  resume() {
    this.run(["resume"]);
  }

  /** Every process of the server stopped (SIGSTOP): connections stay open and nothing answers. */
  freeze() {
    this.run(["freeze"]);
  }

  thaw() {
    this.run(["thaw"]);
  }

  destroy() {
    this.run(["stop"]);
  }
}

/**
 * `npm start` as an operator runs it, in a process group of its own: npm → node scripts/start.ts (the embedded database) → node scripts/serve.mjs (Next).
 * `kill("SIGKILL")` hits the whole group at once, so nothing shuts down gracefully: what the group made in its
 * temporary folder (the analysis process's socket folder) stays, so each app gets a TMPDIR of its own, removed once
 * the group is gone.
 */
export class App {
  readonly baseUrl: string;
  private output = "";
  private exited: Promise<void>;
  private child: ChildProcess;
  private readonly tmpdir = temporaryFolder("tmp");

  private constructor(
    readonly port: number,
    env: Record<string, string>,
    readonly label: string,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.child = spawn("npm", ["start"], {
      cwd: ROOT,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...operatorEnvironment(), DEMO_SEED: "faults", ...env, PORT: String(port), TMPDIR: this.tmpdir } as unknown as NodeJS.ProcessEnv,
    });
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    this.child.stdout!.on("data", keep);
    this.child.stderr!.on("data", keep);
    this.exited = new Promise((resolve) => this.child.once("exit", () => resolve()));
  }

  /** Starts the app and waits until /_healthz answers 200. */
  static async start({ env, label, timeoutMs = 240_000 }: { env: Record<string, string>; label: string; timeoutMs?: number }): Promise<App> {
    const app = new App(await freePort(), env, label);
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      if (app.child.exitCode !== null || app.child.signalCode !== null) {
        throw new Error(`${label}: npm start exited (${app.child.exitCode ?? app.child.signalCode}) before serving:\n${app.log()}`);
      }
      const response = await fetch(`${app.baseUrl}/_healthz`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
      if (response?.ok) return app;
      await sleep(250);
    }
    await app.kill("SIGKILL");
    throw new Error(`${label}: not healthy after ${timeoutMs} ms:\n${app.log()}`);
  }

  log(): string {
    return this.output;
  }

  /** The output once it holds `text` (npm start says it is ready a moment after the server answers). */
  async logOnceItSays(text: string, timeoutMs = 15_000): Promise<string> {
    for (let waited = 0; waited < timeoutMs && !this.output.includes(text); waited += 100) await sleep(100);
    return this.output;
  }

  get pid(): number {
    return this.child.pid!;
  }

  /** Signals the whole process group and waits until npm has exited and no process of the group is left. */
  async kill(signal: NodeJS.Signals) {
    try {
      process.kill(-this.pid, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
    }
    await this.exited;
    for (let waited = 0; waited < 10_000 && groupAlive(this.pid); waited += 100) await sleep(100);
    if (groupAlive(this.pid)) throw new Error(`${this.label}: processes of group ${this.pid} survived ${signal}`);
    fs.rmSync(this.tmpdir, { recursive: true, force: true });
  }
}

/** The environment of a shell, not of Jest: no NODE_ENV=test and none of the variables the test run set. */
function operatorEnvironment(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined || name === "NODE_ENV" || name.startsWith("JEST_") || name === "NODE_OPTIONS") continue;
    if (["DATABASE_URL", "DATA_DIR", "NEXTAUTH_SECRET", "DEMO_ACCOUNTS", "DEMO_GAMES", "PORT"].includes(name)) continue;
    env[name] = value;
  }
  return env;
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface Timed {
  status: number;
  ms: number;
  body: unknown;
  text: string;
}

/** A request with its answer time; a request that gets no answer in `limitMs` fails with what it was. */
export async function timedFetch(url: string, init: RequestInit = {}, limitMs = 30_000): Promise<Timed> {
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(limitMs) });
  } catch (error) {
    throw new Error(`${init.method ?? "GET"} ${url}: no answer within ${limitMs} ms (${error instanceof Error ? error.message : error})`);
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the caller looks at `text`.
  }
  return { status: response.status, ms: Math.round(performance.now() - started), body, text };
}

/** An access token through the API sign-in (POST /api/signin), for `Authorization: Bearer`. */
export async function accessToken(baseUrl: string, account: Account): Promise<string> {
  const answer = await timedFetch(`${baseUrl}/api/signin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const token = (answer.body as { accessToken?: string } | null)?.accessToken;
  if (answer.status !== 200 || !token) throw new Error(`sign-in of ${account.email} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
