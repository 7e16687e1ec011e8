import type { Metadata } from "next";
import { SteadyLink } from "@/components/navigation/steady-link";
import { AccountCard } from "@/components/accounts/account-card";
import { PasswordResetFlow } from "@/components/accounts/password-reset-flow";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password-policy";
import { LOGIN_PATH } from "@/lib/shell/routes";
import { texts } from "@/lib/ui/texts";

export const metadata: Metadata = { title: "Reset password" };

const t = texts.accounts;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /password-reset-page, or /password-reset-page?email=… from the reset mail (straight to the code step). */
export default async function PasswordResetPage({ searchParams }: { searchParams: SearchParams }) {
  const email =
    first((await searchParams).email)
      ?.trim()
      .slice(0, 254) ?? "";
  return (
    <AccountCard
      testId="password-reset-page"
      title={t.resetTitle}
      subtitle={t.resetSubtitle}
      footer={
        <SteadyLink href={LOGIN_PATH} className="text-brand-600 hover:underline dark:text-brand-300" data-testid="reset-signin-link">
          {t.backToSignIn}
        </SteadyLink>
      }
    >
      <PasswordResetFlow initialEmail={email} passwordMinLength={PASSWORD_MIN_LENGTH} />
    </AccountCard>
  );
}
