// The server's requests to the embedded database stop waiting after a deadline: PGlite cannot cut a statement off,
// so a runaway statement ends the request as an outage (503 naming its surface, lib/db/unavailable.ts) instead of a
// request that never ends, and the database answers again once the statement is over.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { serveMemoryPglite } from "./helpers/memory-pglite-process";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { errorResponse } from "@/lib/server/errors";

describe("a deadline on the embedded database's statements", () => {
  let host: ChildProcess;
  let handle: DatabaseHandle;
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), "lumos-deadline-"));

  beforeAll(async () => {
    // Its own process, as `npm start` serves it: PGlite runs a statement on the thread that calls it.
    host = await serveMemoryPglite(socketDir);
    handle = await openDatabase({ kind: "pglite-socket", socketDir, queryDeadlineMs: 500 });
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    host?.kill("SIGTERM");
    fs.rmSync(socketDir, { recursive: true, force: true });
  });

  it("ends a statement that outruns it as an outage, and answers again after it", async () => {
    const started = performance.now();
    const error = await handle.db.execute(sql`select pg_sleep(2)`).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(isDatabaseUnavailable(error)).toBe(true);
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    const response = errorResponse(error, "analytics");
    logged.mockRestore();
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: { code: "unavailable:analytics" } });
    // The statement runs to its end in the database's process; then a new connection answers.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await handle.pool!.query("select 1 as ok")).rows).toEqual([{ ok: 1 }]);
  }, 30_000);
});
