// @vitest-environment node
// The benchmarks' statistics (test/bench/stats.ts): what "median of 3" and "p99" mean in every report.
import { describe, expect, it } from 'vitest';
import { median, percentile } from '../bench/stats';

describe('the benchmarks statistics', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one, in any order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('reads a nearest-rank percentile from sorted values', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(51);
    expect(percentile(hundred, 99)).toBe(100);
    expect(percentile([5], 99)).toBe(5);
    expect(percentile([], 50)).toBeNaN();
  });
});
