import type { Metadata } from "next";
import { SteadyLink } from "@/components/navigation/steady-link";
import { Suspense } from "react";
import { FollowButton } from "@/components/follows/follow-button";
import { FeatureGroups, GameHeader } from "@/components/game-breakdown/game-header";
import { Section, SectionSkeleton } from "@/components/ui/section";
import { PlayersSection } from "@/components/game-breakdown/players-section";
import { GameSectionsBelow } from "@/components/game-breakdown/sections-below";
import { requirePageUser } from "@/lib/auth/guard";
import { isFollowing } from "@/lib/data/follows";
import { datasets, type GameMetadata } from "@/lib/datasets/registry";
import { parseId } from "@/lib/domain/ids";
import { isPeriod, type Period } from "@/lib/domain/periods";
import { dataSourcesFor, queryOf, type DataSourceKind } from "@/lib/shell/flags";

export const dynamic = "force-dynamic";

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function readParams(params: SearchParams) {
  const period = first(params.period) ?? "";
  return {
    gameId: parseId(first(params.id)),
    period: (isPeriod(period) ? period : "daily") as Period,
    // dataSource=graphql renders the same view from live GraphQL queries; gameDataSource, marketingStrategySource
    // and playerStatsSource switch one part each (lib/shell/flags.ts).
    sources: dataSourcesFor(queryOf(params)),
  };
}

async function loadGame(gameId: number | null, dataSource: DataSourceKind): Promise<GameMetadata | null> {
  if (gameId === null) return null;
  return datasets.gameMetadata(gameId, { dataSource });
}

export async function generateMetadata({ searchParams }: { searchParams: Promise<SearchParams> }): Promise<Metadata> {
  const { gameId } = readParams(await searchParams);
  const game = await loadGame(gameId, "cache");
  return { title: game ? game.title : "Game not found" };
}

/** /game-breakdown-page?id=… (and /gamebreakdownpage): one game's performance at a glance. */
export default async function GameBreakdownPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requirePageUser();
  const params = await searchParams;
  const { gameId, period, sources } = readParams(params);
  const game = await loadGame(gameId, sources.gameMetadata);
  if (!game || gameId === null) return <GameNotFound raw={first(params.id)} />;
  const following = await isFollowing({ userId: user.id, gameId });

  const hrefForPeriod = (next: Period) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (typeof value === "string" && key !== "period") query.set(key, value);
    query.set("period", next);
    return `/game-breakdown-page?${query}`;
  };
  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6" data-testid="game-breakdown" data-game-id={gameId}>
      <GameHeader game={game} actions={<FollowButton gameId={gameId} title={game.title} initialFollowing={following} />} />
      <Section id="features" title="Features" description="Open a feature to follow it through the market.">
        <FeatureGroups game={game} />
      </Section>
      <Suspense fallback={<SectionSkeleton title="Players" height="h-96" />}>
        <PlayersSection gameId={gameId} dataSource={sources.gameBreakdown} statsSource={sources.playerStats} period={period} hrefForPeriod={hrefForPeriod} />
      </Suspense>
      <GameSectionsBelow gameId={gameId} title={game.title} sources={sources} />
    </main>
  );
}

function GameNotFound({ raw }: { raw: string | undefined }) {
  return (
    <main className="mx-auto w-full max-w-xl px-6 py-16 text-center" data-testid="game-not-found">
      <h1 className="text-2xl font-bold">Game not found</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        {raw ? `There is no game with the id "${raw}".` : "No game was given: open a game from a ranking or a table."}
      </p>
      <SteadyLink
        href="/"
        className="mt-6 inline-block rounded-md bg-indigo-600 px-4 py-2 text-sm font-medium text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-500"
      >
        Back to the dashboard
      </SteadyLink>
    </main>
  );
}
