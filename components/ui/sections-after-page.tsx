"use client";
// Sections read after the page: a screen's sections below the fold come from one JSON request made once the page has
// hydrated (docs/decisions.md, "Sections below the fold are drawn in the browser"). Each section shows its skeleton
// while they are on their way and its "could not be loaded" state when the request failed.
import { useEffect, useState, type ReactNode } from "react";
import { Section, SectionMessage, SectionSkeleton, UNAVAILABLE } from "./section";

/**
 * The `data` of the JSON answer `{ success, data }` at `url`, read once per url: undefined while it is on its way,
 * null when it failed. An answer for another url (the game or view before) is never returned as this one's.
 */
export function useSectionsData<T>(url: string): T | null | undefined {
  const [load, setLoad] = useState<{ url: string; data: T | null } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(url, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`status ${response.status}`);
        const body = (await response.json()) as { data: T };
        setLoad({ url, data: body.data });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ url, data: null });
      });
    return () => controller.abort();
  }, [url]);
  return load?.url === url ? load.data : undefined;
}

/** One section of data read with useSectionsData, drawn by `children` once it has come. */
export function SectionAfterPage<T>({
  data,
  id,
  title,
  height,
  children,
}: {
  data: T | null | undefined;
  id: string;
  title: string;
  height?: string;
  children: (data: T) => ReactNode;
}) {
  if (data === undefined) return <SectionSkeleton title={title} height={height} />;
  if (data === null)
    return (
      <Section id={id} title={title}>
        <SectionMessage tone="error">{UNAVAILABLE}</SectionMessage>
      </Section>
    );
  return children(data);
}
