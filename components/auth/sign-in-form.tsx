"use client";

import { useState, type FormEvent } from "react";
import { signIn } from "next-auth/react";
import { useHydrated } from "@/lib/client/use-hydrated";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { signInErrorMessage } from "@/lib/auth/sign-in-errors";
import { authTexts } from "@/lib/ui/texts/auth";

export type SignInMode = "user" | "admin";

interface SignInFormProps {
  mode: SignInMode;
  /** Where to go after signing in; sanitised again here, only same-origin paths are followed. */
  callbackUrl: string;
  /** ?reason=expired: the previous session ended. */
  expired?: boolean;
  /** ?error=… from next-auth's redirect flow. */
  initialError?: string | null;
  /** ?notice=… after an account flow (account confirmed, password changed), as lib/accounts/links.ts words it. */
  notice?: string | null;
}

const inputClass =
  "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-300 dark:border-slate-700 dark:bg-surface-dark dark:text-slate-100";

/** Email-or-username and password; the same form serves /login-page, /login and /admin-login-page. */
export function SignInForm({ mode, callbackUrl, expired = false, initialError = null, notice = null }: SignInFormProps) {
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(signInErrorMessage(initialError));
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form, not from state: what was typed or autofilled before hydration is in the inputs only.
    const form = new FormData(event.currentTarget);
    const identifier = String(form.get("identifier") ?? "");
    const password = String(form.get("password") ?? "");
    if (!identifier.trim()) return setError(authTexts.identifierRequired);
    if (!password) return setError(authTexts.passwordRequired);
    setError(null);
    setPending(true);
    const destination = safeCallbackUrl(callbackUrl);
    try {
      const result = await signIn("credentials", { redirect: false, identifier: identifier.trim(), password, scope: mode, callbackUrl: destination });
      if (!result || result.error || !result.ok) {
        setError(signInErrorMessage(result?.error ?? "unknown"));
        setPending(false);
        return;
      }
      // A full navigation, so server pages render with the new session cookie.
      window.location.assign(destination);
    } catch {
      setError(authTexts.signInFailed);
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="login-form" aria-describedby={error ? "login-error" : undefined}>
      {expired && !error && (
        <p data-testid="login-notice" role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 dark:bg-amber-950 dark:text-amber-200">
          {authTexts.sessionExpired}
        </p>
      )}
      {notice && !expired && !error && (
        <p
          data-testid="login-account-notice"
          role="status"
          className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900 dark:bg-brand-900 dark:text-brand-50"
        >
          {notice}
        </p>
      )}
      {error && (
        <p
          id="login-error"
          data-testid="login-error"
          role="alert"
          className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950 dark:text-red-200"
        >
          {error}
        </p>
      )}
      <label className="block text-sm font-medium">
        {authTexts.identifierLabel}
        <input
          data-testid="login-identifier"
          name="identifier"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          className={inputClass}
        />
      </label>
      <label className="block text-sm font-medium">
        {authTexts.passwordLabel}
        <input data-testid="login-password" name="password" type="password" autoComplete="current-password" required className={inputClass} />
      </label>
      <button
        type="submit"
        data-testid="login-submit"
        disabled={pending || !hydrated}
        className="w-full rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {pending ? authTexts.signingIn : authTexts.signInButton}
      </button>
    </form>
  );
}
