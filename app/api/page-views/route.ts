import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { parseJsonBody, parseQuery, withUser } from "@/lib/api/handler";
import { assertSameOrigin, getOptionalUser } from "@/lib/auth/guard";
import { clientAddressFrom } from "@/lib/auth/rate-limit";
import { isAdminRole } from "@/lib/auth/session-policy";
import { listPageViews, recordPageView } from "@/lib/data/page-views";
import { AppError, errorResponse } from "@/lib/server/errors";
import { resolvePageView } from "@/lib/shell/page-views";
import { texts } from "@/lib/ui/texts";
import { pageViewBody, pageViewsQuery } from "./schema";

export const dynamic = "force-dynamic";

const SURFACE = "page-views";

// Anonymous views (sign-in and sign-up screens) are stored without a user; one address may not flood the table.
const ANONYMOUS_VIEWS_PER_MINUTE = 60;
const anonymousLimiter = new RateLimiterMemory({ keyPrefix: "page_views_anonymous", points: ANONYMOUS_VIEWS_PER_MINUTE, duration: 60 });

/** A prefetch or prerender is not a view, whatever it asks for. */
function isPrefetch(request: Request): boolean {
  const purpose = `${request.headers.get("purpose") ?? ""} ${request.headers.get("sec-purpose") ?? ""}`.toLowerCase();
  return request.headers.get("next-router-prefetch") !== null || purpose.includes("prefetch") || purpose.includes("prerender");
}

/**
 * POST /api/page-views { path } → 201 { page_view } when the location is a tracked screen (specification 000 §2),
 * 204 when it is not (nothing stored). The name and subject come from the path, never from the caller. A signed-in
 * caller's view is theirs; without a session only the public screens' views (login, signup) are accepted, stored
 * without a user.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    assertSameOrigin(request, SURFACE);
    const { path } = await parseJsonBody(request, pageViewBody, SURFACE);
    if (isPrefetch(request)) return new Response(null, { status: 204 });
    const view = resolvePageView(path);
    if (!view) return new Response(null, { status: 204 });
    const user = await getOptionalUser(request);
    if (!user) {
      if (view.access !== "public") throw new AppError(`unauthorized:${SURFACE}`, texts.auth.notAuthenticated);
      try {
        await anonymousLimiter.consume(clientAddressFrom(request.headers));
      } catch (error) {
        if (error instanceof RateLimiterRes)
          throw new AppError(`rate_limit:${SURFACE}`, "Too many page views from this address. Please try again in a minute.");
        throw error;
      }
    } else if (view.access === "admin" && !isAdminRole(user.role)) {
      // The admin screens turn this user away (to the unauthorized page), so there was no view.
      return new Response(null, { status: 204 });
    }
    const record = await recordPageView({ userId: user?.id ?? null, name: view.name, subject: view.subject, path: view.path });
    return Response.json({ page_view: { name: record.name, subject: record.subject, path: record.path, created_at: record.created_at } }, { status: 201 });
  } catch (error) {
    return errorResponse(error, SURFACE);
  }
}

/** GET /api/page-views?limit= → { page_views }: the signed-in user's own views, newest first (50 by default, at most 200). */
export const GET = withUser(SURFACE, async (request, user) => {
  const { limit } = parseQuery(request, pageViewsQuery, SURFACE);
  return Response.json({ page_views: await listPageViews({ userId: user.id, limit }) }, { headers: { "cache-control": "no-store" } });
});
