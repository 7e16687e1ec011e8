"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { texts } from "@/lib/ui/texts";
import { Notice } from "./account-card";
import { FormField, SubmitButton } from "./form-field";
import { NewPasswordFields, newPasswordProblems } from "./new-password-fields";
import { postJson } from "./post-json";

const t = texts.accounts;

const FIELDS = ["username", "email", "password", "confirm_password"] as const;
type Field = (typeof FIELDS)[number];

interface SignUpFormProps {
  /** With an invitation the address is fixed (read-only) and the token travels with the sign-up. */
  invitation?: { token: string; email: string } | null;
  passwordMinLength: number;
}

/** Username, email, password and its confirmation → POST /api/signup → the confirmation page. */
export function SignUpForm({ invitation = null, passwordMinLength }: SignUpFormProps) {
  const router = useRouter();
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function localProblems(values: Record<Field, string>): Partial<Record<Field, string>> {
    const problems: Partial<Record<Field, string>> = {};
    if (!values.username.trim()) problems.username = t.usernameRequired;
    if (!invitation && !values.email.trim()) problems.email = t.emailRequired;
    return Object.assign(problems, newPasswordProblems(values));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form, not from state: what was typed or autofilled before hydration is in the inputs only.
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? "")])) as Record<Field, string>;
    const problems = localProblems(values);
    setFieldErrors(problems);
    setError(null);
    if (Object.keys(problems).length > 0) return;
    setPending(true);
    const outcome = await postJson<{ next: string }>("/api/signup", {
      username: values.username.trim(),
      ...(invitation ? { invitation: invitation.token } : { email: values.email.trim() }),
      password: values.password,
      confirm_password: values.confirm_password,
    });
    if (outcome.ok) {
      router.push(outcome.data.next);
      return;
    }
    setPending(false);
    if (outcome.field && (FIELDS as readonly string[]).includes(outcome.field)) setFieldErrors({ [outcome.field]: outcome.message });
    else setError(outcome.message);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="signup-form">
      {error && (
        <Notice testId="signup-error" tone="error">
          {error}
        </Notice>
      )}
      <FormField
        label={t.usernameLabel}
        testId="signup-username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={fieldErrors.username}
      />
      <FormField
        label={t.emailLabel}
        testId="signup-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        readOnly={invitation !== null}
        defaultValue={invitation?.email ?? ""}
        error={fieldErrors.email}
      />
      <NewPasswordFields
        testIdPrefix="signup"
        labels={{ password: t.passwordLabel, confirm: t.confirmPasswordLabel }}
        passwordMinLength={passwordMinLength}
        errors={fieldErrors}
      />
      <SubmitButton testId="signup-submit" pending={pending} label={t.signUpButton} pendingLabel={t.signingUp} />
    </form>
  );
}
