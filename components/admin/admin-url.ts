// Addresses inside the admin area: the tab, its filters, its page and the selected user or group all live in the
// query string, so every view has a link and the server renders it. Pure: server and client components share it.

export const ADMIN_TABS = ["users", "groups", "audit", "outbox"] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const ADMIN_PARAM_NAMES = ["tab", "search", "status", "role", "page", "user", "group", "groups_token"] as const;
export type AdminParamName = (typeof ADMIN_PARAM_NAMES)[number];
export type AdminParams = Partial<Record<AdminParamName, string>>;

export type SearchParamsRecord = Record<string, string | string[] | undefined>;

/** The admin parameters of a page's searchParams (the first value of each, blanks dropped). */
export function readAdminParams(searchParams: SearchParamsRecord): AdminParams {
  const params: AdminParams = {};
  for (const name of ADMIN_PARAM_NAMES) {
    const raw = searchParams[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value !== undefined && value.trim() !== "") params[name] = value;
  }
  return params;
}

export function adminTabOf(params: AdminParams): AdminTab {
  return (ADMIN_TABS as readonly string[]).includes(params.tab ?? "") ? (params.tab as AdminTab) : "users";
}

/** A positive page number from the query, else 1. */
export function pageOf(params: AdminParams): number {
  const page = Number(params.page);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** The address of the admin area with `changes` applied to `params` (undefined or null removes a parameter). */
export function adminHref(basePath: string, params: AdminParams, changes: Partial<Record<AdminParamName, string | number | null | undefined>> = {}): string {
  const merged: Record<string, string> = {};
  for (const name of ADMIN_PARAM_NAMES) {
    const value = name in changes ? changes[name] : params[name];
    if (value !== undefined && value !== null && String(value) !== "") merged[name] = String(value);
  }
  if (merged.tab === "users") delete merged.tab;
  if (merged.page === "1") delete merged.page;
  const query = new URLSearchParams(merged).toString();
  return query ? `${basePath}?${query}` : basePath;
}

/** The first page of a tab, nothing else carried over. */
export function tabHref(basePath: string, tab: AdminTab): string {
  return adminHref(basePath, {}, { tab });
}
