import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db/client";
import { classifications, gameClassifications, games } from "@/lib/db/schema";
import { listReleases, listScreenshots, type Screenshot } from "./catalog";
import { LATEST_PLAYER_DAY } from "./player-counts";

export interface GameArtInfo {
  id: number;
  title: string;
  genre: string | null;
}

/** The title and primary genre a drawn cover shows; null when the game does not exist. */
export async function getGameArtInfo({ id, db }: { id: number; db?: Database }): Promise<GameArtInfo | null> {
  const database = db ?? (await getDb());
  const [row] = await database
    .select({ id: games.id, title: games.title, genre: classifications.name })
    .from(games)
    .leftJoin(
      gameClassifications,
      and(eq(gameClassifications.gameId, games.id), eq(gameClassifications.classificationTypeId, 1), eq(gameClassifications.isPrimary, true)),
    )
    .leftJoin(classifications, eq(classifications.id, gameClassifications.gcClassificationId))
    .where(eq(games.id, id))
    .limit(1);
  return row ?? null;
}

export interface MarketSummary {
  games: number;
  companies: number;
  releases: number;
  classifications: number;
  latestPlayerCountDate: string | null;
}

export async function getMarketSummary({ db }: { db?: Database } = {}): Promise<MarketSummary> {
  const database = db ?? (await getDb());
  const [row] = resultRows<{
    games: number;
    companies: number;
    releases: number;
    classifications: number;
    latest: string | null;
  }>(
    await database.execute(sql`select
      (select count(*)::int from games) as games,
      (select count(*)::int from companies) as companies,
      (select count(*)::int from releases) as releases,
      (select count(*)::int from classifications where name <> 'z_BLANK') as classifications,
      ${LATEST_PLAYER_DAY}::text as latest`),
  );
  return {
    games: Number(row.games),
    companies: Number(row.companies),
    releases: Number(row.releases),
    classifications: Number(row.classifications),
    latestPlayerCountDate: row.latest,
  };
}

/** A game users can open, the first by id: the game breakdown the server renders once before it listens (lib/server/warm-up.ts). */
export async function findWarmUpGameId({ db }: { db?: Database } = {}): Promise<number | null> {
  const database = db ?? (await getDb());
  const [row] = await database.select({ id: games.id }).from(games).where(eq(games.hideFromUser, false)).orderBy(games.id).limit(1);
  return row?.id ?? null;
}

/**
 * Whether a game is in the catalogue users see (it exists and is not hidden), as listGames and the game's metadata
 * read it: one indexed probe, where building the metadata to find out takes fourteen queries.
 */
export async function isGameShown({ id, db }: { id: number; db?: Database }): Promise<boolean> {
  const database = db ?? (await getDb());
  const [row] = await database
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.id, id), eq(games.hideFromUser, false)))
    .limit(1);
  return row !== undefined;
}

/** drizzle's execute returns the driver's result: rows on both pg and PGlite. */
export function resultRows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Screenshots of a game across its releases, at most `perRelease` each, in release and position order. */
export async function listGameScreenshots({ gameId, perRelease = 10, db }: { gameId: number; perRelease?: number; db?: Database }): Promise<Screenshot[]> {
  const releases = await listReleases({ gameIds: [gameId], perPage: 1500, db });
  return listScreenshots({ releaseIds: releases.data.map((release) => release.id), perPage: perRelease, db });
}
