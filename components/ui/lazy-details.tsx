"use client";

import { useState, type ReactNode } from "react";

/**
 * A `<details>` whose content is rendered on first opening, not with the page: a week-by-week table of ten years
 * behind a closed "Weekly figures" was a sixth of the game breakdown's HTML, built for every visit and mostly never
 * opened. Once opened it stays rendered, so closing and opening again keeps its sort.
 */
export function LazyDetails({
  summary,
  className,
  summaryClassName,
  children,
}: {
  summary: ReactNode;
  className?: string;
  summaryClassName?: string;
  children: ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <details className={className} onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className={summaryClassName}>{summary}</summary>
      {opened ? children : null}
    </details>
  );
}
