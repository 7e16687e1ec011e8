import "server-only";
import { listUpcomingGames } from "@/lib/data/catalog";
import { datasets, type DashboardDataset } from "@/lib/datasets/registry";

// What the dashboard shows below the fold (its top features, market movers and a page of upcoming games), read in one
// request after the page has hydrated (GET /api/dashboard/sections; docs/decisions.md, "Sections below the fold are
// read after the page"). A part that could not be read is null: its section says so, the others still show.

export interface DashboardSectionsBelowTheFold {
  topFeatures: DashboardDataset["topFeatures"] | null;
  marketMovers: DashboardDataset["marketMovers"] | null;
  /** The page of upcoming games asked for: the first from the dashboard dataset, any other read for it. */
  upcoming: DashboardDataset["upcomingGames"] | null;
}

export async function readDashboardSectionsBelowTheFold({
  upcomingPage,
  dataSource,
}: {
  upcomingPage: number;
  dataSource: "cache" | "graphql";
}): Promise<DashboardSectionsBelowTheFold> {
  const data = await datasets.dashboard({ dataSource });
  const upcoming =
    upcomingPage === 1
      ? (data?.upcomingGames ?? null)
      : await listUpcomingGames({ currentPage: upcomingPage, perPage: 10 }).catch((error: unknown) => {
          console.error("[dashboard] upcoming games could not be read:", error instanceof Error ? error.message : error);
          return null;
        });
  return { topFeatures: data?.topFeatures ?? null, marketMovers: data?.marketMovers ?? null, upcoming };
}
