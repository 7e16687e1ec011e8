"use client";

import { useRef, useState, type FormEvent } from "react";
import { texts } from "@/lib/ui/texts";
import { Notice } from "./account-card";
import { FormField, SubmitButton } from "./form-field";
import { postJson } from "./post-json";

const t = texts.accounts;

function fieldsOf(form: HTMLFormElement): { email: string; code: string } {
  const data = new FormData(form);
  return { email: String(data.get("email") ?? ""), code: String(data.get("code") ?? "") };
}

/** The 6-digit code → POST /api/signup/confirm → /login-page with a notice; "Send a new code" → /api/signup/resend. */
export function ConfirmSignUpForm({ initialEmail }: { initialEmail: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; code?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(initialEmail ? t.checkYourMail(initialEmail) : null);
  const [pending, setPending] = useState<"confirm" | "resend" | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form, not from state: what was typed before hydration is in the inputs only.
    const { email, code } = fieldsOf(event.currentTarget);
    const problems: { email?: string; code?: string } = {};
    if (!email.trim()) problems.email = t.emailRequired;
    if (!code.trim()) problems.code = t.codeRequired;
    setFieldErrors(problems);
    setError(null);
    if (Object.keys(problems).length > 0) return;
    setPending("confirm");
    const outcome = await postJson<{ next: string }>("/api/signup/confirm", { email: email.trim(), code: code.trim() });
    if (outcome.ok) {
      // A full navigation: the sign-in page reads its notice on the server.
      window.location.assign(outcome.data.next);
      return;
    }
    setPending(null);
    setNotice(null);
    if (outcome.field === "email" || outcome.field === "code") setFieldErrors({ [outcome.field]: outcome.message });
    else setError(outcome.message);
  }

  async function onResend() {
    const form = formRef.current;
    if (!form) return;
    const { email } = fieldsOf(form);
    if (!email.trim()) return setFieldErrors({ email: t.emailRequired });
    setFieldErrors({});
    setError(null);
    setPending("resend");
    const outcome = await postJson<{ message: string }>("/api/signup/resend", { email: email.trim() });
    setPending(null);
    if (outcome.ok) {
      const codeInput = form.elements.namedItem("code");
      if (codeInput instanceof HTMLInputElement) codeInput.value = "";
      setNotice(outcome.data.message);
    } else if (outcome.field === "email") setFieldErrors({ email: outcome.message });
    else setError(outcome.message);
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4" data-testid="confirm-form">
      {notice && !error && <Notice testId="confirm-notice">{notice}</Notice>}
      {error && (
        <Notice testId="confirm-error" tone="error">
          {error}
        </Notice>
      )}
      <FormField
        label={t.emailLabel}
        testId="confirm-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={initialEmail}
        error={fieldErrors.email}
      />
      <FormField
        label={t.codeLabel}
        testId="confirm-code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 -]*"
        maxLength={9}
        required
        error={fieldErrors.code}
      />
      <SubmitButton testId="confirm-submit" pending={pending === "confirm"} label={t.confirmButton} pendingLabel={t.confirming} />
      <button
        type="button"
        data-testid="confirm-resend"
        onClick={onResend}
        disabled={pending !== null}
        className="w-full rounded-lg border border-slate-200 px-4 py-2 font-medium hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        {pending === "resend" ? t.resending : t.resendButton}
      </button>
    </form>
  );
}
