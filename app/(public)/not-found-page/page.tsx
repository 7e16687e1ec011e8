import type { Metadata } from "next";
import NotFound from "@/app/not-found";

export const metadata: Metadata = { title: "Page not found" };

/**
 * The not-found status page, a screen of its own (specification 000 §2) answered with 200 like the other status
 * pages; an unknown path shows the same screen with status 404 (app/not-found.tsx).
 */
export default function NotFoundPage() {
  return <NotFound />;
}
