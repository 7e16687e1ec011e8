"use client";
// Sections below the fold are drawn in the browser. The server still builds them (their React payload, from their
// datasets, goes out with the page) but does not write their HTML: at 3,000 games the game breakdown answered 24
// requests a second with every section in its HTML and 29 with them drawn here (docs/decisions.md, "Sections below
// the fold are drawn in the browser"; the game breakdown and market research now read theirs after the page). Their
// skeleton holds the place until the page has hydrated; after a client-side navigation they are drawn at once.
import { useSyncExternalStore } from "react";

const nothingToWatch = () => () => {};

export function BelowTheFold({ children, fallback }: { children: React.ReactNode; fallback: React.ReactNode }) {
  // false while the server renders and while the page hydrates (so the HTML matches), true from then on.
  const inBrowser = useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
  return inBrowser ? children : fallback;
}
