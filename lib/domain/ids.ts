/** The largest id: ids are Postgres integer columns, so at most 2^31 − 1. */
export const MAX_ID = 2_147_483_647;

/**
 * A positive integer id from a number or a numeric string (digits only, surrounding spaces allowed); null for
 * 0, negatives, decimals, NaN, values above MAX_ID, partly numeric strings ("12abc") and anything else.
 */
export function parseId(value: unknown): number | null {
  let id: number;
  if (typeof value === "number") id = value;
  else if (typeof value === "string" && /^\d+$/.test(value.trim())) id = Number(value.trim());
  else return null;
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : null;
}

/** The valid ids of a list (section 5: non-numeric game ids from a static source are dropped), first occurrences in order. */
export function parseIds(values: ReadonlyArray<unknown>): number[] {
  const ids = new Set<number>();
  for (const value of values) {
    const id = parseId(value);
    if (id !== null) ids.add(id);
  }
  return [...ids];
}
