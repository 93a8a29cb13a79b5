// A small seeded pseudo-random generator (mulberry32) with the helpers the seed and the image
// painters need. Everything derived from one of these is reproducible: same seed, same data.

export type Random = () => number;

/** mulberry32: 32-bit state, fast, good enough for demo data and procedural art. */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes several integers into one seed, so each (kind, id) pair gets its own stream. */
export function mixSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x01000193);
    h ^= h >>> 13;
    h = Math.imul(h, 0x5bd1e995);
    h ^= h >>> 15;
  }
  return h >>> 0;
}

export class Rng {
  readonly next: Random;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  /** Float in [min, max). */
  float(min = 0, max = 1): number {
    return min + (max - min) * this.next();
  }
  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = choices[choices.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }
  /** Heavy-tailed integer in [min, max]: most values small, a few large (fans, glops, hearts). */
  powerLaw(min: number, max: number, exponent = 2.2): number {
    const u = this.next();
    const lo = Math.pow(min + 1, 1 - exponent);
    const hi = Math.pow(max + 1, 1 - exponent);
    return Math.min(max, Math.floor(Math.pow(lo + (hi - lo) * u, 1 / (1 - exponent))) - 1);
  }
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j] as T, items[i] as T];
    }
    return items;
  }
  /** Up to `count` distinct items. */
  sample<T>(items: readonly T[], count: number): T[] {
    if (count >= items.length) return this.shuffle([...items]);
    const chosen = new Set<number>();
    while (chosen.size < count) chosen.add(Math.floor(this.next() * items.length));
    return [...chosen].map((index) => items[index] as T);
  }
}
