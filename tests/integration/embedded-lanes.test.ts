// Two server processes on the one embedded database, each through its own socket (lib/db/embedded-server.ts): their
// queries and transactions take turns whole, so neither sees the other's half-done statement or open transaction.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serveMemoryPglite } from "./helpers/memory-pglite-process";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";

describe("the embedded database's two lanes", () => {
  let host: ChildProcess;
  let front: DatabaseHandle;
  let analysis: DatabaseHandle;
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), "lumos-lanes-"));

  beforeAll(async () => {
    host = await serveMemoryPglite(socketDir);
    front = await openDatabase({ kind: "pglite-socket", socketDir, lane: 0 });
    analysis = await openDatabase({ kind: "pglite-socket", socketDir, lane: 1 });
    await front.pool!.query("create table ledger (id serial primary key, amount int not null)");
  }, 60_000);
  afterAll(async () => {
    await front?.close();
    await analysis?.close();
    host?.kill("SIGTERM");
    fs.rmSync(socketDir, { recursive: true, force: true });
  });

  it("answers each lane's parameterised queries with its own parameters, side by side", async () => {
    const ask = (handle: DatabaseHandle, offset: number) =>
      Promise.all(
        Array.from({ length: 150 }, async (_, index) => {
          const { rows } = await handle.pool!.query<{ n: number; label: string }>("select $1::int as n, $2::text as label", [
            offset + index,
            `q${offset + index}`,
          ]);
          return rows[0];
        }),
      );
    const [fromFront, fromAnalysis] = await Promise.all([ask(front, 0), ask(analysis, 1_000)]);
    expect(fromFront).toEqual(Array.from({ length: 150 }, (_, index) => ({ n: index, label: `q${index}` })));
    expect(fromAnalysis).toEqual(Array.from({ length: 150 }, (_, index) => ({ n: 1_000 + index, label: `q${1_000 + index}` })));
  });

  it("never shows one lane's open transaction to the other", async () => {
    const writes = (async () => {
      for (let round = 0; round < 10; round++) {
        const client = await front.pool!.connect();
        try {
          await client.query("begin");
          for (let row = 0; row < 5; row++) await client.query("insert into ledger (amount) values ($1)", [row === 4 ? -10 : 10]);
          // Rolled back every other round: its rows must never be seen.
          await client.query(round % 2 === 0 ? "commit" : "rollback");
        } finally {
          client.release();
        }
      }
    })();
    const seen: number[] = [];
    const reads = (async () => {
      for (let read = 0; read < 60; read++) {
        const { rows } = await analysis.pool!.query<{ count: number }>("select count(*)::int as count from ledger where id > $1", [0]);
        seen.push(rows[0].count);
      }
    })();
    await Promise.all([writes, reads]);
    // Only whole committed rounds of five rows.
    expect(seen.every((count) => count % 5 === 0)).toBe(true);
    expect((await analysis.pool!.query<{ count: number }>("select count(*)::int as count from ledger")).rows[0].count).toBe(25);
  });

  it("lets the other lane on when a lane's connection ends inside a transaction, and rolls it back", async () => {
    const client = await front.pool!.connect();
    await client.query("begin");
    await client.query("insert into ledger (amount) values (999)");
    // The connection is dropped mid-transaction, as a crashed process's would be.
    client.release(true);
    const { rows } = await analysis.pool!.query<{ count: number }>("select count(*)::int as count from ledger where amount = $1", [999]);
    expect(rows[0].count).toBe(0);
  });
});
