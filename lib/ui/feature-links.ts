// Links to one feature (specification 000 §2: cls_id, feat, cat, cls_type_id, each set only when present) on the
// full breakdown page or in the breakdown dialog, and the rule for a feature tag that has no id (000 §5).

export const FEATURE_BREAKDOWN_PATH = "/feature-breakdown-page";
export const FEATURE_MODAL_PATH = "/feature-breakdown-modal-page";

export interface FeatureLinkTarget {
  cls_id?: number | null;
  name?: string | null;
  type?: string | null;
  cls_type_id?: number | null;
}

export function featureQuery(feature: FeatureLinkTarget): URLSearchParams {
  const params = new URLSearchParams();
  if (feature.cls_id) params.set("cls_id", String(feature.cls_id));
  if (feature.name) params.set("feat", feature.name);
  if (feature.type) params.set("cat", feature.type);
  if (feature.cls_type_id) params.set("cls_type_id", String(feature.cls_type_id));
  return params;
}

const hasId = (feature: FeatureLinkTarget) => Boolean(feature.cls_id || feature.cls_type_id);

/** The feature's page (or dialog) address; null when the feature has no id at all. */
export function featureLink(
  feature: FeatureLinkTarget,
  path: typeof FEATURE_BREAKDOWN_PATH | typeof FEATURE_MODAL_PATH = FEATURE_BREAKDOWN_PATH,
): string | null {
  return hasId(feature) ? `${path}?${featureQuery(feature)}` : null;
}

/**
 * A click on a feature tag: opens the breakdown dialog through `navigate`, or — for a tag without any id — skips it
 * with a warning, as the specification says. Answers whether it navigated.
 */
export function openFeature(
  feature: FeatureLinkTarget,
  navigate: (href: string) => void,
  warn: (message: string, detail?: unknown) => void = console.warn,
): boolean {
  const href = featureLink(feature, FEATURE_MODAL_PATH);
  if (!href) {
    warn("Feature tag has no id; the click is skipped.", feature);
    return false;
  }
  navigate(href);
  return true;
}
