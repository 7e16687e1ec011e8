/**
 * The dashboard's address with one parameter changed (left out when `value` is null) and its other parameters kept,
 * as "?…" ("?" alone when none is left), for links that change one part of the view (its overview period, its page
 * of upcoming games).
 */
export function dashboardHref(params: Record<string, string>, name: string, value: string | null): string {
  const query = new URLSearchParams();
  for (const [key, other] of Object.entries(params)) if (key !== name) query.set(key, other);
  if (value !== null) query.set(name, value);
  const text = query.toString();
  return text ? `?${text}` : "?";
}
