import type { Metadata } from "next";
import { connection } from "next/server";
import { notFound } from "next/navigation";

export const metadata: Metadata = { title: "Baseline" };

/**
 * The bench's baseline (scripts/bench-screens.ts): a truly bare page of the same build, rendered per request like
 * every screen, with a 50-row table and nothing else: no session, no data, no client component of its own.
 */
export default async function BenchBaselinePage() {
  await connection();
  // `npm run bench` starts the server with LUMOS_BENCH_BASELINE=1; everywhere else the page does not exist.
  if (process.env.LUMOS_BENCH_BASELINE !== "1") notFound();
  const rendered = Date.now();
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-xl font-semibold">Baseline</h1>
      <table className="mt-4 w-full text-sm">
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: 50 }, (_, row) => (
            <tr key={row}>
              <td>{row + 1}</td>
              <td>{((rendered % 997) * (row + 1)).toLocaleString("en-US")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
