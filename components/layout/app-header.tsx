import Link from "next/link";
import { CurrentUser } from "@/components/auth/current-user";
import { SignOutButton } from "@/components/auth/sign-out-button";

/** The minimal header of signed-in screens: the product, who is signed in, and sign-out. */
export function AppHeader() {
  return (
    <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-surface-dark-muted">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-6 py-3">
        <Link href="/" className="text-lg font-bold tracking-tight text-brand-700 dark:text-brand-300">
          Lumos
        </Link>
        <div className="flex items-center gap-4 text-sm">
          <CurrentUser />
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
