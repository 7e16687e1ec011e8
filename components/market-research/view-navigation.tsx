"use client";

// Moving from one market-research view to the next (a sort, a page, a page size, new filters) shows at once that
// the view is being updated: the sections below the filters are dimmed, marked busy and topped with a status line
// until the new view has arrived, so the old figures are never read as the answer to the new question.
import { useRouter } from "next/navigation";
import { createContext, useContext, useTransition, type ComponentProps, type ReactNode } from "react";
import { opensElsewhere, watchSoftNavigation } from "@/components/navigation/steady-link";

export const UPDATING_TEXT = "Updating the view…";

interface ViewNavigation {
  pending: boolean;
  start: (work: () => void) => void;
}

const ViewContext = createContext<ViewNavigation | null>(null);

/** One transition for every control of the view, so any of them marks the whole view as updating. */
export function ViewNavigationProvider({ children }: { children: ReactNode }) {
  const [pending, start] = useTransition();
  return <ViewContext.Provider value={{ pending, start }}>{children}</ViewContext.Provider>;
}

/** Goes to another view in place; `pending` is true until it has arrived. Works without a provider too. */
export function useViewNavigation(): { pending: boolean; go: (href: string) => void } {
  const shared = useContext(ViewContext);
  const [ownPending, ownStart] = useTransition();
  const router = useRouter();
  const { pending, start } = shared ?? { pending: ownPending, start: ownStart };
  return {
    pending,
    go: (href: string) => {
      // Next 15.5 can leave a client navigation uncommitted on a busy machine: then the page loads the classic way.
      watchSoftNavigation(href);
      start(() => router.push(href, { scroll: false }));
    },
  };
}

/**
 * A link to another view of the screen: a plain link for a new tab or before hydration, an in-place update otherwise.
 * The view is replaced in a transition that keeps the old one, dimmed, until the new one arrives, so the view's
 * loading state is never shown and nothing is prefetched (a view has a dozen of these links); the scroll position stays.
 */
export function ViewLink({ href, onClick, ...props }: Omit<ComponentProps<"a">, "href"> & { href: string }) {
  const { go } = useViewNavigation();
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (opensElsewhere(event)) return;
        event.preventDefault();
        go(href);
      }}
      {...props}
    />
  );
}

/** The part of the screen a new view replaces: dimmed and busy while it is on its way. */
export function ViewRegion({ children }: { children: ReactNode }) {
  const { pending } = useViewNavigation();
  return (
    <div aria-busy={pending} data-testid="market-view" data-pending={pending} className="relative">
      {pending && (
        <p
          role="status"
          data-testid="market-updating"
          className="sticky top-2 z-10 mx-auto w-fit rounded-full bg-indigo-600 px-4 py-1.5 text-sm font-medium text-white shadow-lg"
        >
          {UPDATING_TEXT}
        </p>
      )}
      <div className={`space-y-6 transition-opacity ${pending ? "pointer-events-none opacity-50" : ""}`}>{children}</div>
    </div>
  );
}
