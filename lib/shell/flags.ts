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

/** Where a screen's data is read from: the static cached datasets ("cache", the spec's cloudfront) or live GraphQL. */
export type DataSourceKind = "cache" | "graphql";

/**
 * Specification 000 §1: the dashboard, game breakdown, feature breakdown, market research, game metadata, game ids
 * and marketing strategy read from static cached datasets; player stats do not.
 */
export const DATA_SOURCE_DEFAULTS = {
  dashboard: "cache",
  gameBreakdown: "cache",
  featureBreakdown: "cache",
  marketResearch: "cache",
  gameMetadata: "cache",
  gameIds: "cache",
  marketingStrategy: "cache",
  playerStats: "graphql",
} as const satisfies Record<string, DataSourceKind>;

export type DataSources = { -readonly [K in keyof typeof DATA_SOURCE_DEFAULTS]: DataSourceKind };

const SOURCE_TEXT: Record<string, DataSourceKind> = { cloudfront: "cache", static: "cache", cache: "cache", graphql: "graphql", live: "graphql" };

/** The query overrides of 000 §2 and the sources each one sets; `dataSource` sets every source but player stats. */
const SOURCE_OVERRIDES: ReadonlyArray<[param: string, sources: ReadonlyArray<keyof DataSources>]> = [
  ["dataSource", ["dashboard", "gameBreakdown", "featureBreakdown", "marketResearch", "gameMetadata", "gameIds", "marketingStrategy"]],
  ["gameDataSource", ["gameMetadata", "gameBreakdown"]],
  ["gameIdsSource", ["gameIds"]],
  ["marketingStrategySource", ["marketingStrategy"]],
  ["playerStatsSource", ["playerStats"]],
];

/** A source as the page overrides write it (000 §2): the cached datasets are "cloudfront". */
export function sourceParam(kind: DataSourceKind): "cloudfront" | "graphql" {
  return kind === "cache" ? "cloudfront" : "graphql";
}

/** The data sources for a page opened with this query; the specific overrides win over `dataSource`. */
export function dataSourcesFor(query: URLSearchParams): DataSources {
  const sources: DataSources = { ...DATA_SOURCE_DEFAULTS };
  for (const [param, keys] of SOURCE_OVERRIDES) {
    const kind = SOURCE_TEXT[query.get(param)?.toLowerCase() ?? ""];
    if (kind) for (const key of keys) sources[key] = kind;
  }
  return sources;
}

/** A page's `searchParams` (Next's record) as the URLSearchParams the flag readers take; the first of repeated keys. */
export function queryOf(params: Record<string, string | string[] | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const text = Array.isArray(value) ? value[0] : value;
    if (text !== undefined) query.set(key, text);
  }
  return query;
}

/** Which data-source flag governs a named dataset (000 §7's dataset names). */
export function datasetSourceKey(name: string): keyof DataSources {
  if (name === "dashboard") return "dashboard";
  if (name === "game_ids" || name === "platform_to_game_ids") return "gameIds";
  if (name.startsWith("marketing_strategy_")) return "marketingStrategy";
  if (name.startsWith("feature_breakdown_")) return "featureBreakdown";
  if (name.startsWith("game_breakdown_")) return name.endsWith("_metadata") ? "gameMetadata" : "gameBreakdown";
  return "dashboard";
}
