"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { texts } from "@/lib/ui/texts";
import { Notice } from "./account-card";
import { FormField, SubmitButton } from "./form-field";
import { NewPasswordFields, newPasswordProblems } from "./new-password-fields";
import { postJson } from "./post-json";

const t = texts.accounts;

const RESET_FIELDS = ["code", "password", "confirm_password"] as const;
type ResetField = (typeof RESET_FIELDS)[number];

/**
 * Step 1: the address → POST /api/forgot-password (the same answer for every address). Step 2: the mailed code and
 * the new password twice → POST /api/confirm-forgot-password → /login-page with a notice. Opened from the mail's
 * link (?email=), it starts at step 2.
 */
export function PasswordResetFlow({ initialEmail, passwordMinLength }: { initialEmail: string; passwordMinLength: number }) {
  const [step, setStep] = useState<"request" | "confirm">(initialEmail ? "confirm" : "request");
  const [email, setEmail] = useState(initialEmail);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ResetField, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A new code empties the confirmation form (a new key mounts fresh, uncontrolled inputs).
  const [confirmForm, setConfirmForm] = useState(0);

  async function requestCode(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    // Read from the form, not from state: what was typed before hydration is in the input only.
    const address = event ? String(new FormData(event.currentTarget).get("email") ?? "") : email;
    setEmail(address);
    setError(null);
    if (!address.trim()) return setEmailError(t.emailRequired);
    setEmailError(null);
    setPending(true);
    const outcome = await postJson<{ message: string }>("/api/forgot-password", { email: address.trim() });
    setPending(false);
    if (!outcome.ok) {
      if (outcome.field === "email") setEmailError(outcome.message);
      else setError(outcome.message);
      return;
    }
    setNotice(outcome.data.message);
    setFieldErrors({});
    setConfirmForm((current) => current + 1);
    setStep("confirm");
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(RESET_FIELDS.map((field) => [field, String(data.get(field) ?? "")])) as Record<ResetField, string>;
    const problems: Partial<Record<ResetField, string>> = {};
    if (!values.code.trim()) problems.code = t.codeRequired;
    Object.assign(problems, newPasswordProblems(values));
    setFieldErrors(problems);
    setError(null);
    if (Object.keys(problems).length > 0) return;
    setPending(true);
    const outcome = await postJson<{ next: string }>("/api/confirm-forgot-password", {
      email: email.trim(),
      code: values.code.trim(),
      password: values.password,
      confirm_password: values.confirm_password,
    });
    if (outcome.ok) {
      window.location.assign(outcome.data.next);
      return;
    }
    setPending(false);
    setNotice(null);
    if (outcome.field && (RESET_FIELDS as readonly string[]).includes(outcome.field)) setFieldErrors({ [outcome.field]: outcome.message });
    else setError(outcome.message);
  }

  const errorNotice = error && (
    <Notice testId="reset-error" tone="error">
      {error}
    </Notice>
  );

  if (step === "request") {
    return (
      <form onSubmit={requestCode} noValidate className="space-y-4" data-testid="reset-request-form">
        {errorNotice}
        <FormField label={t.emailLabel} testId="reset-email" name="email" type="email" autoComplete="email" required defaultValue={email} error={emailError} />
        <SubmitButton testId="reset-send-code" pending={pending} label={t.sendCodeButton} pendingLabel={t.sendingCode} />
      </form>
    );
  }

  return (
    <form key={confirmForm} onSubmit={confirm} noValidate className="space-y-4" data-testid="reset-confirm-form">
      {notice && !error && <Notice testId="reset-notice">{notice}</Notice>}
      {errorNotice}
      <FormField label={t.emailLabel} testId="reset-confirm-email" name="email" type="email" readOnly value={email} />
      <FormField
        label={t.resetCodeLabel}
        testId="reset-code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 -]*"
        maxLength={9}
        required
        error={fieldErrors.code}
      />
      <NewPasswordFields
        testIdPrefix="reset"
        labels={{ password: t.newPasswordLabel, confirm: t.confirmNewPasswordLabel }}
        passwordMinLength={passwordMinLength}
        errors={fieldErrors}
      />
      <SubmitButton testId="reset-submit" pending={pending} label={t.resetButton} pendingLabel={t.resetting} />
      <div className="flex justify-between gap-3 text-sm">
        <LinkButton testId="reset-resend" disabled={pending} onClick={() => void requestCode()}>
          {t.resendButton}
        </LinkButton>
        <LinkButton
          testId="reset-use-another-email"
          disabled={pending}
          onClick={() => {
            setStep("request");
            setNotice(null);
            setError(null);
          }}
        >
          {t.useAnotherEmail}
        </LinkButton>
      </div>
    </form>
  );
}

/** A button that reads as a link, under the form. */
function LinkButton({ testId, disabled, onClick, children }: { testId: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      data-testid={testId}
      disabled={disabled}
      onClick={onClick}
      className="text-brand-600 hover:underline disabled:opacity-60 dark:text-brand-300"
    >
      {children}
    </button>
  );
}
