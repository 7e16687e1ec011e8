"use client";

import { useRef, useState } from "react";
import { useHydrated } from "@/lib/client/use-hydrated";
import { apiFetch } from "@/lib/client/fetcher";
import { followTexts } from "@/lib/ui/texts/follow";

const t = followTexts;

/** Follow / Following toggle for one game: changes at once, and goes back with a message when the server refuses. */
export function FollowButton({ gameId, title, initialFollowing }: { gameId: number; title: string; initialFollowing: boolean }) {
  const [following, setFollowing] = useState(initialFollowing);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // The state the server last confirmed, so a failure rolls back to it.
  const confirmed = useRef(initialFollowing);
  // Until React has hydrated the page a click would be lost without a word, so the button waits disabled.
  const hydrated = useHydrated();

  const toggle = async () => {
    if (pending) return;
    const next = !following;
    setFollowing(next);
    setError(null);
    setPending(true);
    try {
      await apiFetch(`/follows/${gameId}`, { method: next ? "PUT" : "DELETE" });
      confirmed.current = next;
    } catch {
      setFollowing(confirmed.current);
      setError(next ? t.followFailed : t.unfollowFailed);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col items-start gap-1 sm:items-end">
      <button
        type="button"
        onClick={toggle}
        disabled={!hydrated}
        aria-pressed={following}
        aria-busy={pending || undefined}
        title={following ? t.unfollowHint : t.followHint}
        data-testid="follow-button"
        data-following={following}
        className={`inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-wait ${
          following
            ? "border border-indigo-300 bg-indigo-50 text-indigo-800 hover:bg-indigo-100 dark:border-indigo-700 dark:bg-indigo-950/60 dark:text-indigo-200 dark:hover:bg-indigo-900/60"
            : "bg-indigo-600 text-white hover:bg-indigo-700"
        }`}
      >
        <span aria-hidden="true">{following ? "✓" : "+"}</span>
        {following ? t.following : t.follow}
        <span className="sr-only"> {title}</span>
      </button>
      <p role="alert" className="min-h-0 text-xs text-red-700 dark:text-red-300" data-testid="follow-error">
        {error}
      </p>
    </div>
  );
}
