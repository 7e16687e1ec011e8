import "server-only";
// next-auth answers any failure of the jwt callback with "no session" and clears the session cookie. That is right
// for a session that ended and wrong for a database that is down for a moment: every page load during the outage
// would sign its user out. The auth route runs next-auth inside this scope, the callback notes an outage here, and
// the route answers 503 instead of next-auth's answer (no cookie is touched; the browser keeps its session).
import { AsyncLocalStorage } from "node:async_hooks";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";

const scope = new AsyncLocalStorage<{ databaseUnavailable: boolean }>();

/** Called with what the jwt callback caught, before it is rethrown to next-auth. */
export function noteDatabaseOutage(error: unknown) {
  const watch = scope.getStore();
  if (watch && isDatabaseUnavailable(error)) watch.databaseUnavailable = true;
}

/** Runs an auth request; tells whether the database was found unavailable while it ran. */
export async function watchForDatabaseOutage(work: () => Promise<Response>): Promise<{ response: Response; databaseUnavailable: boolean }> {
  const watch = { databaseUnavailable: false };
  const response = await scope.run(watch, work);
  return { response, databaseUnavailable: watch.databaseUnavailable };
}
