"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server-rendered HTML and until React has hydrated the page, true after. Buttons that act through a
 * handler stay disabled until then: a submit button clicked before hydration would submit its form natively (a GET
 * carrying the password in the address), and a plain button's click would be lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
