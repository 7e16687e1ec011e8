import "server-only";
import type { Database } from "@/lib/db/client";
import { listClassifications, listGameClassificationPairs } from "@/lib/data/classifications";
import { STEAM_TAG_TYPE } from "@/lib/domain/classifications";
import { categoryTilesFor, type CategoryTile } from "@/lib/ui/categories";

/**
 * The categories screen's tiles: Steam tags join the eighteen only when some game carries one (a real import), so
 * the demo market's screen is unchanged. Two small reads: the tags, then whether any game has one of them.
 */
export async function listCategoryTiles({ db }: { db?: Database } = {}): Promise<readonly CategoryTile[]> {
  const tags = await listClassifications({ classificationTypeIds: [STEAM_TAG_TYPE.id], perPage: 500, db });
  if (tags.data.length === 0) return categoryTilesFor({ steamTags: false });
  const carried = await listGameClassificationPairs({ classificationIds: tags.data.map((tag) => tag.id), perPage: 1, db });
  return categoryTilesFor({ steamTags: carried.items.length > 0 });
}
