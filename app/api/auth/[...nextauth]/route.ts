import NextAuth from "next-auth";
import { watchForDatabaseOutage } from "@/lib/auth/outage";
import { authOptions } from "@/lib/auth/options";
import { AppError } from "@/lib/server/errors";
import { texts } from "@/lib/ui/texts";

export const dynamic = "force-dynamic";

const handler = NextAuth(authOptions) as (request: Request, context: unknown) => Promise<Response>;

/** next-auth, except that a session read while the database is down answers 503 instead of ending the session. */
async function handle(request: Request, context: unknown): Promise<Response> {
  const { response, databaseUnavailable } = await watchForDatabaseOutage(() => handler(request, context));
  return databaseUnavailable ? new AppError("unavailable:auth", texts.errors.temporarilyUnavailable).toResponse() : response;
}

export { handle as GET, handle as POST };
