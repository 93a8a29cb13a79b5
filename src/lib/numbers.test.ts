import { describe, expect, it } from 'vitest';
import { formatCount, formatNumber } from './numbers';

describe('formatNumber', () => {
  it('groups thousands with commas and keeps fractions and signs', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatNumber(18_420)).toBe('18,420');
    expect(formatNumber(-1_234_567)).toBe('-1,234,567');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(0.1 + 0.2)).toBe('0.30000000000000004');
  });

  it('shows 0 for what is not a number', () => {
    expect(formatNumber(Number.NaN)).toBe('0');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('0');
  });
});

describe('formatCount', () => {
  // Under a thousand as is; thousands with one decimal below ten thousand, whole above; millions with one decimal.
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [9940, '9.9k'],
    [12_345, '12k'],
    [123_456, '123k'],
    [1_000_000, '1M'],
    [1_250_000, '1.3M'],
    [12_345_678, '12.3M'],
  ])('writes %d as %s', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });
});
