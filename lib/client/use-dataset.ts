"use client";

import { useCallback, useEffect, useState } from "react";
import type { FetchOptions } from "./cache-policy";
import { readDataset } from "./datasets";

export type DatasetState<T> =
  | { status: "loading"; data: null; error: null }
  | { status: "error"; data: null; error: Error }
  | { status: "ready"; data: T; error: null };

/**
 * A named dataset in a client component: loading, then data or an error (logged, no data). retry() reads again
 * from the network. A null name waits (nothing to read yet).
 */
export function useDataset<T>(name: string | null, { policy, tier, ttlMs, kind }: FetchOptions = {}): DatasetState<T> & { retry: () => void } {
  const [state, setState] = useState<DatasetState<T>>({ status: "loading", data: null, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!name) return;
    let current = true;
    setState({ status: "loading", data: null, error: null });
    readDataset<T>(name, { policy: attempt > 0 ? "network-only" : policy, tier, ttlMs, kind }).then(
      (data) => current && setState({ status: "ready", data, error: null }),
      (error: unknown) => {
        console.error(`[datasets] Failed to fetch ${name}`, error);
        if (current) setState({ status: "error", data: null, error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      current = false;
    };
  }, [name, attempt, policy, tier, ttlMs, kind]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
