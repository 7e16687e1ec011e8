// Two (or more) `npm start` instances on one Postgres, and a cookie-keeping HTTP client that talks to any of them
// the way a browser behind a load balancer without sticky sessions would.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";

const ROOT = path.resolve(__dirname, "../..");

/** The database the instances share, and how to give it back when the run ends. */
export interface SharedDatabase {
  url: string;
  /** Drops the database when the run created it; a database given by DATABASE_URL is left for its owner. */
  release(): Promise<void>;
}

export const MISSING_DATABASE_MESSAGE =
  "[instances] The two-instance test needs a PostgreSQL server: set DATABASE_URL to an empty database " +
  "(bash scripts/ci-postgres.sh fresh-db lumos_instances) or TEST_DATABASE_URL to a role that may CREATE DATABASE " +
  '(eval "$(bash scripts/ci-postgres.sh start)"). Several instances need one shared Postgres; the embedded PGlite ' +
  "cannot be shared, so this test does not run without one.";

function postgresUrl(name: string, value: string): string {
  if (!/^postgres(ql)?:\/\//.test(value)) throw new Error(`[instances] ${name} must be a postgres:// URL (got "${value.replace(/\/\/[^@]*@/, "//…@")}").`);
  return value;
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * DATABASE_URL (an empty database, used as given) or TEST_DATABASE_URL (a server on which a database of our own is
 * created and dropped again). Throws MISSING_DATABASE_MESSAGE when neither is set: never a silent skip.
 */
export async function sharedDatabase(env: NodeJS.ProcessEnv = process.env): Promise<SharedDatabase> {
  const given = env.DATABASE_URL?.trim();
  if (given) {
    const url = postgresUrl("DATABASE_URL", given);
    const tables = await withClient(url, async (client) => {
      const { rows } = await client.query<{ count: number }>(
        "select count(*)::int as count from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
      );
      return rows[0].count;
    });
    if (tables > 0) {
      const name = new URL(url).pathname.slice(1);
      throw new Error(
        `[instances] The two-instance test starts from an empty database, and "${name}" has ${tables} tables ` +
          `(a lock or a conversation of an earlier run would change what it sees). Give it a fresh one: bash scripts/ci-postgres.sh fresh-db ${name}.`,
      );
    }
    return { url, release: async () => {} };
  }
  const server = env.TEST_DATABASE_URL?.trim();
  if (!server) throw new Error(MISSING_DATABASE_MESSAGE);
  const adminUrl = postgresUrl("TEST_DATABASE_URL", server);
  const name = `lumos_instances_${randomBytes(5).toString("hex")}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    release: () => withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

export async function queryDatabase<T extends Record<string, unknown>>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  return withClient(url, async (client) => (await client.query<T>(text, values)).rows);
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The instance's process group is led by this shell. It runs `npm start` and reads its own stdin, a pipe from the
// test process, and ends its whole group when either ends first: the app (a failed start), or the pipe, which the
// test closes to stop the instance and the kernel closes when the test process dies however it dies (a crash,
// Ctrl-C, a CI timeout, SIGKILL). Listeners on `process` cannot do this under Jest: a test sees a copy of
// `process` whose signal and exit listeners never fire. (An asynchronous command's stdin is /dev/null unless
// redirected, hence fd 3.)
const GROUP_LEADER = `
exec 3<&0
npm start </dev/null &
cat <&3 >/dev/null &
wait -n
trap "" TERM
kill -TERM 0
sleep 5
kill -KILL 0
`;

/** One `npm start` (npm → tsx scripts/start.ts → next start) in a process group of its own, ended whole. */
export class Instance {
  readonly baseUrl: string;
  readonly logFile: string;
  private child: ChildProcess | null = null;

  constructor(
    readonly name: string,
    readonly port: number,
    logDir: string,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.logFile = path.join(logDir, `instance-${name}.log`);
  }

  async start(env: Record<string, string>): Promise<void> {
    // A server left over on the port would answer the health check and be tested instead of ours.
    if (await portAnswers(this.port)) throw new Error(`[instances] Port ${this.port} is already in use; stop what listens there or set INSTANCES_PORTS.`);
    const log = fs.openSync(this.logFile, "a");
    try {
      // Only what the instance needs, so nothing of the caller's shell (NEXTAUTH_URL, a model URL…) changes it.
      const base = Object.fromEntries(
        ["PATH", "HOME", "TMPDIR", "LANG", "npm_config_cache"].flatMap((key) => (process.env[key] ? [[key, process.env[key]!]] : [])),
      );
      this.child = spawn("bash", ["-c", GROUP_LEADER], {
        cwd: ROOT,
        detached: true,
        stdio: ["pipe", log, log],
        env: { ...base, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", PORT: String(this.port), ...env },
      });
    } finally {
      fs.closeSync(log);
    }
  }

  /** Waits for GET /_healthz = 200 (the first start may build the app: several minutes on a slow machine). */
  async waitUntilHealthy(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.groupAlive()) {
        throw new Error(`[instances] Instance ${this.name} (npm start on port ${this.port}) ended before it was healthy. Its output:\n${this.logTail()}`);
      }
      try {
        const response = await fetch(`${this.baseUrl}/_healthz`, { signal: AbortSignal.timeout(5000) });
        if (response.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await sleep(500);
    }
    throw new Error(
      `[instances] Instance ${this.name} was not healthy on ${this.baseUrl}/_healthz within ${Math.round(timeoutMs / 1000)} s. Its output:\n${this.logTail()}`,
    );
  }

  logTail(lines = 60): string {
    try {
      return fs.readFileSync(this.logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
    } catch {
      return "(no output)";
    }
  }

  private groupAlive(): boolean {
    if (!this.child?.pid) return false;
    try {
      process.kill(-this.child.pid, 0);
      return true;
    } catch {
      return false; // ESRCH: no process of the group is left
    }
  }

  /** Closes the pipe (the group leader sends SIGTERM, then SIGKILL after 5 s); resolves when the group is gone. */
  async stop(): Promise<void> {
    if (!this.child) return;
    this.child.stdin?.end();
    const deadline = Date.now() + 20_000;
    while (this.groupAlive() && Date.now() < deadline) await sleep(100);
    if (this.groupAlive()) process.kill(-this.child.pid!, "SIGKILL");
    while (this.groupAlive()) await sleep(100);
    this.child = null;
  }
}

export function logDirectory(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "lumos-instances-"));
}

/** A TMPDIR for the instances inside their log folder. */
export function temporaryDirectory(logs: string): string {
  const folder = path.join(logs, "tmp");
  fs.mkdirSync(folder, { recursive: true });
  return folder;
}

/**
 * A browser's cookies for one site, sent to whichever instance a request goes to (the instances are one site
 * behind a load balancer). Set-Cookie with an empty value or Max-Age=0 deletes.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  names(): string[] {
    return [...this.cookies.keys()];
  }

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
      if (!value || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** fetch with these cookies; the response's cookies are kept. Redirects are not followed (their status is the answer). */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set("cookie", this.header());
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    this.store(response);
    return response;
  }
}
