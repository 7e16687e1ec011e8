import { sortInSlices } from "@/lib/market-research/sort-in-slices";

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

  it("lets other work run between its slices", async () => {
    let ranBetween = false;
    setImmediate(() => (ranBetween = true));
    const sorting = sortInSlices(items(1_000, 9), (a, b) => a.value - b.value, 100);
    expect(ranBetween).toBe(false);
    await sorting;
    expect(ranBetween).toBe(true);
  });
});
