"use client";

import { useCallback, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { ApiError } from "@/lib/client/fetcher";
import { useAccessToken } from "@/lib/client/use-access-token";
import { errorTexts } from "@/lib/ui/texts/errors";
import type { NoticeMessage } from "./notice";

export interface FieldError {
  field: string;
  message: string;
}

/** The message a failed call shows: the server's own (it names the field), or the generic one. */
export function errorMessageOf(error: unknown): string {
  return error instanceof ApiError ? error.message : errorTexts.somethingWentWrong;
}

/**
 * Runs one admin call at a time: tracks which action is busy, turns the outcome into a notice (and a 400's field
 * into a field error), and refreshes the server-rendered page after a change so tables show the new state.
 */
export function useAdminAction() {
  useAccessToken();
  const router = useRouter();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [refreshing, startRefresh] = useTransition();

  const run = useCallback(
    async <T>(
      key: string,
      operation: () => Promise<T>,
      { success, refresh = true }: { success?: (result: T) => string | NoticeMessage; refresh?: boolean } = {},
    ): Promise<T | undefined> => {
      setBusy(key);
      setNotice(null);
      setFieldError(null);
      try {
        const result = await operation();
        if (success) {
          const outcome = success(result);
          setNotice(typeof outcome === "string" ? { tone: "success", text: outcome } : outcome);
        }
        if (refresh) startRefresh(() => router.refresh());
        return result;
      } catch (error) {
        const message = errorMessageOf(error);
        if (error instanceof ApiError && error.field) setFieldError({ field: error.field, message });
        setNotice({ tone: "error", text: message });
        return undefined;
      } finally {
        setBusy(null);
      }
    },
    [router],
  );

  const errorFor = (field: string) => (fieldError?.field === field ? fieldError.message : null);

  return { run, busy, notice, setNotice, fieldError, errorFor, refreshing };
}
