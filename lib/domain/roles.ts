// The roles of Lumos' users (specification 000 §3, §6), and who acts in an administrative change.

export const ROLES = ["analyst", "admin", "super-admin"] as const;
export type Role = (typeof ROLES)[number];
/** Specification 000 §6: the admin roles named are admin and super-admin. */
export const ADMIN_ROLES: readonly Role[] = ["admin", "super-admin"];

export function isAdminRole(role: unknown): boolean {
  return typeof role === "string" && (ADMIN_ROLES as readonly string[]).includes(role);
}

/** Specification 000 §6: the session can check for one role, or for any of a list of roles. */
export function hasRole(role: unknown, wanted: Role | readonly Role[]): boolean {
  const list: readonly string[] = typeof wanted === "string" ? [wanted] : wanted;
  return typeof role === "string" && list.includes(role);
}

/** Who acts in an administrative change: the data layer records and checks the actor by id and role. */
export interface Actor {
  id: string;
  role: Role;
}
