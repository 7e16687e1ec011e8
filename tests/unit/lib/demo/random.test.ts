// The seeded draws the demo market is built from.
import { Random } from "@/lib/demo/random";

describe("a weighted pick from running totals", () => {
  it("picks what the plain weighted pick picks, for the same stream", () => {
    const items = Array.from({ length: 500 }, (_, index) => ({ index, weight: ((index * 7919) % 97) / 10 + 0.001 }));
    const totals: number[] = [];
    for (const item of items) totals.push((totals.at(-1) ?? 0) + item.weight);
    const plain = new Random("weighted", 1);
    const fast = new Random("weighted", 1);
    for (let draw = 0; draw < 2000; draw++) {
      expect(fast.weightedCumulative(items, totals).index).toBe(plain.weighted(items, (item) => item.weight).index);
    }
  });

  it("never picks an item of weight 0, and picks among the first n items when given n", () => {
    const items = ["a", "b", "c", "d"];
    const totals = [1, 1, 3, 3]; // b and d weigh nothing
    const random = new Random("zero weights");
    const picked = new Set(Array.from({ length: 500 }, () => random.weightedCumulative(items, totals)));
    expect([...picked].sort()).toEqual(["a", "c"]);
    expect(new Set(Array.from({ length: 200 }, () => random.weightedCumulative(items.slice(0, 1), totals)))).toEqual(new Set(["a"]));
  });
});
