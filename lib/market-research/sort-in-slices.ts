// Sorting 100,000 rows holds the thread for 100–300 ms, and every request waits behind it. Sorted in slices that are
// then merged a slice's worth of items at a time, with the event loop free between two steps, no step takes more
// than a few milliseconds.

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Two sorted runs merged, handing the thread back after every `step` items placed; on a tie the left one's item
 * comes first, so the merge is stable like Array.prototype.sort.
 */
async function merge<T>(left: readonly T[], right: readonly T[], compare: (a: T, b: T) => number, step: number): Promise<T[]> {
  const merged = new Array<T>(left.length + right.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < left.length && j < right.length) {
    const stop = Math.min(merged.length, k + step);
    while (k < stop && i < left.length && j < right.length) merged[k++] = compare(left[i], right[j]) <= 0 ? left[i++] : right[j++];
    if (i < left.length && j < right.length) await nextTurn();
  }
  while (i < left.length) merged[k++] = left[i++];
  while (j < right.length) merged[k++] = right[j++];
  return merged;
}

/** The items sorted as `[...items].sort(compare)` sorts them, yielding to the event loop between slices and within merges. */
export async function sortInSlices<T>(items: readonly T[], compare: (a: T, b: T) => number, slice = 8_192): Promise<T[]> {
  if (items.length <= slice) return [...items].sort(compare);
  let runs: T[][] = [];
  for (let start = 0; start < items.length; start += slice) {
    runs.push(items.slice(start, start + slice).sort(compare));
    await nextTurn();
  }
  while (runs.length > 1) {
    const merged: T[][] = [];
    for (let index = 0; index < runs.length; index += 2) {
      merged.push(index + 1 < runs.length ? await merge(runs[index], runs[index + 1], compare, slice) : runs[index]);
      await nextTurn();
    }
    runs = merged;
  }
  return runs[0];
}
