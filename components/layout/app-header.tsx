import { SteadyLink } from "@/components/navigation/steady-link";
import { CurrentUser } from "@/components/auth/current-user";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { MenuButton } from "./navigation-provider";
import { ThemeToggle } from "./theme-toggle";

/**
 * The header of signed-in screens: the menu on narrow screens, search, the theme, who is signed in, and sign-out. It
 * fits a 390 px phone in every state, also while the session loads.
 */
export function AppHeader() {
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-surface-dark-muted">
      <div className="flex h-14 items-center justify-between gap-3 px-4 sm:gap-4 sm:px-6">
        <div className="flex shrink-0 items-center gap-2 md:hidden">
          <MenuButton />
          <SteadyLink
            href="/"
            className="text-lg font-bold tracking-tight text-brand-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-brand-300"
          >
            Lumos
          </SteadyLink>
        </div>
        <form action="/search-page" role="search" className="hidden flex-1 sm:flex">
          <label htmlFor="header-search" className="sr-only">
            Search games, features and companies
          </label>
          <input
            id="header-search"
            name="q"
            type="search"
            maxLength={200}
            placeholder="Search games, features, companies…"
            className="w-full max-w-md rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:bg-slate-900"
          />
        </form>
        {/* min-w-0: on a phone the user's name (or the loading text) gives way with an ellipsis, never the page. */}
        <div className="flex min-w-0 items-center gap-3 text-sm sm:gap-4">
          <ThemeToggle />
          <CurrentUser />
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
