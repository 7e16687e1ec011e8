"use client";

import { useEffect } from "react";
import { useSession } from "next-auth/react";
import { primeAccessToken } from "./fetcher";

/**
 * Keeps the fetcher's bearer token in step with useSession(): the 4-minute refresh re-mints the access token, and
 * the next call carries the new one without asking /api/auth/session first.
 */
export function useAccessToken(): string | null {
  const { data } = useSession();
  const token = data?.accessToken || null;
  useEffect(() => {
    if (token) primeAccessToken(token);
  }, [token]);
  return token;
}
