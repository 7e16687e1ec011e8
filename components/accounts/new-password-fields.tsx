"use client";

import { texts } from "@/lib/ui/texts";
import { FormField } from "./form-field";

const t = texts.accounts;

export interface NewPasswordErrors {
  password?: string;
  confirm_password?: string;
}

interface NewPasswordFieldsProps {
  /** The fields' test ids are `${testIdPrefix}-password` and `${testIdPrefix}-confirm-password`. */
  testIdPrefix: string;
  labels: { password: string; confirm: string };
  passwordMinLength: number;
  errors: NewPasswordErrors;
}

/** A new password (with the rule for passwords) and its confirmation: the fields `password` and `confirm_password`. */
export function NewPasswordFields({ testIdPrefix, labels, passwordMinLength, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <FormField
        label={labels.password}
        testId={`${testIdPrefix}-password`}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={t.passwordHint(passwordMinLength)}
        error={errors.password}
      />
      <FormField
        label={labels.confirm}
        testId={`${testIdPrefix}-confirm-password`}
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirm_password}
      />
    </>
  );
}

/** What the form can tell before sending: the password is missing, or its confirmation differs. */
export function newPasswordProblems(values: { password: string; confirm_password: string }): NewPasswordErrors {
  if (!values.password) return { password: t.passwordRequired };
  if (values.confirm_password !== values.password) return { confirm_password: t.passwordsDiffer };
  return {};
}
