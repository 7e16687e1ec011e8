import Link from "next/link";
import { CurrentUser } from "@/components/auth/current-user";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { ThemeToggle } from "./theme-toggle";

const NAV = [
  { href: "/categories-page", label: "Categories" },
  { href: "/search-page", label: "Search" },
  { href: "/user-dashboard-page", label: "Your dashboard" },
  { href: "/about", label: "About" },
];

/** The header of signed-in screens: the product, search, who is signed in, and sign-out. */
export function AppHeader() {
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-surface-dark-muted">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-6 py-3">
        <nav aria-label="Main" className="flex items-center gap-4 text-sm">
          <Link href="/" className="text-lg font-bold tracking-tight text-brand-700 dark:text-brand-300">
            Lumos
          </Link>
          {NAV.map((item) => (
            <Link key={item.href} href={item.href} className="hidden rounded text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 md:inline dark:text-slate-300 dark:hover:text-white">
              {item.label}
            </Link>
          ))}
        </nav>
        <form action="/search-page" role="search" className="hidden flex-1 justify-center sm:flex">
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
        <div className="flex items-center gap-4 text-sm">
          <ThemeToggle />
          <CurrentUser />
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
