// `npm start`: prepare the database (migrations, demo market, demo accounts), build when needed, then serve.
// `npm start -- --build-only`: only the build (used by the Dockerfile).
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { loadEnvConfig } from "@next/env";
import { DatabaseUnavailableError, EMBEDDED_SOCKET_ENV, openDatabase, openOptionsFromEnv } from "@/lib/db/client";
import { serveEmbedded, type EmbeddedServer } from "@/lib/db/embedded-server";
import { DatabaseLockedError } from "@/lib/db/lock";
import { DEMO_ACCOUNTS } from "@/lib/demo/accounts";
import { ConfigError, getEnv, wantsDemoAccounts, type Env } from "@/lib/server/env";
import { SOURCE_FINGERPRINT_ENV } from "@/lib/lumos/knowledge-snapshot";
import { readCommandLine } from "./cli";
import { prepareDatabase } from "./prepare-database";
import { sourceFingerprint } from "./source-fingerprint";

const USAGE = `Usage: npm start [-- --build-only]

Prepares the database (migrations, the demo market when it is empty, the demo accounts), builds the app when no
up-to-date build exists, and serves it on PORT (default 3000). Settings come from the environment and .env
(see .env.example).

  --build-only   build (when needed) and stop, without a database or a server
  -h, --help     print this text`;

const root = process.cwd();
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const serverScript = path.join(root, "scripts", "serve.mjs");
const log = (line: string) => console.log(`[lumos] ${line}`);
/**
 * V8 lets a busy heap grow to up to four times what it keeps alive before collecting it in full: at 100,000 games the
 * serving process reached 2 GB, most of it garbage, under the load run. At most half again its live size keeps it
 * near 1 GB there at the same throughput (docs/decisions.md, "Memory of the serving process"). --expose-gc lets each
 * of its processes collect what its start-up left behind before it listens (scripts/serve.mjs).
 */
const SERVER_NODE_FLAGS = ["--heap-growing-percent=50", "--expose-gc"];

function fail(message: string): never {
  console.error(`[lumos] Cannot start: ${message}`);
  process.exit(1);
}

function buildIfNeeded(fingerprint: string) {
  const stamp = path.join(root, ".next", "lumos-source.sha256");
  const built = fs.existsSync(path.join(root, ".next", "BUILD_ID")) && fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === fingerprint;
  if (built) {
    log("Using the existing build.");
    return;
  }
  log("No up-to-date build found: building the app (a minute or two on a fresh machine)…");
  const result = spawnSync(process.execPath, [nextBin, "build", "--webpack"], { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (result.status !== 0) fail("the build failed (see the output above).");
  fs.writeFileSync(stamp, fingerprint);
}

/** The embedded default keeps one generated secret in DATA_DIR; a shared Postgres needs one set for every instance. */
function authSecret(env: Env): string {
  if (env.NEXTAUTH_SECRET) {
    if (env.NEXTAUTH_SECRET.length < 32) fail("NEXTAUTH_SECRET must be at least 32 characters long.");
    return env.NEXTAUTH_SECRET;
  }
  if (env.DATABASE_URL) fail("NEXTAUTH_SECRET must be set when DATABASE_URL is set, the same on every instance (openssl rand -base64 32).");
  const file = path.resolve(env.DATA_DIR, "nextauth-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return fs.readFileSync(file, "utf8").trim();
}

async function waitUntilServing(host: string, port: number, child: ReturnType<typeof spawn>): Promise<boolean> {
  const deadline = Date.now() + 120_000;
  // A server listening on every address answers on the loopback one.
  const probe = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const response = await fetch(`http://${probe}:${port}/_healthz`);
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

async function main() {
  // `--build-only` (the Docker image build): build and stamp the build, so instances start without building.
  const { values } = readCommandLine(USAGE, { "build-only": { type: "boolean" } });
  const fingerprint = sourceFingerprint(root);
  if (values["build-only"]) {
    buildIfNeeded(fingerprint);
    return;
  }
  // The same .env files the Next server reads, so start-up and server agree on every setting.
  loadEnvConfig(root, false, { info: () => {}, error: console.error });
  let env: Env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const secret = authSecret(env);

  let handle;
  try {
    // This process opens the embedded database itself; the socket it serves is for the Next server only.
    delete process.env[EMBEDDED_SOCKET_ENV];
    handle = await openDatabase(openOptionsFromEnv());
  } catch (error) {
    if (error instanceof DatabaseLockedError || error instanceof DatabaseUnavailableError) fail(error.message);
    throw error;
  }
  try {
    log(`Database: ${handle.kind === "pglite" ? `embedded PGlite in ${handle.location}` : `Postgres at ${handle.location}`}`);
    await prepareDatabase(handle, env, log, { code: fingerprint });
  } catch (error) {
    await handle.close().catch(() => {});
    fail(
      `preparing the database failed: ${error instanceof Error ? error.message : String(error)}. Nothing was half-written: the generation runs in one transaction.`,
    );
  }
  // From here this process only serves the embedded database and allocates little, so what the preparation left
  // behind (a generation's hundreds of MB) would stay in its heap for a long time: it is collected now (`npm start`
  // runs node with --expose-gc).
  (globalThis as { gc?: () => void }).gc?.();
  // The embedded database stays open here and is served to the Next server on a socket, so its queries never run on
  // the server's request thread (lib/db/embedded-server.ts); Postgres is the server's own business.
  let served: EmbeddedServer | null = null;
  try {
    if (handle.pglite) served = await serveEmbedded(handle.pglite, env.DATA_DIR);
    else await handle.close();
  } catch (error) {
    await handle.close().catch(() => {});
    fail(`serving the embedded database failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  buildIfNeeded(fingerprint);

  // Next behind a server of our own (scripts/serve.mjs): client addresses from the socket or TRUST_PROXY, 431 for
  // oversized headers, and the loopback address unless HOST names another.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverScript], {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      ...(served ? { [EMBEDDED_SOCKET_ENV]: served.socketDir } : {}),
      PORT: String(env.PORT),
      TRUST_PROXY: String(env.TRUST_PROXY),
      NODE_ENV: "production",
      NEXTAUTH_SECRET: secret,
      NEXT_MANUAL_SIG_HANDLE: "true",
      NEXT_TELEMETRY_DISABLED: "1",
      // What Lumos knows is kept between starts for this code (lib/lumos/knowledge-snapshot.ts).
      [SOURCE_FINGERPRINT_ENV]: fingerprint,
    },
  });
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => {
    // The server has stopped: then the database is closed cleanly (its last writes flushed, the lock given back).
    const closing = served ? served.stop().finally(() => handle.close()) : Promise.resolve();
    void closing.catch(() => {}).finally(() => process.exit(code ?? (signal ? 1 : 0)));
  });

  const host = env.HOST ?? "127.0.0.1";
  if (await waitUntilServing(host, env.PORT, child)) {
    if (env.HOST === undefined) log(`Lumos is ready on http://localhost:${env.PORT} (this machine only: set HOST=0.0.0.0 to serve others)`);
    else log(`Lumos is ready on http://${host.includes(":") ? `[${host}]` : host}:${env.PORT} (listening on ${host})`);
    log(
      env.TRUST_PROXY > 0
        ? `Client addresses: as seen by the proxy in front (TRUST_PROXY=${env.TRUST_PROXY})`
        : "Client addresses: the connection's own (no proxy trusted; set TRUST_PROXY behind one)",
    );
    if (wantsDemoAccounts(env)) {
      log(`Demo sign-in${env.HOST === undefined ? "" : " (on: DEMO_ACCOUNTS=1)"}; change these before sharing the app:`);
      for (const account of DEMO_ACCOUNTS) log(`  ${account.role.padEnd(12)} ${account.email.padEnd(22)} ${account.password}`);
    } else if (env.HOST !== undefined && env.DATABASE_URL === undefined) {
      log("Demo accounts are refused while HOST is set (DEMO_ACCOUNTS=1 allows them).");
    }
  }
}

void main();
