// What every seed step shares: the database, one random stream and the seed's notion of "now".
import type { Db } from '../db/database';
import type { Rng } from './prng';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export interface SeedContext {
  db: Db;
  rng: Rng;
  /** The seed time in ms; every date is derived from it, never from the clock. */
  now: number;
  /** The seed number, for steps that draw from a stream of their own (so adding a step elsewhere changes nothing here). */
  seed: number;
}

export const iso = (ms: number) => new Date(ms).toISOString();

/** Draws indexes in proportion to fixed weights in O(log n) (cumulative sums + binary search). */
export class WeightedTable {
  private readonly cumulative: number[] = [];
  private readonly total: number;
  constructor(weights: readonly number[]) {
    let sum = 0;
    for (const weight of weights) {
      sum += Math.max(0, weight);
      this.cumulative.push(sum);
    }
    this.total = sum;
  }
  draw(rng: Rng): number {
    const roll = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.cumulative[mid] as number) > roll) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

/** Fills `{name}` slots of a pattern. */
export function fill(pattern: string, values: Record<string, string | number>): string {
  return pattern.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}
