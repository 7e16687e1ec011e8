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

  // First, while each lane has the one connection it opened: nothing else of the front lane's comes along afterwards to
  // hand the turn on by chance.
  it("lets the other lane on when a message waited for its turn and its connection closed meanwhile", async () => {
    const holder = await analysis.pool!.connect();
    await holder.query("begin");
    const waiter = await front.pool!.connect();
    waiter.on("error", () => {});
    // Its Parse waits for the turn behind the open transaction; then the connection goes, as a deadline or a crash
    // would end it, before anything after the Parse reaches the database.
    const waiting = waiter.query("select $1::int as n", [1]).catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 200));
    (waiter as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    expect(await waiting).toBeInstanceOf(Error);
    waiter.release(true);
    await holder.query("commit");
    holder.release();
    const answer = analysis.pool!.query<{ n: number }>("select $1::int as n", [2]).then(({ rows }) => rows[0].n);
    const stuck = new Promise((resolve) => setTimeout(() => resolve("no answer in 5 s"), 5_000));
    expect(await Promise.race([answer, stuck])).toBe(2);
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

  it("leaves a lane's transaction alone when the other lane's connection closes", async () => {
    const closing = await front.pool!.connect();
    await closing.query("select $1::int as n", [1]);
    const writer = await analysis.pool!.connect();
    try {
      await writer.query("begin");
      await writer.query("insert into ledger (amount) values (777)");
      // The front process's connection ends while the analysis process is inside its transaction.
      closing.release(true);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await writer.query("insert into ledger (amount) values (778)");
      await writer.query("commit");
    } finally {
      writer.release();
    }
    const { rows } = await front.pool!.query<{ amount: number }>("select amount from ledger where amount > $1 order by amount", [700]);
    expect(rows.map((row) => row.amount)).toEqual([777, 778]);
  });
});
