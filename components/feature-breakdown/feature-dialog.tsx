"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useRef } from "react";
import type { FeaturePreviewProps } from "./feature-preview";
import { PreviewSkeleton } from "./preview-skeleton";
import { hasModalOpener, rememberModalOpener, restoreModalOpenerFocus } from "./modal-opener";

// Split off: the routes' first load stays small, and the shell (with its skeleton) shows at once.
const ApolloFeaturePreview = dynamic(() => import("./apollo-feature-preview").then((m) => m.ApolloFeaturePreview), {
  ssr: false,
  loading: () => <PreviewSkeleton />,
});

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The feature breakdown in a dialog over the page it was opened from (/feature-breakdown-modal-page, intercepted).
 * Escape, the close button and a click on the backdrop go back; focus moves in, stays in, and returns to the opener.
 */
export function FeatureDialog(props: Omit<FeaturePreviewProps, "titleId" | "heading">) {
  const router = useRouter();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closing = useRef(false);

  const close = useCallback(() => {
    if (closing.current) return;
    closing.current = true;
    router.back();
  }, [router]);

  useEffect(() => {
    // A plain link click (or history navigation) leaves no remembered opener: the focused element is the best guess.
    if (!hasModalOpener() && document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      rememberModalOpener(document.activeElement);
    panel.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close();
      } else if (event.key === "Tab" && panel.current) {
        const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
        if (items.length === 0) return;
        const first = items[0];
        const last = items[items.length - 1];
        if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = overflow;
      restoreModalOpenerFocus();
    };
  }, [close]);

  return (
    <div
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/60 p-3 sm:p-6"
      data-testid="feature-modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-label={props.feat ?? "Feature breakdown"}
        tabIndex={-1}
        data-testid="feature-modal"
        className="relative my-0 w-full max-w-3xl rounded-xl sm:my-auto bg-white p-5 text-slate-900 shadow-2xl outline-none focus-visible:outline-2 focus-visible:outline-indigo-500 sm:p-6 dark:bg-surface-dark-muted dark:text-slate-100"
      >
        <button
          type="button"
          onClick={close}
          aria-label="Close"
          data-testid="feature-modal-close"
          className="absolute right-3 top-3 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-slate-800 dark:hover:text-slate-100"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
          </svg>
        </button>
        <div className="pr-8">
          <ApolloFeaturePreview {...props} titleId={titleId} />
        </div>
      </div>
    </div>
  );
}

/** The same content as a page, for a direct visit or a reload of /feature-breakdown-modal-page. */
export function FeaturePreviewPage(props: Omit<FeaturePreviewProps, "titleId" | "heading">) {
  const titleId = useId();
  return <ApolloFeaturePreview {...props} titleId={titleId} heading="h1" />;
}
