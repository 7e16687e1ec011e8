import { z } from "zod";
import { parseQuery, withUser } from "@/lib/api/handler";
import { isGameShown } from "@/lib/data/games";
import { readGameSectionsBelowTheFold } from "@/lib/game-breakdown/below-the-fold";
import { AppError } from "@/lib/server/errors";
import { dataSourcesFor } from "@/lib/shell/flags";

export const dynamic = "force-dynamic";

const source = z.enum(["cloudfront", "graphql"]).optional();
const query = z.object({
  id: z
    .string({ error: "id must be a game id" })
    .regex(/^[1-9]\d{0,9}$/, "id must be a positive integer")
    .transform(Number)
    .refine((id) => id <= 2_147_483_647, "id must be a positive integer"),
  // The page's overrides (000 §2), passed on as static-json takes them.
  gameDataSource: source,
  marketingStrategySource: source,
});

/**
 * GET /api/game-breakdown/sections?id=…[&gameDataSource=…&marketingStrategySource=…]: what the game breakdown shows
 * below the fold, read after the page has hydrated → { success, data: { competitors, symbiotic, fit, revenue,
 * sentiment, wishlists, social, videos, screenshots } }; a part that could not be read is null.
 */
export const GET = withUser("game-breakdown", async (request) => {
  const { id } = parseQuery(request, query, "game-breakdown");
  // The page may have been rendered by the other process (scripts/serve.mjs), so its metadata is not in this one's cache.
  if (!(await isGameShown({ id }))) throw new AppError("not_found:game-breakdown", `There is no game with the id ${id}.`, "id");
  const sources = dataSourcesFor(new URL(request.url).searchParams);
  const data = await readGameSectionsBelowTheFold(id, sources);
  return Response.json({ success: true, data }, { headers: { "cache-control": "private, no-cache" } });
});
