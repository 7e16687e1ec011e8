import "server-only";
// The screens a server renders once before it listens (scripts/serve.mjs, `renderScreensOnce`): a screen's first
// render in a process loads its modules and runs its code before V8 has compiled it, 300–500 ms where a later one
// takes 30–60, and the first users' requests used to pay for it, with every request behind them on the same thread.
import { encode } from "next-auth/jwt";
import { authSecret, sessionCookieName } from "@/lib/auth/secret";
import { startSessionToken } from "@/lib/auth/session";
import { findWarmUpGameId } from "@/lib/data/games";
import { findWarmUpUserId, getUserAuthState } from "@/lib/data/users";

/** What scripts/serve.mjs renders before it listens, and the session cookie it renders them with. */
export interface WarmUp {
  cookie: string;
  paths: string[];
}

/** The heaviest screens: each process renders those it answers. */
const WARM_UP_SCREENS = ["/", "/market-research-page", "/lumos-page"];

/**
 * A session of an active user (lib/data/users.ts, `findWarmUpUserId`), minted in this process as sign-in mints one,
 * and the screens to render with it; null when there is no user yet. The screens' server renders only read (page
 * views are recorded by the browser), and the cookie is only sent by this process to itself on the loopback address,
 * then dropped.
 */
export async function prepareWarmUp(): Promise<WarmUp | null> {
  const [userId, gameId] = await Promise.all([findWarmUpUserId(), findWarmUpGameId()]);
  const state = userId ? await getUserAuthState({ id: userId }) : null;
  if (!state) return null;
  const value = await encode({ token: await startSessionToken(state), secret: authSecret() });
  return {
    cookie: `${sessionCookieName()}=${value}`,
    paths: gameId === null ? WARM_UP_SCREENS : [...WARM_UP_SCREENS, `/game-breakdown-page?id=${gameId}`],
  };
}
