import type { Metadata } from "next";
import { SteadyLink } from "@/components/navigation/steady-link";
import { AccountCard } from "@/components/accounts/account-card";
import { ConfirmSignUpForm } from "@/components/accounts/confirm-sign-up-form";
import { LOGIN_PATH } from "@/lib/shell/routes";
import { texts } from "@/lib/ui/texts";

export const metadata: Metadata = { title: "Confirm sign-up" };

const t = texts.accounts;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /signup-confirm-page?email=…: the 6-digit code from the sign-up mail. */
export default async function SignUpConfirmPage({ searchParams }: { searchParams: SearchParams }) {
  const email =
    first((await searchParams).email)
      ?.trim()
      .slice(0, 254) ?? "";
  return (
    <AccountCard
      testId="signup-confirm-page"
      title={t.confirmTitle}
      subtitle={t.confirmSubtitle}
      footer={
        <SteadyLink href={LOGIN_PATH} className="text-brand-600 hover:underline dark:text-brand-300" data-testid="confirm-signin-link">
          {t.backToSignIn}
        </SteadyLink>
      }
    >
      <ConfirmSignUpForm initialEmail={email} />
    </AccountCard>
  );
}
