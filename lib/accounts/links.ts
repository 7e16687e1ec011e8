// The pages mails and answers point to. Pure.
import { LOGIN_PATH } from "@/lib/shell/routes";
import { texts } from "@/lib/ui/texts";

export const SIGNUP_PATH = "/signup-page";
export const SIGNUP_CONFIRM_PATH = "/signup-confirm-page";
export const PASSWORD_RESET_PATH = "/password-reset-page";

/** ?notice= values the sign-in page may show after an account flow (see accountNotice). */
export const ACCOUNT_NOTICES = { accountConfirmed: "account-confirmed", passwordChanged: "password-changed" } as const;
export type AccountNotice = (typeof ACCOUNT_NOTICES)[keyof typeof ACCOUNT_NOTICES];

export function signUpConfirmPath(email: string): string {
  return `${SIGNUP_CONFIRM_PATH}?${new URLSearchParams({ email })}`;
}

export function passwordResetPath(email?: string): string {
  return email ? `${PASSWORD_RESET_PATH}?${new URLSearchParams({ email })}` : PASSWORD_RESET_PATH;
}

export function signInPathWithNotice(notice: AccountNotice): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ notice })}`;
}

export function absoluteUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, "")}${path}`;
}

/** The sentence for /login-page?notice=…, or null for anything else (the sign-in screen shows it above the form). */
export function accountNoticeText(notice: string | null | undefined): string | null {
  if (notice === ACCOUNT_NOTICES.accountConfirmed) return texts.accounts.accountConfirmed;
  if (notice === ACCOUNT_NOTICES.passwordChanged) return texts.accounts.passwordChanged;
  return null;
}
