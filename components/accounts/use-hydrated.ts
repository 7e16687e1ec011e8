"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server-rendered HTML and until React has hydrated the form, true after. Submit buttons stay disabled
 * until then: a click before hydration would otherwise submit the form natively (a GET carrying the password in the
 * address) instead of through its handler.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
