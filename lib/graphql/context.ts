import "server-only";
import DataLoader from "dataloader";
import type { Database } from "@/lib/db/client";
import { listAgeRatings, listCompanies, listCovers, listPlatforms, listServices } from "@/lib/data/catalog";

/** Per-request loaders: look-ups by id from every field of one request are batched into one query each. */
function byIdLoader<T extends { id: number }>(load: (ids: number[]) => Promise<T[]>) {
  return new DataLoader<number, T | null>(async (ids) => {
    const rows = await load([...ids]);
    const found = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => found.get(id) ?? null);
  });
}

/**
 * `today` is the day "yesterday", "last 7 days" and "upcoming" count from. Tests and the datasets pin it; left out, each
 * query counts from the market date (lib/data/market-date.ts: the data's latest day, never after the clock).
 */
export function createContext({ db, today }: { db?: Database; today?: string } = {}) {
  return {
    db,
    today,
    loaders: {
      covers: byIdLoader((ids) => listCovers({ ids, db })),
      companies: byIdLoader((ids) => listCompanies({ ids, db })),
      platforms: byIdLoader((ids) => listPlatforms({ ids, db })),
      ageRatings: byIdLoader((ids) => listAgeRatings({ ids, db })),
      services: byIdLoader((ids) => listServices({ ids, db })),
      all: {
        platforms: () => listPlatforms({ db }),
        services: () => listServices({ db }),
      },
    },
  };
}

export type GraphQLContext = ReturnType<typeof createContext>;
