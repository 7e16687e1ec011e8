"use client";

import type { InputHTMLAttributes } from "react";
import { useHydrated } from "@/lib/client/use-hydrated";

const inputClass =
  "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-300 read-only:bg-slate-100 read-only:text-slate-600 aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-surface-dark dark:text-slate-100 dark:read-only:bg-slate-800";

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "className"> {
  label: string;
  /** data-testid of the input; its error line is `${testId}-error`. */
  testId: string;
  error?: string | null;
  hint?: string;
}

/** A labelled input with its hint and its own error line, as the sign-in form lays them out. */
export function FormField({ label, testId, error, hint, id, name, ...input }: FormFieldProps) {
  const inputId = id ?? `field-${name ?? testId}`;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        data-testid={testId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...input}
      />
      {hint && !error && (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} data-testid={`${testId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

export function SubmitButton({ testId, pending, label, pendingLabel }: { testId: string; pending: boolean; label: string; pendingLabel: string }) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      data-testid={testId}
      disabled={pending || !hydrated}
      className="w-full rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
