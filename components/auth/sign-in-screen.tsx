import { SteadyLink } from "@/components/navigation/steady-link";
import { PASSWORD_RESET_PATH, SIGNUP_PATH, accountNoticeText } from "@/lib/accounts/links";
import { safeCallbackUrl } from "@/lib/auth/callback-url";
import { ADMIN_LOGIN_PATH, LOGIN_PATH } from "@/lib/shell/routes";
import { texts } from "@/lib/ui/texts";
import { SignInForm, type SignInMode } from "./sign-in-form";

export type SignInSearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The sign-in page body shared by /login-page, /login and /admin-login-page. */
export async function SignInScreen({ mode, searchParams }: { mode: SignInMode; searchParams: SignInSearchParams }) {
  const params = await searchParams;
  // The admin sign-in leads to the admin area unless the visitor came from elsewhere.
  const callbackUrl = safeCallbackUrl(first(params.callbackUrl), mode === "admin" ? "/admin-page" : "/");
  const expired = first(params.reason) === "expired";
  const error = first(params.error) ?? null;
  const notice = accountNoticeText(first(params.notice));
  const otherPath = mode === "admin" ? LOGIN_PATH : ADMIN_LOGIN_PATH;
  const otherQuery = first(params.callbackUrl) ? `?${new URLSearchParams({ callbackUrl })}` : "";

  return (
    <main className="flex min-h-screen items-center justify-center px-6 py-10">
      <div className="w-full max-w-sm space-y-6 rounded-xl bg-white p-8 shadow-sm dark:bg-surface-dark-muted">
        <header>
          <h1 className="text-2xl font-bold tracking-tight">{mode === "admin" ? texts.auth.adminSignInTitle : texts.auth.signInTitle}</h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{mode === "admin" ? texts.auth.adminSignInSubtitle : texts.auth.signInSubtitle}</p>
        </header>
        <SignInForm mode={mode} callbackUrl={callbackUrl} expired={expired} initialError={error} notice={notice} />
        <p className="flex justify-between gap-3 text-sm">
          <SteadyLink href={PASSWORD_RESET_PATH} className="text-brand-600 hover:underline dark:text-brand-300" data-testid="login-forgot-password">
            {texts.accounts.forgotPassword}
          </SteadyLink>
          {mode === "user" && (
            <SteadyLink href={SIGNUP_PATH} className="text-brand-600 hover:underline dark:text-brand-300" data-testid="login-signup">
              {texts.accounts.signUpButton}
            </SteadyLink>
          )}
        </p>
        <p className="text-center text-sm">
          <SteadyLink href={`${otherPath}${otherQuery}`} className="text-brand-600 hover:underline dark:text-brand-300" data-testid="login-switch">
            {mode === "admin" ? texts.auth.userSignInLink : texts.auth.adminSignInLink}
          </SteadyLink>
        </p>
      </div>
    </main>
  );
}
