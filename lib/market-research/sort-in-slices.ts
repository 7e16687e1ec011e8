// Sorting 100,000 rows holds the thread for 100–300 ms, and every request waits behind it. Sorted in slices that are
// then merged, with the event loop free once a few milliseconds have passed (lib/server/turns.ts), no step holds the
// thread for longer than that.
import { turnTaker, type TurnTaker } from "@/lib/server/turns";

/** Items placed in a merge between two reads of the clock. */
const MERGE_STEP = 1_024;

/**
 * Two sorted runs merged, reading the clock after every MERGE_STEP items placed; on a tie the left one's item comes
 * first, so the merge is stable like Array.prototype.sort.
 */
async function merge<T>(left: readonly T[], right: readonly T[], compare: (a: T, b: T) => number, pass: TurnTaker): Promise<T[]> {
  const merged = new Array<T>(left.length + right.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < left.length && j < right.length) {
    const stop = Math.min(merged.length, k + MERGE_STEP);
    while (k < stop && i < left.length && j < right.length) merged[k++] = compare(left[i], right[j]) <= 0 ? left[i++] : right[j++];
    const turn = pass();
    if (turn) await turn;
  }
  while (i < left.length) merged[k++] = left[i++];
  while (j < right.length) merged[k++] = right[j++];
  return merged;
}

/**
 * The items sorted as `[...items].sort(compare)` sorts them, in slices of `slice` items merged in pairs, handing the
 * thread back once `pass` says its budget is spent.
 */
export async function sortInSlices<T>(items: readonly T[], compare: (a: T, b: T) => number, slice = 2_048, pass: TurnTaker = turnTaker()): Promise<T[]> {
  if (items.length <= slice) return [...items].sort(compare);
  let runs: T[][] = [];
  for (let start = 0; start < items.length; start += slice) {
    runs.push(items.slice(start, start + slice).sort(compare));
    const turn = pass();
    if (turn) await turn;
  }
  while (runs.length > 1) {
    const merged: T[][] = [];
    for (let index = 0; index < runs.length; index += 2)
      merged.push(index + 1 < runs.length ? await merge(runs[index], runs[index + 1], compare, pass) : runs[index]);
    runs = merged;
  }
  return runs[0];
}
