import { z } from "zod";
import { parseQuery, withUser } from "@/lib/api/handler";
import { readDashboardSectionsBelowTheFold } from "@/lib/dashboard/below-the-fold";
import { dataSourcesFor } from "@/lib/shell/flags";

export const dynamic = "force-dynamic";

const query = z.object({
  upcoming_page: z
    .string({ error: "upcoming_page must be a page number" })
    .regex(/^[1-9]\d{0,9}$/, "upcoming_page must be a positive integer")
    .transform(Number)
    .refine((page) => page <= 2_147_483_647, "upcoming_page must be a positive integer")
    .optional(),
  // The page's override (000 §2), passed on as static-json takes it.
  dataSource: z.enum(["cloudfront", "graphql"], { error: "dataSource must be cloudfront or graphql" }).optional(),
});

/**
 * GET /api/dashboard/sections[?upcoming_page=…&dataSource=…]: what the dashboard shows below the fold, read after the
 * page has hydrated → { success, data: { topFeatures, marketMovers, upcoming } }; a part that could not be read is null.
 */
export const GET = withUser("dashboard", async (request) => {
  const { upcoming_page: upcomingPage = 1 } = parseQuery(request, query, "dashboard");
  const dataSource = dataSourcesFor(new URL(request.url).searchParams).dashboard;
  const data = await readDashboardSectionsBelowTheFold({ upcomingPage, dataSource });
  return Response.json({ success: true, data }, { headers: { "cache-control": "private, no-cache" } });
});
