"use client";

import type { ChangeEvent } from "react";
import { texts } from "@/lib/ui/texts";
import { Field, Input } from "@/components/ui/input";

interface AdminPasswordFieldProps {
  testId: string;
  /** What the password does here (optional on creation, signs the user out when set). */
  hint: string;
  /** The server's refusal of the password, if any. */
  error: string | null;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  required?: boolean;
}

/** A new password an administrator types for a user: the create-user and set-password forms. */
export function AdminPasswordField({ testId, hint, error, value, onChange, required }: AdminPasswordFieldProps) {
  return (
    <Field label={texts.admin.passwordLabel} hint={hint} error={error}>
      <Input type="password" autoComplete="new-password" data-testid={testId} value={value} aria-invalid={!!error} onChange={onChange} required={required} />
    </Field>
  );
}
