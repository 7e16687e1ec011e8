// Feature flags with the specification's defaults (000 §1) and the per-page query overrides (000 §2). Pure: pages
// and guards pass the query they were opened with.
export const FLAG_DEFAULTS = {
  /** The admin area is reachable for administrators; `?adminAccess=false` shows it as to anyone else. */
  adminAccess: true,
  /** The Lumos hosted model is asked when configured; `?askllm=false` keeps to the built-in parser. */
  askllm: true,
  /** The old sidebar is off. */
  oldSidebar: false,
  /** Mock data is off. */
  mockData: false,
} as const;

export type Flags = { -readonly [K in keyof typeof FLAG_DEFAULTS]: boolean };

const BOOLEAN_TEXT: Record<string, boolean> = { true: true, "1": true, on: true, yes: true, false: false, "0": false, off: false, no: false };

/** The flags for a page opened with this query; unknown or malformed override values leave the default. */
export function flagsFor(query: URLSearchParams): Flags {
  const flags: Flags = { ...FLAG_DEFAULTS };
  for (const key of ["adminAccess", "askllm", "mockData"] as const) {
    const value = query.get(key)?.toLowerCase();
    if (value !== undefined && value in BOOLEAN_TEXT) flags[key] = BOOLEAN_TEXT[value];
  }
  const sidebar = query.get("sidebar")?.toLowerCase();
  if (sidebar === "old" || sidebar === "new") flags.oldSidebar = sidebar === "old";
  return flags;
}
