"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { texts } from "@/lib/texts";
import { Notice } from "./account-card";
import { FormField, SubmitButton } from "./form-field";
import { postJson } from "./post-json";

const t = texts.accounts;

type Field = "username" | "email" | "password" | "confirm_password";

interface SignUpFormProps {
  /** With an invitation the address is fixed (read-only) and the token travels with the sign-up. */
  invitation?: { token: string; email: string } | null;
  passwordMinLength: number;
}

/** Username, email, password and its confirmation → POST /api/signup → the confirmation page. */
export function SignUpForm({ invitation = null, passwordMinLength }: SignUpFormProps) {
  const router = useRouter();
  const [values, setValues] = useState<Record<Field, string>>({ username: "", email: invitation?.email ?? "", password: "", confirm_password: "" });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const set = (field: Field) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  function localProblems(): Partial<Record<Field, string>> {
    const problems: Partial<Record<Field, string>> = {};
    if (!values.username.trim()) problems.username = t.usernameRequired;
    if (!invitation && !values.email.trim()) problems.email = t.emailRequired;
    if (!values.password) problems.password = t.passwordRequired;
    else if (values.confirm_password !== values.password) problems.confirm_password = t.passwordsDiffer;
    return problems;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = localProblems();
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
    if (outcome.field && outcome.field in values) setFieldErrors({ [outcome.field]: outcome.message });
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
        value={values.username}
        onChange={set("username")}
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
        value={values.email}
        onChange={set("email")}
        error={fieldErrors.email}
      />
      <FormField
        label={t.passwordLabel}
        testId="signup-password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={t.passwordHint(passwordMinLength)}
        value={values.password}
        onChange={set("password")}
        error={fieldErrors.password}
      />
      <FormField
        label={t.confirmPasswordLabel}
        testId="signup-confirm-password"
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirm_password}
        onChange={set("confirm_password")}
        error={fieldErrors.confirm_password}
      />
      <SubmitButton testId="signup-submit" pending={pending} label={t.signUpButton} pendingLabel={t.signingUp} />
    </form>
  );
}
