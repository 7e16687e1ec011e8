import "server-only";
import { screenshotUrl } from "@/lib/art/urls";
import { listGameScreenshots } from "@/lib/data/games";
import { listVideoStats, type VideoStat } from "@/lib/data/market";
import { getMarketDate } from "@/lib/data/market-date";
import { datasets } from "@/lib/datasets/registry";
import type { DataSources } from "@/lib/shell/flags";

// What the game breakdown shows below the fold, read in one request after the page has hydrated
// (GET /api/game-breakdown/sections; docs/decisions.md, "Sections below the fold are read after the page").
// A part that could not be read is null: its section says so, the others still show.

type Dataset<K extends keyof typeof datasets> = Awaited<ReturnType<(typeof datasets)[K]>>;

export interface GameScreenshot {
  id: number;
  src: string;
  width: number;
  height: number;
}

export interface GameSectionsBelowTheFold {
  competitors: Dataset<"gameTopCompetitors">;
  symbiotic: Dataset<"gameSymbiotic">;
  fit: Dataset<"gamePlayerFit">;
  revenue: Dataset<"revenueEstimate">;
  sentiment: Dataset<"sentimentData">;
  wishlists: Dataset<"wishlistChartData">;
  social: Dataset<"socialMediaPerformance">;
  videos: VideoStat[] | null;
  screenshots: GameScreenshot[] | null;
  /**
   * The player counts cover 30 days (MarketDate.monthOfHistory): symbiotic games correlate 30 days or more of daily
   * players, so with fewer (a first import) none can be found and the section says why.
   */
  monthOfHistory: boolean;
}

/** At most this many screenshots, one per image file, ten per release. */
const SCREENSHOTS_SHOWN = 12;

async function orNull<T>(part: string, read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    console.error(`[game-breakdown] ${part} could not be read:`, error instanceof Error ? error.message : error);
    return null;
  }
}

async function screenshots(gameId: number): Promise<GameScreenshot[]> {
  const shots = await listGameScreenshots({ gameId, perRelease: 10 });
  const unique = [...new Map(shots.map((shot) => [shot.filename, shot])).values()].slice(0, SCREENSHOTS_SHOWN);
  return unique.map((shot) => ({
    id: shot.id,
    src: screenshotUrl({ releaseId: shot.release_id, position: shot.position, filename: shot.filename }),
    width: shot.width,
    height: shot.height,
  }));
}

export async function readGameSectionsBelowTheFold(
  gameId: number,
  sources: Pick<DataSources, "gameBreakdown" | "marketingStrategy">,
): Promise<GameSectionsBelowTheFold> {
  const breakdown = { dataSource: sources.gameBreakdown };
  const marketing = { dataSource: sources.marketingStrategy };
  const [competitors, symbiotic, fit, revenue, sentiment, wishlists, social, videos, shots, marketDate] = await Promise.all([
    datasets.gameTopCompetitors(gameId, breakdown),
    datasets.gameSymbiotic(gameId, breakdown),
    datasets.gamePlayerFit(gameId, breakdown),
    datasets.revenueEstimate(gameId, marketing),
    datasets.sentimentData(gameId, marketing),
    datasets.wishlistChartData(gameId, marketing),
    datasets.socialMediaPerformance(gameId, marketing),
    orNull("videos", listVideoStats({ gameId })),
    orNull("screenshots", screenshots(gameId)),
    orNull("market date", getMarketDate()),
  ]);
  const monthOfHistory = marketDate?.monthOfHistory ?? true;
  return { competitors, symbiotic, fit, revenue, sentiment, wishlists, social, videos, screenshots: shots, monthOfHistory };
}
