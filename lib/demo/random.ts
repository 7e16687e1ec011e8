// Seeded randomness for the demo market. Every game draws from a stream derived from (seed, game index),
// so one game's data does not depend on how many others were generated before it.
import { uniformFloat64 } from "pure-rand/distribution/uniformFloat64";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";
import { hashSeed } from "@/lib/domain/hash";

export { hashSeed };

export class Random {
  private readonly rng: RandomGenerator;

  constructor(...keys: Array<string | number>) {
    this.rng = xoroshiro128plus(hashSeed(...keys));
  }

  /** Uniform in [0, 1). */
  next(): number {
    return uniformFloat64(this.rng);
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Uniform integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Picks by relative weight. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
    let total = 0;
    for (const item of items) total += weightOf(item);
    let target = this.next() * total;
    for (const item of items) {
      target -= weightOf(item);
      if (target < 0) return item;
    }
    return items[items.length - 1];
  }

  /**
   * Picks by relative weight, given the running totals of the weights (cumulative[i] = weights of items 0…i): the
   * same pick as weighted() in log time, for long lists drawn from again and again.
   */
  weightedCumulative<T>(items: readonly T[], cumulative: readonly number[]): T {
    const target = this.next() * cumulative[items.length - 1];
    let low = 0;
    let high = items.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] > target) high = middle;
      else low = middle + 1;
    }
    return items[low];
  }

  /** `count` distinct items, each drawn by weight. */
  sample<T>(items: readonly T[], count: number, weightOf: (item: T) => number = () => 1): T[] {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) {
      const item = this.weighted(pool, weightOf);
      chosen.push(item);
      pool.splice(pool.indexOf(item), 1);
    }
    return chosen;
  }

  /** Standard normal (Box–Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Log-normal with the given median and log-space spread. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }
}
