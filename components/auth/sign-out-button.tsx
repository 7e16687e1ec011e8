"use client";

import { useState } from "react";
import { signOut } from "next-auth/react";
import { markLeavingPage } from "@/lib/client/page-exit";
import { LOGIN_PATH } from "@/lib/shell/routes";
import { authTexts } from "@/lib/ui/texts/auth";

/** Signs out everywhere: the server raises the user's token version, so every session and token of theirs ends. */
export function SignOutButton() {
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      data-testid="sign-out"
      disabled={pending}
      onClick={async () => {
        setPending(true);
        markLeavingPage();
        await signOut({ redirect: false }).catch(() => undefined);
        window.location.assign(LOGIN_PATH);
      }}
      className="shrink-0 whitespace-nowrap rounded-lg border border-slate-200 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800"
    >
      {pending ? authTexts.signingOut : authTexts.signOutButton}
    </button>
  );
}
