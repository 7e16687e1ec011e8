import type { Metadata } from "next";
import { SteadyLink } from "@/components/navigation/steady-link";
import { AccountCard, Notice } from "@/components/accounts/account-card";
import { SignUpForm } from "@/components/accounts/sign-up-form";
import { describeInvitationForSignUp } from "@/lib/accounts/invitations";
import { PASSWORD_MIN_LENGTH } from "@/lib/auth/password-policy";
import { getEnv } from "@/lib/server/env";
import { LOGIN_PATH } from "@/lib/shell/routes";
import { texts } from "@/lib/ui/texts";

export const metadata: Metadata = { title: "Sign up" };
export const dynamic = "force-dynamic";

const t = texts.accounts;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /signup-page, or /signup-page?invitation=<token> from an invitation mail (the address is then fixed). */
export default async function SignUpPage({ searchParams }: { searchParams: SearchParams }) {
  const token = first((await searchParams).invitation)?.trim() || null;
  const inviteOnly = getEnv().SIGNUP_MODE === "invite";
  const invitation = token ? await describeInvitationForSignUp({ token }) : null;
  const canSignUp = invitation !== null || (!token && !inviteOnly);

  return (
    <AccountCard
      testId="signup-page"
      title={t.signUpTitle}
      subtitle={t.signUpSubtitle}
      footer={
        <p>
          {t.haveAccount}{" "}
          <SteadyLink href={LOGIN_PATH} className="text-brand-600 underline hover:no-underline dark:text-brand-300" data-testid="signup-signin-link">
            {t.signInLink}
          </SteadyLink>
        </p>
      }
    >
      {token && !invitation && (
        <Notice testId="signup-invitation-invalid" tone="error">
          {t.invitationInvalid}
        </Notice>
      )}
      {!token && inviteOnly && (
        <Notice testId="signup-invite-only" tone="warning">
          {t.inviteOnly}
        </Notice>
      )}
      {invitation && <Notice testId="signup-invitation-notice">{t.invitedAs(invitation.role, invitation.groupName)}</Notice>}
      {canSignUp && <SignUpForm invitation={invitation && token ? { token, email: invitation.email } : null} passwordMinLength={PASSWORD_MIN_LENGTH} />}
    </AccountCard>
  );
}
