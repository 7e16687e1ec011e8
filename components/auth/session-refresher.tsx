"use client";

import { useEffect, useRef } from "react";
import { useSession } from "next-auth/react";
import { SESSION_REFRESH_INTERVAL_MS } from "@/lib/auth/session-policy";
import { isLeavingPage, markLeavingPage } from "@/lib/client/page-exit";
import { loginRedirectPath } from "@/lib/shell/routes";

const ACTIVITY_EVENTS = ["pointerdown", "keydown", "scroll", "touchstart", "focus"] as const;

/**
 * update() and the provider answer "no session" both for an ended session and for a network failure; only the
 * server saying so (a 200 without a user) sends the user away. Nothing is signed out here: the server has already
 * cleared an ended session's cookie, and signing out would revoke the user's sessions on every device.
 */
async function leaveIfSessionEnded() {
  if (isLeavingPage()) return;
  try {
    const response = await fetch("/api/auth/session", { cache: "no-store", credentials: "include" });
    if (!response.ok) return;
    const body = (await response.json()) as { user?: unknown } | null;
    if (body?.user) return;
  } catch {
    return;
  }
  // A sign-out, or the fetcher's own exit, started meanwhile: it decides where the user goes.
  if (isLeavingPage()) return;
  markLeavingPage();
  window.location.assign(loginRedirectPath(`${window.location.pathname}${window.location.search}`, { expired: true }));
}

/**
 * Specification 000 §4: the authentication session refreshes every 4 minutes with an activity reset. Every 4
 * minutes, if the user did anything since the last refresh, the session is refreshed (which re-mints the id and
 * access tokens and restarts the 30-minute idle timeout). An idle tab is left to time out. A session that has
 * ended (timeout, sign-out elsewhere, password change) sends the user to /login-page with reason=expired.
 */
export function SessionRefresher() {
  const { status, update } = useSession();
  const active = useRef(false);
  const updateRef = useRef(update);

  useEffect(() => {
    updateRef.current = update;
  }, [update]);

  useEffect(() => {
    const markActive = () => {
      active.current = true;
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, markActive, { passive: true });
    const timer = window.setInterval(async () => {
      if (!active.current) return;
      active.current = false;
      const session = await updateRef.current();
      if (!session) await leaveIfSessionEnded();
    }, SESSION_REFRESH_INTERVAL_MS);
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, markActive);
      window.clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    if (status === "unauthenticated") void leaveIfSessionEnded();
  }, [status]);

  return null;
}
