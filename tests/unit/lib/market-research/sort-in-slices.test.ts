import { sortInSlices } from "@/lib/market-research/sort-in-slices";
import { turnTaker } from "@/lib/server/turns";

/** A clock whose budget is always spent: every read of it hands the thread back. */
const everyStep = () => turnTaker(0);

/** A reproducible list with many ties, each item marked with its place so stability shows. */
function items(count: number, seed: number) {
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31);
  return Array.from({ length: count }, (_, place) => ({ value: next() % 50, place }));
}

describe("sortInSlices", () => {
  it.each([
    [0, 4],
    [1, 4],
    [7, 4],
    [64, 4],
    [1_000, 7],
    [10_000, 256],
  ])("sorts %i items in slices of %i exactly as Array.prototype.sort, ties kept in their order", async (count, slice) => {
    const list = items(count, count + slice);
    const byValue = (a: { value: number }, b: { value: number }) => a.value - b.value;
    expect(await sortInSlices(list, byValue, slice)).toEqual([...list].sort(byValue));
  });

  it("leaves the input as it was", async () => {
    const list = items(100, 3);
    const copy = list.map((item) => ({ ...item }));
    await sortInSlices(list, (a, b) => b.value - a.value, 8);
    expect(list).toEqual(copy);
  });

  it("hands the thread back within a merge: no stretch of a merge compares more than 1,024 items", async () => {
    // Four slices of 2,048, merged in pairs and then into one run of 8,192 items, which compares up to 8,191 times: with
    // its budget always spent, it must hand the thread back every 1,024 items placed. Comparisons across slices are
    // the merges' (a slice is sorted on its own).
    const slice = 2_048;
    const list = items(8_192, 5);
    let mergeComparisons = 0;
    let longest = 0;
    let done = false;
    const turn = () => {
      longest = Math.max(longest, mergeComparisons);
      mergeComparisons = 0;
      if (!done) setImmediate(turn);
    };
    setImmediate(turn);
    const byValue = (a: { value: number; place: number }, b: { value: number; place: number }) => {
      if (Math.floor(a.place / slice) !== Math.floor(b.place / slice)) mergeComparisons++;
      return a.value - b.value;
    };
    const sorted = await sortInSlices(list, byValue, slice, everyStep());
    done = true;
    turn();
    expect(sorted).toEqual([...list].sort((a, b) => a.value - b.value));
    expect(longest).toBeGreaterThan(0);
    expect(longest).toBeLessThanOrEqual(1_024);
  });

  it("lets other work run between its slices once its budget is spent", async () => {
    let ranBetween = false;
    setImmediate(() => (ranBetween = true));
    const sorting = sortInSlices(items(1_000, 9), (a, b) => a.value - b.value, 100, everyStep());
    expect(ranBetween).toBe(false);
    await sorting;
    expect(ranBetween).toBe(true);
  });

  it("keeps the thread while its budget lasts: a small sort is done in one go", async () => {
    let ranBetween = false;
    setImmediate(() => (ranBetween = true));
    await sortInSlices(items(1_000, 9), (a, b) => a.value - b.value, 100, turnTaker(60_000));
    expect(ranBetween).toBe(false);
  });
});
