"use client";

import { useRouter } from "next/navigation";
import { featureLink, openFeature, type FeatureLinkTarget } from "@/lib/ui/feature-links";
import { rememberModalOpener } from "./modal-opener";

/**
 * A feature that opens its breakdown in a dialog over the current page. The anchor itself points at the full
 * breakdown page, so ctrl/cmd/shift/middle clicks and "open in new tab" still get the page; a plain click or Enter
 * opens the dialog. A feature without any id is plain text (a click would be skipped with a warning).
 */
export function FeatureModalLink({
  feature,
  className,
  children,
  testId,
}: {
  feature: FeatureLinkTarget;
  className?: string;
  children: React.ReactNode;
  testId?: string;
}) {
  const router = useRouter();
  const href = featureLink(feature);
  if (!href) return <span className={className}>{children}</span>;
  return (
    <a
      href={href}
      className={className}
      data-testid={testId}
      aria-haspopup="dialog"
      onClick={(event) => {
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        rememberModalOpener(event.currentTarget);
        openFeature(feature, (modalHref) => router.push(modalHref, { scroll: false }));
      }}
    >
      {children}
    </a>
  );
}
