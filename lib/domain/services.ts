// Section 5: allowed service ids are 1 to 13, 15, 16, 17 and 18 (14 is not shown).
export const ALLOWED_SERVICE_IDS: ReadonlySet<number> = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18]);

/** Whether a service id may be shown. */
export function isAllowedServiceId(serviceId: number): boolean {
  return ALLOWED_SERVICE_IDS.has(serviceId);
}

/** Keeps the items whose service id is allowed, in their order. */
export function filterAllowedServices<T>(items: ReadonlyArray<T>, serviceIdOf: (item: T) => number): T[] {
  return items.filter((item) => isAllowedServiceId(serviceIdOf(item)));
}
