import type { Metadata } from "next";
import { SteadyLink } from "@/components/navigation/steady-link";
import { Suspense } from "react";
import { FollowButton } from "@/components/follows/follow-button";
import { FeatureGroups, GameHeader } from "@/components/game-breakdown/game-header";
import { Section, SectionBelowTheFold, SectionSkeleton } from "@/components/ui/section";
import {
  CompetitorsSection,
  PersonaSection,
  PlayersSection,
  RevenueSection,
  ScreenshotsSection,
  SentimentSection,
  SocialSection,
  SymbioticSection,
  VideosSection,
  WishlistSection,
} from "@/components/game-breakdown/sections";
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
  const props = { gameId, dataSource: sources.gameBreakdown };
  const marketing = { gameId, dataSource: sources.marketingStrategy };
  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 px-4 py-8 sm:px-6" data-testid="game-breakdown" data-game-id={gameId}>
      <GameHeader game={game} actions={<FollowButton gameId={gameId} title={game.title} initialFollowing={following} />} />
      <Section id="features" title="Features" description="Open a feature to follow it through the market.">
        <FeatureGroups game={game} />
      </Section>
      <Suspense fallback={<SectionSkeleton title="Players" height="h-96" />}>
        <PlayersSection {...props} statsSource={sources.playerStats} period={period} hrefForPeriod={hrefForPeriod} />
      </Suspense>
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionBelowTheFold title="Top competitors">
          <CompetitorsSection {...props} />
        </SectionBelowTheFold>
        <SectionBelowTheFold title="Symbiotic games">
          <SymbioticSection {...props} />
        </SectionBelowTheFold>
      </div>
      <SectionBelowTheFold title="Player fit">
        <PersonaSection {...props} />
      </SectionBelowTheFold>
      <h2 className="pt-2 text-xl font-bold tracking-tight">Marketing strategy</h2>
      <SectionBelowTheFold title="Revenue estimate" height="h-80">
        <RevenueSection {...marketing} />
      </SectionBelowTheFold>
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionBelowTheFold title="Sentiment">
          <SentimentSection {...marketing} />
        </SectionBelowTheFold>
        <SectionBelowTheFold title="Wishlists">
          <WishlistSection {...marketing} />
        </SectionBelowTheFold>
      </div>
      <SectionBelowTheFold title="Social media" height="h-40">
        <SocialSection {...marketing} />
      </SectionBelowTheFold>
      <SectionBelowTheFold title="Videos" height="h-24">
        <VideosSection gameId={gameId} />
      </SectionBelowTheFold>
      <SectionBelowTheFold title="Screenshots" height="h-40">
        <ScreenshotsSection gameId={gameId} title={game.title} />
      </SectionBelowTheFold>
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
