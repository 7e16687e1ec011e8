import Link from "next/link";
import { Suspense } from "react";
import { requirePageUser } from "@/lib/auth/guard";
import { getMarketSummary } from "@/lib/data/games";
import { listTopGamesByPlayers } from "@/lib/data/players";
import { coverUrl } from "@/lib/art/urls";
import { formatCompact } from "@/lib/format";

export const dynamic = "force-dynamic";

export default async function DashboardPage() {
  await requirePageUser();
  return (
    <main className="mx-auto max-w-6xl space-y-8 px-6 py-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Lumos</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">The games market at a glance.</p>
      </header>
      <Suspense fallback={<div className="h-24 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />}>
        <MarketSummarySection />
      </Suspense>
      <Suspense fallback={<div className="h-96 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />}>
        <TopGamesSection />
      </Suspense>
    </main>
  );
}

async function MarketSummarySection() {
  const summary = await getMarketSummary();
  const tiles = [
    { label: "Games", value: summary.games },
    { label: "Companies", value: summary.companies },
    { label: "Releases", value: summary.releases },
    { label: "Features", value: summary.classifications },
  ];
  return (
    <section aria-label="Market summary" className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-xl bg-white p-4 shadow-sm dark:bg-surface-dark-muted">
          <div className="text-sm text-slate-500">{tile.label}</div>
          <div className="text-2xl font-semibold" data-testid={`summary-${tile.label.toLowerCase()}`}>
            {formatCompact(tile.value)}
          </div>
        </div>
      ))}
    </section>
  );
}

async function TopGamesSection() {
  const top = await listTopGamesByPlayers({ limit: 10 });
  return (
    <section aria-labelledby="top-games" className="rounded-xl bg-white p-6 shadow-sm dark:bg-surface-dark-muted">
      <h2 id="top-games" className="text-lg font-semibold">
        Top games by players
      </h2>
      <p className="text-sm text-slate-500">{top.date ? `Peak concurrent players on ${top.date}` : "No player counts in the last 3 days."}</p>
      <ol className="mt-4 divide-y divide-slate-100 dark:divide-slate-800" data-testid="top-games">
        {top.games.map((game, index) => (
          <li key={game.gameId} className="flex items-center gap-4 py-2">
            <span className="w-6 text-right text-sm text-slate-400">{index + 1}</span>
            {/* eslint-disable-next-line @next/next/no-img-element -- drawn SVG covers need no optimisation */}
            <img src={coverUrl({ gameId: game.gameId, filename: null })} alt="" width={30} height={40} className="rounded" />
            <Link href={`/game-breakdown-page?id=${game.gameId}`} className="flex-1 font-medium hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500">
              {game.title}
            </Link>
            <span className="tabular-nums">{formatCompact(game.playerCount)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
